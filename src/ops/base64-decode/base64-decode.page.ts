import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { BYTES, CHARACTERS, LINES, counted, characterCount, lineCount } from '../../core/answer-words.js';
import { utf8Length } from '../../core/bytes.js';
import type run from './base64-decode.run.js';

export default definePage<typeof run>({
  form: {
    text: {
      label: { en: 'Base64', es: 'Base64' },
      help: { es: 'El Base64 que se va a decodificar, con el alfabeto estándar o el apto para URL; el relleno y los espacios son opcionales.' },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      if (out.result === '') return t('The Base64 is empty, and so is the text.', 'El Base64 está vacío, y el texto también.');
      const bytes = counted(utf8Length(out.result), BYTES, tools);
      const lines = lineCount(out.result);
      const chars = counted(characterCount(out.result), CHARACTERS, tools) + (lines > 1 ? t(` on ${counted(lines, LINES, tools)}`, ` en ${counted(lines, LINES, tools)}`) : '');
      return t(`Decoded to ${bytes} of UTF-8 text: ${chars}.`, `Decodificado en ${bytes} de texto UTF-8: ${chars}.`);
    },
    headline: [{ field: 'result', label: { en: 'Decoded text', es: 'Texto decodificado' }, format: 'code' }],
  },
});
