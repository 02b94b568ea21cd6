import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import op from './json-query.op.js';
import { ok } from '../../../test/support/run-op.js';

/** The JSONata documentation's examples with their documented results (source and licence: ./jsonata-docs/README.md). */
interface Example {
  file: string;
  expr: string;
  doc: 'address' | 'refs';
  result: string;
}
const examples = JSON.parse(readFileSync(new URL('./jsonata-docs/examples.json', import.meta.url), 'utf8')) as Example[];
const documents = {
  address: readFileSync(new URL('./jsonata-docs/address.json', import.meta.url), 'utf8'),
  refs: '[{ "ref": [ 1,2 ] }, { "ref": [ 3,4 ] }]',
};

const run = async (example: Example) => (await ok(op, { json: documents[example.doc], query: example.expr, language: 'jsonata' })) as { result: string; count: number };
const parsed = (text: string): unknown => (text === '' ? undefined : JSON.parse(text));

/** Examples whose documented result cannot be compared as written, and why. */
const APART: Record<string, string> = {
  '$power(2, 0.5)': 'documented rounded to 13 significant digits',
  '$sqrt(2)': 'documented rounded to 13 significant digits',
  '$random()': 'random',
  '$shuffle([1..9])': 'random',
  '$distinct(Account.Order.Product.Description.Colour)': "queries the documentation's invoice document, not vendored",
};

describe('json-query: the JSONata documentation examples', () => {
  it('gives every example its documented result', async () => {
    expect(examples.length).toBe(122);
    let compared = 0;
    for (const example of examples) {
      if (example.expr in APART) continue;
      const out = await run(example);
      expect(parsed(out.result), `${example.file}: ${example.expr}`).toEqual(parsed(example.result));
      compared++;
    }
    expect(compared).toBe(115);
  });

  it('gives the examples set apart what their documentation says, as far as it can be checked', async () => {
    for (const example of examples.filter((e) => e.expr === '$power(2, 0.5)' || e.expr === '$sqrt(2)')) {
      expect(Number(JSON.parse((await run(example)).result)).toPrecision(13)).toBe(example.result);
    }
    const random = Number((await run({ file: '', expr: '$random()', doc: 'address', result: '' })).result);
    expect(random >= 0 && random < 1).toBe(true);
    const shuffled = JSON.parse((await run({ file: '', expr: '$shuffle([1..9])', doc: 'address', result: '' })).result) as number[];
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
