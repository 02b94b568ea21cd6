import type { App } from './app.js';
import type { BodyRead, HttpRequest } from './types.js';

/** Platform details a fetch runtime may pass beside the Request (the client's address, most importantly). */
export interface FetchInfo {
  clientAddress?: string;
  /** The client's own Accept-Encoding where the platform rewrote the header (Workers: `request.cf.clientAcceptEncoding`). */
  acceptEncoding?: string;
}

export type FetchHandler = (request: Request, info?: FetchInfo) => Promise<Response>;

class FetchRequest implements HttpRequest {
  readonly method: string;
  readonly path: string;
  readonly search: string;
  readonly protocol: 'http' | 'https';
  /** A Request's URL always names the host, even where the platform sends no Host header. */
  private readonly host: string;

  constructor(
    private readonly request: Request,
    readonly socketAddress: string | undefined,
    private readonly acceptEncoding: string | undefined,
  ) {
    this.method = request.method;
    const url = new URL(request.url);
    this.path = url.pathname;
    this.search = url.search;
    this.protocol = url.protocol === 'https:' ? 'https' : 'http';
    this.host = url.host;
  }

  socketKey(derive: (address: string | undefined) => string): string {
    return derive(this.socketAddress);
  }

  header(name: string): string | undefined {
    if (name === 'accept-encoding' && this.acceptEncoding !== undefined) return this.acceptEncoding;
    return this.request.headers.get(name) ?? (name === 'host' ? this.host : undefined);
  }

  async readBody(limit: number): Promise<BodyRead> {
    const declared = this.request.headers.get('content-length');
    if (Number(declared) > limit) return { kind: 'too-large' };
    if (!this.request.body) return { kind: 'ok', bytes: new Uint8Array(0) };
    // A declared length within the limit is one the platform's HTTP parser holds the body to, so the body is taken
    // whole in one call, which runtimes answer natively (Bun: 16–18 µs a request instead of 26–28 with a reader loop;
    // the same under Node; bench/notes-cold-fetch.md). Without one (chunked) it is read chunk by chunk, given up as
    // soon as it passes the limit.
    if (declared !== null && /^\d+$/.test(declared)) return wholeBody(this.request, limit);
    const reader = this.request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch {
        // The platform's stream failed: the client went away before the body ended. Not a fault of the server.
        return { kind: 'aborted' };
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limit) {
        // Cancelling only releases the stream; a failure to do so changes nothing for the answer.
        await reader.cancel().catch(() => {});
        return { kind: 'too-large' };
      }
      chunks.push(next.value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return { kind: 'ok', bytes };
  }
}

async function wholeBody(request: Request, limit: number): Promise<BodyRead> {
  let buffer: ArrayBuffer;
  try {
    buffer = await request.arrayBuffer();
  } catch {
    // The platform's stream failed: the client went away before the body ended. Not a fault of the server.
    return { kind: 'aborted' };
  }
  // Only a platform that let a body run past its own Content-Length gets here.
  return buffer.byteLength > limit ? { kind: 'too-large' } : { kind: 'ok', bytes: new Uint8Array(buffer) };
}

/** The web-standard handler (Request → Response) for serverless platforms; same app, same behaviour as under Node. */
export function fetchHandler(app: App): FetchHandler {
  return async (request, info) => {
    const response = await app.handle(new FetchRequest(request, info?.clientAddress, info?.acceptEncoding));
    // A compressed body is sent as it is: Workers would otherwise compress it again ('manual' is their documented
    // switch); the other runtimes ignore the member.
    const init: ResponseInit & { encodeBody?: 'manual' } = { status: response.status, headers: response.headers };
    if (response.headers['content-encoding'] !== undefined) init.encodeBody = 'manual';
    // Compressed bodies come from zlib, whose Buffers sit on plain ArrayBuffers.
    return new Response(response.body as string | Uint8Array<ArrayBuffer> | null, init);
  };
}
