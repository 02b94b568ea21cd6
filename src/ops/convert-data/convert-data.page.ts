import type { Localized } from '../../core/locale.js';
import { definePage } from '../../core/operation.js';
import type { DataFormat } from './data-formats.js';
import type run from './convert-data.run.js';

/** The formats' names on the form: the same in every language. */
const FORMAT_NAMES = {
  json: { en: 'JSON', es: 'JSON' },
  yaml: { en: 'YAML', es: 'YAML' },
  toon: { en: 'TOON', es: 'TOON' },
  csv: { en: 'CSV', es: 'CSV' },
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
    headline: [{ field: 'result', label: { en: 'Converted document', es: 'Documento convertido' }, format: 'code' }],
  },
});
