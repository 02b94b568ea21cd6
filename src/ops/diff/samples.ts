// Deterministic inputs for the diff's worst case, tests and benchmark (bench/diff.ts).
import { WORST_CASE_TEXT_BYTES } from '../../core/fields.js';
import { seededRandom } from '../../core/seeded-random.js';
import { MAX_LINES } from './diff.js';

const NAMES = ['sum', 'count', 'items', 'id', 'index', 'value', 'user', 'order', 'price', 'rate'];
const CALLS = ['calc', 'load', 'parse', 'show', 'merge'];

/**
 * One line of plausible code, 20 characters on average so that two 20,000-line texts fit in the 1 MiB body:
 * mostly distinct statements, with the braces and blank lines real code repeats.
 */
export function codeLine(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const name = () => `${pick(NAMES)}${Math.floor(random() * 100)}`;
  const roll = random();
  if (roll < 0.08) return '}';
  if (roll < 0.13) return '';
  if (roll < 0.16) return '  }';
  if (roll < 0.2) return `function ${pick(CALLS)}${Math.floor(random() * 1000)}(${name()}) {`;
  if (roll < 0.35) return `  if (${name()} > ${Math.floor(random() * 1000)}) {`;
  if (roll < 0.45) return `    return ${name()};`;
  if (roll < 0.5) return `  // ${pick(CALLS)} the ${pick(NAMES)}`;
  return `  const ${name()} = ${pick(CALLS)}(${name()});`;
}

export function codeLines(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => codeLine(random));
}

/**
 * `lines` with about `fraction` of them edited at scattered places: half of the edits rewrite the line, a quarter
 * delete it and a quarter insert a new line after it. New lines are fresh code lines, or with `reuse` copies of
 * other lines of the text, so that no line occurs in only one text and the diff cannot set any aside.
 */
export function scatteredEdits(lines: readonly string[], fraction: number, seed: number, reuse = false): string[] {
  const random = seededRandom(seed);
  const newLine = () => (reuse ? lines[Math.floor(random() * lines.length)]! : codeLine(random));
  const out: string[] = [];
  for (const line of lines) {
    if (random() >= fraction) {
      out.push(line);
      continue;
    }
    const roll = random();
    if (roll < 0.5) out.push(newLine());
    else if (roll >= 0.75) out.push(line, newLine());
  }
  return out;
}

/**
 * The costliest input: both texts at the line cap, with lines as long as the body allows (8 characters: 10 bytes of
 * JSON with the escaped line break), drawn at random from 100 values. Every line occurs in both texts, so none can
 * be set aside, and the two orders are unrelated, so the edit distance is ~80 % of the lines: the search runs to its
 * work cap, and every line is listed.
 */
export function diffWorstCase(): { original: string; changed: string } {
  const width = Math.floor(WORST_CASE_TEXT_BYTES / 2 / MAX_LINES) - 2;
  const text = (seed: number) => {
    const random = seededRandom(seed);
    const lines = Array.from({ length: MAX_LINES }, () => `line ${Math.floor(random() * 100)}`.padEnd(width, '.'));
    return `${lines.join('\n')}\n`;
  };
  return { original: text(1), changed: text(2) };
}
