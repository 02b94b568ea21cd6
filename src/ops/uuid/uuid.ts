import { v4, v7 } from 'uuid';

/** A version 7 counter starts at a random 31-bit value in each new millisecond, leaving room to count up (RFC 9562 §6.2). */
const SEQUENCE_START_BOUND = 2 ** 31;
/** The counter's 32 bits (the uuid library's `seq`: 12 bits of rand_a and 20 of rand_b). */
const SEQUENCE_END = 2 ** 32;

/**
 * The last version 7 time and counter this process (or browser tab) gave out. Calls in the same millisecond carry on
 * counting from it, so UUIDs sort in the order they were made across calls, not only within one (RFC 9562 §6.2,
 * method 1, "monotonic within a generator"); a clock that goes back a little (a correction of up to ten seconds)
 * keeps the later time, and a counter that would overflow moves to the next millisecond, as §6.2 allows. A clock set
 * back further is taken as it is (§6.2 lets a generator reset on a large rollback): holding to a time far ahead of
 * the clock would stamp every later UUID with the wrong time.
 */
const last = { msecs: -Infinity, seq: 0 };
const ROLLBACK_KEPT_MS = 10_000;

/**
 * `count` new UUIDs. Version 7 takes the request's clock for its 48-bit time and the process's counter (above), so the
 * UUIDs sort in the order they are made, within one call and across calls.
 */
export function newUuids(count: number, version: 4 | 7, now: Date): string[] {
  if (version === 4) return Array.from({ length: count }, () => v4());
  return Array.from({ length: count }, () => {
    next(now.getTime());
    return v7({ msecs: last.msecs, seq: last.seq });
  });
}

/** Moves the process's version 7 time and counter one step on from `msecs`. */
function next(msecs: number): void {
  if (msecs > last.msecs || msecs < last.msecs - ROLLBACK_KEPT_MS) {
    last.msecs = msecs;
    last.seq = randomBelow(SEQUENCE_START_BOUND);
  } else if (last.seq + 1 < SEQUENCE_END) {
    last.seq++;
  } else {
    last.msecs++;
    last.seq = randomBelow(SEQUENCE_START_BOUND);
  }
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
