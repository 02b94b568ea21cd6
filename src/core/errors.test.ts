import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { capMessage, closestNames, didYouMean, elide, formatIssue, MAX_ERROR_CHARS, MAX_SUGGESTED_NAME_CHARS } from './errors.js';
import { execute } from './execute.js';
import { defineOperation } from './operation.js';
import { createContext } from './context.js';
import { cpuNow } from '../../test/support/run-op.js';

describe('error messages stay short whatever the input', () => {
  it('elide() keeps short values and cuts long ones between code points, saying how long they were', () => {
    expect(elide('short')).toBe('short');
    expect(elide('x'.repeat(1_000_000))).toBe(`${'x'.repeat(60)}… (1,000,000 characters)`);
    // A surrogate pair straddling the cut is not split.
    expect(elide(`${'x'.repeat(59)}😀tail`)).toBe(`${'x'.repeat(59)}… (65 characters)`);
    expect(capMessage('m'.repeat(5_000)).length).toBeLessThanOrEqual(MAX_ERROR_CHARS);
  });

  it('suggests close names, and skips the search for names no real name comes near', () => {
    expect(closestNames('slugfy', ['slugify', 'uuid'])).toEqual(['slugify']);
    expect(didYouMean('UUID', ['slugify', 'uuid'])).toBe("; did you mean 'uuid'?");
    expect(closestNames('x'.repeat(MAX_SUGGESTED_NAME_CHARS + 1), ['x'.repeat(MAX_SUGGESTED_NAME_CHARS)])).toEqual([]);
    const start = cpuNow();
    expect(didYouMean('slugify'.repeat(150_000), Array.from({ length: 500 }, (_, i) => `name-${i}`))).toBe('');
    expect(cpuNow() - start).toBeLessThan(100);
  });

  it('names three unknown fields and counts the rest', () => {
    const schema = z.strictObject({ text: z.string() });
    const input = Object.fromEntries([['text', 'a'], ...Array.from({ length: 100_000 }, (_, i) => [`f${i}`, i])]);
    const issue = schema.safeParse(input).error!.issues[0]!;
    expect(formatIssue(issue, () => ['text'])).toBe(
      'f0: unknown field; allowed fields: text; f1: unknown field; allowed fields: text; f2: unknown field; allowed fields: text (and 99,997 more unknown fields)',
    );
  });

  it('quotes a megabyte value elided, and the executor caps what an operation throws', async () => {
    const op = defineOperation({
      id: 'echo',
      title: 'Echo',
      summary: 'Echo.',
      agentDescription: 'Echo.',
      description: 'Echo.',
      category: 'text',
      kind: 'utility',
      es: { title: 'Eco', summary: 'Eco.' },
      input: z.strictObject({ mode: z.enum(['a', 'b']), text: z.string().optional() }),
      output: z.strictObject({}),
      examples: [],
      worstCase: () => ({ mode: 'a' as const }),
      run: () => {
        throw new (class extends Error {})('not an input error');
      },
    });
    const outcome = await execute(op, { mode: 'k'.repeat(1_000_000) }, createContext());
    expect(outcome).toEqual({ ok: false, error: `mode: must be one of 'a', 'b', got '${'k'.repeat(60)}… (1,000,000 characters)'` });
  });
});

describe('a field that takes one of several shapes (a union)', () => {
  const schema = z.strictObject({
    indent: z.union([z.enum(['2', 'tab']), z.literal([2, 4])]),
    value: z.union([z.string().max(5), z.number()]),
  });
  const message = (input: unknown) => formatIssue(schema.safeParse(input, { reportInput: true }).error!.issues[0]!);

  it('lists the choices of every branch, the types, or the one branch that failed on more than its type', () => {
    expect(message({ value: 'a' })).toBe('indent: is required');
    expect(message({ indent: 3, value: 'a' })).toBe("indent: must be one of '2', 'tab', 2, 4, got 3");
    expect(message({ indent: 2, value: true })).toBe('value: must be a string or a number, got boolean');
    // The string branch failed on its length, not its type: that is what the caller must fix.
    expect(message({ indent: 2, value: 'abcdefgh' })).toBe('value: must be at most 5 characters long');
  });
});
