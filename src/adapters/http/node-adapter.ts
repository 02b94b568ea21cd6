import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AccessLog } from './access-log.js';
import type { App } from './app.js';
import { defaultLogError, type LogError } from './log-error.js';
import { closingError } from './raw-error.js';
import { requestIdFor } from './respond.js';
import type { BodyRead, HttpRequest, HttpResponse } from './types.js';


const TOO_LARGE: BodyRead = { kind: 'too-large' };
const ABORTED: BodyRead = { kind: 'aborted' };


/** Node's request as the app's HttpRequest, without building a WHATWG Request (that costs ~15% of throughput). */
const socketKeys = new WeakMap<object, string>();

class NodeRequest implements HttpRequest {
  readonly method: string;
  readonly path: string;
  readonly search: string;
  readonly socketAddress: string | undefined;
  readonly protocol: 'http' | 'https';

  constructor(private readonly req: IncomingMessage) {
    this.method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    this.path = query === -1 ? url : url.slice(0, query);
    this.search = query === -1 ? '' : url.slice(query);
    this.socketAddress = req.socket.remoteAddress;
    this.protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  }

  socketKey(derive: (address: string | undefined) => string): string {
    let key = socketKeys.get(this.req.socket);
    if (key === undefined) {
      key = derive(this.socketAddress);
      socketKeys.set(this.req.socket, key);
    }
    return key;
  }

  header(name: string): string | undefined {
    const value = this.req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  readBody(limit: number): Promise<BodyRead> {
    const req = this.req as ReadingRequest;
    const declared = Number(req.headers['content-length']);
    // Refuse on the declared length before reading a byte of it.
    if (declared > limit) return Promise.resolve(TOO_LARGE);
    // Already torn down (or read elsewhere): no 'end' or 'close' is coming to wait for.
    if (req.destroyed || req.readableEnded) return Promise.resolve(ABORTED);
    return new Promise((resolve) => {
      req[reading] = { limit, first: undefined, chunks: undefined, size: 0, settled: false, resolve };
      req.on('data', onBodyData);
      req.on('end', onBodyEnd);
      // A client that goes away mid-body: Node destroys the request ('error' ECONNRESET "aborted", then 'close').
      // 'close' also comes after a normal 'end', when the read has settled, so it can only mean an abort here.
      // Both stay attached after settling (settling twice does nothing), so a late 'error' never meets an empty
      // listener list.
      req.on('error', onBodyGone);
      req.on('close', onBodyGone);
    });
  }
}

/**
 * A body being read. Its listeners are shared functions (Node calls them with the request as `this`) and its state
 * lives here, so a read allocates this object and a promise rather than four closures.
 */
const reading = Symbol('body being read');
interface Reading {
  limit: number;
  first: Buffer | undefined;
  chunks: Buffer[] | undefined;
  size: number;
  settled: boolean;
  resolve: (result: BodyRead) => void;
}
type ReadingRequest = IncomingMessage & { [reading]?: Reading };
const EMPTY = Buffer.alloc(0);

function onBodyData(this: ReadingRequest, chunk: Buffer): void {
  const body = this[reading]!;
  body.size += chunk.length;
  if (body.size > body.limit) {
    this.pause();
    settleBody(this, TOO_LARGE);
    return;
  }
  if (body.first === undefined) body.first = chunk;
  else (body.chunks ??= [body.first]).push(chunk);
}

function onBodyEnd(this: ReadingRequest): void {
  const body = this[reading]!;
  settleBody(this, { kind: 'ok', bytes: body.chunks ? Buffer.concat(body.chunks, body.size) : (body.first ?? EMPTY) });
}

function onBodyGone(this: ReadingRequest): void {
  settleBody(this, ABORTED);
}

function settleBody(req: ReadingRequest, result: BodyRead): void {
  const body = req[reading];
  if (body === undefined || body.settled) return;
  body.settled = true;
  req.off('data', onBodyData);
  req.off('end', onBodyEnd);
  body.resolve(result);
}

/** Runs the app under Node's http server; with an access log, a line per request (timed here, from the request's arrival). */
export function nodeListener(app: App, logError: LogError = defaultLogError, accessLog?: AccessLog): RequestListener {
  if (accessLog) {
    return (req: IncomingMessage, res: ServerResponse) => {
      const start = performance.now();
      app.handle(new NodeRequest(req)).then(
        (response) => accessLog(req, start, send(req, res, response, logError), response),
        (error: unknown) => accessLog(req, start, sendInternalError(req, res, error, logError)),
      );
    };
  }
  return (req: IncomingMessage, res: ServerResponse) => {
    app.handle(new NodeRequest(req)).then(
      (response) => send(req, res, response, logError),
      // app.handle maps its own failures to 500s; reaching this means the app itself broke.
      (error: unknown) => sendInternalError(req, res, error, logError),
    );
  };
}

/** A closed connection takes no response: nothing to write, and nothing went wrong on our side. */
function isGone(req: IncomingMessage, res: ServerResponse): boolean {
  return res.destroyed || req.socket.destroyed;
}

/** Writes the response; returns what went out (the response, or the 500 that replaced it), undefined when nothing could. */
function send(req: IncomingMessage, res: ServerResponse, response: HttpResponse, logError: LogError): HttpResponse | undefined {
  if (isGone(req, res)) return undefined;
  const headers = response.headers;
  // A HEAD answer has no body but carries the content-length its GET would have: that header is kept as the app set it.
  if (response.body !== null) headers['content-length'] = String(Buffer.byteLength(response.body));
  // Node answers an Upgrade request it has no handler for as an ordinary request, but drops whatever the client
  // pipelined behind it in the same packet; closing after the answer tells the client those requests went unserved.
  if (req.headers.upgrade !== undefined) headers['connection'] = 'close';
  try {
    res.writeHead(response.status, headers);
    res.end(response.body ?? undefined);
    return response;
  } catch (error) {
    // A header Node refuses (an invalid character, say) is a bug of ours: report it, and answer 500 if still possible.
    return sendInternalError(req, res, error, logError, response.headers['x-request-id']);
  }
}

function sendInternalError(req: IncomingMessage, res: ServerResponse, error: unknown, logError: LogError, requestId?: string): HttpResponse | undefined {
  requestId ??= requestIdFor(req.headers['x-request-id'] as string | undefined);
  logError(error, { requestId, stage: 'response' });
  if (res.destroyed) return undefined;
  if (res.headersSent) {
    res.destroy();
    return undefined;
  }
  // Drop whatever a failed writeHead left behind, so none of it leaks into the 500.
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const { headers, body } = closingError(500, 'internal error', undefined, { 'x-request-id': requestId });
  res.writeHead(500, headers);
  res.end(body);
  return { status: 500, headers, body };
}
