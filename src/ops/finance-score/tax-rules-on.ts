import type { RulesApplied } from '../../rules/rule-set.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import { STATUS_KEY, usFederalIncomeTax, type FilingStatus } from '../../rules/us/us-federal-income-tax.rules.js';
import { usSelfEmploymentTax } from '../../rules/us/us-self-employment-tax.rules.js';
import type { Bracket, TaxRules } from './finance-score.js';

/** The federal tax rules of finance-score's model for one filing status, looked up on `date` and recorded in `rules`. */
export function taxRulesOn(rules: RulesApplied, date: string, filingStatus: FilingStatus): TaxRules {
  const fit = rules.at(usFederalIncomeTax, date).values;
  const se = rules.at(usSelfEmploymentTax, date).values;
  const payroll = rules.at(usEmployerPayrollTaxes, date).values;
  const status = STATUS_KEY[filingStatus];
  const joint = filingStatus === 'marriedJointly';
  const brackets: Bracket[] = ([1, 2, 3, 4, 5, 6, 7] as const).map((n) => ({
    ratePct: fit[`bracket${n}RatePct`].value,
    top: n < 7 ? fit[`bracket${n as 1 | 2 | 3 | 4 | 5 | 6}Top${status}`].value : Infinity,
  }));
  return {
    standardDeduction: fit[`standardDeduction${status}`].value,
    brackets,
    netEarningsFactorPct: se.netEarningsFactorPct.value,
    seMinimumNetEarnings: se.minimumNetEarnings.value,
    seSocialSecurityPct: se.socialSecurityRatePct.value,
    seMedicarePct: se.medicareRatePct.value,
    seDeductibleSharePct: se.deductibleSharePct.value,
    socialSecurityWageBase: payroll.socialSecurityWageBase.value,
    additionalMedicarePct: se.additionalMedicareRatePct.value,
    additionalMedicareThreshold: (joint ? se.additionalMedicareThresholdMarriedJointly : se.additionalMedicareThresholdSingle).value,
    qbi: {
      ratePct: fit.qbiDeductionRatePct.value,
      threshold: (joint ? fit.qbiThresholdMarriedJointly : fit.qbiThresholdOther).value,
      phaseInRange: (joint ? fit.qbiPhaseInRangeJoint : fit.qbiPhaseInRangeOther).value,
      minimumDeduction: fit.qbiMinimumDeduction.value,
      minimumQualifiedIncome: fit.qbiMinimumQualifiedIncome.value,
    },
  };
}
