/** Where random 32-bit words come from: the platform's CSPRNG in the operation, a seeded generator in tests. */
export interface RandomSource {
  /** A uniform integer in [0, 2^32). */
  uint32(): number;
}

/** Words fetched from the CSPRNG at a time (4 KiB; getRandomValues takes at most 64 KiB a call). */
const BATCH_WORDS = 1024;

/**
 * The platform's cryptographically secure generator, Web Crypto's getRandomValues (globalThis.crypto in Node 20 and in
 * every browser), read a batch at a time: one call per 1,024 draws instead of one per draw.
 */
export function cryptoSource(): RandomSource {
  const batch = new Uint32Array(BATCH_WORDS);
  let next = BATCH_WORDS;
  return {
    uint32() {
      if (next === BATCH_WORDS) {
        globalThis.crypto.getRandomValues(batch);
        next = 0;
      }
      return batch[next++]!;
    },
  };
}

const TWO_32 = 2 ** 32;

/**
 * A uniform integer in [0, bound), 1 ≤ bound ≤ 2^32: draws at or above the largest multiple of `bound` below 2^32 are
 * redrawn (rejection sampling), so the remainder favours no value — no modulo bias.
 */
export function randomBelow(source: RandomSource, bound: number): number {
  const limit = TWO_32 - (TWO_32 % bound);
  let draw = source.uint32();
  while (draw >= limit) draw = source.uint32();
  return draw % bound;
}
