import * as z from 'zod';
import { jsonDocumentField, jsonDocumentText } from '../../core/json-document.js';
import { lazy } from '../../core/lazy.js';
import { defineRun } from '../../core/operation.js';
import { LANGUAGES } from './languages.js';

// The two query libraries are large and only this operation needs them.
const logic = lazy(() => import('./json-query.js'));

/** Longest query accepted: far beyond any real JSONPath query or JSONata program. */
export const MAX_QUERY_LENGTH = 10_000;

export default defineRun({
  id: 'json-query',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    json: jsonDocumentField('JSON text (kept exactly) or value.'),
    query: z.string().max(MAX_QUERY_LENGTH).describe('JSONPath query or JSONata expression.'),
    language: z
      .preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(LANGUAGES))
      .default('jsonpath')
      .describe('Query language.'),
  }),
  output: z.strictObject({
    result: z.string().describe('JSON text: JSONPath, the array of matches; JSONata, the value ("" if none).'),
    count: z.number().int().describe('Matches (JSONata: array length, 1, or 0).'),
    paths: z.array(z.string()).describe('Normalized path of each match (JSONPath only).'),
  }),
  run: async ({ json, query, language }, ctx) => (await logic()).queryJson(jsonDocumentText(json, ctx), query, language, ctx.now()),
});
