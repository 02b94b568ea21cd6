import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import { MAX_BASE58_BYTES, MAX_BASE58_DIGITS } from './base-encoding.js';
import page from './base-encoding.page.js';
import run from './base-encoding.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Hex, Base32 and Base58 encode and decode',
  summary: 'Encodes text as hexadecimal, Base32 (RFC 4648, or its hex alphabet, or Crockford’s) or Base58 (Bitcoin), and decodes them back.',
  agentDescription:
    'Encodes text (UTF-8) as hex, Base32 (RFC 4648), base32hex, Crockford Base32 or Base58 (Bitcoin), or decodes them: any case, padding optional, spaces skipped. Binary decoded bytes come back as hex with binary true.',
  description:
    'Encoding writes the UTF-8 bytes of the text: hex as lowercase pairs of digits; base32 in the RFC 4648 §6 alphabet ' +
    '(A–Z 2–7) and base32hex in the §7 one (0–9 A–V, which keeps sort order), both uppercase with = padding to a multiple ' +
    "of 8; base32crockford in Douglas Crockford's alphabet (0–9 and letters without I, L, O, U), uppercase and unpadded, " +
    'with the bytes packed 5 bits at a time from the first, as base32 does (not a number: ULIDs and check symbols are not ' +
    'read); base58 in the Bitcoin alphabet (no 0, O, I or l), each leading zero byte written as 1, with no checksum ' +
    '(Base58Check is not verified). Decoding is lenient where the meaning is unambiguous and strict elsewhere: either ' +
    'case is read, spaces, tabs and line breaks are skipped anywhere, hex may start with 0x, Base32 padding may be left ' +
    "out (it must otherwise come only at the end, and never more than the length needs), Crockford's hyphens are skipped " +
    'and its O, I and L read as 0, 1 and 1, and the unused low bits of a final Base32 character are ignored. Anything else ' +
    'is refused with the reason and position (in characters from 0): a character outside the alphabet, padding in the ' +
    'middle, an odd number of hex digits, or a Base32 group whose length cannot end on a whole byte (1, 3 or 6 characters). ' +
    'Decoded bytes that are UTF-8 text are returned as text; other bytes (a Bitcoin address, a hash) are returned as ' +
    'lowercase hex with binary true. Text holding half of a surrogate pair is refused when encoding, since it has no UTF-8 form. ' +
    `Base58 is a positional number conversion whose cost grows with the square of the length, so it encodes at most ` +
    `${MAX_BASE58_BYTES.toLocaleString('en-US')} bytes and decodes at most ${MAX_BASE58_DIGITS.toLocaleString('en-US')} digits; ` +
    'the others take any text up to the 1 MiB request limit. Base64 has its own operations, base64-encode and base64-decode.',
  category: 'encoding',
  es: {
    title: 'Codificar y decodificar hexadecimal, Base32 y Base58',
    summary: 'Codifica texto en hexadecimal, Base32 (RFC 4648, su alfabeto hexadecimal o el de Crockford) o Base58 (Bitcoin), y lo decodifica.',
  },
  examples: [
    { title: 'Text to hexadecimal', input: { text: 'Hello', encoding: 'hex' }, output: { result: '48656c6c6f', bytes: 5, binary: false } },
    // Python: base64.b32encode(b'Hello, world!') == b'JBSWY3DPFQQHO33SNRSCC==='.
    {
      title: 'Text to Base32',
      input: { text: 'Hello, world!', encoding: 'base32' },
      output: { result: 'JBSWY3DPFQQHO33SNRSCC===', bytes: 13, binary: false },
    },
    {
      title: 'Base32 in lower case, without padding',
      input: { text: 'jbswy3dpfqqho33snrscc', encoding: 'base32', direction: 'decode' },
      output: { result: 'Hello, world!', bytes: 13, binary: false },
    },
    // Bitcoin Core's base58_encode_decode.json: version byte 00, 20-byte hash, 4-byte checksum.
    {
      title: 'A Bitcoin address (binary) from Base58',
      input: { text: '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L', encoding: 'base58', direction: 'decode' },
      output: { result: '00eb15231dfceb60925886b67d065299925915aeb172c06647', bytes: 25, binary: true },
    },
  ],
  // The most characters to scan, case-fold and pad, with whitespace to skip between every group.
  worstCase: () => ({ text: repeatToBytes('mzxw6 '), encoding: 'base32', direction: 'decode' }),
});
