import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CLIENT_ADDRESS_WARNING } from '../src/adapters/http/client-address.js';
import { serviceEnv } from './support/built-server.js';
import { freshRateWindow, postJson } from './support/harness.js';

/**
 * The built fetch handler (dist/app.js, built by the global setup) served by Bun and by Deno with the commands
 * docs/deploy.md gives, both from the npm packages `bun` and `deno` (devDependencies). Missing runtimes fail under CI.
 */
interface Runtime {
  name: string;
  bin: string;
  /** The documented command, on `port`; Bun takes the port from PORT and always listens on every interface. */
  args: (port: number) => string[];
  env: (port: number) => Record<string, string>;
  /** Whether the server also answers on ::1 (a second client address to count apart). */
  dualStack: boolean;
}

const runtimes: Runtime[] = [
  { name: 'bun', bin: 'node_modules/.bin/bun', args: () => ['dist/app.js'], env: (port) => ({ PORT: String(port), NODE_ENV: 'production' }), dualStack: true },
  {
    name: 'deno',
    bin: 'node_modules/.bin/deno',
    args: (port) => ['serve', '--allow-env', '--allow-net=www.ecb.europa.eu', '--host', '127.0.0.1', '--port', String(port), 'dist/app.js'],
    env: () => ({}),
    dualStack: false,
  },
];

function installed(bin: string): boolean {
  return spawnSync(bin, ['--version'], { stdio: 'ignore' }).status === 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A GET whose body arrives as sent: the encoding and the raw bytes. */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForAnswer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Bounded by attempts (a minute of them on a quiet machine), not by a clock a busy machine would outrun.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer after 600 attempts: ${output()}`);
}

describe.each(runtimes)('$name serves dist/app.js', (runtime) => {
  const present = installed(runtime.bin);
  if (!present && process.env.CI === 'true') {
    it(`${runtime.bin} is installed (npm ci installs it)`, () => {
      expect.fail(`${runtime.bin} is missing`);
    });
    return;
  }
  const test = present ? it : it.skip;

  let child: ChildProcess;
  let output = '';
  let port = 0;
  const base = () => `http://127.0.0.1:${port}`;
  beforeAll(async () => {
    if (!present) return;
    port = await freePort();
    child = spawn(runtime.bin, runtime.args(port), {
      env: { ...serviceEnv({ RATE_LIMIT_PER_MINUTE: '100' }), ...runtime.env(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    await waitForAnswer(`${base()}/llms.txt`, child, () => output);
  });
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  });

  test('an operation, counted per client socket address', async () => {
    await freshRateWindow();
    const first = await fetch(`${base()}/api/v1/slugify`, postJson({ text: 'Crème Brûlée' }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ slug: 'creme-brulee' });
    // The start-up probe may have been counted too.
    const left = Number(first.headers.get('x-ratelimit-remaining'));
    expect(left).toBeGreaterThanOrEqual(98);
    if (runtime.dualStack) {
      const otherClient = await fetch(`http://[::1]:${port}/api/v1/slugify`, postJson({ text: 'a' }));
      expect(otherClient.headers.get('x-ratelimit-remaining')).toBe('99');
    }
    const second = await fetch(`${base()}/api/v1/slugify`, postJson({ text: 'a' }));
    expect(second.headers.get('x-ratelimit-remaining')).toBe(String(left - 1));
    expect(output).not.toContain(NO_CLIENT_ADDRESS_WARNING);
  });

  test('MCP tools/call', async () => {
    const call = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'slugify', arguments: { text: 'X Y' } } };
    const response = await fetch(`${base()}/api/mcp`, postJson(call, { accept: 'application/json, text/event-stream', 'x-real-ip': '1.1.1.1' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"{\\"slug\\":\\"x-y\\"}"}],"structuredContent":{"slug":"x-y"}}}');
  });

  test('the OpenAPI document in br decodes once to the identity bytes', async () => {
    const identity = await rawGet(`${base()}/api/v1/openapi.json`, 'identity');
    expect(identity.encoding).toBeUndefined();
    const br = await rawGet(`${base()}/api/v1/openapi.json`, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(identity.bytes)).toBe(true);
  });
});
