import { InputError } from '../../core/errors.js';
import { MAX_RESPONSE_BYTES, MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { formatFixed } from '../../core/display.js';
import { isLosslessNumber, LosslessNumber, type DataObject, type DataValue } from '../../formats/json.js';

/**
 * The bridge between the lossless data model of src/formats/json.ts (numbers as written, objects as Maps in key order)
 * and the plain JavaScript values both query libraries work on.
 *
 * The libraries get plain values: numbers as doubles (filters and arithmetic compare them), objects with no prototype
 * (a key "__proto__" or "constructor" is an ordinary key, never the prototype's). Beside them, `original` maps every
 * plain object and array back to the container it was made from, so a matched container is written from the lossless
 * model: its numbers with their digits, its keys in their order. A matched number alone is found again by its location
 * (JSONPath) or through `written` (JSONata).
 */
export interface Queryable {
  root: unknown;
  original: WeakMap<object, DataValue[] | DataObject>;
  /**
   * Doubles of the document whose written digits differ from how JavaScript writes the double (1.50, 1e5,
   * 12345678901234567890) → those digits; null where two different spellings in the document read as the same double.
   */
  written: Map<number, string | null>;
}

/**
 * The plain twin of `value`. `arrays`: whether arrays are mapped back too (JSONata, which returns them by identity);
 * JSONPath finds matches by location and needs only the objects' key order.
 */
export function toQueryable(value: DataValue, arrays = true): Queryable {
  const original = new WeakMap<object, DataValue[] | DataObject>();
  const written = new Map<number, string | null>();
  const convert = (item: DataValue): unknown => {
    if (item === null || typeof item !== 'object') return item;
    if (isLosslessNumber(item)) {
      const digits = item.value;
      const number = Number(digits);
      if (JSON.stringify(number) !== digits) {
        const known = written.get(number);
        if (known === undefined) written.set(number, digits);
        else if (known !== digits) written.set(number, null);
      }
      return number;
    }
    if (Array.isArray(item)) {
      const array = item.map(convert);
      if (arrays) original.set(array, item);
      return array;
    }
    const object: Record<string, unknown> = Object.create(null);
    // Nesting is at most MAX_DEPTH (1,000) levels: recursion that deep is safe on any thread's stack.
    for (const [key, child] of item) object[key] = convert(child);
    original.set(object, item);
    return object;
  };
  return { root: convert(value), original, written };
}

/** The English and Spanish advice when a result passes the response limit. */
export const ADVICE = {
  en: 'narrow the query (a more specific path, a filter, or an index) or use a smaller document',
  es: 'acota la consulta (una ruta más concreta, un filtro o un índice) o usa un documento más pequeño',
};

/** The 400 for a result that passes the response limit, found before it was written out. */
export function resultTooLarge(matches?: number): InputError {
  const after = matches === undefined ? '' : ` (after ${matches.toLocaleString('en-US')} matches)`;
  const afterEs = matches === undefined ? '' : ` (tras ${formatFixed(matches, 'es', 0)} coincidencias)`;
  return new InputError(
    `query: the result passes the ${MAX_RESPONSE_TEXT} response limit${after}; ${ADVICE.en}`,
    `query: el resultado pasa del límite de respuesta de 8 MiB (${formatFixed(MAX_RESPONSE_BYTES, 'es', 0)} bytes)${afterEs}; ${ADVICE.es}`,
  );
}

/**
 * Counts, at least, the bytes a result will take as minified JSON, and refuses as soon as they pass the response
 * limit: each value is measured once (a container's size is remembered), so a query that repeats a large subtree
 * many times is refused without walking it again, and the work done is bounded by the limit.
 */
export class OutputBudget {
  private used = 0;
  private readonly sizes = new WeakMap<object, number>();
  matches = 0;

  add(bytes: number): void {
    this.used += bytes;
    if (this.used > MAX_RESPONSE_BYTES) throw resultTooLarge(this.matches);
  }

  /** Adds the minified size of `value` (a lower bound of its size in the response). */
  addValue(value: DataValue): void {
    this.add(this.sizeOf(value));
  }

  private sizeOf(value: DataValue): number {
    if (value === null || value === true) return 4;
    if (value === false) return 5;
    if (typeof value === 'string') return value.length + 2;
    if (isLosslessNumber(value)) return value.value.length;
    const known = this.sizes.get(value);
    if (known !== undefined) return known;
    let size = 2;
    if (Array.isArray(value)) {
      size += Math.max(0, value.length - 1);
      for (const item of value) size += this.sizeOf(item);
    } else {
      size += Math.max(0, value.size - 1);
      for (const [key, item] of value) size += key.length + 3 + this.sizeOf(item);
    }
    this.sizes.set(value, size);
    return size;
  }
}

/**
 * A plain value a JSONata expression returned, in the lossless model: a container of the document (the same object)
 * comes back as it was read; a number equal to one number of the document is written with that number's digits;
 * anything built by the expression is written as JavaScript writes it. Measured against the budget as it is built,
 * so a result that repeats the document many times over is refused early.
 */
export function fromPlain(value: unknown, doc: Queryable, budget: OutputBudget): DataValue {
  const convert = (item: unknown, depth: number): DataValue => {
    if (item === null || typeof item === 'boolean') {
      budget.add(item === false ? 5 : 4);
      return item;
    }
    if (typeof item === 'string') {
      budget.add(item.length + 2);
      return item;
    }
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) {
        throw new InputError(
          `query: the result holds ${item}, which JSON cannot hold; check the arithmetic`,
          `query: el resultado contiene ${item}, que JSON no puede representar; revisa la aritmética`,
        );
      }
      const digits = doc.written.get(item) ?? JSON.stringify(item);
      budget.add(digits.length);
      return new LosslessNumber(digits);
    }
    if (typeof item === 'function' || (typeof item === 'object' && isFunctionValue(item))) {
      throw new InputError(
        'query: the result holds a function, which JSON cannot hold; call it with its arguments, e.g. $uppercase("a") rather than $uppercase',
        'query: el resultado contiene una función, que JSON no puede representar; llámala con sus argumentos, p. ej. $uppercase("a") en lugar de $uppercase',
      );
    }
    if (typeof item !== 'object') {
      // undefined inside an array (JSON.stringify writes null there); other types cannot come from JSONata.
      budget.add(4);
      return null;
    }
    const known = doc.original.get(item);
    if (known !== undefined) {
      budget.addValue(known);
      return known;
    }
    if (depth >= MAX_RESULT_DEPTH) {
      throw new InputError(
        `query: the result is nested deeper than ${MAX_RESULT_DEPTH} levels; build a flatter result`,
        `query: el resultado tiene más de ${MAX_RESULT_DEPTH} niveles de anidamiento; construye un resultado más plano`,
      );
    }
    if (Array.isArray(item)) {
      budget.add(2 + Math.max(0, item.length - 1));
      return item.map((child) => convert(child, depth + 1));
    }
    const object: DataObject = new Map();
    budget.add(2);
    for (const key of Object.keys(item)) {
      const child = (item as Record<string, unknown>)[key];
      if (child === undefined) continue; // as JSON.stringify: a member without a value is left out
      budget.add(key.length + 4);
      object.set(key, convert(child, depth + 1));
    }
    return object;
  };
  return convert(value, 0);
}

/** Deepest result JSONata may build: the document's own limit (src/formats/json.ts). */
const MAX_RESULT_DEPTH = 1000;

/** JSONata's own functions and lambdas are objects marked as such. */
function isFunctionValue(item: object): boolean {
  const marked = item as { _jsonata_function?: unknown; _jsonata_lambda?: unknown };
  return marked._jsonata_function === true || marked._jsonata_lambda === true;
}
