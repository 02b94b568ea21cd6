import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, LINES, counted, characterCount, lineCount } from '../../core/answer-words.js';
import type run from './json-to-toon.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'JSON', es: 'JSON' }, help: { es: 'El documento JSON que se va a convertir.' } },
    indent: { label: { en: 'Indentation (spaces)', es: 'Sangría (espacios)' }, help: { es: 'Espacios por nivel de sangría, de 1 a 8.' } },
    delimiter: {
      label: { en: 'Delimiter', es: 'Delimitador' },
      help: {
        en: 'What separates the values of inline lists and table rows.',
        es: 'Lo que separa los valores de las listas en línea y de las filas de las tablas: coma, tabulador o barra vertical (la especificación admite los tres).',
      },
      choices: {
        comma: { en: 'Comma (,)', es: 'Coma (,)' },
        tab: { en: 'Tab', es: 'Tabulador' },
        pipe: { en: 'Pipe (|)', es: 'Barra vertical (|)' },
      },
    },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      if (out.result === '') return t('An empty object: the TOON document is empty.', 'Un objeto vacío: el documento TOON queda vacío.');
      const lines = counted(lineCount(out.result), LINES, tools);
      const size = characterCount(out.result);
      const chars = counted(size, CHARACTERS, tools);
      // The JSON as given: its text, or the value an API client sent, as JSON.
      const json = typeof input.text === 'string' ? input.text : JSON.stringify(input.text);
      const saved = Math.round((1 - size / characterCount(json)) * 100);
      const share = tools.format(Math.abs(saved), 'percent');
      if (saved > 0) return t(`${lines} of TOON, ${chars}: ${share} fewer than the JSON.`, `${lines} de TOON, ${chars}: un ${share} menos que el JSON.`);
      if (saved < 0) return t(`${lines} of TOON, ${chars}: ${share} more than the JSON.`, `${lines} de TOON, ${chars}: un ${share} más que el JSON.`);
      return t(`${lines} of TOON, ${chars}: about as many as the JSON.`, `${lines} de TOON, ${chars}: más o menos los mismos que el JSON.`);
    },
    headline: [{ field: 'result', label: { en: 'TOON', es: 'TOON' }, format: 'code' }],
    details: [{ field: 'toonSpecVersion', label: { en: 'TOON specification', es: 'Especificación de TOON' }, format: 'text' }],
  },
});
