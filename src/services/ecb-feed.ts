import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatDay } from '../core/display.js';

/**
 * The feed answered, but not with usable rates: the caller falls back, and the message says why ("has no Envelope
 * element"; `es` says it in Spanish for the Spanish pages: "no tiene elemento Envelope").
 */
export class FeedError extends Error {
  override name = 'FeedError';
  readonly es: string;
  constructor(message: string, es: string) {
    super(message);
    this.es = es;
  }
}

export interface Feed {
  /** The reference date, YYYY-MM-DD. */
  date: string;
  /** Units of each currency per 1 EUR, the published decimal kept exactly, in the feed's order. */
  rates: Record<string, string>;
}

const CURRENCY = /^[A-Z]{3}$/;
/** A plain positive decimal as the ECB writes it: no sign, no exponent, no grouping. */
const DECIMAL = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Doubles carry 15 significant decimal digits exactly, so a rate within that prints back as published. */
const MAX_SIGNIFICANT_DIGITS = 15;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Values stay the exact strings of the document; entities are not expanded (the feed has none).
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  trimValues: false,
  isArray: (name) => name === 'Cube',
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function cubes(node: unknown): unknown[] {
  if (!isNode(node)) return [];
  const children = node['Cube'];
  return Array.isArray(children) ? children : [];
}

/** True for a real calendar date (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function significantDigits(decimal: string): number {
  return decimal.replace('.', '').replace(/^0+/, '').length;
}

/**
 * Adds one published rate to `rates` after the checks every ECB file gets (the daily feed and the history file alike):
 * a distinct three-letter code other than EUR, and a positive plain decimal of at most 15 significant digits.
 * Anything else throws a FeedError saying what is wrong.
 */
export function addRate(rates: Record<string, string>, currency: unknown, rate: unknown): void {
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) {
    throw new FeedError(`has an invalid currency code '${String(currency)}'`, `tiene un código de divisa no válido '${String(currency)}'`);
  }
  if (currency === 'EUR') throw new FeedError('lists EUR, the base currency, as a rate', 'incluye EUR, la divisa base, como un tipo');
  if (Object.hasOwn(rates, currency)) throw new FeedError(`lists ${currency} twice`, `incluye ${currency} dos veces`);
  if (typeof rate !== 'string' || !DECIMAL.test(rate) || !/[1-9]/.test(rate)) {
    throw new FeedError(
      `has an invalid rate '${String(rate)}' for ${currency} (must be a positive decimal)`,
      `tiene un tipo no válido '${String(rate)}' para ${currency} (debe ser un decimal positivo)`,
    );
  }
  if (significantDigits(rate) > MAX_SIGNIFICANT_DIGITS) {
    throw new FeedError(
      `has a rate for ${currency} with more than 15 significant digits`,
      `tiene un tipo para ${currency} con más de 15 cifras significativas`,
    );
  }
  rates[currency] = rate;
}

/**
 * Reads the ECB's `eurofxref-daily.xml` layout (gesmes:Envelope › Cube › Cube[time] › Cube[currency, rate]) and
 * validates it strictly: well-formed XML, a real date, at least one rate, every currency a distinct three-letter
 * code other than EUR, every rate a positive plain decimal of at most 15 significant digits. Anything else throws a
 * FeedError saying what is wrong. A document with several dated cubes (the 90-day feed) gives its latest day.
 */
export function parseEcbFeed(xml: string): Feed {
  const valid = XMLValidator.validate(xml);
  // The validator's own explanation is English only: the Spanish names the line.
  if (valid !== true) {
    throw new FeedError(`is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`, `no es XML bien formado (línea ${valid.err.line})`);
  }
  const doc: unknown = parser.parse(xml);
  const envelope = isNode(doc) ? doc['Envelope'] : undefined;
  if (!isNode(envelope)) throw new FeedError('has no Envelope element', 'no tiene elemento Envelope');
  const outer = cubes(envelope);
  if (outer.length !== 1) {
    throw new FeedError(`has ${outer.length} top-level Cube elements instead of 1`, `tiene ${outer.length} elementos Cube de primer nivel en lugar de 1`);
  }
  const days = cubes(outer[0]);
  if (days.length === 0) throw new FeedError('has an empty rate list (no dated Cube)', 'tiene una lista de tipos vacía (ningún Cube con fecha)');

  let latest: Node | undefined;
  for (const day of days) {
    const time = isNode(day) ? day['@_time'] : undefined;
    if (!isNode(day) || typeof time !== 'string') throw new FeedError('has a Cube without a time attribute', 'tiene un Cube sin atributo time');
    if (!isCalendarDate(time)) throw new FeedError(`has an invalid date '${time}'`, `tiene una fecha no válida '${time}'`);
    if (!latest || time > (latest['@_time'] as string)) latest = day;
  }
  const date = latest!['@_time'] as string;

  const rates: Record<string, string> = {};
  for (const entry of cubes(latest)) {
    addRate(rates, isNode(entry) ? entry['@_currency'] : undefined, isNode(entry) ? entry['@_rate'] : undefined);
  }
  if (Object.keys(rates).length === 0) {
    throw new FeedError(`has an empty rate list for ${date}`, `tiene una lista de tipos vacía para el ${formatDay(date, 'es')}`);
  }
  return { date, rates };
}
