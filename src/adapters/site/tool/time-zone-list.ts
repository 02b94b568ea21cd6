import type { Locale } from '../../../core/locale.js';
import { escapeHtml } from '../../reference/html-escape.js';
import names from './time-zone-names.json' with { type: 'json' };

/** The id of the one list of zones a page's zone fields share (`<input list="time-zones">`). */
export const TIME_ZONE_LIST = 'time-zones';

const zones = names.zones as Readonly<Record<string, readonly string[]>>;
const countries = names.countries as Readonly<Record<string, readonly string[]>>;

/**
 * A zone as a visitor looks for it: its city and country in the page's language ("Nueva York — Estados Unidos"). The
 * Spanish label also carries the English city where it differs ("Nueva York (New York)"), so either name finds it.
 */
export function timeZoneLabel(zone: string, locale: Locale): string | undefined {
  const entry = zones[zone];
  if (!entry) return undefined;
  const [en, es, country] = entry as [string, string, string | undefined];
  // UTC has a name, not a city: its name in the page's language alone.
  if (!country) return capitalized(locale === 'es' ? es : en);
  // A browser matches what is typed against the id too: the English city is added only where the id does not hold it.
  const city = locale === 'en' || es === en || zone.includes(en) ? (locale === 'en' ? en : es) : `${es} (${en})`;
  return capitalized(`${city} — ${countries[country]![locale === 'es' ? 1 : 0]}`);
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const lists = new Map<Locale, string>();

/**
 * Every zone as a `<datalist>`: each option's value is the IANA id the operation takes, its text the label. Browsers
 * suggest the options whose value or label contain what is typed ("Nueva", "New York", "Madrid", "Europe/Mad"). The
 * end tags are left out (HTML allows it) to keep the page light: the list weighs 6–7 KB gzipped.
 */
export function timeZoneDatalist(locale: Locale): string {
  let html = lists.get(locale);
  if (!html) {
    const options = Object.keys(zones)
      .map((zone) => ({ zone, label: timeZoneLabel(zone, locale)! }))
      // UTC first; then by place in the page's language.
      .sort((a, b) => Number(b.zone === 'UTC') - Number(a.zone === 'UTC') || a.label.localeCompare(b.label, locale))
      .map(({ zone, label }) => `<option value="${escapeHtml(zone)}">${escapeHtml(label)}`)
      .join('');
    html = `<datalist id="${TIME_ZONE_LIST}">${options}</datalist>`;
    lists.set(locale, html);
  }
  return html;
}
