import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import jsonToToon from '../src/ops/json-to-toon/json-to-toon.op.js';
import toonToJson from '../src/ops/toon-to-json/toon-to-json.op.js';
import { runOp } from './support/run-op.js';

/**
 * The official TOON 4.0 conformance fixtures (test/fixtures/toon-spec-4.0, from github.com/toon-format/spec v4.0.0,
 * MIT), every case run through the operations themselves, validation included. Judged as the specification's test
 * guide says: a shouldError case must be refused (a 400; the message is not specified), an encode case must give
 * exactly the expected text, a decode case must give JSON equal to the expected value.
 */

const DIR = join(import.meta.dirname, 'fixtures', 'toon-spec-4.0', 'fixtures');
const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', '\t': 'tab', '|': 'pipe' };

/** Cases that may be skipped: only optional non-strict leniency cases the decoder rejects. None is. */
const SKIPPED: readonly string[] = [];
export const TOON_CONFORMANCE_CASES = 516;

interface Case {
  name: string;
  input: unknown;
  expected: unknown;
  shouldError?: boolean;
  options?: { delimiter?: string; indentSize?: number; strict?: boolean };
}

interface Verdict {
  file: string;
  name: string;
  pass: boolean;
  detail: string;
}

async function judge(category: 'encode' | 'decode', test: Case): Promise<{ pass: boolean; detail: string }> {
  const options = test.options ?? {};
  const outcome =
    category === 'encode'
      ? await runOp(jsonToToon, {
          text: JSON.stringify(test.input),
          ...(options.indentSize === undefined ? {} : { indent: options.indentSize }),
          ...(options.delimiter === undefined ? {} : { delimiter: DELIMITER_NAMES[options.delimiter] }),
        })
      : await runOp(toonToJson, {
          text: test.input,
          indent: 0,
          // The fixtures' decoder option when they give one; otherwise the operation's own default (issue 17: the
          // defaults must be the specification's, so "a:\n    b: 1" fails in strict mode without being told the width).
          ...(options.indentSize === undefined ? {} : { toonIndent: options.indentSize }),
          ...(options.strict === undefined ? {} : { strict: options.strict }),
        });
  if (test.shouldError) return { pass: !outcome.ok, detail: outcome.ok ? `accepted: ${JSON.stringify(outcome.value.result)}` : outcome.error };
  if (!outcome.ok) return { pass: false, detail: `refused: ${outcome.error}` };
  const result = outcome.value.result as string;
  if (category === 'encode') return { pass: result === test.expected, detail: `got ${JSON.stringify(result)}` };
  // Both sides parsed by JSON.parse: equal numbers however spelled (1.5000 and 1.5), keys compared in order.
  return { pass: JSON.stringify(JSON.parse(result)) === JSON.stringify(test.expected), detail: `got ${result}` };
}

const files = (['encode', 'decode'] as const).flatMap((category) =>
  readdirSync(join(DIR, category))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ category, file: `${category}/${file}` })),
);

const verdicts: Verdict[] = [];
for (const { category, file } of files) {
  // JSON.parse, not a JSON import: an import would turn the "__proto__" cases into prototype assignments.
  const { tests } = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { tests: Case[] };
  for (const test of tests) verdicts.push({ file, name: test.name, ...(await judge(category, test)) });
}

describe('TOON 4.0 conformance fixtures, through json-to-toon and toon-to-json', () => {
  it.each(files.map(({ file }) => file))('%s', (file) => {
    const failures = verdicts.filter((v) => v.file === file && !v.pass && !SKIPPED.includes(v.name));
    expect(failures.map((v) => `${v.name}: ${v.detail}`)).toEqual([]);
  });

  it(`passes all ${TOON_CONFORMANCE_CASES} cases, skipping none`, () => {
    expect(verdicts).toHaveLength(TOON_CONFORMANCE_CASES);
    expect(verdicts.filter((v) => !v.pass).map((v) => v.name)).toEqual([...SKIPPED]);
    expect(verdicts.filter((v) => v.pass)).toHaveLength(TOON_CONFORMANCE_CASES - SKIPPED.length);
  });

  it('includes the 4 optional non-strict leniency cases, which the reference decoder rejects', () => {
    const lenient = verdicts.filter((v) => v.file === 'decode/objects.json' && / as literal key \(non-strict\)$/.test(v.name));
    expect(lenient.map((v) => [v.name, v.pass])).toEqual([
      ['treats extra brackets after valid array segment as literal key (non-strict)', true],
      ['treats bracket segment without a length as literal key (non-strict)', true],
      ['treats non-integer bracket content as literal key (non-strict)', true],
      ['treats text between bracket segment and colon as literal key (non-strict)', true],
    ]);
  });
});
