import { formatDay } from '../../core/display.js';
import { defineRuleSet, ruleVersionAt, type Confidence, type RuleSource, type RuleValue, type RuleVersion } from '../rule-set.js';
import { irsUnderpaymentInterestRates } from './irs-underpayment-interest-rates.rules.js';
import { usEmployerPayrollTaxes } from './us-employer-payroll-taxes.rules.js';

/**
 * The readings of the US freelance cost index are a dataset: for every monthly issue from 2025-01 to the latest month
 * whose BLS consumer price index could be verified, the dated, sourced value of each component. Scales and weights
 * (methodology choices) are in `us-freelance-cost-index-method.ts`; the operation `cost-index` scores these values.
 *
 * - Consumer prices: the CPI-U all items 12-month change, not seasonally adjusted, as BLS publishes it each month.
 *   BLS did not collect October 2025 data (lapse in appropriations) and published no October 2025 figure: that issue
 *   carries the September 2025 value forward and says so (`observed` ≠ the issue month).
 * - Borrowing costs: the upper limit of the FOMC's federal funds target range in force on the last day of the month
 *   (a policy rate, in force until the Committee changes it; `decidedOn` is the latest decision that set or kept it).
 * - IRS standard business mileage rate: annual (IRS notice), applied to each month of its year.
 * - IRS underpayment rate and Social Security wage base: read (not copied by hand) from the rule sets
 *   `irs-underpayment-interest-rates` (quarterly) and `us-employer-payroll-taxes` (annual), in force at month end.
 *
 * Confidence: 'high' where a bls.gov page stating the figure was read; 'medium' where the official text was read as
 * republished verbatim or reported by a tax firm, a state labour agency or a news agency; 'medium-low' where only
 * agreeing secondary accounts were found. An issue is published on `published`: the BLS release of its month's CPI.
 */

// Consumer prices (BLS). Some of these pages are republished with each release; the note of each figure names the edition read.
const BLS_CPI_SUMMARY = 'https://www.bls.gov/news.release/cpi.nr0.htm';
const BLS_CPI_TABLE_1 = 'https://www.bls.gov/news.release/cpi.t01.htm';
const BLS_CPI_MAY_2026 = 'https://www.bls.gov/news.release/archives/cpi_06102026.htm';
const BLS_CPI_HOME = 'https://www.bls.gov/cpi/';
const BLS_MOUNTAIN_PLAINS = 'https://www.bls.gov/regions/mountain-plains/cpi-summary/ro7xg01a.htm';
const BLS_MID_ATLANTIC = 'https://www.bls.gov/regions/mid-atlantic/data/xg-tables/ro3xg01.htm';
const IDAHO_LMI = 'https://lmi.idaho.gov/data-tools/consumer-price-index-2';

// FOMC statements (federalreserve.gov texts, read as republished).
const FOMC_2025_01 = 'https://www.forexlive.com/centralbank/a-comparison-of-the-december-2024january-2025-fomc-statements-20250129/';
const FOMC_2025_03 = 'https://forex.weraven.com/a-look-at-the-changes-in-the-fomc-statements-from-january-to-march';
const FOMC_2025_06 = 'https://www.financetom.com/economy/fed-keeps-interest-rate-unchanged-says-economic-uncertainty-has-dropped-390071.htm';
const FOMC_2025_07 = 'https://bankingjournal.aba.com/2025/07/fomc-holds-rates-steady-3/';
const FOMC_2025_09 = 'https://www.kuna.net.kw/ArticlePrintPage.aspx?id=3249022&language=en';
const FOMC_2025_10 = 'https://ralphhightower.github.io/blog/2025/10/20251029FederalReserveFOMC.html';
const FOMC_2025_12 = 'https://ralphhightower.github.io/blog/2025/12/20251210FederalReserveFOMC.html';
const FOMC_2026_01 = 'https://ralphhightower.github.io/blog/2026/01/20260128FederalReserveFOMC.html';
const FOMC_2026_03 = 'https://www.thestar.com.my/news/world/2026/03/19/1st-ld-us-fed-keeps-interest-rate-unchanged-at-35-375-pct';
const FOMC_2026_04 = 'https://macro.events/p/fomc-press-release-split-hold';

// IRS standard mileage rates (IRS notices, as reported).
const MILEAGE_2025 = 'https://kpmg.com/us/en/taxnewsflash/news/2024/12/tnf-notice-2025-5-standard-mileage-rates-2025.html';
const MILEAGE_2026 = 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html';

const OWN_SOURCES: readonly RuleSource[] = [
  { title: 'BLS — Consumer Price Index news release summary (cpi.nr0.htm; edition named in each figure\'s note)', url: BLS_CPI_SUMMARY },
  { title: 'BLS — CPI news release, Table 1: CPI-U U.S. city average by expenditure category (edition named in the note)', url: BLS_CPI_TABLE_1 },
  { title: 'BLS — Consumer Price Index news release, May 2026 (June 10, 2026, USDL-26-0824)', url: BLS_CPI_MAY_2026 },
  { title: 'BLS — Consumer Price Index home page (edition of December 18, 2025)', url: BLS_CPI_HOME },
  { title: 'BLS Mountain-Plains — CPI-U U.S. city average, not seasonally adjusted (edition named in the note)', url: BLS_MOUNTAIN_PLAINS },
  { title: 'BLS Mid-Atlantic — CPI-U selected areas, all items (edition named in the note)', url: BLS_MID_ATLANTIC },
  { title: 'Idaho Department of Labor — Consumer Price Index (BLS figures for February 2025, republished)', url: IDAHO_LMI },
  { title: 'Forexlive — the December 2024 and January 29, 2025 FOMC statements compared (full text)', url: FOMC_2025_01 },
  { title: 'The January 29 and March 19, 2025 FOMC statements compared (full text)', url: FOMC_2025_03 },
  { title: 'MT Newswires via financetom — the Fed keeps its rate unchanged for a fourth straight meeting (June 18, 2025)', url: FOMC_2025_06 },
  { title: 'ABA Banking Journal — FOMC holds rates steady (July 30, 2025)', url: FOMC_2025_07 },
  { title: 'KUNA — FOMC statement of September 17, 2025 (quoted)', url: FOMC_2025_09 },
  { title: 'Federal Reserve FOMC statement of October 29, 2025 (republished in full)', url: FOMC_2025_10 },
  { title: 'Federal Reserve FOMC statement of December 10, 2025 (republished in full)', url: FOMC_2025_12 },
  { title: 'Federal Reserve FOMC statement of January 28, 2026 (republished in full)', url: FOMC_2026_01 },
  { title: 'Xinhua via The Star — FOMC statement of March 18, 2026 (quoted)', url: FOMC_2026_03 },
  { title: 'macro.events — FOMC press release of April 29, 2026: split hold (summary)', url: FOMC_2026_04 },
  { title: 'KPMG — IRS Notice 2025-5: standard mileage rates for 2025', url: MILEAGE_2025 },
  { title: 'KPMG — IRS Notice 2026-10: standard mileage rates for 2026', url: MILEAGE_2026 },
];

/** The sources' titles in Spanish, by URL (for the Spanish page; the dataset's titles stay as published). */
export const OWN_SOURCE_TITLES_ES: Readonly<Record<string, string>> = {
  [BLS_CPI_SUMMARY]: 'BLS — resumen de la nota de prensa del índice de precios de consumo (cpi.nr0.htm; la edición se indica en la nota de cada cifra)',
  [BLS_CPI_TABLE_1]: 'BLS — nota de prensa del IPC, tabla 1: IPC-U, media de las ciudades de EE. UU., por categoría de gasto (edición indicada en la nota)',
  [BLS_CPI_MAY_2026]: 'BLS — nota de prensa del índice de precios de consumo de mayo de 2026 (10 de junio de 2026, USDL-26-0824)',
  [BLS_CPI_HOME]: 'BLS — página principal del índice de precios de consumo (edición del 18 de diciembre de 2025)',
  [BLS_MOUNTAIN_PLAINS]: 'BLS Mountain-Plains — IPC-U, media de las ciudades de EE. UU., sin desestacionalizar (edición indicada en la nota)',
  [BLS_MID_ATLANTIC]: 'BLS Mid-Atlantic — IPC-U de áreas seleccionadas, índice general (edición indicada en la nota)',
  [IDAHO_LMI]: 'Departamento de Trabajo de Idaho — índice de precios de consumo (cifras del BLS de febrero de 2025, reproducidas)',
  [FOMC_2025_01]: 'Forexlive — los comunicados del FOMC de diciembre de 2024 y del 29 de enero de 2025, comparados (texto completo)',
  [FOMC_2025_03]: 'Los comunicados del FOMC del 29 de enero y del 19 de marzo de 2025, comparados (texto completo)',
  [FOMC_2025_06]: 'MT Newswires vía financetom — la Reserva Federal mantiene su tipo sin cambios por cuarta reunión consecutiva (18 de junio de 2025)',
  [FOMC_2025_07]: 'ABA Banking Journal — el FOMC mantiene los tipos (30 de julio de 2025)',
  [FOMC_2025_09]: 'KUNA — comunicado del FOMC del 17 de septiembre de 2025 (citado)',
  [FOMC_2025_10]: 'Comunicado del FOMC de la Reserva Federal del 29 de octubre de 2025 (reproducido íntegro)',
  [FOMC_2025_12]: 'Comunicado del FOMC de la Reserva Federal del 10 de diciembre de 2025 (reproducido íntegro)',
  [FOMC_2026_01]: 'Comunicado del FOMC de la Reserva Federal del 28 de enero de 2026 (reproducido íntegro)',
  [FOMC_2026_03]: 'Xinhua vía The Star — comunicado del FOMC del 18 de marzo de 2026 (citado)',
  [FOMC_2026_04]: 'macro.events — comunicado del FOMC del 29 de abril de 2026: se mantiene el tipo, con votos divididos (resumen)',
  [MILEAGE_2025]: 'KPMG — aviso 2025-5 del IRS: tarifas estándar por milla para 2025',
  [MILEAGE_2026]: 'KPMG — aviso 2026-10 del IRS: tarifas estándar por milla para 2026',
};

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** A month YYYY-MM in Spanish words: 2025-09 → "septiembre de 2025". */
export function monthEs(month: string): string {
  return `${MONTHS_ES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

interface Sourced {
  value: number;
  source: string;
  confidence: Confidence;
  note: string;
  /** The note in Spanish. */
  noteEs: string;
}

export interface CostIndexIssueRow {
  /** YYYY-MM. */
  issue: string;
  /** YYYY-MM-DD: the BLS release of the month's CPI (for 2025-10, the release that showed October was not collected). */
  published: string;
  /** CPI-U all items 12-month change, percent; `observed` is the month it measures (≠ issue when carried forward). */
  consumerPrices: Sourced & { observed: string; indexLevel: number | null };
  /** Federal funds target range upper limit in force at month end, percent; `decidedOn` = the decision that set or kept it. */
  borrowingCosts: Sourced & { decidedOn: string };
  /** IRS business standard mileage rate, USD per mile; `effective` = the first day it applies. */
  vehicleMileageRate: Sourced & { effective: string };
}

const CPI_NOTE = 'CPI-U, U.S. city average, all items, not seasonally adjusted, percent change from 12 months earlier as published by BLS.';
const CPI_NOTE_ES =
  'IPC-U, media de las ciudades de EE. UU., índice general, sin desestacionalizar, variación porcentual respecto a 12 meses antes, tal como la publica el BLS.';

function cpi(
  observed: string,
  value: number,
  indexLevel: number | null,
  source: string,
  confidence: Confidence,
  read: string,
  readEs: string,
): CostIndexIssueRow['consumerPrices'] {
  return { observed, value, indexLevel, source, confidence, note: `${CPI_NOTE} ${read}`, noteEs: `${CPI_NOTE_ES} ${readEs}` };
}

function fed(value: number, decidedOn: string, source: string, confidence: Confidence, read: string, readEs: string): CostIndexIssueRow['borrowingCosts'] {
  return {
    value,
    decidedOn,
    source,
    confidence,
    note: `Upper limit of the FOMC federal funds target range in force at month end. ${read}`,
    noteEs: `Límite superior de la banda objetivo de los fondos federales del FOMC vigente a fin de mes. ${readEs}`,
  };
}

const FED_2025_JAN = fed(
  4.5, '2025-01-29', FOMC_2025_01, 'medium', '"the Committee decided to maintain the target range for the federal funds rate at 4-1/4 to 4-1/2 percent" (January 29, 2025).',
  '«el Comité decidió mantener la banda objetivo del tipo de los fondos federales entre el 4-1/4 y el 4-1/2 %» (29 de enero de 2025).',
);
const FED_2025_MAR = fed(
  4.5, '2025-03-19', FOMC_2025_03, 'medium', 'Maintained at 4-1/4 to 4-1/2 percent on March 19, 2025 (statement text read as republished).',
  'Mantenida entre el 4-1/4 y el 4-1/2 % el 19 de marzo de 2025 (texto del comunicado leído en una reproducción).',
);
const FED_2025_MAY = fed(
  4.5,
  '2025-05-07',
  FOMC_2025_06,
  'medium',
  'On June 18, 2025 the FOMC "left interest rates in the range of 4.25% to 4.50%" for "a fourth straight meeting" (January, March, May and June); the May statement itself was not read.',
  'El 18 de junio de 2025 el FOMC «dejó los tipos entre el 4,25 % y el 4,50 %» por «cuarta reunión consecutiva» (enero, marzo, mayo y junio); el comunicado de mayo no se leyó.',
);
const FED_2025_JUN = fed(
  4.5, '2025-06-18', FOMC_2025_06, 'medium', 'Left in the range of 4.25 % to 4.50 % on June 18, 2025 (MT Newswires report of the FOMC statement).',
  'Mantenida entre el 4,25 % y el 4,50 % el 18 de junio de 2025 (crónica de MT Newswires sobre el comunicado del FOMC).',
);
const FED_2025_JUL = fed(
  4.5, '2025-07-30', FOMC_2025_07, 'medium', 'Held at 4.25 %-4.5 % on July 30, 2025 (ABA Banking Journal report of the FOMC statement).',
  'Mantenida entre el 4,25 % y el 4,5 % el 30 de julio de 2025 (crónica del ABA Banking Journal sobre el comunicado del FOMC).',
);
const FED_2025_SEP = fed(
  4.25, '2025-09-17', FOMC_2025_09, 'medium', '"lower the target range for the federal funds rate by 1/4 percentage point to 4 to 4-1/4 percent" (September 17, 2025).',
  '«reducir la banda objetivo del tipo de los fondos federales en 1/4 de punto porcentual, hasta situarla entre el 4 y el 4-1/4 %» (17 de septiembre de 2025).',
);
const FED_2025_OCT = fed(
  4, '2025-10-29', FOMC_2025_10, 'medium', '"lower the target range ... by 1/4 percentage point to 3-3/4 to 4 percent" (October 29, 2025).',
  '«reducir la banda objetivo … en 1/4 de punto porcentual, hasta situarla entre el 3-3/4 y el 4 %» (29 de octubre de 2025).',
);
const FED_2025_DEC = fed(
  3.75, '2025-12-10', FOMC_2025_12, 'medium', '"lower the target range ... by 1/4 percentage point to 3-1/2 to 3-3/4 percent" (December 10, 2025).',
  '«reducir la banda objetivo … en 1/4 de punto porcentual, hasta situarla entre el 3-1/2 y el 3-3/4 %» (10 de diciembre de 2025).',
);
const FED_2026_JAN = fed(
  3.75, '2026-01-28', FOMC_2026_01, 'medium', '"maintain the target range for the federal funds rate at 3-1/2 to 3-3/4 percent" (January 28, 2026).',
  '«mantener la banda objetivo del tipo de los fondos federales entre el 3-1/2 y el 3-3/4 %» (28 de enero de 2026).',
);
const FED_2026_MAR = fed(
  3.75, '2026-03-18', FOMC_2026_03, 'medium', '"maintain the target range for the federal funds rate at 3-1/2 to 3-3/4 percent" (March 18, 2026, quoted by Xinhua).',
  '«mantener la banda objetivo del tipo de los fondos federales entre el 3-1/2 y el 3-3/4 %» (18 de marzo de 2026, citado por Xinhua).',
);
const FED_2026_APR = fed(
  3.75,
  '2026-04-29',
  FOMC_2026_04,
  'medium-low',
  'Held at 3-1/2 to 3-3/4 percent on April 29, 2026 per secondary accounts (macro.events; alphabetastock.com agrees); the statement text itself was not read.',
  'Mantenida entre el 3-1/2 y el 3-3/4 % el 29 de abril de 2026 según fuentes secundarias (macro.events; alphabetastock.com coincide); el texto del comunicado no se leyó.',
);

const MILES_2025 = {
  value: 0.7,
  effective: '2025-01-01',
  source: MILEAGE_2025,
  confidence: 'medium' as const,
  note: 'IRS Notice 2025-5 (IR-2024-312): 70 cents per mile driven for business use from January 1, 2025.',
  noteEs: 'Aviso 2025-5 del IRS (IR-2024-312): 70 centavos por milla recorrida por motivos profesionales desde el 1 de enero de 2025.',
};
const MILES_2026 = {
  value: 0.725,
  effective: '2026-01-01',
  source: MILEAGE_2026,
  confidence: 'medium' as const,
  note: 'IRS Notice 2026-10 (IR-2025-128): 72.5 cents per mile driven for business use from January 1, 2026.',
  noteEs: 'Aviso 2026-10 del IRS (IR-2025-128): 72,5 centavos por milla recorrida por motivos profesionales desde el 1 de enero de 2026.',
};

/** One row per issue, oldest first. */
export const costIndexIssueRows: readonly CostIndexIssueRow[] = [
  {
    issue: '2025-01',
    published: '2025-02-12',
    consumerPrices: cpi('2025-01', 3.0, 317.671, BLS_CPI_SUMMARY, 'high', 'January 2025 release (February 12, 2025): "the all items index increased 3.0 percent before seasonal adjustment". Index 317.671 (BLS Mountain-Plains table, Dec 2024–Jan 2025 edition).', 'Nota de prensa de enero de 2025 (12 de febrero de 2025): «el índice general subió un 3,0 % antes del ajuste estacional». Índice 317,671 (tabla Mountain-Plains del BLS, edición de diciembre de 2024 a enero de 2025).'),
    borrowingCosts: FED_2025_JAN,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-02',
    published: '2025-03-12',
    consumerPrices: cpi('2025-02', 2.8, 319.082, IDAHO_LMI, 'medium', 'Idaho Department of Labor table of BLS figures: U.S. city average 319.082, 2.8 % from February 2024 (no bls.gov page for this month was read; the Connecticut Department of Labor quotes the BLS March release: "after rising 2.8 percent over the 12 months ending February").', 'Tabla del Departamento de Trabajo de Idaho con cifras del BLS: media de las ciudades de EE. UU. 319,082, un 2,8 % más que en febrero de 2024 (no se leyó ninguna página del BLS para este mes; el Departamento de Trabajo de Connecticut cita la nota de marzo del BLS: «tras subir un 2,8 % en los 12 meses terminados en febrero»).'),
    borrowingCosts: FED_2025_JAN,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-03',
    published: '2025-04-10',
    consumerPrices: cpi('2025-03', 2.4, 319.799, BLS_MID_ATLANTIC, 'high', 'BLS Mid-Atlantic table, March–April 2025 edition: 319.799, 2.4 % over the 12 months ended March 2025.', 'Tabla Mid-Atlantic del BLS, edición de marzo-abril de 2025: 319,799, un 2,4 % en los 12 meses terminados en marzo de 2025.'),
    borrowingCosts: FED_2025_MAR,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-04',
    published: '2025-05-13',
    consumerPrices: cpi('2025-04', 2.3, 320.795, BLS_MID_ATLANTIC, 'high', 'BLS Mid-Atlantic table, March–April 2025 edition: 320.795, 2.3 % over the 12 months ended April 2025 (the Mountain-Plains table agrees).', 'Tabla Mid-Atlantic del BLS, edición de marzo-abril de 2025: 320,795, un 2,3 % en los 12 meses terminados en abril de 2025 (la tabla Mountain-Plains coincide).'),
    borrowingCosts: FED_2025_MAR,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-05',
    published: '2025-06-11',
    consumerPrices: cpi('2025-05', 2.4, 321.465, BLS_MOUNTAIN_PLAINS, 'high', 'BLS Mountain-Plains table, April–May 2025 edition: 321.465, 2.4 % from May 2024.', 'Tabla Mountain-Plains del BLS, edición de abril-mayo de 2025: 321,465, un 2,4 % más que en mayo de 2024.'),
    borrowingCosts: FED_2025_MAY,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-06',
    published: '2025-07-15',
    consumerPrices: cpi('2025-06', 2.7, 322.561, BLS_MOUNTAIN_PLAINS, 'high', 'BLS Mountain-Plains table, May–June 2025 edition: 322.561, 2.7 % from June 2024.', 'Tabla Mountain-Plains del BLS, edición de mayo-junio de 2025: 322,561, un 2,7 % más que en junio de 2024.'),
    borrowingCosts: FED_2025_JUN,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-07',
    published: '2025-08-12',
    consumerPrices: cpi('2025-07', 2.7, 323.048, BLS_MOUNTAIN_PLAINS, 'high', 'BLS Mountain-Plains table, June–July 2025 edition: 323.048, 2.7 % from July 2024.', 'Tabla Mountain-Plains del BLS, edición de junio-julio de 2025: 323,048, un 2,7 % más que en julio de 2024.'),
    borrowingCosts: FED_2025_JUL,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-08',
    published: '2025-09-11',
    consumerPrices: cpi('2025-08', 2.9, 323.976, BLS_MOUNTAIN_PLAINS, 'high', 'BLS Mountain-Plains table, July–August 2025 edition: 323.976, 2.9 % from August 2024.', 'Tabla Mountain-Plains del BLS, edición de julio-agosto de 2025: 323,976, un 2,9 % más que en agosto de 2024.'),
    borrowingCosts: FED_2025_JUL,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-09',
    published: '2025-10-24',
    consumerPrices: cpi('2025-09', 3.0, 324.8, BLS_MOUNTAIN_PLAINS, 'high', 'BLS Mountain-Plains table, August–September 2025 edition: 324.800, 3.0 % from September 2024 (the September 2025 release of October 24, 2025 agrees).', 'Tabla Mountain-Plains del BLS, edición de agosto-septiembre de 2025: 324,800, un 3,0 % más que en septiembre de 2024 (la nota de septiembre de 2025, del 24 de octubre de 2025, coincide).'),
    borrowingCosts: FED_2025_SEP,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-10',
    published: '2025-12-18',
    consumerPrices: cpi(
      '2025-09',
      3.0,
      324.8,
      BLS_MOUNTAIN_PLAINS,
      'high',
      'CARRIED FORWARD from 2025-09: BLS did not collect October 2025 survey data (lapse in appropriations) and published no October 2025 12-month change; ' +
        'the November 2025 release (December 18, 2025) reported the change over the 2 months from September.',
      'VALOR ARRASTRADO de septiembre de 2025: el BLS no recogió los datos de la encuesta de octubre de 2025 (cierre de la Administración federal por falta de presupuesto) y no publicó la variación a 12 meses de octubre de 2025; ' +
        'la nota de noviembre de 2025 (18 de diciembre de 2025) dio la variación de los 2 meses desde septiembre.',
    ),
    borrowingCosts: FED_2025_OCT,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-11',
    published: '2025-12-18',
    consumerPrices: cpi('2025-11', 2.7, null, BLS_CPI_HOME, 'high', 'BLS CPI home page, December 18, 2025: "CPI for all items rises 2.7% over 12 months ending in November". The index level was not read.', 'Página del IPC del BLS, 18 de diciembre de 2025: «el IPC general sube un 2,7 % en los 12 meses terminados en noviembre». No se leyó el nivel del índice.'),
    borrowingCosts: FED_2025_OCT,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2025-12',
    published: '2026-01-13',
    consumerPrices: cpi('2025-12', 2.7, null, BLS_CPI_SUMMARY, 'high', 'January 2026 release (February 13, 2026): the all items index rose 2.4 percent for the 12 months ending January, "after rising 2.7 percent for the 12 months ending December". The index level was not read.', 'Nota de prensa de enero de 2026 (13 de febrero de 2026): el índice general subió un 2,4 % en los 12 meses terminados en enero, «tras subir un 2,7 % en los 12 meses terminados en diciembre». No se leyó el nivel del índice.'),
    borrowingCosts: FED_2025_DEC,
    vehicleMileageRate: MILES_2025,
  },
  {
    issue: '2026-01',
    published: '2026-02-13',
    consumerPrices: cpi('2026-01', 2.4, 325.252, BLS_CPI_SUMMARY, 'high', 'January 2026 release (February 13, 2026, USDL-26-0186): "the all items index increased 2.4 percent before seasonal adjustment". Index 325.252 (BLS Mountain-Plains table).', 'Nota de prensa de enero de 2026 (13 de febrero de 2026, USDL-26-0186): «el índice general subió un 2,4 % antes del ajuste estacional». Índice 325,252 (tabla Mountain-Plains del BLS).'),
    borrowingCosts: FED_2026_JAN,
    vehicleMileageRate: MILES_2026,
  },
  {
    issue: '2026-02',
    published: '2026-03-11',
    consumerPrices: cpi('2026-02', 2.4, 326.785, BLS_MOUNTAIN_PLAINS, 'high', 'BLS Mountain-Plains table, January–February 2026 edition: 326.785, 2.4 % from February 2025 (the Mid-Atlantic table agrees).', 'Tabla Mountain-Plains del BLS, edición de enero-febrero de 2026: 326,785, un 2,4 % más que en febrero de 2025 (la tabla Mid-Atlantic coincide).'),
    borrowingCosts: FED_2026_JAN,
    vehicleMileageRate: MILES_2026,
  },
  {
    issue: '2026-03',
    published: '2026-04-10',
    consumerPrices: cpi('2026-03', 3.3, 330.213, BLS_CPI_TABLE_1, 'high', 'Table 1, March 2026 edition: all items 330.213, 3.3 % from March 2025.', 'Tabla 1, edición de marzo de 2026: índice general 330,213, un 3,3 % más que en marzo de 2025.'),
    borrowingCosts: FED_2026_MAR,
    vehicleMileageRate: MILES_2026,
  },
  {
    issue: '2026-04',
    published: '2026-05-12',
    consumerPrices: cpi('2026-04', 3.8, 333.02, BLS_CPI_TABLE_1, 'high', 'Table 1, April 2026 edition: all items 333.020, 3.8 % from April 2025.', 'Tabla 1, edición de abril de 2026: índice general 333,020, un 3,8 % más que en abril de 2025.'),
    borrowingCosts: FED_2026_APR,
    vehicleMileageRate: MILES_2026,
  },
  {
    issue: '2026-05',
    published: '2026-06-10',
    consumerPrices: cpi('2026-05', 4.2, 335.123, BLS_CPI_MAY_2026, 'high', 'May 2026 release (June 10, 2026): "Over the last 12 months, the all items index increased 4.2 percent before seasonal adjustment". Index 335.123 (BLS Mountain-Plains table).', 'Nota de prensa de mayo de 2026 (10 de junio de 2026): «en los últimos 12 meses, el índice general subió un 4,2 % antes del ajuste estacional». Índice 335,123 (tabla Mountain-Plains del BLS).'),
    borrowingCosts: FED_2026_APR,
    vehicleMileageRate: MILES_2026,
  },
];

/** Last day of a YYYY-MM month. */
export function monthEnd(issue: string): string {
  const [year, month] = issue.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${issue}-${String(last).padStart(2, '0')}`;
}

type Key =
  | 'consumerPricesPct'
  | 'fedFundsTargetUpperPct'
  | 'irsUnderpaymentRatePct'
  | 'irsBusinessMileageRateUsd'
  | 'socialSecurityWageBaseUsd';

function versionOf(row: CostIndexIssueRow): RuleVersion<Key> {
  const at = monthEnd(row.issue);
  const c = row.consumerPrices;
  const b = row.borrowingCosts;
  const m = row.vehicleMileageRate;
  return {
    effective: `${row.issue}-01`,
    values: {
      consumerPricesPct: {
        value: c.value,
        unit: 'percent',
        label: c.observed === row.issue ? `CPI-U all items, 12-month change, ${c.observed}` : `CPI-U all items, 12-month change, carried forward from ${c.observed}`,
        labelEs:
          c.observed === row.issue
            ? `IPC-U general, variación a 12 meses, ${monthEs(c.observed)}`
            : `IPC-U general, variación a 12 meses, arrastrada de ${monthEs(c.observed)}`,
        source: c.source,
        confidence: c.confidence,
        note: c.note,
      },
      fedFundsTargetUpperPct: {
        value: b.value,
        unit: 'percent',
        label: `Federal funds target range, upper limit, at ${at} (decision of ${b.decidedOn})`,
        labelEs: `Banda objetivo de los fondos federales, límite superior, a ${formatDay(at, 'es')} (decisión del ${formatDay(b.decidedOn, 'es')})`,
        source: b.source,
        confidence: b.confidence,
        note: b.note,
      },
      irsUnderpaymentRatePct: { ...ruleVersionAt(irsUnderpaymentInterestRates, at).values.underpaymentRatePct },
      irsBusinessMileageRateUsd: {
        value: m.value,
        unit: 'USD',
        label: `IRS standard mileage rate, business use, USD per mile (from ${m.effective})`,
        labelEs: `Tarifa estándar por milla del IRS, uso profesional, en dólares por milla (desde el ${formatDay(m.effective, 'es')})`,
        source: m.source,
        confidence: m.confidence,
        note: m.note,
      },
      socialSecurityWageBaseUsd: { ...ruleVersionAt(usEmployerPayrollTaxes, at).values.socialSecurityWageBase },
    },
  };
}

const versions = costIndexIssueRows.map(versionOf);

/** The sources the versions cite, own ones first, with the titles their rule sets give them. */
function citedSources(): RuleSource[] {
  const cited = new Set(versions.flatMap((v) => Object.values<RuleValue>(v.values).map((value) => value.source)));
  const all = [...OWN_SOURCES, ...irsUnderpaymentInterestRates.sources, ...usEmployerPayrollTaxes.sources];
  const seen = new Set<string>();
  return all.filter((s) => cited.has(s.url) && !seen.has(s.url) && seen.add(s.url)).map((s) => ({ ...s }));
}

/** Published by list-datasets at /datasets/us-freelance-cost-index: one version per monthly issue, effective on its first day. */
export const usFreelanceCostIndex = defineRuleSet({
  id: 'us-freelance-cost-index',
  jurisdiction: 'us',
  name: {
    en: 'US freelance cost index: the sourced monthly values',
    es: 'Índice de costes del autónomo en EE. UU.: los valores mensuales con su fuente',
  },
  shortName: { es: 'Índice de costes del autónomo en EE. UU.: valores' },
  description: {
    en:
      'The dated, sourced values behind each monthly issue of the US freelance cost index (operation cost-index), from January 2025: the ' +
      'CPI-U 12-month change (BLS), the upper limit of the federal funds target range at month end (FOMC), the IRS underpayment interest ' +
      'rate (quarterly), the IRS business mileage rate (annual) and the Social Security wage base (annual). October 2025 carries the ' +
      'September CPI forward, because BLS collected no October 2025 data. Scales and weights are methodology choices, described in the guide.',
    es:
      'Los valores fechados y con fuente de cada número mensual del índice de costes del autónomo en EE. UU. (operación cost-index), desde ' +
      'enero de 2025: la variación a 12 meses del IPC-U (BLS), el límite superior de la banda objetivo de los fondos federales a fin de mes ' +
      '(FOMC), el tipo de interés de demora del IRS (trimestral), la tarifa por milla profesional del IRS (anual) y la base máxima de la ' +
      'Seguridad Social (anual). Octubre de 2025 arrastra el IPC de septiembre, porque el BLS no recogió datos de octubre de 2025. Las escalas ' +
      'y ponderaciones son decisiones metodológicas, descritas en la guía.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: null,
  sources: citedSources(),
  versions,
});
