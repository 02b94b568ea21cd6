import type { Dataset, DatasetSource } from '../../datasets/dataset.js';
import type { Confidence } from '../rule-set.js';
import { formatMoney } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { confidenceLabel } from '../../datasets/dataset-format.js';
import { nameDataset } from '../dataset-names.js';

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

/**
 * Whether the LLC must publish notice of its formation in newspapers: 'required' everywhere in the state (New York,
 * Nebraska), 'some-counties' (Arizona: not where the known place of business is in Maricopa or Pima county), or 'none'.
 * What the newspapers charge is never included: no state publishes it and it varies by county and newspaper.
 */
export type Publication = 'none' | 'required' | 'some-counties';

/** How the formation fee is filed: the standard online filing, or on paper where that is the fee the row gives. */
export type FiledBy = 'online' | 'paper';

export interface LlcStateFeeRow {
  /** USPS code. */
  state: string;
  name: string;
  /** State fee to form a domestic LLC, filed as `formationFiledBy` says, in US dollars. */
  formationFee: number;
  /** How formationFee is filed: 'online' (the standard filing) or 'paper' where only the paper fee is verified. */
  formationFiledBy: FiledBy;
  /** Newspaper publication of the formation: required, required in some counties, or none (its cost is never included). */
  publication: Publication;
  /** State fee to file the proof of publication (New York's certificate of publication, $50), counted in year one; 0 when none. */
  publicationFilingFee: number;
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
  /** The same two texts in Spanish (natural Spanish as used in Spain), for the Spanish page of llc-costs. */
  es: { firstDue: string; notes: string };
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
const STATE_SITE = ' — official business filing site (linked by the compiled dataset; the fee pages were not read)';
/** The state's own business-filing site, as linked by the compiled dataset: where to confirm a fee before filing. */
const stateSite = (state: string, url: string): DatasetSource => ({ title: `${state}${STATE_SITE}`, url });

/**
 * A source's title on the Spanish page: the titles written here (the state sites, the two aggregators' notes) in
 * Spanish; the titles of the documents cited stay as they are published.
 */
export function sourceTitleEs(title: string): string {
  if (title.endsWith(STATE_SITE)) {
    return `${title.slice(0, -STATE_SITE.length)} — sitio oficial de registro mercantil (enlazado por el conjunto de datos recopilado; no se leyeron las páginas de tasas)`;
  }
  if (title === CREDITDONKEY.title) return 'CreditDonkey — How much does an LLC cost by state (10 oct 2024; filas AL–IN comprobadas por la investigación)';
  if (title === PERFORMANCE_WEST.title) return 'Performance West — State annual fees table (1 abr 2026; filas AL–DC comprobadas por la investigación)';
  return title;
}
const COMPILED = 'compiled dataset reviewed 2026-10-06';
const COMPILED_ES = 'conjunto de datos recopilado revisado el 6 oct 2026';
const DAY = LLC_FEES_LAST_CHECKED;

type RowInput = Omit<LlcStateFeeRow, 'lastChecked' | 'formationFiledBy' | 'publication' | 'publicationFilingFee'> &
  Partial<Pick<LlcStateFeeRow, 'lastChecked' | 'formationFiledBy' | 'publication' | 'publicationFilingFee'>>;

/** Rows re-checked for newspaper publication and the filing method (NY, MA, AZ, NE). */
const PUBLICATION_CHECK = '2026-11-24';

/** A row checked on DAY unless it says otherwise; filed online, with no newspaper publication, unless it says otherwise. */
const row = ({ lastChecked, ...r }: RowInput): LlcStateFeeRow => ({
  ...r,
  formationFiledBy: r.formationFiledBy ?? 'online',
  publication: r.publication ?? 'none',
  publicationFilingFee: r.publicationFilingFee ?? 0,
  lastChecked: lastChecked ?? DAY,
});

/** The 51 rows, sorted by USPS code. */
export const llcStateFees: readonly LlcStateFeeRow[] = [
  row({
    state: 'AK', name: 'Alaska', formationFee: 250, reportFee: 100, reportFrequency: 'biennial', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'A free initial report within 6 months of formation; then a biennial report due January 2 of every even year for LLCs formed in an even year (odd years if formed in an odd year).',
    notes: `Formation $250 and biennial report $100 from three aggregators that agree (${COMPILED}, CreditDonkey, Performance West); the fees were not read on the Division's pages. Due dates read on the Division of Corporations' biennial report FAQ. A state business license (about $50 a year per the compiled dataset) is separate and not included.`,
    es: {
      firstDue: 'Un informe inicial gratuito en los 6 meses siguientes a la constitución; después, un informe bienal que vence el 2 de enero de cada año par para las LLC constituidas en un año par (de cada año impar si se constituyeron en un año impar).',
      notes: `Constitución 250 US$ e informe bienal 100 US$ según tres agregadores que coinciden (${COMPILED_ES}, CreditDonkey, Performance West); las tasas no se leyeron en las páginas de la División. Plazos leídos en las preguntas frecuentes sobre el informe bienal de la División de Sociedades de Alaska. La licencia estatal de actividad (unos 50 US$ al año según el conjunto de datos recopilado) es aparte y no se incluye.`,
    },
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
    es: {
      firstDue: 'Las LLC no presentan informe anual ante el Secretary of State; no hay declaración del Business Privilege Tax cuando el impuesto sería de 100 US$ o menos.',
      notes: 'Business Privilege Tax: en los ejercicios que empiezan después de 2023, un impuesto de 100 US$ o menos está totalmente exento y no hay que presentar declaración (Ley 2022-252; anuncio del ADOR), así que el mínimo de una LLC pequeña es 0 US$; las LLC mayores pagan el impuesto sobre su patrimonio neto en Alabama. Algunos agregadores antiguos aún indican un mínimo de 50 US$ (la tarifa de 2023, que solo rigió ese año). Desde 2024 solo las sociedades anónimas presentan el informe anual de 10 US$ ante la SOS. Hay que obtener un certificado de reserva de nombre antes de presentar el certificado de constitución (página del Secretary of State); su tasa (unos 28 US$ en línea según las guías) no se incluye. Constitución 200 US$ según los agregadores.',
    },
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
    es: {
      firstDue: 'Informe anual del impuesto de franquicia de la LLC e impuesto de 150 US$, con vencimiento el 1 de mayo del año siguiente a la constitución, por el año que acaba de terminar.',
      notes: 'El informe anual es el informe del impuesto de franquicia, así que su coste se cuenta una sola vez, como el impuesto de 150 US$ (leído en el formulario del informe de 2024 del Secretary of State). Constitución 45 US$ en línea (50 US$ en papel) según las guías.',
    },
    sources: [
      { title: 'Arkansas Secretary of State — Annual LLC Franchise Tax Report 2024 (copy of the form)', url: 'https://ses.stf.com/bookmarks/Justyna%20Hall/AR_wsw/0009/202001020743442057764.htm' },
      { title: 'Best LLC Services — Arkansas articles of organization ($45 online, $50 paper)', url: 'https://bestllcservices.com/arkansas-llc-articles-of-organization/' },
      CREDITDONKEY,
      stateSite('Arkansas', 'https://www.sos.arkansas.gov/business-commercial-services-bcs'),
    ],
    confidence: 'medium',
  }),
  row({
    lastChecked: PUBLICATION_CHECK,
    state: 'AZ', name: 'Arizona', formationFee: 50, reportFee: 0, reportFrequency: 'none', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true, publication: 'some-counties',
    firstDue: 'No annual report for LLCs. Outside Maricopa and Pima counties, a notice of the filing published within 60 days after the Commission files the articles.',
    notes: 'Articles of organization $50 (an older copy of the statute, A.R.S. 29-851, and current guides agree); $35 more for expedited filing. Publication: A.R.S. 29-3201(G) (a law firm\'s copy of the statute) requires, within 60 days after the Commission files the articles, either a notice of the filing published in a newspaper of general circulation in the county of the known place of business or the Commission\'s own publication in its database; guides agree that the database route covers Maricopa and Pima counties, so LLCs elsewhere publish (three publications per the guides). No state fee; the newspaper\'s charge is not included (no official figure).',
    es: {
      firstDue: 'Las LLC no presentan informe anual. Fuera de los condados de Maricopa y Pima, un aviso de la presentación publicado en los 60 días siguientes a que la Comisión registre la escritura.',
      notes: 'Escritura de constitución 50 US$ (coinciden una copia antigua de la ley, A.R.S. 29-851, y las guías actuales); 35 US$ más por la tramitación urgente. Publicación: A.R.S. 29-3201(G) (copia de la ley de un bufete) exige, en los 60 días siguientes a que la Comisión registre la escritura, o bien un aviso de la presentación publicado en un periódico de difusión general del condado del domicilio conocido, o bien la publicación por la propia Comisión en su base de datos; las guías coinciden en que esta segunda vía cubre los condados de Maricopa y Pima, así que las LLC de los demás condados publican (tres publicaciones según las guías). No hay tasa estatal; lo que cobra el periódico no se incluye (no hay cifra oficial).',
    },
    sources: [
      { title: 'A.R.S. 29-3201, formation and articles of organization (copy by Keyt Law)', url: 'https://www.keytlaw.com/azllclaw/ars-section-29-3201/' },
      { title: 'LLC Buddy — Arizona publication requirements (Maricopa and Pima exempt)', url: 'https://llcbuddy.com/arizona-llc/arizona-publication-requirements/' },
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
    es: {
      firstDue: 'Statement of Information en los 90 días siguientes a la constitución y después cada 2 años; el impuesto anual de 800 US$ del primer ejercicio vence el día 15 de su cuarto mes.',
      notes: 'Escritura de constitución 70 US$ y Statement of Information 20 US$ (Código de Gobierno de California, artículo 12190(b) y (k)); impuesto anual de las LLC de 800 US$ (FTB 3556), debido desde el primer año: la exención del primer año solo amparó a las LLC constituidas entre el 1 ene 2021 y el 31 dic 2023. No se incluyen la tasa adicional de las LLC cuando los ingresos totales en California llegan a 250.000 US$ ni la regla de los 15 días para las LLC constituidas al final de un año que no operan en él.',
    },
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
    es: {
      firstDue: 'Informe periódico en un plazo que va de 2 meses antes a 2 meses después del mes del aniversario.',
      notes: 'Tasa del informe periódico 25 US$ desde el 1 jul 2024 (comunicado del Departamento de Estado de Colorado; antes era de 10 US$, como aún dicen muchas guías). Escritura de constitución 50 US$ según las guías.',
    },
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
    es: {
      firstDue: 'Informe anual del 1 de enero al 31 de marzo, a partir del año siguiente a la constitución (una guía dice, en cambio, el mes del aniversario).',
      notes: 'Certificado de constitución 120 US$; informe anual 80 US$ desde el 1 jul 2020 (antes, 20 US$). El impuesto sobre entidades mercantiles de Connecticut ya no se aplica a las LLC.',
    },
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
    es: {
      firstDue: 'Informe bienal con vencimiento el 1 de abril, cada dos años (plazos según el conjunto de datos recopilado).',
      notes: 'Constitución 99 US$ e informe bienal 300 US$ según el conjunto de datos recopilado y Discern; las guías antiguas que citan 220 US$ están superadas. Para la mayoría de las actividades hace falta una licencia básica de actividad (tasa no incluida).',
    },
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
    es: {
      firstDue: 'Sin informe anual; el impuesto anual fijo de 300 US$ de cada año natural vence el 1 de junio del año siguiente, así que el del año de constitución se paga el junio siguiente.',
      notes: 'Impuesto fijo de las LLC de 300 US$, con una sanción de 200 US$ más el 1,5 % al mes si se paga tarde (coinciden agentes registrados y guías; no se leyó el propio 6 Del. C. 18-1107). No se ha confirmado una cifra de 400 US$ para 2026; un proyecto de ley de 2017 (HB 101) proponía 325 US$. Constitución 110 US$ según los agregadores.',
    },
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
    es: {
      firstDue: 'Informe anual del 1 de enero al 1 de mayo, a partir del año siguiente a la constitución (recargo de 400 US$ después del 1 de mayo).',
      notes: 'Constitución 125 US$ = escritura de constitución 100 US$ + designación del agente registrado 25 US$; informe anual 138,75 US$ (el conjunto de datos recopilado lo redondea a 139 US$).',
    },
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
    es: {
      firstDue: 'Registro anual del 1 de enero al 1 de abril, a partir del año siguiente a la constitución.',
      notes: 'Tasas en línea (en papel, 110 US$ la constitución y 60 US$ el informe, según CreditDonkey).',
    },
    sources: [CREDITDONKEY, stateSite('Georgia', 'https://sos.ga.gov/corporations-division')],
    confidence: 'medium',
  }),
  row({
    state: 'HI', name: 'Hawaii', formationFee: 51, reportFee: 15, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report within the calendar quarter of the anniversary of formation, from the year after formation.',
    notes: 'Formation $50 + the mandatory $1 State Archives fee = $51. Annual report $15 (some sources give $12.50 online). The fee list in HRS 428-1301 ($100 articles, $25 report) is not what the Business Registration Division charges today per every current guide, so the guides\' figures are used.',
    es: {
      firstDue: 'Informe anual dentro del trimestre natural del aniversario de la constitución, a partir del año siguiente a la constitución.',
      notes: 'Constitución 50 US$ + la tasa obligatoria de 1 US$ del Archivo del Estado = 51 US$. Informe anual 15 US$ (algunas fuentes dan 12,50 US$ en línea). La lista de tasas de la HRS 428-1301 (100 US$ la escritura, 25 US$ el informe) no es lo que cobra hoy la División de Registro Mercantil según todas las guías actuales, así que se usan las cifras de las guías.',
    },
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
    es: {
      firstDue: 'Informe bienal del 1 de enero al 1 de abril de los años impares; el primero, en el primer año impar tras la constitución.',
      notes: 'Informe bienal 30 US$ en línea (45 US$ en papel) según el Código de Iowa 489.212, de acuerdo con una guía de 2026; una guía más antigua da 45 US$ en línea y 60 US$ por correo.',
    },
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
    es: {
      firstDue: 'Informe anual (gratuito) antes de que termine el mes del aniversario.',
      notes: 'El informe anual es gratuito pero obligatorio.',
    },
    sources: [CREDITDONKEY, stateSite('Idaho', 'https://sos.idaho.gov/business-services/')],
    confidence: 'medium',
  }),
  row({
    state: 'IL', name: 'Illinois', formationFee: 150, reportFee: 75, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report before the first day of the anniversary month (805 ILCS 180/50-1), so the first one falls due before the first anniversary.',
    notes: 'Annual report $75 (reduced from $250 some years ago, per guides). Articles of organization $150 per the compiled dataset and CreditDonkey.',
    es: {
      firstDue: 'Informe anual antes del primer día del mes del aniversario (805 ILCS 180/50-1), así que el primero vence antes del primer aniversario.',
      notes: 'Informe anual 75 US$ (rebajado de 250 US$ hace algunos años, según las guías). Escritura de constitución 150 US$ según el conjunto de datos recopilado y CreditDonkey.',
    },
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
    es: {
      firstDue: 'Informe bienal de la entidad antes de que termine el mes del aniversario, dos años después de la constitución y luego cada dos años.',
      notes: 'Tasas en línea a través de INBiz: constitución entre 95 y 98 US$ en línea (100 US$ por correo); el informe bienal, 32 US$ en línea (50 US$ por correo) según las guías más recientes (las más antiguas dicen 31 US$).',
    },
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
    es: {
      firstDue: 'Informe anual junto con la declaración del impuesto sobre la renta de Kansas: el día 15 del cuarto mes tras el ejercicio (15 de abril para un año natural), a partir del año siguiente a la constitución (K.S.A. 17-76,139).',
      notes: `Constitución 160 US$ en línea según el ${COMPILED_ES}; el formulario en papel del Secretary of State indica 165 US$. Informe anual 50 US$ solo según el conjunto de datos recopilado.`,
    },
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
    es: {
      firstDue: 'Informe anual del 1 de enero al 30 de junio del año siguiente a la constitución; el impuesto sobre entidades de responsabilidad limitada (LLET), con la declaración del año en Kentucky.',
      notes: 'Añadido a las cifras de la investigación: el impuesto sobre entidades de responsabilidad limitada (LLET, KRS 141.0401) tiene un mínimo de 175 US$ para toda LLC que opere en Kentucky; el Departamento de Hacienda considera sujeta a él a la LLC unipersonal cuyo titular es una persona física (artículos de despachos de abogados; el mínimo de la ley solo se leyó en fuentes secundarias). Escritura de constitución 40 US$ e informe anual 15 US$ según las guías.',
    },
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
    es: {
      firstDue: 'Informe anual en la fecha del aniversario de la constitución o antes (La. R.S. 12:1308.1).',
      notes: 'Escritura de constitución 100 US$ e informe anual 30 US$ según las guías (una página de 2008 daba 75 US$ y 25 US$).',
    },
    sources: [
      { title: 'La. R.S. 12:1308.1, annual report (Louisiana Legislature)', url: 'https://legis.la.gov/Legis/LawPrint.aspx?d=76256' },
      { title: 'LegalClarity — Louisiana LLC annual report ($30)', url: 'https://legalclarity.org/filing-an-llc-annual-report-in-louisiana-what-you-need-to-know' },
      { title: 'Best LLC Services — Louisiana articles of organization ($100)', url: 'https://bestllcservices.com/louisiana-llc-articles-of-organization/' },
      stateSite('Louisiana', 'https://www.sos.la.gov/BusinessServices/'),
    ],
    confidence: 'medium',
  }),
  row({
    lastChecked: PUBLICATION_CHECK,
    state: 'MA', name: 'Massachusetts', formationFee: 500, formationFiledBy: 'paper', reportFee: 500, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report on or before the anniversary date of the filing of the certificate of organization (950 CMR 112.14).',
    notes: 'Annual report $500 read in 950 CMR 112.14 (Secretary of the Commonwealth). Certificate of organization $500, the fee for filing it on paper (by mail or in person): the one fee the sources agree on, so it is the one used here, unlike most rows, which give the online fee. Filing online or by fax is reported to cost $520 by two guides; that surcharge was not found in an official text, so it is not used.',
    es: {
      firstDue: 'Informe anual en la fecha del aniversario de la presentación del certificado de constitución o antes (950 CMR 112.14).',
      notes: 'Informe anual 500 US$, leído en 950 CMR 112.14 (secretaría estatal de Massachusetts). Certificado de constitución 500 US$, la tasa por presentarlo en papel (por correo o en persona): la única en la que coinciden las fuentes, así que es la que se usa aquí, a diferencia de la mayoría de las filas, que dan la tasa en línea. Dos guías indican que presentarlo en línea o por fax cuesta 520 US$; ese recargo no se encontró en un texto oficial, así que no se usa.',
    },
    sources: [
      { title: 'Massachusetts Secretary of the Commonwealth — 950 CMR 112.00, Limited Liability Companies', url: 'https://www.sec.state.ma.us/divisions/corporations/pdf-html/950_cmr_112_limited_liability_companies.htm' },
      { title: '950 CMR 112.14, LLC annual report (copy)', url: 'http://print.casetext.com/regulation/code-of-massachusetts-regulations/department-950-cmr-office-of-the-secretary-of-the-commonwealth/title-950-cmr-11200-limited-liability-companies/section-11214-limited-liability-company-annual-report' },
      { title: 'LegalClarity — Massachusetts LLC certificate of organization ($500)', url: 'https://legalclarity.org/massachusetts-llc-articles-of-organization-how-to-file/' },
      { title: 'UpCounsel — Massachusetts Secretary of State LLC ($500 mail, $520 online)', url: 'https://www.upcounsel.com/massachusetts-secretary-of-state-llc' },
      { title: 'Best LLC Services — Massachusetts certificate of organization ($500 on paper, $520 by fax or online)', url: 'https://bestllcservices.com/massachusetts-llc-certificate-of-organization/' },
    ],
    confidence: 'medium',
  }),
  row({
    state: 'MD', name: 'Maryland', formationFee: 100, reportFee: 300, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report (with the personal property return) due April 15, from the year after formation.',
    notes: 'Personal property tax may be due on top if the LLC has Maryland business personal property.',
    es: {
      firstDue: 'Informe anual (con la declaración de bienes muebles) con vencimiento el 15 de abril, a partir del año siguiente a la constitución.',
      notes: 'Además puede deberse el impuesto sobre bienes muebles si la LLC tiene en Maryland bienes muebles afectos a la actividad.',
    },
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
    es: {
      firstDue: 'Informe anual con vencimiento el 1 de junio, a partir del año siguiente a la constitución (según el conjunto de datos recopilado).',
      notes: 'Certificado de constitución 175 US$ (solo por correo) e informe anual 85 US$; las guías coinciden con el conjunto de datos recopilado.',
    },
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
    es: {
      firstDue: 'Declaración anual con vencimiento el 15 de febrero, a partir del año siguiente a la constitución (las LLC constituidas después del 30 de septiembre se saltan el primer 15 de febrero).',
      notes: 'Escritura de constitución 50 US$; declaración anual 25 US$.',
    },
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
    es: {
      firstDue: 'Renovación anual (gratuita) antes del 31 de diciembre de cada año posterior al de la constitución.',
      notes: 'Escritura de constitución 155 US$ en línea o en persona (135 US$ por correo). La renovación es gratuita pero obligatoria: no presentarla lleva a la extinción administrativa.',
    },
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
    es: {
      firstDue: 'Las LLC no presentan informe anual.',
      notes: `Constitución 50 US$ en línea solo según el ${COMPILED_ES} (una página de 2008 daba 105 US$); sin informe anual (también según la página de 2008).`,
    },
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
    es: {
      firstDue: 'Informe anual (gratuito, solo en línea) antes del 15 de abril, a partir del año siguiente a la constitución.',
      notes: 'Certificado de constitución 50 US$; el informe anual no tiene tasa para las LLC.',
    },
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
    es: {
      firstDue: 'Informe anual del 1 de enero al 15 de abril, a partir del año siguiente a la constitución.',
      notes: 'Legalnature (2026) también da 35 US$, la tasa de constitución más baja de todos los estados.',
    },
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
    es: {
      firstDue: 'Informe anual con vencimiento el 15 de abril, a partir del año siguiente a la constitución.',
      notes: `Cifras del ${COMPILED_ES}, que también da la tabla comparativa de LLCAtlas (según la investigación); no se leyeron en el sitio del estado.`,
    },
    sources: [stateSite('North Carolina', 'https://www.sosnc.gov/divisions/business_registration')],
    confidence: 'medium',
  }),
  row({
    state: 'ND', name: 'North Dakota', formationFee: 135, reportFee: 50, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report due November 15, from the year after formation (per the compiled dataset).',
    notes: 'Articles $135 and annual report $50 per guides.',
    es: {
      firstDue: 'Informe anual con vencimiento el 15 de noviembre, a partir del año siguiente a la constitución (según el conjunto de datos recopilado).',
      notes: 'Escritura de constitución 135 US$ e informe anual 50 US$ según las guías.',
    },
    sources: [
      { title: 'Legal Marketplace — North Dakota articles of organization ($135)', url: 'http://legalmarketplace.net/blog_topicview.asp?Blog_Topic_Pkey=513' },
      { title: 'UpCounsel — North Dakota annual report ($50 for LLCs)', url: 'https://www.upcounsel.com/north-dakota-annual-report' },
      stateSite('North Dakota', 'https://firststop.sos.nd.gov'),
    ],
    confidence: 'medium',
  }),
  row({
    lastChecked: PUBLICATION_CHECK,
    state: 'NE', name: 'Nebraska', formationFee: 100, reportFee: 10, reportFrequency: 'biennial', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true, publication: 'required',
    firstDue: 'Biennial report January 1 to April 1 of the odd-numbered year after the calendar year of formation, then every odd year (Neb. Rev. Stat. 21-125).',
    notes: 'Certificate of organization $100 filed electronically ($110 in writing), Neb. Rev. Stat. 21-192, which also charges $10 for a certificate. Biennial report $10 (LLC University) vs $13 (compiled dataset): unresolved. Publication (Neb. Rev. Stat. 21-193 as summarised by guides; the statute itself was not read): a notice of organization published for three successive weeks in a legal newspaper of the county of the designated office, with the proof of publication filed with the Secretary of State. Whether that filing has a fee was not found; the newspaper\'s charge is not included (no official figure). The Secretary of State\'s fee page adds $5 a page as a recording fee to corporate filings; whether that applies to LLC filings was not confirmed, so it is not included.',
    es: {
      firstDue: 'Informe bienal del 1 de enero al 1 de abril del año impar siguiente al año natural de la constitución, y después cada año impar (Neb. Rev. Stat. 21-125).',
      notes: 'Certificado de constitución 100 US$ presentado por vía electrónica (110 US$ por escrito), Neb. Rev. Stat. 21-192, que también cobra 10 US$ por un certificado. Informe bienal 10 US$ (LLC University) frente a 13 US$ (conjunto de datos recopilado): sin resolver. Publicación (Neb. Rev. Stat. 21-193 según las guías; no se leyó la ley): un aviso de constitución publicado durante tres semanas seguidas en un periódico legal del condado de la oficina designada, y la prueba de la publicación presentada ante el Secretary of State. No se encontró si esa presentación tiene tasa; lo que cobra el periódico no se incluye (no hay cifra oficial). La página de tasas del Secretary of State suma 5 US$ por página como tasa de registro a los documentos de las sociedades anónimas; no se confirmó si se aplica a los de las LLC, así que no se incluye.',
    },
    sources: [
      { title: 'Neb. Rev. Stat. 21-192, fees (Nebraska Legislature)', url: 'https://nebraskalegislature.gov/laws/statutes.php?statute=21-192' },
      { title: 'Neb. Rev. Stat. 21-125, biennial report (copy)', url: 'https://nonprofitam.org/biennal-report' },
      { title: 'LLC University — Nebraska LLC forms', url: 'https://www.llcuniversity.com/nebraska-llc/forms/' },
      { title: 'LLC University — Nebraska LLC newspaper publication requirement (section 21-193)', url: 'https://www.llcuniversity.com/nebraska-llc/newspaper-publication-requirements/' },
      { title: 'Nebraska Secretary of State — Forms and fee information ($5 a page recording fee on corporate filings)', url: 'https://sos.nebraska.gov/business-services/forms-and-fee-information' },
      stateSite('Nebraska', 'https://sos.nebraska.gov/business-services'),
    ],
    confidence: 'medium',
  }),
  row({
    state: 'NH', name: 'New Hampshire', formationFee: 100, reportFee: 100, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report January 1 to April 1 of the year after formation (RSA 304-C:194).',
    notes: 'Certificate of formation $100; annual report $100 ($2 more online per LLC University).',
    es: {
      firstDue: 'Informe anual del 1 de enero al 1 de abril del año siguiente a la constitución (RSA 304-C:194).',
      notes: 'Certificado de constitución 100 US$; informe anual 100 US$ (2 US$ más en línea según LLC University).',
    },
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
    es: {
      firstDue: 'Informe anual antes de que termine el mes del aniversario.',
      notes: `Certificado de constitución 125 US$ (también en la ley anterior, N.J.S. 42:2B-65). Informe anual 75 US$ solo según el ${COMPILED_ES}; la ley anterior y las guías más antiguas dicen 50 US$.`,
    },
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
    es: {
      firstDue: 'Las LLC no presentan informe anual.',
      notes: 'Escritura de constitución 50 US$; sin informes ni tasas anuales (las guías coinciden).',
    },
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
    es: {
      firstDue: 'La lista inicial y la primera licencia estatal de actividad se presentan y pagan con la escritura de constitución; después, la lista anual y la licencia, antes de que termine el mes del aniversario.',
      notes: 'Constitución 425 US$ = escritura 75 US$ + lista inicial 150 US$ + licencia estatal de actividad 200 US$ (la ley vigente según el resumen de un proyecto de ley de 2025 hecho por los servicios jurídicos del legislativo; NRS 86.263). Recurrente: lista anual 150 US$ + licencia de actividad 200 US$ = 350 US$ al año; la licencia se cuenta como el impuesto anual, y la primera va incluida en la tasa de constitución.',
    },
    sources: [
      { title: 'Nevada 83rd session bill digest (existing law: $75, $150, $200)', url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=NVB00008749&billsummary_session=83&billsummary_state=nv' },
      { title: 'NRS 86.263, lists and fees (copy)', url: 'https://lawserver.com/?p=30020853' },
      stateSite('Nevada', 'https://www.nvsilverflume.gov'),
    ],
    confidence: 'medium',
  }),
  row({
    lastChecked: PUBLICATION_CHECK,
    state: 'NY', name: 'New York', formationFee: 200, reportFee: 9, reportFrequency: 'biennial', reportDueInFirstYear: false,
    annualTax: 25, annualTaxInFirstYear: true, publication: 'required', publicationFilingFee: 50,
    firstDue: 'Newspaper publication within 120 days of formation, then the certificate of publication ($50) filed with the Department of State; biennial statement in the anniversary month, every two years; the LLC filing fee (Form IT-204-LL) each year the LLC has New York source income.',
    notes: 'Articles of organization $200 (NY LLC Law 1101(f)). Publication (NY LLC Law 206, read on the Senate\'s site): within 120 days after the articles take effect, a copy or notice must be published once a week for six successive weeks in two newspapers of the county of the office, one weekly and one daily, designated by the county clerk; proof of publication (the certificate of publication with the newspapers\' affidavits annexed) must be filed with the Department of State; guides add that an LLC that has not filed it after 120 days has its authority to do business suspended until it does. The $50 fee for filing the certificate of publication (the Department of State\'s instructions as quoted by guides and newspaper publishers) is counted in the first year. The newspapers\' charges are not included: each designated newspaper sets its own rate, they vary widely by county (highest in New York City) and no state source gives a figure; guides and the compiled dataset quote roughly $300 to $2,000. A single-member LLC with New York source income pays an annual filing fee of $25 (Department of Taxation and Finance; amount per the form\'s instructions as quoted); LLCs taxed as partnerships pay more as their New York gross income grows.',
    es: {
      firstDue: 'Publicación en periódicos en los 120 días siguientes a la constitución y, después, presentación del certificado de publicación (50 US$) ante el Departamento de Estado; declaración bienal en el mes del aniversario, cada dos años; la tasa de presentación de las LLC (formulario IT-204-LL) cada año en que la LLC tenga ingresos de fuente neoyorquina.',
      notes: 'Escritura de constitución 200 US$ (art. 1101(f) de la ley de LLC de Nueva York). Publicación (art. 206 de esa ley, leído en el sitio del Senado del estado): en los 120 días siguientes a la entrada en vigor de la escritura hay que publicar una copia o un extracto una vez por semana durante seis semanas seguidas en dos periódicos del condado de la oficina, uno semanal y otro diario, designados por el secretario del condado; la prueba de la publicación (el certificado de publicación con las declaraciones juradas de los periódicos adjuntas) se presenta ante el Departamento de Estado; las guías añaden que a la LLC que no la ha presentado a los 120 días se le suspende la autorización para operar hasta que lo haga. La tasa de 50 US$ por presentar el certificado de publicación (instrucciones del Departamento de Estado, tal como las citan guías y editores de periódicos) se cuenta en el primer año. No se incluye lo que cobran los periódicos: cada periódico designado fija su tarifa, varía mucho según el condado (es más alta en la ciudad de Nueva York) y ninguna fuente oficial da una cifra; las guías y el conjunto de datos recopilado citan entre unos 300 y 2.000 US$. Una LLC unipersonal con ingresos de fuente neoyorquina paga una tasa anual de presentación de 25 US$ (Departamento de Impuestos y Finanzas; importe según las instrucciones del formulario, tal como se citan); las LLC que tributan como sociedades de personas pagan más a medida que crecen sus ingresos brutos en Nueva York.',
    },
    sources: [
      { title: 'NY Limited Liability Company Law 206, affidavits of publication (NY State Senate)', url: 'https://www.nysenate.gov/legislation/laws/LLC/206' },
      { title: 'NY Limited Liability Company Law 1101, fees (NY State Senate)', url: 'https://nysenate.gov/legislation/laws/LLC/1101' },
      { title: 'Hubco Publishing — New York publication requirements for an LLC (certificate of publication $50)', url: 'https://hubcopublishing.com/what-are-the-new-york-publication-requirements-for-a-limited-liability-company/' },
      { title: 'LLC University — New York LLC certificate of publication ($50)', url: 'https://www.llcuniversity.com/new-york-llc/certificate-of-publication/' },
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
    es: {
      firstDue: 'Sin informe anual.',
      notes: 'El impuesto sobre la actividad comercial de Ohio solo se aplica por encima de un umbral elevado de ingresos brutos (no cuantificado aquí).',
    },
    sources: [stateSite('Ohio', 'https://www.ohiosos.gov/businesses/')],
    confidence: 'medium',
  }),
  row({
    state: 'OK', name: 'Oklahoma', formationFee: 100, reportFee: 25, reportFrequency: 'annual', reportDueInFirstYear: true,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual certificate due on the anniversary date of formation (per the compiled dataset).',
    notes: `Articles $100 (guides agree). Annual certificate $25 and its due date per the ${COMPILED} only.`,
    es: {
      firstDue: 'Certificado anual con vencimiento en la fecha del aniversario de la constitución (según el conjunto de datos recopilado).',
      notes: `Escritura de constitución 100 US$ (las guías coinciden). Certificado anual 25 US$ y su fecha de vencimiento solo según el ${COMPILED_ES}.`,
    },
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
    es: {
      firstDue: 'Informe anual antes del aniversario de la constitución (ORS 63.787).',
      notes: 'Escritura de constitución 100 US$ e informe anual (renovación) 100 US$ según las guías.',
    },
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
    es: {
      firstDue: 'Informe anual antes del 1 de octubre de cada año, a partir del año natural siguiente a la constitución (15 Pa.C.S. 146).',
      notes: 'Los informes anuales sustituyeron a la declaración decenal desde 2025 (Ley 122 de 2022); 7 US$ para las LLC (notas de despachos de abogados). Tres años sin presentarlo llevan a la disolución administrativa. Constitución 125 US$ según el conjunto de datos recopilado y LLCAtlas.',
    },
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
    es: {
      firstDue: 'Informe anual del 1 de febrero al 1 de mayo, a partir del año siguiente a la constitución; el cargo anual, con la declaración de la LLC en Rhode Island.',
      notes: `Añadido a las cifras de la investigación: toda LLC, incluida la unipersonal transparente a efectos fiscales, paga un cargo anual igual al impuesto mínimo de sociedades (280-RICR-20-25-7.6, División de Impuestos), 400 US$ según fuentes secundarias. Se presentó un proyecto de ley de 2025 (S 0413) que modifica la ley de las LLC; no se ha comprobado qué fue de él. Informe anual 50 US$ solo según el ${COMPILED_ES}.`,
    },
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
    es: {
      firstDue: 'Las LLC no presentan informe anual (salvo que tributen como sociedad anónima).',
      notes: 'Escritura de constitución 110 US$ (una guía dice 125 US$ en línea).',
    },
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
    es: {
      firstDue: 'Informe anual antes del primer día del mes del aniversario (según el conjunto de datos recopilado).',
      notes: 'Escritura de constitución 150 US$ e informe anual 55 US$ (SDCL 47-34A-212, modificada por una ley de 2025 sobre las tasas del Secretary of State; el conjunto de datos recopilado aún dice 50 US$). Fecha de vencimiento solo según el conjunto de datos recopilado.',
    },
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
    es: {
      firstDue: 'Informe anual antes del día 1 del cuarto mes tras el ejercicio (1 de abril para un año natural), a partir del año siguiente a la constitución; la declaración de los impuestos de franquicia y sobre beneficios del año de constitución, en la primavera siguiente.',
      notes: 'La escritura de constitución y el informe anual cuestan cada uno 50 US$ por socio, con un mínimo de 300 US$ y un máximo de 3.000 US$ (estas cifras suponen de 1 a 6 socios). Impuesto de franquicia del 0,25 % del patrimonio neto, mínimo 100 US$ (contado aquí), más un impuesto sobre beneficios del 6,5 % de los beneficios netos (no incluido).',
    },
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
    es: {
      firstDue: 'Informe de información pública (gratuito) ante el Contralor del estado cada 15 de mayo, a partir del año siguiente a la constitución.',
      notes: 'No hay impuesto de franquicia cuando los ingresos totales anualizados no superan el umbral por debajo del cual no se debe impuesto, 2,65 millones de US$ para los informes de 2026; el informe de «sin impuesto a pagar» ha desaparecido, pero el informe de información pública sigue siendo obligatorio (Contralor). Certificado de constitución (formulario 205) 300 US$ según las guías.',
    },
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
    es: {
      firstDue: 'Renovación anual en el mes del aniversario.',
      notes: 'Baremo de tasas del ejercicio 2026 (en vigor desde el 1 jul 2025): certificado de constitución 59 US$, renovación anual 18 US$ (10 US$ de recargo por demora). Las guías antiguas dicen 54 US$.',
    },
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
    es: {
      firstDue: 'Tasa de registro anual antes de que termine el mes del aniversario.',
      notes: `El coste recurrente es la tasa de registro anual de 50 US$ (no hay un informe anual aparte). Cifras del ${COMPILED_ES} y del título de LLCAtlas; no se leyeron en el sitio de la SCC.`,
    },
    sources: [stateSite('Virginia', 'https://cis.scc.virginia.gov')],
    confidence: 'medium',
  }),
  row({
    state: 'VT', name: 'Vermont', formationFee: 155, reportFee: 45, reportFrequency: 'annual', reportDueInFirstYear: false,
    annualTax: 0, annualTaxInFirstYear: true,
    firstDue: 'Annual report within the first months after the end of the fiscal year, from the year after formation.',
    notes: 'Articles $155 and domestic annual report $45 read in 11 V.S.A. 4012 (amended 2023, No. 77); the compiled dataset\'s $35 and older $125 formation figures are outdated. Vermont also levies a $250 minimum business entity tax on LLCs that file Form BI-471 (taxed as partnerships); whether a single-member LLC owes it was not verified, so it is not included.',
    es: {
      firstDue: 'Informe anual en los primeros meses tras el cierre del ejercicio, a partir del año siguiente a la constitución.',
      notes: 'Escritura de constitución 155 US$ e informe anual de una LLC del propio estado 45 US$, leídos en 11 V.S.A. 4012 (modificada en 2023, n.º 77); las cifras de constitución del conjunto de datos recopilado (35 US$) y las más antiguas (125 US$) están desfasadas. Vermont también aplica un impuesto mínimo sobre entidades de 250 US$ a las LLC que presentan el formulario BI-471 (las que tributan como sociedades de personas); no se ha verificado si lo debe una LLC unipersonal, así que no se incluye.',
    },
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
    es: {
      firstDue: 'Informe inicial en un plazo de 120 días (gratuito con la constitución); informe anual antes de que termine el mes del aniversario.',
      notes: 'Certificado de constitución 180 US$ por correo o 200 US$ en línea (tasa de tramitación incluida). El impuesto estatal sobre negocios y ocupaciones (B&O) y la licencia de actividad (Departamento de Hacienda) son aparte y no se incluyen.',
    },
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
    es: {
      firstDue: 'Informe anual antes de que termine el trimestre natural en que se registró la LLC, a partir del año siguiente a la constitución.',
      notes: 'Escritura de constitución 130 US$ en línea (170 US$ por correo).',
    },
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
    es: {
      firstDue: 'Informe anual del 1 de enero al 1 de julio, a partir del año siguiente a la constitución (según el conjunto de datos recopilado).',
      notes: 'Escritura de constitución 100 US$ e informe anual 25 US$ (el baremo de tasas de una guía coincide con el conjunto de datos recopilado).',
    },
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
    es: {
      firstDue: 'Informe anual y tasa de licencia, cada año, el primer día del mes de la constitución o antes (W.S. 17-29-209), así que el primero vence antes del primer aniversario.',
      notes: 'La tasa del informe anual es la tasa de licencia: 60 US$ o dos décimas de milésima por dólar (0,0002 US$) de los activos en Wyoming, lo que sea mayor (W.S. 17-29-209); se cuenta una vez, como tasa del informe. Las guías antiguas aún dicen 50 US$. Escritura de constitución 100 US$ según las guías.',
    },
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
const PUBLICATION_WORDS: Record<Publication, { en: string; es: string }> = {
  none: { en: 'none', es: 'no' },
  required: { en: 'required', es: 'obligatoria' },
  'some-counties': { en: 'some counties', es: 'en algunos condados' },
};
/** $50 · 50 US$; cents only where there are some. */
const money = (n: number, locale: Locale) => formatMoney(n, 'USD', locale, Number.isInteger(n));

/** The table as a published dataset (list-datasets, /datasets/us-llc-state-fees); register it in src/datasets/index.ts. */
export const llcStateFeesDataset: Dataset = {
  slug: LLC_FEES_DATASET_ID,
  name: { en: LLC_FEES_DATASET_NAME, es: 'Tasas estatales de las LLC en EE. UU. (constitución, informe periódico, impuesto anual mínimo)' },
  shortName: { en: 'US LLC state fees and minimum annual tax', es: 'Tasas estatales de las LLC en EE. UU.' },
  description: {
    en:
      'For the 50 states and DC: the state fee to form a domestic LLC, the annual or biennial report fee and how often it is due, the ' +
      'minimum annual tax, franchise tax or license fee of a small LLC, whether the formation must be published in newspapers (and ' +
      'the state fee to file the proof, $50 in New York; the newspapers\' charges have no official figure and are not included), ' +
      'whether the formation fee is the online or the paper one, when the first report and tax fall due, notes, the sources of ' +
      'each row and its confidence. It is the table behind llc-costs.',
    es:
      'Para los 50 estados y el Distrito de Columbia: la tasa estatal para constituir una LLC, la tasa del informe anual o bienal y su ' +
      'periodicidad, el impuesto anual mínimo, impuesto de franquicia o licencia de una LLC pequeña, si la constitución debe ' +
      'publicarse en periódicos (y la tasa estatal por presentar la prueba, 50 US$ en Nueva York; lo que cobran los periódicos no ' +
      'tiene cifra oficial y no se incluye), si la tasa de constitución es la de la presentación en línea o en papel, cuándo vencen ' +
      'el primer informe y el primer impuesto, notas, las fuentes de cada fila y su grado de confianza. Es la tabla de llc-costs.',
  },
  lastChecked: LLC_FEES_LAST_CHECKED,
  sources: [...new Map(llcStateFees.flatMap((r) => r.sources).map((s) => [s.url, s])).values()],
  // The download keeps the English rows as published; the Spanish texts serve the Spanish page of llc-costs.
  data: () => ({ id: LLC_FEES_DATASET_ID, lastChecked: LLC_FEES_LAST_CHECKED, rows: llcStateFees.map(({ es: _es, ...r }) => r) }),
  table: (locale) => ({
    columns:
      locale === 'es'
        ? ['Estado', 'Constitución', 'Informe', 'Periodicidad', 'Impuesto anual', 'Publicación en periódicos', 'Confianza']
        : ['State', 'Formation', 'Report fee', 'Frequency', 'Annual tax', 'Newspaper publication', 'Confidence'],
    rows: llcStateFees.map((r) => [
      `${r.state} ${r.name}`,
      money(r.formationFee, locale) + (r.formationFiledBy === 'paper' ? (locale === 'es' ? ' (en papel)' : ' (on paper)') : ''),
      money(r.reportFee, locale),
      locale === 'es' ? FREQUENCY_ES[r.reportFrequency] : r.reportFrequency,
      money(r.annualTax, locale),
      PUBLICATION_WORDS[r.publication][locale] +
        (r.publicationFilingFee > 0 ? (locale === 'es' ? ` (${money(r.publicationFilingFee, locale)} por presentar la prueba)` : ` (${money(r.publicationFilingFee, locale)} to file the proof)`) : ''),
      confidenceLabel(r.confidence, locale),
    ]),
  }),
};
nameDataset(LLC_FEES_DATASET_ID, llcStateFeesDataset.name);
