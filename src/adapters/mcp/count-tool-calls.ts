/**
 * The JSON-RPC envelope checks and the count of tools/call requests, kept apart from the endpoint so the HTTP app
 * can decide on them without loading the MCP SDK.
 */

/** Largest JSON-RPC batch accepted in one POST (the SDK's own transports use the same bound). */
export const MAX_BATCH_SIZE = 100;

/**
 * The JSON-RPC 2.0 envelope: a request or notification (`method`, optional `id` and object `params`) or a
 * response (`id` with `result` or `error`). The SDK's Protocol validates each method's params itself; checking the
 * envelope by hand spares a zod union (which fails through its branches) on every message.
 */
export function isJsonRpcMessage(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const m = value as Record<string, unknown>;
  if (m.jsonrpc !== '2.0') return false;
  const idOk = m.id === undefined || typeof m.id === 'string' || (typeof m.id === 'number' && Number.isInteger(m.id));
  if (typeof m.method === 'string') {
    return idOk && (m.params === undefined || (m.params !== null && typeof m.params === 'object' && !Array.isArray(m.params)));
  }
  return m.id !== undefined && idOk && ('result' in m || (m.error !== null && typeof m.error === 'object'));
}

/** A tools/call that expects an answer (a tools/call notification gets none, so it is neither run nor counted). */
export function isToolCallRequest(message: unknown): boolean {
  const m = message as { method?: unknown; id?: unknown };
  return m.method === 'tools/call' && m.id !== undefined;
}

/** How many tools/call requests a parsed MCP body holds (only those count against the rate limit). */
export function countToolCalls(body: unknown): number {
  const messages = Array.isArray(body) ? body : [body];
  let calls = 0;
  for (const message of messages) {
    if (message !== null && typeof message === 'object' && isToolCallRequest(message)) calls++;
  }
  return calls;
}
