import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { AREA_NAMES } from './finance-score-texts.js';
import type run from './finance-score.run.js';

export default definePage<typeof run>({
  form: {
    netProfit: {
      label: { en: 'Net profit (Schedule C) ($)', es: 'Beneficio neto (Schedule C) (US$)' },
      help: { es: 'Beneficio neto del año según el Schedule C, en dólares, después de los gastos de la actividad que ya deduces (en negativo si hubo pérdidas).' },
    },
    otherIncome: {
      label: { en: 'Other taxable income ($)', es: 'Otros ingresos sujetos a impuesto (US$)' },
      help: { es: 'Otros ingresos sujetos a impuesto, en dólares (intereses, una pensión…), tratados como renta ordinaria no salarial. Si lo dejas vacío, 0.' },
    },
    filingStatus: {
      label: { en: 'Filing status', es: 'Forma de declarar' },
      help: {
        es:
          'Cómo presentas la declaración federal: soltero, casados en declaración conjunta (entonces «otros ingresos» incluye los de tu ' +
          'cónyuge) o cabeza de familia. Fija los tramos, la deducción estándar y los umbrales. Por defecto, soltero.',
        en: 'Single, married filing jointly (then other income includes your spouse\'s) or head of household. Sets the brackets, the standard deduction and the thresholds. Default: single.',
      },
      choices: {
        single: { en: 'Single', es: 'Soltero' },
        marriedJointly: { en: 'Married filing jointly', es: 'Casados, declaración conjunta' },
        headOfHousehold: { en: 'Head of household', es: 'Cabeza de familia' },
      },
    },
    age: {
      label: { en: 'Age at year end', es: 'Edad a final de año' },
      help: { es: 'Edad al final del año, en años cumplidos; decide la aportación adicional a la jubilación por edad (50 o más; de 60 a 63). Si la dejas vacía, no hay aportación adicional.' },
    },
    entity: {
      label: { en: 'Business structure', es: 'Forma jurídica' },
      help: {
        es: 'Forma jurídica del negocio: empresario individual, LLC unipersonal que tributa como empresario individual, o sociedad S. Por defecto, empresario individual.',
        en: 'Sole proprietor, a single-member LLC taxed as one, or an S corporation. Default: sole proprietor.',
      },
      choices: {
        sole: { en: 'Sole proprietor', es: 'Empresario individual' },
        llc: { en: 'Single-member LLC', es: 'LLC unipersonal' },
        scorp: { en: 'S corporation', es: 'Sociedad S' },
      },
    },
    quarterlies: {
      label: { en: 'Quarterly payments on time', es: 'Pagos trimestrales a tiempo' },
      help: { es: 'Pagos a cuenta trimestrales del impuesto estimado hechos a tiempo este año: ninguno, algunos o los cuatro. Por defecto, ninguno.' },
      choices: {
        none: { en: 'None', es: 'Ninguno' },
        some: { en: 'Some', es: 'Algunos' },
        all: { en: 'All four', es: 'Los cuatro' },
      },
    },
    retirementContributed: {
      label: { en: 'Retirement contributions ($)', es: 'Aportaciones a la jubilación (US$)' },
      help: { es: 'Dólares ya aportados (o que aportarás por este año) a un plan de jubilación individual, antes de impuestos. Si lo dejas vacío, 0.' },
    },
    expenseTracking: {
      label: { en: 'How you track expenses', es: 'Cómo registras los gastos' },
      help: { es: 'Cómo registras los gastos del negocio: nada, a mano (hoja de cálculo, papel) o con un programa. Por defecto, nada.' },
      choices: {
        none: { en: 'Not tracked', es: 'No los registro' },
        manual: { en: 'By hand', es: 'A mano' },
        software: { en: 'In software', es: 'Con un programa' },
      },
    },
    homeOfficeSqft: {
      label: { en: 'Home office (sq ft)', es: 'Despacho en casa (pies cuadrados)' },
      help: { es: 'Pies cuadrados de la vivienda usados de forma habitual y exclusiva para el negocio (de 0 a 1.000.000). Si lo dejas vacío, sin despacho.' },
    },
    homeOfficeClaimed: {
      label: { en: 'Home office already deducted', es: 'Despacho ya deducido' },
      help: { es: 'Si el despacho en casa ya está deducido en el beneficio neto. Si no lo indicas, no.', en: 'Whether the home office is already deducted in your net profit. Not given: no.' },
    },
    businessMiles: {
      label: { en: 'Business miles this year', es: 'Millas profesionales este año' },
      help: { es: 'Millas recorridas este año por motivos profesionales (de 0 a 1.000.000). Si lo dejas vacío, ninguna.' },
    },
    mileageLogged: {
      label: { en: 'Miles logged', es: 'Millas registradas' },
      help: { es: 'Si esas millas están registradas (y, por tanto, deducidas en el beneficio neto). Si no lo indicas, no.', en: 'Whether those miles are logged (and so deducted in your net profit). Not given: no.' },
    },
    topClientPct: {
      label: { en: 'Largest client share (%)', es: 'Peso del mayor cliente (%)' },
      help: { es: 'Parte de la facturación que viene de tu mayor cliente, en porcentaje (de 0 a 100). Si lo dejas vacío, el área puntúa 0.' },
    },
    monthlyExpenses: {
      label: { en: 'Monthly spending ($)', es: 'Gasto mensual (US$)' },
      help: { es: 'Gasto personal y del negocio al mes, en dólares (más de 0). Si lo dejas vacío, el área del colchón de liquidez puntúa 0.' },
    },
    cashReserve: {
      label: { en: 'Cash reserve ($)', es: 'Colchón de liquidez (US$)' },
      help: { es: 'Reserva de efectivo que tienes fuera del negocio, en dólares. Si lo dejas vacío, 0.' },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      const score = tools.format(out.score, 'number');
      if (out.score >= 100) return t('Your score is 100 out of 100: every area is in place.', 'Tu puntuación es 100 sobre 100: todas las áreas están en orden.');
      if (out.totalGapDollarsPerYear <= 0) {
        return t(
          `Your score is ${score} out of 100, with no gap that can be priced in dollars.`,
          `Tu puntuación es ${score} sobre 100, sin carencias que se puedan valorar en dólares.`,
        );
      }
      // The area worth most a year is where to start: named with its figure.
      const top = out.areas.reduce((best, area) => (area.gapDollarsPerYear > best.gapDollarsPerYear ? area : best));
      const money = (value: number) => tools.format(value, 'money');
      return t(
        `Your score is ${score} out of 100, with gaps worth ${money(out.totalGapDollarsPerYear)} a year, the largest in ${AREA_NAMES[top.area][locale].toLowerCase()} (${money(top.gapDollarsPerYear)}).`,
        `Tu puntuación es ${score} sobre 100, con carencias valoradas en ${money(out.totalGapDollarsPerYear)} al año; la mayor, en ${AREA_NAMES[top.area][locale].toLowerCase()} (${money(top.gapDollarsPerYear)}).`,
      );
    },
    currency: 'USD',
    headline: [
      { field: 'score', label: { en: 'Readiness score (out of 100)', es: 'Puntuación (sobre 100)' }, format: 'number' },
      { field: 'totalGapDollarsPerYear', label: { en: 'Priced gaps a year', es: 'Carencias valoradas al año' }, format: 'money' },
    ],
    details: [
      { field: 'taxYear', label: { en: 'Tax year', es: 'Ejercicio fiscal' }, format: 'text' },
      {
        field: 'filingStatus',
        label: { en: 'Filing status', es: 'Forma de declarar' },
        format: 'text',
        choices: {
          single: { en: 'Single', es: 'Soltero' },
          marriedJointly: { en: 'Married filing jointly', es: 'Casados, declaración conjunta' },
          headOfHousehold: { en: 'Head of household', es: 'Cabeza de familia' },
        },
      },
      { field: 'marginalRates.federalIncomeTaxPct', label: { en: 'Federal income tax bracket', es: 'Tramo del impuesto federal sobre la renta' }, format: 'percent' },
      {
        field: 'marginalRates.qualifiedBusinessIncomeDeductionPct',
        label: { en: '§199A deduction per $1 of business income', es: 'Deducción §199A por cada dólar de rendimiento' },
        format: 'percent',
      },
      { field: 'marginalRates.selfEmploymentTaxPct', label: { en: 'Self-employment tax, marginal', es: 'Impuesto de autónomos, marginal' }, format: 'percent' },
      { field: 'marginalRates.additionalMedicareTaxPct', label: { en: 'Additional Medicare Tax, marginal', es: 'Additional Medicare Tax, marginal' }, format: 'percent' },
      { field: 'marginalRates.halfSeTaxOffsetPct', label: { en: 'Offset for the deductible half', es: 'Compensación por la mitad deducible' }, format: 'percent' },
      { field: 'marginalRates.businessDeductionPct', label: { en: 'Saved per $1 of deduction', es: 'Ahorro por cada dólar deducido' }, format: 'percent' },
      { field: 'marginalRates.retirementContributionPct', label: { en: 'Deferred per $1 contributed', es: 'Diferido por cada dólar aportado' }, format: 'percent' },
      { field: 'entityReview.selfEmploymentTax', label: { en: 'Self-employment tax at stake', es: 'Impuesto de autónomos en juego' }, format: 'money' },
      { field: 'entityReview.finding', label: { en: 'Business structure', es: 'Forma jurídica' }, format: 'text' },
    ],
    // The six areas as a score card: what closing each gap is worth, the reasoning folded beneath.
    displays: [
      {
        kind: 'score-card',
        title: { en: 'Your score by area', es: 'Tu puntuación por áreas' },
        areas: 'areas',
        keys: { name: 'area', score: 'score', gap: 'gapDollarsPerYear', reasoning: 'finding' },
        names: AREA_NAMES,
        currency: 'USD',
      },
    ],
  },
});
