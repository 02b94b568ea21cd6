// µs per call of the HTTP app and of the MCP endpoint, in-process (no sockets), for the same slugify call: separates
// our own per-request work from the cost of the network and the load generator. Prints JSON for bench/run.mjs.
import { createApp } from '../src/adapters/http/app.js';
import type { HttpRequest } from '../src/adapters/http/types.js';
import { McpEndpoint } from '../src/adapters/mcp/mcp-endpoint.js';
import { loadConfig } from '../src/config.js';
import { createContext } from '../src/core/context.js';
import { execute } from '../src/core/execute.js';
import { operations } from '../src/ops/index.js';
import { registryOf } from '../src/core/registry.js';

const N = 100_000;
const input = { text: 'Crème Brûlée à la Mode!' };
const body = Buffer.from(JSON.stringify(input));
const rpc = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'slugify', arguments: input } });
const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/json' };
const request = (): HttpRequest => ({
  method: 'POST',
  path: '/api/v1/slugify',
  search: '',
  protocol: 'http',
  socketAddress: '127.0.0.1',
  socketKey: () => '127.0.0.1',
  header: (name) => headers[name],
  readBody: async () => ({ kind: 'ok', bytes: body }),
});

async function microseconds(fn: () => unknown): Promise<number> {
  for (let i = 0; i < N / 5; i++) await fn();
  const start = performance.now();
  for (let i = 0; i < N; i++) await fn();
  return ((performance.now() - start) * 1000) / N;
}

const app = createApp({ config: loadConfig({ RATE_LIMIT_PER_MINUTE: '1000000000', ECB_FETCH: 'off' }), registry: registryOf(operations) });
const mcp = new McpEndpoint(operations, () => {});
const ctx = createContext();
const op = operations.find((o) => o.id === 'slugify')!;
console.log(
  JSON.stringify({
    operation: await microseconds(() => execute(op, input, ctx)),
    http: await microseconds(() => app.handle(request())),
    mcp: await microseconds(() => mcp.handle(JSON.parse(rpc), ctx, { accept: 'application/json', protocolVersion: undefined, bodyBytes: rpc.length, client: '127.0.0.1' })),
  }),
);
