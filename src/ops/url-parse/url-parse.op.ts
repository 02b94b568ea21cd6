import { defineOperation } from '../../core/operation.js';
import page from './url-parse.page.js';
import run from './url-parse.run.js';
import { MAX_URL_CHARS, QS_PARSE } from './url-parts.js';

const n = (value: number) => value.toLocaleString('en-US');

export default defineOperation({
  ...run,
  ...page,
  title: 'URL parser',
  summary: 'Splits a URL into its parts as browsers read it (WHATWG URL): host in punycode and Unicode, port, path segments, query as pairs and as a qs object, fragment.',
  agentDescription:
    'Parses a URL as browsers do (WHATWG): normalized href, host in ASCII and Unicode, port and default port, path segments raw and decoded, query as pairs and as a qs object, fragment. No scheme: https if it starts with a host.',
  description:
    'The URL is read by the WHATWG URL Standard, as browsers and Node read it, and href is its normalized form: scheme and ' +
    'host in lowercase, the host in ASCII (an internationalized domain in punycode, xn--), default ports dropped, dot ' +
    'segments resolved, and characters a URL cannot hold percent-encoded. Surrounding whitespace is ignored. A text without ' +
    'a scheme is read as https:// only when it starts with a host name — a domain such as example.com (two or more labels, ' +
    'the last one a word), localhost, an IPv4 address or a bracketed IPv6 address, optionally with :port, or // — and the ' +
    'notes say so; example.com:8080 is a host and port, not the scheme "example.com". Anything else without a scheme is ' +
    'refused, asking for one. The parts: scheme (without the colon); username and password percent-encoded as in href; host ' +
    '(with its port) and hostname in ASCII, and hostnameUnicode with each xn-- label decoded (for the special schemes http, ' +
    'https, ws, wss, ftp and file, whose hosts are domains); port (null when absent or the scheme default) and effectivePort ' +
    '(the port, else 80, 443 or 21 by scheme, else null); origin; path as in href, and segments, its WHATWG path list (a ' +
    'trailing slash gives a last empty segment), as written and percent-decoded as UTF-8 (invalid bytes become U+FFFD); ' +
    'opaquePath is true for URLs such as mailto:a@b.c whose path is not made of segments (segments is then empty); query ' +
    "(after '?', null when there is none, '' for a bare '?'); queryPairs, the [name, value] pairs in order as URLSearchParams " +
    'reads them (+ is a space, %XX decoded as UTF-8); queryObject, the query as the qs package reads it with its defaults, ' +
    `stated here: depth ${QS_PARSE.depth} (deeper brackets stay in one key), arrayLimit ${QS_PARSE.arrayLimit} (a[21]=x, or more than ` +
    `${QS_PARSE.arrayLimit} repeats of a key, give an object keyed by index), parameterLimit ${n(QS_PARSE.parameterLimit)}, ` +
    'repeated keys combined into a list, keys such as __proto__ or hasOwnProperty ignored; and fragment (after #, null when ' +
    `there is none). Past the first ${n(QS_PARSE.parameterLimit)} &-separated parameters, queryObject stops reading and a note ` +
    `says how many there were; queryPairs still lists them all. A URL may have at most ${n(MAX_URL_CHARS)} characters. Errors ` +
    'name the cause WHATWG URL does not: no host, a port that is not a number or is beyond 65535, a character no host may ' +
    'contain (space, % < > [ ] ^ | and control characters), an invalid IPv4 or IPv6 address, a domain IDNA refuses.',
  category: 'encoding',
  es: {
    title: 'Analizador de URL',
    summary: 'Divide una URL en sus partes como la leen los navegadores (WHATWG URL): servidor en punycode y en Unicode, puerto, segmentos de la ruta, consulta como pares y como objeto qs, fragmento.',
  },
  examples: [
    {
      title: 'An internationalized host, a port and a query',
      input: { url: 'https://user:pa%24%24@bücher.example:8080/docs/a%20b/?tag=x&tag=y&filter[status]=open&q=caf%C3%A9+au+lait#part-2' },
      output: {
        href: 'https://user:pa%24%24@xn--bcher-kva.example:8080/docs/a%20b/?tag=x&tag=y&filter[status]=open&q=caf%C3%A9+au+lait#part-2',
        scheme: 'https',
        username: 'user',
        password: 'pa%24%24',
        host: 'xn--bcher-kva.example:8080',
        hostname: 'xn--bcher-kva.example',
        hostnameUnicode: 'bücher.example',
        port: 8080,
        effectivePort: 8080,
        origin: 'https://xn--bcher-kva.example:8080',
        path: '/docs/a%20b/',
        opaquePath: false,
        segments: ['docs', 'a%20b', ''],
        decodedSegments: ['docs', 'a b', ''],
        query: 'tag=x&tag=y&filter[status]=open&q=caf%C3%A9+au+lait',
        queryPairs: [['tag', 'x'], ['tag', 'y'], ['filter[status]', 'open'], ['q', 'café au lait']],
        queryObject: { tag: ['x', 'y'], filter: { status: 'open' }, q: 'café au lait' },
        fragment: 'part-2',
        notes: [],
      },
    },
    {
      title: 'No scheme: https assumed',
      input: { url: 'example.com/search?q=url&page=2' },
      output: {
        href: 'https://example.com/search?q=url&page=2',
        scheme: 'https',
        username: '',
        password: '',
        host: 'example.com',
        hostname: 'example.com',
        hostnameUnicode: 'example.com',
        port: null,
        effectivePort: 443,
        origin: 'https://example.com',
        path: '/search',
        opaquePath: false,
        segments: ['search'],
        decodedSegments: ['search'],
        query: 'q=url&page=2',
        queryPairs: [['q', 'url'], ['page', '2']],
        queryObject: { q: 'url', page: '2' },
        fragment: null,
        notes: ['No scheme given: https:// was assumed, since the text starts with a host name.'],
      },
    },
    {
      title: 'A mailto: URL (opaque path)',
      input: { url: 'mailto:someone@example.com?subject=Hello%20there' },
      output: {
        href: 'mailto:someone@example.com?subject=Hello%20there',
        scheme: 'mailto',
        username: '',
        password: '',
        host: '',
        hostname: '',
        hostnameUnicode: '',
        port: null,
        effectivePort: null,
        origin: 'null',
        path: 'someone@example.com',
        opaquePath: true,
        segments: [],
        decodedSegments: [],
        query: 'subject=Hello%20there',
        queryPairs: [['subject', 'Hello there']],
        queryObject: { subject: 'Hello there' },
        fragment: null,
        notes: [],
      },
    },
  ],
  // The most query parameters a URL of the maximum length holds ("a&": 32,757 pairs), past qs's parameterLimit.
  worstCase: () => {
    const start = 'https://example.com/?';
    return { url: start + 'a&'.repeat(Math.floor((MAX_URL_CHARS - start.length) / 2)) };
  },
});
