import { InputError } from '../../core/errors.js';
import { formatDay, formatNumber } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import {
  ruleVersionAt,
  rulesUsed,
  type Confidence,
  type RuleSet,
  type RulesUsed,
  type RuleSource,
  type RuleValue,
  type RuleVersion,
} from '../../rules/rule-set.js';
import { irsUnderpaymentInterestRates } from '../../rules/us/irs-underpayment-interest-rates.rules.js';
import { costIndexLeftOut, costIndexMethod, type CostIndexComponentId, type CostIndexComponentMethod } from '../../rules/us/us-freelance-cost-index-method.js';
import {
  OWN_SOURCE_TITLES_ES,
  costIndexIssueRows,
  monthEnd,
  monthEs,
  usFreelanceCostIndex,
  type CostIndexIssueRow,
} from '../../rules/us/us-freelance-cost-index.rules.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';

/** Keys of the dataset's values, per component. */
const DATASET_KEY: Record<CostIndexComponentId, string> = {
  consumerPrices: 'consumerPricesPct',
  borrowingCosts: 'fedFundsTargetUpperPct',
  irsUnderpaymentRate: 'irsUnderpaymentRatePct',
  vehicleMileageRate: 'irsBusinessMileageRateUsd',
  socialSecurityWageBase: 'socialSecurityWageBaseUsd',
};

export const FIRST_ISSUE = costIndexIssueRows[0]!.issue;

/**
 * Spanish of the titles of the sources the index reads through other rule sets (the IRS underpayment rate, the
 * Social Security wage base), by URL; a source missing here keeps its English title.
 */
const IMPORTED_SOURCE_TITLES_ES: Readonly<Record<string, string>> = {
  'https://njcpa.org/article/2024/11/18/irs-interest-rates-decrease-for-the-first-quarter-of-2025':
    'NJCPA — los tipos de interés del IRS bajan en el primer trimestre de 2025 (resolución 2024-25)',
  'https://kpmg.com/us/en/taxnewsflash/news/2025/03/rev-rul-2025-7-interest-rates-tax-underpayments-overpayments.html':
    'KPMG — resolución 2025-7: los tipos de interés se mantienen en el segundo trimestre de 2025',
  'https://www.einpresswire.com/article/812307551/interest-rates-remain-the-same-for-third-quarter-of-2025':
    'Nota del IRS IR-2025-59, «Los tipos de interés se mantienen en el tercer trimestre de 2025», reproducida literalmente',
  'https://rsmus.com/insights/tax-alerts/2025/irs-maintains-interest-rates-for-the-fourth-quarter-of-2025.html':
    'RSM — el IRS mantiene los tipos de interés en el cuarto trimestre de 2025 (resolución 2025-18)',
  'https://www.stayexempt.irs.gov/irb/2025-48_IRB': 'IRS — boletín IRB 2025-48 (tipos del trimestre que empieza el 1 de enero de 2026)',
  'https://www.irs.gov/irb/2025-48_IRB': 'IRS — boletín IRB 2025-48 (tipos del trimestre que empieza el 1 de enero de 2026)',
  'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md':
    'jupid-skills — tipos del recargo del formulario 2210 (notas de terceros que citan los IRB 2026-8, 2026-22 y 2026-36)',
  'https://www.ssa.gov/oact/cola/cbb.html': 'SSA — base de cotización y de prestaciones',
};

const READ_AS_QUOTED_ES =
  'Comprobado el 21 de noviembre de 2026 con la redacción de la página oficial citada literalmente por fuentes independientes (la página no se descargó), de ahí la confianza media.';
const NOT_IRS_2026_ES =
  'No se encontró ningún texto del IRS ni de su sala de prensa para este trimestre; la cifra solo la corroboran fuentes ajenas al IRS. Compruébala en la página de tipos trimestrales del IRS.';

/**
 * Spanish of the notes of the figures the index reads through other rule sets, by their English text; a note missing
 * here (one edited since) is replaced by a Spanish pointer to the dataset, never left in English.
 */
const IMPORTED_NOTES_ES: Readonly<Record<string, string>> = {
  'IR-2024-290; Rev. Rul. 2024-25, IRB 2024-49.': 'Nota de prensa IR-2024-290; resolución 2024-25, boletín IRB 2024-49.',
  'IR-2025-29; Rev. Rul. 2025-7, IRB 2025-13.': 'Nota de prensa IR-2025-29; resolución 2025-7, boletín IRB 2025-13.',
  'IR-2025-59; Rev. Rul. 2025-11, IRB 2025-23.': 'Nota de prensa IR-2025-59; resolución 2025-11, boletín IRB 2025-23.',
  'IR-2025-59; Rev. Rul. 2025-11, IRB 2025-23: "7% for underpayments". IRS release read as republished verbatim, not on irs.gov, hence medium.':
    'Nota de prensa IR-2025-59; resolución 2025-11, boletín IRB 2025-23: «un 7 % por impagos». Nota del IRS leída tal como se reprodujo literalmente, no en irs.gov, de ahí la confianza media.',
  'Rev. Rul. 2025-18, IRB 2025-37.': 'Resolución 2025-18, boletín IRB 2025-37.',
  'IR-2025-112; Rev. Rul. 2025-22, IRB 2025-48 (irs.gov page read).': 'Nota de prensa IR-2025-112; resolución 2025-22, boletín IRB 2025-48 (leída la página del IRS).',
  'IR-2025-112; Rev. Rul. 2025-22, IRB 2025-48 (Nov. 24, 2025): "The rates for interest determined under Section 6621 of the code for the calendar quarter beginning January 1, 2026, will be 7 percent for overpayments (6 percent in the case of a corporation), 7 percent for underpayments". Read on 2026-11-24 on the IRS\'s own copy of the bulletin page served at www.stayexempt.irs.gov/irb/2025-48_IRB (an irs.gov host); KPMG\'s report of Rev. Rul. 2025-22 agrees.':
    'Nota de prensa IR-2025-112; resolución 2025-22, boletín IRB 2025-48 (24 de noviembre de 2025): los tipos de interés del artículo 6621 ' +
    'del código para el trimestre natural que empieza el 1 de enero de 2026 serán del 7 % por devoluciones (6 % en el caso de una sociedad) ' +
    'y del 7 % por impagos. Leído el 24 de noviembre de 2026 en la copia de la página del boletín que sirve el propio IRS en ' +
    'www.stayexempt.irs.gov/irb/2025-48_IRB (un servidor de irs.gov); el informe de KPMG sobre la resolución 2025-22 coincide.',
  'IRB 2026-8 per the source. Also stated by legalclarity.org and by the ONRR (US Dept. of the Interior) rate update for 4/1/2026–6/30/2026. No IRS or newsroom text was found for this quarter; the figure is corroborated only by non-IRS sources. Check it at irs.gov/payments/quarterly-interest-rates.':
    'Boletín IRB 2026-8, según la fuente. También lo indican legalclarity.org y la actualización de tipos de la ONRR (Departamento del Interior de EE. UU.) ' +
    `para el periodo del 1 de abril al 30 de junio de 2026. ${NOT_IRS_2026_ES}`,
  'IRB 2026-22, Rev. Rul. 2026-10 per the source. The ONRR rate update for 7/1/2026–9/30/2026 agrees. No IRS or newsroom text was found for this quarter; the figure is corroborated only by non-IRS sources. Check it at irs.gov/payments/quarterly-interest-rates.':
    `Boletín IRB 2026-22, resolución 2026-10, según la fuente. La actualización de tipos de la ONRR para el periodo del 1 de julio al 30 de septiembre de 2026 coincide. ${NOT_IRS_2026_ES}`,
  'IRB 2026-36, Rev. Rul. 2026-15 per the source. The ONRR rate update for 10/1/2026–12/31/2026 agrees. No IRS or newsroom text was found for this quarter; the figure is corroborated only by non-IRS sources. Check it at irs.gov/payments/quarterly-interest-rates.':
    `Boletín IRB 2026-36, resolución 2026-15, según la fuente. La actualización de tipos de la ONRR para el periodo del 1 de octubre al 31 de diciembre de 2026 coincide. ${NOT_IRS_2026_ES}`,
  'SSA\'s contribution and benefit base for 2025; Publication 15 (2025) states the same figure ("The social security wage base limit is $176,100."). Checked 2026-11-21 against the wording of the official page as quoted verbatim by independent sources (the page itself was not fetched), hence medium.':
    `Base de cotización y de prestaciones de la SSA para 2025; la Publicación 15 (2025) da la misma cifra («el límite de la base salarial de la Seguridad Social es de 176.100\u00a0US$»). ${READ_AS_QUOTED_ES}`,
  'SSA\'s contribution and benefit base for 2026; Publication 15 (2026) states the same figure ("The social security wage base limit is $184,500."). Checked 2026-11-21 against the wording of the official page as quoted verbatim by independent sources (the page itself was not fetched), hence medium.':
    `Base de cotización y de prestaciones de la SSA para 2026; la Publicación 15 (2026) da la misma cifra («el límite de la base salarial de la Seguridad Social es de 184.500\u00a0US$»). ${READ_AS_QUOTED_ES}`,
};

/** The Spanish of an imported figure's note (see IMPORTED_NOTES_ES). */
export function importedNoteEs(note: string, dataset: string, effective: string): string {
  return (
    IMPORTED_NOTES_ES[note] ??
    `Nota del conjunto de datos ${dataset} (versión en vigor desde el ${formatDay(effective, 'es')}): su texto original se publica en /datasets/${dataset}.`
  );
}

const UNIT_ES: Record<CostIndexComponentMethod['unit'], string> = { percent: '%', 'USD per mile': 'US$ por milla', USD: 'US$' };

export interface Component {
  id: CostIndexComponentId;
  name: string;
  value: number;
  unit: CostIndexComponentMethod['unit'];
  periodicity: CostIndexComponentMethod['periodicity'];
  asOf: string;
  carriedForward: boolean;
  carriedForwardFrom: string | null;
  floor: number;
  ceiling: number;
  score: number;
  weight: number;
  contribution: number;
  source: RuleSource;
  confidence: Confidence;
  note: string;
}

export interface DatedValue {
  component: CostIndexComponentId;
  date: string;
  value: number;
  unit: CostIndexComponentMethod['unit'];
  what: string;
  sourceUrl: string;
}

export interface IssueResult {
  issue: string;
  published: string;
  reading: number;
  weightedSum: number;
  components: Component[];
  computedFrom: DatedValue[];
  warnings: string[];
  rules: RulesUsed[];
}

/** Hundredths of a value with at most 6 decimals, as an exact integer (0.725 → 72.5 is kept as 72500 millionths first). */
function micros(value: number): number {
  return Math.round(value * 1_000_000);
}

/**
 * Score in hundredths of a point (0–1000): 0 at or below the floor, 1000 at or above the ceiling, else
 * 1000 × (v − floor) ÷ (ceiling − floor) rounded half up, in integer arithmetic so a tie never depends on binary noise.
 */
export function scoreHundredths(value: number, floor: number, ceiling: number): number {
  const v = micros(value);
  const f = micros(floor);
  const c = micros(ceiling);
  if (v <= f) return 0;
  if (v >= c) return 1000;
  const num = (v - f) * 1000;
  const den = c - f;
  return Math.floor((2 * num + den) / (2 * den));
}

/** Weight in hundredths (0.25 → 25). */
function weightHundredths(weight: number): number {
  return Math.round(weight * 100);
}

/** Reading in tenths from Σ weight(hundredths) × score(hundredths), rounded half up. */
export function readingTenths(terms: readonly { weight: number; scoreHundredths: number }[]): { tenThousandths: number; tenths: number } {
  const tenThousandths = terms.reduce((sum, t) => sum + weightHundredths(t.weight) * t.scoreHundredths, 0);
  return { tenThousandths, tenths: Math.floor((tenThousandths + 500) / 1000) };
}

/** rulesUsed narrowed to the sources of the one figure the index reads from an imported rule set. */
function rulesUsedForFigure<K extends string>(set: RuleSet<K>, version: RuleVersion<K>, key: K, appliedOn: string): RulesUsed {
  const url = version.values[key].source;
  const used = rulesUsed(set, version, appliedOn);
  return { ...used, sources: used.sources.filter((s) => s.url === url) };
}

function sourceOf(url: string, locale: Locale): RuleSource {
  const found = usFreelanceCostIndex.sources.find((s) => s.url === url);
  const source = found ? { ...found } : { title: url, url };
  if (locale === 'es') source.title = OWN_SOURCE_TITLES_ES[url] ?? IMPORTED_SOURCE_TITLES_ES[url] ?? source.title;
  return source;
}

/** The note of a component's figure in the page's language: the row's own Spanish, or the imported figure's. */
function noteOf(id: CostIndexComponentId, row: CostIndexIssueRow, at: string, figure: RuleValue, locale: Locale): string {
  if (locale === 'en') return figure.note ?? '';
  switch (id) {
    case 'consumerPrices':
      return row.consumerPrices.noteEs;
    case 'borrowingCosts':
      return row.borrowingCosts.noteEs;
    case 'vehicleMileageRate':
      return row.vehicleMileageRate.noteEs;
    case 'irsUnderpaymentRate':
      return importedNoteEs(figure.note ?? '', irsUnderpaymentInterestRates.id, ruleVersionAt(irsUnderpaymentInterestRates, at).effective);
    case 'socialSecurityWageBase':
      return importedNoteEs(figure.note ?? '', usEmployerPayrollTaxes.id, ruleVersionAt(usEmployerPayrollTaxes, at).effective);
  }
}

function asOfAndWhat(id: CostIndexComponentId, row: CostIndexIssueRow, at: string, locale: Locale): { asOf: string; date: string; what: string } {
  const es = locale === 'es';
  const day = (iso: string) => formatDay(iso, 'es');
  switch (id) {
    case 'consumerPrices': {
      const observed = row.consumerPrices.observed;
      return {
        asOf: observed,
        date: observed,
        what:
          observed === row.issue
            ? es
              ? `Variación a 12 meses del IPC-U general de ${monthEs(row.issue)} (BLS)`
              : `CPI-U all items, 12-month change for ${row.issue} (BLS)`
            : es
              ? `Variación a 12 meses del IPC-U general de ${monthEs(observed)}, arrastrada a ${monthEs(row.issue)}: el BLS no publicó cifra de ${monthEs(row.issue)}`
              : `CPI-U all items, 12-month change for ${observed}, carried forward to ${row.issue}: BLS published no figure for ${row.issue}`,
      };
    }
    case 'borrowingCosts': {
      const decided = row.borrowingCosts.decidedOn;
      return {
        asOf: at,
        date: decided,
        what: es
          ? `Límite superior de la banda objetivo de los fondos federales vigente el ${day(at)}, fijado o mantenido por la decisión del FOMC del ${day(decided)}`
          : `Federal funds target range upper limit in force on ${at}, set or kept by the FOMC decision of ${decided}`,
      };
    }
    case 'irsUnderpaymentRate': {
      const effective = ruleVersionAt(irsUnderpaymentInterestRates, at).effective;
      return {
        asOf: effective,
        date: effective,
        what: es
          ? `Tipo de interés de demora del IRS para personas físicas del trimestre que empieza el ${day(effective)}`
          : `IRS underpayment rate for individuals for the quarter beginning ${effective}`,
      };
    }
    case 'vehicleMileageRate': {
      const effective = row.vehicleMileageRate.effective;
      return {
        asOf: effective,
        date: effective,
        what: es ? `Tarifa estándar por milla del IRS para uso profesional desde el ${day(effective)}` : `IRS standard mileage rate for business use from ${effective}`,
      };
    }
    case 'socialSecurityWageBase': {
      const effective = ruleVersionAt(usEmployerPayrollTaxes, at).effective;
      return {
        asOf: effective,
        date: effective,
        what: es
          ? `Base de cotización y de prestaciones de la Seguridad Social de ${effective.slice(0, 4)}`
          : `Social Security contribution and benefit base for ${effective.slice(0, 4)}`,
      };
    }
  }
}

/** A component's value with its unit, in Spanish: "3,75 %", "0,725 US$ por milla", "184.500 US$". */
export function valueEs(value: number, unit: CostIndexComponentMethod['unit']): string {
  return `${formatNumber(value, 'es')}\u00a0${UNIT_ES[unit]}`;
}

/** Scores one issue's components and its reading; the texts are in `locale` (English for the API). */
export function computeIssue(row: CostIndexIssueRow, locale: Locale = 'en'): IssueResult {
  const es = locale === 'es';
  const at = monthEnd(row.issue);
  const version = ruleVersionAt(usFreelanceCostIndex, `${row.issue}-01`);
  const values = version.values as Readonly<Record<string, RuleValue>>;
  const components: Component[] = [];
  const computedFrom: DatedValue[] = [];
  const warnings: string[] = [];
  for (const method of costIndexMethod) {
    const figure = values[DATASET_KEY[method.id]]!;
    const hundredths = scoreHundredths(figure.value, method.floor, method.ceiling);
    const { asOf, date, what } = asOfAndWhat(method.id, row, at, locale);
    const carriedForward = method.id === 'consumerPrices' && row.consumerPrices.observed !== row.issue;
    components.push({
      id: method.id,
      name: method.name[locale],
      value: figure.value,
      unit: method.unit,
      periodicity: method.periodicity,
      asOf,
      carriedForward,
      carriedForwardFrom: carriedForward ? row.consumerPrices.observed : null,
      floor: method.floor,
      ceiling: method.ceiling,
      score: hundredths / 100,
      weight: method.weight,
      contribution: (weightHundredths(method.weight) * hundredths) / 10_000,
      source: sourceOf(figure.source, locale),
      confidence: figure.confidence,
      note: noteOf(method.id, row, at, figure, locale),
    });
    computedFrom.push({ component: method.id, date, value: figure.value, unit: method.unit, what, sourceUrl: figure.source });
    if (carriedForward) {
      warnings.push(
        es
          ? `${method.id}: el valor de ${monthEs(row.issue)} se arrastra de ${monthEs(row.consumerPrices.observed)}, porque el BLS no recogió datos de octubre de 2025 y no publicó cifra de ${monthEs(row.issue)}.`
          : `${method.id}: the ${row.issue} value is carried forward from ${row.consumerPrices.observed}, because BLS collected no October 2025 data and published no figure for ${row.issue}.`,
      );
    }
    if (figure.confidence === 'medium-low') {
      warnings.push(
        es
          ? `${method.id}: el valor de ${monthEs(row.issue)} (${valueEs(figure.value, method.unit)}) solo lo confirman fuentes secundarias, no un texto oficial leído (confianza media-baja; véase su nota).`
          : `${method.id}: the ${row.issue} value (${figure.value} ${method.unit === 'percent' ? '%' : method.unit}) is confirmed only by secondary sources, not by an official text that was read (confidence medium-low; see its note).`,
      );
    }
  }
  const { tenThousandths, tenths } = readingTenths(
    components.map((c) => ({ weight: c.weight, scoreHundredths: Math.round(c.score * 100) })),
  );
  const rules = [
    rulesUsed(usFreelanceCostIndex, version, `${row.issue}-01`),
    rulesUsedForFigure(irsUnderpaymentInterestRates, ruleVersionAt(irsUnderpaymentInterestRates, at), 'underpaymentRatePct', at),
    rulesUsedForFigure(usEmployerPayrollTaxes, ruleVersionAt(usEmployerPayrollTaxes, at), 'socialSecurityWageBase', at),
  ];
  return {
    issue: row.issue,
    published: row.published,
    reading: tenths / 10,
    weightedSum: tenThousandths / 10_000,
    components,
    computedFrom,
    warnings,
    rules,
  };
}

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

/** Assumptions shared by every result, in `locale`. */
export function assumptions(locale: Locale = 'en'): string[] {
  if (locale === 'es') {
    return [
      'La lectura es Σ ponderación × puntuación de los componentes, redondeada a un decimal (la mitad hacia arriba); cada puntuación es 10 × (valor − suelo) ÷ (techo − suelo), limitada a 0–10 y redondeada a dos decimales (la mitad hacia arriba). La lectura usa las puntuaciones redondeadas que se muestran.',
      'Los suelos, techos y ponderaciones son decisiones metodológicas nuestras, no datos de una fuente: ' +
        costIndexMethod
          .map((m) => `${m.id} ${formatNumber(m.floor, 'es')}–${valueEs(m.ceiling, m.unit)}, ponderación ${formatNumber(m.weight, 'es')}`)
          .join('; ') +
        '. La guía us-freelance-cost-index-methodology explica cada una.',
      'Cada valor es la cifra oficial vigente o publicada para el mes del número: la variación a 12 meses del IPC-U de ese mes (mensual); el límite superior de la banda objetivo de los fondos federales vigente su último día; el tipo de interés de demora del IRS de su trimestre; la tarifa por milla del IRS y la base máxima de la Seguridad Social de su año (las cifras anuales se aplican a todos los meses de su año).',
      'Un mes sin IPC publicado (octubre de 2025: el BLS no recogió datos) arrastra el último valor publicado anterior y lo señala (carriedForward, carriedForwardFrom).',
      'Cada número se publica el día en que el BLS difunde el IPC de su mes; el conjunto de datos recoge las publicaciones que se han podido verificar, así que los meses posteriores se rechazan hasta que se añadan.',
      'El índice mide la presión de costes sobre un negocio de autónomo en EE. UU. con escalas fijas; no es una previsión, ni un nivel de precios, ni una estimación de costes personal.',
      ...costIndexLeftOut.map((text) => text.es),
    ];
  }
  return [
    'The reading is Σ weight × score over the components, rounded to one decimal (half up); each score is 10 × (value − floor) ÷ (ceiling − floor), clamped to 0–10 and rounded to two decimals (half up). The reading uses the rounded scores shown.',
    'Floors, ceilings and weights are methodology choices of ours, not facts from a source: ' +
      costIndexMethod.map((m) => `${m.id} ${m.floor}–${m.ceiling} ${m.unit}, weight ${m.weight}`).join('; ') +
      '. The guide us-freelance-cost-index-methodology explains each one.',
    'Each value is the official figure in force or published for the issue month: the CPI-U 12-month change for that month (monthly); the federal funds target range upper limit in force on its last day; the IRS underpayment rate of its quarter; the IRS mileage rate and the Social Security wage base of its year (annual figures apply to every month of their year).',
    'A month with no published CPI (October 2025: BLS collected no data) carries the latest earlier published value forward and flags it (carriedForward, carriedForwardFrom).',
    'An issue is published on the day BLS releases its month\'s CPI; the dataset holds the releases that could be verified, so later months are refused until they are added.',
    'The index measures cost pressure on a US freelance business on fixed scales; it is not a forecast, a price level or a personal cost estimate.',
    ...costIndexLeftOut.map((text) => text.en),
  ];
}

/** The rules a list echoes: each rule set with the first version used and the sources of the figures the issues use. */
export function listRules(rows: readonly CostIndexIssueRow[]): RulesUsed[] {
  const perIssue = rows.map((row) => computeIssue(row).rules);
  return perIssue[0]!.map((firstUsed, i) => {
    const urls = new Set(perIssue.flatMap((rules) => rules[i]!.sources.map((s) => s.url)));
    const set = [usFreelanceCostIndex, irsUnderpaymentInterestRates, usEmployerPayrollTaxes][i]!;
    return { ...firstUsed, sources: set.sources.filter((s) => urls.has(s.url)).map((s) => ({ ...s })) };
  });
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
