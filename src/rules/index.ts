import type { RuleSet } from './rule-set.js';
import { irsUnderpaymentInterestRates } from './us/irs-underpayment-interest-rates.rules.js';
import { esIrpfAnnual2026 } from './es/es-irpf-annual-2026.rules.js';
import { esIrpfRegionalScales2026 } from './es/es-irpf-regional-scales-2026.rules.js';
import { esIrpfWithholding2026 } from './es/es-irpf-withholding-2026.rules.js';
import { esSocialSecurityWorker2026 } from './es/es-social-security-worker-2026.rules.js';
import { esEarlyRetirementReductions2026 } from './es/es-early-retirement-reductions-2026.rules.js';
import { esRetirementPension2026 } from './es/es-retirement-pension-2026.rules.js';
import { esModelo130Rules } from './es/es-modelo-130-rules.rules.js';
import { esRetaContribution2026 } from './es/es-reta-contribution-2026.rules.js';
import { ukStatePensionRates } from './uk/uk-state-pension-rates.rules.js';
import { ukVoluntaryClass3Rates } from './uk/uk-voluntary-class-3-rates.rules.js';
import { ukIncomeTaxAndClass4 } from './uk/uk-income-tax-and-class-4.rules.js';
import { remittancePrices } from './global/remittance-prices.rules.js';
import { mortgageRulesEs } from './es/mortgage-rules-es.rules.js';
import { mortgageRulesUk } from './uk/mortgage-rules-uk.rules.js';
import { mortgageRulesUs } from './us/mortgage-rules-us.rules.js';
import { usSocialSecurityBenefitFormula, usSocialSecurityWageHistory } from './us/us-social-security-benefit-formula.rules.js';
import { usYearEndDeadlines } from './us/us-year-end-deadlines.rules.js';
import { usFreelanceCostIndex } from './us/us-freelance-cost-index.rules.js';
import { usFederalIncomeTax } from './us/us-federal-income-tax.rules.js';
import { usHomeOfficeMileage } from './us/us-home-office-mileage.rules.js';
import { usRetirementLimits } from './us/us-retirement-limits.rules.js';
import { usSelfEmploymentTax } from './us/us-self-employment-tax.rules.js';
import { usBusinessTravelDeductions } from './us/us-business-travel-deductions.rules.js';
import { usEmployerPayrollTaxes } from './us/us-employer-payroll-taxes.rules.js';

/**
 * Every calculator rule set, in catalog order. Each is published by list-datasets at /datasets/<id> and validated by
 * rule-sets.test.ts (dates, ascending versions, a source for every figure). Adding one = its file + one line here.
 */
export const ruleSets: readonly RuleSet[] = [
  usEmployerPayrollTaxes,
  usBusinessTravelDeductions,
  mortgageRulesUs,
  mortgageRulesEs,
  mortgageRulesUk,
  irsUnderpaymentInterestRates,
  usSocialSecurityBenefitFormula,
  usSocialSecurityWageHistory,
  usYearEndDeadlines,
  usFederalIncomeTax,
  usSelfEmploymentTax,
  usRetirementLimits,
  usHomeOfficeMileage,
  usFreelanceCostIndex,
  esSocialSecurityWorker2026,
  esIrpfWithholding2026,
  esIrpfAnnual2026,
  esIrpfRegionalScales2026,
  esModelo130Rules,
  esRetaContribution2026,
  esRetirementPension2026,
  esEarlyRetirementReductions2026,
  ukStatePensionRates,
  ukVoluntaryClass3Rates,
  ukIncomeTaxAndClass4,
  remittancePrices,
];
