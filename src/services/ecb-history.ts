import { lazy } from '../core/lazy.js';
import { describeFailure, download } from './ecb-download.js';
import type { Feed } from './ecb-feed.js';
import type { EcbHistory } from './ecb-history-feed.js';
import { ECB_HISTORY_URL } from './ecb-addresses.js';

/** The first publication of the euro reference rates. */
export const ECB_FIRST_DATE = '1999-01-04';
/** The file is some 7–10 MB: more time than the daily feed's 2 s, headers and body together. */
export const ECB_HISTORY_TIMEOUT_MS = 10_000;
/** About three times today's file: room for growth, and a bound on the memory one download can take. */
export const ECB_MAX_HISTORY_BYTES = 32 * 1024 * 1024;
/** After a failed fetch, no new attempt for this long (as for the daily feed). */
export const ECB_HISTORY_RETRY_AFTER_MS = 60_000;
/** When the file is behind schedule (its last day is older than the latest expected publication), look again after this long. */
export const ECB_HISTORY_BEHIND_RECHECK_MS = 5 * 60_000;

export interface EcbHistoryOptions {
  /** The history file's address (ECB_HISTORY_URL). */
  url?: string;
  now: () => Date;
  timeoutMs?: number;
  retryAfterMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The publication in force on a day, from the history file; or why the file could not be read. */
export type HistoryAnswer =
  | { ok: true; feed: Feed; url: string; fetchedAt: Date }
  | { ok: false; reason: { en: string; es: string }; at: Date; retryAt: Date };

export interface EcbHistorySource {
  /** The publication in force on `date` (that day's or the latest before it). Never rejects. */
  on(date: string): Promise<HistoryAnswer>;
}

const calendar = lazy(() => import('./ecb-calendar.js'));
const historyParser = lazy(() => import('./ecb-history-feed.js'));

/**
 * The history file, fetched on demand and kept in memory (about 3.5 MB for 7,000 days, packed). A day the cached
 * file holds — any day up to its last — is answered from it: published days do not change. A later day needs a new
 * download only once the next publication after the file's last day is due, so the file is fetched at most once per
 * publication day. Concurrent callers share one download; a failure is remembered for `retryAfterMs`, during which
 * days beyond the cached file are refused without asking the ECB again.
 */
export function createEcbHistory(options: EcbHistoryOptions): EcbHistorySource {
  const url = options.url ?? ECB_HISTORY_URL;
  const { now } = options;
  const timeoutMs = options.timeoutMs ?? ECB_HISTORY_TIMEOUT_MS;
  const retryAfterMs = options.retryAfterMs ?? ECB_HISTORY_RETRY_AFTER_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  let good: { history: EcbHistory; fetchedAt: Date; freshUntil: number } | undefined;
  let failure: { reason: { en: string; es: string }; at: Date; retryAt: Date } | undefined;
  let inflight: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    const cal = await calendar();
    try {
      const text = await download(url, { timeoutMs, maxBytes: ECB_MAX_HISTORY_BYTES }, fetchImpl);
      const history = (await historyParser()).parseEcbHistory(text);
      const fetchedAt = now();
      const expected = cal.nextPublicationAfter(history.last).getTime();
      good = { history, fetchedAt, freshUntil: expected > fetchedAt.getTime() ? expected : fetchedAt.getTime() + ECB_HISTORY_BEHIND_RECHECK_MS };
      failure = undefined;
    } catch (error) {
      const at = now();
      failure = { reason: describeFailure(error, timeoutMs), at, retryAt: new Date(at.getTime() + retryAfterMs) };
    }
  }

  const covers = (date: string): boolean => good !== undefined && (date <= good.history.last || now().getTime() < good.freshUntil);

  async function on(date: string): Promise<HistoryAnswer> {
    if (!covers(date) && !(failure && now().getTime() < failure.retryAt.getTime())) {
      await (inflight ??= refresh().finally(() => (inflight = undefined)));
    }
    if (good && covers(date)) {
      const feed = good.history.on(date);
      if (feed) return { ok: true, feed, url, fetchedAt: good.fetchedAt };
    }
    if (failure) return { ok: false, ...failure };
    // The file's first day is after `date` (never for the ECB's file, which starts on the first publication).
    const at = now();
    return {
      ok: false,
      reason: { en: `has no rates on or before ${date}`, es: `no tiene tipos del ${date} ni anteriores` },
      at,
      retryAt: new Date(at.getTime() + retryAfterMs),
    };
  }

  return { on };
}
