import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './hash.page.js';
import run from './hash.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Hash',
  summary: 'Computes the MD5, SHA-1, SHA-2, SHA-3, BLAKE2 or BLAKE3 digest of text or of bytes given in hexadecimal or Base64.',
  agentDescription:
    'MD5, SHA-1, SHA-256 (default), SHA-384, SHA-512, SHA3-256/384/512, BLAKE2b-512, BLAKE2s-256 or BLAKE3 digest of text’s UTF-8 bytes, or of hex/Base64 bytes (inputEncoding). Returns hex and Base64. No trimming.',
  description:
    'The digest is computed over bytes: by default the UTF-8 bytes of the text exactly as sent (no trimming, no line-ending ' +
    'conversion, so "abc" and "abc\\n" differ), or, with inputEncoding, the bytes that hexadecimal digits (whitespace between ' +
    'them ignored) or Base64 (standard or URL-safe, padding optional, whitespace ignored) stand for — the way to hash a file or ' +
    'any binary data. The result is given both in lowercase hexadecimal (what sha256sum and md5sum print) and in standard ' +
    'padded Base64 (what Subresource Integrity and many HTTP headers use), with the number of bytes read. ' +
    'The algorithms: MD5, SHA-1, SHA-256, SHA-384 and SHA-512 (FIPS 180-4), SHA3-256, SHA3-384 and SHA3-512 (FIPS 202), ' +
    'BLAKE2b-512 and BLAKE2s-256 (RFC 7693, unkeyed, full length) and BLAKE3 (its default 32-byte output), named as OpenSSL ' +
    'names them (sha3-256, blake2b512); the usual spellings are read as the one they mean, in any case: SHA-256, sha_256, ' +
    'SHA2-256, SHA3_256, blake2b. The result names the algorithm used. ' +
    'MD5 and SHA-1 are broken for security (collisions can be made at will): use them only as checksums or to match an ' +
    'existing system, and SHA-256 or stronger for anything else. A hash is not a way to store passwords; that needs a slow, ' +
    'salted function such as Argon2 or bcrypt. Text with half of a surrogate pair on its own has no UTF-8 form and is refused ' +
    'with its position; invalid hexadecimal or Base64 is refused with the reason and position.',
  category: 'crypto',
  es: {
    title: 'Calcular hash',
    summary: 'Calcula el resumen MD5, SHA-1, SHA-2, SHA-3, BLAKE2 o BLAKE3 de un texto o de bytes dados en hexadecimal o Base64.',
  },
  examples: [
    {
      // FIPS 180-2, appendix B.1: SHA-256("abc").
      title: 'SHA-256 of "abc" (the FIPS 180-2 test vector)',
      input: { text: 'abc' },
      output: {
        algorithm: 'sha256',
        hex: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        base64: 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=',
        bytes: 3,
      },
    },
    {
      // RFC 1321, appendix A.5: MD5("message digest").
      title: 'MD5 checksum (the RFC 1321 test vector)',
      input: { text: 'message digest', algorithm: 'md5' },
      output: { algorithm: 'md5', hex: 'f96b697d7cb7938d525a2f31aaf161d0', base64: '+WtpfXy3k41SWi8xqvFh0A==', bytes: 14 },
    },
    {
      // "YWJj" is Base64 for "abc": FIPS 180-2, appendix C.1: SHA-512("abc").
      title: 'SHA-512 of bytes given in Base64',
      input: { text: 'YWJj', algorithm: 'sha512', inputEncoding: 'base64' },
      output: {
        algorithm: 'sha512',
        hex: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
        base64: '3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==',
        bytes: 3,
      },
    },
    {
      // FIPS 202, NIST's example values (and Python's hashlib.sha3_256(b'abc')): SHA3-256("abc").
      title: 'SHA3-256 of "abc"',
      input: { text: 'abc', algorithm: 'sha3-256' },
      output: {
        algorithm: 'sha3-256',
        hex: '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
        base64: 'Ophdp0/iJbIEXBcta9OQvYVfCG4+nVJbRr/iRRFDFTI=',
        bytes: 3,
      },
    },
    {
      // The BLAKE3 team's reference (test_vectors.json, and b3sum): BLAKE3("abc").
      title: 'BLAKE3 of "abc"',
      input: { text: 'abc', algorithm: 'blake3' },
      output: {
        algorithm: 'blake3',
        hex: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
        base64: 'ZDezrDhGUTP/tjt1JzqNtUjFWEZdedsD/TWcbNW9nYU=',
        bytes: 3,
      },
    },
  ],
  // Base64 with whitespace to skip every four characters, through the slowest digest here (SHA3-512 on @noble/hashes,
  // as on Workers; Node's OpenSSL is faster).
  worstCase: () => ({ text: repeatToBytes('QUJD '), algorithm: 'sha3-512' as const, inputEncoding: 'base64' as const }),
});
