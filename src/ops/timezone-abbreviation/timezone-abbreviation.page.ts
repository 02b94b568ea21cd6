import { definePage } from '../../core/operation.js';
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
