import { parse, TomlDate, TomlError } from 'smol-toml';
import { elide, formatPath, InputError } from '../core/errors.js';
import { MAX_RESPONSE_BYTES } from '../core/limits.js';
import type { Localized } from '../core/locale.js';
import { isDataObject, isLosslessNumber, LosslessNumber, MAX_DEPTH, type DataObject, type DataValue } from './json.js';
import { tooLarge } from './limit-errors.js';

/**
 * TOML 1.0 as data. Read by smol-toml (integers as BigInt, so every one of TOML's 64-bit integers keeps its digits);
 * floats are IEEE 754 doubles in TOML, written with the shortest digits that read back the same and a ".0" when they
 * would look like integers; inf and nan are refused, as JSON has no form for them; dates and times become RFC 3339
 * strings (see dateText). Written by this file: numbers as their digits, integers within 64 bits, keys in their order.
 */

/** A key path for a message: "servers[0].port", or "the document" for the root. */
function pathText(path: readonly PropertyKey[], locale: 'en' | 'es' = 'en'): string {
  if (path.length === 0) return locale === 'es' ? 'el documento' : 'the document';
  return formatPath(path);
}

/**
 * A TOML date or time as RFC 3339 text, as the reader keeps it: an offset date-time (1979-05-27T07:32:00Z,
 * 1979-05-27T00:32:00.999-07:00), a local date-time (1979-05-27T07:32:00), a local date (1979-05-27) or a local time
 * (07:32:00). A space between date and time becomes T; fractional seconds are kept to the millisecond (the reader's
 * precision) and left out when zero.
 */
function dateText(date: TomlDate): string {
  return date.toISOString().replace(/\.000(?=$|Z|[+-])/, '');
}

/** The Spanish words for smol-toml's messages (its first line), by their English text. */
const TOML_MESSAGES_ES: Readonly<Record<string, string>> = {
  'control characters are not allowed in comments': 'no se admiten caracteres de control en los comentarios',
  'control characters are not allowed in strings': 'no se admiten caracteres de control en las cadenas',
  'document contains excessively nested structures. aborting.': 'el documento tiene estructuras anidadas en exceso',
  'each key-value declaration must be followed by an end-of-line': 'cada par clave-valor debe ir seguido de un salto de línea',
  'expected comma or end of structure': 'se esperaba una coma o el final de la estructura',
  'expected end of table array declaration': 'se esperaba el final de la declaración de la lista de tablas',
  'illegal character in key': 'carácter no válido en una clave',
  'illegal character in numeric literal': 'carácter no válido en un número',
  'illegal empty bare key': 'clave sin comillas vacía',
  'illegal leading zero': 'cero inicial no permitido',
  'illegal quoted key: multiline strings are not allowed': 'clave entre comillas no válida: no se admiten cadenas multilínea',
  'illegal underscore': 'guion bajo no permitido',
  'incomplete key-value: cannot find end of key': 'par clave-valor incompleto: no se encuentra el final de la clave',
  'integer value cannot be represented losslessly': 'el entero no cabe en 64 bits',
  'invalid date': 'fecha no válida',
  'invalid date-time: date part is malformed': 'fecha y hora no válidas: la fecha está mal formada',
  'invalid date-time: time part is malformed': 'fecha y hora no válidas: la hora está mal formada',
  'invalid escape: only line-ending whitespace may be escaped': 'escape no válido: solo se puede escapar el espacio al final de una línea',
  'invalid non-hex character in unicode escape': 'carácter no hexadecimal en un escape Unicode',
  'invalid unicode escape': 'escape Unicode no válido',
  'invalid value': 'valor no válido',
  'trying to redefine an already defined value': 'se intenta redefinir un valor ya definido',
  'trying to redefine an already defined table or value': 'se intenta redefinir una tabla o un valor ya definidos',
  'unexpected end of key': 'final de clave inesperado',
  'unfinished array': 'lista sin terminar',
  'unfinished numeric value': 'número sin terminar',
  'unfinished string': 'cadena sin terminar',
  'unfinished table': 'tabla sin terminar',
  'unrecognised escape sequence': 'secuencia de escape desconocida',
};

function tomlError(error: TomlError, label: string): InputError {
  const what = error.message.replace(/^Invalid TOML document: /, '').split('\n')[0]!;
  return new InputError(
    `${label}: invalid TOML at line ${error.line}, column ${error.column}: ${what}`,
    `${label}: TOML no válido en la línea ${error.line}, columna ${error.column}: ${TOML_MESSAGES_ES[what] ?? 'error de sintaxis'}`,
  );
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A TOML float as JSON number text: the shortest digits that read back the same, with ".0" when it looks like an integer. */
function floatText(value: number): string {
  if (Object.is(value, -0)) return '-0.0';
  const text = String(value);
  return /[.e]/.test(text) ? text : `${text}.0`;
}

/** Reads a TOML 1.0 document as data; its tables keep their keys in the reader's order (see the description). */
export function parseToml(text: string, label = 'toml'): DataValue {
  let document: Record<string, unknown>;
  try {
    document = parse(text, { integersAsBigInt: true, maxDepth: MAX_DEPTH });
  } catch (error) {
    if (error instanceof TomlError) throw tomlError(error, label);
    if (error instanceof RangeError) throw tooDeep(label);
    throw error;
  }
  // Converted without recursion: [[a.a.a…]] headers can nest tables as deep as the text is long. A container's path
  // is kept as a link to its parent's, and spelled out only for a message.
  interface Work {
    readonly source: unknown;
    readonly target: DataValue[] | DataObject;
    readonly depth: number;
    readonly parent: Work | undefined;
    readonly key: PropertyKey;
  }
  const pathOf = (work: Work, key: PropertyKey): PropertyKey[] => {
    const keys = [key];
    for (let at: Work | undefined = work; at?.parent; at = at.parent) keys.unshift(at.key);
    return keys;
  };
  const root: DataObject = new Map();
  const pending: Work[] = [{ source: document, target: root, depth: 1, parent: undefined, key: '' }];
  const convert = (work: Work, key: PropertyKey, item: unknown): DataValue => {
    if (typeof item === 'bigint') {
      if (item < INT64_MIN || item > INT64_MAX) {
        const path = formatPath(pathOf(work, key));
        throw new InputError(
          `${label}: ${path} is ${elide(item.toString())}, beyond TOML's 64-bit integers (TOML 1.0 requires them to be refused)`,
          `${label}: ${path} es ${elide(item.toString())}, fuera de los enteros de 64 bits de TOML (TOML 1.0 exige rechazarlo)`,
        );
      }
      return new LosslessNumber(item.toString());
    }
    if (typeof item === 'string' || typeof item === 'boolean') return item;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) {
        const path = formatPath(pathOf(work, key));
        throw new InputError(`${label}: ${path} is ${special(item)}, which JSON has no form for`, `${label}: ${path} es ${special(item)}, que no se puede escribir en JSON`);
      }
      return new LosslessNumber(floatText(item));
    }
    if (item instanceof TomlDate) return dateText(item);
    if (work.depth >= MAX_DEPTH) throw tooDeep(label);
    const value: DataValue[] | DataObject = Array.isArray(item) ? [] : new Map();
    pending.push({ source: item, target: value, depth: work.depth + 1, parent: work, key });
    return value;
  };
  while (pending.length > 0) {
    const work = pending.pop()!;
    const { source, target } = work;
    if (Array.isArray(source)) {
      const list = target as DataValue[];
      for (let i = 0; i < source.length; i++) list.push(convert(work, i, source[i]));
    } else {
      const object = target as DataObject;
      for (const key of Object.keys(source as object)) object.set(key, convert(work, key, (source as Record<string, unknown>)[key]));
    }
  }
  return root;
}

/** inf, -inf or nan, as TOML writes them. */
const special = (value: number) => (Number.isNaN(value) ? 'nan' : value > 0 ? 'inf' : '-inf');

function tooDeep(label: string): InputError {
  return new InputError(`${label}: nesting deeper than ${MAX_DEPTH} levels`, `${label}: anidamiento de más de ${MAX_DEPTH} niveles`);
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

const TOML_ADVICE: Localized = { en: 'use a smaller document', es: 'usa un documento más pequeño' };
const BARE_KEY = /^[A-Za-z0-9_-]+$/;
const ESCAPES: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r' };

function isTable(value: DataValue): value is DataObject {
  return isDataObject(value);
}

/** A non-empty array of tables: written as [[name]] sections where the layout allows. */
function isTableArray(value: DataValue): value is DataObject[] {
  return Array.isArray(value) && value.length > 0 && value.every(isDataObject);
}

/**
 * TOML text for data: a table (an object) at the top; every key in its order, a table's plain values first and its
 * tables after as [sections] and [[arrays of tables]] — where a plain value comes after a table in the data, the
 * tables before it are written inline ({ … }) so that the order is kept. null has no TOML form and is refused with
 * its path; so are integers beyond 64 bits and lone surrogates. `budget` is the most characters the result may take.
 */
export function stringifyToml(value: DataValue, label = 'toml', budget = MAX_RESPONSE_BYTES): string {
  const refuse = (en: string, es: string): never => {
    throw new InputError(`${label}: ${en}`, `${label}: ${es}`);
  };
  if (!isTable(value)) {
    const found = Array.isArray(value) ? 'an array' : 'a single value';
    const foundEs = Array.isArray(value) ? 'una lista' : 'un valor suelto';
    refuse(`a TOML document is a table: send an object (found ${found}); wrap it, as {"items": …}`, `un documento TOML es una tabla: envía un objeto (se encontró ${foundEs}); envuélvelo, como {"items": …}`);
  }
  let out = '';
  const emit = (piece: string): void => {
    out += piece;
    if (out.length > budget) throw tooLarge(label, out.length, TOML_ADVICE);
  };
  const path: PropertyKey[] = [];
  const key = (name: string): string => {
    if (BARE_KEY.test(name)) return name;
    return `"${stringBody(name)}"`;
  };
  const stringBody = (text: string): string => {
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.exec(text);
    if (lone) {
      const code = lone[0].charCodeAt(0).toString(16).toUpperCase();
      refuse(
        `the text at ${pathText(path)} holds a lone surrogate (U+${code}), which TOML cannot hold`,
        `el texto de ${pathText(path, 'es')} contiene un sustituto suelto (U+${code}), que TOML no admite`,
      );
    }
    return text.replace(/["\\\u0000-\u001f\u007f]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  };
  /** An inline value: a scalar, an array, or an inline table; `path` ends with its key or index. */
  const inline = (item: DataValue): string => {
    if (item === null) {
      refuse(
        `null at ${pathText(path)} has no TOML form; remove the key or give it a value`,
        `null en ${pathText(path, 'es')} no tiene forma en TOML; quita la clave o dale un valor`,
      );
    }
    if (typeof item === 'boolean') return String(item);
    if (typeof item === 'string') return `"${stringBody(item)}"`;
    if (isLosslessNumber(item)) {
      const digits = item.value;
      if (/^-?\d+$/.test(digits)) {
        const integer = BigInt(digits);
        if (integer < INT64_MIN || integer > INT64_MAX) {
          refuse(
            `${elide(digits)} at ${pathText(path)} is beyond TOML's 64-bit integers; send it as a string`,
            `${elide(digits)} en ${pathText(path, 'es')} supera los enteros de 64 bits de TOML; envíalo como cadena`,
          );
        }
      }
      return digits;
    }
    const parts: string[] = [];
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        path.push(i);
        parts.push(inline(item[i]!));
        path.pop();
      }
      return `[${parts.join(', ')}]`;
    }
    for (const [name, member] of item as DataObject) {
      path.push(name);
      parts.push(`${key(name)} = ${inline(member)}`);
      path.pop();
    }
    return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
  };
  /** Writes a table's body: its plain values, then its sections; `header` is its dotted name ("" at the top). */
  const table = (object: DataObject, header: string): void => {
    const entries = [...object];
    let lastPlain = -1;
    entries.forEach(([, member], i) => {
      if (!isTable(member) && !isTableArray(member)) lastPlain = i;
    });
    const sections: number[] = [];
    entries.forEach(([name, member], i) => {
      if (i > lastPlain && (isTable(member) || isTableArray(member))) {
        sections.push(i);
        return;
      }
      path.push(name);
      emit(`${key(name)} = ${inline(member)}\n`);
      path.pop();
    });
    for (const i of sections) {
      const [name, member] = entries[i]!;
      const full = header === '' ? key(name) : `${header}.${key(name)}`;
      path.push(name);
      if (isTable(member)) {
        emit(`${out === '' ? '' : '\n'}[${full}]\n`);
        table(member, full);
      } else {
        (member as DataObject[]).forEach((each, index) => {
          path.push(index);
          emit(`${out === '' ? '' : '\n'}[[${full}]]\n`);
          table(each as DataObject, full);
          path.pop();
        });
      }
      path.pop();
    }
  };
  table(value as DataObject, '');
  return out;
}
