import { describe, expect, it } from 'vitest';
import op from './uuid.op.js';
import { fails, ok } from '../../../test/support/run-op.js';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const uuids = async (input: unknown) => (await ok(op, input)).uuids as string[];

describe('uuid', () => {
  it('is marked random and its examples have no fixed output', () => {
    expect(op.random).toBe(true);
    for (const example of op.examples) expect(example).not.toHaveProperty('output');
  });

  it('returns one lowercase version 4 UUID by default', async () => {
    const result = await uuids({});
    expect(result).toHaveLength(1);
    expect(result[0]).toMatch(V4);
  });

  it.each([1, 2, 37, 100])('returns %i distinct UUIDs on request', async (count) => {
    const result = await uuids({ count });
    expect(result).toHaveLength(count);
    for (const uuid of result) expect(uuid).toMatch(V4);
    expect(new Set(result).size).toBe(count);
  });

  it('gives new values on every call', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) for (const uuid of await uuids({ count: 100 })) seen.add(uuid);
    expect(seen.size).toBe(2000);
  });

  it('rejects counts outside 1–100, non-integers and other types', async () => {
    expect(await fails(op, { count: 0 })).toBe('count: must be at least 1');
    expect(await fails(op, { count: -5 })).toBe('count: must be at least 1');
    expect(await fails(op, { count: 101 })).toBe('count: must be at most 100');
    expect(await fails(op, { count: 2.5 })).toBe('count: must be an integer, got 2.5');
    expect(await fails(op, { count: '3' })).toBe('count: must be a number, got string');
    expect(await fails(op, { count: null })).toBe('count: must be a number, got null');
    expect(await fails(op, { n: 3 })).toBe("n: unknown field; did you mean 'count'?");
    expect(await fails(op, [])).toBe('body: must be a JSON object, got array');
  });
});
