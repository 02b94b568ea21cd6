import { describe, expect, it } from 'vitest';
import { formatValue } from '../src/core/display.js';
import type { Locale } from '../src/core/locale.js';
import type { AnyOperation } from '../src/core/operation.js';
import type { Chart, ResultSpec } from '../src/core/page-spec.js';
import { operations } from '../src/ops/index.js';
import { currencyOf, resultBody, valueAt } from '../src/adapters/site/tool/result-html.js';
import { displayHtml } from '../src/adapters/site/tool/result-views.js';
import { escapeHtml } from '../src/adapters/reference/html-escape.js';
import { ok, testContext } from './support/run-op.js';

/**
 * The answer in one sentence of every calculator: each first example in both languages, and the outputs where the
 * sentence changes (nothing owed, zero, refused by the rules, another country, another mode). Every expected figure
 * is the headline's, as the page writes it (checked against the figures of each example's headline by hand).
 * Money carries a no-break space on the page; it is compared here as a plain space.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = ResultSpec<any, any>;

const calculators = operations.filter((op) => op.kind === 'calculator');

function byId(id: string): AnyOperation {
  const op = operations.find((o) => o.id === id);
  if (!op) throw new Error(`no operation ${id}`);
  return op;
}

/** The tools the page hands a spec (result-html's), on the output run in `locale`. */
async function run(id: string, input: unknown, locale: Locale) {
  const op = byId(id);
  const output = await ok(op, input, testContext({ locale }));
  const currency = currencyOf(op as never, output);
  const tools = { locale, currency, rerun: () => null, format: (value: unknown, format: Parameters<typeof formatValue>[1]) => formatValue(value, format, locale, currency) };
  return { spec: op.page as AnySpec, output, parsed: op.input.parse(input), tools };
}

async function answer(id: string, input: unknown, locale: Locale): Promise<string> {
  const { spec, output, parsed, tools } = await run(id, input, locale);
  return spec.answer!(output, parsed, tools).replace(/[\u00a0\u202f]/g, ' ');
}

async function chart(id: string, input: unknown, locale: Locale): Promise<Chart | undefined> {
  const { spec, output, parsed, tools } = await run(id, input, locale);
  return spec.chart!(output, parsed, tools);
}

const first = (id: string) => byId(id).examples[0]!.input;
const example = (id: string, n: number) => byId(id).examples[n]!.input;

/** [operation, input, English, Spanish]: the first example of each calculator, then the sentences that change. */
const cases: readonly [string, unknown, string, string][] = [
  // Headline: 1,539.76 € a month, 21,556.66 € a year, 66 years 10 months.
  ['es-pension-jubilacion', first('es-pension-jubilacion'),
    'Your pension would be €1,539.76 a month in 14 payments (€21,556.66 a year) retiring at 66 years 10 months.',
    'Tu pensión sería de 1.539,76 € al mes en 14 pagas (21.556,66 € al año) jubilándote a los 66 años y 10 meses.'],
  // Capped at the 2026 maximum (3,359.60 × 14 = 47,034.40); the unused 8 points paid apart, 3,762.75 a year.
  ['es-pension-jubilacion', example('es-pension-jubilacion', 2),
    'Your pension would be €3,359.60 a month in 14 payments (€47,034.40 a year) retiring at 67, plus €3,762.75 a year for the delay.',
    'Tu pensión sería de 3.359,60 € al mes en 14 pagas (47.034,40 € al año) jubilándote a los 67 años, más 3.762,75 € al año por la demora.'],
  // 10 years contributed, under the 15 a pension needs.
  ['es-pension-jubilacion', { periods: [{ years: 10, regimen: 'general', monthlyBase: 1500 }] },
    'You would get no retirement pension at 66 years 10 months: 10 years of contributions fall short of the minimum.',
    'No tendrías pensión de jubilación a los 66 años y 10 meses: 10 años cotizados no llegan al mínimo exigido.'],
  // Headline total to pay 600.00 over three quarters.
  ['es-modelo-130', first('es-modelo-130'), 'You have €600.00 to pay for the 3 quarters.', 'Tienes que ingresar 600,00 € por los 3 trimestres.'],
  // 85 % of last year's income withheld: the 70 % exemption may apply.
  ['es-modelo-130', example('es-modelo-130', 2),
    'You have €200.00 to pay for the quarter, if you must file: with 70 % or more of your income withheld, a professional activity may be exempt.',
    'Tienes que ingresar 200,00 € por el trimestre, si tienes que presentar el modelo: con el 70 % o más de tus ingresos sujetos a retención, una actividad profesional puede quedar exenta.'],
  // A loss: 20 % of a negative profit is nothing to pay.
  ['es-modelo-130', { quarters: [{ ingresos: 1000, gastos: 3000 }] }, 'You have nothing to pay for the quarter.', 'No tienes nada que ingresar por el trimestre.'],
  // 24,000 × 0.93 ÷ 12 = 1,860 → general tramo 5; 1,209.15 × 31.50 % = 380.88.
  ['es-cuota-autonomos', first('es-cuota-autonomos'),
    'You will pay €380.88 a month in autónomo fees (tramo 5 of the general table, minimum base €1,209.15).',
    'Pagarás 380,88 € al mes de cuota de autónomos (tramo 5 de la tabla general, base mínima 1.209,15 €).'],
  // 12,000 × 0.93 ÷ 12 = 930 → reduced tramo 3 (849.67 × 31.50 % = 267.65); tarifa plana 80 + 950.98 × 0.90 % = 88.56.
  ['es-cuota-autonomos', example('es-cuota-autonomos', 1),
    'You will pay €88.56 a month with the tarifa plana for your first 12 months; without it, €267.65 a month (tramo 3 of the reduced table, minimum base €849.67).',
    'Pagarás 88,56 € al mes con la tarifa plana durante tus primeros 12 meses; sin ella, 267,65 € al mes (tramo 3 de la tabla reducida, base mínima 849,67 €).'],
  // California: 70 + 20 + 800 = 890 the first year; 10 (20 every 2 years) + 800 = 810 after.
  ['llc-costs', first('llc-costs'),
    'An LLC in California costs $890.00 in its first year and $810.00 a year after that.',
    'Una LLC en California cuesta 890,00 US$ el primer año y 810,00 US$ al año a partir de entonces.'],
  // Every state: the ends of the first-year totals, named.
  ['llc-costs', {},
    "An LLC's first year costs from $35.00 (Montana) to $1,000.00 (Massachusetts), depending on the state.",
    'El primer año de una LLC cuesta desde 35,00 US$ (Montana) hasta 1.000,00 US$ (Massachusetts), según el estado.'],
  // Headline 41.7 and 8,846.16 a year; retirement's 7,231.32 is the largest of the priced gaps (425.88, 7,231.32, 1,188.96).
  ['finance-score', first('finance-score'),
    'Your score is 41.7 out of 100, with gaps worth $8,846.16 a year, the largest in retirement ($7,231.32).',
    'Tu puntuación es 41,7 sobre 100, con carencias valoradas en 8.846,16 US$ al año; la mayor, en jubilación (7.231,32 US$).'],
  ['finance-score', example('finance-score', 1), 'Your score is 100 out of 100: every area is in place.', 'Tu puntuación es 100 sobre 100: todas las áreas están en orden.'],
  // 25 flat + the 3 % markup on the 975 converted (29.25) = 54.25, 5.43 % of 1,000; 1,000 − 54.25 = 945.75 arrives.
  ['transfer-fees', first('transfer-fees'),
    'Sending $1,000.00 costs $54.25 (5.43 %), so $945.75 arrives at the mid-market rate.',
    'Enviar 1.000,00 US$ cuesta 54,25 US$ (un 5,43 %), así que llegan 945,75 US$ al tipo de cambio medio.'],
  // Fees of 15 + 10 on 20 sent: nothing arrives.
  ['transfer-fees', example('transfer-fees', 2),
    'Sending $20.00 costs $25.00 in fees, more than the amount itself, so nothing arrives.',
    'Enviar 20,00 US$ cuesta 25,00 US$ en comisiones, más que el propio importe, así que no llega nada.'],
  // No quote: the World Bank's global average, 6.18 % of 1,000.
  ['transfer-fees', example('transfer-fees', 3),
    'Sending $1,000.00 costs about $61.80 (6.18 %) at the global average, so about $938.20 arrives at the mid-market rate.',
    'Enviar 1.000,00 US$ cuesta unos 61,80 US$ (un 6,18 %) según la media mundial, así que llegan unos 938,20 US$ al tipo de cambio medio.'],
  // 30,000 − 4,926 IRPF − 1,950 Social Security = 23,124 a year; 1,628.50 per ordinary payslip; 16.42 %.
  ['es-nomina-bruto-neto', first('es-nomina-bruto-neto'),
    'You take home €1,628.50 a month (€23,124.00 a year, in 14 payments), with 16.42 % withheld for IRPF.',
    'Cobrarás 1.628,50 € netos al mes (23.124,00 € al año, en 14 pagas), con una retención de IRPF del 16,42 %.'],
  // 0 % withholding, said in words.
  ['es-nomina-bruto-neto', example('es-nomina-bruto-neto', 6),
    'You take home €989.55 a month (€14,017.44 a year, in 14 payments), with no IRPF withheld; below the full-time minimum, this is taken as part-time pay.',
    'Cobrarás 989,55 € netos al mes (14.017,44 € al año, en 14 pagas), sin retención de IRPF; por debajo del mínimo a jornada completa, se trata como salario a tiempo parcial.'],
  // 12 payments.
  ['es-nomina-bruto-neto', example('es-nomina-bruto-neto', 2),
    'You take home €1,599.80 a month (€19,197.60 a year, in 12 payments), with 13.51 % withheld for IRPF.',
    'Cobrarás 1.599,80 € netos al mes (19.197,60 € al año, en 12 pagas), con una retención de IRPF del 13,51 %.'],
  // Only the section for everyone, of two actions.
  ['year-end-checklist', first('year-end-checklist'),
    'Your 2026 year-end checklist has 2 things to do, in 1 section.',
    'Tu lista de cierre del ejercicio 2026 tiene 2 tareas, en 1 sección.'],
  ['year-end-checklist', example('year-end-checklist', 1),
    'Your 2026 year-end checklist has 7 things to do, in 3 sections.',
    'Tu lista de cierre del ejercicio 2026 tiene 7 tareas, en 3 secciones.'],
  // 90 × 40 × 48 = 172,800 of revenue, paying a salary of 148,283.03 with its employer costs; 148,283.03 ÷ 1,920 h = 77.23.
  ['hourly-to-salary', first('hourly-to-salary'),
    '$90.00 an hour as a contractor is worth a salary of $148,283.03 a year ($77.23 per billable hour) at the same cost to the client.',
    'Cobrar 90,00 US$ la hora como autónomo equivale a un salario de 148.283,03 US$ al año (77,23 US$ por hora facturable) con el mismo coste para el cliente.'],
  // 20 × 5 × 10 = 1,000 of revenue against 12 × 500 = 6,000 of premiums.
  ['hourly-to-salary', example('hourly-to-salary', 2),
    "At $20.00 an hour, the contract's $1,000.00 does not cover the employer's health premiums, so it is worth no salary at all.",
    'A 20,00 US$ la hora, los 1.000,00 US$ del contrato no cubren el seguro médico que pagaría el empleador, así que no equivalen a ningún salario.'],
  ['hourly-to-salary', { hourlyRate: 90, billableHoursPerWeek: 0, weeksWorked: 48 },
    'The contract earns nothing, so it is worth no salary.',
    'El contrato no genera ingresos, así que no equivale a ningún salario.'],
  // 1,200 + 2,500 + 650 + 800 + 4,000 = 9,150, all but the 1,200 not yet due overdue; fees 191.21.
  ['invoice-aging', first('invoice-aging'),
    'You are owed $9,150.00, of which $7,950.00 is overdue, with $191.21 of late fees.',
    'Te deben 9.150,00 US$, de los que 7.950,00 US$ están vencidos, con 191,21 US$ de intereses de demora.'],
  // 3,650 × 8 % × 31 ÷ 365 = 24.80.
  ['invoice-aging', example('invoice-aging', 1),
    'You are owed $3,650.00, all of it overdue, with $24.80 of late fees.',
    'Te deben 3.650,00 US$, todo vencido, con 24,80 US$ de intereses de demora.'],
  ['invoice-aging', { today: '2026-11-21', invoices: [{ amount: 500, dueDate: '2026-12-15' }] },
    'You are owed $500.00, none of it overdue yet.',
    'Te deben 500,00 US$ y aún no hay nada vencido.'],
  // 36 % of 10,000 − 500 = 3,100 a month repays 490,453.54; + 40,000 deposit = 530,453.54.
  ['mortgage-affordability', first('mortgage-affordability'),
    'You can afford a home up to $530,453.54, with a loan of $490,453.54 at $3,100.00 a month.',
    'Puedes permitirte una vivienda de hasta 530.453,54 US$, con un préstamo de 490.453,54 US$ y una cuota de 3.100,00 US$ al mes.'],
  // Spain: 30,000 deposit = 20 % of 150,000, so the loan stops at 120,000.
  ['mortgage-affordability', example('mortgage-affordability', 1),
    'You can afford a home up to €150,000.00, a limit your deposit sets, with a loan of €120,000.00 at €505.92 a month.',
    'Puedes permitirte una vivienda de hasta 150.000,00 €, un límite que marca tu entrada, con un préstamo de 120.000,00 € y una cuota de 505,92 € al mes.'],
  // UK without a rate and a term: 4.5 × 50,000, no payment to name.
  ['mortgage-affordability', { country: 'uk', netProfit: 50000, deposit: 25000 },
    'You can afford a home up to £250,000.00, with a loan of £225,000.00.',
    'Puedes permitirte una vivienda de hasta 250.000,00 £, con un préstamo de 225.000,00 £.'],
  // 36 % of 2,500 = 900 < 2,000 of other debts: no loan, only the deposit.
  ['mortgage-affordability', { country: 'us', netProfit: 30000, otherDebtMonthly: 2000, deposit: 20000, ratePct: 6, termYears: 30 },
    'Your income allows no loan after your other debts, so you can afford only what your deposit covers, $20,000.00.',
    'Tus ingresos no permiten ningún préstamo después de tus otras deudas, así que solo puedes pagar lo que cubre tu entrada, 20.000,00 US$.'],
  // 2,500 × 6 = 15,000; 15,000 − 4,000 = 11,000 at 750 a month: 15 months from November 2026, February 2028.
  ['savings-goal', first('savings-goal'),
    'You reach your $15,000.00 emergency fund in 15 months, in February 2028, saving $750.00 a month.',
    'Alcanzarás tu fondo de emergencia de 15.000,00 US$ en 15 meses, en febrero de 2028, ahorrando 750,00 US$ al mes.'],
  ['savings-goal', example('savings-goal', 1),
    'Your emergency fund is already there: $6,000.00 covers the $5,400.00 target with $600.00 to spare.',
    'Tu fondo de emergencia ya está cubierto: 6.000,00 US$ alcanzan el objetivo de 5.400,00 US$ y sobran 600,00 US$.'],
  ['savings-goal', example('savings-goal', 2),
    'Saving nothing each month, you never close the $7,000.00 still missing from your $12,000.00 target.',
    'Sin ahorrar nada al mes, nunca cubrirás los 7.000,00 US$ que faltan para tu objetivo de 12.000,00 US$.'],
  // 4,064 after tax ÷ (1 − 24 %) = 5,347.37 of billing.
  ['conference-trip-cost', first('conference-trip-cost'),
    'The trip costs you $4,064.00 after tax, as much as billing $5,347.37 more before tax.',
    'El viaje te cuesta 4.064,00 US$ después de impuestos, lo mismo que facturar 5.347,37 US$ más antes de impuestos.'],
  // No tax rate: 300 + 600 of lost billing, one figure.
  ['conference-trip-cost', example('conference-trip-cost', 1),
    'The trip costs you $900.00, counting the billing you give up.',
    'El viaje te cuesta 900,00 US$, contando lo que dejas de facturar.'],
  ['estimated-tax-penalty', first('estimated-tax-penalty'),
    'Your penalty for tax year 2025 is $158.22, on $9,000.00 of installments paid late or short.',
    'Tu recargo por el ejercicio 2025 es de 158,22 US$, por 9.000,00 US$ de plazos pagados tarde o de menos.'],
  ['estimated-tax-penalty', { requiredAnnual: 12000, paidPerQuarter: [3000, 3000, 3000, 3000], taxYear: 2025 },
    'You owe no penalty for tax year 2025: every installment was paid in full and on time.',
    'No debes ningún recargo por el ejercicio 2025: pagaste cada plazo entero y a tiempo.'],
  // 15,000 required (last year's tax) − 11,250 paid = 3,750, all of it on the last installment.
  ['us-estimated-tax', first('us-estimated-tax'),
    'Pay $3,750.00 by 15 Jan 2027: what is left of the $15,000.00 required for 2026, on a federal tax of $22,364.55.',
    'Paga 3.750,00 US$ antes del 15 ene 2027: lo que queda de los 15.000,00 US$ exigidos en 2026, sobre un impuesto federal de 22.364,55 US$.'],
  // 3,024.87 − 5,000 of withholding is under $1,000: no payments.
  ['us-estimated-tax', example('us-estimated-tax', 3),
    'You need no estimated tax payments for 2026: your federal tax of $3,024.87 is covered by withholding or leaves less than $1,000 to pay.',
    'No necesitas pagos de impuesto estimado en 2026: tu impuesto federal de 3.024,87 US$ queda cubierto por las retenciones o deja menos de 1.000 US$ por pagar.'],
  // 25,000 paid ≥ 20,128.09 required.
  ['us-estimated-tax', { netProfit: 100000, paidSoFar: 25000 },
    'You have nothing to pay by 15 Jan 2027: your payments already cover the $20,128.09 required for 2026 up to that installment.',
    'No tienes nada que pagar antes del 15 ene 2027: tus pagos ya cubren los 20.128,09 US$ exigidos en 2026 hasta ese plazo.'],
  ['cash-flow-forecast', first('cash-flow-forecast'),
    'Your cash goes below zero on 1 Dec 2026 and is lowest on 4 Dec 2026, at -$265.13.',
    'Tu saldo pasa a negativo el 1 dic 2026 y toca fondo el 4 dic 2026, con -265,13 US$.'],
  // 1,000 − 100 on 29 February: never below zero.
  ['cash-flow-forecast', example('cash-flow-forecast', 1),
    'Your cash never goes below zero in the next 5 days; it is lowest on 29 Feb 2028, at $900.00.',
    'Tu saldo no baja de cero en los próximos 5 días; el más bajo es de 900,00 US$, el 29 feb 2028.'],
  ['cost-index', first('cost-index'), 'The May 2026 issue of the cost index reads 6.5 out of 10.', 'El número de mayo de 2026 del índice de costes marca 6,5 sobre 10.'],
  ['cost-index', example('cost-index', 2),
    '17 issues of the cost index are published, from January 2025 to May 2026.',
    'Hay 17 números del índice de costes publicados, de enero de 2025 a mayo de 2026.'],
  // 2,222 × 12 = 26,664.
  ['us-social-security-estimate', first('us-social-security-estimate'),
    'Your benefit would be $2,222.00 a month ($26,664.00 a year), claiming at 67.',
    'Tu pensión sería de 2.222,00 US$ al mes (26.664,00 US$ al año), solicitándola a los 67 años.'],
  ['us-social-security-estimate', { averageAnnualEarnings: 60000, yearsWorked: 5 },
    'You would get no retirement benefit yet: it takes at least 10 years of work (40 credits).',
    'Aún no cobrarías pensión de jubilación: hacen falta al menos 10 años trabajados (40 créditos).'],
  // 30 of 35 years: 241.30 × 30 ÷ 35 = 206.83 a week; 33 years with the bought ones: 227.51.
  ['uk-state-pension', first('uk-state-pension'),
    'Your State Pension would be £206.83 a week (£10,755.09 a year), or £227.51 a week with the 3 years you buy.',
    'Tu State Pension sería de 206,83 £ a la semana (10.755,09 £ al año), o 227,51 £ a la semana con los 3 años que compras.'],
  ['uk-state-pension', example('uk-state-pension', 1), 'Your State Pension would be £241.30 a week (£12,547.60 a year).', 'Tu State Pension sería de 241,30 £ a la semana (12.547,60 £ al año).'],
  // 9 years: none; a 10th bought gives 241.30 × 10 ÷ 35 = 68.94.
  ['uk-state-pension', example('uk-state-pension', 2),
    'You would get no State Pension with 9 qualifying years, too few for any; the 1 year you buy would bring it to £68.94 a week.',
    'No cobrarías State Pension con 9 años cotizados, que no bastan para cobrar nada; con el año que compras cobrarías 68,94 £ a la semana.'],
  // Bill 6,486 + 1,945.80; 2 × 3,000 on account made; 31 Jan 2028: 2,431.80 + 4,215.90.
  ['uk-self-assessment', first('uk-self-assessment'),
    "You'll owe £8,431.80 of income tax and Class 4 NI for 2026-27; after £6,000.00 on account, pay £6,647.70 by 31 Jan 2028 and £4,215.90 by 31 Jul 2028.",
    'Deberás 8.431,80 £ de impuesto sobre la renta y clase 4 por 2026-27; tras 6.000,00 £ a cuenta, paga 6.647,70 £ hasta el 31 ene 2028 y 4.215,90 £ hasta el 31 jul 2028.'],
  // Under the allowance and the small profits threshold: nothing owed, voluntary Class 2 52 × 3.65.
  ['uk-self-assessment', example('uk-self-assessment', 4),
    "You'll owe nothing through Self Assessment for 2026-27; voluntary Class 2 would cost £189.80 to keep the year on your record.",
    'No deberás nada en la Self Assessment del año fiscal 2026-27; la clase 2 voluntaria costaría 189,80 £ para que el año cuente en tu historial.'],
];

describe('every calculator answers in one sentence', () => {
  it('has an answer in its page spec', () => {
    expect(calculators.length).toBe(20);
    expect(calculators.filter((op) => typeof (op.page as AnySpec | undefined)?.answer !== 'function').map((op) => op.id)).toEqual([]);
  });

  it('is tested here for each calculator, its first example first', () => {
    for (const op of calculators) {
      const mine = cases.filter(([id]) => id === op.id);
      expect(mine.length, op.id).toBeGreaterThanOrEqual(2);
      expect(mine[0]![1], op.id).toEqual(op.examples[0]!.input);
    }
  });

  for (const [id, input, en, es] of cases) {
    it(`${id}: ${en}`, async () => {
      expect(await answer(id, input, 'en')).toBe(en);
      expect(await answer(id, input, 'es')).toBe(es);
    });
  }

  it('writes one plain sentence for every example in both languages, without field names', async () => {
    for (const op of calculators) {
      for (const example of op.examples) {
        for (const locale of ['en', 'es'] as const) {
          const text = await answer(op.id, example.input, locale);
          expect(text, `${op.id} ${locale}: ${text}`).toMatch(/^[^\s].*[^.]\.$/s);
          expect(text, `${op.id} ${locale}`).not.toMatch(/[<>{}]|undefined|NaN|null|\b[a-z]+[A-Z][A-Za-z]*\b/);
        }
      }
    }
  });
});

describe('charts of hourly-to-salary and mortgage-affordability', () => {
  it('splits the contract revenue into the salary and the employer costs, adding up to it', async () => {
    const split = await chart('hourly-to-salary', first('hourly-to-salary'), 'en');
    // Payroll taxes 9,193.55 + 2,150.10 + 42 = 11,385.65; premiums 12 × 600; match 4 % of the salary.
    expect(split).toEqual({
      kind: 'split',
      title: 'Where the contract revenue goes as a salary',
      summary:
        'Of $172,800.00 of contract revenue a year, $148,283.03 would be salary and the rest the employer\'s costs: payroll taxes $11,385.65, ' +
        'health premiums $7,200.00, the retirement match $5,931.32.',
      format: 'money',
      parts: [
        { label: 'Salary', value: 148283.03 },
        { label: 'Payroll taxes (Social Security, Medicare, FUTA)', value: 11385.65 },
        { label: 'Health premiums', value: 7200 },
        { label: 'Retirement match', value: 5931.32 },
      ],
    });
    if (split?.kind !== 'split') throw new Error('expected a split');
    // 148,283.03 + 11,385.65 + 7,200 + 5,931.32 = 172,800.00
    expect(split.parts.reduce((sum, p) => sum + Math.round(p.value * 100), 0)).toBe(17280000);
    // No premiums nor match: those parts are left out.
    const bare = await chart('hourly-to-salary', example('hourly-to-salary', 1), 'es');
    expect(bare).toMatchObject({ title: 'Reparto de los ingresos del contrato como salario', parts: [{ label: 'Salario', value: 284395.27 }, { value: 15604.73 }] });
    // No salary at all: no chart (the warning says why).
    expect(await chart('hourly-to-salary', example('hourly-to-salary', 2), 'en')).toBeUndefined();
  });

  it('shows the price range under each lending convention, the headline highlighted', async () => {
    const bars = await chart('mortgage-affordability', first('mortgage-affordability'), 'es');
    expect(bars).toMatchObject({
      kind: 'bars',
      title: 'Precio máximo según el límite del banco',
      bars: [
        { label: '36 %', value: 530453.54, highlight: true },
        { label: '45 %', value: 672843.28 },
        { label: '50 %', value: 751948.69 },
      ],
    });
    // The UK's income multiples, the headline (4.5×) last after sorting; the deposit caps no UK bar.
    const uk = await chart('mortgage-affordability', example('mortgage-affordability', 2), 'en');
    expect(uk).toMatchObject({ bars: [{ label: '4×', value: 225000 }, { label: '4.5×', value: 250000, highlight: true }] });
    expect(uk!.summary.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'The highest price under each published lending limit (times the yearly income): £225,000.00 at 4×, £250,000.00 at 4.5×; the highlighted one is the figure above.',
    );
    // Spain: the 20 % deposit caps both conventions at the same price, and the summary says so.
    const es = await chart('mortgage-affordability', example('mortgage-affordability', 1), 'es');
    expect(es!.summary.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'El precio más alto con cada límite publicado (parte de los ingresos mensuales): 150.000,00 € con el 30 %, 150.000,00 € con el 35 %; tu entrada las limita todas; la barra destacada es la cifra de arriba.',
    );
  });
});

describe("finance-score's score card", () => {
  it('draws each area with its score, its priced gap and its reasoning folded beneath', async () => {
    const op = byId('finance-score');
    const output = await ok(op, first('finance-score'), testContext({ locale: 'en' }));
    const display = (op.page as AnySpec).displays!.find((d) => d.kind === 'score-card')!;
    const html = displayHtml(display, (path) => valueAt(output, path), 'en').replace(/[\u00a0\u202f]/g, ' ');
    const cards = html.split('<li ').slice(1);
    expect(html.startsWith('<h3>Your score by area</h3><ul class="score-card">')).toBe(true);
    expect(cards.map((card) => /<h4>([^<]+)<\/h4>/.exec(card)![1])).toEqual([
      'Estimated taxes', 'Retirement', 'Expense tracking', 'Deductions', 'Client concentration', 'Cash reserve',
    ]);
    // The score in figures (the bar only repeats it), the gap priced or said to be not priced.
    expect(cards.map((card) => /<span class="score-value">([^<]+) <small>/.exec(card)![1])).toEqual(['50', '19.6', '75', '0', '80', '40']);
    expect(cards.map((card) => /<p class="score-gap[^"]*">([^<]+)<\/p>/.exec(card)![1])).toEqual([
      'Closing the gap is worth $425.88 a year',
      'Closing the gap is worth $7,231.32 a year',
      'Gap not priced',
      'Closing the gap is worth $1,188.96 a year',
      'Gap not priced',
      'Gap not priced',
    ]);
    // 425.88 + 7,231.32 + 1,188.96 = 8,846.16, the headline's total.
    expect(cards[1]).toContain('<span class="score-meter" aria-hidden="true"><span style="width: 19.6%"></span></span>');
    // The reasoning is the area's finding, folded.
    const cash = (output.areas as { finding: string }[])[5]!.finding;
    expect(cash).toContain('$18,000 short');
    expect(cards[5]).toContain(`<details><summary>Why this score</summary><p>${escapeHtml(cash)}</p></details>`);
  });

  it('reads in Spanish, says "no gap" at 100, and replaces the table of prose on the page', async () => {
    const op = byId('finance-score');
    const output = await ok(op, example('finance-score', 1), testContext({ locale: 'es' }));
    const display = (op.page as AnySpec).displays![0]!;
    const html = displayHtml(display, (path) => valueAt(output, path), 'es');
    expect(html.startsWith('<h3>Tu puntuación por áreas</h3>')).toBe(true);
    expect(html.match(/<p class="score-gap">Sin carencias<\/p>/g)).toHaveLength(6);
    expect(html).toContain('<summary>Por qué esta puntuación</summary>');
    const page = resultBody({ op: op as never, locale: 'es', input: example('finance-score', 1) as Record<string, unknown>, output, rerun: () => null });
    expect(page).toContain('<ul class="score-card">');
    expect(page).not.toContain('Las seis áreas');
  });
});
