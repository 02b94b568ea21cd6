import { definePage } from '../../core/operation.js';
import type run from './uuid.run.js';

export default definePage<typeof run>({
  form: {
    count: { label: { en: 'How many', es: 'Cuántos' }, help: { es: 'Cuántos UUID generar, de 1 a 100.' } },
    version: {
      label: { en: 'Version', es: 'Versión' },
      help: {
        en: 'Version 4 is random; version 7 begins with the time, so the UUIDs sort in the order they were made.',
        es: 'La versión 4 es aleatoria; la 7 empieza por la hora, así que los UUID se ordenan según se crearon.',
      },
      choices: { '4': { en: '4 (random)', es: '4 (aleatoria)' }, '7': { en: '7 (time-ordered)', es: '7 (ordenada por tiempo)' } },
    },
  },
  page: {
    headline: [{ field: 'uuids', label: { en: 'UUIDs', es: 'UUID' }, format: 'json' }],
  },
});
