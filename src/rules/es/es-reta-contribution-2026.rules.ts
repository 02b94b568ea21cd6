import { defineRuleSet, type Confidence, type RuleValue } from '../rule-set.js';

/** Orden PJC/297/2026, de 30 de marzo (BOE núm. 79, 31-03-2026): art. 18 (RETA tables and rates) and art. 37.5–37.6. */
const ORDEN = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296';
/** Real Decreto-ley 3/2026, art. 3.4: the 2025 RETA tables stand in 2026, tramos 11 and 12 capped at the new tope máximo. */
const RDL_3_2026 = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548';
/** Real Decreto-ley 13/2022: art. 3.Diez (art. 38 ter of the Estatuto del trabajo autónomo) and DT 5ª (the 80 € cuota reducida). */
const RDL_13_2022 = 'https://www.boe.es/buscar/act.php?id=BOE-A-2022-12482';
/** Real Decreto 126/2026, art. 3.1: the 2026 SMI in annual terms. */
const RD_126_2026 = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-3815';
/** Ley General de la Seguridad Social (consolidated): DT 43ª, the MEI schedule. */
const LGSS = 'https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724';
/** Seguridad Social, "Cotización basada en los rendimientos obtenidos": the 7 % and 3 % generic-expense deductions. */
const SEG_SOCIAL = 'https://www.seg-social.es/wps/portal/wss/internet/HerramientasWeb/9d2fd4f1-ab0f-42a6-8d10-2e74b378ee24?changeLanguage=es';

const READ_ORDEN = 'Read in the legalize-es copy of the BOE text of BOE-A-2026-7296 (a verbatim copy, not boe.es itself).';
const READ_RDL_3 = 'Read in the legalize-es copy of BOE-A-2026-2548.';
const READ_RDL_13 = 'Read in the legalize-es copy of the BOE text of BOE-A-2022-12482 as published.';
const NOT_PUBLISHED_2027 =
  'Not published for 2027 when last checked (2026-11-29): no 2027 budget law, decree-law or Orden de cotización sets it yet, ' +
  'so the 2026 figure is carried forward and the result says so.';

/** The 15 tramos of art. 18.1, in order: the reduced table (1–3) then the general table (1–12). */
export const TRAMOS = [
  'reduced1', 'reduced2', 'reduced3',
  'general1', 'general2', 'general3', 'general4', 'general5', 'general6',
  'general7', 'general8', 'general9', 'general10', 'general11', 'general12',
] as const;
export type Tramo = (typeof TRAMOS)[number];

type Key =
  | `${Exclude<Tramo, 'general12'>}UpTo`
  | `${Tramo}MinBase`
  | `${Tramo}MaxBase`
  | 'commonContingenciesRate'
  | 'professionalContingenciesRate'
  | 'cessationRate'
  | 'trainingRate'
  | 'meiRate'
  | 'genericExpensesPct'
  | 'genericExpensesSocietarioPct'
  | 'flatRateMonthly'
  | 'smiAnnual';

/** [upper limit of monthly net income (none for the last), minimum base, maximum base], euros a month, art. 18.1. */
const TABLE_2026: Readonly<Record<Tramo, readonly [number | null, number, number]>> = {
  reduced1: [670, 653.59, 718.94],
  reduced2: [900, 718.95, 900],
  reduced3: [1166.7, 849.67, 1166.7],
  general1: [1300, 950.98, 1300],
  general2: [1500, 960.78, 1500],
  general3: [1700, 960.78, 1700],
  general4: [1850, 1143.79, 1850],
  general5: [2030, 1209.15, 2030],
  general6: [2330, 1274.51, 2330],
  general7: [2760, 1356.21, 2760],
  general8: [3190, 1437.91, 3190],
  general9: [3620, 1519.61, 3620],
  general10: [4050, 1601.31, 4050],
  general11: [6000, 1732.03, 5101.2],
  general12: [null, 1928.1, 5101.2],
};

/** "Tabla reducida, tramo 1" in both languages. */
export function tramoName(tramo: Tramo): readonly [string, string] {
  const n = tramo.replace(/\D/g, '');
  return tramo.startsWith('reduced') ? [`Reduced table, tramo ${n}`, `Tabla reducida, tramo ${n}`] : [`General table, tramo ${n}`, `Tabla general, tramo ${n}`];
}

function value(v: number, unit: RuleValue['unit'], [label, labelEs]: readonly [string, string], note: string, source: string, confidence: Confidence = 'medium'): RuleValue {
  return { value: v, unit, label, labelEs, source, confidence, note };
}

/** A 2027 figure not published yet: the 2026 one, carried forward (the value repeats the 2026 version's exactly). */
function carried(figure: RuleValue, why: string): RuleValue {
  return { ...figure, note: `${why} ${NOT_PUBLISHED_2027}`, carriedFrom: '2026-01-01' };
}

/** The 45 figures of the 2026 table, each with its row as the Orden prints it. */
function tableValues(): Record<`${Exclude<Tramo, 'general12'>}UpTo` | `${Tramo}MinBase` | `${Tramo}MaxBase`, RuleValue> {
  const out: Record<string, RuleValue> = {};
  for (const tramo of TRAMOS) {
    const [upTo, min, max] = TABLE_2026[tramo];
    const [en, es] = tramoName(tramo);
    const row = `Art. 18.1 table, ${en.toLowerCase()}.`;
    const capped = tramo === 'general11' || tramo === 'general12';
    if (upTo !== null) {
      const limit = tramo === 'reduced3' ? '(exclusive: "< 1.166,70"; the general table starts at ≥ 1,166.70)' : '(inclusive)';
      out[`${tramo}UpTo`] = value(upTo, 'EUR', [`${en}: upper limit of monthly net income`, `${es}: límite superior de los rendimientos netos mensuales`], `${row} Upper limit ${limit}. ${READ_ORDEN}`, ORDEN);
    }
    out[`${tramo}MinBase`] = value(min, 'EUR', [`${en}: minimum monthly base`, `${es}: base mínima mensual`], `${row} ${READ_ORDEN}`, ORDEN);
    out[`${tramo}MaxBase`] = capped
      ? value(max, 'EUR', [`${en}: maximum monthly base`, `${es}: base máxima mensual`], `${row} RDL 3/2026 art. 3.4: the 2025 table stands, with the maximum base of tramos 11 and 12 raised to the 2026 tope máximo (5,101.20 €). ${READ_RDL_3} ${READ_ORDEN}`, RDL_3_2026)
      : value(max, 'EUR', [`${en}: maximum monthly base`, `${es}: base máxima mensual`], `${row} ${READ_ORDEN}`, ORDEN);
  }
  return out as ReturnType<typeof tableValues>;
}

const LABELS = {
  commonContingenciesRate: ['Contingencias comunes (common contingencies) rate', 'Tipo por contingencias comunes'],
  professionalContingenciesRate: ['Contingencias profesionales (work accidents and occupational illness) rate', 'Tipo por contingencias profesionales'],
  cessationRate: ['Cese de actividad (cessation of activity) rate', 'Tipo por cese de actividad'],
  trainingRate: ['Formación profesional (training) rate', 'Tipo por formación profesional'],
  meiRate: ['Mecanismo de Equidad Intergeneracional (MEI) rate, all on the autónomo', 'Tipo del Mecanismo de Equidad Intergeneracional (MEI), todo a cargo del autónomo'],
  genericExpensesPct: ['Deduction for generic expenses from net income', 'Deducción por gastos genéricos de los rendimientos netos'],
  genericExpensesSocietarioPct: ['Deduction for generic expenses, company partners and directors (societarios)', 'Deducción por gastos genéricos, autónomos societarios'],
  flatRateMonthly: ['Cuota reducida (tarifa plana) for new autónomos, a month, before the MEI', 'Cuota reducida (tarifa plana) de los nuevos autónomos, al mes, sin el MEI'],
  smiAnnual: ['Salario mínimo interprofesional (SMI), annual', 'Salario mínimo interprofesional (SMI), en cómputo anual'],
} as const satisfies Record<string, readonly [string, string]>;

const FLAT_RATE_NOTE =
  'RDL 13/2022 DT 5ª: "Durante el periodo comprendido entre los años 2023 y 2025, la cuantía de la cuota reducida … será de 80 euros ' +
  'mensuales. A partir del año 2026, el importe de dicha cuota será fijado por la Ley de Presupuestos Generales del Estado". No 2026 ' +
  'budget law was passed, and neither RDL 3/2026 nor the Orden PJC/297/2026 states the amount; Seguridad Social guidance as reported ' +
  'by secondary sources (2026) keeps 80 € plus the MEI on the minimum base of general tramo 1. Hence medium-low. ' + READ_RDL_13;

const values2026 = {
  ...tableValues(),
  commonContingenciesRate: value(28.3, 'percent', LABELS.commonContingenciesRate, `Art. 18.2.a: "el 28,30 por ciento". ${READ_ORDEN}`, ORDEN),
  professionalContingenciesRate: value(1.3, 'percent', LABELS.professionalContingenciesRate, `Art. 18.2.b: "el 1,30 por ciento, del que el 0,66 … incapacidad temporal y el 0,64 … incapacidad permanente y muerte y supervivencia". ${READ_ORDEN}`, ORDEN),
  cessationRate: value(0.9, 'percent', LABELS.cessationRate, `Art. 37.5.a: "el 0,90 por ciento" in the RETA. ${READ_ORDEN}`, ORDEN),
  trainingRate: value(0.1, 'percent', LABELS.trainingRate, `Art. 37.6: "será del 0,10 por ciento" in the RETA. ${READ_ORDEN}`, ORDEN),
  meiRate: value(0.9, 'percent', LABELS.meiRate, `Art. 18.2.c: "el tipo del 0,90 por ciento sobre la base de cotización de contingencias comunes a cargo de la persona trabajadora autónoma"; RDL 3/2026 art. 3.2. ${READ_ORDEN}`, ORDEN),
  genericExpensesPct: value(7, 'percent', LABELS.genericExpensesPct, 'LGSS art. 308.1.c regla 2ª as worded by RDL 13/2022; the Seguridad Social page: "se deducirá un 7 por ciento en concepto de gastos generales". Read on seg-social.es through the search index (an official page).', SEG_SOCIAL),
  genericExpensesSocietarioPct: value(3, 'percent', LABELS.genericExpensesSocietarioPct, 'Same page: 3 % for directors of capital companies holding 25 % or more, or partners holding 33 % or more, after 90 days in alta in the year. Read on seg-social.es through the search index.', SEG_SOCIAL),
  flatRateMonthly: value(80, 'EUR', LABELS.flatRateMonthly, FLAT_RATE_NOTE, RDL_13_2022, 'medium-low'),
  smiAnnual: value(17094, 'EUR', LABELS.smiAnnual, 'RD 126/2026 art. 3.1: "sin que en ningún caso pueda considerarse una cuantía anual inferior a 17 094 euros" (1,221 € × 14). Read in the legalize-es copy of BOE-A-2026-3815.', RD_126_2026),
} satisfies Record<Key, RuleValue>;

/** Every 2026 figure carried into 2027 except the MEI, whose 2027 rate the LGSS already fixes. */
function values2027(): Record<Key, RuleValue> {
  const out = {} as Record<Key, RuleValue>;
  for (const [key, figure] of Object.entries(values2026) as [Key, RuleValue][]) {
    out[key] = carried(figure, key.endsWith('Base') || key.endsWith('UpTo') ? 'The 2027 RETA table is set by a budget law or decree-law.' : 'The 2027 figure is set by the 2027 rules.');
  }
  out.meiRate = value(1, 'percent', LABELS.meiRate, 'LGSS DT 43ª (RDL 2/2023): "En el año 2027, será de 1 punto porcentual" — statutory; in the RETA the whole rate is on the autónomo (as art. 18.2.c of the 2026 Orden applies it). Read through verbatim copies of the consolidated LGSS.', LGSS);
  // Figures a law already fixes do not change with the year.
  out.genericExpensesPct = values2026.genericExpensesPct;
  out.genericExpensesSocietarioPct = values2026.genericExpensesSocietarioPct;
  return out;
}

/**
 * What a self-employed person (RETA) pays the Seguridad Social: the year's general and reduced tables of net-income
 * tramos with their minimum and maximum bases, the rates by contingency, the generic-expense deduction, the tarifa plana
 * and the SMI its second year is measured against. 2026: Orden PJC/297/2026. 2027: only the MEI is fixed; the rest is
 * carried forward and flagged until published.
 */
export const esRetaContribution2026 = defineRuleSet({
  id: 'es-reta-contribution-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: self-employed contributions (RETA), tramos and rates',
    es: 'España: cuota de autónomos (RETA), tramos y tipos',
  },
  description: {
    en:
      'The 15 tramos of monthly net income (reduced table 1–3, general table 1–12) with each tramo’s minimum and maximum monthly ' +
      'contribution base; the rates for common and professional contingencies, cessation of activity, training and the MEI; the 7 % ' +
      '(3 % for societarios) deduction for generic expenses; the 80 € cuota reducida for new autónomos and the annual SMI. 2026: ' +
      'Orden PJC/297/2026 and RDL 3/2026. 2027: the statutory MEI (1 %); the rest is not published yet and is carried forward from 2026.',
    es:
      'Los 15 tramos de rendimientos netos mensuales (tabla reducida 1 a 3, tabla general 1 a 12) con la base mínima y máxima ' +
      'mensual de cada uno; los tipos por contingencias comunes y profesionales, cese de actividad, formación profesional y MEI; la ' +
      'deducción del 7 % (3 % para societarios) por gastos genéricos; la cuota reducida de 80 € de los nuevos autónomos y el SMI anual. ' +
      '2026: Orden PJC/297/2026 y RDL 3/2026. 2027: el MEI que fija la ley (1 %); el resto aún no se ha publicado y se mantiene el de 2026.',
  },
  lastChecked: '2026-11-29',
  publishedThrough: '2027-12-31',
  sources: [
    { title: 'BOE — Orden PJC/297/2026, de 30 de marzo (cotización 2026): arts. 18 y 37', url: ORDEN },
    { title: 'BOE — Real Decreto-ley 3/2026, de 3 de febrero, art. 3', url: RDL_3_2026 },
    { title: 'BOE — Real Decreto-ley 13/2022, de 26 de julio (art. 38 ter LETA y DT 5ª)', url: RDL_13_2022 },
    { title: 'BOE — Real Decreto 126/2026, de 18 de febrero (SMI 2026)', url: RD_126_2026 },
    { title: 'BOE — Ley General de la Seguridad Social (texto consolidado): DT 43ª', url: LGSS },
    { title: 'Seguridad Social — Cotización basada en los rendimientos obtenidos', url: SEG_SOCIAL },
  ],
  versions: [
    { effective: '2026-01-01', values: values2026 },
    { effective: '2027-01-01', values: values2027() },
  ],
});
