import { describe, expect, it } from 'vitest';
import { FailoverStore, PROBE_INTERVAL_MS, type CountMode, type SharedCounter } from './failover-store.js';
import { RateLimiter, type TakeState } from './rate-limit.js';

const LIMIT = 60;
const WINDOW_MS = 60_000;
/** A window's start; the tests begin 5 s into it, leaving room for dozens of one-second probe intervals. */
const WINDOW_START = Date.UTC(2026, 10, 21, 12, 0, 0);

type Condition = 'up' | 'down' | 'losing';

/**
 * A shared store as the cluster primary keeps it (a RateLimiter on its own clock) that can be down (refuses at once),
 * lose answers (counts the request, then fails: a pause past the command timeout) or restart empty.
 */
class FakeShared implements SharedCounter {
  condition: Condition = 'up';
  readonly asked: { mode: CountMode; key: string; n: number }[] = [];
  private counts: RateLimiter;

  constructor(private readonly clock: () => number) {
    this.counts = new RateLimiter(LIMIT, WINDOW_MS, clock);
  }

  async count(mode: CountMode, key: string, n: number): Promise<TakeState> {
    this.asked.push({ mode, key, n });
    if (this.condition === 'down') throw new Error('connection refused');
    const state = this.answer(mode, key, n);
    if (this.condition === 'losing') throw new Error('Command timed out');
    return state;
  }

  /** What another process sharing the store counts. */
  answer(mode: CountMode, key: string, n: number): TakeState {
    if (mode === 'take') return this.counts.take(key, n);
    return { ...(mode === 'hit' ? this.counts.hit(key, n) : this.counts.peek(key)), granted: mode === 'hit' ? n : 0 };
  }

  used(key: string): number {
    return LIMIT - this.counts.peek(key).remaining;
  }

  restartEmpty(): void {
    this.counts = new RateLimiter(LIMIT, WINDOW_MS, this.clock);
    this.condition = 'up';
  }

  /** Additions made by a FailoverStore (a hit of more than one request). */
  additions(): number[] {
    return this.asked.filter((a) => a.mode === 'hit' && a.n > 1).map((a) => a.n);
  }
}

/** One process's store over a fake shared one, both on clocks the test moves. */
function setUp(sharedOffsetMs = 0) {
  const clock = { now: WINDOW_START + 5_000 };
  const shared = new FakeShared(() => clock.now + sharedOffsetMs);
  const warnings: string[] = [];
  const store = new FailoverStore(Promise.resolve(shared), new RateLimiter(LIMIT, WINDOW_MS, () => clock.now), 'redis://r', (m) => warnings.push(m), () => clock.now);
  /** Lets the next request try the shared store again. */
  const probeDue = () => (clock.now += PROBE_INTERVAL_MS);
  return { clock, shared, store, warnings, probeDue };
}

/** `tries` hits one after the other; how many were allowed. */
async function allowedOf(store: FailoverStore, key: string, tries: number): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < tries; i++) if ((await store.hit(key)).allowed) allowed++;
  return allowed;
}

/** Lets additions on their way to the fake store land. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FailoverStore keeps the window across switches', () => {
  it('healthy: the shared answers as they are, one round trip per request, nothing added', async () => {
    const { shared, store } = setUp();
    await store.ready();
    for (let i = 0; i < 70; i++) await store.hit(`c${i % 7}`);
    expect(await store.take('c0', 5)).toMatchObject({ granted: 5, remaining: 45, allowed: true });
    expect(await store.peek('c1')).toMatchObject({ remaining: 50, allowed: true });
    expect(shared.asked).toHaveLength(72);
    expect(shared.additions()).toEqual([]);
  });

  it('shared answers used=50, then fails: this process allows only the 10 left in that window', async () => {
    const { shared, store, warnings } = setUp();
    await store.ready();
    shared.answer('hit', 'a', 49); // another process's counts
    expect(await store.hit('a')).toMatchObject({ remaining: 10, allowed: true });
    shared.condition = 'down';
    const first = await store.hit('a'); // asked, failed, counted here from 50
    expect(first).toMatchObject({ remaining: 9, allowed: true });
    expect(1 + (await allowedOf(store, 'a', 30))).toBe(10);
    expect(store.hit('a')).toMatchObject({ remaining: 0, allowed: false }); // answered here at once, no promise
    expect(warnings).toEqual(['utility-api: rate limit store redis://r is not answering (connection refused); counting in this process until it does']);
  });

  it('shared comes back empty: what this process knew is added back, so the client still gets no more than the limit', async () => {
    const { shared, store, probeDue, warnings } = setUp();
    await store.ready();
    expect(await allowedOf(store, 'a', 50)).toBe(50);
    shared.condition = 'down';
    expect(await allowedOf(store, 'a', 5)).toBe(5);
    shared.restartEmpty();
    probeDue();
    // It says 1 used; this process knows of 55 before it: 56. The 5 counted here went there on its recovery, the
    // 50 it forgot once its answer showed it.
    expect(await store.hit('a')).toMatchObject({ remaining: 4, allowed: true });
    expect(warnings[1]).toBe('utility-api: rate limit store redis://r answers again; counting there');
    await settle();
    expect(shared.used('a')).toBe(56);
    expect(shared.additions()).toEqual([5, 50]);
    expect(await allowedOf(store, 'a', 20)).toBe(4);
    // Another process asking the shared store sees the client at the limit.
    expect(shared.answer('peek', 'a', 0)).toMatchObject({ remaining: 0, allowed: false });
  });

  it('shared kept its counts (a pause): what was counted here meanwhile is added on top of them', async () => {
    const { shared, store, probeDue } = setUp();
    await store.ready();
    expect(await allowedOf(store, 'a', 20)).toBe(20);
    shared.condition = 'down';
    expect(await allowedOf(store, 'a', 10)).toBe(10); // 30 here
    shared.answer('hit', 'a', 5); // another process, counting in the shared store: 25 there
    shared.condition = 'up';
    probeDue();
    expect(await store.hit('a')).toMatchObject({ remaining: 24, allowed: true }); // 25 + 10 + this one
    await settle();
    expect(shared.used('a')).toBe(36);
    expect(shared.additions()).toEqual([10]);
  });

  it('what was counted here reaches the shared store on recovery, whichever client asks first', async () => {
    const { shared, store, probeDue } = setUp();
    await store.ready();
    shared.answer('hit', 'a', 20); // another process's
    await store.hit('a');
    shared.condition = 'down';
    expect(await allowedOf(store, 'a', 5)).toBe(5);
    shared.condition = 'up';
    probeDue();
    await store.hit('b'); // 'a' asks no more here: its 5 go to the shared store anyway
    await settle();
    expect(shared.used('a')).toBe(26);
    expect(shared.asked.filter((a) => a.key === 'a').map((a) => a.n)).toEqual([1, 1, 5]);
  });

  it('requests in flight when the shared store comes back empty add nothing more once the missing count is on its way', async () => {
    const { shared, store, probeDue } = setUp();
    await store.ready();
    expect(await allowedOf(store, 'a', 40)).toBe(40);
    shared.condition = 'down';
    await store.hit('a'); // fails: 41 here, and down
    shared.restartEmpty();
    probeDue();
    await store.hit('a'); // the probe: back, 42 known; the 1 counted here and the 40 it forgot are on their way
    const answers = await Promise.all(Array.from({ length: 30 }, () => store.hit('a')));
    expect(answers.filter((s) => s.allowed)).toHaveLength(LIMIT - 42);
    await settle();
    expect(shared.additions()).toEqual([40]);
    expect(shared.asked).toHaveLength(40 + 1 + 1 + 1 + 1 + 30); // …, the failed one, the probe, the 1 added, the 40, the 30
    expect(shared.used('a')).toBe(LIMIT);
  });

  it('many switches in one window (down, back empty, answers lost in a pause): never more than the limit', async () => {
    const { shared, store, probeDue, clock } = setUp();
    await store.ready();
    let allowed = 0;
    for (let round = 0; round < 10; round++) {
      allowed += await allowedOf(store, 'a', 4);
      shared.condition = round % 2 === 0 ? 'down' : 'losing';
      allowed += await allowedOf(store, 'a', 4);
      probeDue();
      allowed += await allowedOf(store, 'a', 1); // a probe that fails too
      if (round % 3 === 0) shared.restartEmpty();
      else shared.condition = 'up';
      probeDue();
    }
    allowed += await allowedOf(store, 'a', 30);
    expect(clock.now).toBeLessThan(WINDOW_START + WINDOW_MS); // all in one window
    // Answers lost in a pause were counted in both stores: fewer than the limit then, never more.
    expect(allowed).toBeLessThanOrEqual(LIMIT);
    expect(allowed).toBeGreaterThanOrEqual(LIMIT - 10);
  });

  it('without lost answers the switches cost nothing: exactly the limit', async () => {
    const { shared, store, probeDue } = setUp();
    await store.ready();
    let allowed = 0;
    for (let round = 0; round < 12; round++) {
      allowed += await allowedOf(store, 'a', 3);
      shared.condition = 'down';
      allowed += await allowedOf(store, 'a', 3);
      if (round % 2 === 0) shared.restartEmpty();
      else shared.condition = 'up';
      probeDue();
    }
    allowed += await allowedOf(store, 'a', 30);
    expect(allowed).toBe(LIMIT);
  });

  it('take grants only what is left of the known count and peek reports it, through both switches', async () => {
    const { shared, store, probeDue } = setUp();
    await store.ready();
    expect(await store.take('a', 55)).toMatchObject({ granted: 55, remaining: 5 });
    shared.condition = 'down';
    expect(await store.take('a', 3)).toMatchObject({ granted: 3, remaining: 2, allowed: true });
    expect(store.peek('a')).toMatchObject({ remaining: 2, allowed: true });
    shared.restartEmpty();
    probeDue();
    // The empty store would grant all 4: 58 are known, so 2.
    expect(await store.take('a', 4)).toMatchObject({ granted: 2, remaining: 0, allowed: false });
    expect(await store.take('a', 1)).toMatchObject({ granted: 0, allowed: false });
    expect(await store.peek('a')).toMatchObject({ remaining: 0, allowed: false });
    await settle();
    expect(shared.used('a')).toBe(LIMIT);
  });

  it('a peek after an empty restart reports the known count and adds it back', async () => {
    const { shared, store, probeDue } = setUp();
    await store.ready();
    expect(await allowedOf(store, 'a', 30)).toBe(30);
    shared.condition = 'down';
    await store.hit('a');
    shared.restartEmpty();
    probeDue();
    expect(await store.peek('a')).toMatchObject({ remaining: 29, allowed: true });
    await settle();
    expect(shared.used('a')).toBe(31);
  });

  it('a new window starts fresh, here and there, and the last window is forgotten', async () => {
    const { shared, store, clock, probeDue } = setUp();
    await store.ready();
    for (let i = 0; i < 100; i++) await store.hit(`c${i}`);
    expect(await allowedOf(store, 'a', 70)).toBe(LIMIT);
    expect(store.remembered).toBe(101);
    shared.condition = 'down';
    await store.hit('a');
    clock.now = WINDOW_START + WINDOW_MS + 1_000;
    expect(await store.hit('a')).toMatchObject({ remaining: 59, allowed: true }); // the probe fails: counted here, in the new window
    expect(store.remembered).toBe(1);
    shared.condition = 'up'; // its counts of the last window expired meanwhile
    probeDue();
    expect(await store.hit('a')).toMatchObject({ remaining: 58, allowed: true });
    await settle();
    expect(shared.used('a')).toBe(2);
  });

  it('the shared clock ahead of ours: its newer window wins while counting here', async () => {
    // The shared store is 3 s ahead: at 12:00:58 here it is in the window ending 12:02:00.
    const { shared, store, clock } = setUp(3_000);
    clock.now = WINDOW_START + 58_000;
    await store.ready();
    expect(await allowedOf(store, 'a', 70)).toBe(LIMIT); // the shared store's new window
    shared.condition = 'down';
    expect(await allowedOf(store, 'a', 5)).toBe(0); // here still 12:00:58, yet the newer window's count holds
    clock.now = WINDOW_START + WINDOW_MS + 10_000; // this clock enters that window too
    expect(await allowedOf(store, 'a', 5)).toBe(0);
  });

  it('the shared clock behind ours: its answers of the older window stand alone; counts made here join its next window', async () => {
    const { shared, store, clock, probeDue } = setUp(-3_000);
    await store.ready();
    clock.now = WINDOW_START + 59_000;
    shared.condition = 'down';
    await store.hit('a'); // 12:00:59 here: counted in the window ending 12:01:00
    clock.now = WINDOW_START + WINDOW_MS + 1_000; // 12:01:01 here, 12:00:58 there
    expect(await allowedOf(store, 'a', 10)).toBe(10); // a new window here
    shared.condition = 'up';
    probeDue(); // 12:01:02 here, 12:00:59 there
    expect(await store.hit('a')).toMatchObject({ remaining: 59, allowed: true }); // the shared store's own, older window
    clock.now += 2_000; // 12:01:04 here, 12:01:01 there: the same window
    expect(await store.hit('a')).toMatchObject({ remaining: 49, allowed: true }); // the 10 counted here, then this one
    await settle();
    expect(shared.used('a')).toBe(11);
  });

  it('an addition that fails waits for the next recovery', async () => {
    const { shared, store, probeDue } = setUp();
    await store.ready();
    expect(await allowedOf(store, 'a', 30)).toBe(30);
    shared.condition = 'down';
    await store.hit('a');
    shared.restartEmpty();
    probeDue();
    const counted = shared.count.bind(shared);
    // The store dies again right after answering the probe: the addition fails.
    shared.count = async (mode: CountMode, key: string, n: number) => {
      const state = await counted(mode, key, n);
      shared.condition = 'down';
      return state;
    };
    expect(await store.hit('a')).toMatchObject({ remaining: 28 });
    await settle();
    expect(store.healthy).toBe(false);
    shared.count = counted;
    expect(store.hit('a')).toMatchObject({ remaining: 27 }); // here, from 33
    shared.restartEmpty();
    probeDue();
    expect(await store.hit('a')).toMatchObject({ remaining: 26 });
    await settle();
    expect(shared.used('a')).toBe(34);
  });
});
