/**
 * Error answers written where Node's http server, not the app, decides: unparsable requests, requests too slow to
 * arrive, CONNECT, unknown expectations, HTTP/1.1 without Host (the handlers are in src/listen.ts). They follow the
 * app's error contract (one-key JSON body, CORS, nosniff, no-store) and close the connection, whose framing can no
 * longer be trusted.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { baseHeaders, errorResponse } from './respond.js';

/** Node's ServerResponse on this connection, once it has one (internal, as Node's own socketOnError reads it). */
export function currentResponse(socket: Duplex): { _headerSent?: boolean } | null | undefined {
  return (socket as Duplex & { _httpMessage?: { _headerSent?: boolean } | null })._httpMessage;
}

/**
 * Whether a raw answer may go out: the socket still takes writes and no response has started on it (a second status
 * line in the middle of one would corrupt what the client reads). The same test as Node's socketOnError.
 */
function canAnswer(socket: Duplex): boolean {
  const response = currentResponse(socket);
  return socket.writable && (!response || !response._headerSent);
}

/** The contract's error response with the headers a closing answer needs (Node adds Date where it writes the head). */
export function closingError(status: number, message: string, origin?: string, extra: Record<string, string> = {}): { headers: Record<string, string>; body: string } {
  const response = errorResponse(status, message, { ...baseHeaders(origin), ...extra });
  const body = response.body as string;
  response.headers['content-length'] = String(Buffer.byteLength(body));
  response.headers['connection'] = 'close';
  return { headers: response.headers, body };
}

/** The same response as the bytes of an HTTP/1.1 message, for a socket no ServerResponse owns. */
function rawErrorMessage(status: number, message: string, origin?: string, extra: Record<string, string> = {}): string {
  const { headers, body } = closingError(status, message, origin, extra);
  headers['date'] = new Date().toUTCString();
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  return `${head}\r\n${body}`;
}

/** Answers on the bare socket when it can still be answered, then closes it. */
export function answerSocket(socket: Duplex, status: number, message: string, origin?: string, extra?: Record<string, string>): void {
  if (canAnswer(socket)) socket.write(rawErrorMessage(status, message, origin, extra));
  socket.destroy();
}

/** Answers through Node's response object (it adds Date, and closes after because of `connection: close`). */
export function answerResponse(res: ServerResponse, status: number, message: string, origin?: string): void {
  const { headers, body } = closingError(status, message, origin);
  res.writeHead(status, headers);
  res.end(body);
}
