import { afterEach, describe, expect, it } from 'vitest';
import { execute } from '../core/execute.js';
import { operations } from '../ops/index.js';
import { testContext, FIXED_NOW, TEST_BASE_URL } from '../../test/support/run-op.js';
import { OperationPool } from './operation-pool.js';
import type { OperationTask } from './operation-task.js';

const WORKER_URL = new URL('./tsx-worker.mjs', import.meta.url);
const byId = new Map(operations.map((op) => [op.id, op]));

const pools: OperationPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function startPool(threads: number, deadlineMs: number, logged: unknown[] = []): Promise<OperationPool> {
  const pool = new OperationPool({ workerUrl: WORKER_URL, threads, deadlineMs, logError: (e) => logged.push(e) });
  pools.push(pool);
  await pool.ready();
  return pool;
}

function call(operationId: string, input: unknown, wantValue = false): Omit<OperationTask, 'taskId'> {
  return { operationId, source: { input }, now: FIXED_NOW.getTime(), baseUrl: TEST_BASE_URL, wantValue };
}

function httpCall(operationId: string, body: string): Omit<OperationTask, 'taskId'> {
  return { operationId, source: { body: new TextEncoder().encode(body) }, now: FIXED_NOW.getTime(), baseUrl: TEST_BASE_URL, wantValue: false };
}

/** word-count's declared worst case: about half a second of work on this machine, a fraction of it on a fast one. */
const slowInput = byId.get('word-count')!.worstCase();

describe('the operation pool', () => {
  it('answers exactly what the executor answers on the main thread, from a raw body or parsed arguments', async () => {
    const pool = await startPool(1, 10_000);
    const input = { text: 'Crème Brûlée à la Mode!' };
    const inline = await execute(byId.get('slugify')!, input, testContext());
    if (!inline.ok) throw new Error(inline.error);
    expect(await pool.run(httpCall('slugify', JSON.stringify(input)))).toEqual({ ok: true, json: inline.json });
    expect(await pool.run(call('slugify', input, true))).toEqual({ ok: true, json: inline.json, value: inline.value });
    // The worker answers as of the caller's clock, not its own.
    const stamp = await pool.run(call('timestamp', { value: '0' }, true));
    expect(stamp.ok && stamp.value?.relative).toBe('56 years ago');
  });

  it('gives refusals as 400 texts, the same words as inline', async () => {
    const pool = await startPool(1, 10_000);
    expect(await pool.run(httpCall('slugify', '{"text": 1}'))).toEqual({ ok: false, error: 'text: must be a string, got number' });
    expect(await pool.run(httpCall('slugify', '{"text": '))).toMatchObject({ ok: false, error: expect.stringMatching(/^body: is not valid JSON/) });
  });

  it('stops a call that runs past its deadline with a 422, and the next call gets a fresh thread', async () => {
    const pool = await startPool(1, 100);
    const result = await pool.run(call('word-count', slowInput));
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: 'input: too expensive: word-count did not finish within 0.1 s, the limit for one request, and was stopped; use a smaller input',
    });
    await pool.ready();
    // The fresh thread answers. Its first call may outrun this pool's 0.1 s deadline on a busy machine (a 422 or 503
    // that ran nothing useful): tried again, bounded by attempts, not by time.
    let next = await pool.run(call('slugify', { text: 'Still here' }));
    for (let attempt = 0; !next.ok && attempt < 20; attempt++) next = await pool.run(call('slugify', { text: 'Still here' }));
    expect(next).toEqual({ ok: true, json: '{"slug":"still-here"}' });
  });

  it('refuses with a 503 and Retry-After a call that waited for a thread past the deadline, having run nothing', async () => {
    const pool = await startPool(1, 300);
    const [first, second] = await Promise.all([pool.run(call('word-count', slowInput)), pool.run(call('slugify', { text: 'x' }))]);
    expect(first).toMatchObject({ ok: false, status: 422 });
    expect(second).toEqual({ ok: false, status: 503, retryAfterSeconds: 1, error: 'server: busy with other large inputs; nothing was run, retry in 1 s' });
  });

  it('refuses at once when its queue is full', async () => {
    const pool = await startPool(1, 2_000);
    const calls = Array.from({ length: 20 }, () => pool.run(call('word-count', slowInput)));
    // At once: before the call that is running (half a second of work or more) is answered — ordered, not timed.
    const refusedAtOnce = await Promise.race([calls[19]!, calls[0]!.then(() => 'the first call was answered first')]);
    expect(refusedAtOnce).toEqual({ ok: false, status: 503, retryAfterSeconds: 2, error: 'server: busy with other large inputs; nothing was run, retry in 2 s' });
    pool.drain();
    await Promise.all(calls);
  });

  it('on drain refuses what waits and what comes, and lets the running call finish', async () => {
    const pool = await startPool(1, 30_000);
    const running = pool.run(call('word-count', slowInput));
    const waiting = pool.run(call('slugify', { text: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    pool.drain();
    expect(await waiting).toMatchObject({ ok: false, status: 503, error: 'server: shutting down; nothing was run, retry in 30 s' });
    expect(await pool.run(call('slugify', { text: 'x' }))).toMatchObject({ ok: false, status: 503 });
    expect(await running).toMatchObject({ ok: true });
  });
});
