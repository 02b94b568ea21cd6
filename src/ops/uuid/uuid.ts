import { v4, v7 } from 'uuid';

/** A version 7 counter starts at a random 31-bit value, leaving room to count up a whole call (RFC 9562 §6.2). */
const SEQUENCE_START_BOUND = 2 ** 31;

/**
 * `count` new UUIDs. Version 7 takes the request's clock for its 48-bit time and counts up from a random start within
 * the call, so the call's UUIDs sort in the order they are listed even within one millisecond.
 */
export function newUuids(count: number, version: 4 | 7, now: Date): string[] {
  if (version === 4) return Array.from({ length: count }, () => v4());
  const msecs = now.getTime();
  const start = randomBelow(SEQUENCE_START_BOUND);
  return Array.from({ length: count }, (_, i) => v7({ msecs, seq: start + i }));
}

/**
 * A uniform random integer in [0, bound) for a bound up to 2^32, from the platform's CSPRNG (Web Crypto, in Node and in
 * browsers alike); draws above the largest multiple of `bound` are redrawn, so no value is favoured.
 */
function randomBelow(bound: number): number {
  const limit = Math.floor(2 ** 32 / bound) * bound;
  const draw = new Uint32Array(1);
  do crypto.getRandomValues(draw);
  while (draw[0]! >= limit);
  return draw[0]! % bound;
}
