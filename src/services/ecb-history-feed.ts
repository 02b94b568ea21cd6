import { formatDay } from '../core/display.js';
import { addRate, FeedError, isCalendarDate, type Feed } from './ecb-feed.js';

/**
 * The ECB's history file, `eurofxref-hist.xml`: the daily feed's layout with one dated Cube per publication since
 * 4 January 1999, newest first (about 7,000 days, several MB).
 *
 * Read by a scanner of that one layout rather than by fast-xml-parser, which the daily feed uses: a DOM of the whole
 * file is ~1.5 million objects (measured: several times the time and ~10× the memory of this scan, see
 * ecb-history.test.ts), and the file is read on the event loop. The scanner is strict in the same ways: every tag
 * is a known one, every rate passes the daily feed's checks (`addRate`), every date is real and given once.
 * Anything else throws a FeedError saying what is wrong, so the caller falls back exactly as for the daily feed.
 */

/** The publications of the history file, oldest first, each day's rates packed in one string (see `pack`). */
export interface EcbHistory {
  /** First and last publication days, YYYY-MM-DD. */
  readonly first: string;
  readonly last: string;
  /** Number of publication days. */
  readonly days: number;
  /** The publication in force on `date`: that day's, or the latest before it; undefined before the first. */
  on(date: string): Feed | undefined;
}

/** Any tag the layout may hold; the scan refuses anything else that starts with `<`. */
const TAG = /<(\/?)([A-Za-z_][\w.-]*(?::[\w.-]+)?)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<\?xml[^>]*\?>|<!--[\s\S]*?-->/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** The attributes of a rate Cube as the ECB writes them: read without the general attribute loop (the hot path). */
const RATE_ATTRIBUTES = /^\s+currency=(?:"([^"]*)"|'([^']*)')\s+rate=(?:"([^"]*)"|'([^']*)')\s*$/;
/** Layout whitespace between tags. */
const BLANK = /\s*/y;
/** Text between tags: only layout whitespace, or the envelope's subject and sender name. */
const TEXT_ELEMENTS = new Set(['gesmes:subject', 'gesmes:name', 'subject', 'name']);

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(ATTRIBUTE)) out[m[1]!] = m[2] ?? m[3]!;
  return out;
}

/** "USD 1.1578 JPY 180.10 …": a day's rates in one flat string, a tenth of the memory of an object per day. */
const pack = (rates: Record<string, string>): string => Object.entries(rates).map(([c, r]) => `${c} ${r}`).join(' ');

function unpack(packed: string): Record<string, string> {
  const parts = packed.split(' ');
  const rates: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 2) rates[parts[i]!] = parts[i + 1]!;
  return rates;
}

/** Reads and checks the history file; throws a FeedError naming the first problem. */
export function parseEcbHistory(xml: string): EcbHistory {
  const found = new Map<string, string>();
  const stack: string[] = [];
  let day: { date: string; rates: Record<string, string> } | undefined;
  let sawEnvelope = false;
  let position = 0;

  const endDay = () => {
    if (!day) return;
    if (Object.keys(day.rates).length === 0) {
      throw new FeedError(`has an empty rate list for ${day.date}`, `tiene una lista de tipos vacía para el ${formatDay(day.date, 'es')}`);
    }
    found.set(day.date, pack(day.rates));
    day = undefined;
  };
  const unexpected = (what: string, at: number): never => {
    const line = xml.slice(0, at).split('\n').length;
    throw new FeedError(`is not the ECB history layout (line ${line}: ${what})`, `no tiene la estructura del histórico del BCE (línea ${line})`);
  };

  TAG.lastIndex = 0;
  for (let m = TAG.exec(xml); m; m = TAG.exec(xml)) {
    BLANK.lastIndex = position;
    BLANK.test(xml);
    if (BLANK.lastIndex !== m.index) {
      const between = xml.slice(position, m.index);
      if (between.includes('<')) unexpected('a tag that is not well-formed', position + between.indexOf('<'));
      if (!TEXT_ELEMENTS.has(stack.at(-1) ?? '')) unexpected(`text '${between.trim().slice(0, 20)}'`, position);
    }
    position = TAG.lastIndex;
    const [, closing, name, attrs, selfClosing] = m;
    if (name === undefined) continue; // the XML declaration or a comment
    const local = name.replace(/^[\w.-]+:/, '');
    if (closing) {
      if (stack.pop() !== name) unexpected(`closing tag '${name}' does not match`, m.index);
      if (local === 'Cube' && stack.length === 2) endDay();
      continue;
    }
    const depth = stack.length;
    if (depth === 0) {
      if (local !== 'Envelope' || sawEnvelope) unexpected(`'${name}' where the Envelope should be`, m.index);
      sawEnvelope = true;
    } else if (local === 'Cube' && depth === 3 && day) {
      const r = RATE_ATTRIBUTES.exec(attrs ?? '');
      if (r) addRate(day.rates, r[1] ?? r[2], r[3] ?? r[4]);
      else {
        const a = attributes(attrs ?? '');
        addRate(day.rates, a['currency'], a['rate']);
      }
    } else if (local === 'Cube') {
      const a = attributes(attrs ?? '');
      if (depth === 1) {
        if ('time' in a || 'currency' in a) unexpected('a dated Cube outside the outer Cube', m.index);
      } else if (depth === 2) {
        const time = a['time'];
        if (time === undefined) throw new FeedError('has a Cube without a time attribute', 'tiene un Cube sin atributo time');
        if (!isCalendarDate(time)) throw new FeedError(`has an invalid date '${time}'`, `tiene una fecha no válida '${time}'`);
        if (found.has(time)) throw new FeedError(`lists ${time} twice`, `incluye ${time} dos veces`);
        day = { date: time, rates: {} };
      } else unexpected('a Cube nested too deep', m.index);
    } else if (depth !== 1 && !(depth === 2 && stack[1]!.endsWith('Sender'))) {
      unexpected(`unexpected element '${name}'`, m.index);
    }
    if (!selfClosing) stack.push(name);
    else if (local === 'Cube' && depth === 2) endDay();
  }
  const rest = xml.slice(position).trim();
  if (rest !== '') unexpected(`text '${rest.slice(0, 20)}'`, position);
  if (!sawEnvelope) throw new FeedError('has no Envelope element', 'no tiene elemento Envelope');
  if (stack.length > 0) unexpected(`'${stack.at(-1)}' is never closed`, xml.length);
  if (found.size === 0) throw new FeedError('has an empty rate list (no dated Cube)', 'tiene una lista de tipos vacía (ningún Cube con fecha)');

  const dates = [...found.keys()].sort();
  const packed = dates.map((date) => found.get(date)!);
  return {
    first: dates[0]!,
    last: dates.at(-1)!,
    days: dates.length,
    on(date) {
      // Binary search for the last publication on or before `date`.
      let lo = 0;
      let hi = dates.length - 1;
      if (date < dates[0]!) return undefined;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (dates[mid]! <= date) lo = mid;
        else hi = mid - 1;
      }
      return { date: dates[lo]!, rates: unpack(packed[lo]!) };
    },
  };
}
