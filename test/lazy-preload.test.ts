// What a worker thread loads before it takes a call (src/worker.ts): every definition, then every module those load on
// their first call. In a process of its own (the integration project), so the loads are this file's alone.
import { describe, expect, it } from 'vitest';
import { lazy, loadEveryLazy } from '../src/core/lazy.js';
import { registry } from '../src/ops/registry.js';

describe('loadEveryLazy', () => {
  it('loads each lazy module once, the ones a loaded module names in turn, and leaves a failed load to its caller', async () => {
    const loads: string[] = [];
    let inner: (() => Promise<string>) | undefined;
    const outer = lazy(async () => {
      loads.push('outer');
      // A module that, as it loads, names a lazy module of its own (as jwt-decode's verify.ts names jose).
      inner = lazy(async () => {
        loads.push('inner');
        return 'inner';
      });
      return 'outer';
    });
    const failing = lazy(async () => {
      loads.push('failing');
      throw new Error('no such module');
    });
    await loadEveryLazy();
    expect(loads.sort()).toEqual(['failing', 'inner', 'outer']);
    // Kept: asking again loads nothing.
    expect(await outer()).toBe('outer');
    expect(await inner!()).toBe('inner');
    await loadEveryLazy();
    expect(loads).toHaveLength(3);
    // The failure is the caller's to see, as it would be on a first call.
    await expect(failing()).rejects.toThrow('no such module');
  });

  it("after every definition, loads what their first calls would: any-ascii's table, so slugify spells 北京 at once", async () => {
    await registry.loadAll();
    const slugify = registry.loaded('slugify')!;
    const ctx = { now: () => new Date(), baseUrl: 'http://localhost' } as Parameters<typeof slugify.run>[1];
    const loaded = await loadEveryLazy();
    // The operations' own lazy logic (13 of them, word-count's segmenters among them), jose and ed448 for jwt-decode,
    // any-ascii for slugify, and the test's three above.
    expect(loaded).toBeGreaterThanOrEqual(14 + 3);
    const spelled = slugify.run({ text: '北京 and Привет' }, ctx);
    expect(spelled).not.toBeInstanceOf(Promise);
    expect(spelled).toEqual({ slug: 'bei-jing-and-privet' });
  });
});
