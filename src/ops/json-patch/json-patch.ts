import { elide, InputError } from '../../core/errors.js';
import { formatFixed } from '../../core/display.js';
import { isDataObject, stringifyJson, type DataObject, type DataValue } from '../../formats/json.js';
import { jsonEqual, typeName } from './json-values.js';
import { ARRAY_INDEX, parsePointer, pointerOf, pointerProblem } from './json-pointer.js';

/** The operations of RFC 6902 §4, in its order. */
export const PATCH_OPS = ['add', 'remove', 'replace', 'move', 'copy', 'test'] as const;
export type PatchOp = (typeof PATCH_OPS)[number];

/**
 * Array items that insertions and removals may shift in all (each insert or removal before the end of an array moves
 * the items after it): 1,000,000 items at the front of a 1 MiB document's longest array could otherwise cost 10¹¹.
 */
export const MAX_SHIFTED_ITEMS = 50_000_000;

/** Values (every number, string, array, object…) that copy operations may copy in all: a patch could double the document 20 times. */
export const MAX_COPIED_VALUES = 1_000_000;

const OP_LIST = PATCH_OPS.join(', ');

/** A place in a message: '/a/b', or the whole document. */
function where(tokens: readonly string[], count = tokens.length): { en: string; es: string } {
  if (count === 0) return { en: 'the document root', es: 'la raíz del documento' };
  const pointer = `'${elide(pointerOf(tokens.slice(0, count)))}'`;
  return { en: pointer, es: pointer };
}

/** A value as it is written, shortened, for a failed test. */
function shown(value: DataValue): string {
  return elide(stringifyJson(value, 'min'));
}

type Container = DataObject | DataValue[];

/**
 * Applies an RFC 6902 patch to `document` (which it changes: pass a copy you may lose), operation by operation, and
 * returns the new document. Any failure — an operation malformed, a path that does not exist, a failed test — is an
 * InputError naming the operation's index (from 0) and why, and nothing of the result is returned: all or nothing.
 * Objects are Maps, so no path can reach a prototype ("__proto__" is an ordinary member name).
 */
export function applyPatch(document: DataValue, patch: DataValue): { result: DataValue; operations: number } {
  if (!Array.isArray(patch)) {
    const got = typeName(patch);
    throw new InputError(
      `patch: must be a JSON array of operations (RFC 6902), such as [{"op": "add", "path": "/a", "value": 1}], got ${got.en}`,
      `patch: debe ser un array JSON de operaciones (RFC 6902), como [{"op": "add", "path": "/a", "value": 1}], pero es ${got.es}`,
    );
  }
  let root = document;
  let shifted = 0;
  let copied = 0;

  patch.forEach((operation, index) => {
    let label = `${index}`;
    const fail = (en: string, es: string): never => {
      throw new InputError(`patch: operation ${label}: ${en}`, `patch: operación ${label}: ${es}`);
    };
    if (!isDataObject(operation)) {
      const got = typeName(operation);
      fail(
        `must be an object such as {"op": "add", "path": "/a", "value": 1}, got ${got.en}`,
        `debe ser un objeto como {"op": "add", "path": "/a", "value": 1}, pero es ${got.es}`,
      );
    }
    const op = (operation as DataObject).get('op');
    if (op === undefined) fail(`has no "op" member; use one of ${OP_LIST}`, `no tiene miembro "op"; usa uno de ${OP_LIST}`);
    if (typeof op !== 'string' || !(PATCH_OPS as readonly string[]).includes(op)) {
      const got = typeof op === 'string' ? `'${elide(op)}'` : typeName(op as DataValue).en;
      const gotEs = typeof op === 'string' ? got : typeName(op as DataValue).es;
      fail(`"op" must be one of ${OP_LIST} (in lowercase), got ${got}`, `"op" debe ser uno de ${OP_LIST} (en minúsculas), pero es ${gotEs}`);
    }
    const kind = op as PatchOp;
    label = `${index} (${kind})`;
    const member = operation as DataObject;

    /** A pointer member (path or from), read and checked. */
    const pointer = (name: 'path' | 'from'): string[] => {
      const text = member.get(name);
      if (text === undefined) {
        fail(`has no "${name}" member (a JSON Pointer such as "/a/0", or "" for the whole document)`, `no tiene miembro "${name}" (un JSON Pointer como "/a/0", o "" para el documento entero)`);
      }
      if (typeof text !== 'string') {
        const got = typeName(text as DataValue);
        fail(`"${name}" must be a string (a JSON Pointer such as "/a/0"), got ${got.en}`, `"${name}" debe ser una cadena (un JSON Pointer como "/a/0"), pero es ${got.es}`);
      }
      const problem = pointerProblem(text as string);
      if (problem) fail(`"${name}" '${elide(text as string)}' is not a JSON Pointer: ${problem.en}`, `"${name}" '${elide(text as string)}' no es un JSON Pointer: ${problem.es}`);
      return parsePointer(text as string);
    };
    const value = (): DataValue => {
      if (!member.has('value')) fail('has no "value" member (null is a value; leave nothing out)', 'no tiene miembro "value" (null es un valor; no lo omitas)');
      return member.get('value')!;
    };

    /** The value at `tokens`: every step must exist (an array index in range, never '-'). */
    const get = (tokens: readonly string[], count = tokens.length): DataValue => {
      let current = root;
      for (let i = 0; i < count; i++) {
        const token = tokens[i]!;
        if (isDataObject(current)) {
          if (!current.has(token)) {
            const at = where(tokens, i);
            const missing = where(tokens, i + 1);
            fail(`nothing at ${missing.en}: the object at ${at.en} has no member '${elide(token)}'`, `no hay nada en ${missing.es}: el objeto en ${at.es} no tiene el miembro '${elide(token)}'`);
          }
          current = current.get(token)!;
        } else if (Array.isArray(current)) {
          current = current[arrayIndex(current, token, tokens, i, false)]!;
        } else {
          const at = where(tokens, i);
          const missing = where(tokens, i + 1);
          const type = typeName(current);
          fail(`nothing at ${missing.en}: the value at ${at.en} is ${type.en}, not an object or an array`, `no hay nada en ${missing.es}: el valor en ${at.es} es ${type.es}, no un objeto ni un array`);
        }
      }
      return current;
    };

    /** An index into `array` (`adding`: its length and '-' too, where add puts a value). */
    const arrayIndex = (array: DataValue[], token: string, tokens: readonly string[], step: number, adding: boolean): number => {
      const at = (): { en: string; es: string } => where(tokens, step);
      const missing = (): { en: string; es: string } => where(tokens, step + 1);
      if (token === '-') {
        if (adding) return array.length;
        fail(
          `nothing at ${missing().en}: '-' stands for the end of the array at ${at().en}, past its last item; only add, move and copy can put a value there`,
          `no hay nada en ${missing().es}: '-' representa el final del array en ${at().es}, después de su último elemento; solo add, move y copy pueden poner un valor allí`,
        );
      }
      if (!ARRAY_INDEX.test(token)) {
        fail(
          `'${elide(token)}' is not an index of the array at ${at().en}: use 0, 1, 2… without leading zeros${adding ? ', or - for its end' : ''}`,
          `'${elide(token)}' no es un índice del array en ${at().es}: usa 0, 1, 2… sin ceros a la izquierda${adding ? ', o - para su final' : ''}`,
        );
      }
      const n = array.length;
      const index = token.length > 15 ? Infinity : Number(token);
      const last = adding ? n : n - 1;
      if (index > last) {
        const count = `${n.toLocaleString('en-US')} item${n === 1 ? '' : 's'}`;
        const countEs = `${formatFixed(n, 'es', 0)} elemento${n === 1 ? '' : 's'}`;
        const range = adding ? `0 to ${n}, or -` : n === 0 ? 'none' : `0 to ${n - 1}`;
        const rangeEs = adding ? `de 0 a ${n}, o -` : n === 0 ? 'ninguno' : `de 0 a ${n - 1}`;
        fail(
          `${adding ? `cannot put a value at ${missing().en}` : `nothing at ${missing().en}`}: the array at ${at().en} has ${count} (indexes: ${range})`,
          `${adding ? `no se puede poner un valor en ${missing().es}` : `no hay nada en ${missing().es}`}: el array en ${at().es} tiene ${countEs} (índices: ${rangeEs})`,
        );
      }
      return index;
    };

    /** The container holding the last token of `tokens`, which must not be the root. */
    const parent = (tokens: readonly string[]): Container => {
      const holder = get(tokens, tokens.length - 1);
      if (isDataObject(holder) || Array.isArray(holder)) return holder;
      const at = where(tokens, tokens.length - 1);
      const target = where(tokens);
      const type = typeName(holder);
      return fail(
        `cannot reach ${target.en}: the value at ${at.en} is ${type.en}, not an object or an array`,
        `no se puede llegar a ${target.es}: el valor en ${at.es} es ${type.es}, no un objeto ni un array`,
      );
    };

    const shift = (items: number): void => {
      shifted += items;
      if (shifted > MAX_SHIFTED_ITEMS) {
        fail(
          `the patch's insertions and removals would shift more than ${MAX_SHIFTED_ITEMS.toLocaleString('en-US')} array items in all ` +
            '(each one before the end of an array moves every item after it); send fewer operations on long arrays, or replace the array whole',
          `las inserciones y eliminaciones del parche desplazarían más de ${formatFixed(MAX_SHIFTED_ITEMS, 'es', 0)} elementos de arrays en total ` +
            '(cada una antes del final de un array mueve todos los elementos que le siguen); envía menos operaciones sobre arrays largos, o sustituye el array entero',
        );
      }
    };

    const add = (tokens: readonly string[], item: DataValue): void => {
      if (tokens.length === 0) {
        root = item;
        return;
      }
      const holder = parent(tokens);
      const token = tokens[tokens.length - 1]!;
      if (isDataObject(holder)) holder.set(token, item);
      else {
        const index = arrayIndex(holder, token, tokens, tokens.length - 1, true);
        if (index === holder.length) holder.push(item);
        else {
          shift(holder.length - index);
          holder.splice(index, 0, item);
        }
      }
    };

    const remove = (tokens: readonly string[]): DataValue => {
      if (tokens.length === 0) {
        fail("cannot remove the whole document (path ''); use replace to change it", "no se puede eliminar el documento entero (path ''); usa replace para cambiarlo");
      }
      const removed = get(tokens);
      const holder = parent(tokens);
      const token = tokens[tokens.length - 1]!;
      if (isDataObject(holder)) holder.delete(token);
      else {
        const index = Number(token);
        shift(holder.length - index - 1);
        holder.splice(index, 1);
      }
      return removed;
    };

    switch (kind) {
      case 'add': {
        const path = pointer('path');
        add(path, value());
        break;
      }
      case 'remove':
        remove(pointer('path'));
        break;
      case 'replace': {
        const path = pointer('path');
        const item = value();
        get(path);
        if (path.length === 0) root = item;
        else {
          const holder = parent(path);
          const token = path[path.length - 1]!;
          if (isDataObject(holder)) holder.set(token, item);
          else holder[Number(token)] = item;
        }
        break;
      }
      case 'move': {
        const from = pointer('from');
        const path = pointer('path');
        if (from.length < path.length && from.every((token, i) => token === path[i])) {
          fail(
            `cannot move ${where(from).en} into ${where(path).en}, a place inside itself`,
            `no se puede mover ${where(from).es} a ${where(path).es}, un lugar dentro de sí mismo`,
          );
        }
        if (from.length === path.length && from.every((token, i) => token === path[i])) get(from); // a move onto itself changes nothing
        else add(path, remove(from));
        break;
      }
      case 'copy': {
        const from = pointer('from');
        const path = pointer('path');
        const copy = deepCopy(get(from), (count) => {
          copied += count;
          if (copied > MAX_COPIED_VALUES) {
            fail(
              `the patch's copy operations would copy more than ${MAX_COPIED_VALUES.toLocaleString('en-US')} values (numbers, strings, arrays, objects…) in all; copy less`,
              `las operaciones copy del parche copiarían más de ${formatFixed(MAX_COPIED_VALUES, 'es', 0)} valores (números, cadenas, arrays, objetos…) en total; copia menos`,
            );
          }
        });
        add(path, copy);
        break;
      }
      case 'test': {
        const path = pointer('path');
        const expected = value();
        const actual = get(path);
        if (!jsonEqual(actual, expected)) {
          const at = where(path);
          fail(`test failed: the value at ${at.en} is ${shown(actual)}, not ${shown(expected)}`, `la prueba falla: el valor en ${at.es} es ${shown(actual)}, no ${shown(expected)}`);
        }
        break;
      }
    }
  });
  return { result: root, operations: patch.length };
}

/** A copy of `value` sharing nothing with it, without recursion; `count` is told of every 10,000 values copied (and the rest). */
export function deepCopy(value: DataValue, count: (values: number) => void): DataValue {
  if (value === null || typeof value !== 'object' || !(Array.isArray(value) || isDataObject(value))) {
    count(1);
    return value;
  }
  let pending = 0;
  const tally = () => {
    if (++pending === 10_000) {
      count(pending);
      pending = 0;
    }
  };
  const copyOf = (item: DataValue): DataValue => (Array.isArray(item) ? [] : isDataObject(item) ? new Map() : item);
  const top = copyOf(value);
  const sources: DataValue[] = [value];
  const targets: DataValue[] = [top];
  tally();
  while (sources.length > 0) {
    const source = sources.pop()!;
    const target = targets.pop()!;
    if (Array.isArray(source)) {
      const into = target as DataValue[];
      for (const item of source) {
        tally();
        const made = copyOf(item);
        into.push(made);
        if (made !== item) (sources.push(item), targets.push(made));
      }
    } else {
      const into = target as DataObject;
      for (const [key, item] of source as DataObject) {
        tally();
        const made = copyOf(item);
        into.set(key, made);
        if (made !== item) (sources.push(item), targets.push(made));
      }
    }
  }
  count(pending);
  return top;
}
