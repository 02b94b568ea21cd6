import * as z from 'zod';
import { textField } from '../../core/fields.js';
import { defineRun } from '../../core/operation.js';
import { formatXml } from './xml-format.js';

export default defineRun({
  id: 'xml-format',
  kind: 'utility',
  // A 1 MiB document is scanned and written again: tens of milliseconds.
  heavy: true,
  input: z.strictObject({
    xml: textField('The XML document.'),
    mode: z.enum(['format', 'minify']).default('format').describe('format (indent) or minify.'),
    indent: z
      .union([z.enum(['2', '4', 'tab']), z.literal([2, 4]).transform((n) => String(n) as '2' | '4')])
      .default('2')
      .describe("Per level: '2', '4' or 'tab'."),
  }),
  output: z.strictObject({
    result: z.string().describe('The same document, formatted or minified.'),
  }),
  run: ({ xml, mode, indent }) => ({ result: formatXml(xml, mode, indent) }),
});
