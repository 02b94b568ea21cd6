import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { formatFixed, formatLongDay } from '../../core/display.js';
import { numberFormat } from '../../core/number-format.js';
import { dateForm } from '../currency-rates/rates-source.js';
import type run from './currency-convert.run.js';

export default definePage<typeof run>({
  form: {
    amount: {
      label: { en: 'Amount', es: 'Importe' },
      help: { en: 'The amount to convert, in the source currency; 0 to 10^15.', es: 'El importe que quieres convertir, en la divisa de origen; de 0 a 10^15.' },
    },
    from: {
      label: { en: 'From currency', es: 'Divisa de origen' },
      help: {
        en: 'The currency of the amount: EUR or a currency of the ECB reference rates (ISO 4217 code, any case).',
        es: 'La divisa del importe: EUR o una de las divisas de los tipos de referencia del BCE (código ISO 4217, en mayúsculas o minúsculas).',
      },
    },
    to: {
      label: { en: 'To currency', es: 'Divisa de destino' },
      help: {
        en: 'The currency to convert into: EUR or a currency of the ECB reference rates (ISO 4217 code, any case).',
        es: 'La divisa a la que convertir: EUR o una de las divisas de los tipos de referencia del BCE (código ISO 4217, en mayúsculas o minúsculas).',
      },
    },
    date: dateForm,
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      const amount = tools.format(out.amount, 'number');
      // The result with the target currency's decimals (88.80 EUR, 14518 JPY), as a price is written.
      const result = formatFixed(out.result, locale, out.minorUnits);
      const rate = numberFormat(locale === 'es' ? 'es-ES' : 'en-US', { maximumSignificantDigits: 6, useGrouping: 'always' }).format(out.rate);
      const date = formatLongDay(out.date, locale);
      return t(
        `${amount} ${out.from} is ${result} ${out.to} at the ECB rates of ${date}: 1 ${out.from} = ${rate} ${out.to}.`,
        `${amount} ${out.from} ${out.amount === 1 ? 'es' : 'son'} ${result} ${out.to} con los tipos del BCE del ${date}: 1 ${out.from} = ${rate} ${out.to}.`,
      );
    },
    // The target currency is any of some 30 and money figures know only USD, EUR and GBP: the amounts are plain numbers
    // (at most 2 decimals, as every currency of the ECB rates), the rates text (they have up to 6 significant digits).
    headline: [
      { field: 'result', label: { en: 'Converted amount', es: 'Importe convertido' }, format: 'number' },
      { field: 'rate', label: { en: 'Exchange rate', es: 'Tipo de cambio' }, format: 'text' },
      { field: 'date', label: { en: 'Date of the rates', es: 'Fecha de los tipos' }, format: 'date' },
    ],
    details: [
      { field: 'to', label: { en: 'Target currency', es: 'Divisa de destino' }, format: 'text' },
      { field: 'resultText', label: { en: 'Exact result', es: 'Resultado exacto' }, format: 'text' },
      { field: 'amount', label: { en: 'Amount converted', es: 'Importe de partida' }, format: 'number' },
      { field: 'from', label: { en: 'Source currency', es: 'Divisa de origen' }, format: 'text' },
      { field: 'inverseRate', label: { en: 'Inverse rate', es: 'Tipo de cambio inverso' }, format: 'text' },
      { field: 'minorUnits', label: { en: 'Decimals of the target currency', es: 'Decimales de la divisa de destino' }, format: 'integer' },
      { field: 'dateNote', label: { en: 'About the date', es: 'Sobre la fecha' }, format: 'text' },
      { field: 'requestedDate', label: { en: 'Date asked for', es: 'Fecha pedida' }, format: 'date' },
      { field: 'ageDays', label: { en: 'Age of the rates (days)', es: 'Antigüedad de los tipos (días)' }, format: 'integer' },
      {
        field: 'source.kind',
        label: { en: 'Rates used', es: 'Tipos usados' },
        format: 'text',
        choices: {
          live: { en: 'Live from the ECB feed', es: 'En directo de la fuente del BCE' },
          'last-good': { en: 'Last good rates (the feed failed)', es: 'Últimos tipos válidos (falló la fuente)' },
          snapshot: { en: 'Embedded snapshot', es: 'Instantánea integrada' },
          history: { en: 'ECB history file', es: 'Histórico del BCE' },
        },
      },
      { field: 'source.note', label: { en: 'Why', es: 'Motivo' }, format: 'text' },
      { field: 'source.fetchedAt', label: { en: 'Fetched at (UTC)', es: 'Obtenidos el (UTC)' }, format: 'text' },
      { field: 'source.url', label: { en: 'Taken from', es: 'Tomados de' }, format: 'text' },
    ],
  },
});
