import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, counted, characterCount, type Noun } from '../../core/answer-words.js';
import { normalizeDirection, normalizeFormat, type Format } from './string-escape.js';
import type run from './string-escape.run.js';

const FORMAT_WORDS: Readonly<Record<Format, { en: string; es: string }>> = {
  json: { en: 'JSON string', es: 'Cadena JSON' },
  javascript: { en: 'JavaScript string', es: 'Cadena de JavaScript' },
  unicode: { en: 'Unicode escapes (\\uXXXX)', es: 'Secuencias Unicode (\\uXXXX)' },
  backslash: { en: 'C-style backslash escapes', es: 'Secuencias con barra invertida, estilo C' },
  csv: { en: 'CSV field', es: 'Campo CSV' },
  sql: { en: 'SQL string literal', es: 'Literal de cadena SQL' },
  xml: { en: 'XML or HTML attribute value', es: 'Valor de atributo XML o HTML' },
};
/** The format as a sentence names it: "as a JSON string". */
const AS: Readonly<Record<Format, { en: string; es: string }>> = {
  json: { en: 'a JSON string', es: 'una cadena JSON' },
  javascript: { en: 'a JavaScript string', es: 'una cadena de JavaScript' },
  unicode: { en: 'Unicode escapes', es: 'secuencias Unicode' },
  backslash: { en: 'C-style escapes', es: 'secuencias estilo C' },
  csv: { en: 'a CSV field', es: 'un campo CSV' },
  sql: { en: 'a SQL string', es: 'una cadena SQL' },
  xml: { en: 'an XML attribute value', es: 'un valor de atributo XML' },
};
const ESCAPED: Noun = { en: ['character escaped', 'characters escaped'], es: ['carácter escapado', 'caracteres escapados'] };
const READ: Noun = { en: ['escape read', 'escapes read'], es: ['secuencia leída', 'secuencias leídas'] };

export default definePage<typeof run>({
  form: {
    text: {
      label: { en: 'Text', es: 'Texto' },
      help: {
        en: 'The text to escape, or the escaped text to read back (its contents, or the whole literal with quote on).',
        es: 'El texto que se va a escapar, o el texto escapado que se va a leer (su contenido, o el literal completo con comillas activado).',
      },
    },
    format: {
      label: { en: 'Format', es: 'Formato' },
      help: { en: 'Where the text goes: the syntax whose escapes are used.', es: 'Adónde va el texto: la sintaxis cuyas secuencias de escape se usan.' },
      choices: FORMAT_WORDS,
    },
    direction: {
      label: { en: 'Direction', es: 'Sentido' },
      help: { en: 'Escape text, or unescape it back.', es: 'Escapar el texto, o desescaparlo. Por defecto, escapar.' },
      choices: { escape: { en: 'Escape', es: 'Escapar' }, unescape: { en: 'Unescape', es: 'Desescapar' } },
    },
    quote: {
      label: { en: 'With quotes', es: 'Con comillas' },
      help: {
        en: 'Escape: wrap the result in its quotes (a CSV field is then always quoted). Unescape: the text is a whole quoted literal.',
        es: 'Escapar: rodea el resultado con sus comillas (un campo CSV va entonces siempre entre comillas). Desescapar: el texto es un literal completo entre comillas.',
      },
    },
  },
  page: {
    answer(out, input, tools) {
      const { t, locale } = textsFor(tools);
      const format = (normalizeFormat(input.format) as Format) ?? 'json';
      const as = AS[format]?.[locale] ?? String(input.format);
      const chars = counted(characterCount(out.result), CHARACTERS, tools);
      if (normalizeDirection(input.direction ?? 'escape') === 'unescape') {
        if (out.changes === 0) return t(`Nothing to unescape as ${as}: the text reads as it is, ${chars}.`, `Nada que desescapar como ${as}: el texto se lee tal cual, ${chars}.`);
        return t(`Read as ${as}: ${counted(out.changes, READ, tools)}, ${chars}.`, `Leído como ${as}: ${counted(out.changes, READ, tools)}, ${chars}.`);
      }
      if (out.changes === 0 && out.result === input.text) return t(`Nothing to escape as ${as}: the text can go in as it is.`, `Nada que escapar como ${as}: el texto puede ir tal cual.`);
      return t(`Written as ${as}: ${counted(out.changes, ESCAPED, tools)}, ${chars}.`, `Escrito como ${as}: ${counted(out.changes, ESCAPED, tools)}, ${chars}.`);
    },
    headline: [{ field: 'result', label: { en: 'Result', es: 'Resultado' }, format: 'code' }],
    details: [{ field: 'changes', label: { en: 'Changes', es: 'Cambios' }, format: 'integer' }],
  },
});
