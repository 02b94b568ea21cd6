import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { decodeToken } from './token.js';
import { readKey, verifySignature } from './verify.js';

const isoDate = z.string().nullable();

/** A NumericDate claim (seconds since 1970, RFC 7519 §2) as an ISO date; null when absent, not a number or out of range. */
function numericDate(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 8.64e12) return null;
  return new Date(value * 1000).toISOString();
}

export default defineRun({
  id: 'jwt-decode',
  kind: 'utility',
  input: z.strictObject({
    token: textField('The JWT: header.payload.signature.'),
    key: textField('Optional: HS* secret, or public JWK, JWK set or PEM.').optional(),
  }),
  output: z.strictObject({
    header: z.record(z.string(), z.unknown()).describe('The decoded header (alg, typ, kid…).'),
    payload: z.record(z.string(), z.unknown()).describe('The decoded claims.'),
    issuedAt: isoDate.describe('iat as an ISO 8601 date in UTC; null when absent or not a number.'),
    expiresAt: isoDate.describe('exp as an ISO 8601 date in UTC; null when absent or not a number.'),
    notBefore: isoDate.describe('nbf as an ISO 8601 date in UTC; null when absent or not a number.'),
    expired: z.boolean().describe('True when checkedAt is at or after exp.'),
    notYetValid: z.boolean().describe('True when checkedAt is before nbf.'),
    checkedAt: z.string().describe('The time of the request the dates are compared with.'),
    verified: z.boolean().nullable().describe('Whether the signature matches the key; null when no key was given.'),
    reason: z.string().nullable().describe('Why verified is false; null otherwise.'),
  }),
  run: async ({ token, key }, ctx) => {
    const decoded = decodeToken(token);
    const keyInput = readKey(key);
    const now = ctx.now();
    const { exp, nbf, iat } = decoded.payload;
    const verification = await verifySignature(decoded.compact, decoded.header.alg, keyInput, ctx.locale ?? 'en', decoded.header.kid);
    return {
      header: decoded.header,
      payload: decoded.payload,
      issuedAt: numericDate(iat),
      expiresAt: numericDate(exp),
      notBefore: numericDate(nbf),
      expired: typeof exp === 'number' && now.getTime() >= exp * 1000,
      notYetValid: typeof nbf === 'number' && now.getTime() < nbf * 1000,
      checkedAt: now.toISOString(),
      ...verification,
    };
  },
});
