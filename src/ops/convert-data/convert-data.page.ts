import type { Localized } from '../../core/locale.js';
import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, LINES, counted, characterCount, lineCount } from '../../core/answer-words.js';
import type { DataFormat } from './data-formats.js';
import type run from './convert-data.run.js';

/** A format as the sentence names it; the page passes `yml` as typed (the schema reads it as YAML). */
function formatName(format: string): string {
  return format === 'yml' ? 'YAML' : format.toUpperCase();
}

/** The formats' names on the form: the same in every language. */
const FORMAT_NAMES = {
  json: { en: 'JSON', es: 'JSON' },
  yaml: { en: 'YAML', es: 'YAML' },
  toon: { en: 'TOON', es: 'TOON' },
  csv: { en: 'CSV', es: 'CSV' },
  xml: { en: 'XML', es: 'XML' },
  toml: { en: 'TOML', es: 'TOML' },
} as const satisfies Record<DataFormat, Localized>;

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Document', es: 'Documento' }, help: { es: 'El documento que se va a convertir.' } },
    from: {
      label: { en: 'From', es: 'Formato de origen' },
      help: { en: 'The format of the document.', es: 'El formato del documento.' },
      choices: FORMAT_NAMES,
    },
    to: { label: { en: 'To', es: 'Formato de destino' }, help: { es: 'El formato al que se va a convertir.' }, choices: FORMAT_NAMES },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      const from = formatName(input.from);
      const to = formatName(input.to);
      const count = lineCount(out.result);
      if (count === 0) return t(`${from} converted to an empty ${to} document.`, `${from} convertido en un documento ${to} vacío.`);
      const lines = counted(count, LINES, tools);
      const chars = counted(characterCount(out.result), CHARACTERS, tools);
      return t(`${from} converted to ${lines} of ${to} (${chars}).`, `${from} convertido en ${lines} de ${to} (${chars}).`);
    },
    headline: [{ field: 'result', label: { en: 'Converted document', es: 'Documento convertido' }, format: 'code' }],
  },
});
