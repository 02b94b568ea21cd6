import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { parseUrl } from './url-parse.js';
import { MAX_URL_CHARS, urlParts } from './url-parts.js';

export default defineRun({
  id: 'url-parse',
  kind: 'utility',
  // A URL of 64 Ki characters holds thousands of query parameters and path segments: tens of milliseconds.
  heavy: true,
  input: z.strictObject({
    url: z.string().max(MAX_URL_CHARS).describe('The URL; without a scheme, https:// if it starts with a host.'),
  }),
  output: urlParts,
  run: ({ url }, ctx) => parseUrl(url, ctx.locale ?? 'en'),
});
