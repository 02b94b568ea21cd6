import { definePage } from '../../core/operation.js';
import type run from './convert-case.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se va a convertir.' } },
    mode: {
      label: { en: 'Case', es: 'Formato' },
      help: {
        en: 'How to write the text: a case for prose, or an identifier style for code.',
        es: 'Cómo escribir el texto: en mayúsculas, en minúsculas, tipo título o tipo oración, o como identificador de código (camelCase, PascalCase, snake_case, kebab-case o CONSTANT_CASE).',
      },
      choices: {
        upper: { en: 'UPPER CASE', es: 'MAYÚSCULAS' },
        lower: { en: 'lower case', es: 'minúsculas' },
        title: { en: 'Title Case', es: 'Tipo Título' },
        sentence: { en: 'Sentence case', es: 'Tipo oración' },
        camel: { en: 'camelCase', es: 'camelCase' },
        pascal: { en: 'PascalCase', es: 'PascalCase' },
        snake: { en: 'snake_case', es: 'snake_case' },
        kebab: { en: 'kebab-case', es: 'kebab-case' },
        constant: { en: 'CONSTANT_CASE', es: 'CONSTANT_CASE' },
      },
    },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Converted text', es: 'Texto convertido' }, format: 'code' }],
  },
});
