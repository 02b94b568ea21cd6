import { defineRuleSet } from '../rule-set.js';

const IRS_TOPIC_554 = 'https://www.irs.gov/taxtopics/tc554';
const IRS_SCHEDULE_SE = 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf';
const IRS_TOPIC_560 = 'https://www.irs.gov/taxtopics/tc560';

/**
 * Self-employment tax (SECA, IRC §1401–§1402) and the Additional Medicare Tax on self-employment income (§1401(b)(2)),
 * as a self-employed person with no wages pays them (the Additional Medicare threshold by filing status). The Social Security wage base is not here: it is the same base as for
 * wages, in us-employer-payroll-taxes (socialSecurityWageBase). The rates are fixed by the Code, hence one version.
 */
export const usSelfEmploymentTax = defineRuleSet({
  id: 'us-self-employment-tax',
  jurisdiction: 'us',
  name: { en: 'US self-employment tax (Schedule SE)', es: 'Impuesto de trabajo por cuenta propia de EE. UU. (Schedule SE)' },
  description: {
    en:
      'Self-employment tax: 12.4 % Social Security (up to the wage base) and 2.9 % Medicare (uncapped) on 92.35 % of net ' +
      'self-employment profit, owed when those net earnings reach $400; half of it is deductible from income. The 0.9 % ' +
      'Additional Medicare Tax applies to self-employment income above $200,000 (single or head of household) or $250,000 (married ' +
      'filing jointly, the couple\'s combined earnings).',
    es:
      'Impuesto de trabajo por cuenta propia: 12,4 % de Seguridad Social (hasta la base máxima) y 2,9 % de Medicare (sin tope) ' +
      'sobre el 92,35 % del beneficio neto, exigible cuando esos ingresos netos llegan a 400 $; la mitad es deducible de la renta. ' +
      'El recargo adicional de Medicare del 0,9 % se aplica a la renta por cuenta propia por encima de 200.000 $ (soltero o cabeza de ' +
      'familia) o de 250.000 $ (casados en declaración conjunta, sumando los ingresos de los dos).',
  },
  lastChecked: '2026-11-24',
  publishedThrough: null,
  sources: [
    { title: 'IRS — Topic no. 554, Self-employment tax', url: IRS_TOPIC_554 },
    { title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax', url: IRS_SCHEDULE_SE },
    { title: 'IRS — Topic no. 560, Additional Medicare Tax', url: IRS_TOPIC_560 },
  ],
  versions: [
    {
      effective: '2025-01-01',
      values: {
        socialSecurityRatePct: {
          value: 12.4,
          unit: 'percent',
          label: 'Social Security part of self-employment tax, on net earnings up to the wage base',
          labelEs: 'Parte de Social Security del impuesto de trabajo por cuenta propia, sobre los ingresos netos hasta la base máxima',
          source: IRS_TOPIC_554,
          confidence: 'medium',
          note:
            'Topic no. 554 (current version): "This rate consists of 12.4% for Social Security and 2.9% for Medicare"; the IRS ' +
            'self-employment tax page: "The self-employment tax rate is 15.3%. The rate consists of two parts: 12.4% for social ' +
            'security … and 2.9% for Medicare". IRC §1401(a). Both read as quoted verbatim in search results, hence medium.',
        },
        medicareRatePct: {
          value: 2.9,
          unit: 'percent',
          label: 'Medicare part of self-employment tax, on all net earnings (no cap)',
          labelEs: 'Parte de Medicare del impuesto de trabajo por cuenta propia, sobre todos los ingresos netos (sin tope)',
          source: IRS_TOPIC_554,
          confidence: 'medium',
          note:
            'Topic no. 554: "All of your net earnings are subject to the Medicare tax"; rate 2.9 % as quoted above. IRC §1401(b)(1).',
        },
        netEarningsFactorPct: {
          value: 92.35,
          unit: 'percent',
          label: 'Share of net profit that counts as net earnings from self-employment',
          labelEs: 'Parte del beneficio neto que se computa como ingresos netos por cuenta propia',
          source: IRS_TOPIC_554,
          confidence: 'high',
          note:
            'Topic no. 554: "Generally, the amount subject to self-employment tax is 92.35% of your net earnings from ' +
            'self-employment" (read on a stored irs.gov copy, 2026-11-21). Schedule SE line 4a: "If line 3 is more than zero, ' +
            'multiply line 3 by 92.35% (0.9235)". IRC §1402(a)(12).',
        },
        minimumNetEarnings: {
          value: 400,
          unit: 'USD',
          label: 'No self-employment tax when net earnings from self-employment are below this',
          labelEs: 'Sin impuesto de trabajo por cuenta propia cuando los ingresos netos por cuenta propia son inferiores a esta cifra',
          source: IRS_TOPIC_554,
          confidence: 'high',
          note:
            'Topic no. 554: "You usually must pay self-employment tax if you had net earnings from self-employment of $400 or ' +
            'more" (read on a stored irs.gov copy, 2026-11-21). Schedule SE line 4c: if less than $400, no self-employment tax. IRC §6017.',
        },
        deductibleSharePct: {
          value: 50,
          unit: 'percent',
          label: 'Share of self-employment tax deductible in figuring adjusted gross income',
          labelEs: 'Parte del impuesto de trabajo por cuenta propia deducible al calcular la renta bruta ajustada',
          source: IRS_SCHEDULE_SE,
          confidence: 'medium',
          note:
            'Schedule SE line 13: "Deduction for one-half of self-employment tax. Multiply line 12 by 50% (0.50). Enter here and on ' +
            'Schedule 1 (Form 1040), line 15". IRC §164(f). Read as transcribed verbatim by several independent sources (an IRS ' +
            'e-file stylesheet among them), hence medium. The Additional Medicare Tax is not part of line 12 and is not deductible.',
        },
        additionalMedicareRatePct: {
          value: 0.9,
          unit: 'percent',
          label: 'Additional Medicare Tax on self-employment income above the threshold',
          labelEs: 'Additional Medicare Tax sobre la renta por cuenta propia que supera el umbral',
          source: IRS_TOPIC_560,
          confidence: 'medium',
          note:
            'Topic no. 560: "A 0.9% Additional Medicare tax applies to Medicare wages, self-employment income, and railroad ' +
            'retirement (RRTA) compensation that exceed the following threshold amounts". IRC §1401(b)(2). Read through a proxied ' +
            'copy of the irs.gov page, hence medium.',
        },
        additionalMedicareThresholdSingle: {
          value: 200_000,
          unit: 'USD',
          label: 'Additional Medicare Tax threshold, single or head of household (all other taxpayers; not indexed)',
          labelEs: 'Umbral de la Additional Medicare Tax, soltero o cabeza de familia (resto de contribuyentes; no se actualiza con la inflación)',
          source: IRS_TOPIC_560,
          confidence: 'medium',
          note:
            'Topic no. 560: "$250,000 for married filing jointly; $125,000 for married filing separately; and $200,000 for all ' +
            'other taxpayers"; the threshold is reduced by Medicare wages. IRC §1401(b)(2)(A); not indexed. The IRS Tax Withholding ' +
            'Estimator source (facts/additionalMedicareTax.xml, TaxYear 2026) encodes the same three figures (read 2026-11-24).',
        },
        additionalMedicareThresholdMarriedJointly: {
          value: 250_000,
          unit: 'USD',
          label: "Additional Medicare Tax threshold, married filing jointly (the couple's combined wages and self-employment income; not indexed)",
          labelEs: 'Umbral de la Additional Medicare Tax, casados en declaración conjunta (salarios e ingresos por cuenta propia de los dos; no se actualiza con la inflación)',
          source: IRS_TOPIC_560,
          confidence: 'medium',
          note:
            'Topic no. 560: "$250,000 for married filing jointly; $125,000 for married filing separately; and $200,000 for all other ' +
            'taxpayers"; on a joint return the spouses\' wages and self-employment income are combined against it (Form 8959). IRC ' +
            '§1401(b)(2)(A)(i), §3101(b)(2)(A); not indexed. Read through a proxied copy of the irs.gov page and in the IRS Tax ' +
            'Withholding Estimator source (additionalMedicareTaxThresholdForMFJ, TaxYear 2026), hence medium.',
        },
      },
    },
  ],
});
