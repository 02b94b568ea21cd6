import { describe, expect, it } from 'vitest';
import op from './es-nomina-bruto-neto.op.js';
import {
  applyScale,
  computeWithholding,
  dec,
  num,
  scaleFrom,
  trunc2,
  type Household,
  type Withholding,
} from './es-nomina-bruto-neto.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';
import { InputError } from '../../core/errors.js';
import { formatValue } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { isRealDate } from '../../core/calendar-date.js';
import { ruleVersionAt, type RuleSet } from '../../rules/rule-set.js';
import { esSocialSecurityWorker2026 } from '../../rules/es/es-social-security-worker-2026.rules.js';
import { esIrpfWithholding2026 } from '../../rules/es/es-irpf-withholding-2026.rules.js';
import { esIrpfAnnual2026 } from '../../rules/es/es-irpf-annual-2026.rules.js';
import { esIrpfRegionalScales2026 } from '../../rules/es/es-irpf-regional-scales-2026.rules.js';

const WH = ruleVersionAt(esIrpfWithholding2026, '2026-11-21').values;

type Result = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const single: Household = { descendants: [], ascendants: [], disability: 'none', assistance: false };

/** The algorithm run directly, as the AEAT defines its inputs (RETRIB, COTIZACIONES, SITUFAM…), results as numbers. */
function algorithm(input: {
  retrib: number;
  cotizaciones: number;
  situation?: 1 | 2 | 3;
  household?: Household;
  shortContract?: boolean;
  homeLoan?: boolean;
}) {
  const w: Withholding = computeWithholding(
    {
      totalPay: dec(input.retrib),
      contributions: dec(input.cotizaciones),
      situation: input.situation ?? 3,
      household: input.household ?? single,
      shortContract: input.shortContract ?? false,
      homeLoan: input.homeLoan ?? false,
    },
    WH,
  );
  return {
    base: num(w.base),
    minperfa: num(w.minimum.total),
    red20: num(w.workIncomeReduction),
    quota1: num(w.quota1),
    quota2: num(w.quota2),
    quota: num(w.quota),
    exempt: w.exempt,
    rate: num(w.rate),
    importe: num(w.annualWithholding),
  };
}

describe('the AEAT 2026 algorithm, by its own figures', () => {
  it('TABLA 2 worked example: ESCALA(24,000) = 5,365.50', () => {
    // "Hasta 20.200,00: 4.225,50 / Resto: 3.800,00 × 0,30 = 1.140,00 / CUOTA 1 = 5.365,50"
    expect(num(applyScale(scaleFrom(WH, 'scale'), dec(24000)))).toBe(5365.5);
  });

  it('TRUNCAR example: 17.85964523 → 17.85', () => {
    expect(num(trunc2(dec(17.85964523)))).toBe(17.85);
  });

  // The worked cases of research §A3 (third-party, each recomputed by hand from the algorithm text).
  it('case 1: situación 3, RETRIB 24,000, COTIZACIONES 0 → 14.55 %, 3,492.00 (43 % cap binds)', () => {
    // RNT 24,000 ≥ 19,747.50 → RED20 0; BASE = 24,000 − 2,000 = 22,000; MINPERFA 5,550.
    // CUOTA1 = 4,225.50 + 1,800 × 0.30 = 4,765.50; CUOTA2 = 5,550 × 0.19 = 1,054.50; CUOTA = 3,711.00.
    // LIMITE = (24,000 − 15,876) × 0.43 = 3,493.32 → CUOTA 3,493.32; TIPO = 14.5555 → 14.55; IMPORTE = 3,492.00.
    expect(algorithm({ retrib: 24000, cotizaciones: 0 })).toEqual({
      base: 22000, minperfa: 5550, red20: 0, quota1: 4765.5, quota2: 1054.5, quota: 3493.32, exempt: false, rate: 14.55, importe: 3492,
    });
  });

  it('case 2: RETRIB 16,000 → RED20 5,293.00, 0.33 %, 52.80', () => {
    // RED20 = 7,302 − 1.75 × (16,000 − 14,852) = 7,302 − 2,009 = 5,293; BASE = 16,000 − 2,000 − 5,293 = 8,707.
    // CUOTA1 = 8,707 × 0.19 = 1,654.33; − 1,054.50 = 599.83; LIMITE = 124 × 0.43 = 53.32 binds.
    // TIPO = 53.32 / 16,000 × 100 = 0.33325 → 0.33; IMPORTE = 52.80.
    expect(algorithm({ retrib: 16000, cotizaciones: 0 })).toEqual({
      base: 8707, minperfa: 5550, red20: 5293, quota1: 1654.33, quota2: 1054.5, quota: 53.32, exempt: false, rate: 0.33, importe: 52.8,
    });
  });

  it('case 3: situación 2, RETRIB 40,000, COTIZACIONES 1,500, two children (older in full, younger by half) → 18.59 %', () => {
    // RNT 38,500 → RED20 0; BASE = 38,500 − 2,000 = 36,500; MINPERFA = 5,550 + 2,400 × 1 + 2,700 × 0.5 = 9,300.
    // CUOTA1 = 8,725.50 + 1,300 × 0.37 = 9,206.50; CUOTA2 = 1,767.00; CUOTA = 7,439.50 (pay > 35,200: no cap).
    // TIPO = 18.59875 → 18.59; IMPORTE = 7,436.00.
    const household: Household = { ...single, age: 41, descendants: [{ full: true, under3: false }, { full: false, under3: false }] };
    expect(algorithm({ retrib: 40000, cotizaciones: 1500, situation: 2, household })).toEqual({
      base: 36500, minperfa: 9300, red20: 0, quota1: 9206.5, quota2: 1767, quota: 7439.5, exempt: false, rate: 18.59, importe: 7436,
    });
  });

  it('case 4: situación 2, no children, RETRIB 17,000 ≤ 17,197 → exempt, 0 %', () => {
    const r = algorithm({ retrib: 17000, cotizaciones: 0, situation: 2 });
    expect([r.exempt, r.quota, r.rate, r.importe]).toEqual([true, 0, 0, 0]);
  });

  it('case 5: RETRIB 20,000 with the home-loan reduction (MINOPAGO 400.00) → 6.86 %', () => {
    // BASE 18,000; CUOTA1 = 2,365.50 + 5,550 × 0.24 = 3,697.50; − 1,054.50 = 2,643.00; LIMITE = 4,124 × 0.43 = 1,773.32.
    // MINOPAGO = TRUNCAR(2 % × 20,000) = 400; (1,773.32 − 400) / 20,000 × 100 = 6.8666 → 6.86; IMPORTE = 1,372.00.
    const r = algorithm({ retrib: 20000, cotizaciones: 0, homeLoan: true });
    expect([r.base, r.quota1, r.quota, r.rate, r.importe]).toEqual([18000, 3697.5, 1773.32, 6.86, 1372]);
  });

  it('case 6: case 2 with a contract shorter than a year → the 2.00 % floor, 320.00', () => {
    const r = algorithm({ retrib: 16000, cotizaciones: 0, shortContract: true });
    expect([r.quota, r.rate, r.importe]).toEqual([53.32, 2, 320]);
  });

  it('situación 1 without a descendant is refused, as the algorithm does', () => {
    expect(() => algorithm({ retrib: 30000, cotizaciones: 0, situation: 1 })).toThrow('situación familiar 1 needs at least one descendant');
  });
});

describe('es-nomina-bruto-neto, hand-worked', () => {
  it('30,000 €, indefinido, 14 payments: the basic case', async () => {
    // Base = 30,000 / 12 = 2,500.00 (extras prorated). CC 4.70 % = 117.50; desempleo 1.55 % = 38.75; FP 0.10 % = 2.50;
    // MEI 0.15 % = 3.75 → 162.50 a month, 1,950.00 a year.
    // RNT = 28,050 → RED20 0; BASE = 26,050; CUOTA1 = 4,225.50 + 5,850 × 0.30 = 5,980.50; CUOTA2 = 1,054.50;
    // CUOTA = 4,926.00 (cap 6,073.32 does not bind); TIPO = 16.42; IMPORTE = 4,926.00; net = 30,000 − 1,950 − 4,926 = 23,124.
    // Payslip: 30,000 / 14 = 2,142.86; withholding 2,142.86 × 16.42 % = 351.857… → 351.86;
    // ordinary net = 2,142.86 − 162.50 − 351.86 = 1,628.50; extra net = 2,142.86 − 351.86 = 1,791.00.
    const r: Result = await ok(op, { annualGross: 30000 });
    expect(r.socialSecurity.contributions.map((c: Result) => [c.concept, c.ratePercent, c.monthly, c.annual])).toEqual([
      ['contingenciasComunes', 4.7, 117.5, 1410],
      ['desempleo', 1.55, 38.75, 465],
      ['formacionProfesional', 0.1, 2.5, 30],
      ['mei', 0.15, 3.75, 45],
    ]);
    expect(r.irpf).toMatchObject({ withholdingBase: 26050, quota1: 5980.5, quota2: 1054.5, quota: 4926, cap43: 6073.32, withholdingRatePercent: 16.42, annualWithholding: 4926 });
    expect(r.netAnnual).toBe(23124);
    expect(r.payslips).toEqual({
      payments: 14,
      ordinary: { count: 12, gross: 2142.86, contributions: 162.5, withholding: 351.86, net: 1628.5 },
      extra: { count: 2, gross: 2142.86, contributions: 0, withholding: 351.86, net: 1791 },
    });
  });

  it('12 vs 14 payments: the same year, different payslips', async () => {
    // Same base (annual / 12) and the same rate; with 12 payments each payslip is 2,500.00 − 162.50 − 410.50 = 1,927.00.
    const twelve: Result = await ok(op, { annualGross: 30000, pagas: 12 });
    const fourteen: Result = await ok(op, { annualGross: 30000, pagas: 14 });
    expect(twelve.netAnnual).toBe(fourteen.netAnnual);
    expect(twelve.irpf).toEqual(fourteen.irpf);
    expect(twelve.payslips).toEqual({ payments: 12, ordinary: { count: 12, gross: 2500, contributions: 162.5, withholding: 410.5, net: 1927 }, extra: null });
  });

  it('below the full-time minimum base: 12,000 € is part-time pay, contributed on as it is, under the no-withholding limit', async () => {
    // 12,000 / 12 = 1,000.00 < 1,424.40: part-time, base 1,000.00 (not raised to 1,424.40). CC 47.00; desempleo 15.50; FP 1.00;
    // MEI 1.50 → 65.00 a month, 780.00 a year. RETRIB 12,000 ≤ 15,876 (TABLA 1, situación 3) → 0 %.
    // Net = 12,000 − 780 = 11,220.00.
    const r: Result = await ok(op, { annualGross: 12000, pagas: 12 });
    expect(r.socialSecurity).toMatchObject({ monthlyPay: 1000, monthlyBase: 1000, baseClamp: 'partTime', monthlyTotal: 65, annualTotal: 780 });
    expect(r.irpf).toMatchObject({ exempt: true, exemptionLimit: 15876, quota: 0, withholdingRatePercent: 0, annualWithholding: 0 });
    expect(r.netAnnual).toBe(11220);
    expect(r.warnings[0]).toContain('below the minimum contribution base for full-time work');
    expect(r.assumptions[0]).toBe(
      'Tax year 2026, Régimen General, part-time work (pay below the full-time minimum base 1,424.40 € a month of groups 4 to 7); groups 1, 2 and 3 have higher minimums, not modelled).',
    );
  });

  it('the full-time minimum base as a boundary: at it, one euro a year below it, and 1,000 € a year: never a negative net', async () => {
    // At the base: 17,092.80 / 12 = 1,424.40, full-time, no warning. CC 66.9468 → 66.95; desempleo 22.0782 → 22.08; FP 1.4244 →
    // 1.42; MEI 2.1366 → 2.14 → 92.59 a month, 1,111.08 a year. RNT 15,981.72; RED20 = 7,302 − 1.75 × 1,129.72 = 5,324.99;
    // BASE 8,656.73; cuota 19 % × 8,656.73 − 19 % × 5,550 = 590.28, capped at 43 % × (17,092.80 − 15,876) = 523.224; rate 3.0611
    // → 3.06 %; withholding 17,092.80 × 3.06 % = 523.04. Net 17,092.80 − 1,111.08 − 523.04 = 15,458.68.
    const at: Result = await ok(op, { annualGross: 17092.8, pagas: 12 });
    expect(at.socialSecurity).toMatchObject({ monthlyPay: 1424.4, monthlyBase: 1424.4, baseClamp: 'none', monthlyTotal: 92.59, annualTotal: 1111.08 });
    expect(at.irpf).toMatchObject({ withholdingRatePercent: 3.06, annualWithholding: 523.04 });
    expect(at.netAnnual).toBe(15458.68);
    expect(at.warnings).toEqual([]);
    // One euro a year below: 17,091.80 / 12 = 1,424.3166… → 1,424.32, part-time, on the pay: CC 66.943 → 66.94; desempleo 22.077 →
    // 22.08; FP 1.42; MEI 2.136 → 2.14 → 92.58 a month, 1,110.96 a year (8 cents a month less, no jump). Cap 43 % × 1,215.80 =
    // 522.794; rate 3.0587 → 3.05 %; withholding 521.30 (521.2999). Net 17,091.80 − 1,110.96 − 521.30 = 15,459.54.
    const below: Result = await ok(op, { annualGross: 17091.8, pagas: 12 });
    expect(below.socialSecurity).toMatchObject({ monthlyPay: 1424.32, monthlyBase: 1424.32, baseClamp: 'partTime', monthlyTotal: 92.58, annualTotal: 1110.96 });
    expect(below.irpf).toMatchObject({ withholdingRatePercent: 3.05, annualWithholding: 521.3 });
    expect(below.netAnnual).toBe(15459.54);
    expect(below.warnings).toEqual([
      'Monthly pay (1,424.32 €) is below the minimum contribution base for full-time work (1,424.40 € a month, the SMI plus one sixth, LGSS art. 19.2). ' +
        'A full-time job must pay at least the SMI, so this is taken as part-time work: contributions are computed on the pay itself, as a part-time ' +
        'payslip shows them (the part-time minimum base is a minimum per hour worked, which a lawful wage meets; hours are not asked). If the job is ' +
        'full-time, the pay is below the legal minimum wage.',
    ]);
    // 1,000 € a year (the case, which answered −111.08 €): 1,000 / 12 = 83.33. CC 3.9165 → 3.92; desempleo 1.2916 → 1.29;
    // FP 0.0833 → 0.08; MEI 0.1250 → 0.12 (0.124995) → 5.41 a month, 64.92 a year. No IRPF. Net 1,000 − 64.92 = 935.08; each of the
    // 12 ordinary payslips 1,000 / 14 = 71.43 − 5.41 = 66.02, the 2 extra ones 71.43 (their contributions are prorated).
    const tiny: Result = await ok(op, { annualGross: 1000 });
    expect(tiny.socialSecurity).toMatchObject({ monthlyPay: 83.33, monthlyBase: 83.33, baseClamp: 'partTime', monthlyTotal: 5.41, annualTotal: 64.92 });
    expect(tiny.netAnnual).toBe(935.08);
    expect(tiny.payslips).toEqual({
      payments: 14,
      ordinary: { count: 12, gross: 71.43, contributions: 5.41, withholding: 0, net: 66.02 },
      extra: { count: 2, gross: 71.43, contributions: 0, withholding: 0, net: 71.43 },
    });
    const answer = (out: Result, locale: 'en' | 'es') =>
      op.page!.answer!(out as never, { annualGross: 1000 } as never, {
        locale, currency: 'EUR', rerun: () => null as never, format: (value, format) => formatValue(value, format, locale, 'EUR'),
      });
    expect(answer(tiny, 'en')).toBe('You take home €66.02 a month (€935.08 a year, in 14 payments), with no IRPF withheld; below the full-time minimum, this is taken as part-time pay.');
    const tinyEs: Result = await ok(op, { annualGross: 1000 }, testContext({ locale: 'es' }));
    expect(answer(tinyEs, 'es')).toBe('Cobrarás 66,02\u00a0€ netos al mes (935,08\u00a0€ al año, en 14 pagas), sin retención de IRPF; por debajo del mínimo a jornada completa, se trata como salario a tiempo parcial.');
    const NBSP = '\u00a0';
    expect(tinyEs.warnings[0]).toBe(
      `La retribución mensual (83,33${NBSP}€) es inferior a la base mínima de cotización a jornada completa (1.424,40${NBSP}€ al mes, el SMI más un sexto, ` +
        'art. 19.2 LGSS). Un trabajo a jornada completa debe pagar al menos el SMI, así que se trata como trabajo a tiempo parcial: se cotiza por la ' +
        'propia retribución, como en una nómina a tiempo parcial (la base mínima a tiempo parcial es una base mínima por hora trabajada, que un salario ' +
        'legal alcanza; no se preguntan las horas). Si el trabajo es a jornada completa, el salario está por debajo del salario mínimo legal.',
    );
  });

  it('pay above the maximum base: contributions stop at 5,101.20 € and the solidarity contribution takes the excess', async () => {
    // 120,000 / 12 = 10,000.00 a month. Base 5,101.20: CC 239.7564 → 239.76; desempleo 79.0686 → 79.07; FP 5.1012 → 5.10;
    // MEI 7.6518 → 7.65. Solidarity: (5,611.32 − 5,101.20) = 510.12 × 0.19 % = 0.97; (7,651.80 − 5,611.32) = 2,040.48 × 0.21 %
    // = 4.29; (10,000 − 7,651.80) = 2,348.20 × 0.24 % = 5.64. Month 342.48, year 4,109.76.
    // BASE = 120,000 − 4,109.76 − 2,000 = 113,890.24; CUOTA1 = 17,901.50 + 53,890.24 × 0.45 = 42,152.108;
    // CUOTA2 (age 66: 5,550 + 1,150 = 6,700) = 6,700 × 0.19 = 1,273.00; CUOTA = 40,879.108;
    // TIPO = 34.0659 → 34.06; IMPORTE = 40,872.00; net = 120,000 − 4,109.76 − 40,872 = 75,018.24.
    const r: Result = await ok(op, { annualGross: 120000, pagas: 12, age: 66 });
    expect(r.socialSecurity.contributions.map((c: Result) => [c.concept, c.monthlyBase, c.monthly])).toEqual([
      ['contingenciasComunes', 5101.2, 239.76],
      ['desempleo', 5101.2, 79.07],
      ['formacionProfesional', 5101.2, 5.1],
      ['mei', 5101.2, 7.65],
      ['solidaridadTramo1', 510.12, 0.97],
      ['solidaridadTramo2', 2040.48, 4.29],
      ['solidaridadTramo3', 2348.2, 5.64],
    ]);
    expect(r.socialSecurity).toMatchObject({ baseClamp: 'maximum', monthlyTotal: 342.48, annualTotal: 4109.76 });
    expect(r.irpf).toMatchObject({ personalFamilyMinimum: { taxpayer: 6700, descendants: 0, under3: 0, ascendants: 0, disability: 0, total: 6700 } });
    expect(r.irpf).toMatchObject({ quota1: 42152.11, quota2: 1273, quota: 40879.11, cap43: null, withholdingRatePercent: 34.06, annualWithholding: 40872 });
    expect(r.netAnnual).toBe(75018.24);
  });

  it('temporal contract: desempleo at 1.60 % and the 2 % minimum rate, even below the no-withholding limit', async () => {
    // 15,000 / 12 = 1,250 (part-time pay, on the pay); desempleo 1.60 % = 20.00; month 58.75 + 20.00 + 1.25 + 1.875 → 1.88 = 81.88.
    // RETRIB 15,000 ≤ 15,876 → cuota 0, tipo previo 0.00; INFERIORAÑO → 2.00 %; IMPORTE = 300.00.
    // Net = 15,000 − 982.56 − 300 = 13,717.44; payslip 1,071.43 × 2 % = 21.4286 → 21.43; 1,071.43 − 81.88 − 21.43 = 968.12.
    const r: Result = await ok(op, { annualGross: 15000, contract: 'temporal' });
    expect(r.socialSecurity.contributions[1]).toMatchObject({ concept: 'desempleo', ratePercent: 1.6, monthly: 20 });
    expect(r.socialSecurity.annualTotal).toBe(982.56);
    expect(r.irpf).toMatchObject({ exempt: true, ratePreviousPercent: 0, minimumRateApplied: true, withholdingRatePercent: 2, annualWithholding: 300 });
    expect(r.netAnnual).toBe(13717.44);
    expect(r.payslips.ordinary).toEqual({ count: 12, gross: 1071.43, contributions: 81.88, withholding: 21.43, net: 968.12 });
    expect(r.warnings).toHaveLength(2);
  });

  it('temporal contract above 2 %: the floor does not bind', async () => {
    // 30,000 temporal: desempleo 2,500 × 1.60 % = 40.00 → 163.75 a month, 1,965 a year; BASE = 26,035;
    // CUOTA1 = 4,225.50 + 5,835 × 0.30 = 5,976.00; CUOTA = 4,921.50; TIPO = 16.405 → 16.40; IMPORTE 4,920.00.
    const r: Result = await ok(op, { annualGross: 30000, contract: 'temporal', pagas: 12 });
    expect(r.irpf).toMatchObject({ contributions: 1965, quota: 4921.5, ratePreviousPercent: 16.4, minimumRateApplied: false, withholdingRatePercent: 16.4, annualWithholding: 4920 });
  });

  it('the 43 % cap binds just above the no-withholding limit', async () => {
    // 18,000: base 1,500; contributions 97.50 a month, 1,170 a year; RNT 16,830;
    // RED20 = 7,302 − 1.75 × 1,978 = 3,840.50; BASE = 16,830 − 2,000 − 3,840.50 = 10,989.50;
    // CUOTA1 = 10,989.50 × 0.19 = 2,088.005; − 1,054.50 = 1,033.505; LIMITE = (18,000 − 15,876) × 0.43 = 913.32 binds;
    // TIPO = 913.32 / 18,000 × 100 = 5.074 → 5.07; IMPORTE = 912.60.
    const r: Result = await ok(op, { annualGross: 18000, pagas: 12 });
    expect(r.irpf).toMatchObject({ workIncomeReduction: 3840.5, withholdingBase: 10989.5, quotaBeforeCap: 1033.51, cap43: 913.32, quota: 913.32, withholdingRatePercent: 5.07, annualWithholding: 912.6 });
  });

  it('family: three children (one under three), age 70, disability with assistance, two ascendants', async () => {
    // 40,000: contributions 3,333.33 × 6.50 % → 216.67 a month, 2,600.04 a year; RNT 37,399.96.
    // Otros gastos 2,000 + 7,750 (33–65 % with assistance) = 9,750; RNTREDU = 27,649.96; HIJOS 600 → BASE 27,049.96.
    // MINPERFA = 5,550 + 1,150 (70) + (2,400 + 2,700 + 4,000) × 0.5 + 2,800 × 0.5 + 2 × 1,150 + 1,400 + 3,000 + 3,000 = 22,350.
    // CUOTA1 = 4,225.50 + 6,849.96 × 0.30 = 6,280.488; CUOTA2 = 4,225.50 + 2,150 × 0.30 = 4,870.50; CUOTA 1,409.988;
    // TIPO = 3.5249 → 3.52; IMPORTE 1,408.00.
    const r: Result = await ok(op, {
      annualGross: 40000, children: 3, childrenUnder3: 1, age: 70, disability: 'general', assistanceNeeds: true, ascendants65: 2, ascendants75: 1,
    });
    expect(r.irpf).toMatchObject({
      otherDeductibleExpenses: 9750, moreThanTwoDescendantsReduction: 600, withholdingBase: 27049.96,
      personalFamilyMinimum: { taxpayer: 6700, descendants: 4550, under3: 1400, ascendants: 3700, disability: 6000, total: 22350 },
      exemptionLimit: 16867, quota: 1409.99, withholdingRatePercent: 3.52, annualWithholding: 1408,
    });
  });

  it('ccaa es-md: Madrid scale and minimum against the withholding → expected refund', async () => {
    // 24,000, 12 payments: contributions 130 a month, 1,560 a year; BLG = 24,000 − 1,560 − 2,000 = 20,440.
    // State: 2,112.75 + 240 × 0.15 = 2,148.75 − 5,550 × 0.095 (527.25) = 1,621.50.
    // Madrid: 13,362.22 × 8.5 % + 5,642.41 × 10.7 % + 1,435.37 × 12.8 % = 1,923.25393 − 5,956.65 × 8.5 % (506.31525)
    // = 1,416.93868 → 1,416.94. Tax 3,038.44 (no DA 61.ª deduction above 20,048.45).
    // Withholding: CUOTA = 4,297.50 − 1,054.50 = 3,243; TIPO 13.5125 → 13.51; IMPORTE 3,242.40 → refund 203.96.
    const r: Result = await ok(op, { annualGross: 24000, pagas: 12, ccaa: 'es-md' });
    expect(r.annualEstimate).toEqual({
      ccaa: 'es-md', regionalScale: 'Comunidad de Madrid scale in force in 2026, the community’s own minimums', baseLiquidableGeneral: 20440,
      stateMinimum: 5550, regionalMinimum: 5956.65, stateQuota: 1621.5, regionalQuota: 1416.94, workDeduction: 0, estimatedTax: 3038.44,
      withholding: 3242.4, outcome: 'refund', amount: 203.96,
    });
    expect(r.rules.map((x: Result) => x.id)).toEqual(['es-social-security-worker-2026', 'es-irpf-withholding-2026', 'es-irpf-annual-2026', 'es-irpf-regional-scales-2026']);
  });

  it('ccaa ref: the reference scale reproduces the withholding cuota; the DA 61.ª deduction wipes out a small tax', async () => {
    // 16,000: 1,333.33 a month, part-time pay contributed on as it is: CC 62.67; desempleo 20.67; FP 1.33; MEI 2.00 → 86.67 a month,
    // 1,040.04 a year; RNT 14,959.96; RED20 = 7,302 − 1.75 × 107.96 = 7,113.07; BLG = 14,959.96 − 2,000 − 7,113.07 = 5,846.89.
    // State and reference halves: (5,846.89 − 5,550) × 9.5 % = 28.2046 → 28.20 each. Withholding: cuota 56.41 capped at 43 % × 124 =
    // 53.32; 0.33 % → 52.80. DA 61.ª: 590.89 (pay ≤ 17,094) limited to the cuota 56.40 → tax 0: refund 52.80.
    const r: Result = await ok(op, { annualGross: 16000, pagas: 12, ccaa: 'ref' });
    expect(r.annualEstimate).toMatchObject({ stateQuota: 28.2, regionalQuota: 28.2, workDeduction: 56.4, estimatedTax: 0, withholding: 52.8, outcome: 'refund', amount: 52.8 });
    expect(r.rules.map((x: Result) => x.id)).toEqual(['es-social-security-worker-2026', 'es-irpf-withholding-2026', 'es-irpf-annual-2026']);
    // Without the 43 % cap and the truncation, the two halves on the reference scale equal the withholding cuota.
    const at24: Result = await ok(op, { annualGross: 24000, ccaa: 'ref' });
    expect(at24.annualEstimate.stateQuota + at24.annualEstimate.regionalQuota).toBe(at24.irpf.quota);
  });

  it('ccaa es-vc with children uses the Valencian minimums', async () => {
    // Regional minimum = 6,105 + (2,640 + 2,970) × 0.5 + 3,080 × 0.5 = 10,450 (state: 9,500).
    const r: Result = await ok(op, { annualGross: 40000, children: 2, childrenUnder3: 1, ccaa: 'ES-VC' });
    expect(r.annualEstimate).toMatchObject({ ccaa: 'es-vc', stateMinimum: 9500, regionalMinimum: 10450, stateQuota: 3497.24, regionalQuota: 3344.39 });
  });

  it('familySituation 2: married, spouse without income, 20,000 € → 6.02 % (1,204.00), where situación 3 gives 8.86 %', async () => {
    // 20,000 / 12 = 1,666.67: CC 78.333… → 78.33; desempleo 25.833… → 25.83; FP 1.666… → 1.67; MEI 2.50 → 108.33 a month, 1,299.96 a year.
    // RNT = 18,700.04; RED20 = 2,364.34 − 1.14 × (18,700.04 − 17,673.52) = 2,364.34 − 1,170.2328 = 1,194.1072 → 1,194.11.
    // BASE = 18,700.04 − 2,000 − 1,194.11 = 15,505.93; CUOTA1 = 2,365.50 + 3,055.93 × 0.24 = 3,098.9232; CUOTA2 = 1,054.50.
    // Art. 81 limit, situación 2, no children: 17,197 → LIMITE = (20,000 − 17,197) × 0.43 = 1,205.29 binds;
    // TIPO = 1,205.29 / 20,000 × 100 = 6.0264 → 6.02; IMPORTE = 1,204.00 (the AEAT figure of the independent check).
    // Situación 3: LIMITE = (20,000 − 15,876) × 0.43 = 1,773.32 → 8.8666 → 8.86, 1,772.00.
    const married: Result = await ok(op, { annualGross: 20000, familySituation: 2 });
    expect(married.irpf).toMatchObject({
      familySituation: 2, workIncomeReduction: 1194.11, withholdingBase: 15505.93, quota1: 3098.92, quota2: 1054.5, exemptionLimit: 17197,
      cap43: 1205.29, quota: 1205.29, withholdingRatePercent: 6.02, annualWithholding: 1204,
    });
    const other: Result = await ok(op, { annualGross: 20000 });
    expect(other.irpf).toMatchObject({ familySituation: 3, exemptionLimit: 15876, cap43: 1773.32, withholdingRatePercent: 8.86, annualWithholding: 1772 });
  });

  it('familySituation 1 with the children in full: single parent of two (one under three), 30,000 € → 11.25 %, where the defaults give 13.91 %', async () => {
    // Contributions 1,950 and BASE 26,050 as in the basic case; CUOTA1 = 5,980.50.
    // In full: MINPERFA = 5,550 + 2,400 + 2,700 + 2,800 = 13,450; CUOTA2 = 2,365.50 + 1,000 × 0.24 = 2,605.50; CUOTA = 3,375.00.
    // Art. 81 limit, situación 1, two children: 18,694 → LIMITE = 11,306 × 0.43 = 4,861.58 (does not bind); TIPO 11.25; IMPORTE 3,375.00.
    // Defaults (situación 3, by half): MINPERFA = 5,550 + 1,200 + 1,350 + 1,400 = 9,500; CUOTA2 = 9,500 × 0.19 = 1,805.00;
    // CUOTA = 4,175.50; TIPO = 13.918 → 13.91; IMPORTE 4,173.00.
    const parent: Result = await ok(op, { annualGross: 30000, familySituation: 1, children: 2, childrenUnder3: 1, descendantsInFull: true });
    expect(parent.irpf).toMatchObject({
      familySituation: 1, descendantsInFull: true,
      personalFamilyMinimum: { taxpayer: 5550, descendants: 5100, under3: 2800, ascendants: 0, disability: 0, total: 13450 },
      exemptionLimit: 18694, quota2: 2605.5, cap43: 4861.58, quota: 3375, withholdingRatePercent: 11.25, annualWithholding: 3375,
    });
    expect(parent.warnings).toEqual([]);
    const defaults: Result = await ok(op, { annualGross: 30000, children: 2, childrenUnder3: 1 });
    expect(defaults.irpf).toMatchObject({ personalFamilyMinimum: { total: 9500 }, quota2: 1805, quota: 4175.5, withholdingRatePercent: 13.91, annualWithholding: 4173 });
    // Situación 1 by half: only the limit changes (it does not bind), and a warning points at descendantsInFull.
    const byHalf: Result = await ok(op, { annualGross: 30000, familySituation: 1, children: 2, childrenUnder3: 1 });
    expect(byHalf.irpf).toMatchObject({ exemptionLimit: 18694, withholdingRatePercent: 13.91 });
    expect(byHalf.warnings[0]).toContain('set descendantsInFull');
  });

  it('familySituation 1 near its limit: one child, the art. 81 limit of 17,644 € and the 43 % cap', async () => {
    // 17,500 ≤ 17,644 → exempt (situación 3 would withhold: 17,500 > 16,342).
    const exempt: Result = await ok(op, { annualGross: 17500, pagas: 12, familySituation: 1, children: 1 });
    expect(exempt.irpf).toMatchObject({ exemptionLimit: 17644, exempt: true, quota: 0, withholdingRatePercent: 0, annualWithholding: 0 });
    // 18,000: contributions 1,170; RNT 16,830; RED20 = 7,302 − 1.75 × 1,978 = 3,840.50; BASE = 10,989.50 (one child: no HIJOS).
    // MINPERFA = 5,550 + 2,400 × 0.5 = 6,750; CUOTA1 = 2,088.005; CUOTA2 = 1,282.50; 805.505 before the cap.
    // LIMITE = (18,000 − 17,644) × 0.43 = 153.08 binds; TIPO = 0.8504 → 0.85; IMPORTE = 153.00.
    const capped: Result = await ok(op, { annualGross: 18000, pagas: 12, familySituation: 1, children: 1 });
    expect(capped.irpf).toMatchObject({ withholdingBase: 10989.5, quota2: 1282.5, quotaBeforeCap: 805.51, cap43: 153.08, quota: 153.08, withholdingRatePercent: 0.85, annualWithholding: 153 });
  });

  it('contractUnderOneYear: false removes the 2 % floor of a fixed-term contract; true is the default for temporal', async () => {
    // 15,000 temporal: contributions 982.56 (desempleo still 1.60 %); RETRIB ≤ 15,876 → cuota 0 and, without the floor, 0 %.
    // Net = 15,000 − 982.56 = 14,017.44.
    const long: Result = await ok(op, { annualGross: 15000, contract: 'temporal', contractUnderOneYear: false });
    expect(long.contractUnderOneYear).toBe(false);
    expect(long.socialSecurity.annualTotal).toBe(982.56);
    expect(long.irpf).toMatchObject({ exempt: true, minimumRateApplied: false, withholdingRatePercent: 0, annualWithholding: 0 });
    expect(long.netAnnual).toBe(14017.44);
    expect(long.warnings).toHaveLength(1); // the part-time warning only
    const short: Result = await ok(op, { annualGross: 15000, contract: 'temporal', contractUnderOneYear: true });
    const byDefault: Result = await ok(op, { annualGross: 15000, contract: 'temporal' });
    expect({ ...short, assumptions: [] }).toEqual({ ...byDefault, assumptions: [] }); // only the wording of the default differs
    expect(byDefault.assumptions.join(' ')).toContain('the default for temporal');
    expect(short.irpf).toMatchObject({ minimumRateApplied: true, withholdingRatePercent: 2, annualWithholding: 300 });
    expect((await ok(op, { annualGross: 30000 })).contractUnderOneYear).toBe(false);
  });

  it('a worker with a disability pays the permanent desempleo rate on any contract', async () => {
    // Orden PJC/297/2026 art. 33.2.a.1º: 1.55 % for contracts "realizados con personas trabajadoras" with a disability of 33 % or more.
    // 30,000 temporal: desempleo 2,500 × 1.55 % = 38.75 → 162.50 a month, as a permanent contract.
    const r: Result = await ok(op, { annualGross: 30000, contract: 'temporal', disability: 'general' });
    expect(r.socialSecurity.contributions[1]).toMatchObject({ concept: 'desempleo', ratePercent: 1.55, monthly: 38.75 });
    expect(r.socialSecurity.monthlyTotal).toBe(162.5);
  });

  it('ccaa es-md with a child: Madrid’s own descendant minimum (no longer a 400)', async () => {
    // 30,000, one child by half. Withholding: MINPERFA = 5,550 + 1,200 = 6,750; CUOTA = 5,980.50 − 1,282.50 = 4,698.00 → 15.66 %.
    // BLG 26,050. State: 2,990.25 − scale(6,750) 641.25 = 2,349.00.
    // Madrid minimum = 5,956.65 + 2,575.85 × 0.5 = 5,956.65 + 1,287.925 (→ 1,287.93) = 7,244.58.
    // Madrid: scale(26,050) = 1,135.7887 + 5,642.41 × 0.107 + 7,045.37 × 0.128 = 2,641.33393; scale(7,244.58) = 615.7893;
    // 2,025.54463 → 2,025.54. Tax 4,374.54 → refund 4,698.00 − 4,374.54 = 323.46.
    const r: Result = await ok(op, { annualGross: 30000, children: 1, ccaa: 'es-md' });
    expect(r.irpf).toMatchObject({ withholdingRatePercent: 15.66, annualWithholding: 4698 });
    expect(r.annualEstimate).toMatchObject({ stateMinimum: 6750, regionalMinimum: 7244.58, stateQuota: 2349, regionalQuota: 2025.54, estimatedTax: 4374.54, outcome: 'refund', amount: 323.46 });
  });

  it('the inputs the estimate used to refuse now get their community’s own minimums', async () => {
    // es-as, one child by half: 6,105 + 2,640 × 0.5 = 7,425.
    expect((await ok(op, { annualGross: 30000, children: 1, ccaa: 'es-as' })).annualEstimate).toMatchObject({ regionalMinimum: 7425 });
    // es-an, three children, the youngest under three: 5,790 + (2,510 + 2,820 + 4,170) × 0.5 + 2,920 × 0.5 = 5,790 + 4,750 + 1,460 = 12,000.
    expect((await ok(op, { annualGross: 40000, children: 3, childrenUnder3: 1, ccaa: 'es-an' })).annualEstimate).toMatchObject({ regionalMinimum: 12000 });
    // es-vc, an ascendant over 75: 6,105 + 1,265 + 1,540 = 8,910.
    expect((await ok(op, { annualGross: 30000, ascendants65: 1, ascendants75: 1, ccaa: 'es-vc' })).annualEstimate).toMatchObject({ regionalMinimum: 8910 });
    // es-ga, a disability of 33 % with assistance: 5,789 + 3,129 + 3,129 = 12,047.
    expect((await ok(op, { annualGross: 30000, disability: 'general', assistanceNeeds: true, ccaa: 'es-ga' })).annualEstimate).toMatchObject({ regionalMinimum: 12047 });
  });

  it('new communities: Illes Balears (its own minimums, from the AEAT worked example), Murcia and Castilla y León (state minimums)', async () => {
    // es-ib at 67: the regional taxpayer minimum is 7,370 (AEAT Manual 2023, example 5: 6,105 + 1,265) = 5,550 + 1,820.
    // 36,000: contributions 2,340; BLG = 31,660. Balearic scale: 900 + 900 + 12,000 × 14.25 % + 1,660 × 17.5 % = 3,800.50;
    // less 7,370 × 9 % = 663.30 → 3,137.20.
    const ib: Result = await ok(op, { annualGross: 36000, age: 67, ccaa: 'es-ib' });
    expect(ib.annualEstimate).toMatchObject({ baseLiquidableGeneral: 31660, stateMinimum: 6700, regionalMinimum: 7370, regionalQuota: 3137.2 });
    // Under 65 the Balearic taxpayer minimum is the state's 5,550; the second child is 2,970 (× 0.5 = 1,485).
    expect((await ok(op, { annualGross: 36000, children: 2, ccaa: 'es-ib' })).annualEstimate).toMatchObject({ regionalMinimum: 5550 + 1200 + 1485 });
    // es-mc, 30,000: BLG 26,050; 1,182.75 + 7,750 × 11.2 % + 5,850 × 13.3 % = 2,828.80, less 5,550 × 9.5 % = 527.25 → 2,301.55.
    expect((await ok(op, { annualGross: 30000, ccaa: 'es-mc' })).annualEstimate).toMatchObject({ regionalMinimum: 5550, regionalQuota: 2301.55 });
    // es-cl, 30,000: 1,120.50 + 7,750 × 12 % + 5,850 × 14 % = 2,869.50, less 5,550 × 9 % = 499.50 → 2,370.00.
    expect((await ok(op, { annualGross: 30000, ccaa: 'es-cl' })).annualEstimate).toMatchObject({ regionalMinimum: 5550, regionalQuota: 2370 });
  });

  it('Canarias: the 2026 scale of Ley 9/2025 and the own minimums of art. 18 ter, at a bracket boundary, above it and below the minimum', async () => {
    // 30,000: BLG 26,050 (as for es-mc). 1,889.83 + (26,050 − 19,422) × 14 % = 1,889.83 + 927.92 = 2,817.75; less 5,606 × 9 % =
    // 504.54 → 2,313.21.
    expect((await ok(op, { annualGross: 30000, ccaa: 'es-cn' })).annualEstimate).toMatchObject({
      baseLiquidableGeneral: 26050, regionalMinimum: 5606, regionalQuota: 2313.21,
    });
    // 40,560.40: 3,380.03 a month, contributions 158.86 + 52.39 + 3.38 + 5.07 = 219.70 → 2,636.40 a year; BLG = 40,560.40 −
    // 2,636.40 − 2,000 = 35,924.00, the end of the third bracket, whose cuota the law gives: 4,200.11; less 504.54 → 3,695.57.
    expect((await ok(op, { annualGross: 40560.4, ccaa: 'es-cn' })).annualEstimate).toMatchObject({
      baseLiquidableGeneral: 35924, regionalQuota: 3695.57,
    });
    // 60,000: contributions 325 a month → 3,900; BLG 54,100. 4,200.11 + 18,176 × 18.5 % = 4,200.11 + 3,362.56 = 7,562.67; − 504.54.
    expect((await ok(op, { annualGross: 60000, ccaa: 'es-cn' })).annualEstimate).toMatchObject({ baseLiquidableGeneral: 54100, regionalQuota: 7058.13 });
    // 18,000: contributions 97.50 a month → 1,170; RNT 16,830; reducción 7,302 − 1.75 × 1,978 = 3,840.50; BLG 10,989.50. Three
    // children in full: 5,606 + 2,424 + 2,727 + 4,040 = 14,797 ≥ BLG, so no regional cuota.
    expect((await ok(op, { annualGross: 18000, children: 3, descendantsInFull: true, ccaa: 'es-cn' })).annualEstimate).toMatchObject({
      baseLiquidableGeneral: 10989.5, regionalMinimum: 14797, regionalQuota: 0,
    });
    // The own minimums (art. 18 ter) against the state's: at 70 with two children by half, the younger under three:
    // 5,606 + 1,162 + (2,424 + 2,727) × 0.5 + 2,828 × 0.5 = 10,757.50 (state: 5,550 + 1,150 + 2,550 + 1,400 = 10,650).
    expect((await ok(op, { annualGross: 30000, age: 70, children: 2, childrenUnder3: 1, ccaa: 'es-cn' })).annualEstimate).toMatchObject({
      stateMinimum: 10650, regionalMinimum: 10757.5,
    });
    // Over 75 with an ascendant over 75 and a disability of 65 % with assistance: 5,606 + 1,162 + 1,414 + 1,162 + 1,414 + 9,090 +
    // 3,030 = 22,878.
    const old = { annualGross: 30000, age: 80, ascendants65: 1, ascendants75: 1, disability: 'severe', assistanceNeeds: true, ccaa: 'es-cn' };
    expect((await ok(op, old)).annualEstimate).toMatchObject({ regionalMinimum: 22878 });
  });

  it('Extremadura: the 2026 scale of Ley 2/2026 with the state minimums, at a bracket boundary, above it and below the minimum', async () => {
    // 30,000: BLG 26,050 (as for es-mc). 2,360.50 + (26,050 − 24,200) × 17.5 % = 2,360.50 + 323.75 = 2,684.25; less 5,550 ×
    // 7.75 % = 430.125 → 2,254.125 → 2,254.13.
    expect((await ok(op, { annualGross: 30000, ccaa: 'es-ex' })).annualEstimate).toMatchObject({
      baseLiquidableGeneral: 26050, regionalMinimum: 5550, regionalQuota: 2254.13,
    });
    // 39,786.12: 3,315.51 a month, contributions 155.83 + 51.39 + 3.32 + 4.97 = 215.51 → 2,586.12 a year; BLG = 39,786.12 −
    // 2,586.12 − 2,000 = 35,200.00, the end of the fourth bracket, whose cuota the law gives: 4,285.50; less 430.125 → 3,855.38.
    expect((await ok(op, { annualGross: 39786.12, ccaa: 'es-ex' })).annualEstimate).toMatchObject({
      baseLiquidableGeneral: 35200, regionalQuota: 3855.38,
    });
    // 60,000: BLG 54,100. 4,285.50 + 18,900 × 21 % = 4,285.50 + 3,969 = 8,254.50; less 430.125 → 7,824.375 → 7,824.38.
    expect((await ok(op, { annualGross: 60000, ccaa: 'es-ex' })).annualEstimate).toMatchObject({ baseLiquidableGeneral: 54100, regionalQuota: 7824.38 });
    // 18,000 with three children in full: BLG 10,989.50 (as for es-cn); state minimums 5,550 + 2,400 + 2,700 + 4,000 = 14,650 ≥ BLG.
    expect((await ok(op, { annualGross: 18000, children: 3, descendantsInFull: true, ccaa: 'es-ex' })).annualEstimate).toMatchObject({
      baseLiquidableGeneral: 10989.5, regionalMinimum: 14650, regionalQuota: 0,
    });
  });

  it('a community whose scale could not be confirmed: the withholding, no estimate, and a warning saying why', async () => {
    const ccaa = 'es-ri';
    const r: Result = await ok(op, { annualGross: 30000, ccaa });
    expect(r.irpf.withholdingRatePercent, ccaa).toBe(16.42);
    expect(r.annualEstimate, ccaa).toBeNull();
    expect(r.warnings[0], ccaa).toContain(`No estimate of the year's IRPF for ${ccaa}`);
    expect(r.rules.map((x: Result) => x.id), ccaa).toEqual(['es-social-security-worker-2026', 'es-irpf-withholding-2026']);
  });

  it('in 2027: the statutory MEI (0.17 %) and solidarity rates, the 2026 bases carried forward with a warning, the withholding unchanged', async () => {
    const in2027 = testContext({ now: () => new Date('2027-01-15T12:00:00Z') });
    // 30,000: MEI 2,500 × 0.17 % = 4.25 → 163.00 a month, 1,956.00 a year. RNT = 28,044; BASE = 26,044;
    // CUOTA1 = 4,225.50 + 5,844 × 0.30 = 5,978.70; CUOTA = 4,924.20; TIPO = 16.414 → 16.41; IMPORTE = 4,923.00.
    const r: Result = await ok(op, { annualGross: 30000 }, in2027);
    expect(r.socialSecurity.contributions[3]).toMatchObject({ concept: 'mei', ratePercent: 0.17, monthly: 4.25 });
    expect(r.socialSecurity).toMatchObject({ monthlyTotal: 163, annualTotal: 1956 });
    expect(r.irpf).toMatchObject({ withholdingBase: 26044, quota: 4924.2, withholdingRatePercent: 16.41, annualWithholding: 4923 });
    expect(r.rules[0]).toMatchObject({ id: 'es-social-security-worker-2026', effective: '2027-01-01', appliedOn: '2027-01-15' });
    expect(r.rules[0].carriedForward).toEqual([
      'Maximum monthly contribution base (tope máximo), all groups',
      'Minimum monthly contribution base, groups 4 to 7 (and floor of the AT/EP base)',
      'Solidarity contribution, upper end of tranche 1 (monthly pay)',
      'Solidarity contribution, upper end of tranche 2 (monthly pay)',
    ]);
    expect(r.warnings.at(-1)).toContain('Not published yet for 2027-01-15, so carried forward');
    expect(r.rules[1]).toMatchObject({ id: 'es-irpf-withholding-2026', effective: '2026-01-01', carriedForward: [] });
    expect(r.assumptions[0]).toContain('Tax year 2027');
    // 120,000 in 2027: MEI 5,101.20 × 0.17 % = 8.67204 → 8.67; solidarity 510.12 × 0.23 % = 1.17; 2,040.48 × 0.25 % = 5.10;
    // 2,348.20 × 0.29 % = 6.80978 → 6.81 (worker shares derived from DT 42ª, warned).
    const high: Result = await ok(op, { annualGross: 120000, pagas: 12 }, in2027);
    expect(high.socialSecurity.contributions.slice(3).map((c: Result) => [c.concept, c.ratePercent, c.monthly])).toEqual([
      ['mei', 0.17, 8.67], ['solidaridadTramo1', 0.23, 1.17], ['solidaridadTramo2', 0.25, 5.1], ['solidaridadTramo3', 0.29, 6.81],
    ]);
    expect(high.warnings[0]).toContain('worker shares of the 2027 solidarity contribution (0.23 % / 0.25 % / 0.29 %) are derived');
    // The Valencian scale enacted for 2027 (Ley 5/2026, DT 3ª). 40,000 in 2027: 3,333.33 a month × (4.70 + 1.55 + 0.10 + 0.17) %
    // = 156.67 + 51.67 + 3.33 + 5.67 = 217.34 → 2,608.08 a year; BLG = 40,000 − 2,608.08 − 2,000 = 35,391.92.
    // 12,000 × 8.7 % + 10,000 × 11.6 % + 10,000 × 14.5 % + 3,391.92 × 16.9 % = 1,044 + 1,160 + 1,450 + 573.23448 = 4,227.23448;
    // less 6,105 × 8.7 % = 531.135 → 3,696.09948 → 3,696.10.
    const vc: Result = await ok(op, { annualGross: 40000, ccaa: 'es-vc' }, in2027);
    expect(vc.rules.at(-1)).toMatchObject({ id: 'es-irpf-regional-scales-2026', effective: '2027-01-01', carriedForward: [] });
    expect(vc.annualEstimate).toMatchObject({ baseLiquidableGeneral: 35391.92, regionalMinimum: 6105, regionalQuota: 3696.1 });
  });

  it('documents its examples exactly', async () => {
    for (const example of op.examples) expect(await ok(op, example.input), example.title).toEqual(example.output);
  });
});

describe('es-nomina-bruto-neto, bad input is a 400', () => {
  it.each([
    [{}, 'annualGross: is required'],
    [{ annualGross: -1 }, 'annualGross: must be greater than 0'],
    [{ annualGross: 0 }, 'annualGross: must be greater than 0'],
    [{ annualGross: 'ten' }, 'annualGross: must be a number, got string'],
    [{ annualGross: 0.004 }, 'annualGross: must be at least 0.01 (the amount is taken to the cent)'],
    [{ annualGross: 1e13 }, 'annualGross: must be at most 1000000000000'],
    [{ annualGross: 30000, pagas: 13 }, 'pagas: must be one of 12, 14, got 13'],
    [{ annualGross: 30000, contract: 'fijo' }, "contract: must be one of 'indefinido', 'temporal', got 'fijo'"],
    [{ annualGross: 30000, disability: 'partial' }, "disability: must be one of 'none', 'general', 'severe', got 'partial'"],
    [{ annualGross: 30000, children: 17 }, 'children: must be at most 16'],
    [{ annualGross: 30000, children: 1.5 }, 'children: must be an integer, got 1.5'],
    [{ annualGross: 30000, salary: 1 }, 'salary: unknown field'],
    [{ annualGross: 30000, children: 1, childrenUnder3: 2 }, 'childrenUnder3: cannot exceed the number of children (1)'],
    [{ annualGross: 30000, ascendants65: 1, ascendants75: 2 }, 'ascendants75: cannot exceed the ascendants over 65 (1); count each ascendant over 75 among those over 65 too'],
    [{ annualGross: 30000, assistanceNeeds: true }, 'assistanceNeeds: applies only with a disability (general or severe)'],
    [{ annualGross: 30000, ccaa: 'es-pv' }, 'ccaa: es-pv (País Vasco: Álava, Bizkaia, Gipuzkoa) has its own foral income tax with its own scales and withholding tables; this calculator covers the common regime only'],
    [{ annualGross: 30000, ccaa: 'es-nc' }, 'ccaa: es-nc (Navarra) has its own foral income tax with its own scales and withholding tables; this calculator covers the common regime only'],
    [{ annualGross: 30000, ccaa: 'es-ce' }, 'ccaa: es-ce (Ceuta): income obtained in Ceuta and Melilla has a 60 % deduction of the cuota (art. 68.4 LIRPF) and its own withholding, which this calculator does not model'],
    [{ annualGross: 30000, ccaa: 'es-zz' }, "ccaa: unknown code 'es-zz'; use ref or one of es-an, es-ar, es-as, es-cb, es-cl, es-cm, es-cn, es-ct, es-ex, es-ga, es-ib, es-mc, es-md, es-ri, es-vc"],
    [{ annualGross: 30000, familySituation: 4 }, 'familySituation: must be one of 1, 2, 3, got 4'],
    [{ annualGross: 30000, familySituation: 1 }, 'familySituation: situación 1 is for a single parent and needs at least one child; without children use 3, or 2 if married to a spouse with income of at most 1,500 €'],
    [{ annualGross: 30000, contractUnderOneYear: true }, 'contractUnderOneYear: applies only to a temporal contract; an indefinido contract has no fixed duration'],
    [{ annualGross: 30000, descendantsInFull: 'yes' }, 'descendantsInFull: must be a boolean'],
  ])('%j → %s', async (input, message) => {
    expect(await fails(op, input)).toContain(message);
  });
});

describe('its rule sets', () => {
  const sets: RuleSet[] = [esSocialSecurityWorker2026, esIrpfWithholding2026, esIrpfAnnual2026, esIrpfRegionalScales2026];
  it.each(sets.map((s) => [s.id, s] as const))('%s: dated, and every figure cites one of its https sources', (_id, set) => {
    expect(isRealDate(set.lastChecked)).toBe(true);
    const urls = new Set(set.sources.map((s) => s.url));
    for (const version of set.versions) {
      for (const [key, value] of Object.entries(version.values)) {
        expect(urls.has(value.source), key).toBe(true);
        expect(Number.isFinite(value.value), key).toBe(true);
      }
    }
    for (const source of set.sources) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(set.versions.some((v) => Object.values(v.values).some((x) => x.source === source.url)), source.url).toBe(true);
    }
  });
});

describe('the 2027 figures and the regional coverage', () => {
  it('the worker share of each solidarity rate is its total × 4.70 / 28.30 to hundredths: the published 2025 and 2026 shares, and 2027', () => {
    // LGSS art. 19 bis / DT 42ª. 2025 (Orden PJC/178/2025): 0.92 / 1.00 / 1.17 → 0.15 / 0.17 / 0.19.
    // 2026 (Orden PJC/297/2026): 1.15 / 1.25 / 1.46 → 0.19 / 0.21 / 0.24. 2027: 1.38 / 1.50 / 1.75 → 0.2292 / 0.2491 / 0.2906.
    const share = (total: number) => Math.round((total * 4.7 * 100) / 28.3) / 100;
    expect([0.92, 1, 1.17].map(share)).toEqual([0.15, 0.17, 0.19]);
    expect([1.15, 1.25, 1.46].map(share)).toEqual([0.19, 0.21, 0.24]);
    const v2027 = ruleVersionAt(esSocialSecurityWorker2026, '2027-01-01').values;
    expect([1.38, 1.5, 1.75].map(share)).toEqual([v2027.solidarityTranche1Rate.value, v2027.solidarityTranche2Rate.value, v2027.solidarityTranche3Rate.value]);
    expect(v2027.meiRate.value).toBe(0.17);
    // The bases wait for the 2027 revaluation and SMI: the 2026 figures, marked as carried.
    const carried = Object.entries(v2027).filter(([, x]) => x.carriedFrom === '2026-01-01').map(([key]) => key);
    expect(carried).toEqual(['maximumBaseMonthly', 'minimumBaseMonthly', 'solidarityTranche1Upper', 'solidarityTranche2Upper']);
  });

  it('covers the communities whose scale was confirmed, each with all its own minimums or none', () => {
    const v = ruleVersionAt(esIrpfRegionalScales2026, '2026-06-01').values;
    const codes = [...new Set(Object.keys(v).map((key) => key.slice(0, 2)))].sort();
    expect(codes).toEqual(['an', 'ar', 'as', 'cb', 'cl', 'cm', 'cn', 'ct', 'ex', 'ga', 'ib', 'mc', 'md', 'vc']);
    const own = codes.filter((code) => v[`${code}MinimumTaxpayer`]);
    expect(own).toEqual(['an', 'as', 'cn', 'ga', 'ib', 'md', 'vc']);
    for (const code of own) expect(Object.keys(v).filter((key) => key.startsWith(`${code}Minimum`)), code).toHaveLength(13);
    // The Valencian scale of 2027 (Ley 5/2026, DT 3ª) is the only change in the 2027 version.
    const v27 = ruleVersionAt(esIrpfRegionalScales2026, '2027-06-01').values;
    const changed = Object.keys(v).filter((key) => v[key]!.value !== v27[key]!.value);
    expect(changed).toEqual(['vcRate1', 'vcRate2', 'vcRate3', 'vcRate4', 'vcRate5', 'vcRate6', 'vcRate7', 'vcRate8', 'vcRate9', 'vcRate10', 'vcRate11']);
    expect(Object.keys(v27).filter((key) => key.startsWith('vcRate')).map((key) => v27[key]!.value)).toEqual([8.7, 11.6, 14.5, 16.9, 19.3, 21.8, 24.3, 26, 27.25, 28.25, 29.25]);
  });
});

describe('es-nomina-bruto-neto on the Spanish page', () => {
  /** The result without its words: every figure, breakdown item and amount, and how many texts there are. */
  const figures = (r: Result) => ({
    ...r,
    breakdown: r.breakdown.map((b: Result) => [b.item, b.amount]),
    assumptions: r.assumptions.length,
    warnings: r.warnings.length,
    annualEstimate: r.annualEstimate && { ...r.annualEstimate, regionalScale: undefined },
  });
  const NBSP = '\u00a0';

  it('answers in Spanish on the Spanish page', async () => {
    const input = { annualGross: 40000, children: 2, childrenUnder3: 1, ccaa: 'es-vc' };
    const en: Result = await ok(op, input);
    const es: Result = await ok(op, input, testContext({ locale: 'es' }));
    expect(es.breakdown.map((b: Result) => b.label)).toEqual(
      expect.arrayContaining(['Contingencias comunes, 4,7 % × 12 meses', 'Retención de IRPF, 17,48 % del bruto', 'Salario neto anual']),
    );
    expect(es.annualEstimate.regionalScale).toBe('Escala autonómica vigente en 2026 (Comunitat Valenciana), mínimos propios de la comunidad');
    expect(figures(es)).toEqual(figures(en));

    // 15,000 € temporal: 1,250.00 € a month, below the full-time minimum base of 1,424.40 €: part-time, contributed on as it is.
    const low: Result = await ok(op, { annualGross: 15000, contract: 'temporal' }, testContext({ locale: 'es' }));
    expect(low.warnings[0]).toContain(
      `La retribución mensual (1.250,00${NBSP}€) es inferior a la base mínima de cotización a jornada completa (1.424,40${NBSP}€ al mes, el SMI más un sexto, art. 19.2 LGSS).`,
    );
    expect(figures(low)).toEqual(figures(await ok(op, { annualGross: 15000, contract: 'temporal' })));
  });

  it('words the new inputs’ results in Spanish, with the same figures', async () => {
    const es = testContext({ locale: 'es' });
    const parentInput = { annualGross: 30000, familySituation: 1, children: 2, childrenUnder3: 1, ccaa: 'es-md' };
    const parent: Result = await ok(op, parentInput, es);
    expect(figures(parent)).toEqual(figures(await ok(op, parentInput)));
    expect(parent.warnings[0]).toBe(
      'Situación 1 con los hijos computados por mitad: si nadie más tiene derecho a su mínimo (conviven solo contigo, sin custodia compartida), indica que se computan por entero (descendantsInFull), lo que reduce la retención.',
    );
    expect(parent.assumptions).toContain(
      'Un contribuyente con hijos en situación monoparental puede optar por la tributación conjunta con ellos, que reduce la base en 2.150 € (art. 84.2.4.º LIRPF); la estimación no compara ambas opciones.',
    );
    const rioja: Result = await ok(op, { annualGross: 28000, ccaa: 'es-ri' }, es);
    expect(rioja.warnings[0]).toBe(
      'Sin estimación del IRPF del año para es-ri (La Rioja): no se ha podido confirmar su escala autonómica vigente en una fuente oficial, así que no se supone ninguna. La retención no depende de la comunidad autónoma.',
    );
    const long: Result = await ok(op, { annualGross: 15000, contract: 'temporal', contractUnderOneYear: false }, es);
    expect(long.assumptions).toContain(
      'Un contrato temporal de un año o más (CONTRATO = GENERAL): sin el tipo mínimo del 2 %, que solo se aplica a los contratos de duración inferior al año (art. 86.2 RIRPF).',
    );
    const high: Result = await ok(op, { annualGross: 120000, pagas: 12 }, testContext({ locale: 'es', now: () => new Date('2027-07-01T12:00:00Z') }));
    expect(high.warnings[0]).toBe(
      `La parte del trabajador de la cotización adicional de solidaridad de 2027 (0,23 % / 0,25 % / 0,29 %) se deduce de los tipos que fija la LGSS para ese año, repartidos como los de contingencias comunes (art. 19 bis); la orden de cotización del año, aún no publicada, la fijará.`,
    );
    expect(high.warnings[1]).toContain('Aún no se han publicado para el 2027-07-01 y se mantienen las anteriores');
  });

  it('refuses in Spanish too, with the same field first', () => {
    const es = (input: Record<string, unknown>) => {
      try {
        op.run(op.input.parse(input), testContext({ locale: 'es' }));
      } catch (error) {
        if (error instanceof InputError) return error.es;
      }
      return 'no error';
    };
    expect(es({ annualGross: 30000, children: 1, childrenUnder3: 2 })).toBe('childrenUnder3: no puede superar el número de hijos (1)');
    expect(es({ annualGross: 30000, familySituation: 1 })).toBe(
      'familySituation: la situación 1 es la de un contribuyente con hijos y exige al menos un hijo; sin hijos, usa la 3, o la 2 si estás casado con un cónyuge con rentas no superiores a 1.500 €',
    );
    expect(es({ annualGross: 30000, contract: 'indefinido', contractUnderOneYear: true })).toBe(
      'contractUnderOneYear: solo se aplica a un contrato temporal; un contrato indefinido no tiene una duración determinada',
    );
    expect(es({ annualGross: 30000, ccaa: 'es-ml' })).toBe(
      'ccaa: es-ml (Melilla): las rentas obtenidas en Ceuta y Melilla tienen una deducción del 60 % de la cuota (art. 68.4 LIRPF) y su propia retención, que esta calculadora no modela',
    );
  });

  it('splits the gross into net pay, IRPF and Social Security, adding up to the cent', async () => {
    const chartOf = (out: Result, input: Record<string, unknown>, locale: Locale) =>
      op.page!.chart!(out as never, op.input.parse(input), {
        locale,
        currency: 'EUR',
        rerun: () => null,
        format: (value, format) => formatValue(value, format, locale, 'EUR'),
      });
    const input = { annualGross: 30000 };
    const chart = chartOf(await ok(op, input, testContext({ locale: 'es' })), input, 'es');
    expect(chart).toMatchObject({ kind: 'split', title: 'Reparto del salario bruto anual' });
    expect(chart!.summary).toBe(
      `De 30.000,00${NBSP}€ brutos al año, 23.124,00${NBSP}€ son salario neto, 4.926,00${NBSP}€ retención de IRPF y 1.950,00${NBSP}€ ` +
        'cotizaciones del trabajador a la Seguridad Social; las tres partes suman el bruto, al céntimo.',
    );
    for (const example of op.examples) {
      const out: Result = await ok(op, example.input);
      const parts = chartOf(out, example.input, 'en');
      if (parts?.kind !== 'split') throw new Error('expected a split chart');
      const cents = parts.parts.reduce((sum, p) => sum + Math.round(p.value * 100), 0);
      expect(cents, example.title).toBe(Math.round(out.annualGross * 100));
    }
  });
});
