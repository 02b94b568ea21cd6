import { describe, expect, it } from 'vitest';
import type { AnyOperation } from './operation.js';
import { lazyRegistry, registryOf, warmUp, type LazyEntry } from './registry.js';

/** A registry of three fake operations whose loads are counted (a definition is the entry plus a marker). */
function counted(failFirst = false) {
  const loads: string[] = [];
  let failures = failFirst ? 1 : 0;
  const entry = (id: string): LazyEntry => ({
    id,
    kind: 'utility',
    category: 'text',
    title: id,
    summary: `${id}.`,
    es: { title: id, summary: `${id}.` },
    load: () => {
      loads.push(id);
      if (failures-- > 0) return Promise.reject(new Error('chunk read failed'));
      return Promise.resolve({ default: { id, loadedFrom: 'module' } as unknown as AnyOperation });
    },
  });
  return { loads, registry: lazyRegistry([entry('a'), entry('b'), entry('c')]) };
}

describe('lazy registry', () => {
  it('knows every entry without loading any definition', () => {
    const { loads, registry } = counted();
    expect(registry.entries.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(registry.entry('b')).toEqual({ id: 'b', kind: 'utility', category: 'text', title: 'b', summary: 'b.', es: { title: 'b', summary: 'b.' } });
    expect(registry.entry('nope')).toBeUndefined();
    expect(registry.loaded('a')).toBeUndefined();
    expect(loads).toEqual([]);
  });

  it('loads a definition once, on its first call, and then answers synchronously', async () => {
    const { loads, registry } = counted();
    const [first, second] = await Promise.all([registry.load('b'), registry.load('b')]);
    expect(first).toBe(second);
    expect(await registry.load('b')).toBe(first);
    expect(registry.loaded('b')).toBe(first);
    expect(registry.loaded('a')).toBeUndefined();
    expect(loads).toEqual(['b']);
  });

  it('rejects an unknown id, and retries a load that failed', async () => {
    const { loads, registry } = counted(true);
    await expect(registry.load('nope')).rejects.toThrow('unknown operation nope');
    await expect(registry.load('a')).rejects.toThrow('chunk read failed');
    expect((await registry.load('a')).id).toBe('a');
    expect(loads).toEqual(['a', 'a']);
  });

  it('loadAll gives every definition in registry order, each loaded once', async () => {
    const { loads, registry } = counted();
    await registry.load('c');
    expect((await registry.loadAll()).map((op) => op.id)).toEqual(['a', 'b', 'c']);
    expect(await registry.loadAll()).toBe(await registry.loadAll());
    expect(loads.sort()).toEqual(['a', 'b', 'c']);
  });

  it('warmUp loads the rest, one at a time', async () => {
    const { loads, registry } = counted();
    await registry.load('b');
    await warmUp(registry);
    expect(loads).toEqual(['b', 'a', 'c']);
    expect(registry.loaded('c')?.id).toBe('c');
  });

  it('registryOf serves definitions already in memory', async () => {
    const op = { id: 'x', kind: 'utility', category: 'text' } as unknown as AnyOperation;
    const registry = registryOf([op]);
    expect(registry.loaded('x')).toBe(op);
    expect(await registry.load('x')).toBe(op);
    await expect(registry.load('y')).rejects.toThrow('unknown operation y');
    expect(await registry.loadAll()).toEqual([op]);
  });
});
