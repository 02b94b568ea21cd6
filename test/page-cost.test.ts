import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineOperation } from '../src/core/operation.js';
import { MAX_RESPONSE_BYTES } from '../src/core/limits.js';
import { operations } from '../src/ops/index.js';
import { registryOf } from '../src/core/registry.js';
import type { Offload } from '../src/workers/offload.js';
import { OperationPool } from '../src/workers/operation-pool.js';
import { startFetch, startNode, type Harness } from './support/harness.js';

/**
 * A tool page costs the server no more than the same input through the API: it is bounded as an API call is (the
 * query as the body), drawn in the worker pool whenever the API call would run there (a heavy operation, or an input
 * past the offload size) — the page's own work included, so the event loop stays free — and its answer is capped at
 * the response limit. A POST, whatever its size, is refused unread: the pages compute on the device and never post.
 */

/** The pool, with a count of the pages and calls it was handed. */
function countingPool(): { offload: Offload; pages: string[]; calls: string[]; close(): Promise<void> } {
  const pool = new OperationPool({ workerUrl: new URL('../src/workers/tsx-worker.mjs', import.meta.url), threads: 1, deadlineMs: 20_000, logError: () => {} });
  const pages: string[] = [];
  const calls: string[] = [];
  return {
    pages,
    calls,
    offload: {
      run: (task, client) => (calls.push(task.operationId), pool.run(task, client)),
      runPage: (task, client) => (pages.push(task.operationId), pool.runPage(task, client)),
      drain: () => pool.drain(),
      close: () => pool.close(),
    },
    close: () => pool.close(),
  };
}

/**
 * The result section of a page served from `origin` (named in the API section's curl), for comparing two servers'
 * renderings: the origin, and the instant of the request (timezone-abbreviation checks the zones "now"), set aside.
 */
function section(html: string, origin: string): string {
  const drawn = ['answer', 'result'].map((id) => new RegExp(`<section id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '').join('\n');
  return drawn.replaceAll(origin, 'ORIGIN').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, 'NOW');
}

describe('a tool page on the server', () => {
  const pool = countingPool();
  let pooled: Harness;
  let inline: Harness;
  beforeAll(async () => {
    [pooled, inline] = await Promise.all([startNode({}, { offload: pool.offload }), startNode()]);
  });
  afterAll(async () => {
    await Promise.all([pooled?.close(), inline?.close()]);
    await pool.close();
  });

  it('is drawn in the worker pool for every heavy operation, in both languages, and reads as when drawn inline', async () => {
    const heavy = operations.filter((op) => op.heavy && op.kind !== 'content');
    expect(heavy.length).toBeGreaterThan(3);
    for (const op of heavy) {
      for (const prefix of ['', '/es']) {
        pool.pages.length = 0;
        const path = `${prefix}/utilities/${op.id}`;
        const [fromPool, fromMain] = await Promise.all([pooled.call(path), inline.call(path)]);
        expect(fromPool.status, path).toBe(200);
        expect(pool.pages, path).toEqual([op.id]);
        // A random result differs on every drawing: the same page is all that can be compared.
        if (!op.random) expect(section(await fromPool.text(), pooled.baseUrl), path).toBe(section(await fromMain.text(), inline.baseUrl));
      }
    }
  });

  it('is drawn on the main thread for a cheap operation and a short query, as the API call would run', async () => {
    pool.pages.length = 0;
    const response = await pooled.call('/calculators/hourly-to-salary?hourlyRate=100&billableHoursPerWeek=40&weeksWorked=48');
    expect(response.status).toBe(200);
    // 192,000 = S × 1.0765 + 42 → S = 178,316.77.
    expect(await response.text()).toContain('$178,316.77');
    expect(pool.pages).toEqual([]);
  });

  it('refuses a POST of a megabyte at once, without reading it (405), on every tool page', async () => {
    const body = `text=${'w'.repeat(1_048_000)}`;
    for (const path of ['/utilities/word-count', '/es/utilities/diff', '/calculators/invoice-aging']) {
      const response = await pooled.call(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
    expect(pool.pages).toEqual([]);
  });
});

describe('a long query, on a platform whose addresses may be long (the fetch handler)', () => {
  const pool = countingPool();
  let h: Harness;
  beforeAll(async () => {
    h = await startFetch({}, { offload: pool.offload });
  });
  afterAll(() => pool.close());

  it('is drawn in the pool past the offload size, like the same text sent to the API', async () => {
    // 40,000 words: 80,000 characters of query, past the 16 KB from which an API body runs in the pool.
    const response = await h.call(`/utilities/word-count?text=${'w+'.repeat(40_000)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('40,000');
    expect(pool.pages).toEqual(['word-count']);
    const api = await h.call('/api/v1/word-count', { method: 'POST', body: JSON.stringify({ text: 'w '.repeat(40_000) }) });
    expect(api.status).toBe(200);
    expect(pool.calls).toEqual(['word-count']);
  });

  it('past the body limit is a 414 naming the limit, with nothing run', async () => {
    pool.pages.length = 0;
    const response = await h.call(`/utilities/word-count?text=${'w'.repeat(1_048_577)}`);
    expect(response.status).toBe(414);
    expect(await response.json()).toEqual({ error: 'query: longer than the limit of 1048576 bytes; send the input to the API as a JSON body' });
    expect(pool.pages).toEqual([]);
  });
});

describe('a page answer', () => {
  /**
   * A result whose JSON fits the response limit (6 MB of '<') but whose page would not: each '<' is written '&lt;'
   * on the page, 24 MB. The page says so instead, within the limit, as a 400.
   */
  const wide = defineOperation({
    id: 'wide',
    title: 'Wide',
    summary: 'A result wider as HTML than as JSON.',
    agentDescription: 'Test double.',
    description: 'Test double.',
    category: 'text',
    kind: 'utility',
    es: { title: 'Ancha', summary: 'Un resultado más ancho en HTML que en JSON.' },
    input: z.strictObject({ n: z.number().int().min(0).max(6_000_000).describe('How many < to answer.') }),
    output: z.strictObject({ text: z.string().describe('n times <.') }),
    form: { n: { label: { en: 'Count', es: 'Cantidad' }, help: { es: 'Cuántos < devolver.' } } },
    page: { answer: ({ text }) => `${text.length} characters.`, headline: [{ field: 'text', label: { en: 'Text', es: 'Texto' }, format: 'code' }] },
    examples: [{ title: 'Three', input: { n: 3 }, output: { text: '<<<' } }],
    worstCase: () => ({ n: 6_000_000 }),
    run: ({ n }) => ({ text: '<'.repeat(n) }),
  });
  let h: Harness;
  beforeAll(async () => {
    h = await startFetch({}, { registry: registryOf([...operations, wide]) });
  });

  it('is capped at the response limit: a page that would pass it says why instead (400), while the API answers', async () => {
    const api = await h.call('/api/v1/wide', { method: 'POST', body: '{"n":6000000}' });
    expect(api.status).toBe(200);
    const page = await h.call('/utilities/wide?n=6000000');
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(new TextEncoder().encode(html).byteLength).toBeLessThan(MAX_RESPONSE_BYTES);
    expect(html).toMatch(/This result is too large to show on a page \(about \d+\.\d MB; a page, like an API answer, is at most 8 MiB\)/);
    // Small ones are shown, with the API's answer beside them.
    const small = await (await h.call('/utilities/wide?n=3')).text();
    expect(small).toContain('&lt;&lt;&lt;');
  });
});
