import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './cron-explain.run.js';

/** "2026-03-29T03:00:00+02:00" → "2026-03-29 03:00 (+02:00)": the run as a person reads it. */
function readable(local: string): string {
  const time = local.slice(11, 19);
  return `${local.slice(0, 10)} ${time.endsWith(':00') ? time.slice(0, 5) : time} (${local.slice(19)})`;
}

export default definePage<typeof run>({
  form: {
    expression: {
      label: { en: 'Cron expression', es: 'Expresión cron' },
      help: {
        en: 'Five fields (0 9 * * 1-5), six with seconds first, Quartz (0 0 12 ? * MON) or a macro such as @daily.',
        es: 'Cinco campos (0 9 * * 1-5), seis con los segundos primero, «Quartz» (0 0 12 ? * MON) o una macro como «@daily».',
      },
    },
    dialect: {
      label: { en: 'Dialect', es: 'Dialecto' },
      help: {
        en: 'How to read the fields; by default, from their number and characters.',
        es: 'Cómo leer los campos; por defecto, según su número y sus caracteres.',
      },
      choices: {
        unix: { en: 'Unix crontab (5 fields)', es: 'Crontab de Unix (5 campos)' },
        seconds: { en: 'Seconds first (6 fields)', es: 'Segundos primero (6 campos)' },
        quartz: { en: 'Quartz (6 or 7 fields)', es: '«Quartz» (6 o 7 campos)' },
      },
    },
    timeZone: {
      label: { en: 'Time zone', es: 'Zona horaria' },
      help: {
        en: 'The zone the schedule runs in; by default UTC.',
        es: 'La zona en la que se ejecuta el calendario; por defecto, UTC.',
      },
      kind: 'time-zone',
    },
    from: {
      label: { en: 'From', es: 'Desde' },
      help: {
        en: 'List the runs after this date and time; by default now.',
        es: 'Lista las ejecuciones posteriores a esta fecha y hora; por defecto, ahora.',
      },
      kind: 'local-date-time',
    },
    count: {
      label: { en: 'Runs', es: 'Ejecuciones' },
      help: { en: 'How many runs to list, 1 to 100.', es: 'Cuántas ejecuciones listar, de 1 a 100.' },
    },
  },
  page: {
    start: () => ({ expression: '0 9 * * 1-5', timeZone: 'Europe/Madrid', count: 5 }),
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const first = out.runs[0];
      if (first === undefined) return t(`${out.description}: it never runs in ${out.timeZone}.`, `${out.description}: no se ejecuta nunca en ${out.timeZone}.`);
      const moved = first.clockChange === 'gap' ? t(', moved by the clock change', ', desplazada por el cambio de hora') : '';
      return t(
        `${out.description}, in ${out.timeZone}: next run ${readable(first.local)}${moved}.`,
        `${out.description}, en ${out.timeZone}: próxima ejecución el ${readable(first.local)}${moved}.`,
      );
    },
    headline: [{ field: 'description', label: { en: 'Schedule', es: 'Calendario' }, format: 'text' }],
    details: [
      { field: 'from', label: { en: 'Runs listed after (UTC)', es: 'Ejecuciones posteriores a (UTC)' }, format: 'code' },
      {
        field: 'dialect',
        label: { en: 'Read as', es: 'Leída como' },
        format: 'text',
        choices: {
          unix: { en: 'Unix crontab', es: 'Crontab de Unix' },
          seconds: { en: 'Seconds first', es: 'Segundos primero' },
          quartz: { en: 'Quartz', es: '«Quartz»' },
        },
      },
      { field: 'timeZone', label: { en: 'Time zone', es: 'Zona horaria' }, format: 'text' },
    ],
    tables: [
      {
        field: 'runs',
        title: { en: 'Next runs', es: 'Próximas ejecuciones' },
        columns: [
          { field: 'local', label: { en: 'Local time', es: 'Hora local' }, format: 'text' },
          { field: 'utc', label: { en: 'UTC', es: 'UTC' }, format: 'text' },
          {
            field: 'clockChange',
            label: { en: 'Clock change', es: 'Cambio de hora' },
            format: 'text',
            choices: {
              gap: { en: 'Gap: time skipped, run moved later', es: 'Hueco: hora saltada, ejecución retrasada' },
              'repeated-first': { en: 'Repeated hour, first time', es: 'Hora repetida, primera vez' },
              'repeated-second': { en: 'Repeated hour, second time', es: 'Hora repetida, segunda vez' },
            },
          },
        ],
      },
    ],
  },
});
