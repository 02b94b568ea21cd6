import { definePage } from '../../core/operation.js';
import type run from './toon-to-json.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'TOON', es: 'TOON' }, help: { es: 'El documento TOON que se va a convertir.' } },
    indent: {
      label: { en: 'JSON indentation (spaces)', es: 'Sangría del JSON (espacios)' },
      help: { es: 'Espacios por nivel en el JSON resultante, de 0 a 8; con 0 se escribe JSON minificado en una sola línea.' },
    },
    toonIndent: {
      label: { en: 'TOON indentation (spaces)', es: 'Sangría del TOON (espacios)' },
      help: {
        en: 'Spaces per level in the TOON document, 1–8; when left empty, 2 (in strict mode) or the width of its first indented line.',
        es: 'Espacios por nivel en el documento TOON, de 1 a 8; si se deja vacío, 2 (en modo estricto) o la sangría de su primera línea sangrada.',
      },
    },
    strict: {
      label: { en: 'Strict mode', es: 'Modo estricto' },
      help: {
        en: 'Check array lengths, row widths, indentation, blank lines and repeated keys.',
        es: 'Comprueba las longitudes declaradas, el número de celdas de cada fila, la sangría, las líneas en blanco y las claves repetidas.',
      },
    },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'JSON', es: 'JSON' }, format: 'code' }],
    details: [{ field: 'toonSpecVersion', label: { en: 'TOON specification', es: 'Especificación de TOON' }, format: 'text' }],
  },
});
