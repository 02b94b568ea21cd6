import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
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
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const n = out.uuids.length;
      const count = tools.format(n, 'integer');
      // The version is the UUID's 13th hex digit (RFC 9562).
      if (out.uuids[0]?.charAt(14) === '7') {
        return n === 1 ? t('1 time-ordered UUID (version 7).', '1 UUID ordenado por tiempo (versión 7).') : t(`${count} time-ordered UUIDs (version 7).`, `${count} UUID ordenados por tiempo (versión 7).`);
      }
      return n === 1 ? t('1 random UUID (version 4).', '1 UUID aleatorio (versión 4).') : t(`${count} random UUIDs (version 4).`, `${count} UUID aleatorios (versión 4).`);
    },
    headline: [{ field: 'uuids', label: { en: 'UUIDs', es: 'UUID' }, format: 'json' }],
  },
});
