import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

/** Takes the next call as a free thread would, returning its label (client and number). */
function takeLabel(queue: FairQueue<string>): string | undefined {
  return queue.take()?.item;
}

function addAll(queue: FairQueue<string>, client: string, count: number): (string | undefined)[] {
  return Array.from({ length: count }, (_, i) => queue.add(client, `${client}${i}`));
}

describe('the fair queue', () => {
  it('serves the clients in turn, one call each, whatever each has queued', () => {
    const queue = new FairQueue<string>(100);
    addAll(queue, 'a', 5);
    addAll(queue, 'b', 2);
    addAll(queue, 'c', 1);
    const order: string[] = [];
    for (let next = queue.take(); next; next = queue.take()) {
      order.push(next.item);
      queue.finished(next.client);
    }
    expect(order).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it('serves a newcomer next, before the calls a busy client queued, on one thread or several', () => {
    const queue = new FairQueue<string>(100);
    addAll(queue, 'a', 6);
    // Two threads: both take a's calls while nobody else waits.
    expect([takeLabel(queue), takeLabel(queue)]).toEqual(['a0', 'a1']);
    queue.add('b', 'b0');
    queue.add('b', 'b1');
    queue.finished('a');
    // The thread that came free goes to b, which has none running; a keeps the other.
    expect(takeLabel(queue)).toBe('b0');
    queue.finished('a');
    // a has none running now and b one: a's turn, then b's again when b's call ends — a share of the threads each.
    expect(takeLabel(queue)).toBe('a2');
    queue.finished('b');
    expect(takeLabel(queue)).toBe('b1');
  });

  it('when full, gives up the newest call of the client holding the most, never one holding fewer than its share', () => {
    const queue = new FairQueue<string>(4);
    // Alone, a may fill the queue; past it, its own new calls are refused.
    expect(addAll(queue, 'a', 6)).toEqual([undefined, undefined, undefined, undefined, 'a4', 'a5']);
    // b's calls take a's newest places while a holds more than b would.
    expect(queue.add('b', 'b0')).toBe('a3');
    expect(queue.add('b', 'b1')).toBe('a2');
    // Now each holds 2, its share of 4: b's third would make it the one holding the most, so it is refused.
    expect(queue.add('b', 'b2')).toBe('b2');
    // A third client still gets a place: of a and b, holding 2 each, b's newest call is the newest: it gives way.
    expect(queue.add('c', 'c0')).toBe('b1');
    expect(queue.size).toBe(4);
    const order: string[] = [];
    for (let next = queue.take(); next; next = queue.take()) order.push(next.item);
    expect(order.sort()).toEqual(['a0', 'a1', 'b0', 'c0']);
  });

  it('takes out a call whose wait ran out, and only once', () => {
    const queue = new FairQueue<string>(4);
    addAll(queue, 'a', 2);
    expect(queue.remove('a', 'a0')).toBe(true);
    expect(queue.remove('a', 'a0')).toBe(false);
    expect(queue.size).toBe(1);
    expect(takeLabel(queue)).toBe('a1');
    expect(queue.remove('a', 'a1')).toBe(false);
    expect(takeLabel(queue)).toBeUndefined();
  });
});
