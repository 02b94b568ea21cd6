import { definePage } from '../../core/operation.js';
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
