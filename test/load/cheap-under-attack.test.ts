import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/ops/index.js';
import { startBuiltServer } from '../support/built-server.js';

/**
 * Heavy work never holds up cheap requests: while other clients keep sending the costliest inputs the operations
 * declare (each about 1 MiB, half a second to a second of work), one client's small requests, sent one after another,
 * keep being answered — many of them for each heavy call worked through. Counted, not timed: had the heavy work run on
 * the main thread, each cheap request would wait behind the heavy calls queued before it, about one cheap answer per
 * heavy one; a busy machine slows both sides alike, so the ratio holds on any machine. The latencies themselves (p50,
 * p99 beside a bare node:http baseline) are measured by `npm run bench` (bench/cheap-under-attack.mjs).
 */
const HEAVY = ['word-count', 'toon-to-json', 'csv-to-json', 'convert-data', 'json-format', 'json-to-toon', 'diff', 'slugify', 'url-encode', 'regex-test'];
const ATTACK_CONNECTIONS = 6;
/** The window: this many heavy calls answered (each worst case twice), counted in work done, not in seconds. */
const HEAVY_ANSWERS = 2 * HEAVY.length;
/** Cheap answers per heavy answer the test asks for; measured about 75 on a quiet 2-core machine, at most ~1 inline. */
const CHEAP_PER_HEAVY = 10;
/** A hang guard in requests, not seconds: far more cheap requests than the window holds on any machine. */
const CHEAP_AT_MOST = 50_000;
const PAUSE_MS = 5;

const dir = mkdtempSync(join(tmpdir(), 'utility-api-attack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cheap requests while others send worst cases', () => {
  it(`are answered at least ${CHEAP_PER_HEAVY} times for each heavy call answered meanwhile`, async () => {
    // The rate limit is off so the attackers are not slowed down by it: the pool alone must keep the main thread free.
    const server = await startBuiltServer({ RATE_LIMIT_PER_MINUTE: '0' });
    const plan = HEAVY.map((id) => {
      const op = operations.find((o) => o.id === id)!;
      const bodyFile = join(dir, `${id}.json`);
      writeFileSync(bodyFile, JSON.stringify(op.worstCase()));
      return { path: `/api/v1/${id}`, bodyFile };
    });
    const planFile = join(dir, 'plan.json');
    writeFileSync(planFile, JSON.stringify(plan));
    const attacker = spawn(process.execPath, ['test/load/attacker.mjs', server.baseUrl, planFile, String(ATTACK_CONNECTIONS)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let lastCounts = '{}';
    attacker.stdout.on('data', (chunk: Buffer) => (lastCounts = chunk.toString().trim().split('\n').pop()!));
    const answeredWith = (status: string) => (JSON.parse(lastCounts) as Record<string, number>)[status] ?? 0;
    const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    try {
      // The attack at full speed: heavy calls being answered, the pool busy, its queue filling.
      while (answeredWith('200') < 2) await pause();
      const statuses = new Map<number, number>();
      const before = JSON.parse(lastCounts) as Record<string, number>;
      const heavyAnswered = () => answeredWith('200') - (before['200'] ?? 0);
      let cheap = 0;
      for (; heavyAnswered() < HEAVY_ANSWERS && cheap < CHEAP_AT_MOST; cheap++) {
        await pause();
        const response = await fetch(`${server.baseUrl}/api/v1/slugify`, { method: 'POST', body: `{"text":"Cheap request ${cheap}"}` });
        expect(await response.text()).toBe(`{"slug":"cheap-request-${cheap}"}`);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
      const after = JSON.parse(lastCounts) as Record<string, number>;
      const during = Object.fromEntries(Object.entries(after).map(([status, n]) => [status, n - (before[status] ?? 0)]));
      const report = `${cheap} cheap requests answered while heavy calls were answered, by status: ${JSON.stringify(during)}`;
      console.log(`cheap requests under attack: ${report}`);
      expect([...statuses]).toEqual([[200, cheap]]);
      // The attack was real: heavy calls were being worked through (200) the whole time, not just queued.
      expect(during['200'] ?? 0, report).toBeGreaterThanOrEqual(HEAVY_ANSWERS);
      expect(cheap, report).toBeGreaterThanOrEqual(CHEAP_PER_HEAVY * (during['200'] ?? 0));
      expect(server.output()).not.toContain('"level":"error"');
    } finally {
      attacker.kill('SIGKILL');
      await server.stop();
    }
  });
});
