import { defineRuleSet } from '../rule-set.js';

const B3_6_02 = 'https://selling-guide.fanniemae.com/1032992131';
const DU_ONE_YEAR =
  'https://selling-guide.fanniemae.com/Selling-Guide/Origination-thru-Closing/Subpart-B3-Underwriting-Borrowers/Chapter-B3-3-Income-Assessment/1081037171/When-does-DU-allow-for-one-year-of-personal-and-business-tax-returns-for-self-employment-income.htm';

const READ = 'Checked 2026-11-21 against the text of the Fannie Mae Selling Guide page (stored copy of the official page).';

/**
 * Fannie Mae's debt-to-income limits and self-employment history rule, from the Selling Guide that governs the
 * conventional loans Fannie Mae buys. A lender may be stricter (the guide allows it); FHA, VA and other loans follow other rules.
 */
export const mortgageRulesUs = defineRuleSet({
  id: 'mortgage-rules-us',
  jurisdiction: 'us',
  name: {
    en: 'US mortgage rules for self-employed borrowers (Fannie Mae)',
    es: 'Reglas hipotecarias de EE. UU. para trabajadores por cuenta propia (Fannie Mae)',
  },
  shortName: { es: 'Reglas hipotecarias de EE. UU. para autónomos' },
  description: {
    en:
      "Fannie Mae Selling Guide limits on the total debt-to-income ratio (36 % for manually underwritten loans, up to 45 % " +
      'with the credit score and reserves of the Eligibility Matrix, 50 % through Desktop Underwriter) and the years of ' +
      'self-employment income a lender documents (generally two; one in some DU cases). Dated from the version of B3-6-02 read (05/04/2022).',
    es:
      'Límites de la Selling Guide de Fannie Mae sobre la ratio total de deuda/ingresos (36 % en suscripción manual, hasta 45 % ' +
      'con la puntuación de crédito y las reservas de la Eligibility Matrix, 50 % con Desktop Underwriter) y los años de ingresos ' +
      'por cuenta propia que documenta el prestamista (por lo general dos; uno en algunos casos de DU). Fechadas por la versión de B3-6-02 consultada (04/05/2022).',
  },
  lastChecked: '2026-11-21',
  publishedThrough: null,
  sources: [
    { title: 'Fannie Mae Selling Guide — B3-6-02, Debt-to-Income Ratios (05/04/2022)', url: B3_6_02 },
    {
      title: 'Fannie Mae Selling Guide — When does DU allow for one year of personal and business tax returns for self-employment income?',
      url: DU_ONE_YEAR,
    },
  ],
  versions: [
    {
      effective: '2022-05-04',
      values: {
        maxDtiManualPct: {
          value: 36,
          unit: 'percent',
          label: 'Maximum total debt-to-income ratio, manually underwritten loans',
          labelEs: 'Ratio máxima de deuda total/ingresos, préstamos con suscripción manual',
          source: B3_6_02,
          confidence: 'high',
          note: `"For manually underwritten loans, Fannie Mae's maximum total DTI ratio is 36% of the borrower's stable monthly income." ${READ}`,
        },
        maxDtiManualCompensatingPct: {
          value: 45,
          unit: 'percent',
          label: 'Maximum total debt-to-income ratio, manual underwriting with the credit score and reserves of the Eligibility Matrix',
          labelEs: 'Ratio máxima de deuda total/ingresos, suscripción manual con la puntuación de crédito y las reservas de la Eligibility Matrix',
          source: B3_6_02,
          confidence: 'high',
          note: `"The maximum can be exceeded up to 45% if the borrower meets the credit score and reserve requirements reflected in the Eligibility Matrix." ${READ}`,
        },
        maxDtiDuPct: {
          value: 50,
          unit: 'percent',
          label: 'Maximum total debt-to-income ratio, loans underwritten through Desktop Underwriter (DU)',
          labelEs: 'Ratio máxima de deuda total/ingresos, préstamos suscritos con Desktop Underwriter (DU)',
          source: B3_6_02,
          confidence: 'high',
          note:
            `"For loan casefiles underwritten through DU, the maximum allowable DTI ratio is 50%." The 43 % often quoted is the former ` +
            `General QM cap, replaced by a price-based test; it is not a Fannie Mae limit. ${READ}`,
        },
        minYearsTrading: {
          value: 2,
          unit: 'years',
          label: 'Years of signed personal and business tax returns generally required from a self-employed borrower',
          labelEs: 'Años de declaraciones de impuestos personales y de la empresa, firmadas, que se exigen por lo general a un trabajador por cuenta propia',
          source: DU_ONE_YEAR,
          confidence: 'high',
          note:
            `The page starts from DU casefiles "where two years of the most recent signed personal and two years of the most recent signed ` +
            `business federal income tax returns are required"; B3-3.2-01 (read in a verbatim mirror of its 10/24/2016 version) states that ` +
            `Fannie Mae "generally requires lenders to obtain a two-year history of the borrower's prior earnings". Self-employed means a ` +
            `25 % or greater ownership interest. ${READ}`,
        },
        minYearsTradingDuException: {
          value: 1,
          unit: 'years',
          label: 'Years of returns DU may accept for some casefiles (with 12 months of self-employment on the return and a cash-flow analysis)',
          labelEs: 'Años de declaraciones que DU puede aceptar en algunos expedientes (con 12 meses de actividad por cuenta propia en la declaración y un análisis de flujo de caja)',
          source: DU_ONE_YEAR,
          confidence: 'high',
          note:
            `"For certain loan casefiles, DU will issue a message permitting only one year of personal and business tax returns", provided ` +
            `the returns reflect at least 12 months of self-employment income and the lender completes Form 1084 or an equivalent analysis. ${READ}`,
        },
      },
    },
  ],
});

export default mortgageRulesUs;
