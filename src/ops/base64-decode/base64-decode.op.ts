import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './base64-decode.page.js';
import run from './base64-decode.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Base64 decode',
  summary: 'Decodes Base64 (standard or URL-safe, padding optional) back to UTF-8 text.',
  agentDescription:
    'Decodes Base64 (standard or URL-safe, padding optional, whitespace ignored) or a data: URL to UTF-8 text. A bad character or padding is rejected with its position; bytes that are not UTF-8 text (an image, gzip) are rejected.',
  description:
    'Accepts the standard alphabet (+ /) and the URL-safe one used by JWTs (- _), with or without the trailing = padding, ' +
    'and ignores spaces, tabs and line breaks anywhere (so MIME-wrapped Base64 can be pasted as is). ' +
    'Anything else is rejected with the reason and position (counted in characters from 0): a character outside both alphabets, ' +
    '= anywhere but at the very end or more = than the length needs, or a length that leaves a single stray character. ' +
    'The decoded bytes must be UTF-8 text; binary data (an image, a gzip stream, another encoding such as Latin-1) is rejected ' +
    'rather than returned with replacement characters. A leading byte-order mark is kept as U+FEFF. Empty input gives empty text. ' +
    'A data: URL (RFC 2397, data:[<media type>][;base64],<data>) is read too, and its media type returned as mediaType (absent ' +
    'for plain Base64; text/plain;charset=US-ASCII when the URL names none): with ;base64 its data is decoded as above (percent-escapes ' +
    'such as %3D read first, as browsers do); without it the data is percent-encoded text, whose %XX bytes are decoded (a + stays a ' +
    'plus sign). Error positions count from the start of the whole URL. A charset other than UTF-8 or ASCII is refused, as is binary ' +
    'data such as an image/png URL, whose message names the media type.',
  category: 'encoding',
  es: { title: 'Decodificar Base64', summary: 'Decodifica Base64 (estándar o apto para URL, con relleno opcional) y recupera el texto UTF-8.' },
  examples: [
    { title: 'Padded standard Base64', input: { text: 'SGVsbG8sIHdvcmxkIQ==' }, output: { result: 'Hello, world!' } },
    {
      title: 'A JWT payload (URL-safe, unpadded)',
      input: { text: 'eyJuYW1lIjoiWm_DqyDDhW5nc3Ryw7ZtIiwiY2l0eSI6IkvDtmxuIiwiZXhwIjoxNzk4NzYxNjAwfQ' },
      output: { result: '{"name":"Zoë Ångström","city":"Köln","exp":1798761600}' },
    },
    {
      title: 'MIME Base64 with a line break',
      input: { text: 'Qm9uam91ciDDoCB0b3VzLAp2b2ljaSBsZSByw6lzdW3DqSBkZSBs\r\nYSByw6l1bmlvbiBkZSBsdW5kaS4=' },
      output: { result: 'Bonjour à tous,\nvoici le résumé de la réunion de lundi.' },
    },
    {
      title: 'A data: URL',
      input: { text: 'data:text/plain;charset=utf-8;base64,wqFIb2xhIQ==' },
      output: { result: '¡Hola!', mediaType: 'text/plain;charset=utf-8' },
    },
  ],
  // Whitespace to strip every four characters.
  worstCase: () => ({ text: repeatToBytes('QUJD ') }),
});
