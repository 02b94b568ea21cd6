import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { repeatToBytes, textField } from '../../core/fields.js';
import { base64Encode } from './base64-encode.js';

export default defineOperation({
  id: 'base64-encode',
  title: 'Base64 encode',
  summary: 'Encodes text as Base64 (standard alphabet, padded) over its UTF-8 bytes.',
  agentDescription:
    'Encodes text as Base64 over its UTF-8 bytes: the standard RFC 4648 alphabet (+ /) with = padding, no line breaks, no URL-safe variant. Text with a lone surrogate half is rejected with its position.',
  description:
    'The text is first written as UTF-8 (é is the two bytes C3 A9, an emoji four), then every 3 bytes become 4 characters ' +
    'of the standard RFC 4648 alphabet (A–Z a–z 0–9 + /), with = padding so the length is a multiple of 4. ' +
    'There are no line breaks and no URL-safe variant; empty text gives an empty result. ' +
    'Text containing half of a surrogate pair on its own (possible in JSON as "\\ud800") is rejected with its position ' +
    '(counted in characters from 0), since it has no UTF-8 form.',
  category: 'encoding',
  kind: 'utility',
  es: { title: 'Codificar Base64', summary: 'Codifica texto en Base64 (alfabeto estándar, con relleno) a partir de sus bytes UTF-8.' },
  input: z.strictObject({ text: textField('The text to encode; its UTF-8 bytes are what gets encoded.') }),
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se va a codificar; lo que se codifica son sus bytes UTF-8.' } },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Base64', es: 'Base64' }, format: 'code' }],
  },
  output: z.strictObject({ result: z.string().describe('Base64 of the UTF-8 bytes: standard alphabet, = padded, no line breaks.') }),
  examples: [
    { title: 'ASCII text', input: { text: 'Hello, world!' }, output: { result: 'SGVsbG8sIHdvcmxkIQ==' } },
    {
      title: 'A French sentence (accents are two UTF-8 bytes)',
      input: { text: 'Où est la bibliothèque ?' },
      output: { result: 'T8O5IGVzdCBsYSBiaWJsaW90aMOocXVlID8=' },
    },
    { title: 'An emoji (four UTF-8 bytes)', input: { text: 'Ship it 🚀' }, output: { result: 'U2hpcCBpdCDwn5qA' } },
  ],
  // Four UTF-8 bytes per character.
  worstCase: () => ({ text: repeatToBytes('😀') }),
  run: ({ text }) => ({ result: base64Encode(text) }),
});
