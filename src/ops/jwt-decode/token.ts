import { InputError } from '../../core/errors.js';
import { base64ToBytes } from '../../core/bytes.js';
import { decodeUtf8 } from '../../core/utf8.js';
import { isDataObject, parseJson, toPlain } from '../../formats/json.js';

/** A JWS compact token split and decoded: its header and claims, and the token as jose should see it. */
export interface DecodedToken {
  compact: string;
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

const PART_NAMES = [
  { en: 'header (part 1)', es: 'la cabecera (parte 1)', empty: 'vacía' },
  { en: 'payload (part 2)', es: 'el contenido (parte 2)', empty: 'vacío' },
] as const;

/** What a JWT looks like, said when a text is not one. */
const SHAPE = {
  en: 'a JWT looks like eyJhbGciOi….eyJzdWIiOi….signature: three Base64url parts separated by dots, the first two JSON objects',
  es: 'un JWT tiene la forma eyJhbGciOi….eyJzdWIiOi….firma: tres partes en Base64url separadas por puntos, las dos primeras objetos JSON',
} as const;

function refuse(en: string, es: string): never {
  throw new InputError(`token: ${en}`, `token: ${es}`);
}

/** One Base64url part → the JSON object it holds, or an InputError saying which part and what is wrong. */
function decodePart(part: string, index: 0 | 1): Record<string, unknown> {
  const name = PART_NAMES[index];
  if (part === '') refuse(`the ${name.en} is empty`, `${name.es} está ${name.empty}`);
  const bad = /[^A-Za-z0-9_-]/.exec(part);
  if (bad) {
    const shown = String.fromCodePoint(part.codePointAt(bad.index)!);
    const why = shown === '=' ? { en: 'JWTs carry no = padding', es: 'los JWT no llevan relleno =' } : shown === '+' || shown === '/' ? { en: 'JWTs use the URL-safe alphabet (- and _)', es: 'los JWT usan el alfabeto apto para URL (- y _)' } : { en: 'paste the token as issued', es: 'pega el token tal como se emitió' };
    refuse(
      `the ${name.en} is not Base64url: '${shown}' at position ${bad.index}; ${why.en}`,
      `${name.es} no es Base64url: '${shown}' en la posición ${bad.index}; ${why.es}`,
    );
  }
  if (part.length % 4 === 1) refuse(`the ${name.en} is not Base64url: its length leaves 1 stray character`, `${name.es} no es Base64url: su longitud deja 1 carácter suelto`);
  const text = decodeUtf8(base64ToBytes(part));
  if (text === undefined) refuse(`the ${name.en} does not decode to UTF-8 text`, `${name.es} no se decodifica en texto UTF-8`);
  // The house JSON reader: a message with line and column, a repeated claim refused (RFC 7519 §4 allows refusing it), bounded depth.
  let value;
  try {
    value = parseJson(text, 'json');
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError(error.message.replace(/^json:/, `token: the ${name.en}:`), error.es?.replace(/^json:/, `token: ${name.es}:`));
  }
  if (!isDataObject(value)) refuse(`the ${name.en} is JSON but not an object`, `${name.es} es JSON pero no un objeto`);
  return toPlain(value) as Record<string, unknown>;
}

/**
 * Splits a compact JWT (header.payload.signature) and decodes its first two parts. Surrounding whitespace and an
 * "Authorization: Bearer" prefix, as pasted from a request, are dropped.
 */
export function decodeToken(raw: string): DecodedToken {
  const compact = raw.trim().replace(/^(?:authorization:\s*)?bearer\s+/i, '');
  if (compact === '') refuse('is empty; paste a JWT such as eyJhbGciOi….eyJzdWIiOi….signature', 'está vacío; pega un JWT como eyJhbGciOi….eyJzdWIiOi….firma');
  const parts = compact.split('.');
  if (parts.length === 5) {
    refuse(
      'has five parts: it is an encrypted JWT (JWE), which cannot be read without the private key; only signed JWTs (three parts) are decoded',
      'tiene cinco partes: es un JWT cifrado (JWE), que no se puede leer sin la clave privada; solo se decodifican JWT firmados (tres partes)',
    );
  }
  if (parts.length !== 3) {
    refuse(
      `has ${parts.length} part${parts.length === 1 ? '' : 's'} separated by dots; a JWT has three: header.payload.signature`,
      `tiene ${parts.length} parte${parts.length === 1 ? '' : 's'} separadas por puntos; un JWT tiene tres: cabecera.contenido.firma`,
    );
  }
  // A first part that is not even the start of a JSON object in Base64url ('{"' and '{ ' both begin "ey") is not a JWT.
  const header = parts[0]!.startsWith('ey') ? decodePart(parts[0]!, 0) : notAJwt(() => decodePart(parts[0]!, 0));
  const payload = decodePart(parts[1]!, 1);
  const signature = parts[2]!;
  const bad = /[^A-Za-z0-9_-]/.exec(signature);
  if (bad || signature.length % 4 === 1) {
    refuse('the signature (part 3) is not Base64url', 'la firma (parte 3) no es Base64url');
  }
  return { compact, header, payload };
}

/** The text is not a JWT at all ("not.a.jwt"): said first, with what one looks like. */
function notAJwt<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError(
      `${error.message.replace(/^token: /, 'token: not a JWT: ')}; ${SHAPE.en}`,
      error.es === undefined ? undefined : `${error.es.replace(/^token: /, 'token: no es un JWT: ')}; ${SHAPE.es}`,
    );
  }
}
