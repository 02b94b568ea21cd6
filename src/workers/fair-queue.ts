/**
 * The calls waiting for the operation pool's threads: one queue per client (the rate limiter's key), served in turn.
 * The pool (operation-pool.ts) takes the next call from here whenever a thread is free, so piscina's own queue stays
 * empty and the order is this one.
 *
 * **Order (round robin).** The next call is the oldest of the client that has the fewest calls on a thread now; among
 * those, of the client served longest ago (a client with nothing queued or running is forgotten, so one that comes
 * back is served first); among those, of the client whose oldest call came first. However many calls one client
 * queues, another client's call waits behind at most one of its calls per thread — the one on the thread as it came.
 *
 * **Bound.** At most `capacity` calls wait in all (each holds a body of up to MAX_BODY_BYTES). A client alone may fill
 * it, so nothing waits idle; once it is full, a new call takes a place from the client that then holds the most: the
 * newest call of the client with the longest queue gives way (answered 503, nothing was run), or the new call itself
 * when its own client holds as many as any other. A client is refused only when it holds at least as many waiting
 * calls as every other client, so never while it holds fewer than its share (capacity ÷ clients waiting).
 */
export class FairQueue<T> {
  private readonly lines = new Map<string, ClientLine<T>>();
  private waiting = 0;
  /** Counts calls queued and calls taken: the order of arrivals (which call is newest) and of service (round robin). */
  private arrivals = 0;
  private services = 0;

  constructor(private readonly capacity: number) {}

  /** Calls waiting, all clients together. */
  get size(): number {
    return this.waiting;
  }

  /**
   * Queues `item` for `client`. Returns the call given up to keep the bound: undefined when there was room, `item`
   * itself when it is refused, or another client's newest call, taken out of the queue, for the caller to answer.
   */
  add(client: string, item: T): T | undefined {
    const line = this.lineOf(client);
    if (this.waiting >= this.capacity) {
      const longest = this.longestOtherThan(line);
      // Ties go against the new call: of the clients that would hold the most, the newest call is this one.
      if (!longest || longest.items.length <= line.items.length + 1) {
        this.forgetIfIdle(client, line);
        return item;
      }
      line.items.push({ item, arrival: this.arrivals++ });
      return this.dropNewest(longest);
    }
    line.items.push({ item, arrival: this.arrivals++ });
    this.waiting++;
    return undefined;
  }

  /** The next call to hand a thread, in turn; its client counts it as running until `finished(client)`. */
  take(): { client: string; item: T } | undefined {
    let next: ClientLine<T> | undefined;
    for (const line of this.lines.values()) if (line.items.length > 0 && (!next || servedBefore(line, next))) next = line;
    if (!next) return undefined;
    const { item } = next.items.shift()!;
    this.waiting--;
    next.running++;
    next.lastServed = ++this.services;
    return { client: next.client, item };
  }

  /** A call `take` handed out has left its thread. */
  finished(client: string): void {
    const line = this.lines.get(client);
    if (!line) return;
    line.running--;
    this.forgetIfIdle(client, line);
  }

  /** Takes a call out of the queue before its turn (its wait ran out, or shutdown); false when it is no longer queued. */
  remove(client: string, item: T): boolean {
    const line = this.lines.get(client);
    const index = line ? line.items.findIndex((queued) => queued.item === item) : -1;
    if (!line || index === -1) return false;
    line.items.splice(index, 1);
    this.waiting--;
    this.forgetIfIdle(client, line);
    return true;
  }

  private lineOf(client: string): ClientLine<T> {
    let line = this.lines.get(client);
    if (!line) this.lines.set(client, (line = { client, items: [], running: 0, lastServed: 0 }));
    return line;
  }

  /** The client other than `line` with the most calls waiting; of equals, the one whose newest call came last. */
  private longestOtherThan(line: ClientLine<T>): ClientLine<T> | undefined {
    let longest: ClientLine<T> | undefined;
    for (const other of this.lines.values()) {
      if (other === line || other.items.length === 0) continue;
      if (!longest || other.items.length > longest.items.length || (other.items.length === longest.items.length && newestArrival(other) > newestArrival(longest))) {
        longest = other;
      }
    }
    return longest;
  }

  private dropNewest(line: ClientLine<T>): T {
    const { item } = line.items.pop()!;
    this.forgetIfIdle(line.client, line);
    return item;
  }

  /** A client with nothing waiting or running holds no state: the map stays as small as the clients being served. */
  private forgetIfIdle(client: string, line: ClientLine<T>): void {
    if (line.items.length === 0 && line.running === 0) this.lines.delete(client);
  }
}

interface ClientLine<T> {
  client: string;
  /** Oldest first. */
  items: { item: T; arrival: number }[];
  /** Calls of this client taken and not yet finished (on a thread, or handed to piscina for one). */
  running: number;
  /** When `take` last served this client (0 = not since it was last idle). */
  lastServed: number;
}

/** Whether `a` is served before `b`: fewer calls running, then served longer ago, then its oldest call came first. */
function servedBefore<T>(a: ClientLine<T>, b: ClientLine<T>): boolean {
  if (a.running !== b.running) return a.running < b.running;
  if (a.lastServed !== b.lastServed) return a.lastServed < b.lastServed;
  return a.items[0]!.arrival < b.items[0]!.arrival;
}

function newestArrival<T>(line: ClientLine<T>): number {
  return line.items.at(-1)!.arrival;
}
