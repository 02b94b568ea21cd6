import { formatDay, formatNumber } from '../core/display.js';
import { lazy } from '../core/lazy.js';
import type { Locale } from '../core/locale.js';
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
  /** The same reason in Spanish. */
  reasonEs: string;
  at: Date;
  /** Epoch ms before which the feed is not asked again. */
  retryAt: number;
}

/**
 * The Spanish of each note, by the source object it was written for: the note in RatesResult is English (the API's),
 * and a Spanish page reads this one through `sourceNote`. Held weakly, so it lives exactly as long as the result.
 */
const spanishNotes = new WeakMap<RatesResult['source'], string>();

/** The source's note in `locale`: the Spanish written with it for 'es' (when this module wrote it), else the note. */
export function sourceNote(source: RatesResult['source'], locale: Locale): string | undefined {
  return locale === 'es' ? (spanishNotes.get(source) ?? source.note) : source.note;
}

/** An instant in a Spanish sentence: "20 nov 2026 a las 16:30:00 UTC". */
function instantEs(at: Date | string): string {
  const iso = typeof at === 'string' ? at : at.toISOString();
  return `${formatDay(iso, 'es')} a las ${iso.slice(11, 19)} UTC`;
}

/** A problem with the feed found here (not by the parser), said in English and in Spanish. */
class FeedTrouble extends Error {
  readonly es: string;
  constructor(message: string, es: string) {
    super(message);
    this.es = es;
  }
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
      if (feed.date > cal.frankfurtDate(fetchedAt)) {
        throw new FeedTrouble(`sent rates dated in the future (${feed.date})`, `envió tipos con fecha futura (${formatDay(feed.date, 'es')})`);
      }
      const expected = cal.nextPublicationAfter(feed.date).getTime();
      const freshUntil = expected > fetchedAt.getTime() ? expected : fetchedAt.getTime() + ECB_BEHIND_RECHECK_MS;
      good = { ...feed, fetchedAt, freshUntil };
      failure = undefined;
    } catch (error) {
      const at = now();
      const reason = describeFailure(error, timeoutMs);
      failure = { reason: reason.en, reasonEs: reason.es, at, retryAt: at.getTime() + retryAfterMs };
    }
  }

  async function get(): Promise<RatesResult> {
    const cal = await calendar();
    // Each note is written in English and in Spanish; the Spanish is kept beside the result (see sourceNote).
    const withSpanish = (source: RatesResult['source'], noteEs: string | undefined): RatesResult['source'] => {
      if (noteEs !== undefined) spanishNotes.set(source, noteEs);
      return source;
    };
    const snapshot = (note: string, noteEs: string): RatesResult => ({
      base: 'EUR',
      date: ECB_SNAPSHOT.date,
      rates: ECB_SNAPSHOT.rates,
      source: withSpanish({ kind: 'snapshot', url: ECB_SNAPSHOT.url, note }, noteEs),
      ageDays: cal.ageInDays(ECB_SNAPSHOT.date, now()),
    });
    const fromFeed = (g: Good, kind: 'live' | 'last-good', note?: string, noteEs?: string): RatesResult => ({
      base: 'EUR',
      date: g.date,
      rates: g.rates,
      source: withSpanish({ kind, url, fetchedAt: g.fetchedAt.toISOString(), ...(note === undefined ? {} : { note }) }, noteEs),
      ageDays: cal.ageInDays(g.date, now()),
    });
    const snapshotDayEs = formatDay(ECB_SNAPSHOT.date, 'es');
    const fallback = (f: Failure): RatesResult => {
      const why = `at ${f.at.toISOString()} the ECB feed ${f.reason}`;
      const retry = `next attempt after ${new Date(f.retryAt).toISOString()}`;
      const whyEs = `el ${instantEs(f.at)} la fuente del BCE ${f.reasonEs}`;
      const retryEs = `próximo intento después del ${instantEs(new Date(f.retryAt))}`;
      return good
        ? fromFeed(
            good,
            'last-good',
            `${why}; serving the last good rates, fetched at ${good.fetchedAt.toISOString()}; ${retry}`,
            `${whyEs}; se sirven los últimos tipos válidos, obtenidos el ${instantEs(good.fetchedAt)}; ${retryEs}`,
          )
        : snapshot(
            `${why}; serving the embedded snapshot of ${ECB_SNAPSHOT.date}; ${retry}`,
            `${whyEs}; se sirve la instantánea integrada del ${snapshotDayEs}; ${retryEs}`,
          );
    };

    if (!fetchEnabled) {
      return snapshot(
        `live fetching is off (ECB_FETCH=off); serving the embedded snapshot of ${ECB_SNAPSHOT.date}`,
        `la descarga en directo está desactivada (ECB_FETCH=off); se sirve la instantánea integrada del ${snapshotDayEs}`,
      );
    }
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
    throw new FeedTrouble(`answered HTTP ${response.status}`, `respondió con un error HTTP ${response.status}`);
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
      throw new FeedTrouble(`sent more than ${ECB_MAX_FEED_BYTES} bytes`, `envió más de ${formatNumber(ECB_MAX_FEED_BYTES, 'es')} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * "did not answer within 2000 ms", "answered HTTP 500", "sent unusable data: it has an empty rate list"..., and the
 * same in Spanish ("no respondió en 2000 ms").
 */
function describeFailure(error: unknown, timeoutMs: number): { en: string; es: string } {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') {
      return { en: `did not answer within ${timeoutMs} ms`, es: `no respondió en ${formatNumber(timeoutMs, 'es')} ms` };
    }
    if (error.name === 'FeedError') {
      const es = (error as Error & { es?: unknown }).es;
      return { en: `sent unusable data: it ${error.message}`, es: `envió datos inservibles: ${typeof es === 'string' ? es : error.message}` };
    }
    if (error instanceof FeedTrouble) return { en: error.message, es: error.es };
    if (/^(answered|sent) /.test(error.message)) return { en: error.message, es: 'no dio una respuesta utilizable' };
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    const detail = typeof code === 'string' ? ` (${code})` : '';
    return { en: `could not be reached${detail}`, es: `no se pudo contactar${detail}` };
  }
  return { en: 'could not be reached', es: 'no se pudo contactar' };
}
