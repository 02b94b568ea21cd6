import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './url-encode.page.js';
import run from './url-encode.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'URL encode',
  summary: 'Percent-encodes text for a URL query value or path segment (RFC 3986, UTF-8).',
  agentDescription:
    'Percent-encodes text for a URL query value or path segment (RFC 3986, UTF-8): every character except A–Z a–z 0–9 - . _ ~ becomes %XX in uppercase hex; a space is %20, never +, and ! \' ( ) * are encoded too, unlike encodeURIComponent.',
  description:
    'Every character except the RFC 3986 unreserved ones (A–Z a–z 0–9 - . _ ~) is written as UTF-8 bytes in %XX form with ' +
    'uppercase hex: a space becomes %20 (never +), é becomes %C3%A9, and reserved characters such as & = ? / # + are encoded too, ' +
    "as are ! ' ( ) * (which JavaScript's encodeURIComponent leaves alone). The result is safe anywhere in a URL. " +
    'Text containing half of a surrogate pair on its own (possible in JSON as "\\ud800") is rejected with its position ' +
    '(counted in characters from 0), since it has no UTF-8 form.',
  category: 'encoding',
  es: { title: 'Codificar URL', summary: 'Aplica codificación porcentual a un texto para un valor de consulta o un segmento de ruta de una URL (RFC 3986, UTF-8).' },
  examples: [
    {
      title: 'A query value with reserved characters',
      input: { text: 'café & crème (50% off!)' },
      output: { result: 'caf%C3%A9%20%26%20cr%C3%A8me%20%2850%25%20off%21%29' },
    },
    {
      title: 'A French sentence',
      input: { text: 'Où est la bibliothèque ?' },
      output: { result: 'O%C3%B9%20est%20la%20biblioth%C3%A8que%20%3F' },
    },
    { title: 'An emoji (four UTF-8 bytes)', input: { text: '🚀' }, output: { result: '%F0%9F%9A%80' } },
  ],
  // Every character escaped (encodeURIComponent leaves '!' alone, so it takes the slow path).
  worstCase: () => ({ text: repeatToBytes('!') }),
});
