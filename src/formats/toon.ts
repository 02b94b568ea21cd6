import { formatFixed } from '../core/display.js';
import { elide, formatPath, InputError } from '../core/errors.js';
import { MAX_RESPONSE_BYTES } from '../core/limits.js';
import type { Localized } from '../core/locale.js';
import { loneSurrogateIndex } from '../core/unicode.js';
import { isDataObject, isLosslessNumber, jsonStringBytes, MAX_DEPTH, type DataObject, type DataValue, type LosslessNumber } from './json.js';
import { tooLarge } from './limit-errors.js';
import { decodeToon, ToonProblem } from './toon-decode.js';

export { MAX_TOON_ROW_VALUES } from './toon-decode.js';

/**
 * TOON (Token-Oriented Object Notation), specification 4.0 (https://github.com/toon-format/spec): the JSON data
 * model written with indentation, with arrays of uniform objects as tables whose keys are written once.
 *
 * Both directions are this project's own code, written to the reference implementation (@toon-format/toon 4.4.0)
 * rule for rule and checked against it and against the official conformance fixtures. The reference works on plain
 * JavaScript objects and numbers, so it would move integer-like keys ("10", "2") to the front and round
 * 12345678901234567890; and its nested generators cost time proportional to values × depth. Here objects are Maps,
 * numbers keep their digits, and every step is linear.
 */


export const TOON_SPEC_VERSION = '4.0' as const;

export type ToonDelimiter = ',' | '\t' | '|';

export interface ToToonOptions {
  /** Spaces per indentation level. */
  indent: number;
  /** Delimiter of inline arrays and tabular rows; comma by default. */
  delimiter?: ToonDelimiter;
  /**
   * Bytes of the caller's response around the TOON text (`{"result":"","toonSpecVersion":"4.0"}`), counted with the
   * text toward the response limit; 0 by default.
   */
  envelopeBytes?: number;
}

export interface FromToonOptions {
  /** Spaces per indentation level the document uses. */
  indent: number;
  /** Strict mode (the default): array lengths, row widths, indentation, blank lines and duplicate keys are checked. */
  strict?: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers

/** Stands for any exponent of more than 15 digits, so lengths stay exact integers (a length this large is only "too long"). */
const HUGE_EXPONENT = 1e15;

/** Already canonical per §2: no exponent, no leading zeros, no trailing fractional zeros, not -0. */
const CANONICAL_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;
const NUMBER_PARTS = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * The canonical decimal form TOON encoders must write (§2) of a JSON number token, exactly: the exponent expanded
 * (1e3 → 1000, 1E-7 → 0.0000001), trailing fractional zeros dropped (1.50 → 1.5, 2.0 → 2), any zero written 0
 * (-0 → 0). The value is unchanged, digit for digit. When the result would be longer than `limit` characters
 * (1e999999999 is a billion digits), its length is returned instead, without building it.
 */
export function canonicalNumber(token: string, limit = Number.POSITIVE_INFINITY): string | number {
  if (CANONICAL_NUMBER.test(token) && token !== '-0') return token.length <= limit ? token : token.length;
  const parts = NUMBER_PARTS.exec(token);
  if (!parts) throw new Error(`not a JSON number: ${token}`);
  const [, sign, integer, fraction = '', exponentText = '0'] = parts;
  const digits = integer! + fraction;
  let first = 0;
  while (first < digits.length && digits.charCodeAt(first) === 48) first++;
  if (first === digits.length) return '0';
  let end = digits.length;
  while (digits.charCodeAt(end - 1) === 48) end--;
  const significant = digits.slice(first, end);
  // The value is 0.<significant> × 10^point. An exponent of more than 15 digits is past any limit anyway.
  const exponent = exponentText.replace(/^[+-]/, '').length > 15 ? Math.sign(Number(exponentText)) * HUGE_EXPONENT : Number(exponentText);
  const point = integer!.length + exponent - first;
  const length =
    (sign === '-' ? 1 : 0) + (point <= 0 ? 2 - point + significant.length : point >= significant.length ? point : significant.length + 1);
  if (length > limit) return length;
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${significant}`
      : point >= significant.length
        ? significant + '0'.repeat(point - significant.length)
        : `${significant.slice(0, point)}.${significant.slice(point)}`;
  return sign + body;
}

// ---------------------------------------------------------------------------------------------------------------
// Checks before encoding

function codePoint(unit: number): string {
  return `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Where a value is in the data, in English and in Spanish ("users[2].name", "the top level"). */
function describePath(path: readonly (string | number)[]): Localized {
  return path.length === 0 ? { en: 'the top level', es: 'el nivel superior' } : { en: formatPath(path), es: formatPath(path) };
}

/** `what` (in English and in Spanish) holds half of a surrogate pair at `index`. */
function loneSurrogateError(label: string, what: Localized, text: string, index: number): InputError {
  const unit = codePoint(text.charCodeAt(index));
  return new InputError(
    `${label}: ${what.en} contains an unpaired surrogate (${unit}) at position ${index}; ` +
      'it is half of a character such as an emoji and cannot be written as TOON, which is UTF-8 text',
    `${label}: ${what.es} contiene un sustituto desemparejado (${unit}) en la posición ${index}; ` +
      'es la mitad de un carácter, como un emoji, y no se puede escribir en TOON, que es texto UTF-8',
  );
}

/** What to make smaller when the TOON text would pass the response limit. */
const TOON_ADVICE: Localized = {
  en: 'use a smaller or less deeply nested document (indentation is repeated on every line)',
  es: 'usa un documento más pequeño o menos anidado (la sangría se repite en cada línea)',
};


/**
 * Walks the data once, without recursion, before anything is written: nesting at most MAX_DEPTH, no lone surrogate
 * in a string or key, and numbers whose canonical form fits the response limit (1e9000000 is nine million digits:
 * refused from its exponent, before one is written). Returns those forms, for the numbers that are not already
 * canonical, so the encoder never works them out twice.
 */
function checkForToon(root: DataValue, label: string, envelopeBytes: number): Map<LosslessNumber, string> {
  const canonical = new Map<LosslessNumber, string>();
  let numberChars = 0;
  interface Visit {
    value: DataValue;
    parent: Visit | undefined;
    key: string | number;
    depth: number;
  }
  // The path is worked out only for a message, from each visit's parent and key.
  const pathOf = (visit: Visit): Localized => {
    const path: (string | number)[] = [];
    for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key);
    return describePath(path.reverse());
  };
  const stack: Visit[] = [{ value: root, parent: undefined, key: '', depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    if (value === null || typeof value === 'boolean') continue;
    if (typeof value === 'string') {
      const at = loneSurrogateIndex(value);
      if (at !== -1) {
        const path = pathOf(visit);
        throw loneSurrogateError(label, { en: `the string at ${path.en}`, es: `la cadena en ${path.es}` }, value, at);
      }
      continue;
    }
    if (isLosslessNumber(value)) {
      const text = canonicalNumber(value.value, MAX_RESPONSE_BYTES - envelopeBytes - numberChars);
      if (typeof text === 'number') {
        const characters = text < HUGE_EXPONENT ? text.toLocaleString('en-US') : `over ${HUGE_EXPONENT.toLocaleString('en-US')}`;
        const caracteres = text < HUGE_EXPONENT ? formatFixed(text, 'es', 0) : `más de ${formatFixed(HUGE_EXPONENT, 'es', 0)}`;
        const path = pathOf(visit);
        throw tooLarge(label, envelopeBytes + numberChars + text, {
          en:
            `TOON writes numbers out in full, without an exponent, and the number ${elide(value.value)} at ${path.en} ` +
            `takes ${characters} characters; write such numbers as strings`,
          es:
            `TOON escribe los números completos, sin exponente, y el número ${elide(value.value)} en ${path.es} ` +
            `ocupa ${caracteres} caracteres; escribe esos números como cadenas`,
        });
      }
      numberChars += text.length;
      if (text !== value.value) canonical.set(value, text);
      continue;
    }
    if (depth >= MAX_DEPTH) {
      const path = pathOf(visit);
      throw new InputError(`${label}: nesting deeper than ${MAX_DEPTH} levels at ${path.en}`, `${label}: anidamiento de más de ${MAX_DEPTH} niveles en ${path.es}`);
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i]!, parent: visit, key: i, depth: depth + 1 });
    } else {
      const entries = [...value];
      for (const [key] of entries) {
        const at = loneSurrogateIndex(key);
        if (at !== -1) {
          const path = pathOf(visit);
          throw loneSurrogateError(label, { en: `a key of the object at ${path.en}`, es: `una clave del objeto en ${path.es}` }, key, at);
        }
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], parent: visit, key: entries[i]![0], depth: depth + 1 });
    }
  }
  return canonical;
}

// ---------------------------------------------------------------------------------------------------------------
// Encoding: the reference encoder's layout rules (§5–§11), over Maps.

type Primitive = null | boolean | string | LosslessNumber;

interface Field {
  name: string;
  children?: Field[];
}

function isPrimitive(value: DataValue): value is Primitive {
  return value === null || typeof value !== 'object' || isLosslessNumber(value);
}

function isNonEmptyObject(value: DataValue): value is DataObject {
  return isDataObject(value) && value.size > 0;
}

const NUMERIC_LIKE = /^[+-]?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;
const UNQUOTED_KEY = /^[A-Z_][\w.]*$/i;

/** §7.1: only \\ \" \n \r \t, and \u00XX for the other control characters. */
function escapeString(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/[\u0000-\u001F]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** §7.2: a string is left unquoted only when it cannot read back as anything else. */
function isSafeUnquoted(value: string, delimiter: string): boolean {
  if (!value) return false;
  if (/^[ \t]|[ \t]$/.test(value)) return false;
  if (value === 'true' || value === 'false' || value === 'null' || NUMERIC_LIKE.test(value)) return false;
  if (value.includes(':') || value.includes('"') || value.includes('\\')) return false;
  if (/[[\]{}]/.test(value) || /[\u0000-\u001F]/.test(value)) return false;
  if (value.includes(delimiter)) return false;
  return !value.startsWith('-') && !value.startsWith('#');
}

function encodeKey(key: string): string {
  return UNQUOTED_KEY.test(key) ? key : `"${escapeString(key)}"`;
}

/** Classifies rows into a tabular field list, or undefined when they are not uniformly tabular. */
function tabularFields(rows: readonly DataObject[]): Field[] | undefined {
  if (rows.length === 0) return undefined;
  const names = [...rows[0]!.keys()];
  if (names.length === 0) return undefined;
  for (const row of rows) {
    if (row.size !== names.length) return undefined;
    for (const name of names) if (!row.has(name)) return undefined;
  }
  const fields: Field[] = [];
  for (const name of names) {
    const column = rows.map((row) => row.get(name)!);
    if (column.every(isPrimitive)) fields.push({ name });
    else {
      if (!column.every(isNonEmptyObject)) return undefined;
      const children = tabularFields(column as DataObject[]);
      if (!children) return undefined;
      fields.push({ name, children });
    }
  }
  return fields;
}

/** An object whose values are two or more uniform non-empty objects is written as a keyed table (§9.5). */
function keyedTabularFields(object: DataObject): Field[] | undefined {
  if (object.size < 2) return undefined;
  const values = [...object.values()];
  if (!values.every(isNonEmptyObject)) return undefined;
  return tabularFields(values as DataObject[]);
}

function rowLeaves(row: DataObject, fields: readonly Field[], leaves: Primitive[] = []): Primitive[] {
  for (const field of fields) {
    const value = row.get(field.name)!;
    if (field.children) rowLeaves(value as DataObject, field.children, leaves);
    else leaves.push(value as Primitive);
  }
  return leaves;
}

class Encoder {
  readonly lines: string[] = [];
  /**
   * Bytes of the text so far as a string in the JSON response, each line counted with a line break (\n, two bytes).
   * Past `maxBytes` lines are only measured, not kept: the refusal can then say how large the text would be without
   * the text being built.
   */
  bytes = 0;
  private readonly indents: string[] = [''];

  constructor(
    private readonly indentSize: number,
    private readonly delimiter: ToonDelimiter,
    private readonly canonical: Map<LosslessNumber, string>,
    private readonly maxBytes: number,
  ) {}

  private line(depth: number, content: string): void {
    let indent = this.indents[depth];
    if (indent === undefined) {
      indent = ' '.repeat(this.indentSize * depth);
      this.indents[depth] = indent;
    }
    this.bytes += indent.length + jsonStringBytes(content) + 2;
    if (this.bytes <= this.maxBytes) this.lines.push(indent + content);
  }

  private listItem(depth: number, content: string): void {
    this.line(depth, `- ${content}`);
  }

  private primitive(value: Primitive, delimiter: string = this.delimiter): string {
    if (value === null) return 'null';
    if (typeof value === 'boolean') return String(value);
    if (typeof value === 'string') return isSafeUnquoted(value, delimiter) ? value : `"${escapeString(value)}"`;
    return this.canonical.get(value) ?? value.value;
  }

  private joinPrimitives(values: readonly Primitive[]): string {
    return values.map((value) => this.primitive(value)).join(this.delimiter);
  }

  private fieldSegment(fields: readonly Field[]): string {
    return fields.map((field) => encodeKey(field.name) + (field.children ? `{${this.fieldSegment(field.children)}}` : '')).join(this.delimiter);
  }

  private header(length: number, key: string | undefined, fields?: readonly Field[], keyed = false): string {
    const delimiter = this.delimiter === ',' ? '' : this.delimiter;
    return `${key === undefined ? '' : encodeKey(key)}[${length}${keyed ? ':' : ''}${delimiter}]${fields ? `{${this.fieldSegment(fields)}}` : ''}:`;
  }

  private inlineArray(values: readonly Primitive[], key?: string): string {
    const header = this.header(values.length, key);
    return values.length === 0 ? header : `${header} ${this.joinPrimitives(values)}`;
  }

  root(value: DataValue): void {
    if (isPrimitive(value)) {
      // A leading byte-order mark would be stripped by decoders at line 1, so such a string is quoted.
      const text = typeof value === 'string' && value.startsWith('\uFEFF') ? `"${escapeString(value)}"` : this.primitive(value);
      if (text !== '') this.line(0, text);
    } else if (Array.isArray(value)) this.array(undefined, value, 0);
    else {
      const keyed = keyedTabularFields(value);
      if (keyed) this.keyedObject(undefined, value, keyed, 0);
      else this.objectFields(value, 0);
    }
  }

  private objectFields(object: DataObject, depth: number, skipFirst = false): void {
    let first = skipFirst;
    for (const [key, value] of object) {
      if (first) {
        first = false;
        continue;
      }
      this.keyValue(key, value, depth);
    }
  }

  private keyValue(key: string, value: DataValue, depth: number): void {
    if (isPrimitive(value)) this.line(depth, `${encodeKey(key)}: ${this.primitive(value)}`);
    else if (Array.isArray(value)) this.array(key, value, depth);
    else {
      const keyed = keyedTabularFields(value);
      if (keyed) this.keyedObject(key, value, keyed, depth);
      else {
        this.line(depth, `${encodeKey(key)}:`);
        this.objectFields(value, depth + 1);
      }
    }
  }

  private keyedObject(key: string | undefined, object: DataObject, fields: Field[], depth: number): void {
    this.line(depth, this.header(object.size, key, fields, true));
    this.keyedRows(object, fields, depth + 1);
  }

  private keyedRows(object: DataObject, fields: Field[], depth: number): void {
    for (const [entryKey, entry] of object) {
      this.line(depth, `${encodeKey(entryKey)}: ${this.joinPrimitives(rowLeaves(entry as DataObject, fields))}`);
    }
  }

  private tableRows(rows: readonly DataObject[], fields: Field[], depth: number): void {
    for (const row of rows) this.line(depth, this.joinPrimitives(rowLeaves(row, fields)));
  }

  private array(key: string | undefined, value: DataValue[], depth: number): void {
    if (value.length === 0) {
      this.line(depth, key === undefined ? '[]' : `${encodeKey(key)}: []`);
      return;
    }
    if (value.every(isPrimitive)) {
      this.line(depth, this.inlineArray(value, key));
      return;
    }
    if (value.every((item) => Array.isArray(item) && item.every(isPrimitive))) {
      this.line(depth, this.header(value.length, key));
      for (const item of value) this.listItem(depth + 1, this.inlineArray(item as Primitive[]));
      return;
    }
    if (value.every(isDataObject)) {
      const fields = tabularFields(value as DataObject[]);
      if (fields) {
        this.line(depth, this.header(value.length, key, fields));
        this.tableRows(value as DataObject[], fields, depth + 1);
        return;
      }
    }
    this.line(depth, this.header(value.length, key));
    for (const item of value) this.listItemValue(item, depth + 1);
  }

  private listItemValue(value: DataValue, depth: number): void {
    if (isPrimitive(value)) this.listItem(depth, this.primitive(value));
    else if (Array.isArray(value)) {
      if (value.every(isPrimitive)) this.listItem(depth, this.inlineArray(value));
      else {
        this.listItem(depth, this.header(value.length, undefined));
        for (const item of value) this.listItemValue(item, depth + 1);
      }
    } else this.objectAsListItem(value, depth);
  }

  /** §10: an object in a list; its first field shares the "- " line, the others follow one level deeper. */
  private objectAsListItem(object: DataObject, depth: number): void {
    if (object.size === 0) {
      this.line(depth, '-');
      return;
    }
    const [firstKey, firstValue] = object.entries().next().value!;
    if (Array.isArray(firstValue) && firstValue.length > 0 && firstValue.every(isDataObject)) {
      const fields = tabularFields(firstValue as DataObject[]);
      if (fields) {
        this.listItem(depth, this.header(firstValue.length, firstKey, fields));
        this.tableRows(firstValue as DataObject[], fields, depth + 2);
        this.objectFields(object, depth + 1, true);
        return;
      }
    }
    if (isDataObject(firstValue)) {
      const keyed = keyedTabularFields(firstValue);
      if (keyed) {
        this.listItem(depth, this.header(firstValue.size, firstKey, keyed, true));
        this.keyedRows(firstValue, keyed, depth + 2);
        this.objectFields(object, depth + 1, true);
        return;
      }
    }
    const key = encodeKey(firstKey);
    if (isPrimitive(firstValue)) this.listItem(depth, `${key}: ${this.primitive(firstValue)}`);
    else if (Array.isArray(firstValue)) {
      if (firstValue.length === 0) this.listItem(depth, `${key}: []`);
      else if (firstValue.every(isPrimitive)) this.listItem(depth, key + this.inlineArray(firstValue));
      else {
        this.listItem(depth, key + this.header(firstValue.length, undefined));
        for (const item of firstValue) this.listItemValue(item, depth + 2);
      }
    } else {
      this.listItem(depth, `${key}:`);
      this.objectFields(firstValue, depth + 2);
    }
    this.objectFields(object, depth + 1, true);
  }
}

/**
 * Data → TOON 4.0 text, keys in their order. Numbers are written with their exact digits in the canonical decimal
 * form §2 requires of encoders (see canonicalNumber: 1e3 → 1000, 1.50 → 1.5, -0 → 0; the value never changes).
 * Throws InputError, naming `label` and the path, for a lone surrogate or nesting deeper than MAX_DEPTH, and naming
 * `label` (resultTooLarge) when the text with `envelopeBytes` would pass the response limit: numbers are checked before
 * anything is written, the layout (indentation grows with depth) as it is written, keeping no line past the limit.
 */
export function toToon(value: DataValue, options: ToToonOptions, label = 'json'): string {
  const envelope = options.envelopeBytes ?? 0;
  const canonical = checkForToon(value, label, envelope);
  // The last line has no line break: the limit is 2 bytes higher than it would be with one.
  const encoder = new Encoder(options.indent, options.delimiter ?? ',', canonical, MAX_RESPONSE_BYTES - envelope + 2);
  encoder.root(value);
  const bytes = envelope + Math.max(0, encoder.bytes - 2);
  if (bytes > MAX_RESPONSE_BYTES) throw tooLarge(label, bytes, TOON_ADVICE);
  return encoder.lines.join('\n');
}

/** The specification's spaces per level, for encoding and for decoding (§12 options: indent, default 2). */
export const TOON_DEFAULT_INDENT = 2;

/**
 * Spaces per level of a TOON document: the indentation of its first indented line (in a valid strict document that
 * line is one level deep), or 2, the specification's default, when no line is indented. Comment lines do not count.
 */
export function detectToonIndent(text: string): number {
  for (const match of text.matchAll(/^( +)([^ \n])/gm)) {
    if (match[2] !== '#' && match[2] !== '\r' && match[2] !== '\t') return match[1]!.length;
  }
  return TOON_DEFAULT_INDENT;
}

/**
 * TOON 4.0 text → data, objects as Maps in document order. Numbers keep their exact digits whatever their size
 * (the lossless-first policy §2 recommends: 12345678901234567890 and 1e400 stay numbers); negative zero decodes
 * to 0 (§4), and a number is otherwise kept as written (1.5000 stays 1.5000). Errors are InputErrors naming
 * `label`, the line and what was expected ("toon: line 3: expected 2 tabular rows, found 3").
 */
export function fromToon(text: string, options: FromToonOptions, label = 'toon'): DataValue {
  const surrogate = loneSurrogateIndex(text);
  if (surrogate !== -1) {
    const lineStart = text.lastIndexOf('\n', surrogate - 1) + 1;
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < surrogate; i = text.indexOf('\n', i + 1)) line++;
    const unit = codePoint(text.charCodeAt(surrogate));
    throw new InputError(
      `${label}: line ${line}, column ${surrogate - lineStart + 1}: an unpaired surrogate (${unit}), ` +
        'half of a character such as an emoji; TOON is UTF-8 text and cannot contain it',
      `${label}: línea ${line}, columna ${surrogate - lineStart + 1}: un sustituto desemparejado (${unit}), ` +
        'la mitad de un carácter, como un emoji; TOON es texto UTF-8 y no puede contenerlo',
    );
  }
  try {
    return decodeToon(text, options.indent, options.strict ?? true);
  } catch (error) {
    if (error instanceof ToonProblem) {
      throw new InputError(
        `${label}: ${error.line === undefined ? '' : `line ${error.line}: `}${error.message}`,
        `${label}: ${error.line === undefined ? '' : `línea ${error.line}: `}${error.es}`,
      );
    }
    throw error;
  }
}
