import { defineOperation } from '../../core/operation.js';
import { repeatToBytes, WORST_CASE_TEXT_BYTES } from '../../core/fields.js';
import page from './hmac.page.js';
import run from './hmac.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'HMAC',
  summary: 'Computes an HMAC (MD5, SHA-1, SHA-2 or SHA-3) of a message with a key given as text, hexadecimal or Base64.',
  agentDescription:
    'HMAC (RFC 2104) of a message with a key: MD5, SHA-1, SHA-256 (default), SHA-384, SHA-512 or SHA3-256/384/512. Key and message are UTF-8 text or hex/Base64 bytes (keyEncoding, inputEncoding). Returns hex and Base64, e.g. to check a webhook signature.',
  description:
    'The keyed hash of RFC 2104, as webhook senders (GitHub, Stripe, Slack, Shopify) sign their requests: the message is taken ' +
    'as bytes — the UTF-8 bytes of the text exactly as sent (no trimming: the body must be byte for byte the one signed), or ' +
    'hexadecimal or Base64 decoded, chosen by inputEncoding — and so is the key, chosen by keyEncoding (many services hand out ' +
    'a secret in Base64 or hexadecimal that must be decoded first, and others use the text itself). The result is given in ' +
    'lowercase hexadecimal and in standard padded Base64, with the number of message bytes read; compare it with the signature ' +
    'you received. A key of any length is accepted, including an empty one; keys longer than the block size (64 bytes, 128 for ' +
    'SHA-384 and SHA-512; 136, 104 and 72 for SHA3-256, SHA3-384 and SHA3-512) are hashed first, as the standard says. The ' +
    'algorithm is named as OpenSSL names it (sha256, sha3-256); the usual spellings (SHA-256, ' +
    'sha_256, SHA3_256) are read as the one they mean, and the result names the algorithm used. HMAC-MD5 and HMAC-SHA-1 are still unbroken as MACs but kept ' +
    'for existing systems; use SHA-256 or stronger for new ones. Invalid hexadecimal or Base64, or text with half of a ' +
    'surrogate pair on its own, is refused naming the field and the position.',
  category: 'crypto',
  es: {
    title: 'Calcular HMAC',
    summary: 'Calcula el HMAC (MD5, SHA-1, SHA-2 o SHA-3) de un mensaje con una clave en texto, hexadecimal o Base64.',
  },
  examples: [
    {
      // RFC 4231, test case 2.
      title: 'HMAC-SHA-256 (RFC 4231 test case 2)',
      input: { text: 'what do ya want for nothing?', key: 'Jefe' },
      output: {
        algorithm: 'sha256',
        hex: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
        base64: 'W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM=',
        bytes: 28,
      },
    },
    {
      // RFC 4231, test case 1: key = 20 bytes of 0x0b.
      title: 'A key given in hexadecimal (RFC 4231 test case 1)',
      input: { text: 'Hi There', key: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', keyEncoding: 'hex' },
      output: {
        algorithm: 'sha256',
        hex: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
        base64: 'sDRMYdjbOFNcqK/OrwvxK4gdwgDJgz2nJuk3bC4yz/c=',
        bytes: 8,
      },
    },
    {
      // RFC 2202, HMAC-MD5 test case 2.
      title: 'HMAC-MD5 (RFC 2202 test case 2)',
      input: { text: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'md5' },
      output: { algorithm: 'md5', hex: '750c783e6ab0b503eaa86e310a5db738', base64: 'dQx4PmqwtQPqqG4xCl23OA==', bytes: 28 },
    },
  ],
  // Half the body is a Base64 message and half a Base64 key, whitespace to skip every four characters, through SHA-512.
  worstCase: () => {
    const half = repeatToBytes('QUJD ', WORST_CASE_TEXT_BYTES / 2);
    return { text: half, key: half, algorithm: 'sha512' as const, keyEncoding: 'base64' as const, inputEncoding: 'base64' as const };
  },
});
