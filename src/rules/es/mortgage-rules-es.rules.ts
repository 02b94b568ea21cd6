import { defineRuleSet } from '../rule-set.js';

const RASTREATOR = 'https://rastreator.com/diccionario/ratio-endeudamiento';
const SEGURO_VIDA_FAMILIA = 'https://www.segurodevidayfamilia.es/hipotecas-autonomos-requisitos-pasos';
const UCI = 'https://uci.es/es/blog/hipotecas-para-autonomos';
const EDATV = 'https://edatv.news/actualidad/bancos-porcentaje-maximo-financiacion-hipotecas';
const TU_GUIA = 'https://tuguiabienesraices.com/hipotecasyfinanciamiento/hipotecas-para-autonomos-requisitos-trucos-y-como-mejorar-tus-opciones';

const NOT_LAW =
  'A market convention of Spanish banks, not law: no Banco de España rule sets debt-to-income or loan-to-value limits, and each bank applies its own. Checked 2026-11-21.';

/**
 * Spanish banks' rules of thumb for a self-employed (autónomo) borrower. None is a legal limit. Conventions carry no
 * effective date of their own: the version is dated the day they were checked.
 */
export const mortgageRulesEs = defineRuleSet({
  id: 'mortgage-rules-es',
  jurisdiction: 'es',
  name: {
    en: 'Spanish mortgage rules of thumb for self-employed borrowers',
    es: 'Reglas prácticas hipotecarias en España para autónomos',
  },
  description: {
    en:
      'What Spanish banks usually apply: a mortgage instalment of at most 30–35 % of net monthly income, all debt payments at most ' +
      '40 %, a loan of at most 80 % of the price of a main home, and at least two years of activity. Market conventions, not law; ' +
      'dated the day they were checked.',
    es:
      'Lo que suelen aplicar los bancos en España: una cuota hipotecaria de como mucho el 30–35 % de los ingresos netos mensuales, ' +
      'el total de deudas como mucho el 40 %, un préstamo de como mucho el 80 % del precio de la vivienda habitual y al menos dos años ' +
      'de actividad. Convenciones de mercado, no normas legales; fechadas el día en que se comprobaron.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: null,
  sources: [
    { title: 'Rastreator — Ratio de endeudamiento (diccionario)', url: RASTREATOR },
    { title: 'Seguro de Vida y Familia — Hipotecas para autónomos: requisitos y pasos para conseguirla', url: SEGURO_VIDA_FAMILIA },
    { title: 'UCI — Hipotecas para autónomos', url: UCI },
    { title: 'EDATV — Los bancos, más claros que nunca sobre las hipotecas: solo pueden llegar hasta aquí', url: EDATV },
    { title: 'Tu Guía Bienes Raíces — Hipotecas para autónomos: requisitos, trucos y cómo mejorar tus opciones', url: TU_GUIA },
  ],
  versions: [
    {
      effective: '2026-11-21',
      values: {
        maxInstalmentPct: {
          value: 35,
          unit: 'percent',
          label: 'Maximum mortgage instalment, percent of net monthly income',
          labelEs: 'Cuota hipotecaria máxima, porcentaje de los ingresos netos mensuales',
          source: RASTREATOR,
          confidence: 'medium-low',
          note: `"No se recomienda nunca que la cuota mensual de la hipoteca supere el 35% de los ingresos del comprador" (ratio defined on net income). ${NOT_LAW}`,
        },
        maxInstalmentLowPct: {
          value: 30,
          unit: 'percent',
          label: 'Conservative end of the instalment convention, percent of net monthly income',
          labelEs: 'Extremo prudente de la convención sobre la cuota, porcentaje de los ingresos netos mensuales',
          source: SEGURO_VIDA_FAMILIA,
          confidence: 'medium-low',
          note: `"La mayoría de bancos solicita que la cuota hipotecaria no supere el 30-35% de los ingresos netos mensuales." ${NOT_LAW}`,
        },
        maxTotalDebtPct: {
          value: 40,
          unit: 'percent',
          label: 'Maximum of all debt payments, the new mortgage included, percent of net monthly income',
          labelEs: 'Máximo del total de cuotas de deudas, incluida la nueva hipoteca, porcentaje de los ingresos netos mensuales',
          source: UCI,
          confidence: 'medium-low',
          note: `UCI, on mortgages for the self-employed: "tus deudas, incluido el préstamo hipotecario, no deberían superar el 40% de tus ingresos". ${NOT_LAW}`,
        },
        maxLtvPct: {
          value: 80,
          unit: 'percent',
          label: 'Maximum loan, percent of the appraisal or purchase price of a main home (the lower of the two)',
          labelEs: 'Préstamo máximo, porcentaje del valor de tasación o del precio de compra de la vivienda habitual (el menor de los dos)',
          source: EDATV,
          confidence: 'medium',
          note: `"Los bancos suelen conceder hipotecas por un máximo del 80% del valor de tasación o de compra"; a second home usually 70 %, and 90–100 % only for strong profiles. ${NOT_LAW}`,
        },
        minYearsTrading: {
          value: 2,
          unit: 'years',
          label: 'Years of activity as a self-employed worker most banks ask for',
          labelEs: 'Años de actividad como autónomo que piden la mayoría de los bancos',
          source: TU_GUIA,
          confidence: 'medium-low',
          note: `"La mayoría de los bancos piden un mínimo de 2 años de actividad continuada"; other brokers say 1 to 3 years. ${NOT_LAW}`,
        },
      },
    },
  ],
});

export default mortgageRulesEs;
