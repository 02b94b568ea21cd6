/** JSON Pointer (RFC 6901): a path of reference tokens, each written with ~ as ~0 and / as ~1. */

/** One reference token written for a pointer: ~ → ~0 and / → ~1 (in that order, RFC 6901 §3). */
export function escapeToken(key: string): string {
  if (!key.includes('~') && !key.includes('/')) return key;
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A pointer from its tokens: '' for the whole document, '/a/0' for member a's first item. */
export function pointerOf(tokens: readonly string[]): string {
  let out = '';
  for (const token of tokens) out += `/${escapeToken(token)}`;
  return out;
}

/** Why a text is not a JSON Pointer, in both languages; undefined when it is one. */
export function pointerProblem(text: string): { en: string; es: string } | undefined {
  if (text !== '' && !text.startsWith('/')) {
    return { en: "it must be empty (the whole document) or start with '/'", es: "debe estar vacío (el documento entero) o empezar por '/'" };
  }
  if (/~(?![01])/.test(text)) {
    return { en: "'~' must be followed by 0 or 1 (~0 stands for ~, ~1 for /)", es: "'~' debe ir seguido de 0 o 1 (~0 representa ~ y ~1, /)" };
  }
  return undefined;
}

/** The tokens of a pointer already checked by pointerProblem: ~1 → / before ~0 → ~ (RFC 6901 §4). */
export function parsePointer(text: string): string[] {
  if (text === '') return [];
  return text
    .slice(1)
    .split('/')
    .map((token) => (token.includes('~') ? token.replaceAll('~1', '/').replaceAll('~0', '~') : token));
}

/** An array index token: 0, or digits without a leading zero (RFC 6901 §4). */
export const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;
