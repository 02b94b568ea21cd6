import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from './support/built-server.js';

/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, a dev dependency) against the built server,
 * with the Host and Origin allowlist set. The suite needs Node 22 (it imports fs.globSync), so it runs through
 * `npx -p node@22`, as the stack notes say for Node-22 tools; npm is reachable wherever the dependencies install.
 * The scenarios that apply to this server: the lifecycle, ping, tools/list and DNS-rebinding protection.
 */
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection', 'resources-list'];
const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the official MCP conformance scenarios that apply, against the built server', () => {
  let server: BuiltServer;
  let url: string;
  beforeAll(async () => {
    const port = await freePort();
    server = await startBuiltServer({
      PORT: String(port),
      ALLOWED_HOSTS: 'localhost,127.0.0.1',
      ALLOWED_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
    });
    // The suite's DNS-rebinding scenario addresses the server as localhost.
    url = `http://localhost:${server.port}/api/mcp`;
  });
  afterAll(() => server?.stop());

  it.each(SCENARIOS)('%s passes', async (scenario) => {
    const { stdout } = await run(
      'npx',
      ['-y', '-p', 'node@22', 'node', 'node_modules/@modelcontextprotocol/conformance/dist/index.js', 'server', '--url', url, '--scenario', scenario],
      { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
    );
    expect(stdout).toMatch(/Passed: (\d+)\/\1, 0 failed/);
  }, 300_000);
});
