import { formatDay } from '../core/display.js';
import { lazy } from '../core/lazy.js';
import { describeFailure, download, FeedTrouble, instantEs } from './ecb-download.js';
import { createEcbHistory } from './ecb-history.js';
import { ECB_SNAPSHOT } from './ecb-snapshot.js';
import { ECB_DAILY_URL } from './ecb-addresses.js';

/** How long one fetch may take, headers and body together, before the fallback is served. */
export const ECB_TIMEOUT_MS = 2_000;
/** After a failed fetch, no new attempt for this long: the fallback is served meanwhile. */
export const ECB_RETRY_AFTER_MS = 60_000;
/** When the feed is behind schedule (the expected publication has passed but the feed still has the old day), look again after this long. */
export const ECB_BEHIND_RECHECK_MS = 5 * 60_000;
/** A larger answer is not the daily feed (which is about 1.5 KB). */
export const ECB_MAX_FEED_BYTES = 256 * 1024;

export type RatesSourceKind = 'live' | 'last-good' | 'snapshot' | 'history';

export interface RatesResult {
  base: 'EUR';
  /** The reference date of the rates, YYYY-MM-DD. */
  date: string;
  /** Units of each currency per 1 EUR: the exact decimal as published, in the feed's order. */
  rates: Readonly<Record<string, string>>;
  source: {
    /**
     * live: from the feed, within its publication cycle; last-good: an earlier fetch, because the feed failed;
     * snapshot: the embedded rates; history: the ECB's history file (rates of a past day).
     */
    kind: RatesSourceKind;
    /** The feed address, or for the snapshot the ECB file it was taken from. */
    url: string;
    /** When the rates were fetched (ISO 8601); absent for the snapshot. */
    fetchedAt?: string;
    /** Why fallback rates are served; absent for live rates. */
    note?: string;
    /**
     * The same in Spanish, for the Spanish pages. Not enumerable where this module writes it, so it is no part of the
     * rates' JSON; the rates the pages fetch from /data/ecb-rates carry it to the browser by name.
     */
    noteEs?: string;
  };
  /** Whole calendar days from the rate date to today in Frankfurt. */
  ageDays: number;
  /** The day asked for (YYYY-MM-DD), when one was. */
  requestedDate?: string;
  /** Why the rates are of another day than the one asked for (a weekend, a holiday, not yet published), in both languages. */
  dateNote?: { en: string; es: string };
}

export interface EcbRatesOptions {
  /** The feed address (ECB_RATES_URL). */
  url?: string;
  /** The history file's address (ECB_HISTORY_URL), for the rates of past days. */
  historyUrl?: string;
  /** The history file's time limit (default ECB_HISTORY_TIMEOUT_MS). */
  historyTimeoutMs?: number;
  /** false = never fetch, serve the snapshot (ECB_FETCH=off). */
  fetchEnabled: boolean;
  /** The clock: decides cache expiry, back-off and age. */
  now: () => Date;
  timeoutMs?: number;
  retryAfterMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface EcbRates {
  /**
   * Without a date, the rates to use now; never rejects: any trouble with the feed gives the last good rates or the
   * snapshot. With a date (YYYY-MM-DD), the publication in force on that day, saying so when it is of an earlier day;
   * rejects with an InputError for a day out of range, or a HistoryUnavailableError when the day's rates cannot be had.
   */
  get(date?: string): Promise<RatesResult>;
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

// The Temporal polyfill and the XML parser are loaded on the first currency request, never on a cold start.
const calendar = lazy(() => import('./ecb-calendar.js'));
const feedParser = lazy(() => import('./ecb-feed.js'));
const dated = lazy(() => import('./ecb-dated.js'));
type Calendar = Awaited<ReturnType<typeof calendar>>;

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
      const text = await download(url, { timeoutMs, maxBytes: ECB_MAX_FEED_BYTES }, fetchImpl);
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

  // Each note is written in English and in Spanish; the Spanish rides along, out of the JSON (see noteEs).
  const withSpanish = (source: RatesResult['source'], noteEs: string | undefined): RatesResult['source'] =>
    noteEs === undefined ? source : Object.defineProperty(source, 'noteEs', { value: noteEs, enumerable: false });
  const snapshotOf = (cal: Calendar, note: string, noteEs: string): RatesResult => ({
    base: 'EUR',
    date: ECB_SNAPSHOT.date,
    rates: ECB_SNAPSHOT.rates,
    source: withSpanish({ kind: 'snapshot', url: ECB_SNAPSHOT.url, note }, noteEs),
    ageDays: cal.ageInDays(ECB_SNAPSHOT.date, now()),
  });

  async function latest(): Promise<RatesResult> {
    const cal = await calendar();
    const snapshot = (note: string, noteEs: string) => snapshotOf(cal, note, noteEs);
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

  const history = createEcbHistory({ url: options.historyUrl, now, timeoutMs: options.historyTimeoutMs, retryAfterMs, fetch: options.fetch });

  /**
   * The publication in force on `date`: the latest rates when they are it (live and not newer than the day, or a
   * fallback whose next publication was not due by then), else the history file's, else the snapshot's when it is
   * the one in force; otherwise the day's rates cannot be had, and the refusal says why.
   */
  async function on(date: string): Promise<RatesResult> {
    const rules = await dated();
    const cal = await calendar();
    rules.checkRange(date, now());
    const answer = (r: RatesResult): RatesResult => {
      const dateNote = rules.dateNote(date, r.date, now());
      return { ...r, requestedDate: date, ...(dateNote ? { dateNote } : {}) };
    };
    const current = await latest();
    if (current.source.kind === 'live' ? date >= current.date : rules.inForceOn(current.date, date, now())) return answer(current);
    const dayEs = formatDay(date, 'es');
    if (!fetchEnabled) {
      throw new rules.HistoryUnavailableError(
        `date: the rates of past days come from the ECB history file, and this server does not fetch (ECB_FETCH=off): ` +
          `history is not available offline; leave the date blank for the embedded rates of ${ECB_SNAPSHOT.date}`,
        `date: los tipos de días pasados vienen del histórico del BCE, y este servidor no descarga nada (ECB_FETCH=off): ` +
          `el histórico no está disponible sin conexión; deja la fecha vacía para usar los tipos integrados del ${formatDay(ECB_SNAPSHOT.date, 'es')}`,
      );
    }
    const found = await history.on(date);
    if (found.ok) {
      return answer({
        base: 'EUR',
        date: found.feed.date,
        rates: found.feed.rates,
        source: { kind: 'history', url: found.url, fetchedAt: found.fetchedAt.toISOString() },
        ageDays: cal.ageInDays(found.feed.date, now()),
      });
    }
    const why = `at ${found.at.toISOString()} the ECB history file ${found.reason.en}`;
    const whyEs = `el ${instantEs(found.at)} el histórico del BCE ${found.reason.es}`;
    if (rules.inForceOn(ECB_SNAPSHOT.date, date, now())) {
      return answer(
        snapshotOf(
          cal,
          `${why}; serving the embedded snapshot of ${ECB_SNAPSHOT.date}, the publication in force on ${date}; next attempt after ${found.retryAt.toISOString()}`,
          `${whyEs}; se sirve la instantánea integrada del ${formatDay(ECB_SNAPSHOT.date, 'es')}, la publicación vigente el ${dayEs}; próximo intento después del ${instantEs(found.retryAt)}`,
        ),
      );
    }
    throw new rules.HistoryUnavailableError(
      `date: the rates of ${date} are not available now: ${why}; ` +
        `next attempt after ${found.retryAt.toISOString()}; try again then, or leave the date blank for the latest rates`,
      `date: los tipos del ${dayEs} no están disponibles ahora: ${whyEs}; ` +
        `próximo intento después del ${instantEs(found.retryAt)}; vuelve a intentarlo entonces o deja la fecha vacía para usar los últimos tipos`,
    );
  }

  return { get: (date?: string) => (date === undefined ? latest() : on(date)) };
}
