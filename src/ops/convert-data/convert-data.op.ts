import { repeatToBytes } from '../../core/fields.js';
import { defineOperation } from '../../core/operation.js';
import page from './convert-data.page.js';
import run from './convert-data.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Convert data',
  summary: 'Converts a document between JSON, YAML, TOON and CSV in any direction, without rounding a number.',
  agentDescription:
    'Converts a document between JSON, YAML (1.2 core schema), TOON 4.0 and CSV in any direction without rounding numbers or reordering keys; same format on both sides normalises it. Writing CSV needs an array of objects. Duplicate keys are refused; notes says what the conversion decided.',
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
    'and anything else is refused with what was found. `notes` says what the conversion decided along the way.',
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
  ],
  // Small objects: every value parsed, modelled and written again as YAML (the slowest writer). The budget leaves
  // room for the escaping of every quote in the request body.
  worstCase: () => ({ text: `[${repeatToBytes('{"a":1,"b":"x","c":[true,null]},', 780_000).slice(0, -1)}]`, from: 'json' as const, to: 'yaml' as const }),
  // 12 KB of YAML whose 700 aliases repeat a 10 KB list: about 7 MB of JSON, within the alias budgets.
  largestOutput: () => ({
    text: `a: &a [${Array(10).fill(`"${'x'.repeat(1_000)}"`).join(', ')}]\nb: [${Array(700).fill('*a').join(', ')}]\n`,
    from: 'yaml' as const,
    to: 'json' as const,
  }),
});
