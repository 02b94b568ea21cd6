import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { Context } from '../../core/context.js';
import type { WrittenNumbers } from '../../core/written-numbers.js';

/** What a tool handler needs to know about the HTTP request that carried its call. */
export interface CallOrigin {
  ctx: Context;
  /** Size of the whole POST body: a large one sends its tool calls to the worker pool. */
  bodyBytes: number;
  /** The tools the request may see and call (a toolset or `?tools=`); absent = every tool. */
  tools?: ReadonlySet<string>;
  /** The body's numbers as written where a double loses digits: a call sent to the worker pool takes them along. */
  writtenNumbers?: WrittenNumbers;
}

interface Pending extends CallOrigin {
  originalId: RequestId;
  resolve(message: JSONRPCMessage): void;
}

/**
 * A Transport for one long-lived SDK `Server` that serves many stateless HTTP requests at once.
 * Each incoming JSON-RPC request gets a fresh internal id, so two clients that both send `id: 1` cannot
 * collide inside the server; the reply is matched by that id and handed back with the client's own id.
 * Server-to-client traffic (notifications, requests) has no stream to travel on in stateless mode and is dropped.
 */
export class RequestTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;

  private nextId = 1;
  private readonly pending = new Map<RequestId, Pending>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!('id' in message) || 'method' in message || message.id === undefined) return;
    const entry = this.pending.get(message.id);
    if (!entry) return;
    this.pending.delete(message.id);
    entry.resolve({ ...message, id: entry.originalId } as JSONRPCMessage);
  }

  /** The HTTP request that carried internal request `id` (for tool handlers). */
  originOf(id: RequestId): CallOrigin | undefined {
    return this.pending.get(id);
  }

  /** Delivers one validated request and resolves with the server's response to it. */
  request(message: JSONRPCMessage & { id: RequestId; method: string }, origin: CallOrigin): Promise<JSONRPCMessage> {
    const internalId = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(internalId, { originalId: message.id, ...origin, resolve });
      this.onmessage?.({ ...message, id: internalId });
    });
  }

  /** Delivers a notification or a client response; nothing comes back. */
  notify(message: JSONRPCMessage): void {
    this.onmessage?.(message);
  }
}
