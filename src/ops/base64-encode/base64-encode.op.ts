import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './base64-encode.page.js';
import run from './base64-encode.run.js';

export default defineOperation({
  ...run,
  ...page,
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
  es: { title: 'Codificar Base64', summary: 'Codifica texto en Base64 (estándar con relleno, o apto para URL) a partir de sus bytes UTF-8.' },
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
});
