import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './string-escape.page.js';
import run from './string-escape.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'String escape and unescape',
  summary: 'Escapes text for a JSON or JavaScript string, \\u escapes, C-style escapes, a CSV field, a SQL string or an XML attribute, and reads escaped text back.',
  agentDescription:
    'Escapes text for json, javascript, unicode (\\uXXXX), backslash (C-style), csv (one field), sql or xml (attribute), or unescapes it strictly (a bad escape: 400 with its position). quote: add or expect the quotes.',
  description:
    'Escaping writes the text so it can go inside the target syntax; unescaping reads it back and is strict: a malformed ' +
    'or unknown escape is refused with its position, counted in characters from 0 in the text as sent. By default the ' +
    'text is the contents of a literal, without its quotes; with quote true, escaping adds them and unescaping expects ' +
    'a whole quoted literal (and reads the quotes off). changes counts the characters escaped, or the escapes read. ' +
    'json (RFC 8259): " \\ and the control characters U+0000–U+001F are escaped (\\n, \\t… or \\u00XX), as ' +
    'JSON.stringify and Python’s json.dumps(ensure_ascii=False) write them; unescaping reads \\" \\\\ \\/ \\b \\f \\n \\r ' +
    '\\t and \\uXXXX and refuses an unescaped quote or control character; a text sent with its surrounding quotes is read ' +
    'as a literal even without quote. javascript: as json, plus \' (so the result fits either quote), \\v, \\xHH for the ' +
    'other controls and U+007F–U+009F, and \\u2028 and \\u2029 (line terminators in older engines); unescaping follows ' +
    'ECMAScript strict mode: \\xHH, \\uHHHH, \\u{…}, line continuations and any other escaped character as itself (\\a is ' +
    'a), legacy octal escapes refused. unicode: every non-ASCII character as \\uXXXX, lowercase, astral ones as a ' +
    'surrogate pair, and \\ as \\\\ — nothing else; unescaping also reads \\u{…} and \\UXXXXXXXX. backslash (C-style): ' +
    '\\a \\b \\f \\n \\r \\t \\v \\\\ \\" \\\' and \\xHH (exactly two digits, as in Python; in C a hex digit right after ' +
    'would join the escape) for the other controls and DEL; non-ASCII text is kept; unescaping also reads \\? and octal ' +
    '\\ooo, \\uXXXX and \\UXXXXXXXX, and refuses \\x80–\\xFF and octal above 177, which are a byte in C but a character ' +
    'in Python. csv (RFC 4180, Python’s csv QUOTE_MINIMAL): a field holding a comma, a quote or a line break is quoted ' +
    'and its quotes doubled; quote true quotes every field (QUOTE_ALL); the delimiter is the comma; unescaping reads one ' +
    'field, quoted or plain. sql: standard SQL string literal, a single quote doubled; backslashes are not special ' +
    '(MySQL without NO_BACKSLASH_ESCAPES and PostgreSQL E\'…\' strings do treat them, and PostgreSQL refuses U+0000). ' +
    'This is for writing scripts and reading logs; it is not a defence against SQL injection: pass values as query ' +
    'parameters. xml: & < > " \' as &amp; &lt; &gt; &quot; &#x27; (Python’s html.escape(quote=True)), fit for an XML ' +
    'or HTML attribute value or text; unescaping reads the five predefined entities and character references, refuses ' +
    'a bare & or <, other named entities (html-entities-decode reads HTML’s) and references to characters XML 1.0 ' +
    'forbids; line breaks are not normalized. Half of a surrogate pair on its own (possible in JSON as "\\ud800") is ' +
    'written as \\udxxx by json, javascript and unicode, and read back the same way, so unescape(escape(s)) = s for any ' +
    'string there; backslash, csv, sql and xml have no way to write it and refuse it with its position.',
  category: 'encoding',
  es: {
    title: 'Escapar y desescapar cadenas',
    summary: 'Escapa texto para una cadena JSON o JavaScript, secuencias \\u, secuencias estilo C, un campo CSV, una cadena SQL o un atributo XML, y lee de vuelta el texto escapado.',
  },
  examples: [
    {
      title: 'Text for a JSON string',
      input: { text: 'She said "hi"\n\tand left\\', format: 'json' },
      output: { result: 'She said \\"hi\\"\\n\\tand left\\\\', changes: 5 },
    },
    {
      title: 'A quoted SQL literal',
      input: { text: "It's 5 o'clock", format: 'sql', quote: true },
      output: { result: "'It''s 5 o''clock'", changes: 2 },
    },
    { title: 'A CSV field', input: { text: 'a,b "c"', format: 'csv' }, output: { result: '"a,b ""c"""', changes: 2 } },
    {
      title: 'An XML attribute value',
      input: { text: '<a href="x?a=1&b=2">', format: 'xml' },
      output: { result: '&lt;a href=&quot;x?a=1&amp;b=2&quot;&gt;', changes: 5 },
    },
    {
      title: 'A JSON string read back',
      input: { text: '"caf\\u00e9 \\ud83d\\ude00\\n"', format: 'json', direction: 'unescape' },
      output: { result: 'café 😀\n', changes: 4 },
    },
  ],
  // Every character escaped, each into six: an emoji into two \uXXXX escapes.
  worstCase: () => ({ text: repeatToBytes('😀'), format: 'unicode' }),
  // An apostrophe is one byte of JSON and six of the result (&#x27;).
  largestOutput: () => ({ text: repeatToBytes("'"), format: 'xml' }),
});
