import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, LINES, counted, characterCount, lineCount } from '../../core/answer-words.js';
import type run from './xml-format.run.js';

export default definePage<typeof run>({
  form: {
    xml: { label: { en: 'XML', es: 'XML' }, help: { es: 'El documento XML que se va a comprobar y formatear.' } },
    mode: {
      label: { en: 'Mode', es: 'Modo' },
      help: {
        en: 'Format indents each element on its own line; minify removes the whitespace between elements.',
        es: 'Formatear pone cada elemento en su línea con sangría; minificar quita los espacios entre elementos.',
      },
      choices: { format: { en: 'Format', es: 'Formatear' }, minify: { en: 'Minify', es: 'Minificar' } },
    },
    indent: {
      label: { en: 'Indentation', es: 'Sangría' },
      help: { en: 'Indentation per level when formatting.', es: 'Sangría por nivel al formatear. Por defecto, 2 espacios.' },
      choices: {
        '2': { en: '2 spaces', es: '2 espacios' },
        '4': { en: '4 spaces', es: '4 espacios' },
        tab: { en: 'Tab', es: 'Tabulador' },
      },
    },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      if ((input.mode ?? 'format') === 'minify') {
        const chars = counted(characterCount(out.result), CHARACTERS, tools);
        return t(`Minified: ${chars} of XML.`, `Minificado: ${chars} de XML.`);
      }
      const count = lineCount(out.result);
      const lines = counted(count, LINES, tools);
      if (count <= 1) return t(`${lines} of XML: nothing to indent.`, `${lines} de XML: nada que sangrar.`);
      const indent = String(input.indent ?? '2');
      if (indent === 'tab') return t(`${lines} of XML, indented with tabs.`, `${lines} de XML, con sangría de tabuladores.`);
      return t(`${lines} of XML, indented with ${indent} spaces.`, `${lines} de XML, con sangría de ${indent} espacios.`);
    },
    headline: [{ field: 'result', label: { en: 'Formatted XML', es: 'XML formateado' }, format: 'code' }],
  },
});
