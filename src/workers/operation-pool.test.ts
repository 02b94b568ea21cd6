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
    expect(await pool.run(httpCall('slugify', JSON.stringify(input)), 'a')).toEqual({ ok: true, json: inline.json });
    expect(await pool.run(call('slugify', input, true), 'a')).toEqual({ ok: true, json: inline.json, value: inline.value });
    // The worker answers as of the caller's clock, not its own.
    const stamp = await pool.run(call('timestamp', { value: '0' }, true), 'a');
    expect(stamp.ok && stamp.value?.relative).toBe('56 years ago');
  });

  it('gives refusals as 400 texts, the same words as inline', async () => {
    const pool = await startPool(1, 10_000);
    expect(await pool.run(httpCall('slugify', '{"text": 1}'), 'a')).toEqual({ ok: false, error: 'text: must be a string, got number' });
    expect(await pool.run(httpCall('slugify', '{"text": '), 'a')).toMatchObject({ ok: false, error: expect.stringMatching(/^body: is not valid JSON/) });
  });

  it('stops a call that runs past its deadline with a 422, and the next call gets a fresh thread', async () => {
    const pool = await startPool(1, 100);
    const result = await pool.run(call('word-count', slowInput), 'a');
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: 'input: too expensive: word-count did not finish within 0.1 s, the limit for one request, and was stopped; use a smaller input',
    });
    await pool.ready();
    // The fresh thread answers. Its first call may outrun this pool's 0.1 s deadline on a busy machine (a 422 or 503
    // that ran nothing useful): tried again, bounded by attempts, not by time.
    let next = await pool.run(call('slugify', { text: 'Still here' }), 'a');
    for (let attempt = 0; !next.ok && attempt < 20; attempt++) next = await pool.run(call('slugify', { text: 'Still here' }), 'a');
    expect(next).toEqual({ ok: true, json: '{"slug":"still-here"}' });
  });

  it('refuses with a 503 and Retry-After a call that waited for a thread past the deadline, having run nothing', async () => {
    const pool = await startPool(1, 300);
    const [first, second] = await Promise.all([pool.run(call('word-count', slowInput), 'a'), pool.run(call('slugify', { text: 'x' }), 'a')]);
    expect(first).toMatchObject({ ok: false, status: 422 });
    expect(second).toEqual({ ok: false, status: 503, retryAfterSeconds: 1, error: 'server: busy with other large inputs; nothing was run, retry in 1 s' });
  });

  it('refuses at once when its queue is full', async () => {
    const pool = await startPool(1, 2_000);
    const calls = Array.from({ length: 20 }, () => pool.run(call('word-count', slowInput), 'a'));
    // At once: before the call that is running (half a second of work or more) is answered — ordered, not timed.
    const refusedAtOnce = await Promise.race([calls[19]!, calls[0]!.then(() => 'the first call was answered first')]);
    expect(refusedAtOnce).toEqual({ ok: false, status: 503, retryAfterSeconds: 2, error: 'server: busy with other large inputs; nothing was run, retry in 2 s' });
    pool.drain();
    await Promise.all(calls);
  });

  it('on drain refuses what waits and what comes, and lets the running call finish', async () => {
    const pool = await startPool(1, 30_000);
    const running = pool.run(call('word-count', slowInput), 'a');
    // Waiting in the queues of two clients.
    const waiting = [pool.run(call('slugify', { text: 'x' }), 'a'), pool.run(call('slugify', { text: 'y' }), 'a'), pool.run(call('slugify', { text: 'z' }), 'b')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    pool.drain();
    for (const answer of await Promise.all(waiting)) {
      expect(answer).toEqual({ ok: false, status: 503, retryAfterSeconds: 30, error: 'server: shutting down; nothing was run, retry in 30 s' });
    }
    expect(await pool.run(call('slugify', { text: 'x' }), 'a')).toMatchObject({ ok: false, status: 503 });
    expect(await running).toMatchObject({ ok: true });
  });
});

/** The 503 of a call the pool had no room or no time for, at a 60 s deadline. */
const BUSY_60 = { ok: false, status: 503, retryAfterSeconds: 60, error: 'server: busy with other large inputs; nothing was run, retry in 60 s' };

/**
 * Calls submitted to a pool of one thread, each noted by its label as it is answered with a result: on one thread the
 * order of the answers is the order the calls ran in — the pool's order, whatever the machine's speed.
 */
function inOrder(pool: OperationPool): { order: string[]; submit(client: string, label: string, task?: Omit<OperationTask, 'taskId'>): ReturnType<OperationPool['run']> } {
  const order: string[] = [];
  return {
    order,
    submit: (client, label, task = call('slugify', { text: label })) =>
      pool.run(task, client).then((answer) => {
        if (answer.ok) order.push(label);
        return answer;
      }),
  };
}

describe('the operation pool between clients', () => {
  // The deadline is a hang guard here: these tests count and order, and a busy machine must not turn a wait into a 503.
  const deadlineMs = 60_000;

  it("runs a bystander's call after at most the one call of another client on the thread, however many it queued", async () => {
    const pool = await startPool(1, deadlineMs);
    const { order, submit } = inOrder(pool);
    const words = call('word-count', { text: 'many words '.repeat(20_000) });
    const busyClient = Array.from({ length: 8 }, (_, i) => submit('a', `a${i}`, words));
    await busyClient[0];
    // a1 is on the thread now and a2…a7 wait: the bystander comes next, not ninth.
    expect(await submit('b', 'b', call('json-format', { json: '{"a":[1,2]}' }))).toMatchObject({ ok: true });
    expect(order.slice(0, 3)).toEqual(['a0', 'a1', 'b']);
    expect((await Promise.all(busyClient)).every((answer) => answer.ok)).toBe(true);
  });

  it('serves the clients in turn', async () => {
    const pool = await startPool(1, deadlineMs);
    const { order, submit } = inOrder(pool);
    const calls = ['a', 'b', 'c'].flatMap((client) => Array.from({ length: 4 }, (_, i) => submit(client, `${client}${i}`)));
    await Promise.all(calls);
    // a0 took the free thread as it came; then one call of each client at a time, b before c (its call came first).
    expect(order).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
  });

  it('refuses only the flooding client past the bound: the others take the places of its newest calls', async () => {
    const pool = await startPool(1, deadlineMs);
    const { order, submit } = inOrder(pool);
    const flood = Array.from({ length: 40 }, (_, i) => submit('a', `a${i}`));
    const others = [submit('b', 'b0'), submit('b', 'b1'), submit('b', 'b2'), submit('c', 'c0')];
    const flooded = await Promise.all(flood);
    expect((await Promise.all(others)).every((answer) => answer.ok)).toBe(true);
    // a0 took the thread and a1…a16 the 16 places; a17…a39 were refused at once, then b0, b1, b2 and c0 each took the
    // place of a's newest (a16, a15, a14, a13): a holds the most until the end.
    expect(flooded.map((answer) => answer.ok)).toEqual([...Array<boolean>(13).fill(true), ...Array<boolean>(27).fill(false)]);
    for (const refused of flooded.slice(13)) expect(refused).toEqual(BUSY_60);
    expect(order.slice(0, 8)).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'a2', 'b2', 'a3']);
  });
});
