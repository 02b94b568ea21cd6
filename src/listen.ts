import { createServer, maxHeaderSize, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { accessLog, type FlushLog } from './adapters/http/access-log.js';
import { defaultLogError, type LogError } from './adapters/http/log-error.js';
import { nodeListener } from './adapters/http/node-adapter.js';
import type { RateStore } from './adapters/http/rate-limit.js';
import { answerResponse, answerSocket, currentResponse } from './adapters/http/raw-error.js';
import { elide } from './core/errors.js';
import { createUtilityApi, type AppDeps } from './app.js';
import type { Config } from './config.js';
import { deferredOffload, type Offload } from './workers/offload.js';

export interface ServerTimeouts {
  /** Headers of a request must be in within this long of its first byte (of the connection, for the first request). */
  headersTimeout: number;
  /** The whole request, body included, within this long of its first byte. */
  requestTimeout: number;
  /** An idle keep-alive connection is closed after this long (Node adds a one-second grace of its own). */
  keepAliveTimeout: number;
  /** How often Node looks for requests past those deadlines: a request is cut at most this long after its deadline. */
  connectionsCheckingInterval: number;
}

/**
 * A client that opens a request and then stalls is cut off: headers must arrive within 10 s and the whole request
 * within 30 s (Node's defaults are 60 s and 300 s), so slow senders cannot hold connections for long. Node only
 * checks those deadlines every `connectionsCheckingInterval` (30 s by default, so cuts landed up to 30 s late: 26 s
 * and 60 s were measured); checking every second keeps them within a second of the limit, for a scan of the open
 * connections each second.
 */
export const SERVER_TIMEOUTS: Readonly<ServerTimeouts> = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

/**
 * How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits anyway. The event loop is
 * never held up by a long call (large ones run in the worker pool, under their own shorter deadline), so the timer
 * that enforces it fires on time.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Internal knobs, for tests that need shorter deadlines than the real ones. */
export interface ListenOptions {
  timeouts?: Partial<ServerTimeouts>;
}

/** What a CONNECT is told: every method this server serves somewhere. */
const SERVED_METHODS = 'GET, HEAD, POST, OPTIONS';
const CONNECT_MESSAGE = 'method CONNECT is not allowed; this server is not a proxy — use GET, HEAD, POST or OPTIONS on its own paths';
const MISSING_HOST_MESSAGE = 'request: a Host header is required in HTTP/1.1';
const REPEATED_HOST_MESSAGE = 'request: more than one Host header; send exactly one';

/** llhttp's error codes in a few words; an unlisted code falls back to llhttp's own reason. */
const PARSE_PROBLEMS: Readonly<Record<string, string>> = {
  HPE_INVALID_METHOD: 'invalid method',
  HPE_INVALID_URL: 'invalid request target',
  HPE_INVALID_CONSTANT: 'invalid request line',
  HPE_INVALID_VERSION: 'invalid HTTP version',
  HPE_INVALID_HEADER_TOKEN: 'invalid header',
  HPE_UNEXPECTED_SPACE: 'unexpected whitespace',
  HPE_INVALID_CONTENT_LENGTH: 'invalid Content-Length',
  HPE_INVALID_TRANSFER_ENCODING: 'invalid Transfer-Encoding',
  HPE_INVALID_CHUNK_SIZE: 'invalid chunk size',
  HPE_PAUSED_H2_UPGRADE: 'HTTP/2 without negotiation is not supported; use HTTP/1.1',
};

/** A Node http error: `code` is an llhttp HPE_* code or a Node ERR_* code, `reason` llhttp's own words. */
type ClientError = Error & { code?: string; reason?: string };

/** A listening service: the http server, the worker pool its large calls run in (none with WORKER_THREADS=0), its rate-limit store. */
export interface Listening {
  server: Server;
  offload: Offload | undefined;
  rateStore: RateStore | undefined;
  /** Resolves once every access-log line written so far is out (the shutdown waits for it before exiting). */
  flushLog: FlushLog;
}

/**
 * The worker entry beside this module: dist/worker.js in the bundle; from the TypeScript sources (tests, npm run dev)
 * a shim that loads src/worker.ts through tsx.
 */
function workerUrl(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? './workers/tsx-worker.mjs' : './worker.js', import.meta.url);
}

/**
 * How long after the server listens the work a cold start can leave for later begins: the worker pool's threads here,
 * the operations' definitions in server.ts. The first requests are answered before either competes for the CPU.
 */
export const WARM_UP_DELAY_MS = 1_000;

/** The pool, made on its first call or WARM_UP_DELAY_MS after listening: piscina and its threads cost the first requests nothing. */
function deferredPool(config: Config, logError: LogError): ReturnType<typeof deferredOffload> {
  return deferredOffload(() =>
    import('./workers/operation-pool.js').then(
      ({ OperationPool }) =>
        new OperationPool({
          workerUrl: workerUrl(),
          threads: config.WORKER_THREADS,
          deadlineMs: config.OPERATION_DEADLINE_MS,
          logError,
        }),
    ),
  );
}

/** Starts the API under Node's http server; resolves once it listens (PORT 0 = any free port). */
export function listen(config: Config, deps: Partial<AppDeps> = {}, options: ListenOptions = {}): Promise<Listening> {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const logError = deps.logError ?? defaultLogError;
  const pool = deps.offload === undefined && config.WORKER_THREADS > 0 ? deferredPool(config, logError) : undefined;
  const offload = deps.offload ?? pool;
  const api = createUtilityApi({ config, ...deps, logError, ...(offload ? { offload } : {}) });
  const log = accessLog(config.ACCESS_LOG);
  const app = nodeListener(api, logError, log);
  // Node's own answer to a Host-less HTTP/1.1 request is a bare 400: the check is done here instead, in the contract.
  const server = createServer({ ...timeouts, requireHostHeader: false }, requireHost(app));
  server.on('clientError', (error: ClientError, socket: Duplex) => onClientError(error, socket, timeouts));
  server.on('connect', onConnect);
  server.on('checkExpectation', onUnknownExpectation);
  const rateStore = api.limiter;
  // A shared store connects first, so the first requests are counted there (it falls back by itself if it cannot).
  const storeReady = rateStore?.ready?.() ?? Promise.resolve();
  return storeReady.then(
    () =>
      new Promise((resolve, reject) => {
        server.once('error', (error) => {
          void offload?.close();
          void rateStore?.close?.();
          reject(error);
        });
        server.listen(config.PORT, config.HOST, () => {
          server.removeAllListeners('error');
          if (pool) setTimeout(() => void pool.start(), WARM_UP_DELAY_MS).unref();
          resolve({ server, offload, rateStore, flushLog: log?.flush ?? (() => Promise.resolve()) });
        });
      }),
  );
}

/**
 * RFC 9112 §3.2: a 400 for an HTTP/1.1 request without Host, and for any request with more than one Host line — Node
 * keeps the first, so "Host: allowed" then "Host: evil" would pass ALLOWED_HOSTS naming one and be served as the other.
 */
function requireHost(listener: RequestListener): RequestListener {
  return (req, res) => {
    if (req.headers.host === undefined) {
      if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1) answerResponse(res, 400, MISSING_HOST_MESSAGE, req.headers.origin);
      else listener(req, res);
    } else if (repeatsHost(req.rawHeaders)) {
      answerResponse(res, 400, REPEATED_HOST_MESSAGE, req.headers.origin);
    } else {
      listener(req, res);
    }
  };
}

/** Whether more than one Host line came. Every request passes here: one loop, a length check before any comparison. */
function repeatsHost(rawHeaders: readonly string[]): boolean {
  let seen = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length !== 4 || (name !== 'Host' && name.toLowerCase() !== 'host')) continue;
    if (seen) return true;
    seen = true;
  }
  return false;
}

/**
 * Node's 'clientError': a parse error, a deadline passed or a transport error on a connection. With this listener
 * Node writes nothing and leaves the socket open, so the answer and the close are ours.
 */
function onClientError(error: ClientError, socket: Duplex, timeouts: ServerTimeouts): void {
  const answer = clientErrorAnswer(error, socket, timeouts);
  if (answer) answerSocket(socket, answer.status, answer.message);
  else socket.destroy();
}

/** The contract's status and message for an error Node raised on a connection; undefined when nobody is there to read one. */
function clientErrorAnswer(error: ClientError, socket: Duplex, timeouts: Pick<ServerTimeouts, 'headersTimeout' | 'requestTimeout'>): { status: number; message: string } | undefined {
  const code = error.code ?? '';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    // One code for both deadlines; a response object is on the socket once the current request's headers are in.
    return currentResponse(socket)
      ? { status: 408, message: `request: not received in full within ${seconds(timeouts.requestTimeout)}` }
      : { status: 408, message: `request: headers not received within ${seconds(timeouts.headersTimeout)}` };
  }
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: `request: headers larger than the limit of ${maxHeaderSize} bytes` };
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return { status: 413, message: 'request: chunk extensions larger than the limit' };
  // Not from the parser: the transport failed (ECONNRESET, EPIPE…), and there is nobody to answer.
  if (!code.startsWith('HPE_')) return undefined;
  return { status: 400, message: parseProblem(code, error.reason ?? '') };
}

function parseProblem(code: string, reason: string): string {
  // Two framings for one body is the request-smuggling pattern: named as such rather than as mere malformation.
  if (/can't be present with/i.test(reason)) return 'request: conflicting lengths (Content-Length together with Transfer-Encoding)';
  if (code === 'HPE_UNEXPECTED_CONTENT_LENGTH') return 'request: conflicting lengths (Content-Length given more than once)';
  if (code === 'HPE_INVALID_EOF_STATE') return 'request: the connection was closed before the request was complete';
  if (/\bCR\b|\bLF\b|CRLF/.test(reason)) return 'request: malformed HTTP (lines must end with CRLF)';
  const problem = PARSE_PROBLEMS[code] ?? (reason === '' ? 'unreadable request' : reason[0]!.toLowerCase() + reason.slice(1));
  return `request: malformed HTTP (${problem})`;
}

/** "10 s", "0.5 s". */
function seconds(ms: number): string {
  return `${ms / 1000} s`;
}

/** Node's 'connect' (without a listener Node just drops the connection). It hands the socket over bare, error listener included. */
function onConnect(req: IncomingMessage, socket: Duplex): void {
  socket.on('error', ignore);
  answerSocket(socket, 405, CONNECT_MESSAGE, req.headers.origin, { allow: SERVED_METHODS });
}

/** Node's 'checkExpectation': an Expect other than 100-continue, which Node alone would answer with a bare 417. */
function onUnknownExpectation(req: IncomingMessage, res: ServerResponse): void {
  answerResponse(res, 417, `request: Expect '${elide(req.headers.expect ?? '')}' is not supported; only 100-continue is`, req.headers.origin);
}

function ignore(): void {}
