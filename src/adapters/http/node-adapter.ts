import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { App } from './app.js';
import type { BodyRead, HttpRequest } from './types.js';

/** Node's request as the app's HttpRequest, without building a WHATWG Request (that costs ~15% of throughput). */
const socketKeys = new WeakMap<object, string>();

class NodeRequest implements HttpRequest {
  readonly method: string;
  readonly path: string;
  readonly socketAddress: string | undefined;
  readonly protocol: 'http' | 'https';

  constructor(private readonly req: IncomingMessage) {
    this.method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    this.path = query === -1 ? url : url.slice(0, query);
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
    const req = this.req;
    const declared = Number(req.headers['content-length']);
    // Refuse on the declared length before reading a byte of it.
    if (declared > limit) return Promise.resolve({ kind: 'too-large' });
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          req.off('data', onData);
          req.off('end', onEnd);
          req.pause();
          resolve({ kind: 'too-large' });
          return;
        }
        chunks.push(chunk);
      };
      const onEnd = () => resolve({ kind: 'ok', bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', reject);
    });
  }
}

/** Runs the app under Node's http server. */
export function nodeListener(app: App): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    app.handle(new NodeRequest(req)).then(
      (response) => {
        if (response.body !== null) response.headers['content-length'] = String(Buffer.byteLength(response.body));
        res.writeHead(response.status, response.headers);
        res.end(response.body ?? undefined);
      },
      (error: unknown) => {
        // app.handle maps its own failures to 500s; reaching this means the response itself failed.
        console.error(JSON.stringify({ level: 'error', error: error instanceof Error ? error.stack : String(error) }));
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":"internal error"}');
      },
    );
  };
}
