import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, counted, characterCount } from '../../core/answer-words.js';
import { normalizeModeName, type CaseMode } from './convert-case.js';
import type run from './convert-case.run.js';

/** Each case by name: the form's choices and the answer's words. */
const CASE_WORDS = {
  upper: { en: 'UPPER CASE', es: 'MAYÚSCULAS' },
  lower: { en: 'lower case', es: 'minúsculas' },
  title: { en: 'Title Case', es: 'Tipo Título' },
  sentence: { en: 'Sentence case', es: 'Tipo oración' },
  camel: { en: 'camelCase', es: 'camelCase' },
  pascal: { en: 'PascalCase', es: 'PascalCase' },
  snake: { en: 'snake_case', es: 'snake_case' },
  kebab: { en: 'kebab-case', es: 'kebab-case' },
  constant: { en: 'CONSTANT_CASE', es: 'CONSTANT_CASE' },
} as const;

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se va a convertir.' } },
    mode: {
      label: { en: 'Case', es: 'Formato' },
      help: {
        en: 'How to write the text: a case for prose, or an identifier style for code.',
        es: 'Cómo escribir el texto: en mayúsculas, en minúsculas, tipo título o tipo oración, o como identificador de código (camelCase, PascalCase, snake_case, kebab-case o CONSTANT_CASE).',
      },
      choices: CASE_WORDS,
    },
  },
  page: {
    answer(out, input, tools) {
      const { t, locale } = textsFor(tools);
      // The page passes the mode as sent, which may be a spelling such as camelCase.
      const mode = CASE_WORDS[normalizeModeName(input.mode) as CaseMode]?.[locale] ?? String(input.mode);
      if (input.text === '') return t('The text is empty: nothing to convert.', 'El texto está vacío: no hay nada que convertir.');
      if (out.result === '') return t(`No letters or digits to write in ${mode}: the result is empty.`, `No hay letras ni cifras que escribir en ${mode}: el resultado está vacío.`);
      const chars = counted(characterCount(out.result), CHARACTERS, tools);
      return t(`Converted to ${mode}: ${chars}.`, `Convertido a ${mode}: ${chars}.`);
    },
    headline: [{ field: 'result', label: { en: 'Converted text', es: 'Texto convertido' }, format: 'code' }],
  },
});
