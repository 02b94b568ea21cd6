import { definePage } from '../../core/operation.js';
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
    headline: [{ field: 'result', label: { en: 'TOON', es: 'TOON' }, format: 'code' }],
    details: [{ field: 'toonSpecVersion', label: { en: 'TOON specification', es: 'Especificación de TOON' }, format: 'text' }],
  },
});
