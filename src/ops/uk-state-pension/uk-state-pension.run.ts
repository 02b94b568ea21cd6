import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { cents, moneyOut } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { ukStatePensionRates } from '../../rules/uk/uk-state-pension-rates.rules.js';
import { ukVoluntaryClass3Rates } from '../../rules/uk/uk-voluntary-class-3-rates.rules.js';
import { formatDay, formatMoney } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { countedYears, gbp, plural, taxYearOf, topUp, weeklyPension, type PensionRates } from './uk-state-pension.js';

/** Longest plausible working life in tax years (16 to beyond State Pension age): a bound, not a rule. */
export const MAX_YEARS = 70;

const years = (description: string) => z.int().min(0).max(MAX_YEARS).describe(description);
const maybeMoney = (description: string) => z.number().nullable().describe(description);

const input = z.strictObject({
  qualifyingYears: years('Qualifying years already on the NI record.'),
  futureYears: years('Further qualifying years expected before State Pension age.').default(0),
  boughtYears: years('Gap years to buy with voluntary Class 3 contributions (only the past 6 tax years can still be paid for).').default(0),
});

const output = z.strictObject({
  taxYear: z.string().describe('The UK tax year whose rates are used, e.g. 2026/27 (it runs 6 April to 5 April).'),
  fullWeeklyRate: moneyOut('Full new State Pension per week in that tax year, in pounds.'),
  recordYears: z.number().describe('qualifyingYears + futureYears, before the cap.'),
  countedYears: z.number().describe('Qualifying years that count: recordYears capped at 35.'),
  entitled: z.boolean().describe('Whether at least 10 years are counted (fewer give no new State Pension).'),
  weeklyPension: moneyOut('Forecast weekly pension in pounds, today\'s money: full rate ÷ 35 × counted years, 0 under 10 years.'),
  fourWeeklyPension: moneyOut('What each payment would be: weekly × 4 (paid every 4 weeks).'),
  yearlyPension: moneyOut('Weekly × 52.'),
  yearsShortOfFullRate: z.number().describe('35 − countedYears.'),
  weeklyShortfall: moneyOut('Full rate − weekly pension, per week.'),
  yearlyShortfall: moneyOut('The weekly shortfall × 52.'),
  voluntary: z
    .strictObject({
      boughtYears: z.number().describe('Gap years asked about.'),
      notBuyableYears: z.number().describe('Those beyond the past 6 tax years, which can no longer be paid for: not bought, costed or counted.'),
      usefulYears: z.number().describe('Buyable years that add to the record: at most 35 − countedYears.'),
      wastedYears: z.number().describe('Buyable years past 35: they add nothing and are not costed.'),
      extraWeeklyPension: moneyOut('Extra weekly pension the useful years bring (0 if the record stays under 10 years).'),
      extraYearlyPension: moneyOut('Extra weekly pension × 52.'),
      weeklyPensionWithBoughtYears: moneyOut('Forecast weekly pension with the useful bought years.'),
      yearlyPensionWithBoughtYears: moneyOut('That weekly pension × 52.'),
      class3WeeklyRate: maybeMoney(
        'Voluntary Class 3 rate per week for this tax year (carried forward, with a warning, when the year\'s rate is not published yet); null when no years are bought (boughtYears 0).',
      ),
      cost: maybeMoney('Useful years × 52 × the Class 3 weekly rate; 0 with no useful years; null when no years are bought.'),
      paybackYears: z.number().nullable().describe('Cost ÷ extra yearly pension, in years (2 decimals); null when there is no extra pension or no cost.'),
    })
    .describe('Filling gap years with voluntary Class 3 contributions.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z
    .array(z.string())
    .describe('What needs your attention: gap years that can no longer be bought, no pension under 10 years, wasted bought years, rates not yet published and carried forward.'),
  rules: rulesOut,
});

export default defineRun({
  id: 'uk-state-pension',
  kind: 'calculator',
  jurisdiction: 'uk',
  input,
  output,
  run: ({ qualifyingYears, futureYears, boughtYears }, ctx) => {
    const today = utcDate(ctx.now());
    const taxYear = taxYearOf(today);
    // The rates of the tax year of the request; past the last published year, the latest carried forward (and warned of).
    const rulesApplied = new RulesApplied(ctx.locale);
    const version = rulesApplied.at(ukStatePensionRates, today);
    const v = version.values;
    // The full rate is not the tax year's own when the version is an earlier year's, or repeats one (carriedFrom).
    const fullRateFrom = v.fullWeeklyRate.carriedFrom ?? version.effective;
    const fullRateCarried = fullRateFrom < taxYear.start;
    const rates: PensionRates = {
      fullWeeklyRate: v.fullWeeklyRate.value,
      yearsForFull: v.qualifyingYearsForFullRate.value,
      minimumYears: v.minimumQualifyingYears.value,
      weeksPerPayment: v.weeksPerPayment.value,
      weeksPerYear: v.weeksPerYear.value,
    };
    const full = rates.fullWeeklyRate;
    const perYear = rates.weeksPerYear;

    const recordYears = qualifyingYears + futureYears;
    const counted = countedYears(recordYears, rates);
    const entitled = counted >= rates.minimumYears;
    const weekly = weeklyPension(recordYears, rates);
    const shortfallWeekly = full - weekly;

    // The Class 3 rate and time limit of the same tax year, looked up only when years are bought; past its last published year
    // the rate is carried forward and warned of, like the full rate (both are uprated each April).
    const class3 = boughtYears > 0 ? rulesApplied.at(ukVoluntaryClass3Rates, today) : null;
    const buyBackYears = class3 ? class3.values.buyBackTaxYears.value : 0;
    const bought = topUp(recordYears, boughtYears, buyBackYears, rates);
    const weeklyWith = weekly + bought.extraWeekly;
    const extraYearly = bought.extraWeekly * perYear;
    const class3Weekly = class3 ? class3.values.weeklyRate.value : null;
    const class3From = class3 ? (class3.values.weeklyRate.carriedFrom ?? class3.effective) : null;
    const class3Carried = class3From !== null && class3From < taxYear.start;
    const cost = class3 === null ? null : bought.useful * class3.values.contributionsPerYear.value * class3.values.weeklyRate.value;
    const payback = cost !== null && cost > 0 && extraYearly > 0 ? cost / extraYearly : null;
    /** "2026/27" for a version effective 2026-04-06. */
    const yearOf = (effective: string) => taxYearOf(effective).label;

    // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
    const { t, locale } = textsFor(ctx);
    const es = locale === 'es';
    const pounds = (n: number) => (es ? formatMoney(n, 'GBP', 'es') : gbp(n));
    const day = (iso: string) => (es ? formatDay(iso, 'es') : iso);
    const fmtYears = (n: number) => (es ? `${n} ${n === 1 ? 'año' : 'años'}` : plural(n, 'year'));
    const breakdown: BreakdownItem[] = [
      {
        item: 'recordYears',
        label: t(
          `Qualifying years on the record (${qualifyingYears}) + further years expected (${futureYears})`,
          `Años cotizados en tu historial (${qualifyingYears}) + años que esperas sumar (${futureYears})`,
        ),
        amount: recordYears,
      },
      { item: 'countedYears', label: t(`Years counted, capped at ${rates.yearsForFull}`, `Años computables, con un máximo de ${rates.yearsForFull}`), amount: counted },
      {
        item: 'fullWeeklyRate',
        label: fullRateCarried
          ? t(
              `Full new State Pension per week, ${taxYear.label}: the ${yearOf(fullRateFrom)} rate, carried forward (not published yet)`,
              `Nueva State Pension completa por semana, año fiscal ${taxYear.label}: la de ${yearOf(fullRateFrom)}, que se mantiene (aún no se ha publicado)`,
            )
          : t(`Full new State Pension per week, ${taxYear.label}`, `Nueva State Pension completa por semana, año fiscal ${taxYear.label}`),
        amount: full,
      },
      {
        item: 'weeklyPension',
        label: entitled
          ? t(`Weekly pension: ${gbp(full)} ÷ ${rates.yearsForFull} × ${counted}`, `Pensión semanal: ${pounds(full)} ÷ ${rates.yearsForFull} × ${counted}`)
          : t(
              `Weekly pension: none, fewer than ${rates.minimumYears} qualifying years`,
              `Pensión semanal: ninguna, menos de ${rates.minimumYears} años cotizados`,
            ),
        amount: cents(weekly),
      },
      {
        item: 'fourWeeklyPension',
        label: t(`Each four-weekly payment: weekly × ${rates.weeksPerPayment}`, `Cada pago, cada ${rates.weeksPerPayment} semanas: semanal × ${rates.weeksPerPayment}`),
        amount: cents(weekly * rates.weeksPerPayment),
      },
      { item: 'yearlyPension', label: t(`Yearly pension: weekly × ${perYear}`, `Pensión anual: semanal × ${perYear}`), amount: cents(weekly * perYear) },
      {
        item: 'weeklyShortfall',
        label: t(
          `Shortfall to the full rate per week: ${gbp(full)} − weekly pension`,
          `Lo que falta para la cuantía completa, por semana: ${pounds(full)} − pensión semanal`,
        ),
        amount: cents(shortfallWeekly),
      },
      {
        item: 'yearlyShortfall',
        label: t(`Shortfall per year: weekly shortfall × ${perYear}`, `Lo que falta al año: lo que falta por semana × ${perYear}`),
        amount: cents(shortfallWeekly * perYear),
      },
    ];
    if (boughtYears > 0) {
      if (bought.notBuyable > 0) {
        breakdown.push({
          item: 'notBuyableYears',
          label: t(
            `Gap years that can no longer be bought: ${boughtYears} asked for − the past ${buyBackYears} tax years`,
            `Lagunas que ya no pueden comprarse: ${boughtYears} indicadas − los últimos ${buyBackYears} años fiscales`,
          ),
          amount: bought.notBuyable,
        });
      }
      breakdown.push(
        {
          item: 'usefulBoughtYears',
          label: t(
            `Bought years that add to the record (at most ${buyBackYears} can be bought, and at most ${rates.yearsForFull} − ${counted} count)`,
            `Años comprados que suman al historial (como máximo pueden comprarse ${buyBackYears} y cuentan ${rates.yearsForFull} − ${counted})`,
          ),
          amount: bought.useful,
        },
        {
          item: 'extraWeeklyPension',
          label: t(
            `Extra weekly pension: pension with ${fmtYears(Math.min(recordYears + bought.useful, rates.yearsForFull))} − pension with ${fmtYears(counted)}`,
            `Pensión semanal adicional: pensión con ${fmtYears(Math.min(recordYears + bought.useful, rates.yearsForFull))} − pensión con ${fmtYears(counted)}`,
          ),
          amount: cents(bought.extraWeekly),
        },
        {
          item: 'extraYearlyPension',
          label: t(`Extra yearly pension: extra weekly × ${perYear}`, `Pensión anual adicional: adicional semanal × ${perYear}`),
          amount: cents(extraYearly),
        },
      );
      if (class3 && cost !== null) {
        const rateYear = yearOf(class3From!);
        breakdown.push({
          item: 'class3Cost',
          label: t(
            `Class 3 cost: ${fmtYears(bought.useful)} × ${class3.values.contributionsPerYear.value} weeks × ${gbp(class3.values.weeklyRate.value)} ` +
              (class3Carried ? `(the ${rateYear} rate, carried forward)` : `(${rateYear} rate)`),
            `Coste de la clase 3: ${fmtYears(bought.useful)} × ${class3.values.contributionsPerYear.value} semanas × ${pounds(class3.values.weeklyRate.value)} ` +
              (class3Carried ? `(la tarifa de ${rateYear}, que se mantiene)` : `(tarifa de ${rateYear})`),
          ),
          amount: cents(cost),
        });
      }
      if (payback !== null) {
        breakdown.push({
          item: 'paybackYears',
          label: t('Payback in years: cost ÷ extra yearly pension', 'Años para recuperar el coste: coste ÷ pensión anual adicional'),
          amount: cents(payback),
        });
      }
    }

    const warnings: string[] = [];
    if (bought.notBuyable > 0) {
      const one = bought.notBuyable === 1;
      warnings.push(
        t(
          `${bought.notBuyable} of the ${boughtYears} gap years asked for cannot be bought: gaps can usually be paid for only from the past ` +
            `${buyBackYears} tax years (the extension back to 2006-07 closed on 5 April 2025), so ${one ? 'it is' : 'they are'} not costed ` +
            'and not counted in the pension with bought years.',
          `${bought.notBuyable} de las ${boughtYears} lagunas que indicas no ${one ? 'puede' : 'pueden'} comprarse: normalmente solo pueden ` +
            `pagarse las lagunas de los últimos ${buyBackYears} años fiscales (la ampliación hasta 2006-07 terminó el 5 de abril de 2025), ` +
            `así que no se ${one ? 'valora ni se cuenta' : 'valoran ni se cuentan'} en la pensión con años comprados.`,
        ),
      );
    }
    if (!entitled) {
      warnings.push(
        t(
          `No new State Pension: ${fmtYears(counted)} counted, at least ${rates.minimumYears} qualifying years are needed.`,
          `Sin nueva State Pension: ${fmtYears(counted)} computables, y hacen falta al menos ${rates.minimumYears} años cotizados.`,
        ),
      );
    }
    if (bought.wasted > 0) {
      warnings.push(
        t(
          `${plural(bought.wasted, 'bought year')} would take the record past ${rates.yearsForFull} years and add nothing; ` +
            (bought.useful > 0 ? `only the ${fmtYears(bought.useful)} that count ${bought.useful === 1 ? 'is' : 'are'} costed.` : 'none is costed.'),
          (bought.wasted === 1
            ? `1 año comprado llevaría el historial más allá de ${rates.yearsForFull} años y no añadiría nada; `
            : `${bought.wasted} años comprados llevarían el historial más allá de ${rates.yearsForFull} años y no añadirían nada; `) +
            (bought.useful === 0
              ? 'no se calcula el coste de ninguno.'
              : bought.useful === 1
                ? 'solo se calcula el coste del año que cuenta.'
                : `solo se calcula el coste de los ${bought.useful} años que cuentan.`),
        ),
      );
    }
    if (bought.useful > 0 && bought.extraWeekly === 0) {
      warnings.push(
        t(
          `Even with the bought years the record stays under ${rates.minimumYears} qualifying years: they add no pension on their own.`,
          `Incluso con los años comprados el historial no llega a ${rates.minimumYears} años cotizados: por sí solos no añaden pensión.`,
        ),
      );
    }
    const assumptions = [
      t(
        `Tax year ${taxYear.label}: the date of the request (${today}, UTC) falls in the tax year starting ${taxYear.start}; rule set ` +
          `uk-state-pension-rates effective ${version.effective}, full rate ${gbp(full)} a week` +
          (fullRateCarried ? ` (the ${yearOf(fullRateFrom)} rate: the ${taxYear.label} rate is not published yet).` : '.'),
        `Año fiscal ${taxYear.label}: la fecha de la consulta (${day(today)}, UTC) cae en el año fiscal que empieza el ${day(taxYear.start)}; ` +
          `conjunto de normas uk-state-pension-rates en vigor desde el ${day(version.effective)}, cuantía completa de ${pounds(full)} a la semana` +
          (fullRateCarried ? ` (la de ${yearOf(fullRateFrom)}: la de ${taxYear.label} aún no se ha publicado).` : '.'),
      ),
      t(
        'New State Pension rules (Pensions Act 2014), for people reaching State Pension age on or after 6 April 2016.',
        'Normas de la nueva State Pension (Ley de Pensiones de 2014), para quienes alcanzan la edad de la State Pension el 6 de abril de 2016 o después.',
      ),
      t(
        'People with National Insurance years before 6 April 2016 get a starting amount under transitional rules, which can be higher ' +
          '(a protected payment) or lower (years contracted out) than full rate ÷ 35 × years: not modelled. Your official forecast on ' +
          'GOV.UK (Check your State Pension forecast) gives your own figure.',
        'Quien tiene años de National Insurance anteriores al 6 de abril de 2016 recibe una cuantía inicial según normas transitorias, que ' +
          'puede ser mayor (un importe protegido) o menor (años en que se cotizó a un plan de pensiones de empresa en lugar de al Estado) ' +
          'que la cuantía completa ÷ 35 × años: no se modela. Tu previsión oficial de la State Pension en GOV.UK da tu propia cifra.',
      ),
      t(
        "Forecast in today's money at the current full rate: the rate is uprated every April and future upratings are not projected.",
        'Previsión en dinero de hoy con la cuantía completa actual: la cuantía se revaloriza cada abril y no se proyectan revalorizaciones futuras.',
      ),
      t(
        'Future years are whole qualifying years still to come before your State Pension age (default 0); State Pension age itself is not computed.',
        'Los años que esperas sumar son años cotizados completos antes de tu edad de la State Pension (por defecto 0); esa edad no se calcula.',
      ),
      t(
        `Yearly amounts are weekly × ${perYear}; the pension is paid every ${rates.weeksPerPayment} weeks, so each payment is weekly × ${rates.weeksPerPayment}.`,
        `Los importes anuales son semanal × ${perYear}; la pensión se paga cada ${rates.weeksPerPayment} semanas, así que cada pago es semanal × ${rates.weeksPerPayment}.`,
      ),
      t(
        'Amounts are computed at full precision and rounded to pence only in the output: the four-weekly and yearly figures can differ by a penny from 4 × or 52 × the rounded weekly figure.',
        'Los importes se calculan con precisión completa y se redondean a peniques solo en el resultado: el pago de cada 4 semanas y la cifra anual pueden diferir en un penique de 4 × o 52 × la cifra semanal redondeada.',
      ),
      t('Years are whole tax years: non-integers are refused.', 'Los años son años fiscales completos: no se admiten decimales.'),
    ];
    if (boughtYears > 0) {
      assumptions.push(
        t(
          `Bought years are costed at the ${taxYear.label} Class 3 rate × 52 weeks (GOV.UK: you usually pay the current rate when you make a voluntary contribution); gaps in the previous 2 tax years are charged at their original rates, so the real cost can be a little lower. Voluntary Class 2 (open to some self-employed people) is not modelled.`,
          `Los años comprados se valoran a la tarifa de clase 3 de ${taxYear.label} × 52 semanas (según GOV.UK, normalmente se paga la tarifa vigente cuando se hace la cotización voluntaria); las lagunas de los 2 años fiscales anteriores se pagan a su tarifa original, así que el coste real puede ser algo menor. No se modela la cotización voluntaria de clase 2 (abierta a algunos autónomos).`,
        ),
        t(
          `Only gaps from the past ${buyBackYears} tax years can usually be bought (GOV.UK; HMRC's manual, NIM25028): the extension that ` +
            `let people fill 2006-07 to 2017-18 closed on 5 April 2025. Years asked for beyond ${buyBackYears} are not bought, not costed ` +
            'and not counted; the current tax year is not a gap yet (count it among the further years you expect, if you expect it to qualify).',
          `Normalmente solo pueden comprarse las lagunas de los últimos ${buyBackYears} años fiscales (GOV.UK; manual de HMRC, NIM25028): ` +
            `la ampliación que permitía cubrir de 2006-07 a 2017-18 terminó el 5 de abril de 2025. Las lagunas que indiques por encima de ${buyBackYears} no se ` +
            'compran, no se valoran y no se cuentan; el año fiscal en curso aún no es una laguna (cuéntalo en los años que esperas sumar si ' +
            'crees que computará).',
        ),
        t(
          'Voluntary contributions do not always increase the State Pension (for example after years contracted out): check your forecast before paying.',
          'Las cotizaciones voluntarias no siempre aumentan la State Pension (por ejemplo, tras años cotizados a un plan de empresa en lugar de al Estado): comprueba tu previsión antes de pagar.',
        ),
        t(`Bought years past ${rates.yearsForFull} add nothing and are not costed.`, `Los años comprados más allá de ${rates.yearsForFull} no añaden nada y no se valoran.`),
        t(
          'Payback = cost ÷ extra yearly pension: undiscounted, before income tax on the pension and ignoring future uprating.',
          'Años para recuperar el coste = coste ÷ pensión anual adicional: sin descontar, antes del impuesto sobre la renta de la pensión y sin revalorizaciones futuras.',
        ),
      );
    }


    return {
      taxYear: taxYear.label,
      fullWeeklyRate: full,
      recordYears,
      countedYears: counted,
      entitled,
      weeklyPension: cents(weekly),
      fourWeeklyPension: cents(weekly * rates.weeksPerPayment),
      yearlyPension: cents(weekly * perYear),
      yearsShortOfFullRate: rates.yearsForFull - counted,
      weeklyShortfall: cents(shortfallWeekly),
      yearlyShortfall: cents(shortfallWeekly * perYear),
      voluntary: {
        boughtYears,
        notBuyableYears: bought.notBuyable,
        usefulYears: bought.useful,
        wastedYears: bought.wasted,
        extraWeeklyPension: cents(bought.extraWeekly),
        extraYearlyPension: cents(extraYearly),
        weeklyPensionWithBoughtYears: cents(weeklyWith),
        yearlyPensionWithBoughtYears: cents(weeklyWith * perYear),
        class3WeeklyRate: class3Weekly,
        cost: cost === null ? null : cents(cost),
        paybackYears: payback === null ? null : cents(payback),
      },
      breakdown,
      assumptions,
      warnings: [...warnings, ...rulesApplied.warnings],
      rules: rulesApplied.used,
    };
  },
});
