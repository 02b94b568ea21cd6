import { RE2JS } from 're2js';
import { elide, InputError } from '../../core/errors.js';
import { captureNames, findCatastrophe, parsePattern, toRe2, type Catastrophe } from './regex-analysis.js';

/** Longest pattern read, in UTF-16 code units. */
export const MAX_PATTERN_CHARS = 1_000;
/** Longest text searched on the linear-time engine. */
export const MAX_TEXT_CHARS = 50_000;
/**
 * Longest text searched on JavaScript's own backtracking engine (patterns with lookaround or backreferences): a
 * pattern that backtracks polynomially (\w+\w+(?=x)) takes about n² steps, 10^8 here, a few tenths of a second.
 */
export const MAX_BACKTRACKING_TEXT_CHARS = 10_000;
export const MAX_REPLACEMENT_CHARS = 10_000;
/** Longest replaced text returned. */
export const MAX_REPLACED_CHARS = 1_000_000;
/** Matches listed. */
export const MAX_LISTED = 1_000;
/**
 * Matches searched for: each costs re2js a fresh search (about 10–20 µs), so 100,000 empty matches took over a second;
 * past this the search stops, the count is a lower bound and the replacement covers these matches only.
 */
export const MAX_MATCHES = 10_000;
/** Characters of matched and group text listed, over all listed matches: bounds the answer. */
export const MAX_LISTED_CHARS = 200_000;

/**
 * Most work given to the linear engine: characters of text × instructions of the compiled program × (1 + groups).
 * re2js's automaton costs up to about 50 ns per character and instruction ([\s\S]{100} on 50,000 characters: 260 ms),
 * and filling in the groups of a match copies every group for every instruction (300 groups of (.) took 75 s on
 * 50,000 characters), so this keeps a search to a few hundred milliseconds. Past it, a pattern without the shape of
 * catastrophic backtracking runs on JavaScript's engine (fast on those), and one with it is refused.
 */
export const LINEAR_BUDGET = 5_000_000;

const FLAG_ORDER = 'dgimsuvy';

export interface Match {
  index: number;
  end: number;
  match: string;
  groups: (string | null)[];
  named: Record<string, string | null>;
  indices?: ([number, number] | null)[];
}

export interface RegexResult {
  pattern: string;
  flags: string;
  engine: 'linear' | 'backtracking';
  count: number;
  truncated: boolean;
  matches: Match[];
  replaced?: string;
  catastrophic: string | null;
}

function refuse(field: string, en: string, es: string): never {
  throw new InputError(`${field}: ${en}`, `${field}: ${es}`);
}

/** `/source/flags` pasted whole, read as a literal where flags is absent and the tail is only flag letters. */
export function readPatternAndFlags(pattern: string, flags: string | undefined): { source: string; flags: string } {
  let source = pattern;
  let rawFlags = flags;
  if (rawFlags === undefined) {
    const literal = /^\s*\/([^]+)\/([a-zA-Z]*)\s*$/.exec(pattern);
    if (literal && /^[dgimsuvy]*$/i.test(literal[2]!)) {
      source = literal[1]!;
      rawFlags = literal[2]!;
    }
  }
  return { source, flags: normalizeFlags(rawFlags ?? '') };
}

function normalizeFlags(flags: string): string {
  const wanted = flags.replace(/\s+/g, '').toLowerCase();
  for (const flag of wanted) {
    if (!FLAG_ORDER.includes(flag)) {
      refuse(
        'flags',
        `'${elide(flag)}' is not a JavaScript regular expression flag; use any of d g i m s u v y`,
        `'${elide(flag)}' no es un indicador de expresión regular de JavaScript; usa d g i m s u v y`,
      );
    }
    if (wanted.indexOf(flag) !== wanted.lastIndexOf(flag)) {
      refuse('flags', `'${flag}' is given twice; give each flag once`, `'${flag}' aparece dos veces; indica cada uno una vez`);
    }
  }
  if (wanted.includes('u') && wanted.includes('v')) {
    refuse('flags', 'u and v cannot be combined; v is u with set operations in classes', 'u y v no se pueden combinar; v es u con operaciones de conjuntos en las clases');
  }
  return [...FLAG_ORDER].filter((flag) => wanted.includes(flag)).join('');
}

function compile(source: string, flags: string): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^Invalid regular expression: \/[^]*\/[a-z]*: /, '') : String(error);
    return refuse(
      'pattern',
      `is not a valid JavaScript regular expression (${elide(reason, 120)}) with flags '${flags}'`,
      `no es una expresión regular de JavaScript válida (${elide(reason, 120)}) con los indicadores '${flags}'`,
    );
  }
}

function describe(found: Catastrophe): { en: string; es: string } {
  const part = elide(found.part, 60);
  const inner = elide(found.inner, 60);
  return found.kind === 'nested-quantifier'
    ? {
        en: `the repeated ${part} contains the repeat ${inner}, so a text that almost matches can be split between them in exponentially many ways`,
        es: `la repetición ${part} contiene la repetición ${inner}, así que un texto que casi coincide puede repartirse entre ambas de un número exponencial de maneras`,
      }
    : {
        en: `the repeated ${part} has alternatives ${inner} that can match the same text, so a text that almost matches can be split in exponentially many ways`,
        es: `la repetición ${part} tiene alternativas ${inner} que pueden coincidir con el mismo texto, así que un texto que casi coincide puede repartirse de un número exponencial de maneras`,
      };
}

/** AdvanceStringIndex (ECMA-262 §22.2.7.3): one code unit, or one code point with u or v. */
function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const unit = text.charCodeAt(index);
  if (unit < 0xd800 || unit > 0xdbff) return index + 1;
  const next = text.charCodeAt(index + 1);
  return next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}

/** One match as both engines report it: the span of the match and of each group (null: not taking part). */
type Spans = ([number, number] | null)[];

/** Every match, the JavaScript way: exec's lastIndex steps (g, y), empty matches stepping on by a character. */
function* jsMatches(regexp: RegExp, text: string): Generator<Spans> {
  const withIndices = new RegExp(regexp.source, regexp.flags.includes('d') ? regexp.flags : regexp.flags + 'd');
  const global = regexp.global;
  const unicode = regexp.unicode || regexp.flags.includes('v');
  withIndices.lastIndex = 0;
  for (;;) {
    const found = withIndices.exec(text);
    if (found === null) return;
    const spans: Spans = (found.indices ?? []).map((span) => (span ? [span[0], span[1]] : null));
    yield spans;
    if (!global) return;
    if (found[0] === '') withIndices.lastIndex = advance(text, withIndices.lastIndex, unicode);
  }
}

/** The same on RE2 (linear time): find from lastIndex; sticky keeps only a match that starts there. */
function* re2Matches(compiled: RE2JS, text: string, flags: string): Generator<Spans> {
  const global = flags.includes('g');
  const sticky = flags.includes('y');
  const unicode = flags.includes('u') || flags.includes('v');
  const matcher = compiled.matcher(text);
  const groups = matcher.groupCount();
  let lastIndex = 0;
  while (lastIndex <= text.length) {
    if (!matcher.find(lastIndex)) return;
    const start = matcher.start();
    if (sticky && start !== lastIndex) return;
    const spans: Spans = [];
    for (let g = 0; g <= groups; g++) {
      const from = matcher.start(g);
      spans.push(from < 0 ? null : [from, matcher.end(g)]);
    }
    yield spans;
    if (!global) return;
    const end = matcher.end();
    lastIndex = end === start ? advance(text, end, unicode) : end;
  }
}

/**
 * GetSubstitution (ECMA-262 §22.1.3.19.1), as String.prototype.replace reads a replacement: $$, $&, $`, $', $n and
 * $nn (a two-digit number when that group exists, else one digit), $<name> (only when the pattern has named groups).
 */
export function substitute(template: string, text: string, spans: Spans, names: Map<string, number> | null): string {
  const [start, end] = spans[0]!;
  const groupCount = spans.length - 1;
  const group = (n: number) => {
    const span = spans[n];
    return span ? text.slice(span[0], span[1]) : '';
  };
  let out = '';
  let i = 0;
  while (i < template.length) {
    const dollar = template.indexOf('$', i);
    if (dollar < 0 || dollar === template.length - 1) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, dollar);
    const next = template[dollar + 1]!;
    i = dollar + 2;
    if (next === '$') out += '$';
    else if (next === '&') out += text.slice(start, end);
    else if (next === '`') out += text.slice(0, start);
    else if (next === "'") out += text.slice(end);
    else if (next >= '0' && next <= '9') {
      const second = template[dollar + 2];
      const two = second !== undefined && second >= '0' && second <= '9' ? Number(next + second) : -1;
      if (two >= 1 && two <= groupCount) {
        out += group(two);
        i = dollar + 3;
      } else if (Number(next) >= 1 && Number(next) <= groupCount) {
        out += group(Number(next));
      } else {
        out += '$' + next;
      }
    } else if (next === '<' && names !== null) {
      const close = template.indexOf('>', dollar + 2);
      if (close < 0) {
        out += '$<';
      } else {
        const index = names.get(template.slice(dollar + 2, close));
        out += index === undefined ? '' : group(index);
        i = close + 1;
      }
    } else {
      out += '$' + next;
    }
  }
  return out;
}

export function testRegex(input: { pattern: string; flags?: string; text: string; replacement?: string }, locale: 'en' | 'es' = 'en'): RegexResult {
  if (input.pattern.length > MAX_PATTERN_CHARS) {
    refuse(
      'pattern',
      `has ${input.pattern.length.toLocaleString('en-US')} characters, more than the ${MAX_PATTERN_CHARS.toLocaleString('en-US')} read; shorten it`,
      `tiene ${input.pattern.length.toLocaleString('es-ES')} caracteres, más de los ${MAX_PATTERN_CHARS.toLocaleString('es-ES')} que se leen; acórtalo`,
    );
  }
  const { source, flags } = readPatternAndFlags(input.pattern, input.flags);
  const regexp = compile(source, flags);
  const { text } = input;
  if (text.length > MAX_TEXT_CHARS) {
    refuse(
      'text',
      `has ${text.length.toLocaleString('en-US')} characters, more than the ${MAX_TEXT_CHARS.toLocaleString('en-US')} searched; send a shorter text`,
      `tiene ${text.length.toLocaleString('es-ES')} caracteres, más de los ${MAX_TEXT_CHARS.toLocaleString('es-ES')} que se buscan; envía un texto más corto`,
    );
  }
  if (input.replacement !== undefined && input.replacement.length > MAX_REPLACEMENT_CHARS) {
    refuse(
      'replacement',
      `has ${input.replacement.length.toLocaleString('en-US')} characters, more than the ${MAX_REPLACEMENT_CHARS.toLocaleString('en-US')} read; shorten it`,
      `tiene ${input.replacement.length.toLocaleString('es-ES')} caracteres, más de los ${MAX_REPLACEMENT_CHARS.toLocaleString('es-ES')} que se leen; acórtalo`,
    );
  }

  const tree = parsePattern(source, flags);
  const found = tree ? findCatastrophe(tree, flags.includes('i')) : null;
  const re2Source = tree ? toRe2(tree, flags, text) : null;
  let re2: RE2JS | null = null;
  let overBudget = 0;
  if (re2Source) {
    try {
      re2 = RE2JS.compile(re2Source.source);
    } catch {
      re2 = null;
    }
  }
  if (re2) {
    const sizing = re2.matcher('');
    const perCharacter = sizing.programSize() * (1 + sizing.groupCount());
    if (text.length * perCharacter > LINEAR_BUDGET) {
      overBudget = Math.max(1, Math.floor(LINEAR_BUDGET / perCharacter));
      re2 = null;
    }
  }
  if (re2 === null) {
    if (found && overBudget > 0) {
      const why = describe(found);
      refuse(
        'text',
        `is too long for this pattern: ${why.en}, so it runs only on the linear-time engine, which reads at most ${overBudget.toLocaleString('en-US')} characters of text with a pattern of this size; send a shorter text, or rewrite the repeat so each character can be matched one way only (a+ instead of (a+)+)`,
        `es demasiado largo para este patrón: ${why.es}, así que solo se ejecuta en el motor de tiempo lineal, que lee como máximo ${overBudget.toLocaleString('es-ES')} caracteres de texto con un patrón de este tamaño; envía un texto más corto, o reescribe la repetición para que cada carácter pueda coincidir de una sola manera (a+ en lugar de (a+)+)`,
      );
    }
    if (found || tree === null) {
      const why = found ? describe(found) : { en: 'it could not be analysed', es: 'no se pudo analizar' };
      refuse(
        'pattern',
        `backtracks catastrophically: ${why.en}; and it needs a backtracking engine (lookaround, a backreference, or a case the linear-time engine reads differently). Rewrite the repeat so each character can be matched one way only (a+ instead of (a+)+; alternatives that start differently), or drop the lookaround or backreference`,
        `retrocede de forma catastrófica: ${why.es}; y necesita un motor con retroceso (lookaround, una referencia inversa o un caso que el motor lineal lee de otro modo). Reescribe la repetición para que cada carácter pueda coincidir de una sola manera (a+ en lugar de (a+)+; alternativas que empiecen distinto), o quita el lookaround o la referencia`,
      );
    }
    if (text.length > MAX_BACKTRACKING_TEXT_CHARS) {
      refuse(
        'text',
        `has ${text.length.toLocaleString('en-US')} characters; this pattern runs on JavaScript's backtracking engine (${overBudget > 0 ? 'it is too large for the linear-time engine on this text' : 'it has lookaround, a backreference or a case the linear-time engine reads differently'}), which searches at most ${MAX_BACKTRACKING_TEXT_CHARS.toLocaleString('en-US')}; send a shorter text`,
        `tiene ${text.length.toLocaleString('es-ES')} caracteres; este patrón se ejecuta en el motor con retroceso de JavaScript (${overBudget > 0 ? 'es demasiado grande para el motor lineal con este texto' : 'tiene lookaround, una referencia inversa o un caso que el motor lineal lee de otro modo'}), que busca en ${MAX_BACKTRACKING_TEXT_CHARS.toLocaleString('es-ES')} como máximo; envía un texto más corto`,
      );
    }
  }

  // Here the tree is known: a pattern regjsparser cannot read was refused above.
  const names = captureNames(tree!);
  let byName: Map<string, number> | null = null;
  names.forEach((name, i) => {
    if (name === null) return;
    byName ??= new Map();
    if (!byName.has(name)) byName.set(name, i + 1);
  });
  const spansOf = re2 ? re2Matches(re2, text, flags) : jsMatches(regexp, text);
  const withIndices = flags.includes('d');
  const matches: Match[] = [];
  let count = 0;
  let listedChars = 0;
  let truncated = false;
  const replacing = input.replacement !== undefined;
  let replaced = '';
  let copiedTo = 0;
  for (const spans of spansOf) {
    if (count === MAX_MATCHES) {
      truncated = true;
      break;
    }
    count++;
    const [start, end] = spans[0]!;
    if (replacing) {
      replaced += text.slice(copiedTo, start) + substitute(input.replacement!, text, spans, byName);
      copiedTo = end;
      if (replaced.length > MAX_REPLACED_CHARS) {
        refuse(
          'replacement',
          `makes a text longer than ${MAX_REPLACED_CHARS.toLocaleString('en-US')} characters; use a shorter replacement or fewer matches`,
          `produce un texto de más de ${MAX_REPLACED_CHARS.toLocaleString('es-ES')} caracteres; usa un reemplazo más corto o menos coincidencias`,
        );
      }
    }
    if (truncated) continue;
    const groupTexts = spans.slice(1).map((span) => (span ? text.slice(span[0], span[1]) : null));
    const size = end - start + groupTexts.reduce((sum, g) => sum + (g?.length ?? 0), 0);
    if (matches.length >= MAX_LISTED || listedChars + size > MAX_LISTED_CHARS) {
      truncated = true;
      continue;
    }
    listedChars += size;
    const named: Record<string, string | null> = {};
    if (byName) for (const [name, index] of byName as Map<string, number>) named[name] = groupTexts[index - 1] ?? null;
    // Duplicate names: the group that took part.
    names.forEach((name, i) => {
      if (name !== null && groupTexts[i] !== null) named[name] = groupTexts[i]!;
    });
    const match: Match = { index: start, end, match: text.slice(start, end), groups: groupTexts, named };
    if (withIndices) match.indices = spans.map((span) => (span ? [span[0], span[1]] : null));
    matches.push(match);
  }
  const result: RegexResult = {
    pattern: source,
    flags,
    engine: re2 ? 'linear' : 'backtracking',
    count,
    truncated,
    matches,
    catastrophic: found ? describe(found)[locale] : null,
  };
  if (replacing) result.replaced = replaced + text.slice(copiedTo);
  return result;
}
