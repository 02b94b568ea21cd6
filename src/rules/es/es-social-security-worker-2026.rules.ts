import { defineRuleSet, type Confidence, type RuleValue } from '../rule-set.js';

/** Orden PJC/297/2026, de 30 de marzo (BOE núm. 79, 31-03-2026), "con efectos desde el día 1 de enero de 2026". */
const ORDEN = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296';
/** Real Decreto Legislativo 8/2015, texto refundido de la Ley General de la Seguridad Social (consolidated). */
const LGSS = 'https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724';
/** Ley 31/2022, de Presupuestos Generales del Estado para 2023 (art. 122: the rates, in force by the budget extension). */
const LPGE_2023 = 'https://www.boe.es/buscar/act.php?id=BOE-A-2022-22128';

const READ_ORDEN = 'Read in the legalize-es copy of the BOE consolidated text of BOE-A-2026-7296 (a verbatim copy, not boe.es itself).';
const READ_LGSS = 'Read in the legalize-es copy of the BOE consolidated text of BOE-A-2015-11724 (consolidated to 2026-07-31).';
const EXTENDED =
  'Set by art. 122 of Ley 31/2022 (PGE 2023), which the 2026 Orden says applies by the automatic extension of the budget ' +
  '(art. 134.4 CE) while no later budget law is passed; it stands in 2027 until a budget law or the 2027 Orden changes it. ' +
  'Read in the legalize-es copies of BOE-A-2022-22128 and BOE-A-2026-7296.';
const NOT_PUBLISHED_2027 =
  'Not published for 2027 when last checked (2026-11-24): the 2027 figure depends on a value not yet fixed, so the 2026 ' +
  'figure is carried forward and the result says so.';

function value(v: number, unit: RuleValue['unit'], [label, labelEs]: readonly [string, string], note: string, source = ORDEN, confidence: Confidence = 'medium'): RuleValue {
  return { value: v, unit, label, labelEs, source, confidence, note };
}

/** A 2027 figure not published yet: the 2026 one, carried forward (the value must repeat the 2026 version's exactly). */
function carried(v: number, unit: RuleValue['unit'], [label, labelEs]: readonly [string, string], why: string): RuleValue {
  return { value: v, unit, label, labelEs, source: ORDEN, confidence: 'medium', note: `${why} ${NOT_PUBLISHED_2027}`, carriedFrom: '2026-01-01' };
}

const LABELS = {
  commonContingenciesRate: ['Contingencias comunes, worker share', 'Contingencias comunes, a cargo del trabajador'],
  unemploymentPermanentRate: ['Desempleo, contrato indefinido, worker share', 'Desempleo, contrato indefinido, a cargo del trabajador'],
  unemploymentFixedTermRate: ['Desempleo, contrato de duración determinada, worker share', 'Desempleo, contrato de duración determinada, a cargo del trabajador'],
  vocationalTrainingRate: ['Formación profesional, worker share', 'Formación profesional, a cargo del trabajador'],
  meiRate: ['Mecanismo de Equidad Intergeneracional (MEI), worker share', 'Mecanismo de Equidad Intergeneracional (MEI), a cargo del trabajador'],
  maximumBaseMonthly: ['Maximum monthly contribution base (tope máximo), all groups', 'Base máxima de cotización mensual (tope máximo), todos los grupos'],
  minimumBaseMonthly: ['Minimum monthly contribution base, groups 4 to 7 (and floor of the AT/EP base)', 'Base mínima de cotización mensual, grupos 4 a 7 (y tope mínimo de la base de AT y EP)'],
  solidarityTranche1Upper: ['Solidarity contribution, upper end of tranche 1 (monthly pay)', 'Cotización adicional de solidaridad, límite superior del tramo 1 (retribución mensual)'],
  solidarityTranche2Upper: ['Solidarity contribution, upper end of tranche 2 (monthly pay)', 'Cotización adicional de solidaridad, límite superior del tramo 2 (retribución mensual)'],
  solidarityTranche1Rate: ['Solidarity contribution tranche 1, worker share', 'Cotización adicional de solidaridad, tramo 1, a cargo del trabajador'],
  solidarityTranche2Rate: ['Solidarity contribution tranche 2, worker share', 'Cotización adicional de solidaridad, tramo 2, a cargo del trabajador'],
  solidarityTranche3Rate: ['Solidarity contribution tranche 3, worker share', 'Cotización adicional de solidaridad, tramo 3, a cargo del trabajador'],
} as const;
type Key = keyof typeof LABELS;
const l = (key: Key): readonly [string, string] => LABELS[key];

/** The worker share of a solidarity rate: the total split as contingencias comunes are (4.70 of 28.30), to hundredths. */
const SPLIT =
  'LGSS art. 19 bis and DT 42ª: the worker share keeps the proportion of the contingencias comunes rate (4.70 of 28.30). ' +
  'Derived here as total × 4.70 / 28.30 rounded to hundredths, the rounding that reproduces the worker shares the 2025 and ' +
  '2026 Órdenes published (0.15/0.17/0.19 and 0.19/0.21/0.24); the 2027 Orden, not published yet, will state them.';

/**
 * The worker's (persona trabajadora) share of the Régimen General contributions, the contribution bases and the worker's
 * share of the cotización adicional de solidaridad, from 2026. The 2027 version has the statutory 2027 MEI and solidarity
 * rates (LGSS DT 42ª and 43ª); the bases, which depend on the 2027 pension revaluation and SMI, are carried forward until
 * published. Employer shares are not used by the payroll calculator.
 */
export const esSocialSecurityWorker2026 = defineRuleSet({
  id: 'es-social-security-worker-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: worker Social Security contributions (Régimen General)',
    es: 'España: cotizaciones del trabajador a la Seguridad Social (Régimen General)',
  },
  shortName: { es: 'España: cotizaciones del trabajador a la Seguridad Social' },
  description: {
    en:
      'Worker rates for contingencias comunes, desempleo (permanent and fixed-term contracts), formación profesional and the MEI; ' +
      'the monthly maximum base and the minimum base of contribution groups 4 to 7 (also the floor of the base for work ' +
      'accidents, unemployment and training); and the worker share of the solidarity contribution on pay above the maximum base, ' +
      'by tranche. 2026: Orden PJC/297/2026. 2027: the MEI (0.17 %) and solidarity rates set by the LGSS; the 2027 bases are ' +
      'not published yet and are carried forward from 2026.',
    es:
      'Tipos a cargo del trabajador por contingencias comunes, desempleo (contrato indefinido y de duración determinada), ' +
      'formación profesional y MEI; la base máxima mensual y la base mínima de los grupos de cotización 4 a 7 (también tope mínimo ' +
      'de la base de accidentes de trabajo, desempleo y formación); y la parte del trabajador de la cotización adicional de ' +
      'solidaridad sobre la retribución que supera la base máxima, por tramos. 2026: Orden PJC/297/2026. 2027: el MEI (0,17 %) y ' +
      'los tipos de solidaridad que fija la LGSS; las bases de 2027 aún no se han publicado y se mantienen las de 2026.',
  },
  lastChecked: '2026-11-24',
  publishedThrough: '2027-12-31',
  sources: [
    { title: 'BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)', url: ORDEN },
    { title: 'BOE — Ley General de la Seguridad Social (texto consolidado): art. 19 bis, DT 42ª y DT 43ª', url: LGSS },
    { title: 'BOE — Ley 31/2022, de Presupuestos Generales del Estado para 2023, art. 122 (prorrogada)', url: LPGE_2023 },
  ],
  versions: [
    {
      effective: '2026-01-01',
      values: {
        commonContingenciesRate: value(4.7, 'percent', l('commonContingenciesRate'), `Art. 4.a: 28.30 %, of which 23.60 % employer and 4.70 % worker. ${READ_ORDEN}`),
        unemploymentPermanentRate: value(1.55, 'percent', l('unemploymentPermanentRate'), `Art. 33.2.a.1º: 7.05 %, of which 5.50 % employer and 1.55 % worker (also sustitución, relevo and training contracts, and any contract of a worker with a disability of 33 % or more). ${READ_ORDEN}`),
        unemploymentFixedTermRate: value(1.6, 'percent', l('unemploymentFixedTermRate'), `Art. 33.2.a.2º: 8.30 %, of which 6.70 % employer and 1.60 % worker. ${READ_ORDEN}`),
        vocationalTrainingRate: value(0.1, 'percent', l('vocationalTrainingRate'), `Art. 33.2.c: 0.70 %, of which 0.60 % employer and 0.10 % worker. ${READ_ORDEN}`),
        meiRate: value(0.15, 'percent', l('meiRate'), `Art. 16: 0.90 % on the common-contingencies base, of which 0.75 % employer and 0.15 % worker (LGSS DT 43ª). ${READ_ORDEN}`),
        maximumBaseMonthly: value(5101.2, 'EUR', l('maximumBaseMonthly'), `Art. 2.1: "será, desde el 1 de enero de 2026, de 5.101,20 euros mensuales". ${READ_ORDEN}`),
        minimumBaseMonthly: value(1424.4, 'EUR', l('minimumBaseMonthly'), `Art. 2.2: the AT/EP base "sin que pueda ser inferior a 1.424,40 euros", which is also the desempleo and FP base (LGSS art. 19.4); the art. 3 table (groups 4–7: 1,424.40 €) is not reproduced in the copy. ${READ_ORDEN}`),
        solidarityTranche1Upper: value(5611.32, 'EUR', l('solidarityTranche1Upper'), `Art. 17.1.a: tranche 1 is pay between 5,101.21 and 5,611.32 € (the maximum base + 10 %). ${READ_ORDEN}`),
        solidarityTranche2Upper: value(7651.8, 'EUR', l('solidarityTranche2Upper'), `Art. 17.1.b: tranche 2 is pay between 5,611.33 and 7,651.80 € (the maximum base + 50 %); tranche 3 is pay above. ${READ_ORDEN}`),
        solidarityTranche1Rate: value(0.19, 'percent', l('solidarityTranche1Rate'), `Art. 17.1.a: 1.15 %, of which 0.96 % employer and 0.19 % worker. ${READ_ORDEN}`),
        solidarityTranche2Rate: value(0.21, 'percent', l('solidarityTranche2Rate'), `Art. 17.1.b: 1.25 %, of which 1.04 % employer and 0.21 % worker. ${READ_ORDEN}`),
        solidarityTranche3Rate: value(0.24, 'percent', l('solidarityTranche3Rate'), `Art. 17.1.c: 1.46 %, of which 1.22 % employer and 0.24 % worker. ${READ_ORDEN}`),
      },
    },
    {
      effective: '2027-01-01',
      values: {
        commonContingenciesRate: value(4.7, 'percent', l('commonContingenciesRate'), `LPGE 2023 art. 122.Dos.2.a: 28.30 %, of which 4.70 % worker. ${EXTENDED}`, LPGE_2023),
        unemploymentPermanentRate: value(1.55, 'percent', l('unemploymentPermanentRate'), `LPGE 2023 art. 122.Once: 7.05 %, of which 1.55 % worker. ${EXTENDED}`, LPGE_2023),
        unemploymentFixedTermRate: value(1.6, 'percent', l('unemploymentFixedTermRate'), `LPGE 2023 art. 122.Once: 8.30 %, of which 1.60 % worker. ${EXTENDED}`, LPGE_2023),
        vocationalTrainingRate: value(0.1, 'percent', l('vocationalTrainingRate'), `LPGE 2023 art. 122.Once.C: 0.70 %, of which 0.10 % worker. ${EXTENDED}`, LPGE_2023),
        meiRate: value(0.17, 'percent', l('meiRate'), `LGSS DT 43ª: "En el año 2027, será de 1 punto porcentual, del que el 0,83 corresponderá a la empresa y el 0,17 al trabajador" (statutory schedule of RDL 2/2023). ${READ_LGSS}`, LGSS),
        maximumBaseMonthly: carried(5101.2, 'EUR', l('maximumBaseMonthly'), 'LGSS art. 19.3 and DT 38ª: the 2026 base raised by the 2027 pension revaluation plus 1.2 points; the revaluation is not fixed yet.'),
        minimumBaseMonthly: carried(1424.4, 'EUR', l('minimumBaseMonthly'), 'LGSS art. 19.2: the SMI in force plus one sixth; the 2027 SMI is not fixed yet.'),
        solidarityTranche1Upper: carried(5611.32, 'EUR', l('solidarityTranche1Upper'), 'LGSS art. 19 bis: the maximum base + 10 %, which follows the 2027 maximum base.'),
        solidarityTranche2Upper: carried(7651.8, 'EUR', l('solidarityTranche2Upper'), 'LGSS art. 19 bis: the maximum base + 50 %, which follows the 2027 maximum base.'),
        solidarityTranche1Rate: value(0.23, 'percent', l('solidarityTranche1Rate'), `DT 42ª, 2027: 1.38 % on pay from the maximum base to 10 % above it; 1.38 × 4.70 / 28.30 = 0.2292 → 0.23. ${SPLIT} ${READ_LGSS}`, LGSS, 'medium-low'),
        solidarityTranche2Rate: value(0.25, 'percent', l('solidarityTranche2Rate'), `DT 42ª, 2027: 1.5 % on pay from 10 % to 50 % above the maximum base; 1.50 × 4.70 / 28.30 = 0.2491 → 0.25. ${SPLIT} ${READ_LGSS}`, LGSS, 'medium-low'),
        solidarityTranche3Rate: value(0.29, 'percent', l('solidarityTranche3Rate'), `DT 42ª, 2027: 1.75 % on pay more than 50 % above the maximum base; 1.75 × 4.70 / 28.30 = 0.2906 → 0.29. ${SPLIT} ${READ_LGSS}`, LGSS, 'medium-low'),
      },
    },
  ],
});
