import { assertResultFits } from '../../core/limits.js';
import { parseCsv, writeCsv } from '../../formats/csv.js';
import { jsonResultBytes, parseJson, stringifyJson, type DataValue } from '../../formats/json.js';
import { fromToon, toToon } from '../../formats/toon.js';
import { parseYaml, stringifyYaml, yamlResultBytes } from '../../formats/yaml.js';

import type { DataFormat } from './data-formats.js';

/** Spaces per level in JSON, YAML and TOON output. */
const INDENT = 2;

interface Read {
  value: DataValue;
  notes: string[];
}

/** Reads `text` in `format` as data; every error names the field (`label`) and says where. `to` is what it will be written as. */
function read(text: string, format: DataFormat, label: string, to: DataFormat): Read {
  switch (format) {
    case 'json':
      return { value: parseJson(text, label), notes: [] };
    case 'yaml': {
      const { value, documents } = parseYaml(text, label);
      return { value, notes: documents > 1 ? [`The YAML stream holds ${documents} documents; they became an array, in order.`] : [] };
    }
    case 'toon':
      return { value: fromToon(text, { indent: INDENT, strict: true }, label), notes: [] };
    case 'csv': {
      // Rows become objects that repeat their keys in JSON and YAML: counted while reading. TOON and CSV write a table.
      const csv = parseCsv(text, label, { answer: to === 'json' || to === 'yaml' ? 'rows' : 'table' });
      const delimiter = csv.delimiter === '\t' ? 'tab' : `'${csv.delimiter}'`;
      return {
        value: csv.rows,
        notes: [`CSV delimiter detected: ${delimiter}; ${csv.rowCount} row${csv.rowCount === 1 ? '' : 's'} × ${csv.columns.length} column${csv.columns.length === 1 ? '' : 's'}; numbers, true/false and empty fields (null) typed where nothing is lost.`],
      };
    }
  }
}

/** Bytes of the response around the result: `{"result":"","notes":[…]}` with the notes known so far. */
function envelope(notes: readonly string[]): number {
  return JSON.stringify({ result: '', notes }).length;
}

const LAYOUT_ADVICE = 'send a smaller or less deeply nested document (indentation is repeated on every line)';

/**
 * Writes `value` in `format`. Each writer's result is checked against the response limit before it is built: JSON and
 * YAML by a walk that measures it (exactly for JSON, from below for YAML), TOON and CSV while they write.
 */
function write(value: DataValue, format: DataFormat, label: string, notes: string[]): string {
  switch (format) {
    case 'json':
      assertResultFits(label, envelope(notes) + jsonResultBytes(value, INDENT), LAYOUT_ADVICE);
      return stringifyJson(value, INDENT);
    case 'yaml':
      assertResultFits(label, envelope(notes) + yamlResultBytes(value), LAYOUT_ADVICE);
      return stringifyYaml(value, label);
    case 'toon':
      return toToon(value, { indent: INDENT, envelopeBytes: envelope(notes) }, label);
    case 'csv': {
      const csv = writeCsv(value, label, { envelopeBytes: () => envelope(notes) });
      notes.push(`CSV written with ${csv.columns.length} column${csv.columns.length === 1 ? '' : 's'} (every key, in first-seen order) and ${csv.rowCount} row${csv.rowCount === 1 ? '' : 's'}; nested arrays and objects as JSON text.`);
      return csv.text;
    }
  }
}

/** Converts between JSON, YAML, TOON and CSV through one lossless data model. */
export function convertData(text: string, from: DataFormat, to: DataFormat, label = 'text'): { result: string; notes: string[] } {
  const { value, notes } = read(text, from, label, to);
  const result = write(value, to, label, notes);
  return { result, notes };
}
