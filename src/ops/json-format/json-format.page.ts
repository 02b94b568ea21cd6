import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, LINES, counted, characterCount, lineCount } from '../../core/answer-words.js';
import type run from './json-format.run.js';

/** The layouts json-format writes, as their forms name them (json-patch writes its result the same ways). */
export const INDENT_CHOICES = {
  '2': { en: '2 spaces', es: '2 espacios' },
  '4': { en: '4 spaces', es: '4 espacios' },
  tab: { en: 'Tab', es: 'Tabulador' },
  min: { en: 'Minified', es: 'Minificado' },
} as const;

export default definePage<typeof run>({
  form: {
    json: { label: { en: 'JSON', es: 'JSON' }, help: { es: 'El documento JSON que se va a validar y formatear.' } },
    indent: {
      label: { en: 'Indentation', es: 'Sangría' },
      help: {
        en: 'Indentation per level, or none to minify.',
        es: 'Sangría por nivel: 2 o 4 espacios, un tabulador o ninguna para minificar. Por defecto, 2 espacios.',
      },
      choices: INDENT_CHOICES,
    },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      const indent = String(input.indent ?? '2');
      if (indent === 'min') {
        const chars = counted(characterCount(out.result), CHARACTERS, tools);
        return t(`Minified: ${chars} of JSON on one line.`, `Minificado: ${chars} de JSON en una línea.`);
      }
      const count = lineCount(out.result);
      const lines = counted(count, LINES, tools);
      if (count <= 1) return t(`${lines} of JSON: nothing to indent.`, `${lines} de JSON: nada que sangrar.`);
      if (indent === 'tab') return t(`${lines} of JSON, indented with tabs.`, `${lines} de JSON, con sangría de tabuladores.`);
      return t(`${lines} of JSON, indented with ${indent} spaces.`, `${lines} de JSON, con sangría de ${indent} espacios.`);
    },
    headline: [{ field: 'result', label: { en: 'Formatted JSON', es: 'JSON formateado' }, format: 'code' }],
  },
});
