import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { amountField, cents, MAX_AMOUNT } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { formatMoney, formatPercent } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { esRetaContribution2026, tramoName } from '../../rules/es/es-reta-contribution-2026.rules.js';
import { CONCEPTS, computable, feeOn, findTramo, monthlyNetIncome, regularise, tableFrom, totalRate, type Concept, type Rates } from './es-cuota-autonomos.js';

const CONCEPT_NAMES: Readonly<Record<Concept, readonly [string, string]>> = {
  commonContingencies: ['Common contingencies (contingencias comunes)', 'Contingencias comunes'],
  professionalContingencies: ['Professional contingencies (contingencias profesionales)', 'Contingencias profesionales'],
  cessation: ['Cessation of activity (cese de actividad)', 'Cese de actividad'],
  training: ['Training (formación profesional)', 'Formación profesional'],
  mei: ['Intergenerational equity (MEI)', 'Mecanismo de equidad intergeneracional (MEI)'],
};

const input = z.strictObject({
  annualNetIncome: z
    .number()
    .min(-MAX_AMOUNT)
    .max(MAX_AMOUNT)
    .describe('Net income (rendimientos netos) of the year, EUR, before own RETA fees; negative for a loss.'),
  societario: z.boolean().default(false).describe('Company director (25 %+) or partner (33 %+): 3 % deduction, not 7 %.'),
  newAutonomo: z.boolean().default(false).describe('New autónomo: tarifa plana.'),
  chosenBase: amountField('Monthly base paid now, EUR.').optional(),
});

const money = (description: string) => z.number().describe(description);

const output = z.strictObject({
  year: z.number().describe('Year of the tables (request date).'),
  monthlyNetIncome: money('Computable income ÷ 12.'),
  table: z.enum(['reduced', 'general']).describe('Tabla reducida or general.'),
  tramo: z.number().describe('Tramo within its table.'),
  minBase: money('Minimum base.'),
  maxBase: money('Maximum base.'),
  monthlyFee: money('Monthly fee at the minimum base.'),
  monthlyFeeAtMaxBase: money('Monthly fee at the maximum base.'),
  yearlyFee: money('12 × monthlyFee.'),
  totalRatePercent: z.number().describe('Sum of the rates.'),
  contributions: z
    .array(
      z.strictObject({
        concept: z.enum(['commonContingencies', 'professionalContingencies', 'cessation', 'training', 'mei']),
        ratePercent: z.number(),
        atMinBase: z.number(),
        atMaxBase: z.number(),
      }),
    )
    .describe('Monthly fee by concept, each to the cent.'),
  tarifaPlana: z
    .strictObject({
      monthly: money('Flat fee + MEI, a month, first 12 months.'),
      flatFee: z.number(),
      mei: z.number(),
      first12Months: z.number(),
      secondYearPossible: z.boolean().describe('Income below the annual SMI: 12 more months possible.'),
      smiAnnual: z.number(),
    })
    .nullable()
    .describe('When newAutonomo, else null.'),
  regularisation: z
    .strictObject({
      definitiveBase: z.number().nullable(),
      amount: money('Charged or refunded for the year.'),
      direction: z.enum(['charge', 'refund', 'none']),
      note: z.string(),
    })
    .describe('Year-end regularisation of chosenBase.'),
  tramos: z
    .array(
      z.strictObject({
        name: z.string(),
        income: z.string(),
        minBase: z.number(),
        maxBase: z.number(),
        feeAtMinBase: z.number(),
      }),
    )
    .describe('The 15 tramos of the year.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('Carried-forward or less certain figures; a base to be charged.'),
  rules: rulesOut,
});

export default defineRun({
  id: 'es-cuota-autonomos',
  kind: 'calculator',
  jurisdiction: 'es',
  input,
  output,
  run: ({ annualNetIncome, societario, newAutonomo, chosenBase }, ctx) => {
    const { t, locale } = textsFor(ctx);
    const eur = (n: number) => formatMoney(n, 'EUR', locale);
    const pct = (n: number) => formatPercent(n, locale);
    const name = ([en, es]: readonly [string, string]) => t(en, es);

    const today = utcDate(ctx.now());
    const year = Number(today.slice(0, 4));
    const rules = new RulesApplied(locale);
    const version = rules.at(esRetaContribution2026, today);
    const v = version.values;
    const table = tableFrom(v);
    const rates: Rates = {
      commonContingencies: v.commonContingenciesRate.value,
      professionalContingencies: v.professionalContingenciesRate.value,
      cessation: v.cessationRate.value,
      training: v.trainingRate.value,
      mei: v.meiRate.value,
    };

    const lowest = table[0]!.minBase;
    const highest = Math.max(...table.map((r) => r.maxBase));
    if (chosenBase !== undefined && (chosenBase < lowest || chosenBase > highest)) {
      throw new InputError(
        `chosenBase: must be between ${eur(lowest)} and ${eur(highest)}, the lowest and highest monthly bases of the ${year} tables`,
        `chosenBase: debe estar entre ${eur(lowest)} y ${eur(highest)}, las bases mensuales mínima y máxima de las tablas de ${year}`,
      );
    }

    const deductionPct = societario ? v.genericExpensesSocietarioPct.value : v.genericExpensesPct.value;
    const computableExact = computable(annualNetIncome, deductionPct);
    const monthly = monthlyNetIncome(computableExact);
    const row = findTramo(monthly, table);
    const [tramoEn, tramoEs] = tramoName(row.tramo);
    const tramoLabel = t(tramoEn, tramoEs);
    const atMin = feeOn(row.minBase, rates);
    const atMax = feeOn(row.maxBase, rates);

    const contributions = CONCEPTS.map((concept) => ({
      concept,
      ratePercent: rates[concept],
      atMinBase: atMin.parts[concept],
      atMaxBase: atMax.parts[concept],
    }));

    const warnings = [...rules.warnings];

    let tarifaPlana = null;
    if (newAutonomo) {
      const meiBase = table.find((r) => r.tramo === 'general1')!.minBase;
      const mei = cents((meiBase * rates.mei) / 100);
      const flatFee = v.flatRateMonthly.value;
      const monthlyFlat = cents(flatFee + mei);
      const smiAnnual = v.smiAnnual.value;
      tarifaPlana = { monthly: monthlyFlat, flatFee, mei, first12Months: cents(monthlyFlat * 12), secondYearPossible: computableExact < smiAnnual, smiAnnual };
      warnings.push(
        t(
          `The tarifa plana amount is less certain (medium-low): the law left the 2026 amount to a budget law that was not passed; ${eur(flatFee)} plus the MEI is what the Seguridad Social applies according to secondary sources, not an official text read here.`,
          `El importe de la tarifa plana es menos seguro (confianza media-baja): la ley dejó el de 2026 a una ley de presupuestos que no se aprobó; ${eur(flatFee)} más el MEI es lo que aplica la Seguridad Social según fuentes secundarias, no un texto oficial leído aquí.`,
        ),
      );
    }

    let regularisation;
    if (chosenBase === undefined) {
      regularisation = {
        definitiveBase: null,
        amount: 0,
        direction: 'none' as const,
        note: t(
          `Your base is provisional. After the year, the tax office reports your real net income and the Seguridad Social moves it into its tramo: if the base you paid on was below that tramo's minimum, you pay the difference; if above its maximum, it refunds it. Paying on ${eur(row.minBase)} here, a year that lands one tramo higher is charged the difference between the two minimum bases × 12 at ${pct(totalRate(rates))}.`,
          `Tu base es provisional. Acabado el año, Hacienda comunica tus rendimientos netos reales y la Seguridad Social los sitúa en su tramo: si cotizaste por debajo de la base mínima de ese tramo, pagas la diferencia; si por encima de su base máxima, te la devuelve. Cotizando por ${eur(row.minBase)}, un año que acabe un tramo más arriba se regulariza por la diferencia entre las dos bases mínimas × 12 al ${pct(totalRate(rates))}.`,
        ),
      };
    } else {
      const r = regularise(chosenBase, row, rates);
      const note =
        r.direction === 'charge'
          ? t(
              `Your base of ${eur(chosenBase)} is below the minimum of ${tramoLabel} (${eur(row.minBase)}): at the year-end regularisation the base becomes ${eur(r.definitiveBase)} and you pay ${eur(r.amount)} (${eur(r.yearlyBaseDifference)} of base over the year at ${pct(totalRate(rates))}).`,
              `Tu base de ${eur(chosenBase)} está por debajo de la mínima de la ${tramoLabel.toLowerCase()} (${eur(row.minBase)}): en la regularización la base pasa a ${eur(r.definitiveBase)} y pagarás ${eur(r.amount)} (${eur(r.yearlyBaseDifference)} de base en el año al ${pct(totalRate(rates))}).`,
            )
          : r.direction === 'refund'
            ? t(
                `Your base of ${eur(chosenBase)} is above the maximum of ${tramoLabel} (${eur(row.maxBase)}): at the year-end regularisation the base becomes ${eur(r.definitiveBase)} and the Seguridad Social refunds ${eur(r.amount)}.`,
                `Tu base de ${eur(chosenBase)} está por encima de la máxima de la ${tramoLabel.toLowerCase()} (${eur(row.maxBase)}): en la regularización la base pasa a ${eur(r.definitiveBase)} y la Seguridad Social te devolverá ${eur(r.amount)}.`,
              )
            : t(
                `Your base of ${eur(chosenBase)} is within ${tramoLabel} (${eur(row.minBase)} to ${eur(row.maxBase)}): the regularisation changes nothing.`,
                `Tu base de ${eur(chosenBase)} está dentro de la ${tramoLabel.toLowerCase()} (de ${eur(row.minBase)} a ${eur(row.maxBase)}): la regularización no cambia nada.`,
              );
      regularisation = { definitiveBase: r.definitiveBase, amount: r.amount, direction: r.direction, note };
      if (r.direction === 'charge') warnings.push(note);
    }

    const tramos = table.map((r, i) => {
      const previous = table[i - 1];
      const from = previous?.upTo ?? null;
      const income =
        from === null
          ? t(`up to ${eur(r.upTo!)}`, `hasta ${eur(r.upTo!)}`)
          : r.upTo === null
            ? t(`over ${eur(from)}`, `más de ${eur(from)}`)
            : r.tramo === 'reduced3'
              ? t(`over ${eur(from)} and under ${eur(r.upTo)}`, `más de ${eur(from)} y menos de ${eur(r.upTo)}`)
              : r.tramo === 'general1'
                ? t(`${eur(from)} to ${eur(r.upTo)}`, `de ${eur(from)} a ${eur(r.upTo)}`)
                : t(`over ${eur(from)} up to ${eur(r.upTo)}`, `más de ${eur(from)} hasta ${eur(r.upTo)}`);
      return { name: name(tramoName(r.tramo)), income, minBase: r.minBase, maxBase: r.maxBase, feeAtMinBase: feeOn(r.minBase, rates).total };
    });

    const breakdown: BreakdownItem[] = [
      { item: 'annualNetIncome', label: t('Net income of the year, as given', 'Rendimientos netos del año indicados'), amount: cents(annualNetIncome) },
      {
        item: 'genericExpenses',
        label: t(`Less ${pct(deductionPct)} for generic expenses (none on a loss)`, `Menos el ${pct(deductionPct)} por gastos genéricos (nada si hay pérdidas)`),
        amount: cents(computableExact - annualNetIncome),
      },
      { item: 'computableAnnualIncome', label: t('Computable net income of the year', 'Rendimientos netos computables del año'), amount: cents(computableExact) },
      { item: 'monthlyNetIncome', label: t(`÷ 12 = monthly net income: ${tramoLabel}`, `÷ 12 = rendimiento neto mensual: ${tramoLabel.toLowerCase()}`), amount: monthly },
      { item: 'minBase', label: t('Minimum base of the tramo', 'Base mínima del tramo'), amount: row.minBase },
      ...contributions.map((c) => ({ item: c.concept, label: `${name(CONCEPT_NAMES[c.concept])}: ${pct(c.ratePercent)} × ${eur(row.minBase)}`, amount: c.atMinBase })),
      { item: 'monthlyFee', label: t('Monthly fee at the minimum base', 'Cuota mensual con la base mínima'), amount: atMin.total },
      { item: 'yearlyFee', label: t('× 12 = fee for the year', '× 12 = cuota del año'), amount: cents(atMin.total * 12) },
    ];

    const assumptions = [
      t(
        `Tables and rates in force on ${today} (the date of the request, UTC): es-reta-contribution-2026 effective ${version.effective}.`,
        `Tablas y tipos vigentes el ${today} (fecha de la consulta, UTC): es-reta-contribution-2026 en vigor desde el ${version.effective}.`,
      ),
      t(
        'The expected net income is the one the Seguridad Social counts: your IRPF net activity income with your own RETA fees added back (casillas 0224 + 0186 in direct estimation), for the whole year in alta. The monthly figure is the year’s ÷ 12; the regularisation averages over the days in alta × 30, which can differ by cents at a limit.',
        'Los rendimientos netos previstos son los que cuenta la Seguridad Social: el rendimiento neto de la actividad en el IRPF sumándole tus cuotas de autónomo (casillas 0224 + 0186 en estimación directa), con alta todo el año. La cifra mensual es la anual ÷ 12; la regularización promedia por los días de alta × 30, lo que puede diferir en céntimos junto a un límite.',
      ),
      t(
        'The monthly fee is the base × the total rate, to the cent; each concept’s share is rounded on its own, so the shares may add up to a cent more or less. Professional contingencies are included (compulsory for most); the cut for those with temporary incapacity covered in another scheme, and bonuses other than the tarifa plana, are not modelled.',
        'La cuota mensual es la base × el tipo total, al céntimo; la parte de cada concepto se redondea por separado, así que las partes pueden sumar un céntimo más o menos. Se incluyen las contingencias profesionales (obligatorias para la mayoría); no se modelan la reducción por tener la incapacidad temporal cubierta en otro régimen ni otras bonificaciones distintas de la tarifa plana.',
      ),
      t(
        'You may pay on any base of your tramo, from its minimum to its maximum (up to the general maximum); this shows the minimum, and the maximum as context.',
        'Puedes cotizar por cualquier base de tu tramo, de la mínima a la máxima; aquí se muestra la mínima y, como referencia, la máxima.',
      ),
    ];
    if (newAutonomo) {
      assumptions.push(
        t(
          'Tarifa plana (art. 38 ter LETA): a fixed cuota reducida for the first 12 full calendar months from the alta, without cessation or training, plus the MEI on the minimum base of general tramo 1; it is not regularised. The next 12 months may keep it if the net income of each calendar year they cover is below the annual SMI (asked for before the first period ends), and is regularised if that year’s income exceeds it. Compared here: the computable income of this year with this year’s SMI. Longer periods for a disability of 33 % or more or victims of gender violence or terrorism are not modelled.',
          'Tarifa plana (art. 38 ter de la LETA): una cuota reducida fija durante los 12 primeros meses naturales completos desde el alta, sin cese de actividad ni formación profesional, más el MEI sobre la base mínima del tramo 1 de la tabla general; no se regulariza. Los 12 meses siguientes puede mantenerse si los rendimientos netos de cada año natural que abarquen son inferiores al SMI anual (hay que pedirlo antes de que acabe el primer periodo), y se regulariza si ese año se supera. Aquí se compara el rendimiento computable de este año con el SMI de este año. No se modelan los periodos más largos por discapacidad del 33 % o más ni para víctimas de violencia de género o de terrorismo.',
        ),
      );
    }

    return {
      year,
      monthlyNetIncome: monthly,
      table: row.tramo.startsWith('reduced') ? ('reduced' as const) : ('general' as const),
      tramo: Number(row.tramo.replace(/\D/g, '')),
      minBase: row.minBase,
      maxBase: row.maxBase,
      monthlyFee: atMin.total,
      monthlyFeeAtMaxBase: atMax.total,
      yearlyFee: cents(atMin.total * 12),
      totalRatePercent: totalRate(rates),
      contributions,
      tarifaPlana,
      regularisation,
      tramos,
      breakdown,
      assumptions,
      warnings,
      rules: rules.used,
    };
  },
});
