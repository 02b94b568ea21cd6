import { defineRuleSet } from '../rule-set.js';

const RPW = 'https://remittanceprices.worldbank.org';
const PLAINREMIT_METHOD = 'https://plainremit.com/methodology/';

/** How every figure of the Q3 2023 version was read. */
const READ_Q3_2023 =
  'Read in a verbatim copy of the report "Remittance Prices Worldwide, Issue 47, September 2023" (key findings, page 3), which ' +
  'the World Bank publishes at remittanceprices.worldbank.org; the exact file address of the report on that site could not be ' +
  'confirmed, and the site itself was not read. An average of the total cost (fee plus exchange-rate margin) of sending the ' +
  'equivalent of USD 200, observed in the third quarter of 2023. Checked 2026-11-24.';

/**
 * World Bank Remittance Prices Worldwide (RPW): the average total cost of sending the equivalent of USD 200 abroad, by type of
 * provider, as published in the quarterly report. Dated observations, not a schedule: a version stands as the latest verified
 * observation until a newer one is verified and added (publishedThrough is null), and the calculator says how old it is.
 * Newer issues exist (Q1 2025 and Q3 2025 figures circulate in secondary accounts: a 6.49 % and a 6.36 % global average), but
 * their figures could not be read in the World Bank's own report or a verbatim copy of it, so they are not included.
 */
export const remittancePrices = defineRuleSet({
  id: 'remittance-prices',
  jurisdiction: 'global',
  name: { en: 'World Bank remittance price averages', es: 'Costes medios de las remesas del Banco Mundial' },
  description: {
    en:
      'Averages of the World Bank Remittance Prices Worldwide survey: the total cost (fee plus exchange-rate margin) of sending ' +
      'the equivalent of USD 200, as a percentage of the amount, across all services and for banks, international money transfer ' +
      'operators and digital services, for the quarter named on each figure. Used by transfer-fees when no quote is given. The ' +
      'figures are observations of a past quarter, not current prices.',
    es:
      'Medias de la encuesta de precios de las remesas del Banco Mundial: el coste total (comisión más margen sobre el tipo de ' +
      'cambio) de enviar el equivalente de 200 USD, en porcentaje del importe, para todos los servicios y para bancos, empresas ' +
      'internacionales de envío de dinero y servicios digitales, en el trimestre que indica cada cifra. Las usa la calculadora ' +
      'de transferencias internacionales cuando no se indica un presupuesto. Son observaciones de un trimestre pasado, no precios actuales.',
  },
  lastChecked: '2026-11-24',
  publishedThrough: null,
  sources: [
    { title: 'World Bank — Remittance Prices Worldwide, Issue 47 (September 2023): key findings for Q3 2023', url: RPW },
    { title: 'PlainRemit — Methodology & data sources (how the World Bank RPW prices a USD 200 transfer)', url: PLAINREMIT_METHOD },
  ],
  versions: [
    {
      effective: '2023-07-01',
      values: {
        globalAveragePct: {
          value: 6.18,
          unit: 'percent',
          label: 'Global average total cost of sending USD 200, all services, Q3 2023',
          labelEs: 'Coste total medio mundial de enviar 200 USD, todos los servicios, 3.er trimestre de 2023',
          source: RPW,
          confidence: 'medium',
          note: `"The Global Average decreased from 6.20 percent in Q2 2023 to 6.18 percent in Q3 2023." ${READ_Q3_2023}`,
        },
        banksPct: {
          value: 11.48,
          unit: 'percent',
          label: 'Average total cost of sending USD 200 through banks, Q3 2023',
          labelEs: 'Coste total medio de enviar 200 USD a través de bancos, 3.er trimestre de 2023',
          source: RPW,
          confidence: 'medium',
          note: `"Banks remain the most expensive type of service provider, with an average cost of 11.48 percent." ${READ_Q3_2023}`,
        },
        internationalMtoPct: {
          value: 6.29,
          unit: 'percent',
          label: 'International money transfer operators (RPW International MTO Index), total cost of sending USD 200, Q3 2023',
          labelEs: 'Empresas internacionales de envío de dinero (índice internacional de MTO de RPW), coste total de enviar 200 USD, 3.er trimestre de 2023',
          source: RPW,
          confidence: 'medium',
          note:
            '"The International MTO Index experienced a decrease over the quarter to 6.29 percent in Q3 2023, from 6.46 percent in Q2 ' +
            `2023." ${READ_Q3_2023}`,
        },
        digitalPct: {
          value: 4.84,
          unit: 'percent',
          label: 'Digital remittances (RPW Digital remittances index), total cost of sending USD 200, Q3 2023',
          labelEs: 'Remesas digitales (índice de remesas digitales de RPW), coste total de enviar 200 USD, 3.er trimestre de 2023',
          source: RPW,
          confidence: 'medium',
          note: `"The Digital remittances index increased from 4.60 percent in Q2 2023 to 4.84 percent in Q3 2023." ${READ_Q3_2023}`,
        },
        digitalOnlyMtoPct: {
          value: 3.92,
          unit: 'percent',
          label: 'Digital-only money transfer operators (RPW Digital-only MTO index), total cost of sending USD 200, Q3 2023',
          labelEs: 'Empresas de envío de dinero solo digitales (índice de MTO solo digitales de RPW), coste total de enviar 200 USD, 3.er trimestre de 2023',
          source: RPW,
          confidence: 'medium',
          note: `"The Digital-only MTO index experienced an increase to 3.92 percent in Q3 2023 from 3.61 in Q2." ${READ_Q3_2023}`,
        },
        surveyAmountUsd: {
          value: 200,
          unit: 'USD',
          label: 'Amount the survey prices: the equivalent of USD 200 (the percentages are of this amount)',
          labelEs: 'Importe que valora la encuesta: el equivalente de 200 USD (los porcentajes son sobre este importe)',
          source: PLAINREMIT_METHOD,
          confidence: 'medium-low',
          note:
            'A secondary account of the RPW methodology: "trained shoppers obtain actual quotes from service providers for a ' +
            'standardized $200 transfer"; "Total cost is expressed as a percentage of the $200 amount" (service fee plus exchange-rate ' +
            'margin). The World Bank methodology page (remittanceprices.worldbank.org/methodology, read) names the same components, ' +
            '"the transaction fee, the exchange rate applied and the margin eventually charged", but its part read does not state the ' +
            'amount. Checked 2026-11-24.',
        },
      },
    },
  ],
});
