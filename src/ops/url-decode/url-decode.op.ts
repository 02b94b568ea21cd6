import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './url-decode.page.js';
import run from './url-decode.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'URL decode',
  summary: 'Decodes percent-encoded text (%XX as UTF-8, + as a space), as in a query string or form body.',
  agentDescription:
    'Decodes percent-encoded text once: + becomes a space, %XX bytes are read as UTF-8, everything else passes through; & and = are not special, so send a whole query string or one value. A malformed % sequence or invalid UTF-8 is rejected with its position.',
  description:
    'Each + becomes a space (HTML form encoding; a literal plus arrives as %2B), then every %XX is a byte given in hex ' +
    '(either case) and consecutive bytes are read as UTF-8, so %C3%A9 is é. Everything else, including non-ASCII characters ' +
    'typed as they are, passes through unchanged; the text is decoded once, so %2525 gives %25. ' +
    "A % not followed by two hex digits ('%G1', '%2', a trailing '%') is rejected, as are bytes that do not form UTF-8 " +
    '(%FF, or %C3 without its second byte); the message quotes the sequence and its position, counted in characters from 0. ' +
    'Pass the whole query string or just one value: & and = are not treated specially.',
  category: 'encoding',
  es: { title: 'Decodificar URL', summary: 'Decodifica texto con codificación porcentual (%XX como UTF-8, + como espacio), como en una cadena de consulta o el cuerpo de un formulario.' },
  examples: [
    { title: 'A query string', input: { text: 'q=caf%C3%A9+au+lait&lang=fr' }, output: { result: 'q=café au lait&lang=fr' } },
    {
      title: 'A French sentence',
      input: { text: 'O%C3%B9%20est%20la%20biblioth%C3%A8que%20%3F' },
      output: { result: 'Où est la bibliothèque ?' },
    },
    { title: 'An emoji and a literal plus', input: { text: '%F0%9F%9A%80+1%2B1' }, output: { result: '🚀 1+1' } },
  ],
  // Every byte escaped, in multi-byte UTF-8 sequences.
  worstCase: () => ({ text: repeatToBytes('%E2%82%AC') }),
});
