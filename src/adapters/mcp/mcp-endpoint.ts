import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListToolsRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import type { Context } from '../../core/context.js';
import { describeType, didYouMean, elide } from '../../core/errors.js';
import { execute, type Outcome } from '../../core/execute.js';
import type { AnyOperation } from '../../core/operation.js';
import type { WrittenNumbers } from '../../core/written-numbers.js';
import { shouldOffload, type Offload, type OffloadResult } from '../../workers/offload.js';
import type { LogError } from '../http/log-error.js';
import { isJsonRpcMessage, isToolCallRequest, MAX_BATCH_SIZE } from './count-tool-calls.js';
import { RequestTransport, type CallOrigin } from './request-transport.js';
import { registerResources, RESOURCE_INSTRUCTIONS } from './resources.js';
import { SERVER_INFO } from './server-info.js';
import { buildTools, ENVELOPE_INSTRUCTIONS } from './tool-list.js';

export { MAX_BATCH_SIZE };

const INSTRUCTIONS =
  'Utility API: stateless text, data and money utilities. Every tool is read-only and takes a JSON object; ' +
  'tool names equal the HTTP operation ids (POST /api/v1/<tool>). Results come as structuredContent and as JSON text. ' +
  'Invalid arguments return isError with a message naming the field and the rule; so do an input that needs more ' +
  'work than one call may take (send a smaller one) and a busy server (retry later).';

export interface McpReply {
  status: number;
  contentType: string | null;
  body: string | null;
}


/** What the HTTP layer knows of the POST besides its parsed body. */
export interface McpRequestInfo {
  accept: string | undefined;
  protocolVersion: string | undefined;
  bodyBytes: number;
  /**
   * The rate limit: asked once per POST, after the envelope checks, for the number of tools/call requests it holds;
   * says how many may run (the first ones in the batch) and the message for the others. Absent = no limit.
   */
  takeToolCalls?: (wanted: number) => ToolCallQuota | Promise<ToolCallQuota>;
  /**
   * The tools this request may see and call (a toolset, `?tools=`; src/adapters/mcp/toolsets.ts), absent = every
   * tool. tools/list lists only these and a tools/call of another is refused as an unknown tool.
   */
  tools?: ReadonlySet<string>;
  /** The body's numbers as written where a double loses digits, for a call sent to the worker pool (ctx has them too). */
  writtenNumbers?: WrittenNumbers;
  /** Whose POST this is: a tool call sent to the worker pool queues under this key (the rate limiter's, kit.clientOf). */
  client: string;
}

/** Where a tools/call came from: the request's origin and the client whose work it is. */
type ToolCallOrigin = CallOrigin & { client: string };

export interface ToolCallQuota {
  granted: number;
  /** The refusal for each call beyond `granted`, e.g. "rate limit of 60 requests per minute exceeded; retry in 12 s". */
  refusal: string;
}

/**
 * MCP over stateless Streamable HTTP: one SDK `Server` for the life of the process (official protocol
 * handling: initialize, ping, tools/list, resources, errors) fed through a per-request transport shim; tools/call,
 * the hot path, is answered directly (callTool).
 */
export class McpEndpoint {
  private readonly transport = new RequestTransport();
  private readonly server: Server;
  private readonly byId: ReadonlyMap<string, AnyOperation>;
  private readonly toolNames: readonly string[];

  /** `resources`: serve guides, news briefs and datasets as resources (and advertise the capability); default true. */
  constructor(operations: readonly AnyOperation[], private readonly logError: LogError, private readonly offload?: Offload, { resources = true }: { resources?: boolean } = {}) {
    const byId = new Map(operations.map((op) => [op.id, op]));
    this.byId = byId;
    this.toolNames = [...byId.keys()];
    const tools = { tools: buildTools(operations) };
    // A toolset's Set lives as long as the app, so its list is filtered once; a `?tools=` Set is per request.
    const subsets = new WeakMap<ReadonlySet<string>, { tools: typeof tools.tools }>();
    this.server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS + ENVELOPE_INSTRUCTIONS + (resources ? RESOURCE_INSTRUCTIONS : '') });
    this.server.setRequestHandler(ListToolsRequestSchema, (_request, extra) => {
      const selected = this.transport.originOf(extra.requestId)?.tools;
      if (!selected) return tools;
      let subset = subsets.get(selected);
      if (!subset) subsets.set(selected, (subset = { tools: tools.tools.filter((t) => selected.has(t.name)) }));
      return subset;
    });
    // tools/call is answered in handle() without the SDK (see callTool); the capability is declared above.
    if (resources) registerResources(this.server, { operations, baseUrl: (id) => this.transport.originOf(id)?.ctx.baseUrl });
    void this.server.connect(this.transport);
  }

  /**
   * One tools/call, answered here rather than by the SDK: its per-message work (a zod parse of the request and of the
   * result, an AbortController and a promise chain) cost more than the whole HTTP path (bench/README.md). The params
   * were checked by checkToolCall; the reply is written as JSON text with the result's JSON, serialized once by the
   * executor, spliced in twice (as text content and as structuredContent) instead of serialized again.
   */
  private callTool(id: RequestId, op: AnyOperation, args: unknown, origin: ToolCallOrigin): string | Promise<string> {
    const head = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":`;
    // Synchronous when the call is (no promise, no microtask on the hot path), as the executor is.
    let outcome: Outcome | OffloadResult | Promise<Outcome | OffloadResult>;
    try {
      outcome = this.call(op, args, origin);
    } catch (error) {
      return this.failedCall(head, op, error);
    }
    return outcome instanceof Promise
      ? outcome.then((done) => toolReply(head, done), (error: unknown) => this.failedCall(head, op, error))
      : toolReply(head, outcome);
  }

  /** A bug in a tool call: logged, and answered as a tool error the model can read. */
  private failedCall(head: string, op: AnyOperation, error: unknown): string {
    this.logError(error, { tool: op.id });
    return `${head}{"isError":true,"content":[{"type":"text","text":"internal error"}]}}`;
  }

  /** The same choice as over HTTP: large or output-heavy calls run in the worker pool, under its deadline. */
  private call(op: AnyOperation, args: unknown, { ctx, bodyBytes, writtenNumbers, client }: ToolCallOrigin): Outcome | OffloadResult | Promise<Outcome | OffloadResult> {
    if (this.offload && shouldOffload(op, bodyBytes)) {
      const task = { operationId: op.id, source: { input: args }, now: ctx.now().getTime(), baseUrl: ctx.baseUrl, wantValue: false };
      return this.offload.run(writtenNumbers ? { ...task, writtenNumbers } : task, client);
    }
    return execute(op, args, ctx);
  }

  /**
   * A tools/call's params, checked as HTTP checks a body: the message is in the HTTP style ("arguments: must be an
   * object"), and the arguments are the client's own object (a zod-parsed copy, as the SDK makes, loses any
   * `__proto__` key that HTTP refuses as an unknown field).
   */
  private checkToolCall(params: Record<string, unknown> | undefined, selected: ReadonlySet<string> | undefined): { op: AnyOperation; args: unknown } | string {
    if (params === undefined) return 'params: is required; send {"name": "<tool>", "arguments": {…}}';
    const { name, arguments: args } = params;
    if (typeof name !== 'string') return `name: must be a string naming a tool, got ${describeType(name)}`;
    const op = this.byId.get(name);
    if (!op) {
      return `unknown tool '${elide(name)}'${didYouMean(name, selected ? [...selected] : this.toolNames)} — tools/list names every tool${selected ? ' this endpoint serves' : ''}`;
    }
    if (selected && !selected.has(name)) {
      return `unknown tool '${elide(name)}' on this endpoint${didYouMean(name, [...selected])} — tools/list names every tool it serves; /api/mcp serves '${elide(name)}'`;
    }
    if (args !== undefined && (args === null || typeof args !== 'object' || Array.isArray(args))) {
      return `arguments: must be an object, got ${describeType(args)}`;
    }
    return { op, args: args ?? {} };
  }

  /** Answers one POST whose body has already been parsed as JSON; synchronously when every reply is ready at once. */
  handle(body: unknown, ctx: Context, info: McpRequestInfo): McpReply | Promise<McpReply> {
    const { protocolVersion, takeToolCalls } = info;
    if (protocolVersion !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)) {
      return rpcError(400, -32000, `Bad Request: unsupported MCP-Protocol-Version '${protocolVersion}' (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`);
    }
    const batch = Array.isArray(body);
    const raw: unknown[] = batch ? body : [body];
    if (raw.length === 0 || raw.length > MAX_BATCH_SIZE) {
      return rpcError(400, -32600, `Invalid Request: a batch must hold 1 to ${MAX_BATCH_SIZE} messages`);
    }
    for (const item of raw) {
      if (!isJsonRpcMessage(item)) return rpcError(400, -32600, 'Invalid Request: not a JSON-RPC 2.0 message');
    }
    const messages = raw as JSONRPCMessage[];
    let calls = 0;
    for (const message of messages) if (isToolCallRequest(message)) calls++;
    const taken = calls > 0 && takeToolCalls ? takeToolCalls(calls) : { granted: calls, refusal: '' };
    // A shared store answers later; memory at once.
    return taken instanceof Promise ? taken.then((quota) => this.answer(messages, batch, quota, ctx, info)) : this.answer(messages, batch, taken, ctx, info);
  }

  private answer(messages: JSONRPCMessage[], batch: boolean, quota: ToolCallQuota, ctx: Context, info: McpRequestInfo): McpReply | Promise<McpReply> {
    const { accept, bodyBytes, tools, writtenNumbers, client } = info;
    if (!batch && quota.granted === 0 && isToolCallRequest(messages[0])) {
      return { status: 429, contentType: 'application/json', body: JSON.stringify({ jsonrpc: '2.0', id: (messages[0] as { id: RequestId }).id, error: { code: -32000, message: quota.refusal } }) };
    }
    // Each reply as JSON text: the SDK's as it answers, a tool call's written directly (callTool).
    const replies: (string | Promise<string>)[] = [];
    let toolCall = 0;
    for (const message of messages) {
      if (!('method' in message && 'id' in message)) {
        this.transport.notify(message);
        continue;
      }
      const request = message as JSONRPCMessage & { id: RequestId; method: string; params?: Record<string, unknown> };
      if (request.method !== 'tools/call') {
        replies.push(this.transport.request(request, { ctx, bodyBytes, tools }).then((reply) => JSON.stringify(reply)));
      } else if (toolCall++ >= quota.granted) {
        // Beyond the limit: refused alone, as a tool result the model can read (the others in the batch are answered).
        replies.push(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: { isError: true, content: [{ type: 'text', text: quota.refusal }] } }));
      } else {
        const checked = this.checkToolCall(request.params, tools);
        replies.push(
          typeof checked === 'string'
            ? JSON.stringify({ jsonrpc: '2.0', id: request.id, error: { code: ErrorCode.InvalidParams, message: checked } })
            : this.callTool(request.id, checked.op, checked.args, { ctx, bodyBytes, writtenNumbers, client }),
        );
      }
    }
    if (replies.length === 0) return { status: 202, contentType: null, body: null };
    if (batch) return Promise.all(replies).then((all) => jsonReply(`[${all.join(',')}]`, accept));
    const only = replies[0]!;
    return typeof only === 'string' ? jsonReply(only, accept) : only.then((json) => jsonReply(json, accept));
  }
}

/** The reply of a tool call that ran: its result's JSON spliced in as text content and as structuredContent. */
function toolReply(head: string, outcome: Outcome | OffloadResult): string {
  const result = outcome.ok
    ? `{"content":[{"type":"text","text":${JSON.stringify(outcome.json)}}],"structuredContent":${outcome.json}}`
    : JSON.stringify({ isError: true, content: [{ type: 'text', text: outcome.error }] });
  return `${head}${result}}`;
}

/** The reply's JSON, or the same as one SSE `message` event when the client accepts only an event stream. */
function jsonReply(json: string, accept: string | undefined): McpReply {
  if (wantsEventStream(accept)) return { status: 200, contentType: 'text/event-stream', body: `event: message\ndata: ${json}\n\n` };
  return { status: 200, contentType: 'application/json', body: json };
}

/** JSON unless the client accepts only an event stream: then one SSE `message` event carries the same JSON. */
function wantsEventStream(accept: string | undefined): boolean {
  if (!accept) return false;
  const lower = accept.toLowerCase();
  return lower.includes('text/event-stream') && !lower.includes('application/json') && !lower.includes('*/*');
}

function rpcError(status: number, code: number, message: string): McpReply {
  return { status, contentType: 'application/json', body: JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }) };
}

