import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { formatLongDay } from '../../core/display.js';
import { spanishClock } from '../../core/answer-words.js';
import type run from './jwt-decode.run.js';

export default definePage<typeof run>({
  form: {
    token: {
      label: { en: 'Token', es: 'Token' },
      help: { en: 'The JWT, three parts separated by dots; a "Bearer " prefix is dropped.', es: 'El JWT, tres partes separadas por puntos; se ignora un prefijo "Bearer ".' },
    },
    key: {
      label: { en: 'Key to verify the signature', es: 'Clave para verificar la firma' },
      help: {
        en: 'The shared secret for HS256/384/512, or the public key for RS*, PS*, ES* and EdDSA: a JWK, a JWK set or a PEM public key or certificate.',
        es: 'El secreto compartido para HS256/384/512, o la clave pública para RS*, PS*, ES* y EdDSA: una JWK, un conjunto de JWK o una clave pública o certificado PEM.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      const alg = typeof out.header.alg === 'string' ? out.header.alg : '?';
      const token = alg === 'none' ? t('An unsigned JWT (alg "none")', 'Un JWT sin firma (alg «none»)') : t(`A JWT signed with ${alg}`, `Un JWT firmado con ${alg}`);
      const signature =
        out.verified === null
          ? t('signature not checked (no key given)', 'firma sin comprobar (no se ha dado clave)')
          : out.verified
            ? t('signature verified', 'firma verificada')
            : t('signature not verified', 'firma no verificada');
      // "21 November 2025 at 13:00 UTC" · "21 de noviembre de 2025 a las 13:00 UTC".
      const at = (iso: string) => {
        const clock = /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? '';
        return locale === 'es' ? `${formatLongDay(iso, 'es')} a ${spanishClock(clock)} UTC` : `${formatLongDay(iso, 'en')} at ${clock} UTC`;
      };
      const validity =
        out.expired && out.expiresAt !== null
          ? t(`expired on ${at(out.expiresAt)}`, `caducó el ${at(out.expiresAt)}`)
          : out.notYetValid && out.notBefore !== null
            ? t(`not valid before ${at(out.notBefore)}`, `no es válido hasta el ${at(out.notBefore)}`)
            : out.expiresAt !== null
              ? t(`valid until ${at(out.expiresAt)}`, `válido hasta el ${at(out.expiresAt)}`)
              : t('no expiry date', 'sin fecha de caducidad');
      return `${token}: ${signature}, ${validity}.`;
    },
    headline: [
      { field: 'payload', label: { en: 'Payload (claims)', es: 'Contenido (declaraciones)' }, format: 'json' },
      { field: 'verified', label: { en: 'Signature verified', es: 'Firma verificada' }, format: 'boolean' },
      { field: 'expired', label: { en: 'Expired', es: 'Caducado' }, format: 'boolean' },
    ],
    details: [
      { field: 'reason', label: { en: 'Why not verified', es: 'Motivo de no verificarse' }, format: 'text' },
      { field: 'header', label: { en: 'Header', es: 'Cabecera' }, format: 'json' },
      { field: 'issuedAt', label: { en: 'Issued at (iat)', es: 'Emitido (iat)' }, format: 'text' },
      { field: 'expiresAt', label: { en: 'Expires at (exp)', es: 'Caduca (exp)' }, format: 'text' },
      { field: 'notBefore', label: { en: 'Not before (nbf)', es: 'Válido desde (nbf)' }, format: 'text' },
      { field: 'notYetValid', label: { en: 'Not yet valid', es: 'Aún no válido' }, format: 'boolean' },
      { field: 'checkedAt', label: { en: 'Checked at', es: 'Comprobado el' }, format: 'text' },
    ],
  },
});
