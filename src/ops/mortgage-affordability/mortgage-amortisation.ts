// Level-payment amortisation (monthly payments, monthly rate = annual rate / 12): loan from payment and back.

/** Months of the term. */
function months(termYears: number): number {
  return termYears * 12;
}

/** The loan a level monthly payment repays: P × (1 − (1 + r)^−n) / r, r = ratePct / 1200, n = 12 × termYears; P × n at 0 %. */
export function presentValue(payment: number, ratePct: number, termYears: number): number {
  const n = months(termYears);
  const r = ratePct / 1200;
  if (r === 0) return payment * n;
  return (payment * (1 - Math.pow(1 + r, -n))) / r;
}

/** The level monthly payment that repays `loan`: L × r / (1 − (1 + r)^−n); L / n at 0 %. */
export function levelPayment(loan: number, ratePct: number, termYears: number): number {
  const n = months(termYears);
  const r = ratePct / 1200;
  if (r === 0) return loan / n;
  return (loan * r) / (1 - Math.pow(1 + r, -n));
}
