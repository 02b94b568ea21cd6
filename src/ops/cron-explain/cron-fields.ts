import { elide, InputError } from '../../core/errors.js';

/**
 * Reading a cron expression into its fields, with a message in both languages for each mistake. No library is loaded
 * here: the expression is checked field by field before croner sees it, so every refusal names the field and says what
 * to send, and what croner then receives is always seven fields it accepts.
 */

export type Dialect = 'unix' | 'seconds' | 'quartz';

export const DIALECTS = ['unix', 'seconds', 'quartz'] as const;

/** Longest expression read: the longest real one is far shorter (seven fields of lists). */
export const MAX_EXPRESSION_CHARS = 200;

/** The years a year field may name: Quartz's own range. */
export const FIRST_YEAR = 1970;
export const LAST_YEAR = 2099;

export const MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

export interface Fields {
  second: string;
  minute: string;
  hour: string;
  dayOfMonth: string;
  month: string;
  dayOfWeek: string;
  year: string;
}

export interface Parsed {
  dialect: Dialect;
  detected: boolean;
  /** The macro the expression was, if any (@daily). */
  macro: string | null;
  /** The fields as read (names upper-cased, a Quartz wrap-around range split in two), seconds and year filled in. */
  fields: Fields;
}

type FieldName = keyof Fields;

interface FieldRule {
  /** The field's name in messages. */
  en: string;
  es: string;
  min: number;
  max: number;
  names?: readonly string[];
}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function rules(dialect: Dialect): Record<FieldName, FieldRule> {
  const quartz = dialect === 'quartz';
  return {
    second: { en: 'second', es: 'segundo', min: 0, max: 59 },
    minute: { en: 'minute', es: 'minuto', min: 0, max: 59 },
    hour: { en: 'hour', es: 'hora', min: 0, max: 23 },
    dayOfMonth: { en: 'day-of-month', es: 'día del mes', min: 1, max: 31 },
    month: { en: 'month', es: 'mes', min: 1, max: 12, names: MONTH_NAMES },
    // Quartz numbers the days 1 (Sunday) to 7 (Saturday); Unix cron 0 to 6 from Sunday, and 7 is Sunday again.
    dayOfWeek: quartz
      ? { en: 'day-of-week', es: 'día de la semana', min: 1, max: 7, names: DAY_NAMES }
      : { en: 'day-of-week', es: 'día de la semana', min: 0, max: 7, names: DAY_NAMES },
    year: { en: 'year', es: 'año', min: FIRST_YEAR, max: LAST_YEAR },
  };
}

function refuse(en: string, es: string): never {
  throw new InputError(`expression: ${en}`, `expression: ${es}`);
}

const quoted = (text: string) => `'${elide(text, 40)}'`;

/** Reads the expression: macro, dialect (given or detected) and each field checked. */
export function parseExpression(expression: string, dialect: Dialect | undefined): Parsed {
  const text = expression.trim();
  if (text === '') refuse('is empty; send a cron expression such as 0 9 * * 1-5', 'está vacía; envía una expresión cron como 0 9 * * 1-5');
  if (text.startsWith('@')) return parseMacro(text, dialect);
  const parts = text.split(/\s+/);
  const count = parts.length;
  let read: Dialect;
  let detected = false;
  if (dialect === undefined) {
    detected = true;
    if (count === 5) read = 'unix';
    else if (count === 7) read = 'quartz';
    else if (count === 6) read = parts[3] === '?' || parts[5] === '?' ? 'quartz' : 'seconds';
    else {
      refuse(
        `has ${count} field${count === 1 ? '' : 's'}; a cron expression has 5 (minute hour day-of-month month day-of-week), 6 with seconds first, or 7 with a year last (Quartz)`,
        `tiene ${count} campo${count === 1 ? '' : 's'}; una expresión cron tiene 5 (minuto hora día-del-mes mes día-de-la-semana), 6 con los segundos primero, o 7 con el año al final («Quartz»)`,
      );
    }
  } else {
    read = dialect;
    const expected = dialect === 'unix' ? [5] : dialect === 'seconds' ? [6] : [6, 7];
    if (!expected.includes(count)) {
      const what = { unix: '5 fields (minute hour day-of-month month day-of-week)', seconds: '6 fields (seconds first)', quartz: '6 or 7 fields (seconds first, an optional year last)' }[dialect];
      const whatEs = { unix: '5 campos (minuto hora día-del-mes mes día-de-la-semana)', seconds: '6 campos (los segundos primero)', quartz: '6 o 7 campos (los segundos primero y, opcional, el año al final)' }[dialect];
      refuse(
        `has ${count} field${count === 1 ? '' : 's'}, but dialect '${dialect}' has ${what}; fix the expression or leave dialect out to detect it`,
        `tiene ${count} campo${count === 1 ? '' : 's'}, pero el dialecto '${dialect}' tiene ${whatEs}; corrige la expresión o quita dialect para detectarlo`,
      );
    }
  }
  const names: FieldName[] =
    read === 'unix' ? ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] : ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'];
  const raw: Partial<Record<FieldName, string>> = {};
  names.forEach((name, i) => {
    if (parts[i] !== undefined) raw[name] = parts[i];
  });
  const fields: Fields = {
    second: raw.second ?? '0',
    minute: raw.minute!,
    hour: raw.hour!,
    dayOfMonth: raw.dayOfMonth!,
    month: raw.month!,
    dayOfWeek: raw.dayOfWeek!,
    year: raw.year ?? '*',
  };
  return { dialect: read, detected, macro: null, fields: checkFields(fields, read) };
}

function parseMacro(text: string, dialect: Dialect | undefined): Parsed {
  const macro = text.toLowerCase();
  if (macro === '@reboot') {
    refuse(
      '@reboot runs once when cron starts, not on a schedule, so it has no next runs; send a schedule such as @daily or 0 9 * * *',
      '@reboot se ejecuta una vez al arrancar cron, no según un calendario, así que no tiene próximas ejecuciones; envía un calendario como «@daily» o 0 9 * * *',
    );
  }
  const fields = MACROS[macro];
  if (fields === undefined) {
    const known = Object.keys(MACROS).join(', ');
    refuse(`unknown macro ${quoted(text)}; the macros are ${known}`, `macro desconocida ${quoted(text)}; las macros son ${known}`);
  }
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields.split(' ') as [string, string, string, string, string];
  // A macro is the same schedule in every dialect; Quartz writes Sunday as 1.
  const read = dialect ?? 'unix';
  return {
    dialect: read,
    detected: dialect === undefined,
    macro,
    fields: checkFields(
      { second: '0', minute, hour, dayOfMonth: read === 'quartz' && dayOfWeek !== '*' ? '?' : dayOfMonth, month, dayOfWeek: read === 'quartz' ? (dayOfWeek === '0' ? '1' : '?') : dayOfWeek, year: '*' },
      read,
    ),
  };
}

function checkFields(fields: Fields, dialect: Dialect): Fields {
  const all = rules(dialect);
  const out = { ...fields };
  for (const name of Object.keys(all) as FieldName[]) out[name] = checkField(name, fields[name], all[name], dialect);
  if (dialect === 'quartz') {
    const domAny = out.dayOfMonth === '?';
    const dowAny = out.dayOfWeek === '?';
    if (domAny && dowAny) {
      refuse(
        "has ? in both day-of-month and day-of-week; Quartz needs ? in exactly one of them, e.g. 0 0 12 ? * MON or 0 0 12 1 * ?",
        'tiene ? en el día del mes y en el día de la semana; «Quartz» necesita ? en uno solo de ellos, p. ej. 0 0 12 ? * MON o 0 0 12 1 * ?',
      );
    }
    // Quartz refuses a day of the month and a day of the week together; * in one of them reads as ? (every day either way).
    if (!domAny && !dowAny && out.dayOfMonth !== '*' && out.dayOfWeek !== '*') {
      refuse(
        `restricts both day-of-month (${quoted(fields.dayOfMonth)}) and day-of-week (${quoted(fields.dayOfWeek)}); Quartz needs ? in one of them, e.g. 0 0 12 ? * MON or 0 0 12 1 * ?`,
        `restringe el día del mes (${quoted(fields.dayOfMonth)}) y el día de la semana (${quoted(fields.dayOfWeek)}); «Quartz» necesita ? en uno de ellos, p. ej. 0 0 12 ? * MON o 0 0 12 1 * ?`,
      );
    }
  }
  return out;
}

/** Checks one field; returns it as croner should read it (names upper-cased, Quartz wrap-around ranges split). */
function checkField(name: FieldName, value: string, rule: FieldRule, dialect: Dialect): string {
  const field = { en: `the ${rule.en} field`, es: `el campo ${rule.es}` };
  if (value === '*') return value;
  if (value === '?') {
    if (name === 'dayOfMonth' || name === 'dayOfWeek') return value;
    refuse(`? is allowed only in day-of-month and day-of-week, not in ${field.en}; use *`, `? solo se admite en el día del mes y en el día de la semana, no en ${field.es}; usa *`);
  }
  const items = value.toUpperCase().split(',');
  return items.map((item) => checkItem(name, item, value, rule, dialect, field)).join(',');
}

function checkItem(name: FieldName, item: string, value: string, rule: FieldRule, dialect: Dialect, field: { en: string; es: string }): string {
  const bad = (en: string, es: string): never => refuse(`${quoted(value)} in ${field.en}: ${en}`, `${quoted(value)} en ${field.es}: ${es}`);
  const range = `${rule.min}-${rule.max}`;
  const number = (text: string): number => {
    if (rule.names) {
      const index = rule.names.indexOf(text);
      if (index !== -1) return name === 'month' ? index + 1 : dialect === 'quartz' ? index + 1 : index;
    }
    if (!/^\d{1,4}$/.test(text)) {
      const names = rule.names ? ` or ${rule.names[0]}-${rule.names.at(-1)}` : '';
      const namesEs = rule.names ? ` o ${rule.names[0]}-${rule.names.at(-1)}` : '';
      bad(`${quoted(text)} is not a number ${range}${names}`, `${quoted(text)} no es un número ${range}${namesEs}`);
    }
    const n = Number(text);
    if (n < rule.min || n > rule.max) {
      const hint =
        name === 'dayOfWeek' && dialect === 'quartz' && n === 0
          ? '; Quartz numbers days 1 (Sunday) to 7 (Saturday)'
          : name === 'dayOfWeek'
            ? '; 0 and 7 are Sunday'
            : '';
      const hintEs =
        name === 'dayOfWeek' && dialect === 'quartz' && n === 0
          ? '; «Quartz» numera los días del 1 (domingo) al 7 (sábado)'
          : name === 'dayOfWeek'
            ? '; 0 y 7 son el domingo'
            : '';
      bad(`${n} is outside ${range}${hint}`, `${n} está fuera de ${range}${hintEs}`);
    }
    return n;
  };
  if (item === '') bad('has an empty item; separate values with single commas', 'tiene un elemento vacío; separa los valores con una sola coma');
  // Day of month: L (last day), LW (last weekday), nW (weekday nearest the nth).
  if (name === 'dayOfMonth') {
    if (item === 'L' || item === 'LW') return item;
    if (/^L-\d+$/.test(item)) bad('an offset from the last day (L-n) is not supported; use L for the last day', 'no se admite un desfase desde el último día (L-n); usa L para el último día');
    const weekday = /^(\d{1,2})W$/.exec(item);
    if (weekday) return `${number(weekday[1]!)}W`;
  }
  if (name === 'dayOfWeek') {
    // Quartz: L alone is the last day of the week, Saturday.
    if (item === 'L') {
      if (dialect === 'quartz') return '7';
      bad('L in day-of-week needs a day before it, e.g. 5L for the last Friday of the month', 'L en el día de la semana necesita un día delante, p. ej. 5L para el último viernes del mes');
    }
    const last = /^(\w+)L$/.exec(item);
    if (last) return `${number(last[1]!)}L`;
    const nth = /^(\w+)#(\d+)$/.exec(item);
    if (nth) {
      const k = Number(nth[2]);
      if (k < 1 || k > 5) bad(`#${nth[2]} is not an occurrence 1-5 in a month`, `#${nth[2]} no es una aparición 1-5 en el mes`);
      return `${number(nth[1]!)}#${k}`;
    }
  }
  if (/[LW#]/.test(item) && !(rule.names?.some((n) => item.includes(n)) ?? false)) {
    const where = item.includes('#') ? 'day-of-week' : item.includes('W') ? 'day-of-month' : 'day-of-month or day-of-week';
    const whereEs = item.includes('#') ? 'el día de la semana' : item.includes('W') ? 'el día del mes' : 'el día del mes o de la semana';
    bad(`${quoted(item)} uses L, W or # in the wrong place; they belong in ${where}`, `${quoted(item)} usa L, W o # donde no corresponde; van en ${whereEs}`);
  }
  const stepMatch = /^([^/]+)\/(\d+)$/.exec(item);
  if (item.includes('/') && !stepMatch) bad(`${quoted(item)} is not a step; write */15 or 0-30/5`, `${quoted(item)} no es un intervalo; escribe */15 o 0-30/5`);
  const base = stepMatch ? stepMatch[1]! : item;
  const step = stepMatch ? Number(stepMatch[2]) : undefined;
  let text: string;
  if (base === '*') {
    text = '*';
  } else if (base.includes('-')) {
    const ends = base.split('-');
    if (ends.length !== 2) bad(`${quoted(base)} is not a range; write it as 1-5`, `${quoted(base)} no es un rango; escríbelo como 1-5`);
    const low = number(ends[0]!);
    const high = number(ends[1]!);
    text = `${low}-${high}`;
    if (low > high) {
      // Quartz reads a range that wraps around (22-2 hours, FRI-MON); Unix cron does not.
      if (dialect === 'quartz' && step === undefined) {
        const top = name === 'dayOfWeek' ? 7 : rule.max;
        return `${low}-${top},${rule.min}-${high}`;
      }
      bad(`${low}-${high} runs backwards; write it from low to high, or as two ranges such as ${low}-${rule.max},${rule.min}-${high}`, `${low}-${high} va hacia atrás; escríbelo de menor a mayor, o como dos rangos, p. ej. ${low}-${rule.max},${rule.min}-${high}`);
    }
  } else {
    const low = number(base);
    // n/step: from n to the end of the field, every step (Quartz and most crons); croner reads it so with sloppyRanges.
    text = String(low);
    if (step === undefined) return text;
  }
  if (step !== undefined) {
    if (step < 1) bad('a step of 0 never advances; use 1 or more', 'un intervalo de 0 nunca avanza; usa 1 o más');
    if (step > rule.max - rule.min + 1) bad(`a step of ${step} is larger than the field (${range})`, `un intervalo de ${step} es mayor que el campo (${range})`);
    return `${text}/${step}`;
  }
  return text;
}
