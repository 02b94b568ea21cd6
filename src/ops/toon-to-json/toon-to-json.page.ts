import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, LINES, counted, characterCount, lineCount, type Noun } from '../../core/answer-words.js';
import type run from './toon-to-json.run.js';

const SPACES: Noun = { en: ['space', 'spaces'], es: ['espacio', 'espacios'] };

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
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      const toonLines = lineCount(input.text);
      const from = toonLines === 0
        ? t('an empty TOON document', 'un documento TOON vacío')
        : t(`${counted(toonLines, LINES, tools)} of TOON`, `${counted(toonLines, LINES, tools)} de TOON`);
      const indent = input.indent ?? 2;
      if (indent === 0) {
        const chars = counted(characterCount(out.result), CHARACTERS, tools);
        return t(`Minified JSON of ${chars}, from ${from}.`, `JSON minificado de ${chars}, a partir de ${from}.`);
      }
      const count = lineCount(out.result);
      const lines = counted(count, LINES, tools);
      if (count <= 1) return t(`${lines} of JSON, from ${from}.`, `${lines} de JSON, a partir de ${from}.`);
      const spaces = counted(indent, SPACES, tools);
      return t(`${lines} of JSON, indented with ${spaces}, from ${from}.`, `${lines} de JSON, con sangría de ${spaces}, a partir de ${from}.`);
    },
    headline: [{ field: 'result', label: { en: 'JSON', es: 'JSON' }, format: 'code' }],
    details: [{ field: 'toonSpecVersion', label: { en: 'TOON specification', es: 'Especificación de TOON' }, format: 'text' }],
  },
});
