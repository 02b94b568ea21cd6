import regjsparser, { type AstNode, type CharacterClassBody, type RootNode } from 'regjsparser';

/**
 * Reading a JavaScript pattern's syntax tree (regjsparser) for two things: whether a backtracking engine could take
 * exponential time on it (`catastrophicReason`), and the same pattern written for RE2 (`toRe2`) where RE2's
 * leftmost-first matching gives exactly JavaScript's matches and groups on the given text, else null.
 */

type Node = RootNode<Features> | AstNode<Features>;
type Features = { lookbehind: true; namedGroups: true; unicodePropertyEscape: true; unicodeSet: true; modifiers: true };
const FEATURES: Features = { lookbehind: true, namedGroups: true, unicodePropertyEscape: true, unicodeSet: true, modifiers: true };

/** The tree, or null where regjsparser cannot read what the JavaScript engine accepted (then nothing is inferred). */
export function parsePattern(pattern: string, flags: string): Node | null {
  try {
    return regjsparser.parse(pattern, flags.replace(/[^imsuv]/g, ''), FEATURES) as Node;
  } catch {
    return null;
  }
}

// ---- Sets of code points, as sorted disjoint [from, to] ranges -------------------------------------------------

type Ranges = [number, number][];
const MAX_CODE_POINT = 0x10ffff;

function normalize(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Ranges = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

function complement(ranges: Ranges): Ranges {
  const out: Ranges = [];
  let next = 0;
  for (const [from, to] of normalize(ranges)) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

function intersects(a: Ranges, b: Ranges): boolean {
  return a.some(([af, at]) => b.some(([bf, bt]) => af <= bt && bf <= at));
}

/** JavaScript's \s: WhiteSpace and LineTerminator (ECMA-262 §22.2.2.9), wider than RE2's ASCII \s. */
const SPACE: Ranges = normalize([
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029],
  [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
]);
const DIGIT: Ranges = [[0x30, 0x39]];
const WORD: Ranges = normalize([[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]]);
const LINE_TERMINATORS: Ranges = normalize([[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]]);

function escapeSet(value: 'd' | 'D' | 'w' | 'W' | 's' | 'S'): Ranges {
  const base = value.toLowerCase() === 'd' ? DIGIT : value.toLowerCase() === 'w' ? WORD : SPACE;
  return value === value.toLowerCase() ? base : complement(base);
}

/** Adds the other ASCII case of every ASCII letter in the set (JavaScript's i flag, on ASCII text). */
function foldAscii(ranges: Ranges): Ranges {
  const extra: Ranges = [];
  for (const [from, to] of ranges) {
    for (const [lo, hi, shift] of [[0x41, 0x5a, 32], [0x61, 0x7a, -32]] as const) {
      const a = Math.max(from, lo);
      const b = Math.min(to, hi);
      if (a <= b) extra.push([a + shift, b + shift]);
    }
  }
  return normalize([...ranges, ...extra]);
}

class NotForRe2 extends Error {}

/**
 * A class or escape as a set, or null where it is not a plain set (v-flag strings, \p properties). With `fold`, ASCII
 * letters stand for both cases, folded before a class is negated ([^a] with i matches neither a nor A).
 */
function classSet(node: Node | CharacterClassBody, fold = false): Ranges | null {
  const folded = (ranges: Ranges) => (fold ? foldAscii(ranges) : ranges);
  switch (node.type) {
    case 'value':
      return folded([[node.codePoint, node.codePoint]]);
    case 'characterClassRange':
      return folded([[node.min.codePoint, node.max.codePoint]]);
    case 'characterClassEscape':
      return folded(escapeSet(node.value));
    case 'characterClass': {
      if (node.kind !== 'union') return null;
      const parts: Ranges = [];
      for (const item of node.body as (Node | CharacterClassBody)[]) {
        const set = classSet(item, fold);
        if (set === null) return null;
        parts.push(...set);
      }
      return node.negative ? complement(parts) : normalize(parts);
    }
    default:
      return null;
  }
}

// ---- Catastrophic backtracking -------------------------------------------------------------------------------

/** Code points a node's match can start with (null: anything, or not known). */
function firstSet(node: Node, ignoreCase: boolean): Ranges | null {
  switch (node.type) {
    case 'value':
    case 'characterClass':
    case 'characterClassEscape': {
      return classSet(node, ignoreCase);
    }
    case 'dot':
      return null;
    case 'group':
      if (node.behavior !== 'normal' && node.behavior !== 'ignore') return [];
      return sequenceFirst(node.body, ignoreCase);
    case 'alternative':
      return sequenceFirst(node.body, ignoreCase);
    case 'quantifier':
      return firstSet(node.body[0], ignoreCase);
    case 'disjunction': {
      const all: Ranges = [];
      for (const branch of node.body) {
        const set = firstSet(branch, ignoreCase);
        if (set === null) return null;
        all.push(...set);
      }
      return normalize(all);
    }
    case 'anchor':
      return [];
    default:
      return null;
  }
}

function sequenceFirst(body: readonly Node[], ignoreCase: boolean): Ranges | null {
  const all: Ranges = [];
  for (const item of body) {
    const set = firstSet(item, ignoreCase);
    if (set === null) return null;
    all.push(...set);
    if (!nullable(item)) return normalize(all);
  }
  return normalize(all);
}

/** Whether a node can match the empty string. */
function nullable(node: Node): boolean {
  switch (node.type) {
    case 'value':
    case 'characterClass':
    case 'characterClassEscape':
    case 'dot':
    case 'unicodePropertyEscape':
      return false;
    case 'group':
      return node.behavior !== 'normal' && node.behavior !== 'ignore' ? true : node.body.every(nullable);
    case 'alternative':
      return node.body.every(nullable);
    case 'disjunction':
      return node.body.some(nullable);
    case 'quantifier':
      return node.min === 0 || nullable(node.body[0]);
    default:
      return true;
  }
}

function children(node: Node): readonly Node[] {
  switch (node.type) {
    case 'group':
    case 'alternative':
    case 'disjunction':
    case 'quantifier':
      return node.body as readonly Node[];
    default:
      return [];
  }
}

function repeats(node: Node): node is Extract<Node, { type: 'quantifier' }> {
  return node.type === 'quantifier' && (node.max === undefined || node.max > 1);
}

export interface Catastrophe {
  /** The repeated part of the pattern, as written. */
  part: string;
  kind: 'nested-quantifier' | 'overlapping-alternatives';
  /** The inner quantifier, or the alternatives that can match the same text. */
  inner: string;
}

/**
 * The first repeated part of the pattern inside which a backtracking engine can split the same text in exponentially
 * many ways: a quantifier repeating a quantifier, as in (a+)+ or (.*a){20}, or repeating alternatives that can start
 * with the same character, as in (a|aa)+. A structural test, not a proof: it can name a part that a given engine
 * happens to handle well, and it does not look for the polynomial kind (\w+\w+ on a long word).
 */
export function findCatastrophe(root: Node, ignoreCase: boolean): Catastrophe | null {
  const visit = (node: Node, outer: Extract<Node, { type: 'quantifier' }> | null): Catastrophe | null => {
    if (outer !== null) {
      if (repeats(node) && (node.max === undefined || node.max > 1)) {
        return { part: outer.raw, kind: 'nested-quantifier', inner: node.raw };
      }
      if (node.type === 'disjunction') {
        const sets = node.body.map((branch) => firstSet(branch, ignoreCase));
        for (let i = 0; i < sets.length; i++) {
          for (let j = i + 1; j < sets.length; j++) {
            const a = sets[i]!;
            const b = sets[j]!;
            if (a === null || b === null || intersects(a, b) || nullable(node.body[i]!) || nullable(node.body[j]!)) {
              return { part: outer.raw, kind: 'overlapping-alternatives', inner: `${node.body[i]!.raw}|${node.body[j]!.raw}` };
            }
          }
        }
      }
    }
    const next = outer ?? (repeats(node) ? node : null);
    for (const child of children(node)) {
      const found = visit(child, next);
      if (found) return found;
    }
    return null;
  };
  return visit(root, null);
}

// ---- Translation to RE2 ---------------------------------------------------------------------------------------

export interface Re2Pattern {
  source: string;
  /** Group names by number (1-based), null where unnamed. */
  names: (string | null)[];
}

const hex = (cp: number) => `\\x{${cp.toString(16)}}`;

function emitSet(ranges: Ranges, negative: boolean): string {
  if (ranges.length === 0) return negative ? '[\\x{0}-\\x{10ffff}]' : '[^\\x{0}-\\x{10ffff}]';
  const body = ranges.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');
  return `[${negative ? '^' : ''}${body}]`;
}

/**
 * The pattern in RE2's syntax with JavaScript's meaning on `text`, or null where the two engines could differ:
 * backreferences and lookaround (RE2 has neither), \p properties and v-flag set operations (not translated), a
 * repeated part that can match empty (JavaScript refuses empty iterations, RE2 takes them) or a group that can sit
 * out one iteration of a repeat (JavaScript resets it each iteration, RE2 keeps the last value), and, since RE2 reads
 * code points, a text with surrogates without the u or v flag; with i, a text that is not ASCII (the two fold other
 * letters differently), and with m, a text with \r, U+2028 or U+2029 (JavaScript's other line ends).
 */
export function toRe2(root: Node, flags: string, text: string): Re2Pattern | null {
  const unicode = flags.includes('u') || flags.includes('v');
  const ignoreCase = flags.includes('i');
  const multiline = flags.includes('m');
  const dotAll = flags.includes('s');
  if (!unicode && /[\ud800-\udfff]/.test(text)) return null;
  // eslint-disable-next-line no-control-regex
  if (ignoreCase && /[^\x00-\x7f]/.test(text)) return null;
  const names: (string | null)[] = [];
  let anchorsInMultiline = false;

  const set = (ranges: Ranges, negative = false): string => {
    if (ignoreCase && unicode && (intersects(ranges, [[0x17f, 0x17f]]) || intersects(ranges, [[0x212a, 0x212a]]))) {
      // With u and i, ſ folds to s and the Kelvin sign to k: not translated.
      throw new NotForRe2();
    }
    if (!unicode && intersects(ranges, [[0xd800, 0xdfff]]) && !ranges.some(([f, t]) => f <= 0xd800 && t >= 0xdfff)) throw new NotForRe2();
    return emitSet(ranges, negative);
  };

  /**
   * `inLoop`: inside a repeat of more than one iteration; `optional`: inside alternatives or an optional part since
   * the outermost such repeat. A group there may sit out an iteration: JavaScript then resets it, RE2 keeps it.
   */
  interface Where {
    inLoop: boolean;
    optional: boolean;
  }
  const emit = (node: Node, where: Where): string => {
    switch (node.type) {
      case 'alternative':
        return node.body.map((item) => emit(item, where)).join('');
      case 'disjunction':
        return `(?:${node.body.map((branch) => emit(branch, { ...where, optional: true })).join('|')})`;
      case 'group': {
        if (node.behavior === 'ignore') {
          if ('modifierFlags' in node && node.modifierFlags) throw new NotForRe2();
          return `(?:${node.body.map((item) => emit(item, where)).join('')})`;
        }
        if (node.behavior !== 'normal') throw new NotForRe2();
        if (where.inLoop && where.optional) throw new NotForRe2();
        names.push(node.name ? node.name.value : null);
        return `(${node.body.map((item) => emit(item, where)).join('')})`;
      }
      case 'quantifier': {
        const body = node.body[0];
        // JavaScript refuses an iteration that matches empty; RE2 takes it: such repeats are not translated.
        if (nullable(body)) throw new NotForRe2();
        if (node.min > 1000 || (node.max !== undefined && node.max > 1000)) throw new NotForRe2();
        const loops = node.max === undefined || node.max > 1;
        const inner = emit(
          body,
          loops ? { inLoop: true, optional: where.inLoop && where.optional } : { inLoop: where.inLoop, optional: where.optional || node.min === 0 },
        );
        const count =
          node.symbol ?? (node.max === undefined ? `{${node.min},}` : node.min === node.max ? `{${node.min}}` : `{${node.min},${node.max}}`);
        return `(?:${inner})${count}${node.greedy ? '' : '?'}`;
      }
      case 'value':
      case 'characterClass':
      case 'characterClassEscape': {
        const ranges = classSet(node, ignoreCase);
        if (ranges === null) throw new NotForRe2();
        if (node.type === 'value' && !ignoreCase) {
          if (!unicode && node.codePoint >= 0xd800 && node.codePoint <= 0xdfff) throw new NotForRe2();
          return hex(node.codePoint);
        }
        return set(ranges);
      }
      case 'dot':
        return dotAll ? '[\\x{0}-\\x{10ffff}]' : emitSet(LINE_TERMINATORS, true);
      case 'anchor':
        if (node.kind === 'boundary') return '\\b';
        if (node.kind === 'not-boundary') return '\\B';
        if (multiline) anchorsInMultiline = true;
        return node.kind === 'start' ? (multiline ? '(?m:^)' : '^') : multiline ? '(?m:$)' : '$';
      default:
        throw new NotForRe2();
    }
  };

  try {
    const source = emit(root, { inLoop: false, optional: false });
    if (anchorsInMultiline && /[\r\u2028\u2029]/.test(text)) return null;
    return { source, names };
  } catch (error) {
    if (error instanceof NotForRe2) return null;
    throw error;
  }
}

/** Each capturing group's name (null: unnamed), in the order JavaScript numbers them. */
export function captureNames(root: Node): (string | null)[] {
  const names: (string | null)[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'group' && node.behavior === 'normal') names.push(node.name ? node.name.value : null);
    for (const child of children(node)) visit(child);
  };
  visit(root);
  return names;
}
