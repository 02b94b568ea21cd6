import { Cron } from 'croner';
import cronstrue from 'cronstrue';
// The Spanish words only (the package's i18n entry would bundle all of its 40-odd languages).
import 'cronstrue/locales/es.js';
import { InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import { parseExpression, type Dialect, type Fields } from './cron-fields.js';
import { readFrom, resolveZone, wallAndOffset } from './zone.js';

export type ClockChange = 'gap' | 'repeated-first' | 'repeated-second';

export interface Run {
  local: string;
  utc: string;
  clockChange: ClockChange | null;
}

export interface CronResult {
  dialect: Dialect;
  dialectDetected: boolean;
  description: string;
  timeZone: string;
  from: string;
  runs: Run[];
  warnings: string[];
}

const HOUR_MS = 3_600_000;

/** The expression as croner reads it: always seven fields, so its own detection never guesses. */
function cronFor(fields: Fields, dialect: Dialect, timeZone: string): Cron {
  const pattern = [fields.second, fields.minute, fields.hour, fields.dayOfMonth, fields.month, fields.dayOfWeek, fields.year].join(' ');
  return new Cron(pattern, {
    timezone: timeZone,
    mode: '7-part',
    // Quartz numbers the days of the week 1 (Sunday) to 7 (Saturday).
    alternativeWeekdays: dialect === 'quartz',
    // n/step (5/15: from 5, every 15), as Quartz and most crons read it.
    sloppyRanges: true,
    // Vixie cron and POSIX: when both day fields are restricted, a day matches either (croner's default, said here).
    domAndDow: false,
  });
}

/** The words of the schedule, by cronstrue, with its Spanish ordinals agreeing with the day ("el primer lunes"). */
function describe(fields: Fields, dialect: Dialect, locale: Locale): string {
  const parts = [fields.second, fields.minute, fields.hour, fields.dayOfMonth, fields.month, fields.dayOfWeek];
  if (fields.year !== '*') parts.push(fields.year);
  // Unix expressions are described without their seconds (always 0): "At 09:00", not "At 09:00:00".
  const text = dialect === 'unix' && fields.second === '0' ? parts.slice(1).join(' ') : parts.join(' ');
  const description = cronstrue.toString(text, {
    locale: locale === 'es' ? 'es' : 'en',
    use24HourTimeFormat: true,
    dayOfWeekStartIndexZero: dialect !== 'quartz',
    throwExceptionOnParseError: true,
  });
  if (locale !== 'es') return description;
  return description.replace(/\b(primero|tercero) (?=(lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b)/g, (word) => (word.startsWith('primero') ? 'primer ' : 'tercer '));
}

/** A run's wall time in the zone, as ISO 8601 with the offset in force then; and whether a clock change touched it. */
function runOf(cron: Cron, instant: Date, timeZone: string): Run {
  const ms = instant.getTime();
  const here = wallAndOffset(ms, timeZone);
  let clockChange: ClockChange | null = null;
  if (!cron.match(instant)) {
    // The wall time the pattern names did not exist (the clocks jumped over it): croner runs a fixed-time job at the
    // first time after the jump, as Vixie cron does.
    clockChange = 'gap';
  } else {
    const after = wallAndOffset(ms + 3 * HOUR_MS, timeZone).offsetMs;
    const before = wallAndOffset(ms - 3 * HOUR_MS, timeZone).offsetMs;
    if (after < here.offsetMs && wallAndOffset(ms + (here.offsetMs - after), timeZone).wall === here.wall) clockChange = 'repeated-first';
    else if (before > here.offsetMs && wallAndOffset(ms - (before - here.offsetMs), timeZone).wall === here.wall) clockChange = 'repeated-second';
  }
  return { local: here.iso, utc: iso(instant), clockChange };
}

/** An instant in UTC, whole seconds: 2026-03-29T01:00:00Z. */
const iso = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Fields restricted (neither * nor ?). */
const restricted = (field: string) => field !== '*' && field !== '?';

export function explainCron(
  expression: string,
  dialect: Dialect | undefined,
  timeZoneName: string | undefined,
  fromText: string | undefined,
  count: number,
  now: Date,
  locale: Locale | undefined,
): CronResult {
  const { t } = textsFor({ locale });
  const parsed = parseExpression(expression, dialect);
  const timeZone = resolveZone(timeZoneName ?? 'UTC');
  const from = fromText === undefined ? new Date(Math.floor(now.getTime() / 1000) * 1000) : readFrom(fromText, timeZone);
  const { fields } = parsed;
  let cron: Cron;
  try {
    cron = cronFor(fields, parsed.dialect, timeZone);
  } catch (error) {
    // The fields were checked one by one; what croner still refuses is a combination, said in its words.
    const message = error instanceof Error ? error.message.replace(/^CronPattern: /, '') : String(error);
    throw new InputErrorFromCron(message);
  }
  const runs = cron.nextRuns(count, from).map((instant) => runOf(cron, instant, timeZone));
  const warnings: string[] = [];
  const fieldCount = parsed.macro !== null ? 0 : expression.trim().split(/\s+/).length;
  if (parsed.macro !== null) {
    const as = [fields.minute, fields.hour, fields.dayOfMonth, fields.month, fields.dayOfWeek].join(' ');
    warnings.push(t(`${parsed.macro} is the same as ${as}.`, `«${parsed.macro}» equivale a ${as}.`));
  } else if (parsed.detected) {
    const read = {
      unix: t('5 fields: read as a Unix crontab line (minute first; 0 and 7 are Sunday).', '5 campos: se lee como una línea de crontab de Unix (primero el minuto; 0 y 7 son el domingo).'),
      seconds: t(
        "6 fields without ?: read with seconds first, as node-cron and croner do (0 and 7 are Sunday); for Quartz, where 1 is Sunday, choose the dialect quartz.",
        "6 campos sin ?: se lee con los segundos primero, como node-cron y croner (0 y 7 son el domingo); para «Quartz», donde 1 es el domingo, elige el dialecto «quartz».",
      ),
      quartz: t(
        `${fieldCount} fields${fieldCount === 6 ? ' with ?' : ''}: read as Quartz (seconds first; 1 is Sunday, 7 Saturday).`,
        `${fieldCount} campos${fieldCount === 6 ? ' con ?' : ''}: se lee como «Quartz» (primero los segundos; 1 es el domingo y 7 el sábado).`,
      ),
    }[parsed.dialect];
    warnings.push(read);
  }
  if (parsed.dialect !== 'quartz' && restricted(fields.dayOfMonth) && restricted(fields.dayOfWeek)) {
    warnings.push(
      t(
        'Both day fields are restricted, so a day matches when either one does (Vixie cron and POSIX), not only when both do.',
        'Los dos campos de día están restringidos, así que un día cuenta cuando coincide cualquiera de ellos (Vixie cron y POSIX), no solo cuando coinciden los dos.',
      ),
    );
    if (/^\*./.test(fields.dayOfMonth) || /^\*./.test(fields.dayOfWeek)) {
      warnings.push(
        t(
          "Vixie cron's own code treats a day field that starts with * (such as */2) as unrestricted and then requires both days to match; most other crons, and this answer, read either.",
          'El código de Vixie cron trata un campo de día que empieza por * (como */2) como no restringido y entonces exige que coincidan los dos días; la mayoría de los demás cron, y esta respuesta, aceptan cualquiera.',
        ),
      );
    }
  }
  if (runs.some((run) => run.clockChange === 'gap')) {
    warnings.push(
      t(
        `A run marked gap falls in a clock change that skipped its time in ${timeZone}: it runs at the first time after the jump, on the same day, as Vixie cron does. A schedule repeating within the hour (*/15) skips the missing times instead.`,
        `Una ejecución marcada como hueco cae en un cambio de hora que se saltó su hora en ${timeZone}: se ejecuta en la primera hora tras el salto, el mismo día, como hace Vixie cron. Un calendario que se repite dentro de la hora (*/15) se salta en cambio las horas que faltan.`,
      ),
    );
  }
  if (runs.some((run) => run.clockChange === 'repeated-first' || run.clockChange === 'repeated-second')) {
    warnings.push(
      t(
        `A run marked repeated falls in an hour that happens twice in ${timeZone} (the clocks went back): a job at fixed times runs once, at the first; a schedule repeating within the hour runs in both.`,
        `Una ejecución marcada como repetida cae en una hora que ocurre dos veces en ${timeZone} (se retrasaron los relojes): un trabajo a horas fijas se ejecuta una vez, en la primera; un calendario que se repite dentro de la hora se ejecuta en las dos.`,
      ),
    );
  }
  if (runs.length < count) {
    const after = iso(from);
    const until = fields.year === '*' ? t(' up to the year 3000', ' hasta el año 3000') : '';
    warnings.push(
      runs.length === 0
        ? t(`It never runs after ${after}${until}.`, `No se ejecuta nunca después de ${after}${until}.`)
        : t(`Only ${runs.length} run${runs.length === 1 ? '' : 's'} after ${after}${until}.`, `Solo ${runs.length} ejecuci${runs.length === 1 ? 'ón' : 'ones'} después de ${after}${until}.`),
    );
  }
  return {
    dialect: parsed.dialect,
    dialectDetected: parsed.detected,
    description: describeSafely(fields, parsed.dialect, locale ?? 'en'),
    timeZone,
    from: iso(from),
    runs,
    warnings,
  };
}

function describeSafely(fields: Fields, dialect: Dialect, locale: Locale): string {
  try {
    return describe(fields, dialect, locale);
  } catch {
    // cronstrue refuses a few combinations croner reads; the fields themselves then stand as the description.
    return Object.values(fields).join(' ');
  }
}

class InputErrorFromCron extends InputError {
  constructor(message: string) {
    super(`expression: ${message}`, `expression: croner no acepta la expresión: ${message}`);
  }
}
