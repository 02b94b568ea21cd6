import { definePage } from '../../core/operation.js';
import type run from './url-encode.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto que se va a codificar, por ejemplo el valor de un parámetro de consulta.' } },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Encoded text', es: 'Texto codificado' }, format: 'code' }],
  },
});
