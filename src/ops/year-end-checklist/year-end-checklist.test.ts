import { describe, expect, it } from 'vitest';
import op from './year-end-checklist.op.js';
import { fails, ok, runOp, testContext } from '../../../test/support/run-op.js';
import { execute } from '../../core/execute.js';
import { addDays, isRealDate } from '../../core/calendar-date.js';
import { usYearEndDeadlines } from '../../rules/us/us-year-end-deadlines.rules.js';
import { nextBusinessDay } from '../../rules/us/us-tax-due-dates.js';

interface Item {
  action: string;
  deadline: string;
  why: string;
  source: { title: string; url: string };
  furtherReading: { title: string; url: string };
  confidence: string;
}
interface Section {
  id: string;
  applies: string;
  items: Item[];
}

const run = async (input: Record<string, unknown>, now?: string) =>
  (await ok(op, input, now ? testContext({ now: () => new Date(now) }) : undefined)) as {
    taxYear: number;
    sections: Section[];
    skippedSections: { id: string; reason: string }[];
    warnings: string[];
    breakdown: unknown[];
    rules: { effective: string }[];
    answers: Record<string, boolean>;
  };

const FLAGS = {
  incomeDropNext: 'income-timing',
  plannedPurchases: 'equipment',
  retirementPlan: 'retirement',
  hasInvestments: 'tax-loss-harvesting',
  paidContractors: 'contractor-returns',
  behindOnQuarterlies: 'estimated-tax-catch-up',
} as const;

describe('year-end-checklist on 2026-11-21 (tax year 2026)', () => {
  it('with every flag false, only the items for everyone, with the 2026 dates', async () => {
    const r = await run({});
    expect(r.taxYear).toBe(2026);
    expect(r.sections.map((s) => s.id)).toEqual(['everyone']);
    // Q4 installment: January 15 of the following year (§6654(c)) = 2027-01-15, a Friday.
    // Form 1040: April 15 (§6072(a)) = 2027-04-15, a Thursday.
    expect(r.sections[0]!.items.map((i) => i.deadline)).toEqual(['2027-01-15', '2027-04-15']);
    expect(r.sections[0]!.items[1]!.action).toContain('Friday October 15, 2027');
    expect(r.skippedSections.map((s) => s.id)).toEqual(Object.values(FLAGS));
    expect(r.answers).toEqual({ incomeDropNext: false, plannedPurchases: false, retirementPlan: false, hasInvestments: false, paidContractors: false, behindOnQuarterlies: false });
    expect(r.breakdown).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.rules.map((x) => x.effective)).toEqual(['2026-01-01']);
  });

  it('with every flag true, all seven sections in order and the medium-confidence warning', async () => {
    const r = await run(Object.fromEntries(Object.keys(FLAGS).map((k) => [k, true])));
    expect(r.sections.map((s) => s.id)).toEqual(['everyone', ...Object.values(FLAGS)]);
    expect(r.sections.map((s) => s.items.length)).toEqual([2, 2, 2, 4, 2, 2, 3]);
    expect(r.skippedSections).toEqual([]);
    expect(r.warnings).toEqual([
      'The 2026 401(k) elective deferral limit ($24,500) is medium confidence: it was read in the title of the IRS news release, not in the release itself. Check it at https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500.',
    ]);
    for (const s of r.sections) {
      for (const i of s.items) {
        expect(isRealDate(i.deadline), i.action).toBe(true);
        expect(i.deadline >= '2026-11-21', i.action).toBe(true);
        expect(i.source.url).toMatch(/^https:\/\/(uscode\.house\.gov|www\.irs\.gov)\//);
        expect(i.furtherReading.url).toMatch(/^https:\/\/www\.irs\.gov\//);
      }
    }
  });

  it.each(Object.entries(FLAGS))('%s alone adds the %s section after the items for everyone', async (flag, id) => {
    const r = await run({ [flag]: true });
    expect(r.sections.map((s) => s.id)).toEqual(['everyone', id]);
    expect(r.sections[1]!.applies).toContain(flag);
    expect(r.skippedSections.map((s) => s.id)).not.toContain(id);
  });

  it('income timing: both actions by December 31', async () => {
    const s = (await run({ incomeDropNext: true })).sections[1]!;
    expect(s.items.map((i) => i.deadline)).toEqual(['2026-12-31', '2026-12-31']);
    expect(s.items[0]!.source.url).toContain('section451');
  });

  it('equipment: placed in service by December 31; the income limit checked before the return', async () => {
    const s = (await run({ plannedPurchases: true })).sections[1]!;
    expect(s.items.map((i) => i.deadline)).toEqual(['2026-12-31', '2027-04-15']);
    expect(s.items[1]!.why).toContain('not stated here');
  });

  it('retirement: deferral decided in December, employer and SEP money until the extended due date, IRA until April 15', async () => {
    const s = (await run({ retirementPlan: true })).sections[1]!;
    // 2027-10-15 = April 15, 2027 + the 6-month extension (§6081(a)), a Friday.
    expect(s.items.map((i) => [i.deadline, i.confidence])).toEqual([
      ['2026-12-31', 'medium'],
      ['2027-10-15', 'high'],
      ['2027-10-15', 'high'],
      ['2027-04-15', 'high'],
    ]);
    expect(s.items[0]!.action).toContain('up to $24,500 for 2026');
  });

  it('tax-loss harvesting: the $3,000 limit and the 61-day wash-sale window around December 31', async () => {
    const s = (await run({ hasInvestments: true })).sections[1]!;
    // 2026-12-31 − 30 days = 2026-12-01; + 30 days = 2027-01-30.
    expect(s.items.map((i) => i.deadline)).toEqual(['2026-12-31', '2027-01-30']);
    expect(s.items[0]!.why).toContain('$3,000 a year ($1,500 married filing separately)');
    expect(s.items[1]!.action).toContain('from Tuesday December 1, 2026 to Saturday January 30, 2027');
  });

  it('contractors: $2,000 for 2026 payments ($600 in 2025), Form 1099-NEC due Monday February 1, 2027', async () => {
    const s = (await run({ paidContractors: true })).sections[1]!;
    expect(s.applies).toBe(
      'You paid subcontractors (paidContractors). The question says "600 dollars or more", the threshold for payments made in 2025; for payments made in 2026 the filing duty starts at $2,000 per contractor.',
    );
    // January 31, 2027 is a Sunday → next business day, Monday February 1, 2027 (§7503).
    expect(s.items.map((i) => i.deadline)).toEqual(['2026-12-31', '2027-02-01']);
    expect(s.items[1]!.why).toContain('It was $600 for payments made in 2025');
    expect(s.items[1]!.why).toContain('between $600 and $1,999 in 2026 needs no Form 1099-NEC');
    expect(s.items[1]!.why).toContain('January 31, 2027 is a Sunday');
    expect(s.items[1]!.source.url).toBe('https://www.irs.gov/pub/irs-drop/n-25-62.pdf');
  });

  it('behind on quarterlies: pay now, the 90/100/110 % safe harbor, withholding', async () => {
    const s = (await run({ behindOnQuarterlies: true })).sections[1]!;
    expect(s.items.map((i) => i.deadline)).toEqual(['2027-01-15', '2027-01-15', '2026-12-31']);
    expect(s.items[1]!.action).toBe(
      'Aim for the safe harbor: estimated payments plus withholding of at least the smaller of 90 % of your 2026 tax and 100 % of your 2025 tax (110 % if your 2025 AGI was over $150,000, $75,000 married filing separately), spread over the four installments.',
    );
  });
});

describe('the tax year follows the clock', () => {
  it('on 2025-12-31 the checklist is for 2025: $600 threshold, Form 1099-NEC due Monday February 2, 2026', async () => {
    const r = await run({ paidContractors: true, retirementPlan: true }, '2025-12-31T23:59:59Z');
    expect(r.taxYear).toBe(2025);
    const nec = r.sections.find((s) => s.id === 'contractor-returns')!;
    expect(nec.applies).toBe('You paid subcontractors (paidContractors): for payments made in 2025 the filing duty starts at $600 per contractor.');
    // January 31, 2026 is a Saturday → Monday February 2, 2026.
    expect(nec.items[1]!.deadline).toBe('2026-02-02');
    expect(nec.items[1]!.why).toContain('For payments made in 2026 it rises to $2,000');
    expect(r.sections[0]!.items.map((i) => i.deadline)).toEqual(['2026-01-15', '2026-04-15']);
    expect(r.sections.find((s) => s.id === 'retirement')!.items[0]!.action).toContain('up to $23,500 for 2025');
  });

  it('on 2026-01-01 it switches to 2026', async () => {
    expect((await run({}, '2026-01-01T00:00:00Z')).taxYear).toBe(2026);
  });

  it('early in a year without rules it gives the year that just ended, saying so, with that year\'s own dates', async () => {
    const r = await run({ paidContractors: true }, '2027-01-10T00:00:00Z');
    expect(r.taxYear).toBe(2026);
    expect(r.warnings[0]).toBe(
      'The 2027 year-end rules are not published here yet: this is the 2026 checklist (its estimated-tax, Form 1099-NEC and return deadlines fall in 2027).',
    );
    // Still the 2026 dates: Q4 installment 2027-01-15, Form 1040 2027-04-15 — never a 2027 figure invented from 2026's.
    expect(r.sections[0]!.items.map((i) => i.deadline)).toEqual(['2027-01-15', '2027-04-15']);
  });

  it('refuses a year with no rules for it or the year before, instead of reusing another year\'s', async () => {
    expect(await fails(op, {}, testContext({ now: () => new Date('2028-01-01T00:00:00Z') }))).toBe(
      "no us-year-end-deadlines rules for tax year 2028 yet (covered: 2025, 2026); the checklist does not reuse another year's dates and thresholds",
    );
    expect(await fails(op, {}, testContext({ now: () => new Date('2024-06-01T00:00:00Z') }))).toContain('tax year 2024');
  });
});

describe('year-end-checklist errors', () => {
  it('answers 400 with the field and the rule', async () => {
    expect(await fails(op, { incomeDropNext: 'yes' })).toBe('incomeDropNext: must be a boolean, got string');
    expect(await fails(op, { behindOnQuarterlies: null })).toBe('behindOnQuarterlies: must be a boolean, got null');
    expect(await fails(op, { hasInvestments: 1 })).toBe('hasInvestments: must be a boolean, got number');
    expect(await fails(op, { paidContractor: true })).toBe("paidContractor: unknown field; did you mean 'paidContractors'?");
    expect(await fails(op, 'x')).toBe('body: must be a JSON object, got string');
  });
});

describe('rule set us-year-end-deadlines', () => {
  it('stores the published dates as days after December 31, none on a weekend', () => {
    const expected: Record<string, Record<string, string>> = {
      '2025-01-01': { q4EstimatedTaxDueDays: '2026-01-15', form1099NecDueDays: '2026-02-02', returnDueDays: '2026-04-15', extendedReturnDueDays: '2026-10-15' },
      '2026-01-01': { q4EstimatedTaxDueDays: '2027-01-15', form1099NecDueDays: '2027-02-01', returnDueDays: '2027-04-15', extendedReturnDueDays: '2027-10-15' },
    };
    for (const version of usYearEndDeadlines.versions) {
      const yearEnd = `${version.effective.slice(0, 4)}-12-31`;
      for (const [key, date] of Object.entries(expected[version.effective]!)) {
        const value = version.values[key as keyof typeof version.values];
        expect(addDays(yearEnd, value.value), `${version.effective} ${key}`).toBe(date);
        expect(value.label).toContain(date);
        expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      }
    }
  });

  it('stores each deadline as its statutory date moved by IRC §7503, as nextBusinessDay computes it', () => {
    for (const version of usYearEndDeadlines.versions) {
      const next = Number(version.effective.slice(0, 4)) + 1;
      const yearEnd = `${next - 1}-12-31`;
      const statutory = {
        q4EstimatedTaxDueDays: `${next}-01-15`, // §6654(c)(2)
        form1099NecDueDays: `${next}-01-31`, // §6071(c)
        returnDueDays: `${next}-04-15`, // §6072(a)
        extendedReturnDueDays: `${next}-10-15`, // §6081(a): six months
      };
      for (const [key, date] of Object.entries(statutory)) {
        expect(addDays(yearEnd, version.values[key as keyof typeof version.values].value), `${version.effective} ${key}`).toBe(nextBusinessDay(date));
      }
    }
  });

  it('is dated, ascending, and every figure cites one of its https sources', () => {
    const urls = new Set(usYearEndDeadlines.sources.map((s) => s.url));
    const keys = Object.keys(usYearEndDeadlines.versions[0]!.values).sort();
    let previous = '';
    for (const version of usYearEndDeadlines.versions) {
      expect(version.effective > previous).toBe(true);
      previous = version.effective;
      expect(Object.keys(version.values).sort()).toEqual(keys);
      for (const value of Object.values(version.values)) {
        expect(urls.has(value.source), value.label).toBe(true);
        expect(Number.isFinite(value.value)).toBe(true);
      }
    }
    for (const source of usYearEndDeadlines.sources) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(usYearEndDeadlines.versions.some((v) => Object.values(v.values).some((x) => x.source === source.url)), source.url).toBe(true);
    }
    expect(usYearEndDeadlines.versions.map((v) => v.values.form1099NecThreshold.value)).toEqual([600, 2000]);
  });
});

describe('year-end-checklist examples', () => {
  it('every example returns its documented output', async () => {
    for (const example of op.examples) {
      const outcome = await execute(op, example.input, testContext());
      expect(outcome.ok && outcome.value, example.title).toEqual(example.output);
    }
  });
});

describe('year-end-checklist on the Spanish page', () => {
  const ALL = Object.fromEntries(Object.keys(FLAGS).map((k) => [k, true]));
  const es = testContext({ locale: 'es' });

  it('answers in Spanish on the Spanish page', async () => {
    const en = await run(ALL);
    const spanish = (await ok(op, ALL, es)) as unknown as Omit<Awaited<ReturnType<typeof run>>, 'sections'> & { sections: (Section & { title: string })[]; assumptions: string[] };
    // The same checklist: the same sections, deadlines, sources and confidences; only the words change.
    const shape = (r: { sections: Section[] }) => r.sections.map((x) => [x.id, x.items.map((i) => [i.deadline, i.source.url, i.furtherReading.url, i.confidence])]);
    expect(shape(spanish)).toEqual(shape(en));
    expect([spanish.taxYear, spanish.answers, spanish.rules]).toEqual([en.taxYear, en.answers, en.rules]);
    expect(spanish.sections.map((x) => x.title)).toEqual([
      'Para todos',
      'Calendario de ingresos y adelanto de gastos',
      'Compra de equipos y amortización',
      'Aportaciones para la jubilación y sus plazos',
      'Aflorar pérdidas de inversiones',
      'Declaraciones informativas de contratistas (formulario 1099-NEC)',
      'Ponerse al día con los pagos estimados',
    ]);
    expect(spanish.sections[0]!.items[1]!.action).toBe(
      'Apunta en tu calendario las fechas de presentación: tu declaración de 2026 (formulario 1040) vence el jueves 15 abr 2027; ' +
        'una prórroga retrasa la presentación al viernes 15 oct 2027, pero no la fecha de pago.',
    );
    const contractors = spanish.sections.find((x) => x.id === 'contractor-returns')!;
    expect(contractors.items[1]!.action).toBe(
      'Presenta el formulario 1099-NEC ante el IRS y entrega una copia a cada contratista al que pagaste 2.000\u00a0US$ o más por servicios en 2026, a más tardar el lunes 1 feb 2027.',
    );
    expect(contractors.items[1]!.why).toMatch(/El 31 ene 2027 es domingo, así que el vencimiento pasa al siguiente día hábil \(26 U\.S\.C\. §7503\)\.$/);
    expect(spanish.warnings).toEqual([
      'El límite de aportación voluntaria a un 401(k) de 2026 (24.500\u00a0US$) tiene una confianza media: se leyó en el título del comunicado de prensa del IRS, ' +
        'no en el propio comunicado. Compruébalo en https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500.',
    ]);
    expect(spanish.assumptions[0]).toBe(
      'Ejercicio 2026: el año natural de la fecha de la consulta (21 nov 2026, UTC), hasta que termine; normas us-year-end-deadlines en vigor desde el 1 ene 2026.',
    );
  });

  it('says in Spanish why a section was left out, and which answers were no', async () => {
    const r = (await ok(op, { paidContractors: true }, es)) as { skippedSections: { id: string; reason: string }[]; assumptions: string[] };
    expect(r.skippedSections.find((x) => x.id === 'income-timing')!.reason).toBe(
      'Omitida: no esperas ingresos más bajos el año que viene (respuesta «no» o sin responder).',
    );
    expect(r.assumptions[4]).toBe(
      'Respondido «no» o sin responder («no» por defecto): esperas ingresos más bajos el año que viene; tienes previstas compras para el negocio; ' +
        'tienes o estudias un plan de jubilación individual; tienes inversiones que tributan; vas atrasado en los pagos estimados.',
    );
  });

  it('refuses a year without rules in Spanish too', async () => {
    const outcome = await runOp(op, {}, testContext({ locale: 'es', now: () => new Date('2028-01-01T00:00:00Z') }));
    expect(outcome).toMatchObject({
      ok: false,
      es: 'aún no hay normas us-year-end-deadlines para el ejercicio 2028 (cubiertos: 2025, 2026); la lista no reutiliza los plazos y umbrales de otro año',
    });
  });
});
