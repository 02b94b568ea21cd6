import { bytesToBase64, utf8Bytes } from '../../core/bytes.js';
import { defineOperation } from '../../core/operation.js';
import { WORST_CASE_TEXT_BYTES } from '../../core/fields.js';
import page from './jwt-decode.page.js';
import run from './jwt-decode.run.js';

const JWT_IO = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const JWT_IO_OUTPUT = {
  header: { alg: 'HS256', typ: 'JWT' },
  payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
  issuedAt: '2018-01-18T01:30:22.000Z',
  expiresAt: null,
  notBefore: null,
  expired: false,
  notYetValid: false,
  checkedAt: '2026-11-21T12:00:00.000Z',
};
const ES256_TOKEN =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImtleS0yMDI2In0.eyJzdWIiOiJzZXJ2aWNlLTciLCJhdWQiOiJhcGkuZXhhbXBsZS5jb20iLCJpYXQiOjE3OTUyNjI0MDAsIm5iZiI6MTc5NTI2MjQwMCwiZXhwIjoxNzk1MzQ4ODAwfQ.NfMKW1ZfH8YIoUN4CnKNDYO4RS-j2uNH2umV61FKIG6CUYjYnkdhy035zmqnV0l020UXjdlAKu2XVv8iW-Besw';
const ES256_JWK =
  '{"kty":"EC","crv":"P-256","x":"fVqQT6rNtj9kM_t5QRAitiQEmxad4tnSB6UVPtvLZXY","y":"NGKp2-1l-8XwaEEEVeubMyNIajAqd7J64Z4c1rfg0TE","kid":"key-2026","alg":"ES256"}';

export default defineOperation({
  ...run,
  ...page,
  title: 'JWT decoder',
  summary: 'Decodes a JSON Web Token: its header and claims, its dates, whether it has expired, and its signature checked when a key is given.',
  agentDescription:
    'Decodes a signed JWT: header, payload, iat/exp/nbf as ISO dates, expired/notYetValid now. With key (HS* secret, or a JWK, JWK set or PEM public key/certificate) checks the signature: verified true/false (with reason), null without key.',
  description:
    'The token is the compact form header.payload.signature (surrounding spaces and a "Bearer " prefix are dropped); its first ' +
    'two parts are Base64url-encoded JSON objects, returned as they are. A token that is not three parts, not Base64url (no = ' +
    'padding, the URL-safe alphabet), not UTF-8 or not a JSON object is a 400 saying which part and what is wrong; a repeated ' +
    'claim name is refused too, as RFC 7519 allows. Encrypted tokens (JWE, five parts) cannot be read without the private key ' +
    'and are refused. The claims iat, exp and nbf (seconds since 1970) are also given as ISO 8601 dates in UTC (null when ' +
    'absent or not a number), and compared with the time of the request, returned as checkedAt: expired is true from the exp ' +
    'second on and notYetValid before the nbf second, with no clock tolerance. Without a key, verified is null: decoding ' +
    'proves nothing, since anyone can write a token. With a key, the signature is checked with jose for the algorithm the ' +
    'header names: HS256, HS384 and HS512 with the shared secret (as text, or as a JWK of kty oct for a secret in Base64url); ' +
    'RS*, PS*, ES* and EdDSA with the public key as a JWK, a JWK set (the key is chosen by kid), a PEM "PUBLIC KEY" (SPKI) ' +
    'or a PEM certificate (its dates and chain are not checked). EdDSA covers Ed25519 and Ed448 (RFC 8037: a JWK of kty OKP ' +
    'with crv Ed25519 or Ed448), and the fully specified Ed25519 and Ed448 of RFC 9864 are read too; Ed448 is checked with ' +
    '@noble/curves (Web Crypto, and so jose, has no Ed448), from a JWK, a JWK set or a PEM public key, not a certificate. verified is true or false, and reason says why it is false: ' +
    'the signature does not match, alg none (never verified), a public key offered for an HS* token (the algorithm-confusion ' +
    'attack) or a secret for an RS* one, a key for another algorithm. Verification covers the signature only: expired and ' +
    'notYetValid say whether the token is valid now. A private key or a PKCS#1 "RSA PUBLIC KEY" PEM is refused with a 400 ' +
    'saying what to send (the private members of a JWK are ignored).',
  category: 'crypto',
  es: {
    title: 'Decodificador de JWT',
    summary: 'Decodifica un token web JSON (JWT): su cabecera y sus datos, sus fechas, si ha caducado y, con una clave, si su firma es válida.',
  },
  examples: [
    {
      title: 'The jwt.io example, verified with its secret',
      input: { token: JWT_IO, key: 'your-256-bit-secret' },
      output: { ...JWT_IO_OUTPUT, verified: true, reason: null },
    },
    {
      title: 'The same token with the wrong secret',
      input: { token: JWT_IO, key: 'not-the-secret' },
      output: { ...JWT_IO_OUTPUT, verified: false, reason: 'the signature does not match: the token was altered or signed with another key' },
    },
    {
      title: 'An expired token, decoded without a key',
      input: {
        token:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIiwic2NvcGUiOiJyZWFkOmludm9pY2VzIiwiaWF0IjoxNzYzNzI2NDAwLCJleHAiOjE3NjM3MzAwMDAsImlzcyI6Imh0dHBzOi8vYXV0aC5leGFtcGxlLmNvbSJ9.eumxdxMDIbsIubVAnsCKU-a-66YWORv2iIXKUVWzYng',
      },
      output: {
        header: { alg: 'HS256', typ: 'JWT' },
        payload: { sub: 'user-42', scope: 'read:invoices', iat: 1763726400, exp: 1763730000, iss: 'https://auth.example.com' },
        issuedAt: '2025-11-21T12:00:00.000Z',
        expiresAt: '2025-11-21T13:00:00.000Z',
        notBefore: null,
        expired: true,
        notYetValid: false,
        checkedAt: '2026-11-21T12:00:00.000Z',
        verified: null,
        reason: null,
      },
    },
    {
      title: 'An ES256 token verified with a public JWK',
      input: { token: ES256_TOKEN, key: ES256_JWK },
      output: {
        header: { alg: 'ES256', typ: 'JWT', kid: 'key-2026' },
        payload: { sub: 'service-7', aud: 'api.example.com', iat: 1795262400, nbf: 1795262400, exp: 1795348800 },
        issuedAt: '2026-11-21T12:00:00.000Z',
        expiresAt: '2026-11-22T12:00:00.000Z',
        notBefore: '2026-11-21T12:00:00.000Z',
        expired: false,
        notYetValid: false,
        checkedAt: '2026-11-21T12:00:00.000Z',
        verified: true,
        reason: null,
      },
    },
  ],
  // A token filling the body, with a long claim to decode and an HMAC over all of it.
  worstCase: () => {
    const claims = bytesToBase64(utf8Bytes(JSON.stringify({ sub: 'x', data: 'é'.repeat((WORST_CASE_TEXT_BYTES * 3) / 4 / 2 - 100) })), true);
    return { token: `eyJhbGciOiJIUzI1NiJ9.${claims}.${'A'.repeat(43)}`, key: 'secret' };
  },
});
