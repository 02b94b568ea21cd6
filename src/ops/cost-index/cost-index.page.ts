import { definePage } from '../../core/operation.js';
import { formatMonth } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { FIRST_ISSUE } from './cost-index.js';
import type run from './cost-index.run.js';

export default definePage<typeof run>({
  form: {
    issue: {
      label: { en: 'Issue (YYYY-MM)', es: 'Número (mes, AAAA-MM)' },
      help: {
        es: `Número del índice que quieres ver, un mes escrito AAAA-MM, desde ${FIRST_ISSUE}. Si lo dejas vacío, el último publicado. Un mes futuro o aún no publicado se rechaza indicando el último disponible.`,
        en: `A month written YYYY-MM, from ${FIRST_ISSUE}. Empty: the latest published issue.`,
      },
    },
    list: {
      label: { en: 'List every issue', es: 'Ver todos los números' },
      help: { es: 'Si lo marcas, devuelve todos los números publicados (mes, fecha de publicación y lectura) en lugar de uno solo. No se combina con el número.' },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      if (out.reading === undefined || out.issue === undefined) {
        const count = out.count ?? 0;
        return t(
          `${count} issues of the cost index are published, from ${formatMonth(out.first, locale)} to ${formatMonth(out.latest, locale)}.`,
          `Hay ${count} números del índice de costes publicados, de ${formatMonth(out.first, locale)} a ${formatMonth(out.latest, locale)}.`,
        );
      }
      return t(
        `The ${formatMonth(out.issue, locale)} issue of the cost index reads ${tools.format(out.reading, 'number')} out of 10.`,
        `El número de ${formatMonth(out.issue, locale)} del índice de costes marca ${tools.format(out.reading, 'number')} sobre 10.`,
      );
    },
    breakdownFormats: { consumerPricesContribution: 'number', borrowingCostsContribution: 'number', irsUnderpaymentRateContribution: 'number', vehicleMileageRateContribution: 'number', socialSecurityWageBaseContribution: 'number', weightedSum: 'number', reading: 'number' },
    headline: [
      { field: 'reading', label: { en: 'Reading (0 to 10)', es: 'Lectura (de 0 a 10)' }, format: 'number' },
      { field: 'issue', label: { en: 'Issue', es: 'Número (mes)' }, format: 'text' },
    ],
    details: [
      { field: 'published', label: { en: 'Published on', es: 'Publicado el' }, format: 'date' },
      { field: 'first', label: { en: 'First issue', es: 'Primer número' }, format: 'text' },
      { field: 'latest', label: { en: 'Latest published issue', es: 'Último número publicado' }, format: 'text' },
      { field: 'count', label: { en: 'Issues published', es: 'Números publicados' }, format: 'integer' },
    ],
    tables: [
      {
        field: 'components',
        title: { en: 'Components', es: 'Componentes' },
        columns: [
          { field: 'name', label: { en: 'Component', es: 'Componente' }, format: 'text' },
          { field: 'value', label: { en: 'Value', es: 'Valor' }, format: 'number' },
          {
            field: 'unit',
            label: { en: 'Unit', es: 'Unidad' },
            format: 'text',
            choices: {
              percent: { en: '%', es: '%' },
              'USD per mile': { en: 'USD per mile', es: 'US$ por milla' },
              USD: { en: 'USD', es: 'US$' },
            },
          },
          { field: 'asOf', label: { en: 'As of', es: 'Referido a' }, format: 'text' },
          { field: 'floor', label: { en: 'Floor (scores 0)', es: 'Suelo (puntúa 0)' }, format: 'number' },
          { field: 'ceiling', label: { en: 'Ceiling (scores 10)', es: 'Techo (puntúa 10)' }, format: 'number' },
          { field: 'score', label: { en: 'Score', es: 'Puntuación' }, format: 'number' },
          { field: 'weight', label: { en: 'Weight', es: 'Ponderación' }, format: 'number' },
          { field: 'contribution', label: { en: 'Contribution', es: 'Contribución' }, format: 'number' },
          {
            field: 'confidence',
            label: { en: 'Confidence', es: 'Confianza' },
            format: 'text',
            choices: {
              high: { en: 'high', es: 'alta' },
              medium: { en: 'medium', es: 'media' },
              'medium-low': { en: 'medium-low', es: 'media-baja' },
            },
          },
          { field: 'carriedForward', label: { en: 'Carried forward', es: 'Arrastrado' }, format: 'boolean' },
        ],
      },
      {
        field: 'issues',
        title: { en: 'Published issues', es: 'Números publicados' },
        columns: [
          { field: 'issue', label: { en: 'Issue', es: 'Número (mes)' }, format: 'text' },
          { field: 'published', label: { en: 'Published on', es: 'Publicado el' }, format: 'date' },
          { field: 'reading', label: { en: 'Reading', es: 'Lectura' }, format: 'number' },
          { field: 'carriedForward', label: { en: 'A value carried forward', es: 'Con un valor arrastrado' }, format: 'boolean' },
        ],
      },
    ],
  },
});
