import { definePage } from '../../core/operation.js';
import type run from './html-entities-decode.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'HTML', es: 'HTML' }, help: { es: 'El texto HTML cuyas referencias de caracteres se van a decodificar.' } },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Decoded text', es: 'Texto decodificado' }, format: 'code' }],
  },
});
