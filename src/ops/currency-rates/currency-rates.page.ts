import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { formatLongDay } from '../../core/display.js';
import { dateForm } from './rates-source.js';
import type run from './currency-rates.run.js';

export default definePage<typeof run>({
  form: {
    date: dateForm,
    base: {
      label: { en: 'Base currency', es: 'Divisa base' },
      help: { en: 'Rates per 1 unit of it: EUR by default, or any currency of the rates.', es: 'Los tipos por 1 unidad de ella: EUR si se deja vacía, o cualquier divisa de los tipos.' },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      const n = Object.keys(out.rates).length;
      const count = tools.format(n, 'integer');
      const date = formatLongDay(out.date, locale);
      // A day without a publication (a weekend, a holiday) takes the one in force then: said with the day asked for.
      const asked = out.requestedDate !== null && out.requestedDate !== out.date ? formatLongDay(out.requestedDate, locale) : null;
      return t(
        `ECB reference rates of ${date} for ${count} ${n === 1 ? 'currency' : 'currencies'}, per 1 ${out.base}${asked ? `, in force on ${asked}` : ''}.`,
        `Tipos de referencia del BCE del ${date} para ${count} ${n === 1 ? 'divisa' : 'divisas'}, por 1 ${out.base}${asked ? `, en vigor el ${asked}` : ''}.`,
      );
    },
    headline: [
      { field: 'base', label: { en: 'Base currency', es: 'Divisa base' }, format: 'text' },
      { field: 'date', label: { en: 'Date of the rates', es: 'Fecha de los tipos' }, format: 'date' },
      // A record keyed by currency, not a list of objects: a table cannot show it, so it is shown as JSON.
      { field: 'rates', label: { en: 'Units per 1 unit of the base', es: 'Unidades por 1 unidad de la divisa base' }, format: 'json' },
    ],
    details: [
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
