import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offload } from '../../src/workers/offload.js';
import { OperationPool } from '../../src/workers/operation-pool.js';
import { startNode, type Harness } from '../support/harness.js';

/**
 * The worker pool is fair between clients, over HTTP: one client keeps several large calls in the pool at once, within
 * its rate limit, while another client's pooled calls — an API call, an MCP tools/call, a tool page — are each run
 * after at most the one call of the first client that held the thread, and none is refused. Ordered and counted, not
 * timed: on one thread the order in which the pool answers is the order it ran the calls in, whatever the machine.
 */
const THREADS = 1;
/** The header the server reads each client's address from (CLIENT_IP_HEADER), as behind a proxy. */
const CLIENT_HEADER = 'x-real-ip';
const BUSY_CLIENT = '198.51.100.1';
const BYSTANDER = '198.51.100.2';
/** Calls the busy client keeps in flight at once, as the load audit's client did (four, within 60 a minute). */
const IN_FLIGHT = 4;
const RATE_LIMIT_PER_MINUTE = 60;
/** About 200 KB of text: over the 16 KiB from which any call goes to the pool, and some real work for a thread. */
const LARGE_TEXT = 'a few words of text '.repeat(10_000);
/** The bystander's API calls, one after another: json-format is `heavy`, so even a tiny one runs in the pool. */
const BYSTANDER_CALLS = 6;

/** What the pool saw, in order: a call handed to it (with the client key the HTTP layer gave) and its answer. */
interface PoolEvent {
  client: string;
  event: 'submitted' | 'answered';
  status: number;
}

/** The real pool of one thread (the TypeScript worker), noting each call's client and when it was answered. */
function recordingPool(): { offload: Offload; events: PoolEvent[] } {
  const pool = new OperationPool({ workerUrl: new URL('../../src/workers/tsx-worker.mjs', import.meta.url), threads: THREADS, deadlineMs: 120_000, logError: () => {} });
  const events: PoolEvent[] = [];
  const noted = <R extends { ok: boolean; status?: number }>(client: string, answer: Promise<R>): Promise<R> => {
    events.push({ client, event: 'submitted', status: 0 });
    return answer.then((result) => {
      events.push({ client, event: 'answered', status: result.ok ? 200 : (result.status ?? 400) });
      return result;
    });
  };
  return {
    events,
    offload: {
      run: (task, client) => noted(client, pool.run(task, client)),
      runPage: (task, client) => noted(client, pool.runPage(task, client)),
      drain: () => pool.drain(),
      close: () => pool.close(),
    },
  };
}

/**
 * For each of `client`'s calls, how many calls of other clients the pool answered between taking it and answering
 * it; the client's calls go one after another, so its events pair up in order.
 */
function othersAnsweredDuring(events: readonly PoolEvent[], client: string): number[] {
  const counts: number[] = [];
  let during: number | undefined;
  for (const { client: whose, event } of events) {
    if (whose === client) {
      if (event === 'submitted') during = 0;
      else if (during !== undefined) (counts.push(during), (during = undefined));
    } else if (event === 'answered' && during !== undefined) during++;
  }
  return counts;
}

/** How many of `client`'s calls the pool holds now (submitted, not answered): on the thread and queued. */
function inPool(events: readonly PoolEvent[], client: string): number {
  let held = 0;
  for (const e of events) if (e.client === client) held += e.event === 'submitted' ? 1 : -1;
  return held;
}

/** For each bystander call, how many of the busy client's calls the pool held as it came. */
function busyInPoolAsBystanderCame(events: readonly PoolEvent[]): number[] {
  return events.flatMap((e, i) => (e.client === BYSTANDER && e.event === 'submitted' ? [inPool(events.slice(0, i), BUSY_CLIENT)] : []));
}

describe('the worker pool between two clients, over HTTP', () => {
  const { offload, events } = recordingPool();
  let h: Harness;
  const post = (path: string, body: string, client: string, headers: Record<string, string> = {}) =>
    h.call(path, { method: 'POST', headers: { 'content-type': 'application/json', [CLIENT_HEADER]: client, ...headers }, body });
  beforeAll(async () => {
    h = await startNode({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE), CLIENT_IP_HEADER: CLIENT_HEADER }, { offload });
    // The page and the MCP endpoint load their modules on first use: loaded now, so each bystander call later meets the
    // busy client's calls in the pool rather than arriving after the busy client has spent its minute.
    await (await h.call('/utilities/json-format', { headers: { [CLIENT_HEADER]: BYSTANDER } })).text();
    await (await post('/api/mcp', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), BYSTANDER, { accept: 'application/json' })).text();
    // The page drew its starting input in the pool (json-format is heavy): the test counts from here.
    events.length = 0;
  });
  afterAll(() => h.close());

  it("runs each of another client's pooled calls after at most one of a busy client's, and refuses none", async () => {
    let done = false;
    const busyStatuses: number[] = [];
    // The busy client: IN_FLIGHT calls at a time, each sent as the last is answered, until its minute's allowance is spent.
    const busyLoop = async () => {
      while (!done && busyStatuses.length < RATE_LIMIT_PER_MINUTE) {
        const response = await post('/api/v1/word-count', JSON.stringify({ text: LARGE_TEXT }), BUSY_CLIENT);
        await response.arrayBuffer();
        busyStatuses.push(response.status);
        if (response.status === 429) return;
      }
    };
    const busy = Array.from({ length: IN_FLIGHT }, busyLoop);
    // The bystander starts once the pool is warm (a busy call answered) and every busy call in flight has reached it.
    while (busyStatuses.length === 0 || inPool(events, BUSY_CLIENT) < IN_FLIGHT) await new Promise((resolve) => setTimeout(resolve, 5));

    const answers: { status: number; text: string }[] = [];
    for (let i = 0; i < BYSTANDER_CALLS; i++) {
      const response = await post('/api/v1/json-format', JSON.stringify({ json: `{"call":${i}}` }), BYSTANDER);
      answers.push({ status: response.status, text: await response.text() });
    }
    const mcp = await post('/api/mcp', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'json-format', arguments: { json: '{"via":"mcp"}' } } }), BYSTANDER, { accept: 'application/json' });
    const mcpReply = (await mcp.json()) as { result?: { isError?: boolean } };
    const page = await h.call(`/utilities/json-format?${new URLSearchParams({ json: '{"via":"page"}' })}`, { headers: { [CLIENT_HEADER]: BYSTANDER } });
    await page.text();
    done = true;
    await Promise.all(busy);

    const report = `pool events: ${JSON.stringify(events.map((e) => `${e.client === BUSY_CLIENT ? 'A' : 'B'} ${e.event} ${e.status || ''}`.trim()))}`;
    expect(answers.map((a) => a.status), report).toEqual(Array<number>(BYSTANDER_CALLS).fill(200));
    expect(mcp.status).toBe(200);
    expect(mcpReply.result?.isError).toBeUndefined();
    expect(page.status).toBe(200);
    // Every pooled call was queued under its client's address (the rate limiter's key), by the API, MCP and the page.
    expect(new Set(events.map((e) => e.client))).toEqual(new Set([BUSY_CLIENT, BYSTANDER]));
    expect(events.filter((e) => e.client === BYSTANDER && e.event === 'submitted')).toHaveLength(BYSTANDER_CALLS + 2);
    // The busy client really kept the pool busy: as each bystander call came, one busy call held the thread and more
    // waited in the queue (without fairness the bystander's call would have waited for all of them)…
    for (const held of busyInPoolAsBystanderCame(events)) expect(held, report).toBeGreaterThanOrEqual(THREADS + 1);
    // …and each bystander call waited for at most the busy client's call on the thread, not the ones queued before it.
    const waitedFor = othersAnsweredDuring(events, BYSTANDER);
    expect(waitedFor, report).toHaveLength(BYSTANDER_CALLS + 2);
    for (const count of waitedFor) expect(count, report).toBeLessThanOrEqual(THREADS);
    expect(events.filter((e) => e.event === 'answered' && e.status === 503), report).toEqual([]);
  });
});
