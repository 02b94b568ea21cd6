import { lazy } from '../core/lazy.js';
import { ECB_SNAPSHOT } from './ecb-snapshot.js';

/** The ECB's daily euro foreign exchange reference rates (the default of ECB_RATES_URL). */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
/** How long one fetch may take, headers and body together, before the fallback is served. */
export const ECB_TIMEOUT_MS = 2_000;
/** After a failed fetch, no new attempt for this long: the fallback is served meanwhile. */
export const ECB_RETRY_AFTER_MS = 60_000;
/** When the feed is behind schedule (the expected publication has passed but the feed still has the old day), look again after this long. */
export const ECB_BEHIND_RECHECK_MS = 5 * 60_000;
/** A larger answer is not the daily feed (which is about 1.5 KB). */
export const ECB_MAX_FEED_BYTES = 256 * 1024;

export type RatesSourceKind = 'live' | 'last-good' | 'snapshot';

export interface RatesResult {
  base: 'EUR';
  /** The reference date of the rates, YYYY-MM-DD. */
  date: string;
  /** Units of each currency per 1 EUR: the exact decimal as published, in the feed's order. */
  rates: Readonly<Record<string, string>>;
  source: {
    /** live: from the feed, within its publication cycle; last-good: an earlier fetch, because the feed failed; snapshot: the embedded rates. */
    kind: RatesSourceKind;
    /** The feed address, or for the snapshot the ECB file it was taken from. */
    url: string;
    /** When the rates were fetched (ISO 8601); absent for the snapshot. */
    fetchedAt?: string;
    /** Why fallback rates are served; absent for live rates. */
    note?: string;
  };
  /** Whole calendar days from the rate date to today in Frankfurt. */
  ageDays: number;
}

export interface EcbRatesOptions {
  /** The feed address (ECB_RATES_URL). */
  url?: string;
  /** false = never fetch, serve the snapshot (ECB_FETCH=off). */
  fetchEnabled: boolean;
  /** The clock: decides cache expiry, back-off and age. */
  now: () => Date;
  timeoutMs?: number;
  retryAfterMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface EcbRates {
  /** The rates to use now. Never rejects: any trouble with the feed gives the last good rates or the snapshot. */
  get(): Promise<RatesResult>;
}

interface Good {
  date: string;
  rates: Record<string, string>;
  fetchedAt: Date;
  /** Epoch ms until which the rates are served without asking the feed again. */
  freshUntil: number;
}

interface Failure {
  reason: string;
  at: Date;
  /** Epoch ms before which the feed is not asked again. */
  retryAt: number;
}

// The Temporal polyfill and the XML parser are loaded on the first currency request, never on a cold start.
const calendar = lazy(() => import('./ecb-calendar.js'));
const feedParser = lazy(() => import('./ecb-feed.js'));

/**
 * The ECB rates source. Fetches the feed on demand and keeps the result until the next expected publication
 * (16:00 Frankfurt time on the next TARGET working day after the rate date; five minutes from now if that moment
 * has already passed, i.e. the feed is late). Concurrent callers during a refresh share one request. A failed
 * fetch (network error, timeout, HTTP error, malformed or empty feed) serves the last good rates, or the embedded
 * snapshot, and the feed is not asked again for `retryAfterMs`.
 */
export function createEcbRates(options: EcbRatesOptions): EcbRates {
  const url = options.url ?? ECB_DAILY_URL;
  const { now, fetchEnabled } = options;
  const timeoutMs = options.timeoutMs ?? ECB_TIMEOUT_MS;
  const retryAfterMs = options.retryAfterMs ?? ECB_RETRY_AFTER_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  let good: Good | undefined;
  let failure: Failure | undefined;
  let inflight: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    const cal = await calendar();
    try {
      const text = await download(url, timeoutMs, fetchImpl);
      const { parseEcbFeed } = await feedParser();
      const feed = parseEcbFeed(text);
      const fetchedAt = now();
      if (feed.date > cal.frankfurtDate(fetchedAt)) throw new Error(`sent rates dated in the future (${feed.date})`);
      const expected = cal.nextPublicationAfter(feed.date).getTime();
      const freshUntil = expected > fetchedAt.getTime() ? expected : fetchedAt.getTime() + ECB_BEHIND_RECHECK_MS;
      good = { ...feed, fetchedAt, freshUntil };
      failure = undefined;
    } catch (error) {
      const at = now();
      failure = { reason: describeFailure(error, timeoutMs), at, retryAt: at.getTime() + retryAfterMs };
    }
  }

  async function get(): Promise<RatesResult> {
    const cal = await calendar();
    const snapshot = (note: string): RatesResult => ({
      base: 'EUR',
      date: ECB_SNAPSHOT.date,
      rates: ECB_SNAPSHOT.rates,
      source: { kind: 'snapshot', url: ECB_SNAPSHOT.url, note },
      ageDays: cal.ageInDays(ECB_SNAPSHOT.date, now()),
    });
    const fromFeed = (g: Good, kind: 'live' | 'last-good', note?: string): RatesResult => ({
      base: 'EUR',
      date: g.date,
      rates: g.rates,
      source: { kind, url, fetchedAt: g.fetchedAt.toISOString(), ...(note === undefined ? {} : { note }) },
      ageDays: cal.ageInDays(g.date, now()),
    });
    const fallback = (f: Failure): RatesResult => {
      const why = `at ${f.at.toISOString()} the ECB feed ${f.reason}`;
      const retry = `next attempt after ${new Date(f.retryAt).toISOString()}`;
      return good
        ? fromFeed(good, 'last-good', `${why}; serving the last good rates, fetched at ${good.fetchedAt.toISOString()}; ${retry}`)
        : snapshot(`${why}; serving the embedded snapshot of ${ECB_SNAPSHOT.date}; ${retry}`);
    };

    if (!fetchEnabled) return snapshot(`live fetching is off (ECB_FETCH=off); serving the embedded snapshot of ${ECB_SNAPSHOT.date}`);
    const t = now().getTime();
    if (good && t < good.freshUntil) return fromFeed(good, 'live');
    if (failure && t < failure.retryAt) return fallback(failure);
    await (inflight ??= refresh().finally(() => (inflight = undefined)));
    if (failure) return fallback(failure);
    return fromFeed(good!, 'live');
  }

  return { get };
}

/** The feed's text, within the time limit and the size limit; an HTTP error status throws. */
async function download(url: string, timeoutMs: number, fetchImpl: typeof globalThis.fetch): Promise<string> {
  // The signal covers the body as well as the headers, so a feed that trickles is cut off too.
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml, text/xml' } });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`answered HTTP ${response.status}`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ECB_MAX_FEED_BYTES) {
      await reader.cancel().catch(() => {});
      throw new Error(`sent more than ${ECB_MAX_FEED_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** "did not answer within 2000 ms", "answered HTTP 500", "sent unusable data: it has an empty rate list"... */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return `did not answer within ${timeoutMs} ms`;
    if (error.name === 'FeedError') return `sent unusable data: it ${error.message}`;
    if (/^(answered|sent) /.test(error.message)) return error.message;
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return `could not be reached${typeof code === 'string' ? ` (${code})` : ''}`;
  }
  return 'could not be reached';
}
