import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { listInput, paginate } from '../../core/pagination.js';
import { listOutput, slugOut, urlOut } from '../../content/content-fields.js';
import { utilityEntries } from '../../content/operation-catalog.js';

const utilityItem = z.strictObject({
  slug: slugOut.describe('Operation id of the utility (POST /api/v1/<slug>).'),
  name: z.string().describe('Display name, in the requested language.'),
  description: z.string().describe('One-line description, in the requested language.'),
  category: z.string().describe('Category label, in the requested language.'),
  url: urlOut,
});

export default defineOperation({
  id: 'list-utilities',
  title: 'List utilities',
  summary: 'Lists the text, data, time, color and currency utilities, in English or Spanish, with the address of each one’s page.',
  description:
    'Derived from the operation registry, so every utility the API serves is listed, in the order of the reference. ' +
    'Each item carries the operation id (slug), localized name, description and category, and the absolute URL of its ' +
    'documentation page (parameters, an example request and its real response). The service has no browser-only utilities: ' +
    'every utility listed is an API operation.',
  category: 'content',
  kind: 'content',
  es: { title: 'Lista de utilidades', summary: 'Enumera las utilidades de texto, datos, tiempo, color y divisas, en inglés o en español, con la dirección de la página de cada una.' },
  input: listInput,
  output: listOutput(utilityItem, 'utilities'),
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
            url: 'https://utility.test/es/utilities/slugify',
          },
          {
            slug: 'convert-case',
            name: 'Convertir mayúsculas y minúsculas',
            description:
              'Convierte texto a MAYÚSCULAS, minúsculas, Tipo Título o Tipo oración, o a un identificador camelCase, PascalCase, snake_case, kebab-case o CONSTANT_CASE.',
            category: 'Texto',
            url: 'https://utility.test/es/utilities/convert-case',
          },
        ],
        locale: 'es',
        page: 1,
        perPage: 2,
        total: 24,
        totalPages: 12,
      },
    },
  ],
  worstCase: () => ({ perPage: 50 }),
  run: async (input, ctx) => paginate(utilityEntries(ctx.operations, input.locale, ctx.baseUrl), input),
});
