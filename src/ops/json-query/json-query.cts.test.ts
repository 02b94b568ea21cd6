import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import op from './json-query.op.js';
import { runOp } from '../../../test/support/run-op.js';

/**
 * The JSONPath Compliance Test Suite (RFC 9535), vendored in ./cts (source, commit and BSD-2 licence in
 * ./cts/README.md), run case by case through the operation. Documents are sent as their JSON text.
 */
interface Case {
  name: string;
  selector: string;
  document?: unknown;
  result?: unknown[];
  results?: unknown[][];
  result_paths?: string[];
  results_paths?: string[][];
  invalid_selector?: boolean;
}
const cts = JSON.parse(readFileSync(new URL('./cts/cts.json', import.meta.url), 'utf8')) as { tests: Case[] };

/**
 * The operation's documented leniency: surrounding whitespace is ignored and a query starting with . or [ is read
 * with $ before it. These invalid selectors are accepted on purpose.
 */
function lenientlyAccepted(selector: string): boolean {
  const trimmed = selector.trim();
  return trimmed !== selector || trimmed.startsWith('.') || trimmed.startsWith('[');
}

describe('json-query: the JSONPath Compliance Test Suite', () => {
  it('has the whole suite', () => {
    expect(cts.tests.length).toBe(703);
  });

  it('gives every valid case its result and normalized paths, in order (or one of the allowed orders)', async () => {
    let checked = 0;
    for (const test of cts.tests.filter((t) => !t.invalid_selector)) {
      const outcome = await runOp(op, { json: JSON.stringify(test.document), query: test.selector });
      expect(outcome.ok, `${test.name}: ${outcome.ok ? '' : outcome.error}`).toBe(true);
      if (!outcome.ok) continue;
      const values = JSON.parse(outcome.value.result as string) as unknown[];
      const got = { values, paths: outcome.value.paths };
      const allowed = test.result
        ? [{ values: test.result, paths: test.result_paths }]
        : test.results!.map((values, i) => ({ values, paths: test.results_paths![i] }));
      expect(allowed, test.name).toContainEqual(got);
      expect(outcome.value.count, test.name).toBe(values.length);
      checked++;
    }
    expect(checked).toBe(456);
  });

  it('refuses every invalid selector with a position, except the ones its leniency reads on purpose', async () => {
    const lenient: string[] = [];
    for (const test of cts.tests.filter((t) => t.invalid_selector)) {
      const outcome = await runOp(op, { json: '{}', query: test.selector });
      if (outcome.ok) {
        expect(lenientlyAccepted(test.selector), `${test.name}: ${JSON.stringify(test.selector)} was accepted`).toBe(true);
        lenient.push(test.selector);
      } else {
        expect(outcome.error, test.name).toMatch(/^query: (invalid JSONPath at position \d+: .+|the query nests too deeply)/);
      }
    }
    // Leading or trailing whitespace around an otherwise valid query, nothing else.
    expect(lenient.map((s) => s.trim())).toEqual(lenient.map(() => '$'));
  });
});
