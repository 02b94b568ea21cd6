import { definePage } from '../../core/operation.js';
import type run from './timezone-convert.run.js';

export default definePage<typeof run>({
  form: {
    datetime: {
      label: { en: 'Date and time', es: 'Fecha y hora' },
      help: { es: 'La hora de reloj en la zona de origen: AAAA-MM-DDTHH:mm (o AAAA-MM-DDTHH:mm:ss; vale un espacio en lugar de la T), sin desfase; por ejemplo, 2026-07-01 09:00.' },
    },
    from: {
      label: { en: 'From time zone', es: 'Zona horaria de origen' },
      help: { es: 'La zona horaria IANA en la que está esa hora, por ejemplo Europe/Madrid.' },
    },
    to: {
      label: { en: 'To time zone', es: 'Zona horaria de destino' },
      help: { es: 'La zona horaria IANA a la que convertir, por ejemplo America/New_York.' },
    },
  },
  page: {
    headline: [
      { field: 'to.datetime', label: { en: 'Time in the target zone', es: 'Hora en la zona de destino' }, format: 'text' },
      { field: 'offsetDifference', label: { en: 'Offset difference', es: 'Diferencia de desfase' }, format: 'text' },
    ],
    details: [
      { field: 'from.datetime', label: { en: 'Time in the source zone', es: 'Hora en la zona de origen' }, format: 'text' },
      { field: 'utc', label: { en: 'UTC instant', es: 'Instante UTC' }, format: 'text' },
      { field: 'from.zone', label: { en: 'Source zone', es: 'Zona de origen' }, format: 'text' },
      { field: 'from.offset', label: { en: 'Source UTC offset', es: 'Desfase UTC de origen' }, format: 'text' },
      { field: 'from.abbreviation', label: { en: 'Source abbreviation', es: 'Abreviatura de origen' }, format: 'text' },
      { field: 'from.daylightSaving', label: { en: 'Source on summer time', es: 'Origen en horario de verano' }, format: 'boolean' },
      { field: 'to.zone', label: { en: 'Target zone', es: 'Zona de destino' }, format: 'text' },
      { field: 'to.offset', label: { en: 'Target UTC offset', es: 'Desfase UTC de destino' }, format: 'text' },
      { field: 'to.abbreviation', label: { en: 'Target abbreviation', es: 'Abreviatura de destino' }, format: 'text' },
      { field: 'to.daylightSaving', label: { en: 'Target on summer time', es: 'Destino en horario de verano' }, format: 'boolean' },
      { field: 'offsetDifferenceMinutes', label: { en: 'Offset difference (minutes)', es: 'Diferencia de desfase (minutos)' }, format: 'integer' },
      {
        field: 'resolution.kind',
        label: { en: 'Clock change', es: 'Cambio de hora' },
        format: 'text',
        choices: {
          gap: { en: 'Gap: the time does not exist', es: 'Hueco: esa hora no existe' },
          overlap: { en: 'Overlap: the time happens twice', es: 'Solapamiento: esa hora ocurre dos veces' },
        },
      },
      { field: 'resolution.note', label: { en: 'What was done', es: 'Qué se ha hecho' }, format: 'text' },
      {
        field: 'resolution.alternative.to.datetime',
        label: { en: 'Alternative time in the target zone', es: 'Hora alternativa en la zona de destino' },
        format: 'text',
      },
    ],
    displays: [
      {
        kind: 'clocks',
        clocks: [
          { label: { en: 'Source zone', es: 'Zona de origen' }, datetime: 'from.datetime', zone: 'from.zone', offset: 'from.offset', abbreviation: 'from.abbreviation' },
          { label: { en: 'Target zone', es: 'Zona de destino' }, datetime: 'to.datetime', zone: 'to.zone', offset: 'to.offset', abbreviation: 'to.abbreviation' },
        ],
      },
    ],
  },
});
