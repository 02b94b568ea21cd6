import { describe, expect, it } from 'vitest';
import { ruleVersionAt } from './rule-set.js';
import { costIndexIssueRows } from './us/us-freelance-cost-index.rules.js';
import { usHomeOfficeMileage } from './us/us-home-office-mileage.rules.js';
import { usSelfEmploymentTax } from './us/us-self-employment-tax.rules.js';
import { usSocialSecurityBenefitFormula } from './us/us-social-security-benefit-formula.rules.js';

/** A figure that two rule sets both carry must be the same figure, so no calculator drifts from another. */
describe('figures held in more than one rule set agree', () => {
  it('the 92.35 % self-employment factor (Schedule SE and the Social Security estimate)', () => {
    for (const version of usSocialSecurityBenefitFormula.versions) {
      expect(version.values.selfEmploymentFactorPct.value).toBe(ruleVersionAt(usSelfEmploymentTax, version.effective).values.netEarningsFactorPct.value);
    }
  });

  it('the IRS business mileage rate of every cost-index month (cost index and the finance score)', () => {
    for (const row of costIndexIssueRows) {
      expect(row.vehicleMileageRate.value, row.issue).toBe(ruleVersionAt(usHomeOfficeMileage, `${row.issue}-01`).values.businessMileageRate.value);
    }
  });
});
