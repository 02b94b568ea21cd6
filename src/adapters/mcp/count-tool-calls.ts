/**
 * How many tools/call requests a parsed MCP body holds: only those count against the rate limit.
 * Kept apart from the endpoint so the HTTP app can decide without loading the MCP SDK.
 */
export function countToolCalls(body: unknown): number {
  const messages = Array.isArray(body) ? body : [body];
  let calls = 0;
  for (const message of messages) {
    if (message !== null && typeof message === 'object' && (message as { method?: unknown }).method === 'tools/call') calls++;
  }
  return calls;
}
