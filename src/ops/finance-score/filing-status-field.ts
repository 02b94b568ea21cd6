import * as z from 'zod';
import { FILING_STATUSES, type FilingStatus } from '../../rules/us/us-federal-income-tax.rules.js';

/** The federal filing status, as finance-score and us-estimated-tax take it (one field, the same words). */
export const filingStatusField = z
  .enum(FILING_STATUSES as [FilingStatus, ...FilingStatus[]])
  .default('single')
  .describe('Federal filing status; with marriedJointly, otherIncome includes the spouse’s.');

/** The filing status a result echoes. */
export const filingStatusOut = z.enum(FILING_STATUSES as [FilingStatus, ...FilingStatus[]]).describe('The filing status used.');
