import { INDENT_CHOICES } from '../json-format/json-format.page.js';
import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { LINES, counted, lineCount, type Noun } from '../../core/answer-words.js';
import type run from './json-patch.run.js';

const OPERATIONS: Noun = { en: ['operation', 'operations'], es: ['operación', 'operaciones'] };

export default definePage<typeof run>({
  form: {
    json: { label: { en: 'JSON document', es: 'Documento JSON' }, help: { es: 'El documento JSON al que se aplica el parche.' } },
    patch: {
      label: { en: 'JSON Patch', es: 'JSON Patch' },
      help: {
        en: 'An RFC 6902 array of operations: add, remove, replace, move, copy, test.',
        es: 'Un array de operaciones RFC 6902: «add», «remove», «replace», «move», «copy» y «test».',
      },
    },
    indent: {
      label: { en: 'Indentation', es: 'Sangría' },
      help: {
        en: 'Indentation of the result per level, or none to minify.',
        es: 'Sangría del resultado por nivel: 2 o 4 espacios, un tabulador o ninguna para minificar. Por defecto, 2 espacios.',
      },
      choices: INDENT_CHOICES,
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const ops = counted(out.operations, OPERATIONS, tools);
      const lines = counted(lineCount(out.result), LINES, tools);
      if (out.operations === 1) return t(`Its one operation applied: the patched document has ${lines}.`, `Aplicada su única operación: el documento resultante tiene ${lines}.`);
      if (out.operations === 0) return t(`An empty patch: the document is unchanged (${lines}).`, `Un parche vacío: el documento no cambia (${lines}).`);
      return t(`All ${ops} applied: the patched document has ${lines}.`, `Aplicadas las ${ops}: el documento resultante tiene ${lines}.`);
    },
    headline: [{ field: 'result', label: { en: 'Patched document', es: 'Documento resultante' }, format: 'code' }],
    details: [{ field: 'operations', label: { en: 'Operations applied', es: 'Operaciones aplicadas' }, format: 'integer' }],
  },
});
