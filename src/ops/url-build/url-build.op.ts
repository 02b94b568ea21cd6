import { defineOperation } from '../../core/operation.js';
import { MAX_URL_CHARS, QS_PARSE } from '../url-parse/url-parts.js';
import page from './url-build.page.js';
import run from './url-build.run.js';
import { MAX_QUERY_DEPTH } from './url-build.js';

const n = (value: number) => value.toLocaleString('en-US');

export default defineOperation({
  ...run,
  ...page,
  title: 'URL builder',
  summary: 'Builds a URL from its parts — scheme, host in Unicode or ASCII, port, path or segments, query from an object or pairs, fragment — encoded and checked with WHATWG URL.',
  agentDescription:
    'Builds a URL, checked by WHATWG URL. host may be Unicode. path: text, or segments to encode. query: text, [name, value] pairs, or an object (qs; arrayFormat).',
  description:
    'Each part is optional but the host, which http, https, ws, wss and ftp URLs need. scheme defaults to https (case and ' +
    'a trailing : or :// are ignored). host is a domain in Unicode or ASCII (bücher.example is written xn--bcher-kva.example), ' +
    'an IPv4 address, or an IPv6 address with or without brackets; it may not hold a port, a path or a user name, which have ' +
    'their own fields. username, password and fragment are written as given, with the characters a URL cannot hold there ' +
    'percent-encoded (an existing %XX stays as it is, as WHATWG URL\'s setters do; a leading # of the fragment is dropped). port is 0 to 65535; the scheme default (80 for http, 443 for https…) is left out, with a note. The path is ' +
    "either path, written as is (characters a URL cannot hold are encoded, and a missing leading / is added when there is " +
    "a host; ? and # are refused, since they would start the query or fragment: write %3F or %23), or segments, a list of " +
    "plain-text segments each percent-encoded (/ becomes %2F, a space %20; '.' and '..' are refused, since every URL reads " +
    'them as folder moves). query is a query string as written (a leading ? dropped), an object written with ' +
    'qs.stringify — RFC 3986 encoding, brackets of nested keys written as [ ], arrays in arrayFormat: repeat (a=1&a=2, the ' +
    'default, read as a list by URLSearchParams, qs, Python and most servers), brackets (a[]=1&a[]=2, PHP and Rails) or ' +
    `indices (a[0]=1&a[1]=2, qs's own default); null values as a= — nested at most ${MAX_QUERY_DEPTH} levels, or a list of ` +
    '[name, value] pairs, written in order with RFC 3986 encoding. As text (the page sends text), a JSON object or list of ' +
    'pairs is read as one. url-parse reads such a query back with qs (depth ' +
    `${QS_PARSE.depth}, arrayLimit ${QS_PARSE.arrayLimit}, parameterLimit ${n(QS_PARSE.parameterLimit)}). The URL is then ` +
    `checked by WHATWG URL and answered as url-parse answers it: href and every part. At most ${n(MAX_URL_CHARS)} ` +
    'characters: a longer result is refused, naming the part to shorten.',
  category: 'encoding',
  es: {
    title: 'Constructor de URL',
    summary: 'Construye una URL a partir de sus partes —esquema, servidor en Unicode o ASCII, puerto, ruta o segmentos, consulta desde un objeto o pares, fragmento—, codificada y comprobada con WHATWG URL.',
  },
  examples: [
    {
      // What the page's form sends: every part as text. The host's case is folded, the space in the path and the é
      // in the query are percent-encoded (UTF-8: C3 A9), and the fragment keeps its = as it may.
      title: 'Every part as text',
      input: { host: 'Example.COM', path: '/files/report 2026.pdf', query: 'q=café&page=2', fragment: 'page=3' },
      output: { href: 'https://example.com/files/report%202026.pdf?q=caf%C3%A9&page=2#page=3', notes: [] },
    },
    {
      title: 'A Unicode host, segments and a query object',
      input: { host: 'bücher.example', path: ['docs', 'a b/c'], query: { tag: ['x', 'y'], filter: { status: 'open' } }, fragment: 'part 2' },
      output: { href: 'https://xn--bcher-kva.example/docs/a%20b%2Fc?tag=x&tag=y&filter[status]=open#part%202', notes: [] },
    },
    {
      title: 'Query pairs, and a default port left out',
      input: { host: 'example.com', port: 443, path: '/search', query: [['q', 'café au lait'], ['page', '2']] },
      output: { href: 'https://example.com/search?q=caf%C3%A9%20au%20lait&page=2', notes: ['Port 443 is the default for https, so the URL leaves it out.'] },
    },
    {
      title: 'Arrays with brackets',
      input: { host: 'api.example', path: '/items', query: { ids: [1, 2] }, arrayFormat: 'brackets' },
      output: { href: 'https://api.example/items?ids[]=1&ids[]=2', notes: [] },
    },
  ],
  // The most values a query object can hold in a URL that is not refused: 21,000 repeats of "a=" (63,020 characters),
  // each checked, written by qs.stringify and read back by WHATWG URL.
  worstCase: () => ({ host: 'example.com', query: { a: Array.from({ length: 21_000 }, () => '') } }),
});
