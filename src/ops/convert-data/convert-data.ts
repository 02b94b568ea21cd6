import type { Locale, Localized } from '../../core/locale.js';
import { formatNumber } from '../../core/display.js';
import { parseCsv, writeCsv } from '../../formats/csv.js';
import { jsonResultBytes, parseJson, stringifyJson, type DataValue } from '../../formats/json.js';
import { fromToon, toToon } from '../../formats/toon.js';
import { parseYaml, stringifyYaml, yamlResultBytes } from '../../formats/yaml.js';
import { assertFits } from '../../formats/limit-errors.js';
import { parseToml, stringifyToml } from '../../formats/toml.js';
import { parseXmlData, stringifyXmlData } from '../../formats/xml.js';
import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import { jsonStringBytes } from '../../formats/json.js';

import type { DataFormat } from './data-formats.js';

/** Spaces per level in JSON, YAML and TOON output. */
const INDENT = 2;

interface Read {
  value: DataValue;
  notes: string[];
}

/** "2 rows" · "2 filas": a count and its noun, [singular, plural] in each language. */
function counted(n: number, nouns: { en: readonly [string, string]; es: readonly [string, string] }, locale: Locale): string {
  const noun = nouns[locale][n === 1 ? 0 : 1];
  return locale === 'es' ? `${formatNumber(n, 'es')} ${noun}` : `${n} ${noun}`;
}

const ROWS = { en: ['row', 'rows'], es: ['fila', 'filas'] } as const;
const COLUMNS = { en: ['column', 'columns'], es: ['columna', 'columnas'] } as const;

/**
 * Reads `text` in `format` as data; every error names the field (`label`) and says where. `to` is what it will be
 * written as; the notes are in `locale`.
 */
function read(text: string, format: DataFormat, label: string, to: DataFormat, locale: Locale): Read {
  switch (format) {
    case 'json':
      return { value: parseJson(text, label), notes: [] };
    case 'yaml': {
      const { value, documents } = parseYaml(text, label);
      const note =
        locale === 'es'
          ? `El flujo YAML contiene ${formatNumber(documents, 'es')} documentos; se han convertido en una lista, en orden.`
          : `The YAML stream holds ${documents} documents; they became an array, in order.`;
      return { value, notes: documents > 1 ? [note] : [] };
    }
    case 'toon':
      return { value: fromToon(text, { indent: INDENT, strict: true }, label), notes: [] };
    case 'csv': {
      // Rows become objects that repeat their keys in JSON and YAML: counted while reading. TOON and CSV write a table.
      const csv = parseCsv(text, label, { answer: to === 'json' || to === 'yaml' ? 'rows' : 'table' });
      const shape = `${counted(csv.rowCount, ROWS, locale)} × ${counted(csv.columns.length, COLUMNS, locale)}`;
      const note =
        locale === 'es'
          ? `Delimitador CSV detectado: ${csv.delimiter === '\t' ? 'tabulador' : `'${csv.delimiter}'`}; ${shape}; los números, los booleanos ` +
            'y los campos vacíos (nulos) toman su tipo solo donde no se pierde nada.'
          : `CSV delimiter detected: ${csv.delimiter === '\t' ? 'tab' : `'${csv.delimiter}'`}; ${shape}; numbers, true/false and empty fields ` +
            '(null) typed where nothing is lost.';
      return { value: csv.rows, notes: [note] };
    }
    case 'xml': {
      const xml = parseXmlData(text, label);
      const notes: string[] = [];
      if (xml.dropped) {
        notes.push(
          locale === 'es'
            ? 'Se han omitido los comentarios, las instrucciones de procesamiento y el DOCTYPE: los datos no tienen sitio para ellos.'
            : 'Comments, processing instructions and the DOCTYPE were left out: data has no place for them.',
        );
      }
      if (xml.mixed) {
        notes.push(
          locale === 'es'
            ? 'Un elemento tenía texto junto a elementos hijos (contenido mixto): sus fragmentos, sin los espacios de los extremos, se han unido con un espacio en "#text".'
            : 'An element held text beside child elements (mixed content): its pieces, trimmed, were joined with a space into "#text".',
        );
      }
      return { value: xml.value, notes };
    }
    case 'toml':
      return { value: parseToml(text, label), notes: [] };
  }
}

/** Bytes of the response around the result: `{"result":"","notes":[…]}` with the notes known so far. */
function envelope(notes: readonly string[]): number {
  return JSON.stringify({ result: '', notes }).length;
}

const LAYOUT_ADVICE: Localized = {
  en: 'use a smaller or less deeply nested document (indentation is repeated on every line)',
  es: 'usa un documento más pequeño o menos anidado (la sangría se repite en cada línea)',
};

/**
 * Writes `value` in `format`. Each writer's result is checked against the response limit before it is built: JSON and
 * YAML by a walk that measures it (exactly for JSON, from below for YAML), TOON and CSV while they write.
 */
function write(value: DataValue, format: DataFormat, label: string, notes: string[], locale: Locale): string {
  switch (format) {
    case 'json':
      assertFits(label, envelope(notes) + jsonResultBytes(value, INDENT), LAYOUT_ADVICE);
      return stringifyJson(value, INDENT);
    case 'yaml':
      assertFits(label, envelope(notes) + yamlResultBytes(value), LAYOUT_ADVICE);
      return stringifyYaml(value, label);
    case 'toon':
      return toToon(value, { indent: INDENT, envelopeBytes: envelope(notes) }, label);
    case 'csv': {
      const csv = writeCsv(value, label, { envelopeBytes: () => envelope(notes) });
      const columns = counted(csv.columns.length, COLUMNS, locale);
      const rows = counted(csv.rowCount, ROWS, locale);
      notes.push(
        locale === 'es'
          ? `CSV escrito con ${columns} (todas las claves, en el orden en que aparecen) y ${rows}; las listas y los objetos anidados, como texto JSON.`
          : `CSV written with ${columns} (every key, in first-seen order) and ${rows}; nested arrays and objects as JSON text.`,
      );
      return csv.text;
    }
    case 'xml':
    case 'toml': {
      // Written with a character budget (a lower bound of the bytes), then measured exactly.
      const budget = MAX_RESPONSE_BYTES - envelope(notes);
      const text = format === 'xml' ? stringifyXmlData(value, label, budget) : stringifyToml(value, label, budget);
      assertFits(label, envelope(notes) + jsonStringBytes(text), LAYOUT_ADVICE);
      return text;
    }
  }
}

/** Converts between JSON, YAML, TOON, CSV, XML and TOML through one lossless data model; the notes are in `locale`. */
export function convertData(text: string, from: DataFormat, to: DataFormat, locale: Locale = 'en', label = 'text'): { result: string; notes: string[] } {
  const { value, notes } = read(text, from, label, to, locale);
  const result = write(value, to, label, notes, locale);
  return { result, notes };
}
