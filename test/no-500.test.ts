import { describe, expect, it } from 'vitest';
import { execute } from '../src/core/execute.js';
import { operationSchemas } from '../src/core/json-schema.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { operations } from '../src/ops/index.js';
import { testContext } from './support/run-op.js';

/** Strings that have broken parsers before: escapes, surrogates, control characters, numbers in disguise. */
const NASTY_STRINGS = [
  '', ' ', '\u0000', '\ud800', '\udc00x', '😀', 'é', '\u200d', '\r\n', '\t', '"', "'", '\\', '%', '%G1', '&', '&#0;', '<', '[', '{', ']', '}',
  '0', '-0', '1e400', '9007199254740993', 'NaN', 'Infinity', 'null', 'true', '0x1F', '+1', '.5', '#', '#ff', 'rgb(', 'hsl(1,2,3)',
  '2026-02-30', '2026-13-01T00:00', '9999-12-31T23:59', '-271821-04-20T00:00:00Z', 'Europe/Madrid', 'UTC', 'CEST', 'IST',
  'a: &a [*a]', '- - - x', '---\n---', 'a,b\n1', '"a\n', '[1]: 1', 'users[2]{id}:\n  1', '{"a":1,"a":2}', '[[[[', '}}}',
];

function randomValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * (depth > 2 ? 6 : 9));
  switch (pick) {
    case 0: return NASTY_STRINGS[Math.floor(random() * NASTY_STRINGS.length)];
    case 1: return Math.floor((random() - 0.5) * 2 ** Math.floor(random() * 60));
    case 2: return [0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 1, 100, 101, 1000, 1001][Math.floor(random() * 10)];
    case 3: return random() < 0.5;
    case 4: return null;
    case 5: // a run of nasty pieces glued together, the way malformed documents look
      return Array.from({ length: 1 + Math.floor(random() * 12) }, () => NASTY_STRINGS[Math.floor(random() * NASTY_STRINGS.length)]).join(random() < 0.5 ? '' : '\n');
    case 6: return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    case 7: return Object.fromEntries(Array.from({ length: Math.floor(random() * 3) }, (_, i) => [`k${i}`, randomValue(random, depth + 1)]));
    default: return { amount: 1, dueDate: '2026-01-01' };
  }
}

/**
 * Every bad input is a 400, never a 500: each operation gets its schema's fields filled with random values of every
 * type (and its examples with one field replaced), and the executor must either succeed or name the problem.
 * A thrown error here is exactly what HTTP would turn into a 500.
 */
describe('no input makes an operation fail with a 500', () => {
  for (const op of operations) {
    it(op.id, async () => {
      const random = seededRandom(op.id.length * 7919);
      const fields = Object.keys((operationSchemas(op).input.properties ?? {}) as Record<string, unknown>);
      const inputs: unknown[] = [];
      for (let n = 0; n < 300; n++) {
        const input: Record<string, unknown> = {};
        for (const field of fields) if (random() < 0.8) input[field] = randomValue(random);
        inputs.push(input);
      }
      for (const example of op.examples) {
        for (const field of fields) {
          for (let n = 0; n < 10; n++) inputs.push({ ...(example.input as object), [field]: randomValue(random) });
        }
      }
      for (const input of inputs) {
        let outcome;
        try {
          outcome = await execute(op, input, testContext());
        } catch (error) {
          throw new Error(`${op.id} threw on ${JSON.stringify(input)}: ${(error as Error).stack}`);
        }
        if (!outcome.ok) expect(outcome.error, JSON.stringify(input)).toMatch(/^[\w[\]. ]+: /);
      }
    }, 60_000);
  }
});
