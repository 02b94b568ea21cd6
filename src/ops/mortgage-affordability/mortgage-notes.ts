// The per-country warnings and assumptions: years of accounts, debts that use up the limit, what is not modelled.
import type { Country, CountryRules, CURRENCY, EsRules, LimitResult, MortgageInput, UkRules, UsRules } from './mortgage-types.js';
import { es, formatMoney, type Say } from './mortgage-words.js';

/** The warning for fewer years of accounts than lenders ask for. */
export function yearsWarning(rules: CountryRules, years: number, { t }: Say): string {
  const given = `${years} year${years === 1 ? '' : 's'}`;
  const givenEs = `Años de actividad: ${es.years(years)}`;
  switch (rules.country) {
    case 'us': {
      const du = rules.values.minYearsTradingDuException.value;
      const required = rules.values.minYearsTrading.value;
      return t(
        `yearsTrading is ${given}: Fannie Mae generally requires a ${required}-year history of self-employment income` +
          (years >= du
            ? `. Desktop Underwriter accepts ${du} year of returns for some casefiles, when the return shows at least 12 months of self-employment income and the lender completes a cash-flow analysis.`
            : ', and even the Desktop Underwriter exception needs one full year of self-employment on a filed tax return.'),
        `${givenEs}. Fannie Mae suele exigir un historial de ${es.years(required)} de ingresos como autónomo` +
          (years >= du
            ? `. Desktop Underwriter acepta ${es.years(du)} de declaraciones en algunos expedientes, cuando la declaración muestra al menos ` +
              '12 meses de ingresos como autónomo y el prestamista completa un análisis de flujo de caja.'
            : ', e incluso la excepción de Desktop Underwriter exige un año completo como autónomo en una declaración presentada.'),
      );
    }
    case 'uk':
      return t(
        `yearsTrading is ${given}: most UK lenders ask for at least ${rules.values.minYearsTrading.value} years of trading history (accounts or SA302 tax calculations); some accept one full year.`,
        `${givenEs}. La mayoría de los prestamistas británicos piden al menos ${es.years(rules.values.minYearsTrading.value)} de actividad ` +
          '(cuentas o cálculos fiscales SA302); algunos aceptan un año completo.',
      );
    case 'es':
      return t(
        `yearsTrading is ${given}: most Spanish banks ask for at least ${rules.values.minYearsTrading.value} years of continuous activity as an autónomo.`,
        `${givenEs}. La mayoría de los bancos españoles piden al menos ${es.years(rules.values.minYearsTrading.value)} de actividad ` +
          'continuada como autónomo.',
      );
  }
}

/** US: debts that use up the ratio, the headline and other limits, what the payment leaves out. */
export function usNotes(
  values: UsRules,
  headline: LimitResult,
  otherDebt: number,
  deposit: number | undefined,
  currency: (typeof CURRENCY)[Country],
  warnings: string[],
  assumptions: string[],
  { t }: Say,
): void {
  const manual = values.maxDtiManualPct.value;
  if (otherDebt > 0 && headline.maxMonthlyPayment === 0) {
    warnings.push(
      t(
        `Existing debt payments (${formatMoney(otherDebt)} ${currency} a month) use up the whole ${manual} % debt-to-income limit: no room is left for a mortgage payment at this limit (see scenarios for the higher limits).`,
        `Los pagos de las deudas actuales (${es.money(otherDebt, currency)} al mes) agotan todo el límite de endeudamiento del ` +
          `${es.pct(manual)}: no queda margen para una cuota hipotecaria con este límite (los escenarios muestran los límites más altos).`,
      ),
    );
  }
  assumptions.push(
    t(
      `Headline limit: Fannie Mae's ${manual} % maximum total debt-to-income ratio for manually underwritten loans. Scenarios show ` +
        `${values.maxDtiManualCompensatingPct.value} % (manual, with the credit score and reserves of the Eligibility Matrix) and ` +
        `${values.maxDtiDuPct.value} % (Desktop Underwriter). The 43 % often quoted is the former Qualified Mortgage cap, not a current limit.`,
      `Límite principal: el ratio máximo de endeudamiento total del ${es.pct(manual)} que fija Fannie Mae para los préstamos con análisis ` +
        `manual. Los escenarios muestran el ${es.pct(values.maxDtiManualCompensatingPct.value)} (análisis manual, con la puntuación de ` +
        `crédito y las reservas que pide su matriz de elegibilidad) y el ${es.pct(values.maxDtiDuPct.value)} (Desktop Underwriter). El ` +
        `${es.pct(43)} que se cita a menudo es el antiguo tope de las hipotecas cualificadas (QM), no un límite vigente.`,
    ),
  );
  assumptions.push(
    t(
      'The payment is principal and interest only. The lender counts the whole housing payment — property taxes, homeowners insurance, ' +
        'HOA dues and any mortgage insurance — inside the same limit, so the real maximum loan is lower.',
      'La cuota es solo capital e intereses. El prestamista cuenta todo el pago de la vivienda (impuestos sobre la propiedad, seguro ' +
        'de hogar, cuotas de la comunidad de propietarios y cualquier seguro hipotecario) dentro del mismo límite, así que el préstamo ' +
        'máximo real es menor.',
    ),
  );
  assumptions.push(
    t(
      'No loan-to-value limit is applied: the loan programme, the price and the deposit decide whether mortgage insurance or a larger deposit is needed.',
      'No se aplica ningún límite de financiación: el programa del préstamo, el precio y la entrada deciden si hace falta un seguro ' +
        'hipotecario o una entrada mayor.',
    ),
  );
  if (deposit === undefined) assumptions.push(noDepositNote(t));
}

/** us/uk: without a deposit the price is the loan alone. */
function noDepositNote(t: Say['t']): string {
  return t(
    'deposit not given: taken as 0, so the maximum price equals the maximum loan.',
    'No se indicó la entrada: se toma 0, así que el precio máximo es igual al préstamo máximo.',
  );
}

/** Spain: the loan-to-value cap, the deposit it needs, and why the banks' ratios are conventions, not law. */
export function esNotes(
  values: EsRules,
  headline: LimitResult,
  otherDebt: number,
  deposit: number | undefined,
  currency: (typeof CURRENCY)[Country],
  warnings: string[],
  assumptions: string[],
  { t }: Say,
): void {
  const ltv = values.maxLtvPct.value;
  if (otherDebt > 0 && headline.maxMonthlyPayment === 0) {
    warnings.push(
      t(
        `Existing debt payments (${formatMoney(otherDebt)} ${currency} a month) use up the whole ${values.maxTotalDebtPct.value} % total-debt limit: no room is left for a mortgage instalment.`,
        `Los pagos de las deudas actuales (${es.money(otherDebt, currency)} al mes) agotan todo el límite de endeudamiento total del ` +
          `${es.pct(values.maxTotalDebtPct.value)}: no queda margen para una cuota hipotecaria.`,
      ),
    );
  }
  if (headline.bindingLimit === 'loan-to-value') {
    warnings.push(
      t(
        `The ${ltv} % loan-to-value cap binds: with a deposit of ${formatMoney(deposit!)} ${currency} the bank lends at most ` +
          `${formatMoney(headline.maxLoan)} ${currency}. A deposit of ${formatMoney(headline.depositNeeded!)} ${currency} would let you borrow ` +
          `the ${formatMoney(headline.loanByIncome)} ${currency} your income supports.`,
        `Manda el límite de financiación del ${es.pct(ltv)}: con una entrada de ${es.money(deposit!, currency)}, el banco presta como ` +
          `máximo ${es.money(headline.maxLoan, currency)}. Una entrada de ${es.money(headline.depositNeeded!, currency)} te permitiría ` +
          `pedir los ${es.money(headline.loanByIncome, currency)} que admiten tus ingresos.`,
      ),
    );
  }
  if (deposit === undefined) {
    warnings.push(
      t(
        `deposit not given: the loan-to-value cap was not checked. The maximum price assumes you put down the ${formatMoney(headline.depositNeeded!)} ${currency} ` +
          `that keeps the loan at ${ltv} % of the price, plus purchase taxes and costs.`,
        `No se indicó la entrada: no se ha comprobado el límite de financiación. El precio máximo supone que aportas los ` +
          `${es.money(headline.depositNeeded!, currency)} que dejan el préstamo en el ${es.pct(ltv)} del precio, más los impuestos y ` +
          'gastos de compra.',
      ),
    );
  }
  assumptions.push(
    t(
      `Spanish limits are market conventions of the banks, not law (no Banco de España rule sets them): instalment at most ` +
        `${values.maxInstalmentPct.value} % of net monthly income (scenario: ${values.maxInstalmentLowPct.value} %), all debts at most ` +
        `${values.maxTotalDebtPct.value} %, loan at most ${ltv} % of the price of a main home (second homes usually less).`,
      'Los límites españoles son convenciones de mercado de los bancos, no normas legales (ninguna norma del Banco de España los fija): ' +
        `cuota como máximo del ${es.pct(values.maxInstalmentPct.value)} de los ingresos netos mensuales (escenario: ` +
        `${es.pct(values.maxInstalmentLowPct.value)}), todas las deudas como máximo del ${es.pct(values.maxTotalDebtPct.value)} y ` +
        `préstamo como máximo del ${es.pct(ltv)} del precio de la vivienda habitual (en segundas residencias, normalmente menos).`,
    ),
  );
  assumptions.push(
    t(
      'Spanish banks apply the ratios to net income after income tax (IRPF); netProfit is before income tax, so this estimate is optimistic.',
      'Los bancos españoles aplican los ratios a los ingresos netos después del impuesto sobre la renta (IRPF); el beneficio neto ' +
        'indicado es anterior a ese impuesto, así que esta estimación es optimista.',
    ),
  );
  assumptions.push(
    t(
      `The ${ltv} % cap applies to the lower of appraisal and price; the price is assumed to be no higher than the appraisal.`,
      `El límite del ${es.pct(ltv)} se aplica sobre el menor entre el valor de tasación y el precio; se supone que el precio no supera ` +
        'la tasación.',
    ),
  );
}

/** UK: debts not deducted, the broker convention behind the multiple, the Bank of England flow limit. */
export function ukNotes(values: UkRules, otherDebt: number, input: MortgageInput, warnings: string[], assumptions: string[], { t }: Say): void {
  if (otherDebt > 0) {
    warnings.push(
      t(
        'otherDebtMonthly is not deducted: UK lenders run an affordability assessment that counts existing commitments, living costs and a ' +
          'stressed interest rate, which can bring the loan well below the income multiple. That assessment is not modelled.',
        'Las otras deudas mensuales no se restan: los prestamistas británicos hacen una evaluación de asequibilidad que tiene en cuenta ' +
          'los compromisos actuales, los gastos de vida y un tipo de interés sometido a estrés, lo que puede dejar el préstamo muy por ' +
          'debajo del múltiplo de ingresos. Esa evaluación no se modela.',
      ),
    );
  }
  assumptions.push(
    t(
      `Headline: ${values.incomeMultiple.value} times annual net profit, a broker convention (scenario: ${values.incomeMultipleLow.value} times); ` +
        'some lenders go to 5–5.5 times. Lenders also run affordability and stress tests that are not modelled.',
      `Cifra principal: ${es.num(values.incomeMultiple.value)} veces el beneficio neto anual, una convención de los intermediarios ` +
        `hipotecarios (escenario: ${es.num(values.incomeMultipleLow.value)} veces); algunos prestamistas llegan a 5–5,5 veces. Los ` +
        'prestamistas también hacen evaluaciones de asequibilidad y pruebas de estrés que no se modelan.',
    ),
  );
  assumptions.push(
    t(
      `Bank of England flow limit: no more than ${values.ltiFlowLimitSharePct.value} % of new owner-occupier mortgages may be at ` +
        `${values.ltiFlowLimitMultiple.value} times income or more, so loans at the headline multiple are rationed by lenders.`,
      `Límite del Banco de Inglaterra: como mucho el ${es.pct(values.ltiFlowLimitSharePct.value)} de las hipotecas nuevas para vivienda ` +
        `propia puede ser de ${es.num(values.ltiFlowLimitMultiple.value)} veces los ingresos o más, así que los prestamistas racionan ` +
        'los préstamos con el múltiplo principal.',
    ),
  );
  if (input.ratePct === undefined || input.termYears === undefined) {
    assumptions.push(
      t(
        'The UK loan does not depend on a rate or a term; give both ratePct and termYears to see the monthly payment on it.',
        'El préstamo británico no depende del tipo ni del plazo; indica los dos, el tipo de interés y el plazo, para ver su cuota mensual.',
      ),
    );
  }
  if (input.deposit === undefined) assumptions.push(noDepositNote(t));
}
