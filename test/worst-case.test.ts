import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { operations } from '../src/ops/index.js';
import { NO_HANG_MS, runOp } from './support/run-op.js';

describe('every operation has a bounded worst case', () => {
  for (const op of operations) {
    it(`${op.id}: its worst case fits the default body limit and finishes promptly`, async () => {
      const input = op.worstCase();
      expect(Buffer.byteLength(JSON.stringify(input))).toBeLessThanOrEqual(defaultConfig.MAX_BODY_BYTES);
      const start = performance.now();
      const outcome = await runOp(op, input);
      const elapsed = performance.now() - start;
      expect(outcome.ok, outcome.ok ? '' : outcome.error).toBe(true);
      expect(elapsed).toBeLessThan(NO_HANG_MS);
    });
  }
});
