import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  SUPPORTED_PROTOCOL_VERSIONS,
  type CallToolResult,
  type JSONRPCMessage,
  type RequestId,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { Context } from '../../core/context.js';
import { didYouMean, elide } from '../../core/errors.js';
import { execute, type Outcome } from '../../core/execute.js';
import { operationSchemas } from '../../core/json-schema.js';
import type { AnyOperation } from '../../core/operation.js';
import { shouldOffload, type Offload, type OffloadResult } from '../../workers/offload.js';
import type { LogError } from '../http/log-error.js';
import { RequestTransport, type CallOrigin } from './request-transport.js';

export const SERVER_INFO = { name: 'utility-api', title: 'Utility API', version: '1.0.0' } as const;

/** Largest JSON-RPC batch accepted in one POST (the SDK's own transports use the same bound). */
export const MAX_BATCH_SIZE = 100;

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
}

/** The tool list, built once from the registry: the schemas are the very objects OpenAPI publishes. */
export function buildTools(operations: readonly AnyOperation[]): Tool[] {
  return operations.map((op) => {
    const schemas = operationSchemas(op);
    return {
      name: op.id,
      title: op.title,
      description: `${op.summary} ${op.description}`,
      inputSchema: schemas.input as Tool['inputSchema'],
      outputSchema: schemas.output as Tool['outputSchema'],
      annotations: {
        title: op.title,
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: !op.random,
        openWorldHint: Boolean(op.openWorld),
      },
    };
  });
}

/**
 * MCP over stateless Streamable HTTP: one SDK `Server` for the life of the process (official protocol
 * handling: initialize, ping, tools/list, tools/call, errors) fed through a per-request transport shim.
 */
export class McpEndpoint {
  private readonly transport = new RequestTransport();
  private readonly server: Server;

  constructor(operations: readonly AnyOperation[], logError: LogError, private readonly offload?: Offload) {
    const byId = new Map(operations.map((op) => [op.id, op]));
    const tools = { tools: buildTools(operations) };
    this.server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
    this.server.setRequestHandler(ListToolsRequestSchema, () => tools);
    this.server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
      const { name, arguments: args } = request.params;
      const op = byId.get(name);
      if (!op) throw new McpError(ErrorCode.InvalidParams, `unknown tool '${elide(name)}'${didYouMean(name, [...byId.keys()])}`);
      const origin = this.transport.originOf(extra.requestId);
      if (!origin) throw new McpError(ErrorCode.InternalError, 'internal error');
      try {
        const outcome = await this.call(op, args ?? {}, origin);
        if (!outcome.ok) return { isError: true, content: [{ type: 'text', text: outcome.error }] };
        return { content: [{ type: 'text', text: outcome.json }], structuredContent: outcome.value ?? {} };
      } catch (error) {
        logError(error, { tool: name });
        return { isError: true, content: [{ type: 'text', text: 'internal error' }] };
      }
    });
    void this.server.connect(this.transport);
  }

  /** The same choice as over HTTP: large or output-heavy calls run in the worker pool, under its deadline. */
  private call(op: AnyOperation, args: unknown, { ctx, bodyBytes }: CallOrigin): Outcome | OffloadResult | Promise<Outcome | OffloadResult> {
    if (this.offload && shouldOffload(op, bodyBytes)) {
      return this.offload.run({ operationId: op.id, source: { input: args }, now: ctx.now().getTime(), baseUrl: ctx.baseUrl, wantValue: true });
    }
    return execute(op, args, ctx);
  }

  /** Answers one POST whose body has already been parsed as JSON. */
  async handle(body: unknown, ctx: Context, { accept, protocolVersion, bodyBytes }: McpRequestInfo): Promise<McpReply> {
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
    const replies: Promise<JSONRPCMessage>[] = [];
    for (const message of messages) {
      if ('method' in message && 'id' in message) {
        replies.push(this.transport.request(message as JSONRPCMessage & { id: RequestId; method: string }, { ctx, bodyBytes }));
      } else {
        this.transport.notify(message);
      }
    }
    if (replies.length === 0) return { status: 202, contentType: null, body: null };
    const answered = await Promise.all(replies);
    const json = JSON.stringify(batch ? answered : answered[0]);
    if (wantsEventStream(accept)) {
      return { status: 200, contentType: 'text/event-stream', body: `event: message\ndata: ${json}\n\n` };
    }
    return { status: 200, contentType: 'application/json', body: json };
  }
}

/**
 * The JSON-RPC 2.0 envelope: a request or notification (`method`, optional `id` and object `params`) or a
 * response (`id` with `result` or `error`). The SDK's Protocol validates each method's params itself; checking the
 * envelope by hand spares a zod union (which fails through its branches) on every message.
 */
function isJsonRpcMessage(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const m = value as Record<string, unknown>;
  if (m.jsonrpc !== '2.0') return false;
  const idOk = m.id === undefined || typeof m.id === 'string' || (typeof m.id === 'number' && Number.isInteger(m.id));
  if (typeof m.method === 'string') {
    return idOk && (m.params === undefined || (m.params !== null && typeof m.params === 'object' && !Array.isArray(m.params)));
  }
  return m.id !== undefined && idOk && ('result' in m || (m.error !== null && typeof m.error === 'object'));
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
