import { defineRuleSet, type RuleValue } from '../rule-set.js';

/** Orden PJC/297/2026, de 30 de marzo (BOE núm. 79, 31-03-2026), "con efectos desde el día 1 de enero de 2026". */
const ORDEN = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296';

const READ =
  'Read in a verbatim, article-by-article transcription of the BOE text (boe.es itself was not reachable from the research ' +
  'tool); the same figure is given by several independent 2026 sources.';

function value(v: number, unit: RuleValue['unit'], label: string, labelEs: string, note: string): RuleValue {
  return { value: v, unit, label, labelEs, source: ORDEN, confidence: 'medium', note: `${note} ${READ}` };
}

/**
 * The worker's (persona trabajadora) share of the 2026 Régimen General contributions, the contribution bases and the
 * worker's share of the cotización adicional de solidaridad. Employer shares are not used by the payroll calculator.
 */
export const esSocialSecurityWorker2026 = defineRuleSet({
  id: 'es-social-security-worker-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: worker Social Security contributions 2026 (Régimen General)',
    es: 'España: cotizaciones del trabajador a la Seguridad Social 2026 (Régimen General)',
  },
  description: {
    en:
      'Worker rates for contingencias comunes, desempleo (permanent and fixed-term contracts), formación profesional and the MEI; ' +
      'the monthly maximum base and the minimum base of contribution groups 4 to 7 (also the floor of the base for work ' +
      'accidents, unemployment and training); and the worker share of the solidarity contribution on pay above the maximum base, ' +
      'by tranche. Orden PJC/297/2026, in force from 1 January 2026.',
    es:
      'Tipos a cargo del trabajador por contingencias comunes, desempleo (contrato indefinido y de duración determinada), ' +
      'formación profesional y MEI; la base máxima mensual y la base mínima de los grupos de cotización 4 a 7 (también tope mínimo ' +
      'de la base de accidentes de trabajo, desempleo y formación); y la parte del trabajador de la cotización adicional de ' +
      'solidaridad sobre la retribución que supera la base máxima, por tramos. Orden PJC/297/2026, con efectos desde el 1 de enero de 2026.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: '2026-12-31',
  sources: [{ title: 'BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)', url: ORDEN }],
  versions: [
    {
      effective: '2026-01-01',
      values: {
        commonContingenciesRate: value(4.7, 'percent', 'Contingencias comunes, worker share', 'Contingencias comunes, a cargo del trabajador', 'Art. 4.a: 28.30 %, of which 23.60 % employer and 4.70 % worker.'),
        unemploymentPermanentRate: value(1.55, 'percent', 'Desempleo, contrato indefinido, worker share', 'Desempleo, contrato indefinido, a cargo del trabajador', 'Art. 33.2.a: 7.05 %, of which 5.50 % employer and 1.55 % worker.'),
        unemploymentFixedTermRate: value(1.6, 'percent', 'Desempleo, contrato de duración determinada, worker share', 'Desempleo, contrato de duración determinada, a cargo del trabajador', 'Art. 33.2.a: 8.30 %, of which 6.70 % employer and 1.60 % worker.'),
        vocationalTrainingRate: value(0.1, 'percent', 'Formación profesional, worker share', 'Formación profesional, a cargo del trabajador', 'Art. 33.2.c: 0.70 %, of which 0.60 % employer and 0.10 % worker.'),
        meiRate: value(0.15, 'percent', 'Mecanismo de Equidad Intergeneracional (MEI), worker share', 'Mecanismo de Equidad Intergeneracional (MEI), a cargo del trabajador', 'Art. 16: 0.90 % on the common-contingencies base, of which 0.75 % employer and 0.15 % worker.'),
        maximumBaseMonthly: value(5101.2, 'EUR', 'Maximum monthly contribution base (tope máximo), all groups', 'Base máxima de cotización mensual (tope máximo), todos los grupos', 'Art. 2.1: "será, desde el 1 de enero de 2026, de 5.101,20 euros mensuales".'),
        minimumBaseMonthly: value(1424.4, 'EUR', 'Minimum monthly contribution base, groups 4 to 7 (and floor of the AT/EP base)', 'Base mínima de cotización mensual, grupos 4 a 7 (y tope mínimo de la base de AT y EP)', 'Art. 3 (groups 4–7: 1,424.40 €/month; groups 1, 2 and 3 have 1,989.30, 1,649.70 and 1,435.20) and art. 2.2 ("sin que pueda ser inferior a 1.424,40 euros").'),
        solidarityTranche1Upper: value(5611.32, 'EUR', 'Solidarity contribution, upper end of tranche 1 (monthly pay)', 'Cotización adicional de solidaridad, límite superior del tramo 1 (retribución mensual)', 'Art. 17.1: tranche 1 is pay between 5,101.21 and 5,611.32 €.'),
        solidarityTranche2Upper: value(7651.8, 'EUR', 'Solidarity contribution, upper end of tranche 2 (monthly pay)', 'Cotización adicional de solidaridad, límite superior del tramo 2 (retribución mensual)', 'Art. 17.1: tranche 2 is pay between 5,611.33 and 7,651.80 €; tranche 3 is pay above 7,651.80 €.'),
        solidarityTranche1Rate: value(0.19, 'percent', 'Solidarity contribution tranche 1, worker share', 'Cotización adicional de solidaridad, tramo 1, a cargo del trabajador', 'Art. 17.1: 1.15 %, of which 0.96 % employer and 0.19 % worker.'),
        solidarityTranche2Rate: value(0.21, 'percent', 'Solidarity contribution tranche 2, worker share', 'Cotización adicional de solidaridad, tramo 2, a cargo del trabajador', 'Art. 17.1: 1.25 %, of which 1.04 % employer and 0.21 % worker.'),
        solidarityTranche3Rate: value(0.24, 'percent', 'Solidarity contribution tranche 3, worker share', 'Cotización adicional de solidaridad, tramo 3, a cargo del trabajador', 'Art. 17.1: 1.46 %, of which 1.22 % employer and 0.24 % worker.'),
      },
    },
  ],
});
