/** What the HTTP app needs from a request, whichever server delivered it (Node's http module or a fetch platform). */
export interface HttpRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query string with its leading '?', or '' (the pages read their form's values from it). */
  search: string;
  /** A header value by lower-case name; repeated headers joined with ", ". */
  header(name: string): string | undefined;
  /** The peer address of the connection, when the platform tells it. */
  socketAddress: string | undefined;
  /** `derive(socketAddress)`, computed once per connection where the platform keeps connections (keep-alive). */
  socketKey(derive: (address: string | undefined) => string): string;
  /** Scheme of the connection as the server saw it. */
  protocol: 'http' | 'https';
  /** Reads the body, stopping as soon as it passes `limit` bytes; settles once, never rejects. */
  readBody(limit: number): Promise<BodyRead>;
}

/**
 * A body read to its end, one refused for passing the limit, or one the client abandoned (it closed the connection
 * or its stream failed before the end): nobody is left to answer, and it is not a fault of the server.
 */
export type BodyRead = { kind: 'ok'; bytes: Uint8Array } | { kind: 'too-large' } | { kind: 'aborted' };

export interface HttpResponse {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Text, or bytes already encoded (a compressed document). */
  body: string | Uint8Array | null;
}
