import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { MAX_RESPONSE_BYTES } from '../src/core/limits.js';
import { operations } from '../src/ops/index.js';
import { OFFLOAD_MIN_BODY_BYTES } from '../src/workers/offload.js';
import { cpuNow, HANG_GUARD_CPU_MS, runOp } from './support/run-op.js';

/**
 * The CPU time the main thread may spend on one small call: operations not marked `heavy` run inline below
 * OFFLOAD_MIN_BODY_BYTES, where every other request waits behind them. Counted in CPU time (work), which a busy
 * machine does not inflate as it does wall time: the light operations' worst cases measure under 1.5 ms here, and the
 * slowest unmarked one (timezone-abbreviation, 47 ms) is what this guard caught.
 */
const INLINE_BUDGET_MS = 15;

describe('every operation has a bounded worst case', () => {
  for (const op of operations) {
    it(`${op.id}: its worst case fits the default body limit, finishes promptly and answers within the response limit`, async () => {
      const input = op.worstCase();
      const bodyBytes = Buffer.byteLength(JSON.stringify(input));
      expect(bodyBytes).toBeLessThanOrEqual(loadConfig({}).MAX_BODY_BYTES);
      const start = cpuNow();
      const outcome = await runOp(op, input);
      const elapsed = cpuNow() - start;
      expect(outcome.ok, outcome.ok ? '' : outcome.error).toBe(true);
      expect(elapsed).toBeLessThan(HANG_GUARD_CPU_MS);
      if (outcome.ok) expect(Buffer.byteLength(outcome.json)).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
      if (!op.heavy && bodyBytes <= OFFLOAD_MIN_BODY_BYTES) {
        // Best of three, after the first call above paid for any lazy loading.
        const times: number[] = [];
        for (let i = 0; i < 3; i++) {
          const again = cpuNow();
          await runOp(op, input);
          times.push(cpuNow() - again);
        }
        expect(Math.min(...times), `${op.id} runs inline on small inputs: mark it heavy or make it cheaper`).toBeLessThan(INLINE_BUDGET_MS);
      }
    });
  }

  for (const op of operations.filter((o) => o.largestOutput)) {
    it(`${op.id}: its largest answer fits the response limit`, async () => {
      const input = op.largestOutput!();
      expect(Buffer.byteLength(JSON.stringify(input))).toBeLessThanOrEqual(loadConfig({}).MAX_BODY_BYTES);
      const outcome = await runOp(op, input);
      expect(outcome.ok, outcome.ok ? '' : outcome.error).toBe(true);
      // Close to the limit, so the declared input really is the largest kind of answer.
      if (outcome.ok) expect(Buffer.byteLength(outcome.json) / MAX_RESPONSE_BYTES).toBeGreaterThan(0.6);
      if (outcome.ok) expect(Buffer.byteLength(outcome.json)).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
    });
  }
});
