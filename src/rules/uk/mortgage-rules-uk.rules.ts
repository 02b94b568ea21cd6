import { defineRuleSet } from '../rule-set.js';

const HMT_ANSWER = 'https://parallelparliament.co.uk/question/76726/mortgages';
const OMA_SELF_EMPLOYED = 'https://www.onlinemortgageadvisor.co.uk/mortgage-affordability/self-employed-mortgages-how-much-can-you-borrow/';
const KAEL_TRIPTON = 'https://www.kaeltripton.com/mortgage-affordability-how-much-can-i-borrow-uk/';
const ALBION = 'https://albionfa.co.uk/income-documentation-required-for-self-employed-individuals-and-limited-company-directors';

const CONVENTION =
  'A lender and broker convention, not a regulation: each lender sets its own multiple and runs its own affordability and stress tests. Checked 2026-11-21.';

/**
 * UK rules of thumb for self-employed borrowers. Only the loan-to-income flow limit is regulatory (Bank of England FPC);
 * the income multiple and the years of accounts are broker conventions. Conventions carry no effective date of their
 * own: the version is dated the day they were checked.
 */
export const mortgageRulesUk = defineRuleSet({
  id: 'mortgage-rules-uk',
  jurisdiction: 'uk',
  name: {
    en: 'UK mortgage rules of thumb for self-employed borrowers',
    es: 'Reglas prácticas hipotecarias del Reino Unido para trabajadores por cuenta propia',
  },
  shortName: { es: 'Reglas hipotecarias del Reino Unido para autónomos' },
  description: {
    en:
      'The income multiple brokers quote (usually up to 4.5 times net profit; 4 at the lower end), the Bank of England flow limit ' +
      '(no more than 15 % of new owner-occupier mortgages at 4.5 times income or more) and the two years of accounts most lenders ask ' +
      'for. Conventions, not law, except the flow limit; dated the day they were checked.',
    es:
      'El múltiplo de ingresos que citan los intermediarios (normalmente hasta 4,5 veces el beneficio neto; 4 en el extremo bajo), el ' +
      'límite de flujo del Banco de Inglaterra (no más del 15 % de las nuevas hipotecas de vivienda propia a 4,5 veces los ingresos o más) ' +
      'y los dos años de cuentas que piden la mayoría de prestamistas. Convenciones, no normas, salvo el límite de flujo; fechadas el día en que se comprobaron.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: null,
  sources: [
    { title: 'HM Treasury written answer on the loan-to-income flow limit (UK Parliament question 76726, via Parallel Parliament)', url: HMT_ANSWER },
    { title: 'Online Mortgage Advisor — Self Employed Mortgages: How Much Can You Borrow? (updated 11 March 2024)', url: OMA_SELF_EMPLOYED },
    { title: 'Kael Tripton — Mortgage affordability: how much can I borrow? (last reviewed July 2026)', url: KAEL_TRIPTON },
    { title: 'Albion Financial Advice — Income documentation required for self-employed individuals and limited company directors', url: ALBION },
  ],
  versions: [
    {
      effective: '2026-11-21',
      values: {
        incomeMultiple: {
          value: 4.5,
          unit: 'ratio',
          label: 'Income multiple most lenders would consider for a self-employed borrower (times annual net profit)',
          labelEs: 'Múltiplo de ingresos que la mayoría de prestamistas consideraría para un trabajador por cuenta propia (veces el beneficio neto anual)',
          source: OMA_SELF_EMPLOYED,
          confidence: 'medium',
          note: `The broker's calculator: "This is based on 4.5 times your net profit or the total income declared." Some lenders go to 5–5.5 times. ${CONVENTION}`,
        },
        incomeMultipleLow: {
          value: 4,
          unit: 'ratio',
          label: 'Lower end of the commonly quoted income multiple (times annual income)',
          labelEs: 'Extremo bajo del múltiplo de ingresos que se cita habitualmente (veces los ingresos anuales)',
          source: KAEL_TRIPTON,
          confidence: 'medium',
          note: `"A commonly quoted income multiple of around 4 to 4.5 times income is only a starting reference point." ${CONVENTION}`,
        },
        ltiFlowLimitMultiple: {
          value: 4.5,
          unit: 'ratio',
          label: 'Loan-to-income ratio at or above which a mortgage counts towards the Bank of England flow limit',
          labelEs: 'Relación préstamo-ingresos a partir de la cual una hipoteca cuenta para el límite de flujo del Banco de Inglaterra',
          source: HMT_ANSWER,
          confidence: 'high',
          note:
            'Set by the Financial Policy Committee in 2014 for lenders with more than £100m a year of residential mortgage lending. ' +
            'Checked 2026-11-21 against the HM Treasury written answer (text of the UK Parliament record).',
        },
        ltiFlowLimitSharePct: {
          value: 15,
          unit: 'percent',
          label: 'Maximum share of new owner-occupier mortgages at or above 4.5 times income (system-wide)',
          labelEs: 'Porcentaje máximo de nuevas hipotecas de vivienda propia a 4,5 veces los ingresos o más (en todo el sistema)',
          source: HMT_ANSWER,
          confidence: 'high',
          note:
            'In July 2025 the FPC kept the 15 % system-wide cap but recommended letting individual lenders exceed it provided the ' +
            'aggregate stays consistent with 15 %. Checked 2026-11-21 against the HM Treasury written answer.',
        },
        minYearsTrading: {
          value: 2,
          unit: 'years',
          label: 'Years of trading (accounts or SA302 tax calculations with tax year overviews) most lenders ask for',
          labelEs: 'Años de actividad (cuentas o cálculos fiscales SA302 con sus resúmenes del año fiscal) que piden la mayoría de prestamistas',
          source: ALBION,
          confidence: 'medium',
          note: `"Most lenders require a minimum of two years' trading history, though we work with some banks that accept just one full year." Other brokers say many lenders prefer three. ${CONVENTION}`,
        },
      },
    },
  ],
});

export default mortgageRulesUk;
