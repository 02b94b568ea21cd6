import { randomInt, randomUUID } from 'node:crypto';
import { v7 } from 'uuid';

/** A version 7 counter starts at a random 31-bit value, leaving room to count up a whole call (RFC 9562 §6.2). */
const SEQUENCE_START_BOUND = 2 ** 31;

/**
 * `count` new UUIDs. Version 7 takes the request's clock for its 48-bit time and counts up from a random start within
 * the call, so the call's UUIDs sort in the order they are listed even within one millisecond.
 */
export function newUuids(count: number, version: 4 | 7, now: Date): string[] {
  if (version === 4) return Array.from({ length: count }, () => randomUUID());
  const msecs = now.getTime();
  const start = randomInt(SEQUENCE_START_BOUND);
  return Array.from({ length: count }, (_, i) => v7({ msecs, seq: start + i }));
}
