import * as z from 'zod';
import { InputError } from '../../core/errors.js';
import { jsonDocumentField, jsonDocumentText } from '../../core/json-document.js';
import { defineRun } from '../../core/operation.js';
import { lazy } from '../../core/lazy.js';
import { DATA_FORMATS } from './data-formats.js';

// The YAML library is large and only this operation needs it.
const logic = lazy(() => import('./convert-data.js'));

/**
 * A format field. `yml`, the file extension, is read as `yaml` before the enum checks it: the schema (OpenAPI, MCP)
 * and the page's select list each format once, and the description says `yml` is taken too.
 */
const format = (what: string) => z.preprocess((value) => (value === 'yml' ? 'yaml' : value), z.enum(DATA_FORMATS)).describe(what);

export default defineRun({
  id: 'convert-data',
  kind: 'utility',
  heavy: true,
  input: z.strictObject({
    text: jsonDocumentField('The document to convert; from json, it may also be the JSON value itself.'),
    from: format('The format of `text`.'),
    to: format('The format to write.'),
  }),
  output: z.strictObject({
    result: z.string().describe('The document in the target format.'),
    notes: z.array(z.string()).describe('What the conversion detected or decided (CSV delimiter, a multi-document YAML stream), in order; empty when nothing needs saying.'),
  }),
  run: async ({ text, from, to }, ctx) => {
    if (typeof text !== 'string' && from !== 'json') {
      throw new InputError(
        `text: must be a string for from ${from}: only a JSON document may be sent as a value; send the ${from} text as a string`,
        `text: con from ${from} debe ser una cadena: solo un documento JSON puede enviarse como valor; envía el texto ${from} como cadena`,
      );
    }
    return (await logic()).convertData(jsonDocumentText(text, ctx), from, to, ctx.locale);
  },
});
