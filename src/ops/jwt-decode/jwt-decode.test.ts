import { generateKeyPairSync, sign } from 'node:crypto';
import * as jose from 'jose';
import { describe, expect, it } from 'vitest';
import op from './jwt-decode.op.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';

const NOW = 1795262400; // 2026-11-21T12:00:00Z, the tests' fixed clock.
const JWT_IO = op.examples[0]!.input.token;
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

async function signed(alg: string, claims: jose.JWTPayload = { sub: 'a' }) {
  const { publicKey, privateKey } = await jose.generateKeyPair(alg, { extractable: true });
  const token = await new jose.SignJWT(claims).setProtectedHeader({ alg }).sign(privateKey);
  return { token, publicKey, spki: await jose.exportSPKI(publicKey), jwk: await jose.exportJWK(publicKey), privateJwk: await jose.exportJWK(privateKey) };
}

describe('jwt-decode', () => {
  it('decodes the jwt.io example and verifies it with its secret, "your-256-bit-secret"', async () => {
    const out = await ok(op, { token: `Bearer ${JWT_IO}\n`, key: 'your-256-bit-secret' });
    // iat 1516239022 = 2018-01-18T01:30:22Z.
    expect(out).toMatchObject({ header: { alg: 'HS256', typ: 'JWT' }, issuedAt: '2018-01-18T01:30:22.000Z', verified: true, reason: null });
    expect(await ok(op, { token: JWT_IO })).toMatchObject({ verified: null, reason: null });
  });

  it.each(['HS256', 'HS384', 'HS512'])('verifies %s with the shared secret, as text or as an oct JWK', async (alg) => {
    const secret = 'a-string-secret-at-least-512-bits-long-for-the-largest-hmac-here!';
    const token = await new jose.SignJWT({ sub: 'a' }).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));
    expect((await ok(op, { token, key: secret })).verified).toBe(true);
    expect((await ok(op, { token, key: JSON.stringify({ kty: 'oct', k: b64(secret) }) })).verified).toBe(true);
    expect(await ok(op, { token, key: secret + 'x' })).toMatchObject({ verified: false, reason: 'the signature does not match: the token was altered or signed with another key' });
  });

  it.each(['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA'])('verifies %s with the public key as PEM, JWK and JWK set', async (alg) => {
    const { token, spki, jwk, privateJwk } = await signed(alg);
    expect((await ok(op, { token, key: spki })).verified).toBe(true);
    expect((await ok(op, { token, key: JSON.stringify(jwk) })).verified).toBe(true);
    expect((await ok(op, { token, key: JSON.stringify({ keys: [jwk] }) })).verified).toBe(true);
    // The private members of a JWK are dropped: its public half verifies.
    expect((await ok(op, { token, key: JSON.stringify(privateJwk) })).verified).toBe(true);
    // Another key of the same kind: the signature does not match.
    const other = await signed(alg);
    expect((await ok(op, { token, key: other.spki })).verified).toBe(false);
    // A tampered payload.
    const [h, , s] = token.split('.');
    expect((await ok(op, { token: `${h}.${b64({ sub: 'b' })}.${s}`, key: spki })).verified).toBe(false);
  });

  it('verifies Ed448 (RFC 8037 EdDSA, and RFC 9864 Ed448) signed by OpenSSL, with a JWK, a JWK set or a PEM (issue 30)', async () => {
    // The token is signed by node:crypto (OpenSSL's Ed448), an implementation independent of the one that verifies.
    const pair = () => generateKeyPairSync('ed448');
    const { publicKey, privateKey } = pair();
    const jws = (header: Record<string, unknown>, claims: Record<string, unknown>, key = privateKey) => {
      const input = `${b64(header)}.${b64(claims)}`;
      return `${input}.${sign(null, Buffer.from(input), key).toString('base64url')}`;
    };
    const jwk = publicKey.export({ format: 'jwk' });
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed448' });
    const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    for (const alg of ['EdDSA', 'Ed448']) {
      const token = jws({ alg, kid: 'k2' }, { sub: 'a' });
      expect((await ok(op, { token, key: JSON.stringify(jwk) })).verified, alg).toBe(true);
      expect((await ok(op, { token, key: pem })).verified, alg).toBe(true);
      // A set with an Ed25519 key and two Ed448 ones: the kid chooses.
      const other = pair().publicKey.export({ format: 'jwk' });
      const ed25519 = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
      const set = { keys: [{ ...ed25519, kid: 'k1' }, { ...other, kid: 'k3' }, { ...jwk, kid: 'k2' }] };
      expect((await ok(op, { token, key: JSON.stringify(set) })).verified, alg).toBe(true);
      expect(await ok(op, { token: jws({ alg, kid: 'k9' }, { sub: 'a' }), key: JSON.stringify({ keys: [{ ...jwk, kid: 'k2' }] }) })).toMatchObject({
        verified: false,
        reason: `no key of the set fits the token (its kid and ${alg})`,
      });
      // Another key, or a changed payload: not verified.
      expect(await ok(op, { token, key: JSON.stringify(other) })).toMatchObject({
        verified: false,
        reason: 'the signature does not match: the token was altered or signed with another key',
      });
      const [h, , s] = token.split('.');
      expect((await ok(op, { token: `${h}.${b64({ sub: 'b' })}.${s}`, key: pem })).verified).toBe(false);
    }
    expect((await ok(op, { token: jws({ alg: 'EdDSA' }, {}), key: JSON.stringify({ ...jwk, x: 'AAAA' }) })).reason).toBe(
      'the key cannot be used for EdDSA: its x is not a 57-byte Ed448 public key in Base64url',
    );
    // An Ed25519 key for an Ed448 token: said, not tried.
    expect((await ok(op, { token: jws({ alg: 'Ed448' }, {}), key: JSON.stringify(generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' })) })).reason).toBe(
      'the key cannot be used for Ed448: give an Ed448 public key (a JWK with crv Ed448, or a PEM "PUBLIC KEY")',
    );
    // Ed25519 still goes to jose, with alg EdDSA.
    const ed = generateKeyPairSync('ed25519');
    const input = `${b64({ alg: 'EdDSA' })}.${b64({ sub: 'a' })}`;
    const token = `${input}.${sign(null, Buffer.from(input), ed.privateKey).toString('base64url')}`;
    expect((await ok(op, { token, key: JSON.stringify(ed.publicKey.export({ format: 'jwk' })) })).verified).toBe(true);
  });

  it('verifies with a certificate', async () => {
    // A self-signed P-256 certificate and a token signed with its key would need an X.509 writer; jose reads the
    // public key out of any certificate, so a broken one is enough to check the path is taken.
    const { token } = await signed('ES256');
    const out = await ok(op, { token, key: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' });
    expect(out.verified).toBe(false);
    expect(out.reason).toMatch(/^the key cannot be used for ES256: /);
  });

  it('says why a signature is not verified', async () => {
    const hs = await new jose.SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('s'));
    const rs = await signed('RS256');
    const es = await signed('ES256');
    const reason = async (token: string, key: string) => (await ok(op, { token, key })).reason;
    // A public key offered for an HS* token is never used as the HMAC secret.
    expect(await reason(hs, rs.spki)).toBe('HS256 is verified with the shared secret; a public key is never used as one (that is the algorithm-confusion attack)');
    expect(await reason(rs.token, 's')).toBe('RS256 is verified with a public key (JWK, PEM or certificate), not a shared secret');
    expect(await reason(rs.token, JSON.stringify({ ...rs.jwk, alg: 'RS512' }))).toBe('the key is for RS512, but the token is signed with RS256');
    expect(await reason(rs.token, es.spki)).toMatch(/^the key cannot be used for RS256: /);
    expect(await reason(rs.token, JSON.stringify({ keys: [es.jwk] }))).toBe('no key of the set fits the token (its kid and RS256)');
    const none = `${b64({ alg: 'none' })}.${b64({ sub: 'a' })}.`;
    expect(await reason(none, 's')).toBe('the token is unsigned (alg none), so it is never verified');
    const odd = `${b64({ alg: 'XY1' })}.${b64({ sub: 'a' })}.AAAA`;
    expect(await reason(odd, 's')).toBe('the algorithm XY1 is not one this service verifies (HS*, RS*, PS*, ES*, EdDSA)');
    // In Spanish on the Spanish pages.
    const es2 = await ok(op, { token: hs, key: 'x' }, testContext({ locale: 'es' }));
    expect(es2.reason).toBe('la firma no coincide: el token se alteró o se firmó con otra clave');
  });

  it('reports the dates and the time validity apart from the signature', async () => {
    const secret = 'k';
    const sign = (claims: jose.JWTPayload) => new jose.SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
    // Expired the second of exp: RFC 7519 §4.1.4, "on or after".
    expect(await ok(op, { token: await sign({ exp: NOW }), key: secret })).toMatchObject({ expired: true, verified: true, expiresAt: '2026-11-21T12:00:00.000Z' });
    expect(await ok(op, { token: await sign({ exp: NOW + 1 }) })).toMatchObject({ expired: false });
    expect(await ok(op, { token: await sign({ nbf: NOW + 1 }) })).toMatchObject({ notYetValid: true, notBefore: '2026-11-21T12:00:01.000Z' });
    expect(await ok(op, { token: await sign({ nbf: NOW }) })).toMatchObject({ notYetValid: false });
    // A fractional NumericDate keeps its milliseconds; a non-number is no date.
    expect(await ok(op, { token: await sign({ iat: 1.5, exp: 'tomorrow' as unknown as number }) })).toMatchObject({
      issuedAt: '1970-01-01T00:00:01.500Z',
      expiresAt: null,
      expired: false,
    });
  });

  it('refuses a malformed token saying what is wrong', async () => {
    const payload = b64({ sub: 'a' });
    const header = b64({ alg: 'HS256' });
    expect(await fails(op, {})).toBe('token: is required');
    expect(await fails(op, { token: '  ' })).toBe('token: is empty; paste a JWT such as eyJhbGciOi….eyJzdWIiOi….signature');
    expect(await fails(op, { token: 'abc.def' })).toBe('token: has 2 parts separated by dots; a JWT has three: header.payload.signature');
    expect(await fails(op, { token: 'a.b.c.d.e' })).toMatch(/^token: has five parts: it is an encrypted JWT \(JWE\)/);
    expect(await fails(op, { token: `${header}=.${payload}.sig` })).toMatch(/^token: the header \(part 1\) is not Base64url: '=' at position \d+; JWTs carry no = padding$/);
    expect(await fails(op, { token: `${header}.a+b.sig` })).toBe("token: the payload (part 2) is not Base64url: '+' at position 1; JWTs use the URL-safe alphabet (- and _)");
    expect(await fails(op, { token: `${header}.abcde.sig` })).toBe('token: the payload (part 2) is not Base64url: its length leaves 1 stray character');
    expect(await fails(op, { token: `.${payload}.sig` })).toBe(
      'token: not a JWT: the header (part 1) is empty; a JWT looks like eyJhbGciOi….eyJzdWIiOi….signature: three Base64url parts separated by dots, the first two JSON objects',
    );
    expect(await fails(op, { token: `${header}.${b64('not json')}.sig` })).toMatch(/^token: the payload \(part 2\): invalid JSON at line 1, column 1: expected a value/);
    expect(await fails(op, { token: `${header}.${b64('[1]')}.sig` })).toBe('token: the payload (part 2) is JSON but not an object');
    expect(await fails(op, { token: `${header}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig` })).toBe('token: the payload (part 2) does not decode to UTF-8 text');
    expect(await fails(op, { token: `${header}.${b64('{"a":1,"a":2}')}.sig` })).toBe("token: the payload (part 2): invalid JSON at line 1, column 8: duplicate key 'a' in the same object");
    expect(await fails(op, { token: `${header}.${payload}.s!g` })).toBe('token: the signature (part 3) is not Base64url');
  });

  it('refuses what cannot be a key, saying what to send', async () => {
    const { token } = await signed('RS256');
    expect(await fails(op, { token, key: '{"kty":' })).toMatch(/^key: starts with \{ but is not valid JSON \(.*\); give a JWK, a PEM public key or the secret$/);
    expect(await fails(op, { token, key: '{"x":1}' })).toBe('key: is JSON but not a JWK (no "kty") nor a JWK set (no "keys")');
    expect(await fails(op, { token, key: '-----BEGIN PRIVATE KEY-----\nAA\n-----END PRIVATE KEY-----' })).toMatch(/^key: is a private key;/);
    expect(await fails(op, { token, key: '-----BEGIN RSA PUBLIC KEY-----\nAA\n-----END RSA PUBLIC KEY-----' })).toMatch(/^key: is a PKCS#1 RSA public key; give it as SPKI/);
    expect(await fails(op, { token, key: '-----BEGIN FOO-----\nAA\n-----END FOO-----' })).toBe('key: is a PEM "FOO"; give a "PUBLIC KEY" or a "CERTIFICATE"');
  });
});
