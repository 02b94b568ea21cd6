import { describe, expect, it } from 'vitest';
import op from './uuid.op.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';

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
    expect(await fails(op, { count: '3,000' })).toBe("count: must be a number, got '3,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5");
    expect(await fails(op, { count: null })).toBe('count: must be a number, got null');
    expect(await fails(op, { n: 3 })).toBe("n: unknown field; did you mean 'count' or 'version'?");
    expect(await fails(op, [])).toBe('body: must be a JSON object, got array');
  });

  it('version 7: the request time in the first 48 bits, version nibble 7, variant 10, ascending within a call', async () => {
    const now = new Date('2026-11-24T10:00:00.123Z');
    const result = (await ok(op, { count: 100, version: 7 }, testContext({ now: () => now }))).uuids as string[];
    expect(result).toHaveLength(100);
    // 1795514400123 ms = 0x01a20cff7d7b → the first 12 hex digits "01a20cff-7d7b".
    expect(now.getTime().toString(16).padStart(12, '0')).toBe('01a20cff7d7b');
    for (const uuid of result) expect(uuid).toMatch(/^01a20cff-7d7b-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...result].sort()).toEqual(result);
    expect(new Set(result).size).toBe(100);
  });

  it('version 7: ascending across calls made in the same millisecond, and when the clock steps back a little (issue 30)', async () => {
    const at = (iso: string) => testContext({ now: () => new Date(iso) });
    const made: string[] = [];
    // 60 calls in one millisecond, then a clock 5 ms behind (kept at the later time), then a later millisecond.
    for (let i = 0; i < 60; i++) made.push(...((await ok(op, { count: 3, version: 7 }, at('2026-11-25T08:00:00.500Z'))).uuids as string[]));
    made.push(...((await ok(op, { count: 3, version: 7 }, at('2026-11-25T08:00:00.495Z'))).uuids as string[]));
    made.push(...((await ok(op, { count: 3, version: 7 }, at('2026-11-25T08:00:00.501Z'))).uuids as string[]));
    expect(made).toHaveLength(186);
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(186);
    // 1795593600500 ms = 0x01a211b7fdf4; the step back kept it; the last call has its own millisecond, ...fdf5.
    expect(made.slice(0, 183).every((u) => u.startsWith('01a211b7-fdf4-7'))).toBe(true);
    expect(made.slice(183).every((u) => u.startsWith('01a211b7-fdf5-7'))).toBe(true);
    // A clock set back more than ten seconds is taken as it is: its UUIDs carry its own time.
    const earlier = (await ok(op, { version: 7 }, at('2026-11-25T07:00:00.000Z'))).uuids as string[];
    expect(earlier[0]!.slice(0, 13)).toBe(`${(Date.parse('2026-11-25T07:00:00.000Z')).toString(16).padStart(12, '0').replace(/^(.{8})/, '$1-')}`);
  });

  it('refuses versions other than 4 and 7, naming them', async () => {
    expect(await fails(op, { version: 1 })).toBe('version: must be one of 4, 7, got 1');
    expect(await fails(op, { version: '7' })).toBe("version: must be one of 4, 7, got '7'");
  });
});
