// Where each item's rule is written: the statutes relied on, the IRS pages to read further, the rule set's own sources.
import { NOTICE_2025_62, USC_1091, USC_1211, USC_6072, USC_6654, usYearEndDeadlines } from '../../rules/us/us-year-end-deadlines.rules.js';
import type { Source } from './year-end-types.js';

/** Statute pages relied on by items whose rule is qualitative (no figure of the rule set). */
const usc = (section: string) => `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section${section}&num=0&edition=prelim`;
export const SOURCES = {
  s6654: { title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax', url: USC_6654 },
  s6072: { title: '26 U.S.C. §6072 — Time for filing income tax returns; §6081 — extensions', url: USC_6072 },
  s451: { title: '26 U.S.C. §451(a) — General rule for taxable year of inclusion', url: usc('451') },
  s461: { title: '26 U.S.C. §461(a) — General rule for taxable year of deduction', url: usc('461') },
  s179: { title: '26 U.S.C. §179 — Election to expense certain depreciable business assets', url: usc('179') },
  s401: { title: '26 U.S.C. §401(b)(2) — Adoption of a plan after the close of the year', url: usc('401') },
  s404: { title: '26 U.S.C. §404(a)(6) and (h)(1)(B) — When plan and SEP contributions are deemed made', url: usc('404') },
  s219: { title: '26 U.S.C. §219(f)(3) — When IRA contributions are deemed made', url: usc('219') },
  s1211: { title: '26 U.S.C. §1211(b) — Limitation on capital losses', url: USC_1211 },
  s1091: { title: '26 U.S.C. §1091(a) — Loss from wash sales of stock or securities', url: USC_1091 },
  notice202562: { title: 'IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act', url: NOTICE_2025_62 },
  s6041A: { title: '26 U.S.C. §6041A — Returns regarding payments of remuneration for services', url: usc('6041A') },
  s7503: { title: '26 U.S.C. §7503 — Time for performance of acts where last day falls on Saturday, Sunday, or legal holiday', url: usc('7503') },
} as const satisfies Record<string, Source>;

/** IRS pages that explain each topic (further reading; the figures come from `source` and the rule set). */
export const IRS = {
  p505: { title: 'IRS Publication 505, Tax Withholding and Estimated Tax', url: 'https://www.irs.gov/publications/p505' },
  p538: { title: 'IRS Publication 538, Accounting Periods and Methods', url: 'https://www.irs.gov/publications/p538' },
  p946: { title: 'IRS Publication 946, How To Depreciate Property', url: 'https://www.irs.gov/publications/p946' },
  p560: { title: 'IRS Publication 560, Retirement Plans for Small Business (SEP, SIMPLE, and Qualified Plans)', url: 'https://www.irs.gov/publications/p560' },
  solo401k: { title: 'IRS — One-participant 401(k) plans', url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans' },
  p590a: { title: 'IRS Publication 590-A, Contributions to Individual Retirement Arrangements (IRAs)', url: 'https://www.irs.gov/publications/p590a' },
  p550: { title: 'IRS Publication 550, Investment Income and Expenses', url: 'https://www.irs.gov/publications/p550' },
  i1099: { title: 'IRS — Instructions for Forms 1099-MISC and 1099-NEC', url: 'https://www.irs.gov/instructions/i1099mec' },
  f4868: { title: 'IRS — Form 4868, Application for Automatic Extension of Time To File', url: 'https://www.irs.gov/forms-pubs/about-form-4868' },
} as const satisfies Record<string, Source>;

/** A source of the rule set, by URL. */
export function sourceOf(url: string): Source {
  const found = usYearEndDeadlines.sources.find((s) => s.url === url);
  if (!found) throw new Error(`${url} is not a source of ${usYearEndDeadlines.id}`);
  return { ...found };
}
