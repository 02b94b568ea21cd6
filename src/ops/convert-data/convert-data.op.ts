import { repeatToBytes } from '../../core/fields.js';
import { defineOperation } from '../../core/operation.js';
import page from './convert-data.page.js';
import run from './convert-data.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Convert data',
  summary: 'Converts a document between JSON, YAML, TOON, CSV, XML and TOML in any direction, without rounding a number.',
  agentDescription:
    'Converts JSON, YAML 1.2, TOON 4.0, CSV, XML and TOML in any direction, numbers unrounded, key order kept. CSV needs an array of objects; XML one root key (@attr, #text); TOML an object, no null.',
  description:
    'The text is read into one lossless data model and written out again: numbers keep their digits exactly ' +
    '(12345678901234567890 and 0.10000000000000000555 are not rounded), object keys keep their order, and the same ' +
    'format on both sides normalises the document (JSON and YAML with 2-space indentation). ' +
    '`from` and `to` also take `yml` for YAML. ' +
    'JSON: RFC 8259; a key repeated in one object is refused. ' +
    // The YAML limits are written out: importing them from formats/yaml.ts would load the YAML library at start.
    // convert-data.test.ts checks that they match.
    'YAML: read with the YAML 1.2 core schema (yes/no and dates stay text) and written so that YAML 1.1 readers ' +
    '(PyYAML, go-yaml v2, SnakeYAML 1.x) read the same data: text they would take for a boolean, a null, a number, a ' +
    'date or a merge key (yes, on, NO, ~, 1_000, 1:20, 0b101, 2024-01-15, <<) is quoted, characters they cannot ' +
    'read raw (tabs in plain text, U+2028, U+2029, NEL, BOM, C1 controls) are escaped, and an exponent gets a point ' +
    'and a sign (1e5 is written 1.0e+5, the same number). Limits: duplicate keys refused, aliases expanded up to ' +
    '1,000,000 nodes and 16,777,216 characters of text in all (an alias counts as everything it repeats, so a ' +
    '"billion laughs" document is refused) and an alias inside the node it names (a cycle) refused, nesting up to ' +
    '500 levels in the text and 1,000 once aliases are expanded, and YAML written at most 500 levels deep; a stream of ' +
    'several documents becomes an array of them, in order; .inf, .nan, binary and other values JSON cannot hold are ' +
    'refused. ' +
    'TOON: specification 4.0, strict. ' +
    'CSV: as csv-to-json reads it (delimiter detected, first row as header, values typed only where nothing is lost) ' +
    'and as json-to-csv writes it (RFC 4180, CRLF); CSV can only hold tables, so writing CSV needs an array of objects ' +
    'and anything else is refused with what was found. ' +
    'YAML merge keys: a plain << key merges the map it names (an alias, an inline map, or a list of them) into its map, ' +
    'in YAML 1.2 documents as in %YAML 1.1 ones, as PyYAML, go-yaml and most configuration files expect: keys written ' +
    'in the map win over merged ones, an earlier map in a list wins over a later one, merged keys stand where << stood, ' +
    'merged content counts against the alias limits, and a quoted "<<" is an ordinary key. In a %YAML 1.1 document the ' +
    'YAML 1.1 types apply (yes/no are booleans), except y and n, which stay text as PyYAML reads them. ' +
    'XML (1.0, checked for well-formedness; errors give line and column): the root element is the single top-level ' +
    'key; attributes are keys prefixed "@" in their order; an element with neither attributes nor child elements is ' +
    'its text (a string, "" when empty), otherwise an object whose text is "#text"; child elements are keys by name, ' +
    'and a name that occurs several times holds an array of them while a single child stays an object, so the shape ' +
    'depends on the counts. Values stay strings (XML has no numbers or booleans). Text beside child elements (mixed ' +
    'content) is trimmed and its pieces joined with a space into "#text"; comments, processing instructions and the ' +
    'DOCTYPE are dropped (a note says so); CDATA is text; the five predefined entities and character references are ' +
    'decoded, and any other entity (one a DTD declares) is refused, never expanded, so neither external entities ' +
    '(XXE) nor "billion laughs" can happen. Elements may nest 500 levels. Writing XML needs an object with a single ' +
    'key, the root (else a 400 that says to wrap it, as {"root": …}); "@" keys become attributes (text, numbers or ' +
    'booleans), "#text" the text, an array repeated elements, null and "" an empty element; keys must be XML names; ' +
    'numbers keep their digits; written with a declaration and 2-space indentation, except that an element with both ' +
    'text and children is written on one line. ' +
    'TOML 1.0: integers are 64-bit and keep every digit (one beyond 64 bits is refused); floats are doubles, written ' +
    'with a ".0" when they look like integers (1.0 stays 1.0); inf and nan are refused, as JSON has no form for ' +
    'them; dates and times become RFC 3339 strings (1979-05-27T07:32:00-08:00, 1979-05-27T07:32:00, 1979-05-27, ' +
    '07:32:00), fractional seconds to the millisecond; arrays may mix types. Keys made only of digits ("10", "2") come ' +
    'first, in numeric order, when read from TOML (the reader stores tables as JavaScript objects). Writing TOML needs ' +
    'an object; null has no TOML form and is refused with its path, as are integers beyond 64 bits; strings stay ' +
    'strings (a date-like string is not made a date); keys keep their order: a table\'s plain values come first and ' +
    'its tables after as [sections] and [[arrays of tables]], except that tables followed by a plain value are written ' +
    'inline ({ … }). ' +
    '`notes` says what the conversion decided along the way.',
  category: 'data',
  es: { title: 'Convertir datos', summary: 'Convierte un documento entre JSON, YAML, TOON y CSV en cualquier sentido, sin redondear ningún número.' },
  examples: [
    {
      title: 'YAML to JSON, big numbers intact',
      input: { text: 'service: billing\nid: 12345678901234567890\nratio: 0.10000000000000000555\nenabled: yes\nports: [80, 443]\n', from: 'yaml', to: 'json' },
      output: {
        result: '{\n  "service": "billing",\n  "id": 12345678901234567890,\n  "ratio": 0.10000000000000000555,\n  "enabled": "yes",\n  "ports": [\n    80,\n    443\n  ]\n}',
        notes: [],
      },
    },
    {
      title: 'A semicolon CSV to YAML',
      input: { text: 'name;zip;score\nAda;02139;9.5\nGrace;10001;\n', from: 'csv', to: 'yaml' },
      output: {
        result: '- name: Ada\n  zip: "02139"\n  score: 9.5\n- name: Grace\n  zip: 10001\n  score: null\n',
        notes: ["CSV delimiter detected: ';'; 2 rows × 3 columns; numbers, true/false and empty fields (null) typed where nothing is lost."],
      },
    },
    {
      title: 'JSON to CSV',
      input: { text: '[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "note": "x, y"}]', from: 'json', to: 'csv' },
      output: {
        result: 'id,tags,note\r\n1,"[""a"",""b""]",\r\n2,,"x, y"\r\n',
        notes: ['CSV written with 3 columns (every key, in first-seen order) and 2 rows; nested arrays and objects as JSON text.'],
      },
    },
    {
      // The issue's example: PyYAML read the unquoted output as {True: True, 'answer': False, 'country': False,
      // 'version': 1000, 'time': 80, 'date': date(2024, 1, 15)}.
      title: 'JSON to YAML that YAML 1.1 readers (PyYAML) read the same',
      input: { text: '{"on":"yes","answer":"no","country":"NO","version":"1_000","time":"1:20","date":"2024-01-15"}', from: 'json', to: 'yaml' },
      output: { result: '"on": "yes"\nanswer: "no"\ncountry: "NO"\nversion: "1_000"\ntime: "1:20"\ndate: "2024-01-15"\n', notes: [] },
    },
    {
      title: 'XML to JSON: attributes as @ keys, repeated elements as an array',
      input: { text: '<order id="7"><item sku="A1">2</item><item sku="B2">1</item><note>Leave at door</note></order>', from: 'xml', to: 'json' },
      output: {
        result:
          '{\n  "order": {\n    "@id": "7",\n    "item": [\n      {\n        "@sku": "A1",\n        "#text": "2"\n      },\n      {\n        "@sku": "B2",\n        "#text": "1"\n      }\n    ],\n    "note": "Leave at door"\n  }\n}',
        notes: [],
      },
    },
    {
      title: 'TOML to YAML: a 64-bit integer intact, the date as RFC 3339 text',
      input: { text: 'name = "api"\nid = 9223372036854775807\nreleased = 2024-01-15T10:30:00Z\n\n[server]\nports = [80, 443]\n', from: 'toml', to: 'yaml' },
      output: {
        result: 'name: api\nid: 9223372036854775807\nreleased: "2024-01-15T10:30:00Z"\nserver:\n  ports:\n    - 80\n    - 443\n',
        notes: [],
      },
    },
  ],
  // Small inline tables: every value parsed, modelled and written again as YAML (the slowest writer). TOML's inline
  // tables pack more values per byte than JSON objects (5 in 23 bytes), which makes TOML → YAML the costliest pair.
  // The budget leaves room for the escaping of every quote in the request body.
  worstCase: () => ({ text: `a = [${repeatToBytes('{a=1,b="x",c=[true,1]},', 780_000).slice(0, -1)}]`, from: 'toml' as const, to: 'yaml' as const }),
  // 12 KB of YAML whose 700 aliases repeat a 10 KB list: about 7 MB of JSON, within the alias budgets.
  largestOutput: () => ({
    text: `a: &a [${Array(10).fill(`"${'x'.repeat(1_000)}"`).join(', ')}]\nb: [${Array(700).fill('*a').join(', ')}]\n`,
    from: 'yaml' as const,
    to: 'json' as const,
  }),
});
