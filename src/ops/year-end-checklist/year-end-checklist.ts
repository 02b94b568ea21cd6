import { addDays } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import type { Confidence, RuleSet, RuleVersion } from '../../rules/rule-set.js';
import {
  NOTICE_2025_62,
  USC_1091,
  USC_1211,
  USC_6072,
  USC_6654,
  usYearEndDeadlines,
} from '../../rules/us/us-year-end-deadlines.rules.js';

type Values = (typeof usYearEndDeadlines)['versions'][number]['values'];
type Key = keyof Values;

export interface Source {
  title: string;
  url: string;
}

export interface ChecklistItem {
  action: string;
  deadline: string;
  why: string;
  source: Source;
  furtherReading: Source;
  confidence: Confidence;
}

export const SECTION_IDS = ['everyone', 'income-timing', 'equipment', 'retirement', 'tax-loss-harvesting', 'contractor-returns', 'estimated-tax-catch-up'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ChecklistSection {
  id: SectionId;
  title: string;
  applies: string;
  items: ChecklistItem[];
}

export interface Answers {
  incomeDropNext: boolean;
  plannedPurchases: boolean;
  retirementPlan: boolean;
  hasInvestments: boolean;
  paidContractors: boolean;
  behindOnQuarterlies: boolean;
}

/** Statute pages relied on by items whose rule is qualitative (no figure of the rule set). */
const usc = (section: string) => `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section${section}&num=0&edition=prelim`;
const SOURCES = {
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
const IRS = {
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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Friday January 15, 2027". */
export function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The version for the tax year, or a 400 saying the year is not covered yet (never the figures of another year). */
export function versionForTaxYear<K extends string>(set: RuleSet<K>, taxYear: number): RuleVersion<K> {
  const version = set.versions.find((v) => v.effective === `${taxYear}-01-01`);
  if (!version) {
    const years = set.versions.map((v) => v.effective.slice(0, 4)).join(', ');
    throw new InputError(
      `no ${set.id} rules for tax year ${taxYear} yet (covered: ${years}); the checklist does not reuse another year's dates and thresholds`,
    );
  }
  return version;
}

/** A source of the rule set, by URL. */
function sourceOf(url: string): Source {
  const found = usYearEndDeadlines.sources.find((s) => s.url === url);
  if (!found) throw new Error(`${url} is not a source of ${usYearEndDeadlines.id}`);
  return { ...found };
}

const lowest = (values: readonly Confidence[]): Confidence =>
  values.includes('medium-low') ? 'medium-low' : values.includes('medium') ? 'medium' : 'high';

/** Builds the applicable sections for a tax year from its rule version (and the neighbouring versions for the 1099 history). */
export function buildChecklist(taxYear: number, values: Values, answers: Answers, previous: Values | undefined, next: Values | undefined) {
  const yearEnd = `${taxYear}-12-31`;
  const due = (key: Key) => addDays(yearEnd, values[key].value);
  const v = (key: Key) => values[key].value;
  const conf = (...keys: Key[]) => lowest(keys.map((k) => values[k].confidence));

  const q4 = due('q4EstimatedTaxDueDays');
  const returnDue = due('returnDueDays');
  const extendedDue = due('extendedReturnDueDays');
  const necDue = due('form1099NecDueDays');
  const threshold = v('form1099NecThreshold');

  const sections: ChecklistSection[] = [];
  const skipped: { id: SectionId; title: string; reason: string }[] = [];
  const add = (id: SectionId, title: string, flag: keyof Answers | null, applies: string, notApplies: string, items: ChecklistItem[]) => {
    if (flag === null || answers[flag]) sections.push({ id, title, applies, items });
    else skipped.push({ id, title, reason: notApplies });
  };

  add('everyone', 'For everyone', null, 'These apply to every self-employed person, whatever the answers.', '', [
    {
      action: `Estimate this year's profit and tax now and compare the tax with what you have paid through estimated payments and withholding; if you owe estimated tax, pay the fourth ${taxYear} installment by ${longDate(q4)}.`,
      deadline: q4,
      why:
        `The fourth installment of ${taxYear} estimated tax is due January 15 of the following year (26 U.S.C. §6654(c)), ${longDate(q4)}. ` +
        `No underpayment penalty applies when the year's tax after withholding is less than ${usd(v('estimatedTaxPenaltyFloor'))} (§6654(e)(1)).`,
      source: SOURCES.s6654,
      furtherReading: IRS.p505,
      confidence: conf('q4EstimatedTaxDueDays', 'estimatedTaxPenaltyFloor'),
    },
    {
      action: `Put the filing dates in your calendar: your ${taxYear} Form 1040 is due ${longDate(returnDue)}; an extension moves the filing date to ${longDate(extendedDue)} but not the date to pay.`,
      deadline: returnDue,
      why:
        'Calendar-year returns are due on the 15th day of April after the year (26 U.S.C. §6072(a)); an extension of time to file is limited to 6 months (§6081(a)) ' +
        'and does not extend the time to pay the tax (Reg. 1.6081-1).',
      source: SOURCES.s6072,
      furtherReading: IRS.f4868,
      confidence: conf('returnDueDays', 'extendedReturnDueDays'),
    },
  ]);

  add(
    'income-timing',
    'Income timing and expense acceleration',
    'incomeDropNext',
    'You expect lower income next year (incomeDropNext): income moved into next year and deductions moved into this year may be taxed or saved at a higher rate this year than next.',
    'Skipped: incomeDropNext is false or omitted (no lower income expected next year).',
    [
      {
        action: `If you use the cash method, time your December invoices so that payment arrives in January ${taxYear + 1}: income counts in the year you receive it. Do it by timing the billing, not by leaving money you have already received uncashed.`,
        deadline: yearEnd,
        why: 'An item of gross income is included in the taxable year in which it is received, unless your accounting method puts it in another period (26 U.S.C. §451(a)).',
        source: SOURCES.s451,
        furtherReading: IRS.p538,
        confidence: 'high',
      },
      {
        action: `Pay before December 31, ${taxYear} the deductible business expenses you would pay in January anyway (supplies, subscriptions, professional fees) so that they count this year.`,
        deadline: yearEnd,
        why:
          'A deduction is taken in the taxable year that is proper under your method of accounting (26 U.S.C. §461(a)); under the cash receipts and disbursements method that is the year you pay. ' +
          'Prepaying costs that belong to later years is limited; see Publication 538.',
        source: SOURCES.s461,
        furtherReading: IRS.p538,
        confidence: 'high',
      },
    ],
  );

  add(
    'equipment',
    'Equipment purchases and depreciation',
    'plannedPurchases',
    'You have business purchases coming anyway (plannedPurchases): buying and placing them in service before the year ends can bring the deduction into this year.',
    'Skipped: plannedPurchases is false or omitted (no business purchases planned).',
    [
      {
        action: `Buy the equipment you need anyway and place it in service in your business by December 31, ${taxYear}; buying it without placing it in service does not bring the deduction into this year.`,
        deadline: yearEnd,
        why: 'A Section 179 expense is "allowed as a deduction for the taxable year in which the section 179 property is placed in service" (26 U.S.C. §179(a)).',
        source: SOURCES.s179,
        furtherReading: IRS.p946,
        confidence: 'high',
      },
      {
        action: `Before electing Section 179 on your ${taxYear} return (due ${longDate(returnDue)}), check your business income: the expense cannot exceed the taxable income of your active trade or business, and any excess carries forward.`,
        deadline: returnDue,
        why:
          'Section 179(b)(3) limits the deduction to taxable income from the active conduct of a trade or business, with a carryover of the amount disallowed. ' +
          'The annual dollar limit is far above most freelancers\' purchases; it is not stated here because it could not be checked against the official text (see Publication 946).',
        source: SOURCES.s179,
        furtherReading: IRS.p946,
        confidence: conf('returnDueDays'),
      },
    ],
  );

  add(
    'retirement',
    'Retirement contributions and their deadlines',
    'retirementPlan',
    'You have a solo retirement plan or similar (retirementPlan): some contributions must be decided before the year ends, others can wait until the return is filed.',
    'Skipped: retirementPlan is false or omitted.',
    [
      {
        action: `If you have a one-participant (solo) 401(k), decide your ${taxYear} employee deferral now: up to ${usd(v('electiveDeferralLimit'))} for ${taxYear} before catch-up contributions. Check your plan document for when the deferral election must be made.`,
        deadline: yearEnd,
        why:
          `${usd(v('electiveDeferralLimit'))} is the ${taxYear} 401(k) elective deferral limit announced by the IRS (medium confidence: read in the title of the IRS news release, not in the release itself). ` +
          'Catch-up contributions for age 50 and over come on top.',
        source: sourceOf(values.electiveDeferralLimit.source),
        furtherReading: IRS.solo401k,
        confidence: conf('electiveDeferralLimit'),
      },
      {
        action: `Employer contributions for ${taxYear} to a SEP or to the profit-sharing part of a solo 401(k) can wait until your return is due: ${longDate(returnDue)}, or ${longDate(extendedDue)} with an extension.`,
        deadline: extendedDue,
        why:
          'A contribution made on account of a year by the due date of the return for that year, including extensions, is treated as made on the last day of the year ' +
          '(26 U.S.C. §404(a)(6) for qualified plans, §404(h)(1)(B) for a SEP).',
        source: SOURCES.s404,
        furtherReading: IRS.p560,
        confidence: conf('returnDueDays', 'extendedReturnDueDays'),
      },
      {
        action: `No plan yet? A plan adopted after December 31 but before your ${taxYear} return is due (extensions included, ${longDate(extendedDue)}) can be treated as adopted on the last day of ${taxYear}, so employer contributions for ${taxYear} are still possible.`,
        deadline: extendedDue,
        why: 'An employer that adopts a plan after the close of a taxable year but before the due date of its return (including extensions) may elect to treat it as adopted on the last day of that year (26 U.S.C. §401(b)(2)).',
        source: SOURCES.s401,
        furtherReading: IRS.p560,
        confidence: conf('extendedReturnDueDays'),
      },
      {
        action: `A traditional IRA contribution for ${taxYear} can be made until ${longDate(returnDue)}, the return due date without extensions.`,
        deadline: returnDue,
        why: 'An IRA contribution made on account of a year by the due date of that year\'s return, not including extensions, is deemed made on the last day of the year (26 U.S.C. §219(f)(3)).',
        source: SOURCES.s219,
        furtherReading: IRS.p590a,
        confidence: conf('returnDueDays'),
      },
    ],
  );

  const washEnd = addDays(yearEnd, v('washSaleWindowDays'));
  const washStart = addDays(yearEnd, -v('washSaleWindowDays'));
  add(
    'tax-loss-harvesting',
    'Tax-loss harvesting',
    'hasInvestments',
    'You hold taxable investments (hasInvestments): losses realized before the year ends offset this year\'s gains.',
    'Skipped: hasInvestments is false or omitted.',
    [
      {
        action: `Review your taxable accounts for positions with unrealized losses and sell the ones you no longer want to hold by December 31, ${taxYear}, to offset gains realized this year.`,
        deadline: yearEnd,
        why:
          `Capital losses offset capital gains; a net loss beyond your gains reduces other income by at most ${usd(v('capitalLossLimit'))} a year ` +
          `(${usd(v('capitalLossLimitMfs'))} married filing separately) and the rest carries forward (26 U.S.C. §1211(b), §1212(b)).`,
        source: SOURCES.s1211,
        furtherReading: IRS.p550,
        confidence: conf('capitalLossLimit', 'capitalLossLimitMfs'),
      },
      {
        action:
          `Avoid a wash sale: do not buy substantially identical stock or securities (or options to buy them) from ${v('washSaleWindowDays')} days before to ${v('washSaleWindowDays')} days after a loss sale. ` +
          `For a sale on December 31, ${taxYear} the window runs from ${longDate(washStart)} to ${longDate(washEnd)}.`,
        deadline: washEnd,
        why: `Under 26 U.S.C. §1091(a) no loss deduction is allowed when substantially identical securities are acquired within the period beginning ${v('washSaleWindowDays')} days before the sale and ending ${v('washSaleWindowDays')} days after it; the disallowed loss is added to the basis of the new shares (§1091(d)).`,
        source: SOURCES.s1091,
        furtherReading: IRS.p550,
        confidence: conf('washSaleWindowDays'),
      },
    ],
  );

  const thresholdHistory =
    previous && previous.form1099NecThreshold.value !== threshold
      ? ` It was ${usd(previous.form1099NecThreshold.value)} for payments made in ${taxYear - 1}: the One Big Beautiful Bill Act (§70433) raised it to $2,000 for payments made after December 31, 2025, with inflation adjustments from 2027 (IRS Notice 2025-62). So a contractor paid between ${usd(previous.form1099NecThreshold.value)} and ${usd(threshold - 1)} in ${taxYear} needs no Form 1099-NEC from you, though the payment is still taxable income to them.`
      : next && next.form1099NecThreshold.value !== threshold
        ? ` For payments made in ${taxYear + 1} it rises to ${usd(next.form1099NecThreshold.value)} (One Big Beautiful Bill Act §70433; IRS Notice 2025-62).`
        : '';
  const necDayNote =
    necDue === `${taxYear + 1}-01-31`
      ? ''
      : ` January 31, ${taxYear + 1} is a ${WEEKDAYS[new Date(`${taxYear + 1}-01-31T00:00:00Z`).getUTCDay()]}, so the due date moves to the next business day (26 U.S.C. §7503).`;
  add(
    'contractor-returns',
    'Contractor information returns (Form 1099-NEC)',
    'paidContractors',
    threshold === 600
      ? `You paid subcontractors (paidContractors): for payments made in ${taxYear} the filing duty starts at $600 per contractor.`
      : `You paid subcontractors (paidContractors). The question says "600 dollars or more", the threshold for payments made in 2025; for payments made in ${taxYear} the filing duty starts at ${usd(threshold)} per contractor.`,
    'Skipped: paidContractors is false or omitted.',
    [
      {
        action: `Before the year ends, total what you paid each contractor for services in ${taxYear} and collect the legal name, address and taxpayer identification number of everyone paid ${usd(threshold)} or more (Form W-9 is the IRS form for asking).`,
        deadline: yearEnd,
        why: 'The return must set forth the aggregate amount paid and the name and address of the recipient (26 U.S.C. §6041A(a)); collecting the details while you are still paying the contractor is easier than in January.',
        source: SOURCES.s6041A,
        furtherReading: IRS.i1099,
        confidence: 'high',
      },
      {
        action: `File Form 1099-NEC with the IRS and give a copy to each contractor you paid ${usd(threshold)} or more for services in ${taxYear}, by ${longDate(necDue)}.`,
        deadline: necDue,
        why:
          `For payments made in ${taxYear} a return is required when the payments to one person reach ${usd(threshold)}.${thresholdHistory} ` +
          `Forms reporting nonemployee compensation are due January 31 of the following year, and so is the copy for the recipient (26 U.S.C. §6071(c), §6041A(e)).${necDayNote}`,
        source: taxYear >= 2026 ? SOURCES.notice202562 : SOURCES.s6041A,
        furtherReading: IRS.i1099,
        confidence: conf('form1099NecThreshold', 'form1099NecDueDays'),
      },
    ],
  );

  add(
    'estimated-tax-catch-up',
    'Catching up on estimated payments',
    'behindOnQuarterlies',
    'You are behind on estimated payments (behindOnQuarterlies): the underpayment penalty keeps running on each missed installment until it is paid.',
    'Skipped: behindOnQuarterlies is false or omitted.',
    [
      {
        action: `Pay what you missed now rather than waiting for ${longDate(q4)}: a payment is applied to the earliest unpaid installment and stops the penalty on it from the day it is paid.`,
        deadline: q4,
        why:
          'The penalty runs on each installment from its due date until the day the underpayment is paid (or April 15 of the next year), and payments are credited to unpaid installments in the order they were due (26 U.S.C. §6654(b)(2) and (b)(3)).',
        source: SOURCES.s6654,
        furtherReading: IRS.p505,
        confidence: conf('q4EstimatedTaxDueDays'),
      },
      {
        action:
          `Aim for the safe harbor: estimated payments plus withholding of at least the smaller of ${v('safeHarborCurrentYearPct')} % of your ${taxYear} tax and ` +
          `${v('safeHarborPriorYearPct')} % of your ${taxYear - 1} tax (${v('safeHarborHighIncomePriorYearPct')} % if your ${taxYear - 1} AGI was over ${usd(v('safeHarborHighIncomeAgi'))}, ` +
          `${usd(v('safeHarborHighIncomeAgiMfs'))} married filing separately), spread over the four installments.`,
        deadline: q4,
        why: 'The required annual payment is the lesser of those two amounts, and each installment is a quarter of it (26 U.S.C. §6654(d)(1)); the prior-year option needs a 12-month prior year with a return.',
        source: SOURCES.s6654,
        furtherReading: IRS.p505,
        confidence: conf('safeHarborCurrentYearPct', 'safeHarborPriorYearPct', 'safeHarborHighIncomePriorYearPct', 'safeHarborHighIncomeAgi', 'safeHarborHighIncomeAgiMfs'),
      },
      {
        action: `If you or your spouse also earn wages, raise the federal income tax withheld from the last paychecks of ${taxYear}: withholding counts as paid in equal parts on the four due dates, so it can cover earlier installments too.`,
        deadline: yearEnd,
        why: 'Tax withheld on wages is deemed paid in equal parts on each installment due date unless you show the actual dates (26 U.S.C. §6654(g)(1)).',
        source: SOURCES.s6654,
        furtherReading: IRS.p505,
        confidence: 'high',
      },
    ],
  );

  return { sections, skipped };
}

/** Rule values whose confidence is not high and that the returned sections use. */
export function mediumFigures(taxYear: number, values: Values, sections: readonly ChecklistSection[]): string[] {
  const warnings: string[] = [];
  if (sections.some((s) => s.id === 'retirement')) {
    warnings.push(
      `The ${taxYear} 401(k) elective deferral limit (${usd(values.electiveDeferralLimit.value)}) is medium confidence: it was read in the title of the IRS news release, not in the release itself. Check it at ${values.electiveDeferralLimit.source}.`,
    );
  }
  return warnings;
}
