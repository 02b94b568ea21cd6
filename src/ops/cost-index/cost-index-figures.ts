// Each component's figure in the reader's words: its source, its note, its date and what it measures, in English or Spanish.
import { formatDay, formatNumber } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { ruleVersionAt, type RuleSource, type RuleValue } from '../../rules/rule-set.js';
import { irsUnderpaymentInterestRates } from '../../rules/us/irs-underpayment-interest-rates.rules.js';
import type { CostIndexComponentId, CostIndexComponentMethod } from '../../rules/us/us-freelance-cost-index-method.js';
import { OWN_SOURCE_TITLES_ES, monthEs, usFreelanceCostIndex, type CostIndexIssueRow } from '../../rules/us/us-freelance-cost-index.rules.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';

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

/** A figure's source from the index's own list (the URL alone if missing), with its Spanish title on Spanish pages. */
export function sourceOf(url: string, locale: Locale): RuleSource {
  const found = usFreelanceCostIndex.sources.find((s) => s.url === url);
  const source = found ? { ...found } : { title: url, url };
  if (locale === 'es') source.title = OWN_SOURCE_TITLES_ES[url] ?? IMPORTED_SOURCE_TITLES_ES[url] ?? source.title;
  return source;
}

/** The note of a component's figure in the page's language: the row's own Spanish, or the imported figure's. */
export function noteOf(id: CostIndexComponentId, row: CostIndexIssueRow, at: string, figure: RuleValue, locale: Locale): string {
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

/** When a component's figure applies (`asOf`), the date it was set or observed, and what it is, in the page's language. */
export function asOfAndWhat(id: CostIndexComponentId, row: CostIndexIssueRow, at: string, locale: Locale): { asOf: string; date: string; what: string } {
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
