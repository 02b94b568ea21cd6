import { closestNames, elide, InputError } from '../../core/errors.js';

/** Time zones and wall times through Intl only (no Temporal): what the runs are written with. */

let zoneNames: readonly string[] | undefined;
const knownZones = () => (zoneNames ??= [...Intl.supportedValuesOf('timeZone'), 'UTC']);

const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 64;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    made = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, made);
  }
  return made;
}

/** ±HH:MM fixed offsets, which Intl reads as zones but are not IANA names. */
const OFFSET_LIKE = /^(?:utc|gmt)?\s*[+\-\u2212]\d{1,2}(?::?\d{2})?$/i;

/** The IANA zone in its canonical letter case, or a 400 naming the closest names. */
export function resolveZone(name: string): string {
  const wanted = name.trim();
  if (OFFSET_LIKE.test(wanted)) {
    throw new InputError(
      `timeZone: '${elide(name, 40)}' is a UTC offset, not an IANA time zone; give a zone name such as 'Europe/Madrid' or 'UTC' (a fixed +01:00 is 'Etc/GMT-1', signs inverted)`,
      `timeZone: '${elide(name, 40)}' es un desfase UTC, no una zona horaria IANA; indica un nombre de zona como 'Europe/Madrid' o 'UTC' (un desfase fijo de +01:00 es 'Etc/GMT-1', con el signo invertido)`,
    );
  }
  try {
    if (wanted === '' || wanted.length > 64) throw new RangeError('no zone');
    return new Intl.DateTimeFormat('en-US', { timeZone: wanted }).resolvedOptions().timeZone;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const close = closestNames(wanted, knownZones());
    const hint = close.length > 0 ? `; did you mean ${close.map((z) => `'${z}'`).join(' or ')}?` : "; expected an IANA name such as 'Europe/Madrid', 'America/New_York' or 'UTC'";
    const hintEs = close.length > 0 ? `; ¿quizá querías decir ${close.map((z) => `'${z}'`).join(' o ')}?` : "; se esperaba un nombre IANA como 'Europe/Madrid', 'America/New_York' o 'UTC'";
    throw new InputError(`timeZone: unknown time zone '${elide(name, 40)}'${hint}`, `timeZone: zona horaria desconocida '${elide(name, 40)}'${hintEs}`);
  }
}

export interface WallTime {
  /** YYYY-MM-DDTHH:mm:ss in the zone. */
  wall: string;
  /** The offset in force, in milliseconds east of UTC. */
  offsetMs: number;
  /** The wall time with its offset: 2026-03-29T03:00:00+02:00. */
  iso: string;
}

/** The wall time and offset of an instant (whole seconds) in a zone. */
export function wallAndOffset(ms: number, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  const wall = `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const name = parts.timeZoneName ?? 'GMT';
  const offset = name === 'GMT' ? '+00:00' : name.slice(3).replace('\u2212', '-');
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offsetMs = asUtc - Math.floor(ms / 1000) * 1000;
  return { wall, offsetMs, iso: `${wall}${offset}` };
}

/** YYYY-MM-DD, optionally T or space and HH:mm[:ss[.fff]], optionally Z or ±HH:MM. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*([Zz]|[+\-\u2212]\d{2}:?\d{2})?$/;

export const FIRST_FROM_YEAR = 1970;
export const LAST_FROM_YEAR = 2999;

/**
 * The instant `from` names: with Z or an offset, that instant; without, a wall time in the zone (the first of a
 * repeated time; a skipped time moves forward by the gap).
 */
export function readFrom(text: string, timeZone: string): Date {
  const match = DATE_TIME.exec(text.trim());
  const refuse = (en: string, es: string): never => {
    throw new InputError(`from: ${en}`, `from: ${es}`);
  };
  if (!match) {
    refuse(
      `'${elide(text, 40)}' is not an ISO 8601 date-time; write 2026-03-29T00:00:00Z, 2026-03-29T00:00+02:00, or a wall time in the chosen time zone such as 2026-03-29T00:00`,
      `'${elide(text, 40)}' no es una fecha y hora ISO 8601; escribe 2026-03-29T00:00:00Z, 2026-03-29T00:00+02:00, o una hora de reloj en la zona horaria elegida como 2026-03-29T00:00`,
    );
  }
  const [, y, mo, d, h = '00', mi = '00', s = '00', , zone] = match!;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    refuse(`'${elide(text, 40)}' is not a real date and time`, `'${elide(text, 40)}' no es una fecha y hora reales`);
  }
  if (year < FIRST_FROM_YEAR || year > LAST_FROM_YEAR) {
    refuse(`the year must be ${FIRST_FROM_YEAR}-${LAST_FROM_YEAR}; got ${year}`, `el año debe estar entre ${FIRST_FROM_YEAR} y ${LAST_FROM_YEAR}; se recibió ${year}`);
  }
  if (zone !== undefined) {
    if (zone === 'Z' || zone === 'z') return check;
    const sign = zone.startsWith('+') ? 1 : -1;
    const digits = zone.slice(1).replace(':', '');
    const offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
    return new Date(asUtc - offsetMinutes * 60_000);
  }
  // A wall time in the zone: the offsets in force three hours either side give the candidate instants; the earlier one
  // that shows this wall time wins (the first of a repeated time). In a skipped time, the offset before the change is
  // used, which moves it forward by the gap (as Temporal's 'compatible' disambiguation does).
  const wanted = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  const before = asUtc - wallAndOffset(asUtc - 3 * 3_600_000, timeZone).offsetMs;
  const after = asUtc - wallAndOffset(asUtc + 3 * 3_600_000, timeZone).offsetMs;
  const fits = [Math.min(before, after), Math.max(before, after)].find((ms) => wallAndOffset(ms, timeZone).wall === wanted);
  return new Date(fits ?? before);
}
