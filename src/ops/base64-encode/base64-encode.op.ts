import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { repeatToBytes, textField } from '../../core/fields.js';
import { base64Encode } from './base64-encode.js';

export default defineOperation({
  id: 'base64-encode',
  title: 'Base64 encode',
  summary: 'Encodes text as Base64 (standard and padded, or URL-safe) over its UTF-8 bytes.',
  agentDescription:
    'Encodes text as Base64 over its UTF-8 bytes: the standard RFC 4648 alphabet (+ /) with = padding, or with urlSafe the URL and filename alphabet (- _) without padding, as in JWTs. No line breaks. A lone surrogate half is rejected with its position.',
  description:
    'The text is first written as UTF-8 (é is the two bytes C3 A9, an emoji four), then every 3 bytes become 4 characters ' +
    'of the standard RFC 4648 alphabet (A–Z a–z 0–9 + /), with = padding so the length is a multiple of 4. ' +
    'With urlSafe true the URL and filename safe alphabet of RFC 4648 §5 is used instead (- for +, _ for /) and the = padding ' +
    'is left out, as JWTs and most URL uses write it (base64url, RFC 7515 §2); add = up to a multiple of 4 if a decoder insists. ' +
    'There are no line breaks; empty text gives an empty result. ' +
    'Text containing half of a surrogate pair on its own (possible in JSON as "\\ud800") is rejected with its position ' +
    '(counted in characters from 0), since it has no UTF-8 form.',
  category: 'encoding',
  kind: 'utility',
  es: { title: 'Codificar Base64', summary: 'Codifica texto en Base64 (estándar con relleno, o apto para URL) a partir de sus bytes UTF-8.' },
  input: z.strictObject({
    text: textField('The text to encode; its UTF-8 bytes are what gets encoded.'),
    urlSafe: z.boolean().default(false).describe('Use the URL-safe alphabet (- _) without = padding.'),
  }),
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se va a codificar; lo que se codifica son sus bytes UTF-8.' } },
    urlSafe: {
      label: { en: 'URL-safe', es: 'Apto para URL' },
      help: {
        en: 'The URL and filename alphabet (- and _ instead of + and /), without = padding, as in JWTs.',
        es: 'El alfabeto para URL y nombres de archivo (- y _ en lugar de + y /), sin el relleno =, como en los JWT.',
      },
    },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Base64', es: 'Base64' }, format: 'code' }],
  },
  output: z.strictObject({ result: z.string().describe('Base64 of the UTF-8 bytes, no line breaks.') }),
  examples: [
    { title: 'ASCII text', input: { text: 'Hello, world!' }, output: { result: 'SGVsbG8sIHdvcmxkIQ==' } },
    {
      title: 'A French sentence (accents are two UTF-8 bytes)',
      input: { text: 'Où est la bibliothèque ?' },
      output: { result: 'T8O5IGVzdCBsYSBiaWJsaW90aMOocXVlID8=' },
    },
    { title: 'An emoji (four UTF-8 bytes)', input: { text: 'Ship it 🚀' }, output: { result: 'U2hpcCBpdCDwn5qA' } },
    // Standard: "Pz8/Pj4+" ("?" is 0x3F, ">" 0x3E); the URL-safe alphabet writes / as _ and + as -.
    { title: 'URL-safe, for a URL or a JWT', input: { text: '???>>>', urlSafe: true }, output: { result: 'Pz8_Pj4-' } },
  ],
  // Four UTF-8 bytes per character.
  worstCase: () => ({ text: repeatToBytes('😀') }),
  run: ({ text, urlSafe }) => ({ result: base64Encode(text, urlSafe) }),
});
