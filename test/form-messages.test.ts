import { describe, expect, it } from 'vitest';
import { formHtml } from '../src/adapters/site/tool/form-html.js';
import { formModel, type Input } from '../src/adapters/site/tool/form-model.js';
import type { Locale } from '../src/core/locale.js';
import { IMPLAUSIBLE } from '../src/core/plausible.js';
import { operations } from '../src/ops/index.js';
import { ok, testContext } from './support/run-op.js';

const opOf = (id: string) => operations.find((op) => op.id === id)!;
const mortgage = opOf('mortgage-affordability');
const hourly = opOf('hourly-to-salary');

/** The label and aria-required of one control of the mortgage form drawn with these values shown. */
function control(name: string, shown: Record<string, string>, locale: Locale): { label: string; required: boolean } {
  const html = formHtml(formModel(mortgage, locale), { shown: new Map(Object.entries(shown)), rowCounts: new Map(), errors: new Map() }, { action: '/x', examples: [] }, locale, 'Go');
  const field = new RegExp(`<label for="f-${name}">([^]*?)</label><input [^>]*name="${name}"([^>]*)>`).exec(html);
  if (!field) throw new Error(`no control ${name}`);
  return { label: field[1]!.replace(/<[^>]+>/g, ''), required: /aria-required="true"/.test(`${field[0]}`) };
}

describe('a field required in some cases', () => {
  it('is found in every definition that declares one, and only the mortgage rate and term are (the run refuses them blank for us and es)', () => {
    const conditional = operations.flatMap((op) =>
      op.kind === 'calculator' || op.kind === 'utility'
        ? formModel(op, 'en').flatMap((f) => (f.shape === 'value' && f.input.requiredWhen ? [`${op.id}.${f.input.key}`] : []))
        : [],
    );
    expect(conditional).toEqual(['mortgage-affordability.ratePct', 'mortgage-affordability.termYears']);
    const rate = formModel(mortgage, 'es').find((f) => f.shape === 'value' && f.input.key === 'ratePct') as { input: Input };
    expect(rate.input.requiredWhen).toEqual({ field: 'country', values: ['us', 'es'], fallback: 'us', words: 'obligatorio para EE. UU. y España' });
  });

  it('says when in its marker, and is aria-required exactly when the values shown need it (a blank country is the default, us)', () => {
    expect(control('ratePct', { country: 'uk' }, 'en')).toEqual({ label: 'Interest rate (%) (required for the US and Spain)', required: false });
    expect(control('termYears', { country: 'es' }, 'en')).toEqual({ label: 'Term (years) (required for the US and Spain)', required: true });
    expect(control('termYears', { country: '' }, 'en')).toEqual({ label: 'Term (years) (required for the US and Spain)', required: true });
    expect(control('ratePct', {}, 'es')).toEqual({ label: 'Tipo de interés (%) (obligatorio para EE. UU. y España)', required: true });
    expect(control('ratePct', { country: 'uk' }, 'es')).toEqual({ label: 'Tipo de interés (%) (obligatorio para EE. UU. y España)', required: false });
    // An optional field keeps its own marker.
    expect(control('deposit', { country: 'es' }, 'en')).toEqual({ label: 'Deposit (optional)', required: false });
  });
});

describe('values no real person has: a warning, not a refusal', () => {
  const home = { netProfit: 120000, termYears: 30 };

  it('a 45 % mortgage rate (a typo for 4.5) is answered with a warning first, in both languages; 20 % is not warned about', async () => {
    const en = await ok(mortgage, { ...home, ratePct: 45 });
    expect((en.warnings as string[])[0]).toBe(
      'An interest rate of 45 % is unrealistic: mortgage rates have not gone above 18.63 % in the US (October 1981), nor above 20 % in Spain or the UK. Check the figure (did you mean 4.5 %?).',
    );
    const es = await ok(mortgage, { ...home, ratePct: 45 }, testContext({ locale: 'es' }));
    expect((es.warnings as string[])[0]).toBe(
      'Un tipo de interés del 45 % es poco realista: los tipos hipotecarios no han pasado del 18,63 % en EE. UU. (octubre de 1981) ni del 20 % en España o el Reino Unido. Comprueba la cifra (¿querías escribir 4,5 %?).',
    );
    const edge = await ok(mortgage, { ...home, ratePct: IMPLAUSIBLE.mortgageRatePct });
    expect((edge.warnings as string[]).some((w) => w.includes('unrealistic'))).toBe(false);
  });

  it('a marginal tax rate above 60 % is warned about where one is asked', async () => {
    const r = await ok(mortgage, { ...home, ratePct: 6, extraDeduction: 10000, marginalTaxPct: 75 });
    expect((r.warnings as string[])[0]).toBe(
      'A marginal tax rate of 75 % is unrealistic: the highest top rates are about 54 % (Spain) and 51 % (the US, federal, state and Medicare together). Check the figure (did you mean 7.5 %?).',
    );
    const atLimit = await ok(mortgage, { ...home, ratePct: 6, extraDeduction: 10000, marginalTaxPct: 60 });
    expect((atLimit.warnings as string[]).some((w) => w.includes('unrealistic'))).toBe(false);
  });

  it('more than 80 billable hours a week is warned about, in both languages', async () => {
    const input = { hourlyRate: 50, billableHoursPerWeek: 100, weeksWorked: 48 };
    expect(((await ok(hourly, input)).warnings as string[])[0]).toBe(
      'Billing 100 hours a week is unrealistic: 80 hours is already 11 and a half hours every day of the week, all year. Check the figure.',
    );
    expect(((await ok(hourly, input, testContext({ locale: 'es' }))).warnings as string[])[0]).toBe(
      'Facturar 100 horas a la semana es poco realista: 80 horas ya son 11 horas y media cada día de la semana, todo el año. Comprueba la cifra.',
    );
    // 80 hours: 80 / 7 = 11.43 hours a day, heavy but real.
    expect((await ok(hourly, { ...input, billableHoursPerWeek: 80 })).warnings).toEqual([]);
  });

  it('a transfer fee or markup above 20 % is warned about', async () => {
    const r = await ok(opOf('transfer-fees'), { amount: 1000, fxMarkupPct: 30 });
    expect(r.warnings).toEqual([
      'An exchange-rate markup of 30 % is unrealistic: the costliest corridors the World Bank tracks average under 20 % in all, and banks charge 0 to 5 %. Check the figure (did you mean 3 %?).',
    ]);
    expect((await ok(opOf('transfer-fees'), { amount: 1000, pctFee: 20 })).warnings).toEqual([]);
  });
});
