import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { listed } from '../../core/answer-words.js';
import type run from './timezone-abbreviation.run.js';

export default definePage<typeof run>({
  form: {
    code: {
      label: { en: 'Abbreviation', es: 'Abreviatura' },
      help: {
        es: 'La abreviatura que quieres resolver, por ejemplo CET, cest, IST o ChST (da igual mayúsculas o minúsculas). Déjala vacía para ver todas las abreviaturas.',
      },
    },
    at: {
      label: { en: 'Instant (UTC or with an offset)', es: 'Instante (UTC o con desfase)' },
      help: {
        es: 'El instante en el que se mira qué zonas usan cada significado: ISO 8601 con Z o un desfase UTC, por ejemplo 2026-07-01T12:00:00Z. Si no se indica, ahora.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      if (out.code === undefined || out.meanings === undefined) {
        const count = tools.format(out.count ?? 0, 'integer');
        return t(`${count} time zone abbreviations, checked against tz database ${out.dataset.tzdbVersion}.`, `${count} abreviaturas de zonas horarias, comprobadas con la base de datos tz ${out.dataset.tzdbVersion}.`);
      }
      // Spanish writes on in lower case after a colon: "IST tiene 3 significados: hora estándar de Irlanda…".
      const named = (name: string) => (locale === 'es' ? name.charAt(0).toLowerCase() + name.slice(1) : name);
      const [first] = out.meanings;
      if (out.meanings.length === 1 && first) {
        const inUse = first.inUseAt.length > 0;
        return t(
          `${out.code}: ${first.name} (UTC${first.offset}), ${inUse ? 'in use' : 'not in use'} at the instant checked.`,
          `${out.code}: ${named(first.name)} (UTC${first.offset}), ${inUse ? 'en uso' : 'sin uso'} en el instante comprobado.`,
        );
      }
      const n = out.meanings.length;
      const all = listed(out.meanings.map((m) => `${named(m.name)} (UTC${m.offset})`), locale);
      const sentence = t(`${out.code} has ${n} meanings: ${all}.`, `${out.code} tiene ${n} significados: ${all}.`);
      if (sentence.length <= 160) return sentence;
      // Too many to name in a sentence: the table below lists them.
      const offsets = out.meanings.map((m) => m.offsetMinutes);
      const west = out.meanings[offsets.indexOf(Math.min(...offsets))]!.offset;
      const east = out.meanings[offsets.indexOf(Math.max(...offsets))]!.offset;
      const inUse = out.meanings.filter((m) => m.inUseAt.length > 0).length;
      return t(
        `${out.code} has ${n} meanings, from UTC${west} to UTC${east}; ${inUse} in use at the instant checked.`,
        `${out.code} tiene ${n} significados, de UTC${west} a UTC${east}; ${inUse} en uso en el instante comprobado.`,
      );
    },
    headline: [
      { field: 'code', label: { en: 'Abbreviation', es: 'Abreviatura' }, format: 'text' },
      { field: 'ambiguous', label: { en: 'More than one meaning', es: 'Tiene varios significados' }, format: 'boolean' },
      { field: 'at', label: { en: 'Instant checked (UTC)', es: 'Instante comprobado (UTC)' }, format: 'text' },
    ],
    details: [
      { field: 'count', label: { en: 'Abbreviations listed', es: 'Abreviaturas listadas' }, format: 'integer' },
      { field: 'dataset.name', label: { en: 'Dataset', es: 'Conjunto de datos' }, format: 'text' },
      { field: 'dataset.tzdbVersion', label: { en: 'tz database release', es: 'Versión de la base de datos tz' }, format: 'text' },
      { field: 'dataset.lastChecked', label: { en: 'Last checked', es: 'Última revisión' }, format: 'date' },
    ],
    tables: [
      {
        field: 'meanings',
        title: { en: 'Meanings', es: 'Significados' },
        columns: [
          { field: 'name', label: { en: 'Stands for', es: 'Significado' }, format: 'text' },
          { field: 'offset', label: { en: 'UTC offset', es: 'Desfase UTC' }, format: 'text' },
          { field: 'dst', label: { en: 'Summer time', es: 'Horario de verano' }, format: 'boolean' },
          { field: 'regions', label: { en: 'Countries', es: 'Países' }, format: 'text' },
          { field: 'inUseAt', label: { en: 'In use at the instant in', es: 'En uso en ese instante en' }, format: 'text' },
          {
            field: 'source',
            label: { en: 'Source', es: 'Fuente' },
            format: 'text',
            choices: {
              tzdb: { en: 'IANA tz database', es: 'Base de datos tz de IANA' },
              'common usage': { en: 'Common usage', es: 'Uso común' },
            },
          },
          { field: 'note', label: { en: 'Note', es: 'Nota' }, format: 'text' },
          { field: 'reference', label: { en: 'Reference', es: 'Referencia' }, format: 'text' },
        ],
      },
      {
        field: 'abbreviations',
        title: { en: 'Every abbreviation', es: 'Todas las abreviaturas' },
        columns: [
          { field: 'code', label: { en: 'Abbreviation', es: 'Abreviatura' }, format: 'text' },
          { field: 'ambiguous', label: { en: 'More than one meaning', es: 'Tiene varios significados' }, format: 'boolean' },
          { field: 'meanings', label: { en: 'Meanings', es: 'Significados' }, format: 'json' },
        ],
      },
    ],
  },
});
