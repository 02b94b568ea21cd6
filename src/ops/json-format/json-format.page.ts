import { definePage } from '../../core/operation.js';
import type run from './json-format.run.js';

export default definePage<typeof run>({
  form: {
    json: { label: { en: 'JSON', es: 'JSON' }, help: { es: 'El documento JSON que se va a validar y formatear.' } },
    indent: {
      label: { en: 'Indentation', es: 'Sangría' },
      help: {
        en: 'Indentation per level, or none to minify.',
        es: 'Sangría por nivel: 2 o 4 espacios, un tabulador o ninguna para minificar. Por defecto, 2 espacios.',
      },
      choices: {
        '2': { en: '2 spaces', es: '2 espacios' },
        '4': { en: '4 spaces', es: '4 espacios' },
        tab: { en: 'Tab', es: 'Tabulador' },
        min: { en: 'Minified', es: 'Minificado' },
      },
    },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Formatted JSON', es: 'JSON formateado' }, format: 'code' }],
  },
});
