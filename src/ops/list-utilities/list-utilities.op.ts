import { browserTools } from '../../browser-tools/index.js';
import { defineOperation } from '../../core/operation.js';
import run from './list-utilities.run.js';

/** API utilities in this registry; the example's total adds the browser tools (their number grows as tools are added). */
const API_UTILITIES = 41;

export default defineOperation({
  ...run,
  title: 'List utilities',
  summary: 'Lists the API’s text, data, time, color and currency utilities and the image and PDF tools that run in the browser, in English or Spanish, with the address of each one’s page.',
  agentDescription:
    'Lists the utilities, paginated, in English or Spanish: the API’s tools (callable by id) and the image and PDF tools that run only in a browser (no endpoint), with name, description, category and page URL.',
  description:
    'Derived from the operation registry and the browser-tool registry, so every utility is listed: first the API ' +
    'utilities in the order of the reference, then the file tools (images, PDFs) that run in the browser. Each item ' +
    'carries the id (slug), localized name, description and category, where it runs (`runsIn`: `api` or `browser`), ' +
    'the API endpoint to POST to (null for a browser tool, which has none: the file is processed on the visitor’s ' +
    'device and never sent), and the absolute URL of its page — the tool itself, in the requested language.',
  category: 'content',
  es: {
    title: 'Lista de utilidades',
    summary: 'Enumera las utilidades de texto, datos, tiempo, color y divisas de la API y las herramientas de imágenes y PDF que funcionan en el navegador, en inglés o en español, con la dirección de la página de cada una.',
  },
  examples: [
    {
      title: 'Two utilities per page, in Spanish',
      input: { locale: 'es', perPage: 2 },
      output: {
        items: [
          {
            slug: 'slugify',
            name: 'Generar slug',
            description: 'Convierte un título en un slug de URL: palabras ASCII en minúsculas unidas por guiones.',
            category: 'Texto',
            runsIn: 'api',
            endpoint: '/api/v1/slugify',
            url: 'https://utility.test/es/utilities/slugify',
          },
          {
            slug: 'convert-case',
            name: 'Convertir mayúsculas y minúsculas',
            description:
              'Convierte texto a MAYÚSCULAS, minúsculas, Tipo Título o Tipo oración, o a un identificador camelCase, PascalCase, snake_case, kebab-case o CONSTANT_CASE.',
            category: 'Texto',
            runsIn: 'api',
            endpoint: '/api/v1/convert-case',
            url: 'https://utility.test/es/utilities/convert-case',
          },
        ],
        locale: 'es',
        page: 1,
        perPage: 2,
        total: API_UTILITIES + browserTools.length,
        totalPages: Math.ceil((API_UTILITIES + browserTools.length) / 2),
      },
    },
  ],
  worstCase: () => ({ perPage: 50 }),
});
