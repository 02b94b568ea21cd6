import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { InputError } from '../../core/errors.js';
import { amountField, percentField, cents, MAX_AMOUNT } from '../../core/money.js';
import { implausibleMarginalRate } from '../../core/plausible.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { usBusinessTravelDeductions } from '../../rules/us/us-business-travel-deductions.rules.js';
import { formatDay, formatMoney, formatNumber as formatNumberIn, formatPercent } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { formatNumber, formatPct, formatUsd, tripCost } from './conference-trip-cost.js';

/** Longest trip accepted, in days (and nights): a year. */
export const MAX_TRIP_DAYS = 366;

const optionalAmount = (description: string) => amountField(description).default(0);
const dayCount = (description: string) => z.number().int().min(0).max(MAX_TRIP_DAYS).describe(description).default(0);

const input = z.strictObject({
  dayRate: amountField('Day rate the lost days are worth, USD.'),
  ticket: optionalAmount('Ticket or registration fee.'),
  travel: optionalAmount('Flights, trains and taxis, both ways.'),
  lodgingPerNight: optionalAmount('Room rate per night.'),
  nights: dayCount('Nights away.'),
  mealsPerDay: optionalAmount('Food per day away (client meals too), before the 50 % limit.'),
  daysAway: dayCount('Days away, travel days included.'),
  billableDaysLost: z
    .number()
    .min(0)
    .max(MAX_TRIP_DAYS)
    .describe('Days away that would have been billed (0.5 = half a day); at most the days away.')
    .default(0),
  otherCosts: optionalAmount('Other business costs (visas, baggage), fully deductible.'),
  marginalTaxPct: percentField(
    'Marginal tax rate, percent (24 = 24 %). Default 0.',
  ).default(0),
});

const output = z.strictObject({
  cashCost: z.number().describe('Money spent on the trip: ticket + travel + lodging + meals + other costs.'),
  lostBilling: z.number().describe('dayRate × billableDaysLost: fees not earned while away, before tax (not deductible).'),
  deductibleExpenses: z.number().describe('The part of the cash cost that is deductible: everything except the non-deductible half of meals.'),
  nonDeductibleExpenses: z.number().describe('cashCost − deductibleExpenses: the share of meals the 50 % limit leaves undeducted.'),
  taxSaving: z.number().describe('deductibleExpenses × marginalTaxPct %: the tax the deduction saves.'),
  lostBillingAfterTax: z.number().describe('lostBilling × (1 − marginalTaxPct %): what the lost fees would have left you after the tax on them.'),
  netCostAfterTax: z
    .number()
    .describe('After-tax view, money you keep: cashCost − taxSaving + lostBillingAfterTax. Every term is after tax.'),
  netCostBeforeTax: z
    .number()
    .nullable()
    .describe(
      'Pre-tax view, the billing before tax that pays for the trip: netCostAfterTax ÷ (1 − marginalTaxPct %) = deductibleExpenses + ' +
        'nonDeductibleExpenses ÷ (1 − marginalTaxPct %) + lostBilling. Equal to netCostAfterTax when marginalTaxPct is 0; null at 100 %.',
    ),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('Inputs that look inconsistent: a per-night or per-day amount with no nights or days, more nights than days away; no pre-tax view at a 100 % marginal rate.'),
  rules: rulesOut,
});

export default defineRun({
  id: 'conference-trip-cost',
  kind: 'calculator',
  jurisdiction: 'us',
  input,
  output,
  run: (input, ctx) => {
    // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
    const { t, locale } = textsFor(ctx);
    const es = locale === 'es';
    const usd = (n: number) => {
      const rounded = Math.round(n * 100) / 100;
      return es ? formatMoney(rounded, 'USD', 'es', Number.isInteger(rounded)) : formatUsd(n);
    };
    const pct = (n: number) => (es ? formatPercent(Number(n.toFixed(6)), 'es') : formatPct(n));
    const num = (n: number) => (es ? formatNumberIn(Number(n.toFixed(6)), 'es') : formatNumber(n));
    /** "1 noche", "3 noches": Spanish counts agree; the English labels keep their wording. */
    const count = (n: number, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;

    if (input.billableDaysLost > input.daysAway) {
      throw new InputError(
        `billableDaysLost: must not exceed the days away (${input.daysAway}), got ${input.billableDaysLost}`,
        `billableDaysLost: no puede superar los días fuera (${formatNumberIn(input.daysAway, 'es')}); se indicaron ${formatNumberIn(input.billableDaysLost, 'es')}`,
      );
    }
    const today = utcDate(ctx.now());
    const rules = new RulesApplied(ctx.locale);
    const version = rules.at(usBusinessTravelDeductions, today);
    const mealsPct = version.values.mealsDeductiblePct.value;
    const { marginalTaxPct } = input;
    const c = tripCost(input, mealsPct / 100, marginalTaxPct / 100);
    if (c.cash > MAX_AMOUNT) {
      throw new InputError(
        `The cash cost (ticket + travel + lodging per night × nights + meals per day × days away + other costs) must be at most ${MAX_AMOUNT}, got ${c.cash}`,
        `El desembolso (entrada + desplazamiento + alojamiento por noche × noches + comidas por día × días fuera + otros gastos) ` +
          `no puede pasar de ${formatNumberIn(MAX_AMOUNT, 'es')}; da ${formatNumberIn(c.cash, 'es')}`,
      );
    }
    if (c.lostBilling > MAX_AMOUNT) {
      throw new InputError(
        `dayRate: the day rate × billable days lost must be at most ${MAX_AMOUNT}, got ${c.lostBilling}`,
        `dayRate: la tarifa diaria × los días facturables perdidos no puede pasar de ${formatNumberIn(MAX_AMOUNT, 'es')}; da ${formatNumberIn(c.lostBilling, 'es')}`,
      );
    }

    const breakdown: BreakdownItem[] = [
      { item: 'ticket', label: t('Ticket or registration', 'Entrada o inscripción'), amount: cents(input.ticket) },
      { item: 'travel', label: t('Travel: flights, trains, taxis, both ways', 'Desplazamiento: vuelos, trenes y taxis, ida y vuelta'), amount: cents(input.travel) },
      {
        item: 'lodging',
        label: t(
          `Lodging: ${usd(input.lodgingPerNight)} × ${input.nights} nights`,
          `Alojamiento: ${usd(input.lodgingPerNight)} × ${count(input.nights, 'noche', 'noches')}`,
        ),
        amount: cents(c.lodging),
      },
      {
        item: 'meals',
        label: t(
          `Meals: ${usd(input.mealsPerDay)} × ${input.daysAway} days away`,
          `Comidas: ${usd(input.mealsPerDay)} × ${count(input.daysAway, 'día fuera', 'días fuera')}`,
        ),
        amount: cents(c.meals),
      },
      { item: 'otherCosts', label: t('Other costs (visas, baggage, materials)', 'Otros gastos (visados, equipaje, materiales)'), amount: cents(input.otherCosts) },
      {
        item: 'cashCost',
        label: t(
          'Cash cost: ticket + travel + lodging + meals + other costs',
          'Desembolso: entrada + desplazamiento + alojamiento + comidas + otros gastos',
        ),
        amount: cents(c.cash),
      },
      {
        item: 'deductibleMeals',
        label: t(
          `Deductible meals: ${pct(mealsPct)} of ${usd(c.meals)} (IRC §274(n))`,
          `Comidas deducibles: ${pct(mealsPct)} de ${usd(c.meals)} (IRC §274(n))`,
        ),
        amount: cents(c.deductibleMeals),
      },
      {
        item: 'deductibleExpenses',
        label: t(
          'Deductible expenses: ticket + travel + lodging + deductible meals + other costs',
          'Gastos deducibles: entrada + desplazamiento + alojamiento + comidas deducibles + otros gastos',
        ),
        amount: cents(c.deductible),
      },
      {
        item: 'nonDeductibleExpenses',
        label: t('Non-deductible expenses: cash cost − deductible expenses', 'Gastos no deducibles: desembolso − gastos deducibles'),
        amount: cents(c.nonDeductible),
      },
      {
        item: 'taxSaving',
        label: t(
          `Tax saving: ${pct(marginalTaxPct)} marginal rate × deductible expenses (subtracted)`,
          `Ahorro fiscal: tipo marginal del ${pct(marginalTaxPct)} × gastos deducibles (se resta)`,
        ),
        amount: cents(c.taxSaving),
      },
      {
        item: 'lostBilling',
        label: t(
          `Lost billing before tax: ${usd(input.dayRate)} day rate × ${num(input.billableDaysLost)} billable days lost (not deductible)`,
          `Facturación perdida antes de impuestos: tarifa diaria de ${usd(input.dayRate)} × ` +
            `${count(input.billableDaysLost, 'día facturable perdido', 'días facturables perdidos')} (no deducible)`,
        ),
        amount: cents(c.lostBilling),
      },
      {
        item: 'lostBillingTax',
        label: t(
          `Tax the lost billing would have borne: ${pct(marginalTaxPct)} × lost billing (subtracted)`,
          `Impuesto que habría soportado la facturación perdida: ${pct(marginalTaxPct)} × facturación perdida (se resta)`,
        ),
        amount: cents(c.lostBillingTax),
      },
      {
        item: 'lostBillingAfterTax',
        label: t('Lost billing after tax: lost billing − the tax on it', 'Facturación perdida después de impuestos: facturación perdida − su impuesto'),
        amount: cents(c.lostBillingAfterTax),
      },
      {
        item: 'netCostAfterTax',
        label: t(
          'Net cost after tax (money you keep): cash cost − tax saving + lost billing after tax',
          'Coste neto después de impuestos (el dinero que te queda): desembolso − ahorro fiscal + facturación perdida después de impuestos',
        ),
        amount: cents(c.netAfterTax),
      },
    ];
    if (c.netBeforeTax !== null) {
      breakdown.push({
        item: 'netCostBeforeTax',
        label: t(
          `Net cost before tax (the billing that pays for it): net cost after tax ÷ (1 − ${pct(marginalTaxPct)})`,
          `Coste neto antes de impuestos (la facturación que lo paga): coste neto después de impuestos ÷ (1 − ${pct(marginalTaxPct)})`,
        ),
        amount: cents(c.netBeforeTax),
      });
    }

    // A typo (45 for 4.5) still gets an answer, but says first that the figure looks wrong.
    const warnings: string[] = implausibleMarginalRate(input.marginalTaxPct, ctx.locale ?? 'en');
    if (input.lodgingPerNight > 0 && input.nights === 0) {
      warnings.push(
        t(
          'Lodging per night is set but nights is 0, so no lodging is counted: give the nights.',
          'Has indicado el alojamiento por noche, pero las noches son 0, así que no se cuenta alojamiento: indica las noches.',
        ),
      );
    }
    if (input.mealsPerDay > 0 && input.daysAway === 0) {
      warnings.push(
        t(
          'Meals per day are set but days away is 0, so no meals are counted: give the days away.',
          'Has indicado las comidas por día, pero los días fuera son 0, así que no se cuentan comidas: indica los días fuera.',
        ),
      );
    }
    if (input.nights > input.daysAway && input.daysAway > 0) {
      warnings.push(
        t(
          `Nights (${input.nights}) are more than days away (${input.daysAway}): days away should include the travel days.`,
          `Las noches (${num(input.nights)}) superan los días fuera (${num(input.daysAway)}): los días fuera deberían incluir los de viaje.`,
        ),
      );
    }

    if (c.netBeforeTax === null) {
      warnings.push(
        t(
          'At a 100 % marginal rate no billing before tax leaves anything to pay with, so there is no pre-tax view: the net cost before tax is left empty.',
          'Con un tipo marginal del 100 % ninguna facturación antes de impuestos deja nada con lo que pagar, así que no hay vista antes de impuestos: el coste neto antes de impuestos queda vacío.',
        ),
      );
    }

    const assumptions = [
      t(
        `Rules in force on ${today} (the date of the request, UTC): ${usBusinessTravelDeductions.id} effective ${version.effective}: ` +
          `business meals ${formatPct(mealsPct)} deductible (IRC §274(n)); the 100 % deduction for restaurant meals applied only to 2021 and 2022.`,
        `Normas vigentes el ${formatDay(today, 'es')} (fecha de la consulta, UTC): ${usBusinessTravelDeductions.id} en vigor desde el ` +
          `${formatDay(version.effective, 'es')}: comidas de negocios deducibles al ${pct(mealsPct)} (IRC §274(n)); la deducción del 100 % ` +
          'de las comidas en restaurantes solo se aplicó en 2021 y 2022.',
      ),
      t(
        'The trip is primarily for business (a US trip, no personal days), so travel and lodging are deductible in full.',
        'El viaje es principalmente de negocios (dentro de EE. UU., sin días personales), así que el desplazamiento y el alojamiento son ' +
          'deducibles en su totalidad.',
      ),
      t(
        'Lost billing is income not earned, not an expense: it is not deductible. Had it been earned it would have been taxed at ' +
          'the marginal rate, so the after-tax view counts it net of that tax, on the same basis as the tax saving; the pre-tax ' +
          'view counts it in full and grosses up the after-tax costs instead.',
        'La facturación perdida es un ingreso que no se obtiene, no un gasto: no es deducible. Si se hubiera cobrado habría ' +
          'tributado al tipo marginal, así que la vista después de impuestos la cuenta descontado ese impuesto, en la misma base ' +
          'que el ahorro fiscal; la vista antes de impuestos la cuenta entera y eleva al íntegro los costes después de impuestos.',
      ),
      t(
        'Other costs are counted as fully deductible business expenses. Hosted client dinners are meals and only ' +
          `${formatPct(mealsPct)} deductible: put them in meals per day. Entertainment (shows, sports, golf) is not deductible: leave it out.`,
        'Los otros gastos se cuentan como gastos del negocio deducibles en su totalidad. Las cenas con clientes a las que invites son ' +
          `comidas y solo son deducibles al ${pct(mealsPct)}: inclúyelas en las comidas por día. El ocio (espectáculos, deportes, golf) ` +
          'no es deducible: déjalo fuera.',
      ),
      t(
        'Meals are counted at their actual cost per day away (meals per day × days away); the federal per diem rates are not used.',
        'Las comidas se cuentan por su coste real por día fuera (comidas por día × días fuera); no se usan las dietas federales.',
      ),
      marginalTaxPct === 0
        ? t(
            'The marginal tax rate is 0 (the default), so the tax saving is 0 and the net cost is the same after and before tax: give your marginal rate to see both.',
            'El tipo marginal es 0 (el valor por defecto), así que el ahorro fiscal es 0 y el coste neto es el mismo después y antes de impuestos: indica tu tipo marginal para ver los dos.',
          )
        : t(
            `The marginal rate ${formatPct(marginalTaxPct)} is applied as given to the deductible expenses and to the lost billing, with ` +
              'no split into federal, state and self-employment tax.',
            `El tipo marginal del ${pct(marginalTaxPct)} se aplica tal cual a los gastos deducibles y a la facturación perdida, sin ` +
              'separar el impuesto federal, el estatal y el impuesto de autónomos.',
          ),
      t(
        'Amounts not given count as 0. Amounts are computed at full precision and rounded to cents only in the output.',
        'Los importes no indicados cuentan como 0. Los importes se calculan con precisión completa y se redondean a céntimos solo en ' +
          'el resultado.',
      ),
    ];

    return {
      cashCost: cents(c.cash),
      lostBilling: cents(c.lostBilling),
      deductibleExpenses: cents(c.deductible),
      nonDeductibleExpenses: cents(c.nonDeductible),
      taxSaving: cents(c.taxSaving),
      lostBillingAfterTax: cents(c.lostBillingAfterTax),
      netCostAfterTax: cents(c.netAfterTax),
      netCostBeforeTax: c.netBeforeTax === null ? null : cents(c.netBeforeTax),
      breakdown,
      assumptions,
      warnings: [...warnings, ...rules.warnings],
      rules: rules.used,
    };
  },
});
