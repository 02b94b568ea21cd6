import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './hash.page.js';
import run from './hash.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Hash',
  summary: 'Computes the MD5, SHA-1, SHA-256, SHA-384 or SHA-512 digest of text or of bytes given in hexadecimal or Base64.',
  agentDescription:
    'MD5, SHA-1, SHA-256 (default), SHA-384 or SHA-512 digest of text’s UTF-8 bytes, or of bytes sent as hex or Base64 (inputEncoding). Returns hex and Base64. No trimming: a trailing newline changes the digest.',
  description:
    'The digest is computed over bytes: by default the UTF-8 bytes of the text exactly as sent (no trimming, no line-ending ' +
    'conversion, so "abc" and "abc\\n" differ), or, with inputEncoding, the bytes that hexadecimal digits (whitespace between ' +
    'them ignored) or Base64 (standard or URL-safe, padding optional, whitespace ignored) stand for — the way to hash a file or ' +
    'any binary data. The result is given both in lowercase hexadecimal (what sha256sum and md5sum print) and in standard ' +
    'padded Base64 (what Subresource Integrity and many HTTP headers use), with the number of bytes read. ' +
    'MD5 and SHA-1 are broken for security (collisions can be made at will): use them only as checksums or to match an ' +
    'existing system, and SHA-256 or stronger for anything else. A hash is not a way to store passwords; that needs a slow, ' +
    'salted function such as Argon2 or bcrypt. Text with half of a surrogate pair on its own has no UTF-8 form and is refused ' +
    'with its position; invalid hexadecimal or Base64 is refused with the reason and position.',
  category: 'crypto',
  es: {
    title: 'Calcular hash',
    summary: 'Calcula el resumen MD5, SHA-1, SHA-256, SHA-384 o SHA-512 de un texto o de bytes dados en hexadecimal o Base64.',
  },
  examples: [
    {
      // FIPS 180-2, appendix B.1: SHA-256("abc").
      title: 'SHA-256 of "abc" (the FIPS 180-2 test vector)',
      input: { text: 'abc' },
      output: {
        hex: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        base64: 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=',
        bytes: 3,
      },
    },
    {
      // RFC 1321, appendix A.5: MD5("message digest").
      title: 'MD5 checksum (the RFC 1321 test vector)',
      input: { text: 'message digest', algorithm: 'md5' },
      output: { hex: 'f96b697d7cb7938d525a2f31aaf161d0', base64: '+WtpfXy3k41SWi8xqvFh0A==', bytes: 14 },
    },
    {
      // "YWJj" is Base64 for "abc": FIPS 180-2, appendix C.1: SHA-512("abc").
      title: 'SHA-512 of bytes given in Base64',
      input: { text: 'YWJj', algorithm: 'sha512', inputEncoding: 'base64' },
      output: {
        hex: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
        base64: '3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==',
        bytes: 3,
      },
    },
  ],
  // Base64 with whitespace to skip every four characters, through the slowest digest here.
  worstCase: () => ({ text: repeatToBytes('QUJD '), algorithm: 'sha512' as const, inputEncoding: 'base64' as const }),
});
