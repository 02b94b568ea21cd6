// Which issues exist on a day: the published ones, the one a request names (or a refusal), and when the latest is old.
import { InputError } from '../../core/errors.js';
import { formatDay } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { costIndexIssueRows, monthEnd, monthEs, type CostIndexIssueRow } from '../../rules/us/us-freelance-cost-index.rules.js';

/** The month of the first issue (YYYY-MM). */
export const FIRST_ISSUE = costIndexIssueRows[0]!.issue;

/** Every issue published on or before `today` (YYYY-MM-DD), oldest first. */
export function publishedRows(today: string): CostIndexIssueRow[] {
  return costIndexIssueRows.filter((row) => row.published <= today);
}

/** The issue asked for, or the latest published one; every refusal names the latest available issue. */
export function resolveIssue(requested: string | undefined, today: string): CostIndexIssueRow {
  const published = publishedRows(today);
  const latest = published.at(-1);
  const firstPublished = costIndexIssueRows[0]!.published;
  const latestText = latest ? `the latest published issue is ${latest.issue}` : `no issue is published yet (the first, ${FIRST_ISSUE}, appears on ${firstPublished})`;
  const latestTextEs = latest
    ? `el último número publicado es el de ${latest.issue}`
    : `aún no se ha publicado ningún número (el primero, el de ${FIRST_ISSUE}, aparece el ${formatDay(firstPublished, 'es')})`;
  if (requested === undefined) {
    if (!latest) throw new InputError(`issue: ${latestText}`, `issue: ${latestTextEs}`);
    return latest;
  }
  if (requested < FIRST_ISSUE) {
    throw new InputError(
      `issue: the index starts with issue ${FIRST_ISSUE}, got ${requested}; ${latestText}`,
      `issue: el índice empieza con el número de ${FIRST_ISSUE} y se ha pedido ${requested}; ${latestTextEs}`,
    );
  }
  if (requested > today.slice(0, 7)) {
    throw new InputError(
      `issue: ${requested} is in the future (today is ${today}); ${latestText}`,
      `issue: ${requested} es un mes futuro (hoy es ${formatDay(today, 'es')}); ${latestTextEs}`,
    );
  }
  const row = published.find((r) => r.issue === requested);
  if (!row) {
    throw new InputError(
      `issue: ${requested} is not published: an issue appears once the BLS consumer price index for its month is out and verified; ${latestText}`,
      `issue: el número de ${requested} no está publicado: cada número aparece cuando el índice de precios de consumo del BLS de su mes ` +
        `ya se ha publicado y verificado; ${latestTextEs}`,
    );
  }
  return row;
}

/** The month `months` after a YYYY-MM month: 2026-05 + 2 → 2026-07, 2026-11 + 2 → 2027-01. */
export function addMonths(issue: string, months: number): string {
  const index = Number(issue.slice(0, 4)) * 12 + Number(issue.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months after the end of its month an issue may be the latest before a result calls it old. */
export const STALE_AFTER_MONTHS = 2;

/**
 * The last day on which `issue` can be the latest without a warning: the last day of the second month after it (May 2026 →
 * 31 July 2026). In the normal cadence BLS releases a month's CPI in the middle of the next month, so the latest issue is never
 * more than about six weeks past its month's end; only a missing issue crosses this line.
 */
export function freshUntil(issue: string): string {
  return monthEnd(addMonths(issue, STALE_AFTER_MONTHS));
}

/** The warning a result carries when the latest published issue is more than two months old on `today`; undefined otherwise. */
export function staleLatestWarning(latest: string, today: string, locale: Locale = 'en'): string | undefined {
  const until = freshUntil(latest);
  if (today <= until) return undefined;
  const ended = monthEnd(latest);
  if (locale === 'es') {
    return (
      `El último número publicado, el de ${monthEs(latest)}, corresponde a un mes que terminó el ${formatDay(ended, 'es')}, hace más de ` +
      `dos meses (hoy es ${formatDay(today, 'es')}): los números de los meses siguientes aún no se han añadido al conjunto de datos ` +
      '(cada uno aparece cuando el IPC del BLS de su mes ya se ha publicado y verificado), así que el índice puede no reflejar los costes actuales.'
    );
  }
  return (
    `The latest published issue, ${latest}, covers a month that ended on ${ended}, more than two months before today (${today}): ` +
    'the issues of the following months have not been added to the dataset yet (each appears once the BLS consumer price index for ' +
    'its month is out and verified), so the index may not reflect current costs.'
  );
}
