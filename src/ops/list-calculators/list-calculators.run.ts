import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { listInput, paginate } from '../../core/pagination.js';
import { listOutput, slugOut, urlOut } from '../../content/content-fields.js';
import { calculatorEntries } from '../../content/operation-catalog.js';

const calculatorItem = z.strictObject({
  slug: slugOut.describe('Operation id of the calculator (POST /api/v1/<slug>).'),
  name: z.string().describe('Display name, in the requested language.'),
  description: z.string().describe('One-line description, in the requested language.'),
  category: z.string().describe('Category label, in the requested language.'),
  jurisdiction: z.enum(['global', 'us', 'es', 'uk']).describe('Whose rules the calculator applies: us, es (Spain), uk, or global.'),
  url: urlOut,
});

export default defineRun({
  id: 'list-calculators',
  kind: 'content',
  input: listInput,
  output: listOutput(calculatorItem, 'calculators'),
  run: async (input, ctx) => paginate(calculatorEntries(ctx.operations, input.locale, ctx.baseUrl), input),
});
