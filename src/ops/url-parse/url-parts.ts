import * as z from 'zod';
import qs from 'qs';
import punycode from 'punycode/punycode.js';
import { InputError, elide } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { characterPosition, loneSurrogateIndex } from '../../core/unicode.js';

/**
 * Longest URL read or built, in characters (UTF-16 code units). Servers commonly stop at 8 KB; 64 Ki leaves room for
 * long query strings while keeping the answer (the URL, its segments twice and its query three ways) a few hundred KB.
 */
export const MAX_URL_CHARS = 65_536;

/**
 * How the query is read into an object: qs's own defaults, written out so the documentation can state them. Nesting
 * beyond `depth` brackets stays one key; an index above `arrayLimit` (or more than that many repeats of a key) makes
 * an object keyed by index; parameters after the first `parameterLimit` are not read (a note says so).
 */
export const QS_PARSE = { depth: 5, arrayLimit: 20, parameterLimit: 1000, allowPrototypes: false, duplicates: 'combine' } as const;

/** Schemes the WHATWG URL Standard calls special, with their default port (file has none). */
export const SPECIAL_SCHEMES: Readonly<Record<string, number | null>> = { ftp: 21, file: null, http: 80, https: 443, ws: 80, wss: 443 };

const pair = z.array(z.string()).length(2);

/** What url-parse answers, and url-build answers for the URL it built. */
export const urlParts = z.strictObject({
  href: z.string().describe('The URL, WHATWG-normalized.'),
  scheme: z.string().describe('Lowercase, without the colon.'),
  username: z.string().describe('Percent-encoded, as in href.'),
  password: z.string().describe('Percent-encoded, as in href.'),
  host: z.string().describe('ASCII host and port, as in href.'),
  hostname: z.string().describe('ASCII (punycode) host name.'),
  hostnameUnicode: z.string().describe('The host name in Unicode.'),
  port: z.int().nullable().describe('Written port; null if none or default.'),
  effectivePort: z.int().nullable().describe('port, else the scheme default.'),
  origin: z.string().describe('WHATWG origin, or "null".'),
  path: z.string().describe('As in href.'),
  opaquePath: z.boolean().describe('Path not made of segments (mailto:).'),
  segments: z.array(z.string()).describe('Path segments as in href.'),
  decodedSegments: z.array(z.string()).describe('Segments percent-decoded.'),
  query: z.string().nullable().describe("After '?', as in href; null if none."),
  queryPairs: z.array(pair).describe('[name, value] pairs, decoded, in order.'),
  queryObject: z.record(z.string(), z.unknown()).describe('Query read by qs.parse.'),
  fragment: z.string().nullable().describe("After '#'; null if none."),
  notes: z.array(z.string()).describe('What was assumed or left out.'),
});

export type UrlParts = z.input<typeof urlParts>;

const en = (n: number) => n.toLocaleString('en-US');
const es = (n: number) => n.toLocaleString('es-ES');

/** Refuses text with half of a surrogate pair: it has no UTF-8 form, and WHATWG URL would silently write U+FFFD. */
export function assertWellFormedField(field: string, text: string): void {
  const index = loneSurrogateIndex(text);
  if (index === -1) return;
  const unit = text.charCodeAt(index).toString(16).toUpperCase();
  const position = characterPosition(text, index);
  throw new InputError(
    `${field}: contains an unpaired surrogate (U+${unit}) at position ${position}; it is half of a character such as an emoji and has no UTF-8 form`,
    `${field}: contiene un sustituto suelto (U+${unit}) en la posición ${position}; es media letra, como la mitad de un emoji, y no tiene forma UTF-8`,
  );
}

/** WHATWG "percent-decode" then UTF-8 decode without BOM handling: %XX bytes are read as UTF-8, invalid ones as U+FFFD. */
export function percentDecode(text: string): string {
  if (!text.includes('%')) return text;
  const bytes = new TextEncoder().encode(text);
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0x25 && i + 2 < bytes.length && isHex(bytes[i + 1]!) && isHex(bytes[i + 2]!)) {
      out[n++] = Number.parseInt(String.fromCharCode(bytes[i + 1]!, bytes[i + 2]!), 16);
      i += 2;
    } else {
      out[n++] = byte;
    }
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(out.subarray(0, n));
}

function isHex(byte: number): boolean {
  return (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66);
}

/** A domain's labels in Unicode (xn-- labels decoded); IP addresses and undecodable labels stay as they are. */
function unicodeHost(hostname: string): string {
  if (!/(^|\.)xn--/i.test(hostname)) return hostname;
  try {
    return punycode.toUnicode(hostname);
  } catch {
    return hostname;
  }
}

/** Every field of a parsed URL. `notes` are sentences already in the caller's language. */
export function describeUrl(url: URL, notes: string[], locale: Locale): UrlParts {
  const href = url.href;
  const scheme = url.protocol.slice(0, -1);
  // The first '#' starts the fragment and the first '?' before it the query: no earlier part may hold either unescaped.
  // (URL's own search and hash getters give '' both for "no query" and for a bare '?'.)
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1);
  const fragment = hashAt === -1 ? null : href.slice(hashAt + 1);
  const special = scheme in SPECIAL_SCHEMES;
  const path = url.pathname;
  const opaquePath = !path.startsWith('/') && !href.startsWith(`${scheme}://`);
  const segments = opaquePath ? [] : path === '' ? [] : path.slice(1).split('/');
  const port = url.port === '' ? null : Number(url.port);
  const queryPairs = [...url.searchParams].map(([name, value]) => [name, value]);
  const queryText = query ?? '';
  const parameters = queryText === '' ? 0 : countParts(queryText);
  const queryObject = qs.parse(queryText, { ...QS_PARSE }) as Record<string, unknown>;
  if (parameters > QS_PARSE.parameterLimit) {
    const limit = QS_PARSE.parameterLimit;
    notes.push(
      locale === 'es'
        ? `La consulta tiene ${es(parameters)} parámetros separados por &: queryObject lee los ${es(limit)} primeros (parameterLimit de qs) y queryPairs los recoge todos.`
        : `The query has ${en(parameters)} &-separated parameters: queryObject reads the first ${en(limit)} (qs parameterLimit); queryPairs lists them all.`,
    );
  }
  return {
    href,
    scheme,
    username: url.username,
    password: url.password,
    host: url.host,
    hostname: url.hostname,
    hostnameUnicode: special ? unicodeHost(url.hostname) : url.hostname,
    port,
    effectivePort: port ?? SPECIAL_SCHEMES[scheme] ?? null,
    origin: url.origin,
    path,
    opaquePath,
    segments,
    decodedSegments: segments.map(percentDecode),
    query,
    queryPairs,
    queryObject,
    fragment,
    notes,
  };
}

function countParts(text: string): number {
  let parts = 1;
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) parts++;
  return parts;
}

/** WHATWG forbidden domain code points that can appear in a host as written (after percent-decoding). */
const FORBIDDEN_DOMAIN = /[\u0000-\u001f \u007f#%/:<>?@[\\\]^|]/u;
/** Forbidden host code points, for an opaque host (a scheme other than the special ones). */
const FORBIDDEN_HOST = /[\u0000 #/:<>?@[\\\]^|]/u;

function shown(char: string): string {
  const code = char.codePointAt(0)!;
  if (char === ' ') return 'a space';
  if (code < 0x20 || code === 0x7f) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${char}'`;
}

function shownEs(char: string): string {
  return char === ' ' ? 'un espacio' : shown(char);
}

/**
 * Why WHATWG URL refused `text` (which has a scheme): it says only "Invalid URL", so the common causes are found
 * here — no host, a port that is not a number or beyond 65535, a character no host may hold, a bad IPv4 or IPv6
 * address, a domain IDNA refuses — and the message names `field` and what to send instead.
 */
export function explainFailure(text: string, field: string): InputError {
  const refuse = (en: string, es: string) => new InputError(`${field}: ${en}`, `${field}: ${es}`);
  const match = /^([a-z][a-z0-9+.-]*):(.*)$/is.exec(text);
  if (match === null) {
    return refuse('has no scheme; include it, as in https://example.com/path', 'no tiene esquema; inclúyelo, como en https://example.com/ruta');
  }
  const scheme = match[1]!.toLowerCase();
  const rest = match[2]!.replace(/[\t\n\r]/g, '');
  const special = scheme in SPECIAL_SCHEMES;
  const hasAuthority = special ? scheme !== 'file' || /^[/\\]{2}/.test(rest) : rest.startsWith('//');
  if (!hasAuthority) return generic(refuse, text);
  const authority = (special ? rest.replace(/^[/\\]*/, '') : rest.slice(2)).split(special ? /[/\\?#]/ : /[/?#]/)[0]!;
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  if (hostPort === '' && scheme !== 'file') {
    return refuse(`has no host; write one after ${scheme}://, as in ${scheme}://example.com/`, `no tiene host; escríbelo tras ${scheme}://, como en ${scheme}://example.com/`);
  }
  let host = hostPort;
  let port: string | undefined;
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close === -1) {
      return refuse(`the IPv6 address '${elide(hostPort)}' has no closing ']'`, `a la dirección IPv6 '${elide(hostPort)}' le falta el ']' de cierre`);
    }
    host = hostPort.slice(0, close + 1);
    const after = hostPort.slice(close + 1);
    if (after.startsWith(':')) port = after.slice(1);
  } else {
    const colon = hostPort.indexOf(':');
    if (colon !== -1) [host, port] = [hostPort.slice(0, colon), hostPort.slice(colon + 1)];
  }
  if (port !== undefined && port !== '') {
    if (!/^\d+$/.test(port)) {
      return refuse(
        `port '${elide(port)}' is not a number; write digits only, from 0 to 65535`,
        `el puerto '${elide(port)}' no es un número; escribe solo cifras, de 0 a 65535`,
      );
    }
    if (Number(port) > 65535) {
      const p = port.replace(/^0+(?=\d)/, '');
      return refuse(`port ${elide(p)} is out of range; a port is a whole number from 0 to 65535`, `el puerto ${elide(p)} está fuera de rango; un puerto es un número entero de 0 a 65535`);
    }
  }
  if (host.startsWith('[')) {
    return refuse(`the host '${elide(host)}' is not a valid IPv6 address`, `el servidor '${elide(host)}' no es una dirección IPv6 válida`);
  }
  const decoded = special ? percentDecode(host) : host;
  const forbidden = (special ? FORBIDDEN_DOMAIN : FORBIDDEN_HOST).exec(decoded);
  if (forbidden !== null) {
    const char = forbidden[0];
    return refuse(
      `the host '${elide(host)}' contains ${shown(char)}, which no host may contain; remove it (a space, % < > [ ] ^ | and control characters are forbidden in a host)`,
      `el servidor '${elide(host)}' contiene ${shownEs(char)}, que ningún servidor puede contener; quítalo (en un servidor no se admiten espacios, % < > [ ] ^ | ni caracteres de control)`,
    );
  }
  if (special) {
    const labels = decoded.split('.');
    if (labels.at(-1) === '' && labels.length > 1) labels.pop();
    const last = labels.at(-1)!;
    if (/^(\d+|0x[0-9a-f]*)$/i.test(last)) {
      return refuse(
        `the host '${elide(host)}' is not a valid IPv4 address; write four numbers from 0 to 255, as in 192.168.0.1`,
        `el servidor '${elide(host)}' no es una dirección IPv4 válida; escribe cuatro números de 0 a 255, como 192.168.0.1`,
      );
    }
    if (host !== '') {
      return refuse(
        `the host '${elide(host)}' is not a valid domain name (IDNA); check its characters and any xn-- label`,
        `el servidor '${elide(host)}' no es un nombre de dominio válido (IDNA); revisa sus caracteres y sus etiquetas xn--`,
      );
    }
  }
  return generic(refuse, text);
}

function generic(refuse: (en: string, es: string) => InputError, text: string): InputError {
  return refuse(
    `'${elide(text)}' is not a valid URL; write it as scheme://host/path, as in https://example.com/path`,
    `'${elide(text)}' no es una URL válida; escríbela como esquema://host/ruta, como en https://example.com/ruta`,
  );
}
