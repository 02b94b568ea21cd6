import { base64ToBytes } from '../../core/bytes.js';
import { lazy } from '../../core/lazy.js';

/**
 * Ed448 signatures (RFC 8037: JWS "EdDSA" with an OKP key on curve Ed448; RFC 9864's fully specified "Ed448"). jose 6
 * verifies only what Web Crypto does, and Web Crypto has no Ed448, so these go to @noble/curves (audited, pure
 * JavaScript, the same code in the browser), loaded on the first Ed448 token only.
 */
const curve = lazy(() => import('@noble/curves/ed448.js'));

/** An Ed448 public key is 57 bytes; a signature 114 (RFC 8032 §5.2). */
const PUBLIC_KEY_BYTES = 57;
const SIGNATURE_BYTES = 114;

/** The DER that starts an Ed448 SubjectPublicKeyInfo: SEQUENCE { SEQUENCE { OID 1.3.101.113 }, BIT STRING (58 bytes, 0 unused bits) }. */
const SPKI_PREFIX = [0x30, 0x43, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x71, 0x03, 0x3a, 0x00];

/** Whether a JWK is an Ed448 public key (kty OKP, crv Ed448). */
export function isEd448Jwk(jwk: Record<string, unknown>): boolean {
  return jwk.kty === 'OKP' && jwk.crv === 'Ed448';
}

/** An Ed448 JWK's public key bytes, or undefined when its x is not 57 bytes of Base64url. */
export function ed448JwkKey(jwk: Record<string, unknown>): Uint8Array | undefined {
  if (typeof jwk.x !== 'string' || !/^[A-Za-z0-9_-]+$/.test(jwk.x)) return undefined;
  const bytes = base64ToBytes(jwk.x);
  return bytes.length === PUBLIC_KEY_BYTES ? bytes : undefined;
}

/** A PEM "PUBLIC KEY"'s Ed448 key bytes, or undefined when it holds another kind of key. */
export function ed448SpkiKey(pem: string): Uint8Array | undefined {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return undefined;
  const der = base64ToBytes(body);
  if (der.length !== SPKI_PREFIX.length + PUBLIC_KEY_BYTES || SPKI_PREFIX.some((byte, i) => der[i] !== byte)) return undefined;
  return der.subarray(SPKI_PREFIX.length);
}

/** Whether the compact token's signature is an Ed448 signature of its first two parts by one of `keys`. */
export async function verifiesEd448(compact: string, keys: readonly Uint8Array[]): Promise<boolean> {
  const [header, payload, signature] = compact.split('.');
  if (signature === undefined || !/^[A-Za-z0-9_-]*$/.test(signature)) return false;
  const bytes = base64ToBytes(signature);
  if (bytes.length !== SIGNATURE_BYTES) return false;
  const { ed448 } = await curve();
  const message = new TextEncoder().encode(`${header}.${payload}`);
  return keys.some((key) => {
    try {
      return ed448.verify(bytes, message, key);
    } catch {
      // A key that is not a point of the curve verifies nothing.
      return false;
    }
  });
}
