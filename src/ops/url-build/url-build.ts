import qs from 'qs';
import { InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { assertWellFormedField, explainFailure, MAX_URL_CHARS, SPECIAL_SCHEMES } from '../url-parse/url-parts.js';

export const ARRAY_FORMATS = ['repeat', 'brackets', 'indices'] as const;
export type ArrayFormat = (typeof ARRAY_FORMATS)[number];

/** Deepest query object written: qs.stringify recurses once per level. */
export const MAX_QUERY_DEPTH = 20;

export type QueryInput = string | Record<string, unknown> | string[][];

export interface BuildInput {
  scheme: string;
  username?: string | null | undefined;
  password?: string | null | undefined;
  host?: string | null | undefined;
  port?: number | null | undefined;
  /** As written, or a list of segments to encode. */
  path?: string | string[] | null | undefined;
  query?: QueryInput | null | undefined;
  arrayFormat: ArrayFormat;
  fragment?: string | null | undefined;
}

function refuse(field: string, en: string, es: string): never {
  throw new InputError(`${field}: ${en}`, `${field}: ${es}`);
}

/** RFC 3986 percent-encoding of everything but the unreserved characters A–Z a–z 0–9 - . _ ~ (as qs writes). */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A path segment: RFC 3986 pchar — unreserved, sub-delims, ':' and '@' stay; '/', '?', '#', '%' and the rest are encoded. */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A query string as written, or a JSON object or list of pairs sent as text (as the page's text box sends it). */
function readQuery(query: QueryInput): QueryInput {
  if (typeof query !== 'string') return query;
  const trimmed = query.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return query.startsWith('?') ? query.slice(1) : query;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return query; // "[0]=a" is a query string that happens to start with a bracket
  }
  if (value !== null && typeof value === 'object') return value as Record<string, unknown> | string[][];
  return query;
}

/**
 * Refuses a part that alone would make the URL longer than MAX_URL_CHARS (`atLeast` is a lower bound of its length,
 * found before the costly work of writing it).
 */
function checkLength(field: string, atLeast: number): void {
  if (atLeast <= MAX_URL_CHARS) return;
  refuse(
    field,
    `would make a URL of at least ${atLeast.toLocaleString('en-US')} characters, more than the ${MAX_URL_CHARS.toLocaleString('en-US')} allowed; shorten it`,
    `daría una URL de al menos ${atLeast.toLocaleString('es-ES')} caracteres, más de los ${MAX_URL_CHARS.toLocaleString('es-ES')} permitidos; acórtalo`,
  );
}

/**
 * Checks depth, text and size of a query object without recursion (a deep one is refused, not a stack overflow). Each
 * value is written at least as "key=value&", its key at least its names from the top joined by two brackets each
 * (a[b]), an array item's at least its array's (a=1 in the repeat format), whatever the format.
 */
function checkQueryObject(query: Record<string, unknown>): void {
  const stack: { value: unknown; depth: number; keyLength: number }[] = [{ value: query, depth: 0, keyLength: 0 }];
  let atLeast = -1; // no '&' before the first value
  // Stops as soon as the bound is passed: a huge object costs no more than one that just fits.
  while (stack.length > 0 && atLeast <= MAX_URL_CHARS) {
    const { value, depth, keyLength } = stack.pop()!;
    if (value === null || typeof value !== 'object') {
      if (typeof value === 'string') assertWellFormedField('query', value);
      atLeast += keyLength + 2 + (value === null ? 0 : String(value).length);
      continue;
    }
    if (depth >= MAX_QUERY_DEPTH) {
      refuse(
        'query',
        `is nested more than ${MAX_QUERY_DEPTH} levels deep; flatten it`,
        `tiene más de ${MAX_QUERY_DEPTH} niveles de anidamiento; aplánalo`,
      );
    }
    const inArray = Array.isArray(value);
    const record = value as Record<string, unknown>;
    for (const name in record) {
      assertWellFormedField('query', name);
      const length = inArray ? keyLength : depth === 0 ? name.length : keyLength + name.length + 2;
      stack.push({ value: record[name], depth: depth + 1, keyLength: length });
      if (stack.length > MAX_URL_CHARS) break; // each adds at least 2 once popped
    }
  }
  checkLength('query', atLeast);
}

/** The query text: as written, qs.stringify of an object (brackets of keys written as [ ]), or encoded pairs. */
function queryText(query: QueryInput, arrayFormat: ArrayFormat): string {
  if (typeof query === 'string') {
    assertWellFormedField('query', query);
    return query;
  }
  if (Array.isArray(query)) {
    let atLeast = query.length - 1;
    query.forEach((pair: unknown, i) => {
      if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') {
        refuse(
          `query[${i}]`,
          'must be a [name, value] pair of two strings, such as ["q", "café"]',
          'debe ser un par [nombre, valor] de dos cadenas, como ["q", "café"]',
        );
      }
      const [name, value] = pair as [string, string];
      assertWellFormedField(`query[${i}]`, name!);
      assertWellFormedField(`query[${i}]`, value!);
      atLeast += name!.length + 1 + value!.length;
    });
    checkLength('query', atLeast);
    return query.map(([name, value]) => `${encodeComponent(name!)}=${encodeComponent(value!)}`).join('&');
  }
  checkQueryObject(query);
  return qs.stringify(query, {
    arrayFormat,
    format: 'RFC3986',
    // qs writes a[b] as a%5Bb%5D; qs, PHP and Rails read both the same, and [ ] are allowed in a query as they are.
    encoder: (text, encode, charset, type) => {
      const encoded = encode(text, encode, charset) as string;
      return type === 'key' ? encoded.replace(/%5B/g, '[').replace(/%5D/g, ']') : encoded;
    },
  });
}

function checkPath(path: string): void {
  for (const [char, hex] of [['?', '%3F'], ['#', '%23']] as const) {
    const at = path.indexOf(char);
    if (at !== -1) {
      refuse(
        'path',
        `contains '${char}' at position ${at}; put the query in query and the fragment in fragment, or write ${hex} for a literal '${char}' (or give path as a list of segments, which are encoded for you)`,
        `contiene '${char}' en la posición ${at}; pon la consulta en query y el fragmento en fragment, o escribe ${hex} para un '${char}' literal (o indica path como lista de segmentos, que se codifican solos)`,
      );
    }
  }
}

/** A list of segments: sent as one, or as the JSON text of one (what the page's text box sends). */
function readSegments(path: BuildInput['path']): string[] | undefined {
  if (Array.isArray(path)) return path;
  if (typeof path !== 'string' || !path.trimStart().startsWith('[')) return undefined;
  try {
    const value: unknown = JSON.parse(path);
    return Array.isArray(value) && value.every((s) => typeof s === 'string') ? value : undefined;
  } catch {
    return undefined; // "[draft]/notes" is a path that starts with a bracket
  }
}

function segmentsPath(segments: readonly string[]): string {
  checkLength('path', segments.reduce((sum, segment) => sum + 1 + segment.length, 0));
  return segments
    .map((segment, i) => {
      assertWellFormedField(`path[${i}]`, segment);
      if (segment === '.' || segment === '..') {
        refuse(
          `path[${i}]`,
          `'${segment}' cannot be a path segment: a URL reads it as ${segment === '.' ? '"this folder"' : '"up one folder"'}; leave it out`,
          `'${segment}' no puede ser un segmento de la ruta: una URL lo lee como ${segment === '.' ? '«esta carpeta»' : '«subir una carpeta»'}; quítalo`,
        );
      }
      return `/${encodeSegment(segment)}`;
    })
    .join('');
}

/** Builds the URL from its parts and checks it with WHATWG URL: the URL, and notes in `locale`. */
export function buildWhatwgUrl(input: BuildInput, locale: Locale): { url: URL; notes: string[] } {
  const scheme = input.scheme.trim().replace(/:(\/\/)?$/, '').toLowerCase();
  if (!/^[a-z][a-z0-9+.-]*$/.test(scheme)) {
    refuse(
      'scheme',
      `'${input.scheme}' is not a scheme; write a letter then letters, digits, + - or ., such as https or mailto`,
      `'${input.scheme}' no es un esquema; escribe una letra y después letras, cifras, + - o ., como https o mailto`,
    );
  }
  const special = scheme in SPECIAL_SCHEMES;
  for (const field of ['username', 'password', 'host', 'fragment'] as const) {
    const value = input[field];
    if (typeof value === 'string') assertWellFormedField(field, value);
  }

  let host = input.host ?? undefined;
  if (host !== undefined) {
    host = host.trim();
    // An IPv6 address without its brackets: only hex digits, colons and dots, with two colons at least.
    if (/^[0-9a-f:.]+$/i.test(host) && (host.match(/:/g)?.length ?? 0) >= 2) host = `[${host}]`;
    const bad = /[/?#@\\]/.exec(host) ?? (host.startsWith('[') ? null : /:/.exec(host));
    if (bad !== null) {
      const hint =
        bad[0] === ':'
          ? { en: 'give the port in port', es: 'indica el puerto en port' }
          : bad[0] === '@'
            ? { en: 'give the user name and password in username and password', es: 'indica el usuario y la contraseña en username y password' }
            : { en: 'give only the host name, such as example.com; the path goes in path', es: 'indica solo el nombre del servidor, como example.com; la ruta va en path' };
      refuse('host', `contains '${bad[0]}'; ${hint.en}`, `contiene '${bad[0]}'; ${hint.es}`);
    }
    if (host === '' && special && scheme !== 'file') refuse('host', 'is empty; give one, such as example.com', 'está vacío; indica uno, como example.com');
  } else if (special && scheme !== 'file') {
    refuse('host', `is required with the scheme ${scheme}; give one, such as example.com`, `es obligatorio con el esquema ${scheme}; indica uno, como example.com`);
  }
  const hierarchical = host !== undefined || special;

  let path = '';
  const segments = readSegments(input.path);
  if (segments !== undefined) {
    path = segmentsPath(segments);
  } else if (typeof input.path === 'string') {
    assertWellFormedField('path', input.path);
    checkPath(input.path);
    path = input.path;
    if (hierarchical && path !== '' && !path.startsWith('/') && !(special && path.startsWith('\\'))) path = `/${path}`;
  }
  // Without a host, a path starting with // would be read as one: /. keeps it a path (WHATWG writes it so too).
  if (host === undefined && scheme !== 'file' && path.startsWith('//')) path = `/.${path}`;

  const start = `${scheme}:${host !== undefined ? `//${host}` : scheme === 'file' ? '//' : ''}${path}`;
  let url: URL;
  try {
    url = new URL(start);
  } catch {
    throw explainFailure(start, 'host');
  }

  const notes: string[] = [];
  const withoutHost = url.host === '' || scheme === 'file';
  for (const field of ['username', 'password'] as const) {
    const value = input[field];
    if (value == null || value === '') continue;
    if (withoutHost) {
      refuse(field, 'needs a host: a URL without one, or a file: URL, has no user name or password', 'necesita un servidor: una URL sin servidor, o file:, no tiene usuario ni contraseña');
    }
    url[field] = value;
  }
  if (input.port != null) {
    if (withoutHost) refuse('port', 'needs a host: a URL without one, or a file: URL, has no port', 'necesita un servidor: una URL sin servidor, o file:, no tiene puerto');
    url.port = String(input.port);
    if (url.port === '') {
      notes.push(
        locale === 'es'
          ? `El puerto ${input.port} es el predeterminado de ${scheme}, así que la URL no lo escribe.`
          : `Port ${input.port} is the default for ${scheme}, so the URL leaves it out.`,
      );
    }
  }
  if (input.query != null) {
    const query = readQuery(input.query);
    const text = queryText(query, input.arrayFormat);
    if (typeof query === 'string') url.search = `?${text}`; // "" keeps a bare "?"
    else if (text !== '') url.search = `?${text}`;
  }
  if (input.fragment != null) url.hash = `#${input.fragment.startsWith('#') ? input.fragment.slice(1) : input.fragment}`;

  const href = url.href;
  if (href.length > MAX_URL_CHARS) {
    const sizes = { path: url.pathname.length, query: url.search.length, fragment: url.hash.length, username: url.username.length, password: url.password.length };
    const field = Object.entries(sizes).sort((a, b) => b[1] - a[1])[0]![0];
    refuse(
      field,
      `the URL built has ${href.length.toLocaleString('en-US')} characters, more than the ${MAX_URL_CHARS.toLocaleString('en-US')} allowed; shorten ${field}`,
      `la URL construida tiene ${href.length.toLocaleString('es-ES')} caracteres, más de los ${MAX_URL_CHARS.toLocaleString('es-ES')} permitidos; acorta ${field}`,
    );
  }
  return { url, notes };
}
