import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { BYTES, CHARACTERS, LINES, counted, characterCount, lineCount } from '../../core/answer-words.js';
import { utf8Length } from '../../core/bytes.js';
import type run from './base64-decode.run.js';

export default definePage<typeof run>({
  form: {
    text: {
      label: { en: 'Base64', es: 'Base64' },
      help: {
        en: 'The Base64 to decode, in the standard or URL-safe alphabet; padding and spaces are optional. A data: URL is read too.',
        es: 'El Base64 que se va a decodificar, con el alfabeto estándar o el apto para URL; el relleno y los espacios son opcionales. También se lee una URL data:.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      if (out.result === '' && out.mediaType !== undefined) return t("The data URL's data is empty, and so is the text.", 'Los datos de la URL data están vacíos, y el texto también.');
      if (out.result === '') return t('The Base64 is empty, and so is the text.', 'El Base64 está vacío, y el texto también.');
      const bytes = counted(utf8Length(out.result), BYTES, tools);
      const lines = lineCount(out.result);
      const chars = counted(characterCount(out.result), CHARACTERS, tools) + (lines > 1 ? t(` on ${counted(lines, LINES, tools)}`, ` en ${counted(lines, LINES, tools)}`) : '');
      if (out.mediaType !== undefined) {
        return t(
          `Read a data URL of type ${out.mediaType}: ${bytes} of UTF-8 text, ${chars}.`,
          `Leída una URL data de tipo «${out.mediaType}»: ${bytes} de texto UTF-8, ${chars}.`,
        );
      }
      return t(`Decoded to ${bytes} of UTF-8 text: ${chars}.`, `Decodificado en ${bytes} de texto UTF-8: ${chars}.`);
    },
    headline: [{ field: 'result', label: { en: 'Decoded text', es: 'Texto decodificado' }, format: 'code' }],
    details: [{ field: 'mediaType', label: { en: 'Media type (data URL)', es: 'Tipo de medio (URL data)' }, format: 'code' }],
  },
});
