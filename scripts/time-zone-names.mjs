// Builds src/adapters/site/tool/time-zone-names.json: every time zone this runtime's Intl lists, named by its city
// and country in English and Spanish, for the zone fields' lists on the tool pages. Names are CLDR's (exemplar
// cities, territory names); the country of each zone is the IANA tz database's zone.tab. Run it again when Node's ICU
// or CLDR changes:
//
//   node scripts/time-zone-names.mjs <folder of a cldr-json checkout's cldr-json/> [cldr-json commit]
//
// The zone.tab read is $TZDIR's (default /usr/share/zoneinfo, Debian's tzdata).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [cldrDir, commit = 'main'] = process.argv.slice(2);
if (!cldrDir) throw new Error('usage: node scripts/time-zone-names.mjs <cldr-json folder> [commit]');
const tzDir = process.env.TZDIR ?? '/usr/share/zoneinfo';
const json = (path) => JSON.parse(readFileSync(join(cldrDir, path), 'utf8'));

/** CLDR's exemplar cities of a locale, by zone id (CLDR's ids, the ones ICU and so Intl list). */
function exemplarCities(locale) {
  const cities = new Map();
  const walk = (node, prefix) => {
    for (const [key, value] of Object.entries(node)) {
      if (value?._type === 'zone') {
        if (value.exemplarCity) cities.set(prefix + key, value.exemplarCity);
      } else if (typeof value === 'object') walk(value, `${prefix}${key}/`);
    }
  };
  walk(json(`cldr-dates-full/main/${locale}/timeZoneNames.json`).main[locale].dates.timeZoneNames.zone, '');
  return cities;
}

/** CLDR's territory names of a locale; Hong Kong and Macao by their short names ("Hong Kong", not "Hong Kong SAR China"). */
function territories(locale) {
  const names = json(`cldr-localenames-full/main/${locale}/territories.json`).main[locale].localeDisplayNames.territories;
  for (const code of ['HK', 'MO']) names[code] = names[`${code}-alt-short`] ?? names[code];
  return names;
}

const root = exemplarCities('und');
const cities = { en: exemplarCities('en'), es: exemplarCities('es') };
const countries = { en: territories('en'), es: territories('es') };

// zone.tab: one line per zone of each country (the zones tzdb keeps for countries), "CC<TAB>coordinates<TAB>zone…".
const countryOf = new Map();
for (const line of readFileSync(join(tzDir, 'zone.tab'), 'utf8').split('\n')) {
  if (line.startsWith('#') || !line.trim()) continue;
  const [code, , zone] = line.split('\t');
  countryOf.set(zone, code);
}
const tzdbVersion = /^# version (\S+)/m.exec(readFileSync(join(tzDir, 'tzdata.zi'), 'utf8'))?.[1] ?? 'unknown';
// ICU lists some zones by older names (Asia/Calcutta, Africa/Asmera): CLDR's BCP 47 keys group each with its other
// names, one of which zone.tab lists. (tzdb's own links would not do: Africa/Asmera links to Nairobi, in Kenya.)
// Each zone is listed by its current IANA name (CLDR's `_iana`: Asia/Kolkata, Europe/Kyiv), which the examples and
// the tz database use, when this runtime takes it.
const sameZone = new Map();
const ianaName = new Map();
for (const key of Object.values(json('cldr-bcp47/bcp47/timezone.json').keyword.u.tz)) {
  if (typeof key !== 'object' || !key._alias) continue;
  const names = [...key._alias.split(' '), ...(key._iana ? [key._iana] : [])];
  for (const name of names) {
    sameZone.set(name, names);
    if (key._iana) ianaName.set(name, key._iana);
  }
}
const known = (zone) => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone !== undefined;
  } catch {
    return false;
  }
};

/** CLDR's fallback for a zone without an exemplar city: the id's last part, underscores as spaces. */
const cityFromId = (zone) => zone.split('/').at(-1).replaceAll('_', ' ');

// UTC, which Intl does not list among the zones but every runtime takes, by CLDR's name for Etc/UTC.
const utcName = (locale) => json(`cldr-dates-full/main/${locale}/timeZoneNames.json`).main[locale].dates.timeZoneNames.zone.Etc.UTC.long.standard;
const zones = { UTC: [`${utcName('en')} (UTC)`, `${utcName('es')} (UTC)`] };
const usedCountries = new Set();
const missing = [];
for (const zone of Intl.supportedValuesOf('timeZone')) {
  const en = cities.en.get(zone) ?? root.get(zone) ?? cityFromId(zone);
  const es = cities.es.get(zone) ?? root.get(zone) ?? cityFromId(zone);
  const country = [zone, ...(sameZone.get(zone) ?? [])].map((name) => countryOf.get(name)).find(Boolean);
  if (!country) missing.push(zone);
  else usedCountries.add(country);
  const name = ianaName.get(zone) && known(ianaName.get(zone)) ? ianaName.get(zone) : zone;
  zones[name] = [en, es, country];
}

const read = new Date().toISOString().slice(0, 10);
const cldrVersion = json('cldr-core/package.json').version;
if (missing.length > 0) throw new Error(`zones without a country in zone.tab: ${missing.join(' ')}`);
const data = {
  sources: [
    {
      name: `Unicode CLDR ${cldrVersion}: exemplar cities (cldr-dates-full/main/{en,es,und}/timeZoneNames.json) and territory names (cldr-localenames-full/main/{en,es}/territories.json), zone aliases (cldr-bcp47/bcp47/timezone.json)`,
      url: `https://github.com/unicode-org/cldr-json/tree/${commit}/cldr-json`,
      read,
    },
    { name: `IANA tz database ${tzdbVersion}: zone.tab (the country of each zone)`, url: 'https://data.iana.org/time-zones/', read },
    { name: `Intl.supportedValuesOf('timeZone') of Node ${process.versions.node} (ICU ${process.versions.icu}, tz ${process.versions.tz})`, read },
  ],
  /** zone id → [English city, Spanish city, ISO 3166 country code]; UTC → [English name, Spanish name] */
  zones,
  /** country code → [English name, Spanish name] */
  countries: Object.fromEntries([...usedCountries].sort().map((code) => [code, [countries.en[code], countries.es[code]]])),
};
const out = new URL('../src/adapters/site/tool/time-zone-names.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(data, null, 0).replace(/\],"/g, '],\n"')}\n`);
console.log(`${Object.keys(zones).length} zones, ${usedCountries.size} countries`);
