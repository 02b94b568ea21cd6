import { describe, expect, it } from 'vitest';
import { currencyField, currencyFieldText, startCurrency } from './currency-choice.js';
import { CURRENCIES, formatMoney } from './display.js';

describe('the currency of amounts', () => {
  it('writes each currency so it cannot be taken for another, in both languages', () => {
    const written = Object.fromEntries(CURRENCIES.map((c) => [c, [formatMoney(-1234.5, c, 'en'), formatMoney(1234.5, c, 'es')]]));
    // Spanish writes the sign after the figure, joined by a no-break space; a bare "$" is never used there.
    expect(written).toEqual({
      USD: ['-$1,234.50', '1.234,50\u00a0US$'],
      EUR: ['-€1,234.50', '1.234,50\u00a0€'],
      GBP: ['-£1,234.50', '1.234,50\u00a0£'],
      AUD: ['-A$1,234.50', '1.234,50\u00a0AUD'],
      CAD: ['-CA$1,234.50', '1.234,50\u00a0CAD'],
      CHF: ['-CHF\u00a01,234.50', '1.234,50\u00a0CHF'],
      MXN: ['-MX$1,234.50', '1.234,50\u00a0MXN'],
    });
  });

  it('defaults to US dollars in the API, and pages start in euros in Spanish, dollars in English', () => {
    expect(currencyField().parse(undefined)).toBe('USD');
    expect(currencyField().parse('GBP')).toBe('GBP');
    expect(currencyField().safeParse('usd').success).toBe(false);
    expect(startCurrency('es')).toBe('EUR');
    expect(startCurrency('en')).toBe('USD');
    expect(Object.keys(currencyFieldText.choices!)).toEqual([...CURRENCIES]);
  });
});
