import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { ARRAY_FORMATS, buildWhatwgUrl } from './url-build.js';

export default defineRun({
  id: 'url-build',
  kind: 'utility',
  // A query object of tens of thousands of values is checked and written with qs: tens of milliseconds.
  heavy: true,
  // Strings are bounded by the body limit; the URL built is refused past MAX_URL_CHARS (url-build.ts).
  input: z.strictObject({
    scheme: z.string().default('https').describe('e.g. https.'),
    username: z.string().optional().describe('User.'),
    password: z.string().optional().describe('Password.'),
    host: z.string().optional().describe('Unicode or ASCII.'),
    port: z.int().min(0).max(65535).optional().describe('Port.'),
    path: z.union([z.string(), z.array(z.string())]).optional().describe('Text, or segments to encode.'),
    query: z
      .union([z.string(), z.object({}).catchall(z.unknown()), z.array(z.array(z.string()))])
      .optional()
      .describe('Text, object (qs) or [name, value] pairs.'),
    arrayFormat: z.enum(ARRAY_FORMATS).default('repeat').describe('Arrays in an object query.'),
    fragment: z.string().optional().describe('Without #.'),
  }),
  output: z.strictObject({
    href: z.string().describe('The URL built, WHATWG-normalized.'),
    notes: z.array(z.string()).describe('What was left out.'),
  }),
  run: (input, ctx) => {
    const { url, notes } = buildWhatwgUrl(input, ctx.locale ?? 'en');
    return { href: url.href, notes };
  },
});
