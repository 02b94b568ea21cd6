/**
 * The YAML the service writes, read by a real YAML 1.1 reader: PyYAML (Debian's python3-yaml), with its pure-Python
 * parser and, where it is built with it, libyaml's. Every document must read back as the data that was written:
 * strings stay strings with the same text, numbers the same numbers, keys the same keys in the same order; and this
 * service's own YAML 1.2 reader must read it back too, numbers exact. Under CI=true a missing python3 or yaml module
 * fails the run; elsewhere these tests skip and say why.
 */
import { spawnSync } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it, type TestContext } from 'vitest';
import { isDataObject, isLosslessNumber, LosslessNumber, parseJson, stringifyJson, walkData, type DataValue } from '../src/formats/json.js';
import { parseYaml, stringifyYaml } from '../src/formats/yaml.js';
import { seededRandom } from '../src/core/seeded-random.js';

/**
 * Reads a JSON list of YAML texts on stdin and prints, for each, what PyYAML's safe loader made of it as a tagged
 * tree (JSON alone would hide a True key or a date): ints and floats tagged with their Python text, mappings as lists
 * of pairs, anything else (a date, bytes, a set) as {"other": type, "repr": …}; or {"error": message}. Where PyYAML
 * is built with libyaml (Debian's is), a text sent with `true` is read by libyaml's parser too (go-yaml v2 is a port
 * of it), and a different reading is reported as an error.
 */
const READER = `
import json, sys, yaml
def tagged(x):
    if x is None or isinstance(x, (bool, str)): return x
    if isinstance(x, int): return {"int": str(x)}
    if isinstance(x, float): return {"float": repr(x)}
    if isinstance(x, list): return [tagged(i) for i in x]
    if isinstance(x, dict): return {"map": [[tagged(k), tagged(v)] for k, v in x.items()]}
    return {"other": type(x).__name__, "repr": repr(x)}
loaders = [yaml.SafeLoader] + ([yaml.CSafeLoader] if yaml.__with_libyaml__ else [])
def read(text, loader):
    try:
        return {"value": tagged(yaml.load(text, Loader=loader))}
    except Exception as e:
        return {"error": loader.__name__ + ": " + type(e).__name__ + ": " + str(e)}
out = []
for text, both in json.loads(sys.stdin.buffer.read().decode("utf-8")):
    reads = [read(text, loader) for loader in (loaders if both else loaders[:1])]
    same = all(r == reads[0] for r in reads)
    out.append(reads[0] if same else {"error": "SafeLoader and CSafeLoader differ: " + json.dumps(reads)})
sys.stdout.write(json.dumps(out, ensure_ascii=True))
`;

const IN_CI = process.env.CI === 'true';

/** Why python3 with PyYAML cannot be used here, or undefined when it can. */
const missing = ((): string | undefined => {
  const probe = spawnSync('python3', ['-c', 'import yaml; print(yaml.__version__)'], { encoding: 'utf8' });
  if (probe.error) return `python3 could not be started (${probe.error.message})`;
  if (probe.status !== 0) return `python3 has no yaml module (${probe.stderr.trim().split('\n').at(-1)})`;
  return undefined;
})();

/** Skips the test outside CI when PyYAML is missing; fails it under CI=true. */
function needPyYaml(ctx: TestContext): void {
  if (!missing) return;
  if (IN_CI) throw new Error(`${missing}: the YAML 1.1 check needs python3 with PyYAML under CI=true (Debian: apt-get install python3-yaml)`);
  console.warn(`yaml-1-1.test.ts skipped: ${missing}; install python3-yaml to run it`);
  ctx.skip();
}

type Read = { value: unknown } | { error: string };

/** Every text read by PyYAML in one process; with libyaml too where `libyaml` says so. */
function readWithPyYaml(texts: readonly (readonly [text: string, libyaml: boolean])[]): Read[] {
  const run = spawnSync('python3', ['-c', READER], { input: JSON.stringify(texts), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout) as Read[];
}

/** Data as a tree of plain values, maps as lists of pairs, each number as `number` makes it. */
function shape(value: DataValue, number: (text: string) => unknown): unknown {
  if (isLosslessNumber(value)) return number(value.value);
  if (Array.isArray(value)) return value.map((item) => shape(item, number));
  if (isDataObject(value)) return { map: [...value].map(([k, v]) => [k, shape(v, number)]) };
  return value;
}

/** A number as PyYAML makes it: an integer exactly, anything else a double. */
const asPython = (text: string) => (/^-?\d+$/.test(text) ? { int: BigInt(text).toString() } : { float: Number(text) });

/** A number's exact value, however it is spelled: 1e5, 1.0e+5 and 100000 are all 1e5; the sign of zero kept. */
function exactValue(text: string): string {
  const [, sign, whole, fraction = '', exponent = '0'] = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([-+]?\d+))?$/.exec(text)!;
  const digits = `${whole}${fraction}`.replace(/^0+/, '');
  if (digits === '') return `${sign}0`;
  const trimmed = digits.replace(/0+$/, '');
  return `${sign}${trimmed}e${BigInt(exponent) - BigInt(fraction.length) + BigInt(digits.length - trimmed.length)}`;
}

/** PyYAML's reading (READER's tagged tree) with its floats as numbers, to compare with shape(…, asPython). */
function fromPython(read: unknown): unknown {
  if (Array.isArray(read)) return read.map(fromPython);
  if (read !== null && typeof read === 'object') {
    const object = read as Record<string, unknown>;
    if (typeof object.float === 'string') return { float: Number(object.float) };
    if (Array.isArray(object.map)) return { map: (object.map as unknown[][]).map(([k, v]) => [fromPython(k), fromPython(v)]) };
  }
  return read;
}

/**
 * Writes each value, reads it with PyYAML and with this service's YAML 1.2 reader, and lists every difference:
 * PyYAML must read the same data (its floats are doubles), the YAML 1.2 reader the same data with exact numbers.
 */
function problems(values: readonly DataValue[]): string[] {
  const texts = values.map((value) => stringifyYaml(value));
  // libyaml refuses any spelling of a lone surrogate (a \ud800 escape too): no YAML parser has to take one.
  const reads = readWithPyYaml(texts.map((text, i) => [text, !hasLoneSurrogate(values[i]!)]));
  const found: string[] = [];
  values.forEach((value, i) => {
    const read = reads[i]!;
    const where = `input ${stringifyJson(value, 'min')}\nwritten ${JSON.stringify(texts[i])}`;
    if ('error' in read) found.push(`${where}\nPyYAML could not read it: ${read.error}`);
    else if (!isDeepStrictEqual(fromPython(read.value), shape(value, asPython))) found.push(`${where}\nPyYAML read ${JSON.stringify(read.value)}`);
    try {
      const back = parseYaml(texts[i]!).value;
      if (!isDeepStrictEqual(shape(back, exactValue), shape(value, exactValue))) found.push(`${where}\nthe YAML 1.2 reader read ${stringifyJson(back, 'min')}`);
    } catch (error) {
      found.push(`${where}\nthe YAML 1.2 reader could not read it: ${(error as Error).message}`);
    }
  });
  return found;
}

/** A surrogate with no partner (`u` regular expressions read a pair as one character). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a key or a string of the data holds a lone surrogate, which JSON can carry and YAML escapes. */
function hasLoneSurrogate(value: DataValue): boolean {
  let found = false;
  walkData(value, (item, _depth, key) => {
    if (LONE_SURROGATE.test(key ?? '') || (typeof item === 'string' && LONE_SURROGATE.test(item))) found = true;
  });
  return found;
}

const map = (entries: [string, DataValue][]): DataValue => new Map(entries);

/**
 * Strings a YAML 1.1 reader resolves to something else when they are written plain, or cannot read plain: the
 * classic traps (booleans, null, base-60, octal, binary, hex, underscores, .inf/.nan, dates and timestamps, the
 * merge and value keys) and the characters PyYAML refuses raw or reads as line breaks.
 */
const TRAPS = [
  'y', 'Y', 'n', 'N', 'yes', 'Yes', 'YES', 'no', 'No', 'NO', 'on', 'On', 'ON', 'off', 'Off', 'OFF',
  'true', 'True', 'TRUE', 'false', 'False', 'FALSE', '~', 'null', 'Null', 'NULL', '',
  '1_000', '-1_000', '1:20', '-1:20', '190:20:30', '1:20.5', '0b1010', '0b_', '-0b101', '0x1F', '0x_', '017', '0o17', '09',
  '+12', '-0', '007', '0_', '1e5', '1E+5', '1.5', '.5', '1.', '._', '.', '1.2.3', '1_0.5e+3', '685_230.15', '6.8523015e+5',
  '_', '.inf', '-.Inf', '+.INF', '.nan', '.NaN', '.NAN',
  '2024-01-15', '2024-1-5 10:30:00', '2001-12-14t21:59:43.10-05:00', '2001-12-14 21:59:43.10 -5', '2024-01-15T10:30:00.',
  '2024-01-15 10:30:00 +35', '2024-13-45', '<<', '=',
  'a\tb', '\t', 'a\t', '\ta', 'a\t#b', 'a\t: b', 'a\u2028b', '\u2028', 'a\u2029b', 'x\u0085y', '\ufeff', '\ufeffyes', 'a\ufeffb',
  '\u007f', '\u0080', '\u009f', '\ufffe', '\uffff', '\ud800', 'a\udc00b', 'a\u0000b', '\u001b', '\r', 'a\r\nb', '\u000b',
  '---', '...', '--- a', '%YAML 1.1', '- a', '-', '? a', '?', ': a', ':', 'a:', '#a', 'a #b', 'a: b', '@a', '`a', '!a', '&a', '*a',
  '|', '>', "'", '"', "it's", '[a]', '{a}', ',a', 'a,b', ' a', 'a ', '\na', 'a\n', 'a\n\nb', 'a \nb', 'a\n b', 'a\n\tb',
  'line\n---\nmore', 'line\n...\nmore', '%\n%', 'é😀', 'ǆ', '\u00a0', 'a\u00a0b',
];

describe('YAML written for YAML 1.1 readers (PyYAML)', () => {
  it("writes the issue's example quoted, and PyYAML reads back the same strings", (ctx) => {
    needPyYaml(ctx);
    const value = parseJson('{"on":"yes","answer":"no","country":"NO","version":"1_000","time":"1:20","date":"2024-01-15"}');
    // Before: written unquoted, PyYAML read {True: True, 'answer': False, 'country': False, 'version': 1000, 'time': 80,
    // 'date': date(2024, 1, 15)}.
    expect(stringifyYaml(value)).toBe('"on": "yes"\nanswer: "no"\ncountry: "NO"\nversion: "1_000"\ntime: "1:20"\ndate: "2024-01-15"\n');
    expect(problems([value])).toEqual([]);
  });

  it(`reads ${TRAPS.length} ambiguous strings back as the same strings, as values, keys and list items`, (ctx) => {
    needPyYaml(ctx);
    const values = TRAPS.flatMap((text) => [map([['k', text]]), map([[text, 'v']]), [text], map([[text, text]])]);
    expect(problems(values)).toEqual([]);
  });

  it('writes exponents as 1.0e+5 so that PyYAML reads a number, the digits kept', (ctx) => {
    needPyYaml(ctx);
    const value = parseJson('[1e5, 1E5, -2e-3, 1.5e5, 12345678901234567890, 0.10000000000000000555, -0, 0]');
    expect(stringifyYaml(value)).toBe('- 1.0e+5\n- 1.0E+5\n- -2.0e-3\n- 1.5e+5\n- 12345678901234567890\n- 0.10000000000000000555\n- -0\n- 0\n');
    expect(problems([value])).toEqual([]);
  });

  it('reads 2,000 random documents back as the data written', (ctx) => {
    needPyYaml(ctx);
    const random = seededRandom(17);
    const values = Array.from({ length: 2_000 }, () => randomDocument(random));
    expect(problems(values).slice(0, 5)).toEqual([]);
  });
});

/** Characters that make strings hard for a writer: controls, YAML indicators, line breaks of every kind, unicode. */
const HARD_CHARACTERS = [
  ...'\t\n\r\u0000\u0001\u0007\u0008\u000b\u000c\u001b\u001f\u007f\u0080\u0085\u009f\u00a0\u2028\u2029\ufeff\ufffe\uffff',
  '\ud800', '\udfff', '\ud800\udfff',
  ...'-?:,[]{}#&*!|>\'"%@` ~=<._+0123456789',
  'é', 'ß', 'ǆ', 'ﬁ', '😀', 'e\u0301', '中', 'Ω', '\u200b', '\u3000',
];

function pickOf<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** A string built from traps, hard characters and plain letters; now and then a long one (a key past 1,024 characters). */
function randomString(random: () => number): string {
  const parts = Math.floor(random() * 4);
  let text = random() < 0.4 ? pickOf(random, TRAPS) : '';
  for (let i = 0; i < parts; i++) {
    const roll = random();
    if (roll < 0.3) text += pickOf(random, HARD_CHARACTERS);
    else if (roll < 0.5) text += pickOf(random, TRAPS);
    else if (roll < 0.55) text += ' '.repeat(1 + Math.floor(random() * 3));
    else text += pickOf(random, ['a', 'key', 'Value', 'x y', 'yes', 'no', '1', '0', 'ON']);
  }
  if (random() < 0.005) text += 'x'.repeat(1_100);
  return text;
}

/** A number as JSON spells it: integers small and past 2^64, decimals, exponents, -0. */
function randomNumber(random: () => number): LosslessNumber {
  const digits = (n: number) => Array.from({ length: n }, (_, i) => String(Math.floor(random() * 10)).replace(/^0$/, i === 0 ? '1' : '0')).join('');
  const sign = random() < 0.3 ? '-' : '';
  const whole = random() < 0.2 ? '0' : digits(1 + Math.floor(random() * 22));
  const fraction = random() < 0.4 ? `.${digits(1 + Math.floor(random() * 20))}` : '';
  const exponent = random() < 0.25 ? `${pickOf(random, ['e', 'E'])}${pickOf(random, ['', '+', '-'])}${Math.floor(random() * 200)}` : ''; // within a double's range
  return new LosslessNumber(`${sign}${whole}${fraction}${exponent}`);
}

function randomDocument(random: () => number, depth = 0): DataValue {
  const roll = Math.floor(random() * (depth >= 4 ? 6 : 9));
  switch (roll) {
    case 0: return null;
    case 1: return random() < 0.5;
    case 2: return randomNumber(random);
    case 3:
    case 4:
    case 5: return randomString(random);
    case 6: return Array.from({ length: Math.floor(random() * 5) }, () => randomDocument(random, depth + 1));
    default: {
      const entries = new Map<string, DataValue>();
      for (let i = Math.floor(random() * 6); i > 0; i--) entries.set(randomString(random), randomDocument(random, depth + 1));
      return entries;
    }
  }
}
