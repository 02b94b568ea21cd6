import { parseCsv, writeCsv } from '../../formats/csv.js';
import { parseJson, stringifyJson, type DataValue } from '../../formats/json.js';
import { fromToon, toToon } from '../../formats/toon.js';
import { parseYaml, stringifyYaml } from '../../formats/yaml.js';

import type { DataFormat } from './data-formats.js';

/** Spaces per level in JSON, YAML and TOON output. */
const INDENT = 2;

interface Read {
  value: DataValue;
  notes: string[];
}

/** Reads `text` in `format` as data; every error names the field (`label`) and says where. */
function read(text: string, format: DataFormat, label: string): Read {
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
      const csv = parseCsv(text, label);
      const delimiter = csv.delimiter === '\t' ? 'tab' : `'${csv.delimiter}'`;
      return {
        value: csv.rows,
        notes: [`CSV delimiter detected: ${delimiter}; ${csv.rowCount} row${csv.rowCount === 1 ? '' : 's'} × ${csv.columns.length} column${csv.columns.length === 1 ? '' : 's'}; numbers, true/false and empty fields (null) typed where nothing is lost.`],
      };
    }
  }
}

function write(value: DataValue, format: DataFormat, label: string, notes: string[]): string {
  switch (format) {
    case 'json':
      return stringifyJson(value, INDENT);
    case 'yaml':
      return stringifyYaml(value);
    case 'toon':
      return toToon(value, { indent: INDENT }, label);
    case 'csv': {
      const csv = writeCsv(value, label);
      notes.push(`CSV written with ${csv.columns.length} column${csv.columns.length === 1 ? '' : 's'} (every key, in first-seen order) and ${csv.rowCount} row${csv.rowCount === 1 ? '' : 's'}; nested arrays and objects as JSON text.`);
      return csv.text;
    }
  }
}

/** Converts between JSON, YAML, TOON and CSV through one lossless data model. */
export function convertData(text: string, from: DataFormat, to: DataFormat, label = 'text'): { result: string; notes: string[] } {
  const { value, notes } = read(text, from, label);
  const result = write(value, to, label, notes);
  return { result, notes };
}
