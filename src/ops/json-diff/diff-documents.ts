import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import type { Localized } from '../../core/locale.js';
import { jsonStringBytes, parseJson, stringifyJson, type DataValue } from '../../formats/json.js';
import { tooLarge } from '../../formats/limit-errors.js';
import { diffJson, type Change, type ChangeKind, type PatchOperation } from './json-diff.js';

/** Changes listed one by one; the counts and the patch cover all of them. */
export const MAX_LISTED_CHANGES = 1_000;

export interface ListedChange {
  kind: ChangeKind;
  path: string;
  from: string | null;
  before: string | null;
  after: string | null;
}

export interface DiffResult {
  equal: boolean;
  added: number;
  removed: number;
  changed: number;
  moved: number;
  changes: ListedChange[];
  patch: string;
}

const ADVICE: Localized = {
  en: 'compare smaller documents, or parts of them (the patch repeats each changed value and its full path)',
  es: 'compara documentos más pequeños, o partes de ellos (el parche repite cada valor cambiado y su ruta completa)',
};

/** Bytes of a string in the response: its quotes and escapes, plus a comma. */
const inResponse = (text: string): number => jsonStringBytes(text) + 3;

/**
 * Reads the two documents (numbers kept as written), compares them (json-diff.ts) and writes the result: the first
 * changes, every count, and the patch as JSON text, one operation a line. The answer's size is counted as it grows, and
 * a diff whose answer would pass the response limit stops there with a 400, before more is built.
 */
export function diffDocuments(beforeText: string, afterText: string, arrayKey: string | undefined): DiffResult {
  const before = parseJson(beforeText, 'before');
  const after = parseJson(afterText, 'after');
  const counts: Record<ChangeKind, number> = { added: 0, removed: 0, changed: 0, moved: 0 };
  const changes: ListedChange[] = [];
  const operations: string[] = [];
  let bytes = 200;
  const grow = (more: number): void => {
    bytes += more;
    if (bytes > MAX_RESPONSE_BYTES) throw tooLarge('after', bytes, ADVICE);
  };
  const text = (value: DataValue | undefined): string | null => {
    if (value === undefined) return null;
    const written = stringifyJson(value, 'min');
    grow(inResponse(written));
    return written;
  };
  diffJson(before, after, arrayKey === '' ? undefined : arrayKey, {
    change(change: Change) {
      counts[change.kind]++;
      if (changes.length >= MAX_LISTED_CHANGES) return;
      grow(60 + inResponse(change.path) + (change.from === undefined ? 0 : inResponse(change.from)));
      changes.push({ kind: change.kind, path: change.path, from: change.from ?? null, before: text(change.before), after: text(change.after) });
    },
    operation(operation: PatchOperation) {
      let line = `{"op":"${operation.op}",`;
      if (operation.from !== undefined) line += `"from":${JSON.stringify(operation.from)},`;
      line += `"path":${JSON.stringify(operation.path)}`;
      if (operation.value !== undefined) line += `,"value":${stringifyJson(operation.value, 'min')}`;
      line += '}';
      // Inside the response's string, every quote and backslash of the line is escaped again.
      grow(jsonStringBytes(line, 2) + 6);
      operations.push(line);
    },
  });
  return {
    equal: operations.length === 0 && counts.moved === 0,
    ...counts,
    changes,
    patch: operations.length === 0 ? '[]' : `[\n  ${operations.join(',\n  ')}\n]`,
  };
}
