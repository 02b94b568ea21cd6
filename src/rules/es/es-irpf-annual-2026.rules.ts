import { defineRuleSet, type RuleValue } from '../rule-set.js';

/** Ley 35/2006 del IRPF, consolidated text (art. 63.1, escala general estatal). */
const LIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';
/** Real Decreto-ley 5/2026 (deducción por obtención de rendimientos del trabajo, DA 61.ª LIRPF, from 1-1-2026). */
const RDL_5_2026 = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-3810';

const SCALE_NOTE =
  'Art. 63.1.1.º LIRPF (scale of Ley 11/2020): the legalize-es copy of the BOE consolidated text (consolidated to 2026-03-27) ' +
  'records no amendment of art. 63 after 2020-12-31 but does not reproduce the table; the figures are those of the AEAT Manual ' +
  'práctico de Renta 2022 page on the state scale (read in a stored copy) and of the AEAT 2026 withholding algorithm, which is ' +
  'this scale plus the reference regional one. Cuota at the bracket ends: 1,182.75 / 2,112.75 / 4,362.75 / 8,950.75 / 62,950.75.';
const DEDUCTION_NOTE =
  'DA 61.ª LIRPF as worded by RDL 5/2026 (BOE-A-2026-3810, validated by BOE-A-2026-6483), effective 1-1-2026: read in the ' +
  'legalize-es copy of the BOE consolidated LIRPF (consolidated to 2026-03-27; DA 61.ª last amended 2026-02-19). It sets no end ' +
  'date, so it stands until changed. Needs other income of at most 6,500 € and is limited to the cuota íntegra attributable to ' +
  'the employment income.';

function scale(v: number, unit: RuleValue['unit'], label: string, labelEs: string): RuleValue {
  return { value: v, unit, label, labelEs, source: LIRPF, confidence: 'medium', note: SCALE_NOTE };
}
function deduction(v: number, unit: RuleValue['unit'], label: string, labelEs: string): RuleValue {
  return { value: v, unit, label, labelEs, source: RDL_5_2026, confidence: 'medium', note: DEDUCTION_NOTE };
}

/**
 * The state (estatal) half of the annual IRPF liability on the base liquidable general, and the 2026 deduction for
 * employment income of low earners. Used only by the payroll calculator's optional estimate of the year's tax.
 */
export const esIrpfAnnual2026 = defineRuleSet({
  id: 'es-irpf-annual-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: IRPF state scale and employment-income deduction 2026 (annual liability)',
    es: 'España: escala estatal del IRPF y deducción por rendimientos del trabajo 2026 (cuota anual)',
  },
  shortName: { en: 'Spain: IRPF state scale and annual liability 2026', es: 'España: escala estatal del IRPF y cuota anual 2026' },
  description: {
    en:
      'The state general scale applied to the base liquidable general in the annual return (art. 63.1 LIRPF) and the deducción ' +
      'por obtención de rendimientos del trabajo of DA 61.ª LIRPF in its 2026 wording (590.89 € up to 17,094 € of gross ' +
      'employment income, tapering by 20 % of the excess). Withholding does not use these: it uses the AEAT withholding scale.',
    es:
      'La escala general estatal que se aplica a la base liquidable general en la declaración anual (art. 63.1 LIRPF) y la ' +
      'deducción por obtención de rendimientos del trabajo de la DA 61.ª LIRPF en su redacción de 2026 (590,89 € hasta 17.094 € ' +
      'de rendimientos íntegros del trabajo, que se reduce en un 20 % del exceso). Las retenciones no las usan: usan la escala de ' +
      'retención de la AEAT.',
  },
  lastChecked: '2026-11-24',
  publishedThrough: null,
  sources: [
    { title: 'BOE — Ley 35/2006, del IRPF (texto consolidado), art. 63', url: LIRPF },
    { title: 'BOE — Real Decreto-ley 5/2026 (disposición adicional sexagésima primera LIRPF)', url: RDL_5_2026 },
  ],
  versions: [
    {
      effective: '2026-01-01',
      values: {
        stateUpTo1: scale(12450, 'EUR', 'State scale, end of bracket 1', 'Escala estatal, límite superior del tramo 1'),
        stateUpTo2: scale(20200, 'EUR', 'State scale, end of bracket 2', 'Escala estatal, límite superior del tramo 2'),
        stateUpTo3: scale(35200, 'EUR', 'State scale, end of bracket 3', 'Escala estatal, límite superior del tramo 3'),
        stateUpTo4: scale(60000, 'EUR', 'State scale, end of bracket 4', 'Escala estatal, límite superior del tramo 4'),
        stateUpTo5: scale(300000, 'EUR', 'State scale, end of bracket 5', 'Escala estatal, límite superior del tramo 5'),
        stateRate1: scale(9.5, 'percent', 'State scale, bracket 1 rate', 'Escala estatal, tipo del tramo 1'),
        stateRate2: scale(12, 'percent', 'State scale, bracket 2 rate', 'Escala estatal, tipo del tramo 2'),
        stateRate3: scale(15, 'percent', 'State scale, bracket 3 rate', 'Escala estatal, tipo del tramo 3'),
        stateRate4: scale(18.5, 'percent', 'State scale, bracket 4 rate', 'Escala estatal, tipo del tramo 4'),
        stateRate5: scale(22.5, 'percent', 'State scale, bracket 5 rate', 'Escala estatal, tipo del tramo 5'),
        stateRate6: scale(24.5, 'percent', 'State scale, rate above 300,000', 'Escala estatal, tipo a partir de 300.000 €'),
        workDeduction: deduction(590.89, 'EUR', 'Deducción por obtención de rendimientos del trabajo, full amount', 'Deducción por obtención de rendimientos del trabajo, importe íntegro'),
        workDeductionFullUpTo: deduction(17094, 'EUR', 'Full deduction while gross employment income is at most this (the 2026 SMI)', 'Deducción íntegra mientras los rendimientos íntegros del trabajo no superen este importe (el SMI de 2026)'),
        workDeductionTaperRate: deduction(20, 'percent', 'Deduction lost per euro of gross employment income above 17,094', 'Reducción de la deducción por cada euro de rendimientos íntegros del trabajo que supere 17.094 €'),
      },
    },
  ],
});
