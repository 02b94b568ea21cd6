import { definePage } from '../../core/operation.js';
import type run from './base64-decode.run.js';

export default definePage<typeof run>({
  form: {
    text: {
      label: { en: 'Base64', es: 'Base64' },
      help: { es: 'El Base64 que se va a decodificar, con el alfabeto estándar o el apto para URL; el relleno y los espacios son opcionales.' },
    },
  },
  page: {
    headline: [{ field: 'result', label: { en: 'Decoded text', es: 'Texto decodificado' }, format: 'code' }],
  },
});
