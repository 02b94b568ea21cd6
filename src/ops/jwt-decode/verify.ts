import { InputError } from '../../core/errors.js';
import { lazy } from '../../core/lazy.js';
import type { Locale } from '../../core/locale.js';
import { ed448JwkKey, ed448SpkiKey, isEd448Jwk, verifiesEd448 } from './ed448.js';

// jose is loaded on the first verification only.
const jose = lazy(() => import('jose'));

/** What the caller's key text is: nothing, a shared secret, a JWK or JWK set, or a PEM public key or certificate. */
export type KeyInput =
  | { kind: 'none' }
  | { kind: 'secret'; bytes: Uint8Array }
  | { kind: 'jwk'; jwk: Record<string, unknown> }
  | { kind: 'jwks'; set: { keys: Record<string, unknown>[] } }
  | { kind: 'spki' | 'x509'; pem: string };

function refuse(en: string, es: string): never {
  throw new InputError(`key: ${en}`, `key: ${es}`);
}

/** Private members of a JWK (RFC 7518 §6): dropped, since only the public part verifies. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'];

/** Reads the key text; what cannot be a key at all (broken JSON, a private or PKCS#1 PEM) is a 400 naming `key`. */
export function readKey(key: string | undefined): KeyInput {
  const text = key?.trim() ?? '';
  if (text === '') return { kind: 'none' };
  if (text.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      refuse(`starts with { but is not valid JSON (${(error as Error).message}); give a JWK, a PEM public key or the secret`, `empieza por { pero no es JSON válido (${(error as Error).message}); indica una JWK, una clave pública PEM o el secreto`);
    }
    const object = value as Record<string, unknown>;
    if (Array.isArray(object.keys)) return { kind: 'jwks', set: { keys: object.keys as Record<string, unknown>[] } };
    if (typeof object.kty !== 'string') refuse('is JSON but not a JWK (no "kty") nor a JWK set (no "keys")', 'es JSON pero no una JWK (sin "kty") ni un conjunto de JWK (sin "keys")');
    return { kind: 'jwk', jwk: Object.fromEntries(Object.entries(object).filter(([name]) => !PRIVATE_MEMBERS.includes(name))) };
  }
  const label = /^-----BEGIN ([A-Z0-9 ]+)-----/.exec(text)?.[1];
  if (label === undefined) return { kind: 'secret', bytes: new TextEncoder().encode(key) };
  if (label === 'PUBLIC KEY') return { kind: 'spki', pem: text };
  if (label === 'CERTIFICATE') return { kind: 'x509', pem: text };
  if (label === 'RSA PUBLIC KEY') {
    refuse(
      'is a PKCS#1 RSA public key; give it as SPKI ("BEGIN PUBLIC KEY", openssl rsa -RSAPublicKey_in -pubout) or as a JWK',
      'es una clave pública RSA PKCS#1; indícala como SPKI ("BEGIN PUBLIC KEY", openssl rsa -RSAPublicKey_in -pubout) o como JWK',
    );
  }
  if (label.includes('PRIVATE')) {
    refuse('is a private key; a signature is verified with the public key, and a private key should never be pasted anywhere', 'es una clave privada; la firma se comprueba con la clave pública, y una clave privada no debe pegarse en ningún sitio');
  }
  refuse(`is a PEM "${label}"; give a "PUBLIC KEY" or a "CERTIFICATE"`, `es un PEM "${label}"; indica un "PUBLIC KEY" o un "CERTIFICATE"`);
}

const HMAC = new Set(['HS256', 'HS384', 'HS512']);
const PUBLIC = new Set(['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519', 'Ed448']);

export interface Verification {
  verified: boolean | null;
  reason: string | null;
}

type Words = { en: string; es: string };

const no = (words: Words, locale: Locale): Verification => ({ verified: false, reason: words[locale] });

/**
 * Checks the signature of `compact` with `key`, for the algorithm its header names (and the key its kid names, in a
 * set): true, false with the reason, or null without a key. Only the signature: the times are reported apart. The
 * crypto is jose's, and @noble/curves' for Ed448 (ed448.ts).
 */
export async function verifySignature(compact: string, alg: unknown, key: KeyInput, locale: Locale, kid?: unknown): Promise<Verification> {
  if (key.kind === 'none') return { verified: null, reason: null };
  if (alg === 'none') {
    return no({ en: 'the token is unsigned (alg none), so it is never verified', es: 'el token no está firmado (alg none), así que nunca se verifica' }, locale);
  }
  if (typeof alg !== 'string' || (!HMAC.has(alg) && !PUBLIC.has(alg))) {
    const shown = typeof alg === 'string' ? alg : JSON.stringify(alg) ?? 'nothing';
    return no({ en: `the algorithm ${shown} is not one this service verifies (HS*, RS*, PS*, ES*, EdDSA)`, es: `el algoritmo ${shown} no es uno de los que se verifican (HS*, RS*, PS*, ES*, EdDSA)` }, locale);
  }
  const isSecret = key.kind === 'secret' || (key.kind === 'jwk' && key.jwk.kty === 'oct');
  if (HMAC.has(alg) && !isSecret) {
    return no(
      {
        en: `${alg} is verified with the shared secret; a public key is never used as one (that is the algorithm-confusion attack)`,
        es: `${alg} se verifica con el secreto compartido; una clave pública nunca se usa como tal (es el ataque de confusión de algoritmo)`,
      },
      locale,
    );
  }
  if (PUBLIC.has(alg) && isSecret) {
    return no({ en: `${alg} is verified with a public key (JWK, PEM or certificate), not a shared secret`, es: `${alg} se verifica con una clave pública (JWK, PEM o certificado), no con un secreto compartido` }, locale);
  }
  if (key.kind === 'jwk' && typeof key.jwk.alg === 'string' && key.jwk.alg !== alg) {
    return no({ en: `the key is for ${key.jwk.alg}, but the token is signed with ${alg}`, es: `la clave es para ${key.jwk.alg}, pero el token está firmado con ${alg}` }, locale);
  }
  if (alg === 'EdDSA' || alg === 'Ed448') {
    const ed448 = ed448Keys(key, alg, kid);
    if (ed448 === 'invalid') return no({ en: `the key cannot be used for ${alg}: its x is not a 57-byte Ed448 public key in Base64url`, es: `la clave no sirve para ${alg}: su x no es una clave pública Ed448 de 57 bytes en Base64url` }, locale);
    if (ed448 !== undefined && ed448.length === 0) {
      return no({ en: `no key of the set fits the token (its kid and ${alg})`, es: `ninguna clave del conjunto corresponde al token (su kid y ${alg})` }, locale);
    }
    if (ed448 !== undefined) {
      return (await verifiesEd448(compact, ed448))
        ? { verified: true, reason: null }
        : no({ en: 'the signature does not match: the token was altered or signed with another key', es: 'la firma no coincide: el token se alteró o se firmó con otra clave' }, locale);
    }
    if (alg === 'Ed448') return no({ en: 'the key cannot be used for Ed448: give an Ed448 public key (a JWK with crv Ed448, or a PEM "PUBLIC KEY")', es: 'la clave no sirve para Ed448: indica una clave pública Ed448 (una JWK con crv Ed448, o un PEM "PUBLIC KEY")' }, locale);
  }
  const { compactVerify, createLocalJWKSet, importJWK, importSPKI, importX509, errors } = await jose();
  let verifier: Parameters<typeof compactVerify>[1];
  try {
    if (key.kind === 'secret') verifier = key.bytes;
    else if (key.kind === 'jwk') verifier = await importJWK(key.jwk, alg);
    else if (key.kind === 'jwks') verifier = createLocalJWKSet(key.set as Parameters<typeof createLocalJWKSet>[0]);
    else if (key.kind === 'spki') verifier = await importSPKI(key.pem, alg);
    else verifier = await importX509(key.pem, alg);
  } catch (error) {
    const detail = (error as Error).message;
    return no({ en: `the key cannot be used for ${alg}: ${detail}`, es: `la clave no sirve para ${alg}: ${detail}` }, locale);
  }
  try {
    await compactVerify(compact, verifier, { algorithms: [alg] });
    return { verified: true, reason: null };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return no({ en: 'the signature does not match: the token was altered or signed with another key', es: 'la firma no coincide: el token se alteró o se firmó con otra clave' }, locale);
    }
    if (error instanceof errors.JWKSNoMatchingKey) {
      return no({ en: `no key of the set fits the token (its kid and ${alg})`, es: `ninguna clave del conjunto corresponde al token (su kid y ${alg})` }, locale);
    }
    const detail = (error as Error).message;
    return no({ en: `not verified: ${detail}`, es: `no verificado: ${detail}` }, locale);
  }
}

/**
 * The Ed448 public keys `key` offers for the token: one for an Ed448 JWK or PEM, those of a set that fit its kid and
 * alg (none fitting: an empty list), 'invalid' for an Ed448 JWK whose x is not a key, and undefined when the key is not
 * Ed448 at all (an Ed25519 one: jose's). A certificate is jose's too (it verifies Ed25519 ones; not Ed448).
 */
function ed448Keys(key: KeyInput, alg: 'EdDSA' | 'Ed448', kid: unknown): Uint8Array[] | 'invalid' | undefined {
  if (key.kind === 'jwk') {
    if (!isEd448Jwk(key.jwk)) return undefined;
    const bytes = ed448JwkKey(key.jwk);
    return bytes ? [bytes] : 'invalid';
  }
  if (key.kind === 'spki') {
    const bytes = ed448SpkiKey(key.pem);
    return bytes ? [bytes] : undefined;
  }
  if (key.kind !== 'jwks') return undefined;
  const ed448 = key.set.keys.filter(isEd448Jwk);
  if (ed448.length === 0) return undefined;
  const fitting = ed448.filter((jwk) => (kid === undefined || jwk.kid === kid) && (jwk.alg === undefined || jwk.alg === alg));
  const keys = fitting.map(ed448JwkKey).filter((bytes): bytes is Uint8Array => bytes !== undefined);
  // A set with Ed25519 keys as well, none of its Ed448 ones fitting: jose chooses among the others.
  if (keys.length === 0 && key.set.keys.length > ed448.length) return undefined;
  return keys;
}
