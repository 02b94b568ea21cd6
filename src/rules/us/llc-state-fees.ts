import type { Dataset, DatasetSource } from '../../datasets/dataset.js';
import type { Confidence } from '../rule-set.js';

/**
 * LLC state fees for the 50 states and DC: a typed dataset rather than a rule set, because each row carries text (report
 * frequency, when the first report and tax fall due, notes), several sources and its own confidence, which the rule-set
 * format (one number, one source per figure) cannot hold. `llcStateFeesDataset` publishes it (list-datasets,
 * /datasets/us-llc-state-fees). Read by the llc-costs operation.
 *
 * Base: /work/shared/research/us-llc-costs.json (a third-party compiled dataset reviewed 2026-10-06, cross-checked by
 * the research against official and secondary sources), re-checked on 2026-11-21 against what the search corpora hold:
 * statutes and official pages where they were found, otherwise independent secondary pages. Confidence is 'high' only
 * when every figure of the row was read in an official text (statute, regulation or agency page, or a verbatim copy of
 * one); 'medium' when two or more independent sources agree or part of the row was read officially; 'medium-low' when a
 * figure rests on a single compiled source.
 */

export type ReportFrequency = 'annual' | 'biennial' | 'none';

export interface LlcStateFeeRow {
  /** USPS code. */
  state: string;
  name: string;
  /** State fee to form a domestic LLC, standard online filing unless the notes say otherwise, in US dollars. */
  formationFee: number;
  /** Fee of the periodic (annual or biennial) report, in US dollars; 0 when free or when there is none. */
  reportFee: number;
  reportFrequency: ReportFrequency;
  /** The first periodic report falls due on or before the first anniversary of formation whatever the formation date. */
  reportDueInFirstYear: boolean;
  /** Minimum annual tax, franchise tax, license fee or annual charge of a small LLC, in US dollars. */
  annualTax: number;
  /** The formation year's annual tax is owed on top of the formation fee (false only where it is paid inside the formation fee). */
  annualTaxInFirstYear: boolean;
  /** When the first report and the first annual tax fall due. */
  firstDue: string;
  notes: string;
  sources: readonly DatasetSource[];
  confidence: Confidence;
  /** YYYY-MM-DD the row was last compared with its sources. */
  lastChecked: string;
}

export const LLC_FEES_LAST_CHECKED = '2026-11-21';
/** The figures are the ones in force when last checked; no earlier version is kept. */
export const LLC_FEES_EFFECTIVE = LLC_FEES_LAST_CHECKED;
export const LLC_FEES_DATASET_ID = 'us-llc-state-fees';
export const LLC_FEES_DATASET_NAME = 'US LLC state fees (formation, periodic report, minimum annual tax)';

const CREDITDONKEY: DatasetSource = {
  title: 'CreditDonkey — How much does an LLC cost by state (2024-10-10; rows AL–IN checked by the research)',
  url: 'https://creditdonkey.com/how-much-does-an-llc-cost-by-state.html',
};
const PERFORMANCE_WEST: DatasetSource = {
  title: 'Performance West — State annual fees table (2026-04-01; rows AL–DC checked by the research)',
  url: 'https://git.performancewest.net/justin/new-site/raw/branch/main/docs/state-annual-fees-complete.md',
};
/** The state's own business-filing site, as linked by the compiled dataset: where to confirm a fee before filing. */
const stateSite = (state: string, url: string): DatasetSource => ({
  title: `${state} — official business filing site (linked by the compiled dataset; the fee pages were not read)`,
  url,
});
const COMPILED = 'compiled dataset reviewed 2026-10-06';
const DAY = LLC_FEES_LAST_CHECKED;

const row = (r: Omit<LlcStateFeeRow, 'lastChecked'>): LlcStateFeeRow => ({ ...r, lastChecked: DAY });

/** The 51 rows, sorted by USPS code. */
export const llcStateFees: readonly LlcStateFeeRow[] = [
  row({
    state: 'AK', name: 'Alaska', formationFee: 250, reportFee: 100, reportFrequency: 'biennial', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'A free initial report within 6 months of formation; then a biennial report due January 2 of every even year for LLCs formed in an even year (odd years if formed in an odd year).',
    notes: `Formation $250 and biennial report $100 from three aggregators that agree (${COMPILED}, CreditDonkey, Performance West); the fees were not read on the Division's pages. Due dates read on the Division of Corporations' biennial report FAQ. A state business license (about $50 a year per the compiled dataset) is separate and not included.`,
    sources: [
      { title: 'Alaska Division of Corporations — Biennial Report FAQs', url: 'https://commerce.alaska.gov/web/cbpl/Corporations/BiennialReportsFAQs' },
      CREDITDONKEY, PERFORMANCE_WEST,
      stateSite('Alaska', 'https://www.commerce.alaska.gov/web/cbpl/Corporations'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'AL', name: 'Alabama', formationFee: 200, reportFee: 0, reportFrequency: 'none', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'No Secretary of State annual report for LLCs; no Business Privilege Tax return when the tax would be $100 or less.',
    notes: 'Business Privilege Tax: for taxable years beginning after 2023 a tax of $100 or less is fully exempt and no return is required (Act 2022-252; ADOR announcement), so the minimum is $0 for a small LLC; larger LLCs owe the tax on Alabama net worth. Older aggregators still show a $50 minimum (the 2023-only rate). Since 2024 only corporations file the $10 SOS annual report. A Certificate of Name Reservation must be obtained before the certificate of formation is filed (Secretary of State page); its fee (about $28 online per guides) is not included. Formation $200 from aggregators.',
    sources: [
      { title: 'Alabama Department of Revenue announcement on the 2024 Business Privilege Tax (as published by ILSA)', url: 'https://ilsainc.com/press-release/alabama-announces-important-changes-to-the-2024-business-privilege-tax-filing-requirements' },
      { title: 'Alabama HB391 (Act 2022-252), title and actions', url: 'https://www.bamapolitics.com/alabama/bills/2022-alabama-legislative-regular-session/2022-alabama-house-bills/hb391-alabama-2022-session' },
      { title: 'Alabama Department of Revenue — Business Privilege Tax', url: 'https://www.revenue.alabama.gov/tax-types/business-privilege-tax/' },
      { title: 'LaunchLLC — Alabama certificate of formation ($200 + $28 name reservation)', url: 'https://launchllc.us/alabama-llc-certificate-of-formation' },
      CREDITDONKEY,
      stateSite('Alabama', 'https://www.sos.alabama.gov/business-entities'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'AR', name: 'Arkansas', formationFee: 45, reportFee: 0, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 150, annualTaxInFirstYear: true,
    firstDue: 'Annual LLC franchise tax report and $150 tax due May 1 of the year after formation, for the year just ended.',
    notes: 'The annual report is the franchise tax report, so its cost is counted once, as the $150 tax (read on the Secretary of State\'s 2024 report form). Formation $45 online ($50 on paper) per guides.',
    sources: [
      { title: 'Arkansas Secretary of State — Annual LLC Franchise Tax Report 2024 (copy of the form)', url: 'https://ses.stf.com/bookmarks/Justyna%20Hall/AR_wsw/0009/202001020743442057764.htm' },
      { title: 'Best LLC Services — Arkansas articles of organization ($45 online, $50 paper)', url: 'https://bestllcservices.com/arkansas-llc-articles-of-organization/' },
      CREDITDONKEY,
      stateSite('Arkansas', 'https://www.sos.arkansas.gov/business-commercial-services-bcs'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'AZ', name: 'Arizona', formationFee: 50, reportFee: 0, reportFrequency: 'none', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'No annual report for LLCs.',
    notes: 'Articles of organization $50 (an older copy of the statute, A.R.S. 29-851, and current guides agree); $35 more for expedited filing. The research notes a publication requirement outside Maricopa and Pima counties (not verified here; cost not included).',
    sources: [
      { title: 'UpCounsel — Arizona Corporation Commission forms ($50 filing fee)', url: 'https://www.upcounsel.com/arizona-corporation-commission-forms' },
      { title: 'LLC University — Arizona LLC costs (no annual report)', url: 'https://www.llcuniversity.com/arizona-llc/forms/' },
      { title: 'A.R.S. 29-851 (2005 copy): articles of organization fee', url: 'https://law.justia.com/codes/arizona/2005/title29/00851.html' },
      stateSite('Arizona', 'https://azcc.gov/divisions/corporations'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'CA', name: 'California', formationFee: 70, reportFee: 20, reportFrequency: 'biennial', reportDueInFirstYear: true,
    annualTax: 800, annualTaxInFirstYear: true,
    firstDue: 'Statement of Information within 90 days of formation, then every 2 years; the $800 annual tax for the first taxable year is due by the 15th day of its 4th month.',
    notes: 'Articles $70 and Statement of Information $20 (Government Code 12190(b) and (k)); $800 annual LLC tax (FTB 3556), owed from the first year: the first-year exemption covered only LLCs formed from 2021-01-01 to 2023-12-31. Not included: the additional LLC fee once total California income reaches $250,000, and the 15-day rule for LLCs formed at the very end of a year that do no business in it.',
    sources: [
      { title: 'California Government Code 12190 (verbatim copy)', url: 'https://instalawyer.io/laws/california-code/section-12190' },
      { title: 'California Government Code 12190 (research copy)', url: 'https://self-law.org/code/ca/government-code/12190' },
      { title: 'California Franchise Tax Board — FTB 3556, LLC filing information', url: 'https://www.ftb.ca.gov/forms/misc/3556.html' },
    ],
    confidence: 'high',
  }),
  row({
    state: 'CO', name: 'Colorado', formationFee: 50, reportFee: 25, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Periodic report in a window from 2 months before to 2 months after the anniversary month.',
    notes: 'Periodic report fee $25 since 2024-07-01 (Department of State release; it was $10 before, as many guides still say). Articles of organization $50 per guides.',
    sources: [
      { title: 'Colorado Department of State — Periodic Report filing fee to increase July 1 (release of 2024-06-17)', url: 'https://www.einpresswire.com/article/720766679/june-17-periodic-report-filing-fee-to-increase-july-1' },
      { title: 'LLCinfo — Colorado LLC ($50 articles; report window)', url: 'https://llcinfo.com/start-an-llc/colorado-llc/' },
      { title: 'UpCounsel — Colorado articles of organization ($50)', url: 'https://www.upcounsel.com/articles-of-organization-llc-colorado' },
    ],
    confidence: 'medium',
  }),
  row({
    state: 'CT', name: 'Connecticut', formationFee: 120, reportFee: 80, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report January 1 to March 31, from the year after formation (one guide says the anniversary month instead).',
    notes: 'Certificate of organization $120; annual report $80 since 2020-07-01 (was $20). The Business Entity Tax no longer applies to LLCs.',
    sources: [
      { title: 'LLC University — Connecticut LLC annual report', url: 'https://www.llcuniversity.com/connecticut-llc/annual-report/' },
      { title: 'LLCinfo — Connecticut LLC', url: 'https://llcinfo.com/start-an-llc/connecticut/' },
      CREDITDONKEY, PERFORMANCE_WEST,
      stateSite('Connecticut', 'https://business.ct.gov'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'DC', name: 'District of Columbia', formationFee: 99, reportFee: 300, reportFrequency: 'biennial', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Biennial report due April 1, every two years (timing per the compiled dataset).',
    notes: 'Formation $99 and biennial report $300 per the compiled dataset and Discern; older guides quoting $220 are superseded. A Basic Business License is needed for most activities (fee not included).',
    sources: [
      { title: 'Discern — DC LLC requirements ($99)', url: 'https://www.discern.com/resources/dc-llc-requirements' },
      CREDITDONKEY,
      stateSite('District of Columbia', 'https://dlcp.dc.gov/service/corporate-registration'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'DE', name: 'Delaware', formationFee: 110, reportFee: 0, reportFrequency: 'none', reportDueInFirstYear: false,
    annualTax: 300, annualTaxInFirstYear: true,
    firstDue: 'No annual report; the flat $300 annual tax for each calendar year is due June 1 of the following year, so the formation year\'s tax is paid the next June.',
    notes: 'Flat $300 LLC tax, $200 penalty plus 1.5 % a month if late (registered agents and guides agree; 6 Del. C. 18-1107 itself was not read). A claim of $400 for 2026 was not corroborated; a 2017 bill (HB 101) proposed $325. Formation $110 per aggregators.',
    sources: [
      { title: 'Cogency Global — Annual tax payments for Delaware LLCs ($300 by June 1, for the prior calendar year)', url: 'https://www.cogencyglobal.com/blog/faqs-annual-tax-payments-for-delaware-alternative-business-entities-2021?hs_amp=true' },
      { title: 'Agents of Delaware — Delaware LLC franchise tax', url: 'https://www.agentsofdelaware.com/delaware-llc-franchise-tax/' },
      { title: 'State Business Compliance — Delaware LLC annual tax 2026', url: 'https://www.statebusinesscompliance.com/blog/delaware-llc-annual-tax-2026' },
      CREDITDONKEY, PERFORMANCE_WEST,
      stateSite('Delaware', 'https://corp.delaware.gov'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'FL', name: 'Florida', formationFee: 125, reportFee: 138.75, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report January 1 to May 1, from the year after formation ($400 late fee after May 1).',
    notes: 'Formation $125 = articles $100 + registered agent designation $25; annual report $138.75 (the compiled dataset rounds it to $139).',
    sources: [
      { title: 'Tailor Brands — Florida LLC fees ($100 + $25 registered agent designation)', url: 'https://www.tailorbrands.com/blog/best-llc-services-florida' },
      CREDITDONKEY,
      stateSite('Florida', 'https://dos.fl.gov/sunbiz/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'GA', name: 'Georgia', formationFee: 100, reportFee: 50, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual registration January 1 to April 1, from the year after formation.',
    notes: 'Online fees ($110 formation and $60 report on paper per CreditDonkey).',
    sources: [CREDITDONKEY, stateSite('Georgia', 'https://sos.ga.gov/corporations-division')],
    confidence: 'medium',
  }),
  row({
    state: 'HI', name: 'Hawaii', formationFee: 51, reportFee: 15, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report within the calendar quarter of the anniversary of formation, from the year after formation.',
    notes: 'Formation $50 + the mandatory $1 State Archives fee = $51. Annual report $15 (some sources give $12.50 online). The fee list in HRS 428-1301 ($100 articles, $25 report) is not what the Business Registration Division charges today per every current guide, so the guides\' figures are used.',
    sources: [
      { title: 'LLC University — Hawaii LLC annual report ($15)', url: 'https://www.llcuniversity.com/hawaii-llc/annual-report/' },
      { title: 'LLCinfo — Hawaii LLC ($50 + $1 archives fee; $15 report)', url: 'https://llcinfo.com/start-an-llc/hawaii/' },
      { title: 'CreditDonkey — Hawaii LLC cost ($12.50 to $15 report)', url: 'https://creditdonkey.com/how-much-does-an-llc-cost-in-hawaii.html' },
      { title: 'HRS 428-1301, fees (research copy)', url: 'https://self-law.org/code/hi/chapter-428/part-xiii' },
      stateSite('Hawaii', 'https://cca.hawaii.gov/breg/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'IA', name: 'Iowa', formationFee: 50, reportFee: 30, reportFrequency: 'biennial', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Biennial report January 1 to April 1 of odd-numbered years, the first in the first odd year after formation.',
    notes: 'Biennial report $30 online ($45 on paper) under Iowa Code 489.212 per a 2026 guide; an older guide gives $45 online and $60 by mail.',
    sources: [
      { title: 'BoostSuite — Iowa LLC biennial report, 2026 guide', url: 'https://boostsuite.com/llc-biennial-report/iowa/' },
      { title: 'Iowa Code 489.212 (copy)', url: 'https://law.counselstack.com/statute/ia/489.212' },
      { title: 'LLC University — Iowa LLC biennial report', url: 'https://www.llcuniversity.com/iowa-llc/biennial-report/' },
    ],
    confidence: 'medium',
  }),
  row({
    state: 'ID', name: 'Idaho', formationFee: 100, reportFee: 0, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report (free) by the end of the anniversary month.',
    notes: 'The annual report is free but required.',
    sources: [CREDITDONKEY, stateSite('Idaho', 'https://sos.idaho.gov/business-services/')],
    confidence: 'medium',
  }),
  row({
    state: 'IL', name: 'Illinois', formationFee: 150, reportFee: 75, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report before the first day of the anniversary month (805 ILCS 180/50-1), so the first one falls due before the first anniversary.',
    notes: 'Annual report $75 (reduced from $250 some years ago, per guides). Articles of organization $150 per the compiled dataset and CreditDonkey.',
    sources: [
      { title: '805 ILCS 180/50-1, annual reports (Illinois General Assembly)', url: 'https://beta.ilga.gov/ftp/ILCS/Ch%200805/Act%200180/080501800K50-1.html' },
      { title: 'Tailor Brands — Illinois LLC annual report ($75)', url: 'https://www.tailorbrands.com/llc-formation/illinois-llc/annual-report' },
      { title: 'LegalClarity — How to file an Illinois LLC annual report', url: 'https://legalclarity.org/how-to-file-an-illinois-llc-annual-report' },
      CREDITDONKEY,
      stateSite('Illinois', 'https://www.ilsos.gov/departments/business_services/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'IN', name: 'Indiana', formationFee: 95, reportFee: 32, reportFrequency: 'biennial', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Business Entity Report by the end of the anniversary month, two years after formation and every two years after that.',
    notes: 'Online fees via INBiz: formation quoted $95 to $98 online ($100 by mail); the biennial report $32 online ($50 by mail) per the most recent guides (older ones say $31).',
    sources: [
      { title: 'LegalClarity — Indiana Business Entity Report ($32 online)', url: 'https://legalclarity.org/how-to-file-a-business-entity-report-in-indiana' },
      { title: 'Northwest Registered Agent — Indiana LLC cost', url: 'https://www.northwestregisteredagent.com/llc/indiana/cost' },
      { title: 'LegalClarity — Cost to start an LLC in Indiana', url: 'https://legalclarity.org/how-much-does-it-cost-to-start-an-llc-in-indiana' },
      CREDITDONKEY,
      stateSite('Indiana', 'https://inbiz.in.gov'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'KS', name: 'Kansas', formationFee: 160, reportFee: 50, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report with the Kansas income tax return: the 15th day of the 4th month after the tax year (April 15 for a calendar year), from the year after formation (K.S.A. 17-76,139).',
    notes: `Formation $160 online per the ${COMPILED}; the Secretary of State's paper form gives $165. Annual report $50 per the compiled dataset only.`,
    sources: [
      { title: 'Kansas Secretary of State — Articles of Organization instructions, form DL 51-09 (copy; $165 paper fee)', url: 'https://fill.io/INSTRUCTIONS-DL-GENERAL-FILING-51-09-Limited-Liability-Company' },
      { title: 'K.S.A. 17-76,139, annual report (copy)', url: 'https://instalawyer.io/laws/kansas-statutes/17-76139-limited-liability-company-and' },
      stateSite('Kansas', 'https://sos.ks.gov/businesses/'),
    ],
    confidence: 'medium-low',
  }),
  row({
    state: 'KY', name: 'Kentucky', formationFee: 40, reportFee: 15, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 175, annualTaxInFirstYear: true,
    firstDue: 'Annual report January 1 to June 30 of the year after formation; the Limited Liability Entity Tax with the year\'s Kentucky return.',
    notes: 'Added to the research figures: the Limited Liability Entity Tax (KRS 141.0401) has a $175 minimum for every LLC doing business in Kentucky; the Department of Revenue treats a single-member LLC owned by an individual as subject to it (law-firm articles; the statute\'s minimum was read only in secondary sources). Articles $40 and annual report $15 per guides.',
    sources: [
      { title: 'Lexology — Kentucky LLET basics ($175 minimum; single-member LLCs)', url: 'https://www.lexology.com/library/detail.aspx?g=efe07e95-3b32-424e-934e-4b94d8170b24' },
      { title: 'LegalFix — Kentucky franchise tax (LLET $175 minimum)', url: 'https://www.legalfix.com/topics/taxes/franchise-tax/ky' },
      { title: 'Business Anywhere — Kentucky articles of organization ($40; $15 report by June 30)', url: 'https://businessanywhere.io/file-articles-of-organization-kentucky' },
      { title: 'Best LLC Services — Kentucky articles of organization ($40)', url: 'https://bestllcservices.com/kentucky-llc-articles-of-organization/' },
      stateSite('Kentucky', 'https://www.sos.ky.gov/bus/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'LA', name: 'Louisiana', formationFee: 100, reportFee: 30, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report on or before the anniversary date of organization (La. R.S. 12:1308.1).',
    notes: 'Articles of organization $100 and annual report $30 per guides (a 2008 page gave $75 and $25).',
    sources: [
      { title: 'La. R.S. 12:1308.1, annual report (Louisiana Legislature)', url: 'https://legis.la.gov/Legis/LawPrint.aspx?d=76256' },
      { title: 'LegalClarity — Louisiana LLC annual report ($30)', url: 'https://legalclarity.org/filing-an-llc-annual-report-in-louisiana-what-you-need-to-know' },
      { title: 'Best LLC Services — Louisiana articles of organization ($100)', url: 'https://bestllcservices.com/louisiana-llc-articles-of-organization/' },
      stateSite('Louisiana', 'https://www.sos.la.gov/BusinessServices/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'MA', name: 'Massachusetts', formationFee: 500, reportFee: 500, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report on or before the anniversary date of the filing of the certificate of organization (950 CMR 112.14).',
    notes: 'Annual report $500 read in 950 CMR 112.14 (Secretary of the Commonwealth). Certificate of organization $500 by mail ($520 online per guides).',
    sources: [
      { title: 'Massachusetts Secretary of the Commonwealth — 950 CMR 112.00, Limited Liability Companies', url: 'https://www.sec.state.ma.us/divisions/corporations/pdf-html/950_cmr_112_limited_liability_companies.htm' },
      { title: '950 CMR 112.14, LLC annual report (copy)', url: 'http://print.casetext.com/regulation/code-of-massachusetts-regulations/department-950-cmr-office-of-the-secretary-of-the-commonwealth/title-950-cmr-11200-limited-liability-companies/section-11214-limited-liability-company-annual-report' },
      { title: 'LegalClarity — Massachusetts LLC certificate of organization ($500)', url: 'https://legalclarity.org/massachusetts-llc-articles-of-organization-how-to-file/' },
      { title: 'UpCounsel — Massachusetts Secretary of State LLC ($500 mail, $520 online)', url: 'https://www.upcounsel.com/massachusetts-secretary-of-state-llc' },
    ],
    confidence: 'medium',
  }),
  row({
    state: 'MD', name: 'Maryland', formationFee: 100, reportFee: 300, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report (with the personal property return) due April 15, from the year after formation.',
    notes: 'Personal property tax may be due on top if the LLC has Maryland business personal property.',
    sources: [
      { title: 'LLC University — Maryland LLC annual report', url: 'https://www.llcuniversity.com/maryland-llc/annual-report/' },
      { title: 'LegalClarity — Maryland articles of organization', url: 'https://legalclarity.org/filing-and-compliance-for-maryland-articles-of-organization' },
      stateSite('Maryland', 'https://dat.maryland.gov'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'ME', name: 'Maine', formationFee: 175, reportFee: 85, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report due June 1, from the year after formation (per the compiled dataset).',
    notes: 'Certificate of formation $175 (mail only) and annual report $85; guides agree with the compiled dataset.',
    sources: [
      { title: 'Reference180 — Maine LLC fee schedule', url: 'https://reference180.com/how-to-form-an-llc-in-maine/' },
      { title: 'LLC University — Maine LLC forms and costs', url: 'https://www.llcuniversity.com/maine-llc/forms/' },
      stateSite('Maine', 'https://www.maine.gov/sos/cec/corp/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'MI', name: 'Michigan', formationFee: 50, reportFee: 25, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual statement due February 15, from the year after formation (LLCs formed after September 30 skip the first February 15).',
    notes: 'Articles of organization $50; annual statement $25.',
    sources: [
      { title: 'Bizfluent — Michigan LLC annual statement ($25, February 15)', url: 'https://bizfluent.com/info-7946207-annual-report-llc-michigan.html' },
      { title: 'Best LLC Services — Michigan articles of organization ($50)', url: 'https://bestllcservices.com/michigan-llc-articles-of-organization/' },
      stateSite('Michigan', 'https://www.michigan.gov/lara/bureau-list/cscl'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'MN', name: 'Minnesota', formationFee: 155, reportFee: 0, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual renewal (free) by December 31 of each year after the year of formation.',
    notes: 'Articles $155 online or in person ($135 by mail). The renewal is free but required: missing it leads to administrative termination.',
    sources: [
      { title: 'FormanLLC — Minnesota articles of organization ($155 online, $135 mail)', url: 'http://formanllc.org/mn/how-to-form-a-domestic-limited-liability-company-in-minnesota-limited-liability-company-articles-of-organization/' },
      { title: 'UpCounsel — Minnesota LLC annual renewal (no fee)', url: 'https://www.upcounsel.com/mn-secretary-of-state-business-renewal' },
      stateSite('Minnesota', 'https://www.sos.state.mn.us/business-liens/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'MO', name: 'Missouri', formationFee: 50, reportFee: 0, reportFrequency: 'none', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'No annual report for LLCs.',
    notes: `Formation $50 online per the ${COMPILED} only (a 2008 page gave $105); no annual report (also in the 2008 page).`,
    sources: [
      { title: 'FindLegalForms — Limited liability companies, Missouri (2008; no annual report)', url: 'https://findlegalforms.com/articles/limited-liability-information/limited-liability-companies-missouri' },
      stateSite('Missouri', 'https://www.sos.mo.gov/business'),
    ],
    confidence: 'medium-low',
  }),
  row({
    state: 'MS', name: 'Mississippi', formationFee: 50, reportFee: 0, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report (free, online only) by April 15, from the year after formation.',
    notes: 'Certificate of formation $50; the annual report has no fee for LLCs.',
    sources: [
      { title: 'Reference180 — Mississippi LLC fee schedule ($50; report no fee)', url: 'https://reference180.com/how-to-form-an-llc-in-mississippi/' },
      { title: 'LLCinfo — Mississippi LLC (report due April 15)', url: 'https://llcinfo.com/start-an-llc/mississippi-llc/' },
      stateSite('Mississippi', 'https://www.sos.ms.gov/business-services'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'MT', name: 'Montana', formationFee: 35, reportFee: 20, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report January 1 to April 15, from the year after formation.',
    notes: 'Legalnature (2026) also gives $35, the lowest formation fee of any state.',
    sources: [
      { title: 'Legalnature — How to start an LLC in your state', url: 'https://prod-static-1.legalnature.com/guides/how-to-start-an-llc-in-your-state' },
      stateSite('Montana', 'https://sosmt.gov/business/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'NC', name: 'North Carolina', formationFee: 125, reportFee: 200, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report due April 15, from the year after formation.',
    notes: `Figures of the ${COMPILED}, also given by the LLCAtlas comparison table (per the research); not read on the state's site.`,
    sources: [stateSite('North Carolina', 'https://www.sosnc.gov/divisions/business_registration')],
    confidence: 'medium',
  }),
  row({
    state: 'ND', name: 'North Dakota', formationFee: 135, reportFee: 50, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report due November 15, from the year after formation (per the compiled dataset).',
    notes: 'Articles $135 and annual report $50 per guides.',
    sources: [
      { title: 'Legal Marketplace — North Dakota articles of organization ($135)', url: 'http://legalmarketplace.net/blog_topicview.asp?Blog_Topic_Pkey=513' },
      { title: 'UpCounsel — North Dakota annual report ($50 for LLCs)', url: 'https://www.upcounsel.com/north-dakota-annual-report' },
      stateSite('North Dakota', 'https://firststop.sos.nd.gov'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'NE', name: 'Nebraska', formationFee: 100, reportFee: 10, reportFrequency: 'biennial', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Biennial report January 1 to April 1 of the odd-numbered year after the calendar year of formation, then every odd year (Neb. Rev. Stat. 21-125).',
    notes: 'Certificate of organization $100 filed electronically ($110 in writing), Neb. Rev. Stat. 21-192, which also charges $10 for a certificate. Biennial report $10 (LLC University) vs $13 (compiled dataset): unresolved. Notice of organization must be published for three consecutive weeks (cost not included).',
    sources: [
      { title: 'Neb. Rev. Stat. 21-192, fees (Nebraska Legislature)', url: 'https://nebraskalegislature.gov/laws/statutes.php?statute=21-192' },
      { title: 'Neb. Rev. Stat. 21-125, biennial report (copy)', url: 'https://nonprofitam.org/biennal-report' },
      { title: 'LLC University — Nebraska LLC forms', url: 'https://www.llcuniversity.com/nebraska-llc/forms/' },
      stateSite('Nebraska', 'https://sos.nebraska.gov/business-services'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'NH', name: 'New Hampshire', formationFee: 100, reportFee: 100, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report January 1 to April 1 of the year after formation (RSA 304-C:194).',
    notes: 'Certificate of formation $100; annual report $100 ($2 more online per LLC University).',
    sources: [
      { title: 'RSA 304-C:194, annual report (copy)', url: 'https://lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_304-c_194' },
      { title: 'LLC University — New Hampshire LLC annual report ($100)', url: 'https://www.llcuniversity.com/new-hampshire-llc/annual-report/' },
      { title: 'FormanLLC — New Hampshire certificate of formation ($100)', url: 'http://formanllc.org/nh/how-to-form-a-domestic-limited-liability-company-in-new-hampshire-certificate-of-formation-limited-liability-company-form-llc-1_/' },
      stateSite('New Hampshire', 'https://www.sos.nh.gov/corporation-ucc-securities'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'NJ', name: 'New Jersey', formationFee: 125, reportFee: 75, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report by the end of the anniversary month.',
    notes: `Certificate of formation $125 (also in the old act, N.J.S. 42:2B-65). Annual report $75 per the ${COMPILED} only; the old act and older guides say $50.`,
    sources: [
      { title: 'N.J.S. 42:2B-65, fees (copy of the former LLC act)', url: 'http://laws9.com/statutes/new-jersey/title-42/section-42-2b/42-2b-65' },
      stateSite('New Jersey', 'https://www.njportal.com/DOR/BusinessFormation/'),
    ],
    confidence: 'medium-low',
  }),
  row({
    state: 'NM', name: 'New Mexico', formationFee: 50, reportFee: 0, reportFrequency: 'none', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'No annual report for LLCs.',
    notes: 'Articles of organization $50; no annual reports or fees (guides agree).',
    sources: [
      { title: 'ILRG — New Mexico articles of organization (no annual reports)', url: 'https://ilrg.com/forms/llc-articlesorg/us/nm' },
      { title: 'FD Lawyers — Forming a limited liability company in New Mexico ($50)', url: 'https://www.fdlawyersnm.com/business/forming-a-limited-liability-company/' },
      stateSite('New Mexico', 'https://www.sos.nm.gov/business-services/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'NV', name: 'Nevada', formationFee: 425, reportFee: 150, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 200, annualTaxInFirstYear: false,
    firstDue: 'The initial list and the first state business license are filed and paid with the articles; then the annual list and license by the end of the anniversary month.',
    notes: 'Formation $425 = articles $75 + initial list $150 + state business license $200 (existing law as summarized in the Legislative Counsel\'s digest of a 2025 bill; NRS 86.263). Recurring: annual list $150 + business license $200 = $350 a year; the license is counted as the annual tax, and the first one is inside the formation fee.',
    sources: [
      { title: 'Nevada 83rd session bill digest (existing law: $75, $150, $200)', url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=NVB00008749&billsummary_session=83&billsummary_state=nv' },
      { title: 'NRS 86.263, lists and fees (copy)', url: 'https://lawserver.com/?p=30020853' },
      stateSite('Nevada', 'https://www.nvsilverflume.gov'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'NY', name: 'New York', formationFee: 200, reportFee: 9, reportFrequency: 'biennial', reportDueInFirstYear: false,
    annualTax: 25, annualTaxInFirstYear: true,
    firstDue: 'Biennial statement in the anniversary month, every two years; the LLC filing fee (Form IT-204-LL) each year the LLC has New York source income.',
    notes: 'Added to the research figures: a single-member LLC with New York source income pays an annual filing fee of $25 (Department of Taxation and Finance; amount per the form\'s instructions as quoted); LLCs taxed as partnerships pay more as their New York gross income grows. Publication in two newspapers within 120 days of formation is required (roughly $300 to $2,000 by county per the compiled dataset; not included).',
    sources: [
      { title: 'NYS Department of Taxation and Finance — Partnership, LLC, and LLP annual filing fee', url: 'https://www.tax.ny.gov/pit/efile/annual_filing_fee.htm' },
      { title: 'Aggarwal CPA — Instructions for Form IT-204-LL ($25)', url: 'https://www.aggarwalcpa.com/blog/instructions-for-form-it-204-ll' },
      stateSite('New York', 'https://dos.ny.gov/corporations-state-records-and-ucc'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'OH', name: 'Ohio', formationFee: 99, reportFee: 0, reportFrequency: 'none', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'No annual report.',
    notes: 'The Commercial Activity Tax applies only above a high gross-receipts threshold (not quantified here).',
    sources: [stateSite('Ohio', 'https://www.ohiosos.gov/businesses/')],
    confidence: 'medium',
  }),
  row({
    state: 'OK', name: 'Oklahoma', formationFee: 100, reportFee: 25, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual certificate due on the anniversary date of formation (per the compiled dataset).',
    notes: `Articles $100 (guides agree). Annual certificate $25 and its due date per the ${COMPILED} only.`,
    sources: [
      { title: 'Legal Beagle — Oklahoma LLC rules ($100; annual certificate)', url: 'https://legalbeagle.com/12716260-oklahoma-llc-rules.html' },
      stateSite('Oklahoma', 'https://www.sos.ok.gov/business/'),
    ],
    confidence: 'medium-low',
  }),
  row({
    state: 'OR', name: 'Oregon', formationFee: 100, reportFee: 100, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report by the anniversary of formation (ORS 63.787).',
    notes: 'Articles of organization $100 and annual report (renewal) $100 per guides.',
    sources: [
      { title: 'ORS 63.787, annual report (copy)', url: 'https://lawserver.com/law/state/oregon/or-statutes/oregon_statutes_63-787' },
      { title: 'UpCounsel — Oregon LLC annual report ($100)', url: 'https://www.upcounsel.com/oregon-llc-annual-report' },
      stateSite('Oregon', 'https://sos.oregon.gov/business/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'PA', name: 'Pennsylvania', formationFee: 125, reportFee: 7, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report before October 1 of each year, beginning the calendar year after formation (15 Pa.C.S. 146).',
    notes: 'Annual reports replaced the decennial filing from 2025 (Act 122 of 2022); $7 for LLCs (law-firm notes). Three missed years lead to administrative dissolution. Formation $125 per the compiled dataset and LLCAtlas.',
    sources: [
      { title: '15 Pa.C.S. 146, annual report (copy)', url: 'https://instalawyer.io/laws/pennsylvania-consolidated-unconsolidated-statutes/section-146-annual-report' },
      { title: 'Klehr Harrison — Pennsylvania annual reporting requirement beginning 2025 ($7)', url: 'https://klehr.com/publications/pennsylvania-business-annual-reporting-requirement-beginning-2025' },
      stateSite('Pennsylvania', 'https://www.dos.pa.gov/BusinessCharities/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'RI', name: 'Rhode Island', formationFee: 150, reportFee: 50, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 400, annualTaxInFirstYear: true,
    firstDue: 'Annual report February 1 to May 1, from the year after formation; the annual charge with the LLC\'s Rhode Island return.',
    notes: `Added to the research figures: every LLC, a disregarded single-member LLC included, pays an annual charge equal to the minimum corporate tax (280-RICR-20-25-7.6, Division of Taxation), $400 per secondary sources. A 2025 bill (S 0413) amending the LLC act was introduced; its fate was not checked. Annual report $50 per the ${COMPILED} only.`,
    sources: [
      { title: 'Rhode Island Division of Taxation — 280-RICR-20-25-7, LLCs (annual charge)', url: 'https://rules.sos.ri.gov/regulations/Part/280-20-25-7' },
      { title: '280-RICR-20-25-7.6, annual charge (copy)', url: 'https://regulations.justia.com/states/rhode-island/title-280/chapter-20/subchapter-25/part-7/section-280-ricr-20-25-7-6' },
      { title: 'UpCounsel — Rhode Island LLC tax ($400 minimum; $150 articles)', url: 'https://www.upcounsel.com/rhode-island-llc-tax' },
      stateSite('Rhode Island', 'https://www.sos.ri.gov/divisions/business-services'),
    ],
    confidence: 'medium-low',
  }),
  row({
    state: 'SC', name: 'South Carolina', formationFee: 110, reportFee: 0, reportFrequency: 'none', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'No annual report for LLCs (unless taxed as a corporation).',
    notes: 'Articles of organization $110 (one guide says $125 online).',
    sources: [
      { title: 'Reference180 — South Carolina LLC fee schedule ($110)', url: 'https://reference180.com/how-to-form-an-llc-in-south-carolina/' },
      { title: 'IncNow — South Carolina LLC (no annual report)', url: 'https://incnow.com/south-carolina' },
      { title: 'LegalClarity — South Carolina articles of organization ($110 mail, $125 online)', url: 'https://legalclarity.org/south-carolina-articles-of-organization-example-and-filing/' },
      stateSite('South Carolina', 'https://sos.sc.gov/online-filings'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'SD', name: 'South Dakota', formationFee: 150, reportFee: 55, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report by the first day of the anniversary month (per the compiled dataset).',
    notes: 'Articles $150 and annual report $55 (SDCL 47-34A-212 as amended by a 2025 act on Secretary of State fees; the compiled dataset still says $50). Due date per the compiled dataset only.',
    sources: [
      { title: 'SDCL 47-34A-212, fees (copy)', url: 'https://lexace.ai/us/statute/south-dakota/47-34A-212' },
      { title: 'South Dakota Legislature — 2025 act to amend certain fees collected by the secretary of state (enrolled)', url: 'https://sdlegislature.gov/Session/Bill/25613/283437' },
      { title: 'FastDemocracy — summary of the 2025 South Dakota fee bill (annual report $55)', url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=SDB00006844&billsummary_session=2025&billsummary_state=sd' },
      stateSite('South Dakota', 'https://sdsos.gov/business-services/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'TN', name: 'Tennessee', formationFee: 300, reportFee: 300, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 100, annualTaxInFirstYear: true,
    firstDue: 'Annual report by the 1st day of the 4th month after the fiscal year (April 1 for a calendar year), from the year after formation; franchise and excise tax return for the formation year the following spring.',
    notes: 'Articles and annual report are each $50 per member, minimum $300, maximum $3,000 (these figures assume 1 to 6 members). Franchise tax 0.25 % of net worth, $100 minimum (counted here), plus excise tax of 6.5 % of net earnings (not included).',
    sources: [
      { title: 'Tennessee Secretary of State — Forms and fees (cited by the research\'s LLCAtlas source; not read)', url: 'https://sos.tn.gov/businesses/forms-and-fees' },
      { title: 'Tennessee Department of Revenue — Franchise and excise tax (cited by the same source; not read)', url: 'https://www.tn.gov/revenue/taxes/franchise---excise-tax.html' },
    ],
    confidence: 'medium',
  }),
  row({
    state: 'TX', name: 'Texas', formationFee: 300, reportFee: 0, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Public Information Report (free) with the Comptroller each May 15, from the year after formation.',
    notes: 'No franchise tax when annualized total revenue is at or below the no-tax-due threshold, $2.65 million for 2026 reports; the No Tax Due Report is gone, but the Public Information Report is still required (Comptroller). Certificate of formation (Form 205) $300 per guides.',
    sources: [
      { title: 'Texas Comptroller — 2026 franchise tax forms (no tax due threshold $2.65 million)', url: 'https://comptroller.texas.gov/taxes/franchise/forms/2026-franchise.php' },
      { title: 'Texas Comptroller — Requirements for reporting and paying franchise tax', url: 'https://comptroller.texas.gov/taxes/franchise/filing-requirements.php' },
      { title: 'LLC Texas — Certificate of formation, Form 205 ($300)', url: 'https://www.llctexas.org/start-your-llc/filing-document/' },
      { title: 'doola — Form 205 ($300 filing fee)', url: 'https://www.doola.com/blog/form-205-llc/' },
    ],
    confidence: 'medium',
  }),
  row({
    state: 'UT', name: 'Utah', formationFee: 59, reportFee: 18, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual renewal in the anniversary month.',
    notes: 'FY2026 fee schedule (effective 2025-07-01): certificate of organization $59, annual renewal $18 ($10 late fee). Older guides say $54.',
    sources: [
      { title: 'Zenind — How much does an LLC cost in Utah (2026-01-19)', url: 'https://www.zenind.com/en-US/help/post/how-much-does-an-llc-cost-in-utah-' },
      { title: 'Zenind — Utah LLC filing fees 2026', url: 'https://www.zenind.com/help/post/utah-llc-filing-fees-and-requirements-2026-guide' },
      stateSite('Utah', 'https://corporations.utah.gov'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'VA', name: 'Virginia', formationFee: 100, reportFee: 50, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual registration fee by the end of the anniversary month.',
    notes: `The recurring cost is the $50 annual registration fee (no separate annual report). Figures of the ${COMPILED} and the LLCAtlas title; not read on the SCC's site.`,
    sources: [stateSite('Virginia', 'https://cis.scc.virginia.gov')],
    confidence: 'medium',
  }),
  row({
    state: 'VT', name: 'Vermont', formationFee: 155, reportFee: 45, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report within the first months after the end of the fiscal year, from the year after formation.',
    notes: 'Articles $155 and domestic annual report $45 read in 11 V.S.A. 4012 (amended 2023, No. 77); the compiled dataset\'s $35 and older $125 formation figures are outdated. Vermont also levies a $250 minimum business entity tax on LLCs that file Form BI-471 (taxed as partnerships); whether a single-member LLC owes it was not verified, so it is not included.',
    sources: [
      { title: '11 V.S.A. 4012, fees (copy current through 2024)', url: 'https://casetext.com/statute/vermont-statutes/title-11-corporations-partnerships-and-associations/chapter-25-limited-liability-companies/subchapter-1-general-provisions/section-4012-fees' },
      { title: 'Nolo — Vermont LLC annual report and tax filing requirements ($250 business entity tax)', url: 'https://www.nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-vermont-llcs.html' },
      stateSite('Vermont', 'https://sos.vermont.gov/corporations/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'WA', name: 'Washington', formationFee: 200, reportFee: 70, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Initial report within 120 days (free with the formation filing); annual report by the end of the anniversary month.',
    notes: 'Certificate of formation $180 by mail or $200 online (processing fee included). State business and occupation tax and the business license (Department of Revenue) are separate and not included.',
    sources: [
      { title: 'LLCAtlas — Washington LLC', url: 'https://llcatlas.com/llc/washington/' },
      { title: 'TrademarkLens — Washington LLC formation and annual report', url: 'https://www.trademarklens.com/guides/washington-llc-formation-sos-annual-report' },
      stateSite('Washington', 'https://www.sos.wa.gov/corporations-charities'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'WI', name: 'Wisconsin', formationFee: 130, reportFee: 25, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report by the end of the calendar quarter in which the LLC was registered, from the year after formation.',
    notes: 'Articles $130 online ($170 by mail).',
    sources: [
      { title: 'UpCounsel — Wisconsin LLC articles of organization ($130 online, $170 mail)', url: 'https://www.upcounsel.com/wisconsin-llc-articles-of-organization' },
      { title: 'Surya Padhi EA — Wisconsin annual report (quarter-based due dates)', url: 'https://suryapadhiea.com/wisconsin-annual-report' },
      stateSite('Wisconsin', 'https://www.wdfi.org/corporations/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'WV', name: 'West Virginia', formationFee: 100, reportFee: 25, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report January 1 to July 1, from the year after formation (per the compiled dataset).',
    notes: 'Articles $100 and annual report $25 (fee schedule in a guide agrees with the compiled dataset).',
    sources: [
      { title: 'Reference180 — West Virginia LLC fee schedule', url: 'https://reference180.com/how-to-form-an-llc-in-west-virginia/' },
      stateSite('West Virginia', 'https://sos.wv.gov/business/'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'WY', name: 'Wyoming', formationFee: 100, reportFee: 60, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report and license fee on or before the first day of the month of organization each year (W.S. 17-29-209), so the first falls due before the first anniversary.',
    notes: 'The annual report fee is the license fee: $60 or two-tenths of a mill on the dollar ($0.0002) of Wyoming assets, whichever is greater (W.S. 17-29-209); counted once, as the report fee. Older guides still say $50. Articles of organization $100 per guides.',
    sources: [
      { title: 'W.S. 17-29-209, annual report for secretary of state (copy current through the 2024 Budget Session)', url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/title-17-corporations-partnerships-and-associations/chapter-29-wyoming-limited-liability-company-act/article-2-formation-articles-of-organization-and-other-filings/section-17-29-209-annual-report-for-secretary-of-state' },
      { title: 'LLC University — Wyoming LLC filing forms ($100)', url: 'https://www.llcuniversity.com/wyoming-llc/forms/' },
      stateSite('Wyoming', 'https://sos.wyo.gov/Business/'),
    ],
    confidence: 'medium',
  }),
];

/** Row by USPS code. */
export const llcStateFeesByCode: ReadonlyMap<string, LlcStateFeeRow> = new Map(llcStateFees.map((r) => [r.state, r]));

/** Years between periodic reports (0: no report). */
export function reportIntervalYears(frequency: ReportFrequency): number {
  return frequency === 'annual' ? 1 : frequency === 'biennial' ? 2 : 0;
}

const FREQUENCY_ES: Record<ReportFrequency, string> = { annual: 'anual', biennial: 'bienal', none: 'ninguno' };
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** The table as a published dataset (list-datasets, /datasets/us-llc-state-fees); register it in src/datasets/index.ts. */
export const llcStateFeesDataset: Dataset = {
  slug: LLC_FEES_DATASET_ID,
  name: { en: LLC_FEES_DATASET_NAME, es: 'Tasas estatales de las LLC en EE. UU. (constitución, informe periódico, impuesto anual mínimo)' },
  description: {
    en:
      'For the 50 states and DC: the state fee to form a domestic LLC, the annual or biennial report fee and how often it is due, the ' +
      'minimum annual tax, franchise tax or license fee of a small LLC, when the first report and tax fall due, notes, the sources of ' +
      'each row and its confidence. It is the table behind llc-costs.',
    es:
      'Para los 50 estados y el Distrito de Columbia: la tasa estatal para constituir una LLC, la tasa del informe anual o bienal y su ' +
      'periodicidad, el impuesto anual mínimo, impuesto de franquicia o licencia de una LLC pequeña, cuándo vencen el primer informe ' +
      'y el primer impuesto, notas, las fuentes de cada fila y su grado de confianza. Es la tabla de llc-costs.',
  },
  lastChecked: LLC_FEES_LAST_CHECKED,
  sources: [...new Map(llcStateFees.flatMap((r) => r.sources).map((s) => [s.url, s])).values()],
  data: () => ({ id: LLC_FEES_DATASET_ID, lastChecked: LLC_FEES_LAST_CHECKED, rows: llcStateFees }),
  table: (locale) => ({
    columns:
      locale === 'es'
        ? ['Estado', 'Constitución', 'Informe', 'Periodicidad', 'Impuesto anual', 'Confianza']
        : ['State', 'Formation', 'Report fee', 'Frequency', 'Annual tax', 'Confidence'],
    rows: llcStateFees.map((r) => [
      `${r.state} ${r.name}`,
      money(r.formationFee),
      money(r.reportFee),
      locale === 'es' ? FREQUENCY_ES[r.reportFrequency] : r.reportFrequency,
      money(r.annualTax),
      r.confidence,
    ]),
  }),
};
