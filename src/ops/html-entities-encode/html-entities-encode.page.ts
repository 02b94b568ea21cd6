import { definePage } from '../../core/operation.js';
import type run from './html-entities-encode.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se va a escapar para HTML.' } },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Escaped HTML', es: 'HTML escapado' }, format: 'code' }],
  },
});
