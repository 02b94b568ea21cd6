import { definePage } from '../../core/operation.js';
import type run from './url-decode.run.js';

export default definePage<typeof run>({
  form: {
    text: {
      label: { en: 'Encoded text', es: 'Texto codificado' },
      help: { es: 'El texto con codificación porcentual, por ejemplo una cadena de consulta o uno de sus valores.' },
    },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Decoded text', es: 'Texto decodificado' }, format: 'code' }],
  },
});
