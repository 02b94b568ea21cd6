import { createServer, maxHeaderSize, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import type { App } from '../src/adapters/http/app.js';
import { fetchHandler } from '../src/adapters/http/fetch-adapter.js';
import { nodeListener } from '../src/adapters/http/node-adapter.js';
import type { BodyRead, HttpRequest, HttpResponse } from '../src/adapters/http/types.js';
import { createUtilityApi } from '../src/app.js';
import { listen, SERVER_TIMEOUTS, type ListenOptions } from '../src/listen.js';
import { testConfig } from './support/harness.js';

/** Everything Node decides on its own is answered in the error contract, on a connection that then closes. */
const CONTRACT_HEADERS = ['access-control-allow-origin', 'cache-control', 'connection', 'content-length', 'content-type', 'date', 'x-content-type-options', 'x-request-id'];

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface Exchange {
  /** Everything the server sent, as text. */
  text: string;
  /**
   * Milliseconds from the connection opening to its closing. Only ever compared with a lower bound — a server's timer
   * never fires early, however busy the machine — never with an upper one, which a busy machine would break.
   */
  closedAfter: number;
  /** True when the server closed the connection; false when this side gave up waiting (a hang). */
  closedByServer: boolean;
}

/** Opens a connection, lets `talk` write on it, and collects what comes back until the server closes it. */
function exchange(port: number, talk: (socket: Socket) => void, giveUpAfterMs = 5_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => talk(socket));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => {}); // a reset after the answer is the server closing, which is what is measured
    let gaveUp = false;
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, giveUpAfterMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, closedAfter: Date.now() - started, closedByServer: !gaveUp });
    });
  });
}

/** Sends `request` as is and collects the answer. */
function rawRequest(port: number, request: string | Buffer): Promise<Exchange> {
  return exchange(port, (socket) => socket.write(request));
}

/** One HTTP/1.1 response; its body must be exactly as long as its content-length says. */
function parseResponse(text: string): RawResponse {
  const end = text.indexOf('\r\n\r\n');
  expect(end, `no complete response in ${JSON.stringify(text)}`).toBeGreaterThan(0);
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(end + 4);
  if (headers['content-length'] !== undefined) expect(Buffer.byteLength(body, 'latin1')).toBe(Number(headers['content-length']));
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine!)?.[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') };
}

/** The exact error answer: status, one-key body, and the contract's headers and no others (besides `extra`). */
function expectContractError(response: RawResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  expect(response.status).toBe(status);
  expect(response.body).toBe(JSON.stringify({ error: message }));
  expect(Object.keys(response.headers).sort()).toEqual([...CONTRACT_HEADERS, ...Object.keys(extra)].sort());
  expect(response.headers).toMatchObject({
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(response.body)),
    connection: 'close',
    ...extra,
  });
  expect(Number.isNaN(Date.parse(response.headers['date']!))).toBe(false);
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
}

/**
 * A server for the enclosing describe block: started before its tests, stopped after them, its port in `suite.port`.
 * With `checkLogs` (the default) every test also ends by asserting that nothing was logged as an error.
 */
function serverForBlock(options?: ListenOptions, checkLogs = true, env: Record<string, string> = {}): { port: number; logError: Mock } {
  const suite = { port: 0, logError: vi.fn() };
  let server: Server | undefined;
  beforeAll(async () => {
    ({ server } = await listen(testConfig(env), { logError: suite.logError }, options));
    suite.port = (server.address() as AddressInfo).port;
  });
  afterAll(() => stop(server!));
  if (checkLogs) afterEach(() => expect(suite.logError).not.toHaveBeenCalled());
  return suite;
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('errors Node raises itself are answered in the contract', () => {
  const suite = serverForBlock();

  async function answerTo(request: string | Buffer): Promise<RawResponse> {
    const { text } = await rawRequest(suite.port, request);
    return parseResponse(text);
  }

  it('an invalid method token', async () => {
    expectContractError(await answerTo('G@T / HTTP/1.1\r\nHost: x\r\n\r\n'), 400, 'request: malformed HTTP (invalid method)');
  });

  it('a method llhttp does not know', async () => {
    expectContractError(await answerTo('FOO /api HTTP/1.1\r\nHost: x\r\n\r\n'), 400, 'request: malformed HTTP (invalid method)');
  });

  it('Content-Length with Transfer-Encoding, in either order', async () => {
    const message = 'request: conflicting lengths (Content-Length together with Transfer-Encoding)';
    expectContractError(await answerTo('POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'), 400, message);
    expectContractError(await answerTo('POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n'), 400, message);
  });

  it('two Content-Length headers', async () => {
    const message = 'request: conflicting lengths (Content-Length given more than once)';
    expectContractError(await answerTo('POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n{"a":1}'), 400, message);
    expectContractError(await answerTo('POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\nContent-Length: 7\r\n\r\n{"a":1}'), 400, message);
  });

  it('headers over the limit: 431', async () => {
    const response = await answerTo(`GET /api HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(maxHeaderSize + 1_000)}\r\n\r\n`);
    expectContractError(response, 431, `request: headers larger than the limit of ${maxHeaderSize} bytes`);
  });

  it.each([
    ['a control character in the target', 'GET /a\x01b HTTP/1.1\r\nHost: x\r\n\r\n', 'request: malformed HTTP (invalid request target)'],
    ['a space in the target', 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n', 'request: malformed HTTP (invalid request line)'],
    ['an unknown protocol', 'GET / HTXP/1.1\r\nHost: x\r\n\r\n', 'request: malformed HTTP (invalid request line)'],
    ['an unknown HTTP version', 'GET / HTTP/3.1\r\nHost: x\r\n\r\n', 'request: malformed HTTP (invalid HTTP version)'],
    ['bare LF line endings', 'GET / HTTP/1.1\nHost: x\n\n', 'request: malformed HTTP (lines must end with CRLF)'],
    ['a bare CR', 'GET / HTTP/1.1\rHost: x\r\n\r\n', 'request: malformed HTTP (lines must end with CRLF)'],
    ['a space in a header name', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 'request: malformed HTTP (invalid header)'],
    ['a folded header line', 'GET / HTTP/1.1\r\nHost: x\r\nX: a\r\n b\r\n\r\n', 'request: malformed HTTP (invalid header)'],
    ['a non-numeric Content-Length', 'POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nContent-Length: 5, 6\r\n\r\n', 'request: malformed HTTP (invalid Content-Length)'],
    ['an unsupported Transfer-Encoding', 'POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n', 'request: malformed HTTP (invalid Transfer-Encoding)'],
    ['HTTP/2 prior knowledge', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'request: malformed HTTP (HTTP/2 without negotiation is not supported; use HTTP/1.1)'],
  ])('%s', async (_name, request, message) => {
    expectContractError(await answerTo(request), 400, message);
  });

  it('a bad chunk once the app is already waiting for the body', async () => {
    const response = await answerTo('POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n');
    expectContractError(response, 400, 'request: malformed HTTP (invalid chunk size)');
    await sleep(100); // the app's late answer to the aborted body must go nowhere, silently (checked after each test)
  });

  it('HTTP/1.1 without Host', async () => {
    const response = await answerTo('GET /api/v1/openapi.json HTTP/1.1\r\n\r\n');
    expectContractError(response, 400, 'request: a Host header is required in HTTP/1.1');
  });

  it('HTTP/1.0 without Host reaches the app', async () => {
    const response = await answerTo('GET /nowhere HTTP/1.0\r\n\r\n');
    expect(response.status).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('an Expect other than 100-continue: 417', async () => {
    const response = await answerTo('GET /api HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n\r\n');
    expectContractError(response, 417, "request: Expect 'teapot' is not supported; only 100-continue is");
  });

  it('CONNECT: 405 with Allow, not a dropped connection', async () => {
    const response = await answerTo('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expectContractError(response, 405, 'method CONNECT is not allowed; this server is not a proxy — use GET, HEAD, POST or OPTIONS on its own paths', {
      allow: 'GET, HEAD, POST, OPTIONS',
    });
  });

  it('CONNECT from a browser also gets the expose list', async () => {
    const response = await answerTo('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\nOrigin: https://example.org\r\n\r\n');
    expect(response.status).toBe(405);
    expect(response.headers['access-control-expose-headers']).toContain('X-Request-Id');
  });
});

/** RFC 9112 §3.2: Node keeps the first of two Host lines, so "Host: allowed" then "Host: evil" would pass ALLOWED_HOSTS. */
describe.each([
  ['without ALLOWED_HOSTS', {}],
  ['with ALLOWED_HOSTS', { ALLOWED_HOSTS: 'allowed.example' }],
])('two Host headers, %s: 400 naming the header, on every path', (_name, env) => {
  const suite = serverForBlock(undefined, true, env);
  const REPEATED_HOST = 'request: more than one Host header; send exactly one';
  const bodies = { '/api/v1/slugify': '{"text":"a"}', '/api/mcp': '{"jsonrpc":"2.0","id":1,"method":"ping","params":{}}' };

  async function post(path: keyof typeof bodies, hostLines: string[], version = '1.1'): Promise<RawResponse> {
    const body = bodies[path];
    const head = `POST ${path} HTTP/${version}\r\n${hostLines.map((line) => `${line}\r\n`).join('')}`;
    // Connection: close: the exchange ends when the server closes, an answer served or refused.
    const rest = `Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    return parseResponse((await rawRequest(suite.port, head + rest)).text);
  }

  it.each([
    ['/api/v1/slugify', ['Host: allowed.example', 'Host: evil.example']],
    ['/api/mcp', ['Host: allowed.example', 'Host: evil.example']],
    ['/api/mcp', ['Host: evil.example', 'Host: allowed.example']],
    ['/api/mcp', ['Host: allowed.example', 'host: allowed.example']],
    ['/api/v1/slugify', ['HOST: allowed.example', 'X-Other: 1', 'Host: evil.example']],
  ] as const)('%s with %j', async (path, hostLines) => {
    expectContractError(await post(path, [...hostLines]), 400, REPEATED_HOST);
  });

  it('HTTP/1.0 too (the rule is for any request)', async () => {
    expectContractError(await post('/api/mcp', ['Host: allowed.example', 'Host: evil.example'], '1.0'), 400, REPEATED_HOST);
  });

  it('one Host line is served; with ALLOWED_HOSTS a foreign one is refused by the allowlist', async () => {
    expect((await post('/api/v1/slugify', ['Host: allowed.example'])).status).toBe(200);
    expect((await post('/api/mcp', ['Host: allowed.example'])).status).toBe(200);
    expect((await post('/api/mcp', ['Host: evil.example'])).status).toBe('ALLOWED_HOSTS' in env ? 403 : 200);
  });
});

describe('two Host headers through the fetch handler', () => {
  it('a fetch Request joins them into one value ("a, b"), which ALLOWED_HOSTS refuses on /api/mcp', async () => {
    const handler = fetchHandler(createUtilityApi({ config: testConfig({ ALLOWED_HOSTS: 'allowed.example' }) }));
    const ping = (hosts: string[]) =>
      handler(
        new Request('http://allowed.example/api/mcp', {
          method: 'POST',
          headers: [...hosts.map((host) => ['host', host] as [string, string]), ['content-type', 'application/json'], ['accept', 'application/json, text/event-stream']],
          body: '{"jsonrpc":"2.0","id":1,"method":"ping","params":{}}',
        }),
      );
    expect((await ping(['allowed.example'])).status).toBe(200);
    for (const hosts of [['allowed.example', 'evil.example'], ['allowed.example', 'allowed.example']]) {
      const refused = await ping(hosts);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: `Forbidden: Host '${hosts.join(', ')}' is not allowed on this server` } });
    }
  });
});

describe('Upgrade requests (Node 20 without an upgrade listener serves them as ordinary requests)', () => {
  // Deadlines far beyond the wait below: a connection the server closes was closed by its answer, not by a timer.
  const suite = serverForBlock({ timeouts: { headersTimeout: 120_000, requestTimeout: 120_000, keepAliveTimeout: 120_000 } });

  it('get the answer they would get without Upgrade, and the connection closes after it', async () => {
    const plain = await fetch(`http://127.0.0.1:${suite.port}/api/v1/slugify`);
    const { text, closedByServer } = await rawRequest(suite.port, 'GET /api/v1/slugify HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
    const response = parseResponse(text);
    expect(response.status).toBe(405);
    expect(response.body).toBe(await plain.text());
    expect(response.headers).toMatchObject({ connection: 'close', allow: 'POST, OPTIONS', 'access-control-allow-origin': '*', 'content-type': 'application/json; charset=utf-8' });
    expect(closedByServer).toBe(true);
  });

  it('with a body: the body is read and the operation runs', async () => {
    const body = '{"text":"Hello World"}';
    const { text } = await rawRequest(suite.port, `POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    const response = parseResponse(text);
    expect(response.status).toBe(200);
    expect(response.body).toBe('{"slug":"hello-world"}');
    expect(response.headers['connection']).toBe('close');
  });

  it('a request pipelined behind one (which Node drops) is not left hanging: the connection closes', async () => {
    const { text, closedByServer } = await rawRequest(suite.port, 'GET /api/v1/slugify HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\nGET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(text.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);
    expect(closedByServer).toBe(true);
  });
});

describe('clients that go away mid-upload', () => {
  const suite = serverForBlock(undefined, false);
  const { logError } = suite;

  const HEAD = 'POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":"';

  /** The server still answers after the abort: a round trip that also lets the aborted request finish. */
  async function stillServing(): Promise<void> {
    const response = await fetch(`http://127.0.0.1:${suite.port}/api/v1/slugify`, { method: 'POST', body: '{"text":"A b"}' });
    expect(await response.json()).toEqual({ slug: 'a-b' });
  }

  it('are not logged when they reset the connection', async () => {
    const consoleError = vi.spyOn(console, 'error');
    try {
      await exchange(suite.port, (socket) => {
        socket.write(HEAD);
        setTimeout(() => socket.resetAndDestroy(), 50);
      });
      await stillServing();
      await sleep(50);
      expect(logError).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('are not logged when they close the connection', async () => {
    await exchange(suite.port, (socket) => {
      socket.write(HEAD);
      setTimeout(() => socket.destroy(), 50);
    });
    await stillServing();
    await sleep(50);
    expect(logError).not.toHaveBeenCalled();
  });

  it('are told, when they only stop sending, that the request was incomplete', async () => {
    const { text } = await exchange(suite.port, (socket) => {
      socket.write(HEAD);
      setTimeout(() => socket.end(), 50);
    });
    expectContractError(parseResponse(text), 400, 'request: the connection was closed before the request was complete');
    await stillServing();
    await sleep(50);
    expect(logError).not.toHaveBeenCalled();
  });
});

describe('deadlines, shortened', () => {
  const suite = serverForBlock({ timeouts: { headersTimeout: 500, requestTimeout: 1_000, connectionsCheckingInterval: 50 } });

  it('a connection that sends nothing is told its headers did not come', async () => {
    const { text, closedAfter } = await exchange(suite.port, () => {}, 10_000);
    expectContractError(parseResponse(text), 408, 'request: headers not received within 0.5 s');
    expect(closedAfter).toBeGreaterThanOrEqual(490);
  });

  it('the second request on a keep-alive connection gets its own deadline', async () => {
    const { text, closedAfter } = await exchange(suite.port, (socket) => {
      socket.write('GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n');
      setTimeout(() => socket.write('GET /nowhere HTTP/1.1\r\n'), 300);
    }, 20_000);
    const [first, second] = text.split(/(?=HTTP\/1\.1 )/);
    expect(parseResponse(first!).status).toBe(404);
    expectContractError(parseResponse(second!), 408, 'request: headers not received within 0.5 s');
    expect(closedAfter).toBeGreaterThanOrEqual(790);
  });

  it('a body that trickles is cut at the whole-request deadline', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { text, closedAfter } = await exchange(suite.port, (socket) => {
      socket.write('POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n');
      timer = setInterval(() => socket.write(' '), 100);
    }, 20_000);
    clearInterval(timer);
    expectContractError(parseResponse(text), 408, 'request: not received in full within 1 s');
    expect(closedAfter).toBeGreaterThanOrEqual(990);
    await sleep(100);
  });
});

describe('the real deadlines, as docs/configuration.md states them', () => {
  const suite = serverForBlock(undefined, false);
  const { logError } = suite;

  it('SERVER_TIMEOUTS are the numbers docs/configuration.md states', () => {
    const readme = readFileSync(new URL('../docs/configuration.md', import.meta.url), 'utf8');
    const stated = /A request's headers must arrive within (\d+) s and the whole request within (\d+) s; idle keep-alive connections close after (\d+) s\./.exec(readme);
    expect(stated).not.toBeNull();
    expect(SERVER_TIMEOUTS).toEqual({
      headersTimeout: Number(stated![1]) * 1000,
      requestTimeout: Number(stated![2]) * 1000,
      keepAliveTimeout: Number(stated![3]) * 1000,
      connectionsCheckingInterval: 1_000,
    });
  });

  // Run side by side: together they take as long as the slowest.
  describe.concurrent('end to end', () => {
    it('half the headers, then nothing: 408 and cut at 10 s, not before', async ({ expect }) => {
      const { text, closedAfter } = await exchange(suite.port, (socket) => socket.write('POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nContent-Ty'), 60_000);
      const response = parseResponse(text);
      expect(response.status).toBe(408);
      expect(response.body).toBe('{"error":"request: headers not received within 10 s"}');
      expect(response.headers).toMatchObject({ 'access-control-allow-origin': '*', 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      expect(closedAfter).toBeGreaterThanOrEqual(10_000);
      console.log(`headers deadline: cut after ${closedAfter} ms`);
    });

    it('the headers, then a byte a second: 408 and cut at 30 s, not before, nothing logged', async ({ expect }) => {
      let timer: NodeJS.Timeout | undefined;
      const { text, closedAfter } = await exchange(suite.port, (socket) => {
        socket.write('POST /api/v1/slugify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
        timer = setInterval(() => socket.write(' '), 1_000);
      }, 120_000);
      clearInterval(timer);
      const response = parseResponse(text);
      expect(response.status).toBe(408);
      expect(response.body).toBe('{"error":"request: not received in full within 30 s"}');
      expect(response.headers).toMatchObject({ 'access-control-allow-origin': '*', 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      expect(closedAfter).toBeGreaterThanOrEqual(30_000);
      console.log(`whole-request deadline: cut after ${closedAfter} ms`);
      await sleep(100);
      expect(logError).not.toHaveBeenCalled();
    });

    it('an idle keep-alive connection: told 5 s, closed by the server at 5 s, not before (Node adds a 1 s grace)', async ({ expect }) => {
      const { text, closedAfter } = await exchange(suite.port, (socket) => socket.write('GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n'), 60_000);
      expect(parseResponse(text).headers['keep-alive']).toBe('timeout=5');
      expect(closedAfter).toBeGreaterThanOrEqual(5_000);
      console.log(`keep-alive: idle connection closed after ${closedAfter} ms`);
    });
  });
});

/** An app stand-in that records what the adapter hands it. */
function recordingApp(answer: (req: HttpRequest) => Promise<HttpResponse>): App {
  return { handle: answer, limiter: undefined } as App;
}

async function serveNode(app: App, logError = vi.fn()): Promise<{ port: number; logError: typeof logError; close: () => Promise<void> }> {
  const server = createServer(nodeListener(app, logError));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, logError, close: () => stop(server) };
}

describe('the Node adapter', () => {
  const LIMIT = 1_000;

  /** Runs one request whose body the stand-in app reads; resolves with what readBody said. */
  async function bodyReadWhen(talk: (socket: Socket) => void): Promise<{ read: BodyRead; logError: ReturnType<typeof vi.fn> }> {
    let reported!: (read: BodyRead) => void;
    const seen = new Promise<BodyRead>((resolve) => (reported = resolve));
    const served = await serveNode(
      recordingApp(async (req) => {
        const read = await req.readBody(LIMIT);
        reported(read);
        return { status: 200, headers: {}, body: read.kind };
      }),
    );
    try {
      void exchange(served.port, talk);
      return { read: await seen, logError: served.logError };
    } finally {
      await sleep(50);
      await served.close();
    }
  }

  it('readBody: the whole body', async () => {
    const { read } = await bodyReadWhen((s) => s.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello'));
    expect(read.kind).toBe('ok');
    expect(Buffer.from((read as { bytes: Uint8Array }).bytes).toString()).toBe('hello');
  });

  it('readBody: too large, declared or streamed', async () => {
    expect((await bodyReadWhen((s) => s.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${LIMIT + 1}\r\n\r\n`))).read).toEqual({ kind: 'too-large' });
    const chunked = `POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${(LIMIT + 1).toString(16)}\r\n${'a'.repeat(LIMIT + 1)}\r\n0\r\n\r\n`;
    expect((await bodyReadWhen((s) => s.write(chunked))).read).toEqual({ kind: 'too-large' });
  });

  it('readBody: aborted, not rejected, when the client resets mid-body', async () => {
    const { read, logError } = await bodyReadWhen((s) => {
      s.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nab');
      setTimeout(() => s.resetAndDestroy(), 50);
    });
    expect(read).toEqual({ kind: 'aborted' });
    expect(logError).not.toHaveBeenCalled();
  });

  it('readBody: aborted when the client closes mid-body', async () => {
    const { read, logError } = await bodyReadWhen((s) => {
      s.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nab');
      setTimeout(() => s.destroy(), 50);
    });
    expect(read).toEqual({ kind: 'aborted' });
    expect(logError).not.toHaveBeenCalled();
  });

  it('keeps the content-length of a body-less HEAD answer', async () => {
    const served = await serveNode(recordingApp(async () => ({ status: 200, headers: { 'content-type': 'text/plain', 'content-length': '42' }, body: null })));
    try {
      const { text } = await exchange(served.port, (s) => s.end('HEAD / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(text).toContain('\r\ncontent-length: 42\r\n');
      expect(text.endsWith('\r\n\r\n')).toBe(true);
    } finally {
      await served.close();
    }
  });

  it('writes nothing, throws nothing and logs nothing when the client is gone before the answer', async () => {
    let clientGone!: () => void;
    const gone = new Promise<void>((resolve) => (clientGone = resolve));
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    const served = await serveNode(
      recordingApp(async () => {
        await gone;
        await sleep(50);
        setImmediate(answered);
        return { status: 200, headers: { 'content-type': 'text/plain' }, body: 'too late' };
      }),
    );
    try {
      await exchange(served.port, (s) => {
        s.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
        setTimeout(() => s.destroy(), 50);
      });
      clientGone();
      await done;
      await sleep(50);
      expect(served.logError).not.toHaveBeenCalled();
    } finally {
      await served.close();
    }
  });

  it('a response Node refuses to write is logged and becomes the contract 500', async () => {
    const served = await serveNode(recordingApp(async () => ({ status: 200, headers: { 'x-bad': 'a\nb' }, body: 'x' })));
    try {
      const { text } = await rawRequest(served.port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      const response = parseResponse(text);
      expect(response.status).toBe(500);
      expect(response.body).toBe('{"error":"internal error"}');
      expect(response.headers['x-bad']).toBeUndefined();
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(served.logError).toHaveBeenCalledTimes(1);
    } finally {
      await served.close();
    }
  });
});

describe('the fetch adapter', () => {
  it('a body stream that fails reads as aborted', async () => {
    let read: BodyRead | undefined;
    const handler = fetchHandler(
      recordingApp(async (req) => {
        read = await req.readBody(1_000);
        return { status: 200, headers: {}, body: null };
      }),
    );
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode('{"text":'));
        } else {
          controller.error(new Error('client went away'));
        }
      },
    });
    const request = new Request('http://localhost/api/v1/slugify', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await handler(request);
    expect(read).toEqual({ kind: 'aborted' });
  });
});
