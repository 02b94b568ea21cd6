import { defineOperation } from '../../core/operation.js';
import page from './timezone-abbreviation.page.js';
import run from './timezone-abbreviation.run.js';

// Shared pieces of the examples' outputs.
const DATASET = { name: 'Time zone abbreviations', tzdbVersion: '2025c', lastChecked: '2026-11-21' };
const BRITISH_ZONES = ['Europe/Guernsey', 'Europe/Isle_of_Man', 'Europe/Jersey', 'Europe/London'];
const IRISH_NOTE =
  "Ireland's legal quirk: the Standard Time Act 1968 makes UTC+01:00 Irish standard time and the Standard Time (Amendment) Act 1971 " +
  "makes GMT a winter-time exception, which tzdb's main data models as negative daylight saving in winter. Listed as the summer (dst) " +
  "offset, as tzdb's rearguard data and most software treat it; Europe/Dublin uses GMT in winter.";
/** A single-zone standard-time tzdb meaning in use at the example's instant. */
const tzdbMeaning = (name: string, offset: string, offsetMinutes: number, zone: string, region: string) => ({
  name,
  offset,
  offsetMinutes,
  dst: false,
  zones: [zone],
  regions: [region],
  source: 'tzdb' as const,
  note: null,
  reference: null,
  inUseAt: [zone],
});

export default defineOperation({
  ...run,
  ...page,
  title: 'Time zone abbreviation',
  summary: 'Resolves a time zone abbreviation such as CET, IST or CST to every meaning it has, and says which zones use each at a given instant.',
  agentDescription:
    'Resolves a time zone abbreviation (CET, IST, CST…) to every meaning it has — offset, standard or daylight, IANA zones and countries — and which zones use it at a given instant. Ambiguous codes (IST, CST, BST) return all meanings. Without code, lists every abbreviation.',
  description:
    'Each meaning gives the UTC offset, whether it is standard or daylight (summer) time, the IANA zones and countries that use it, and where it ' +
    'comes from. Many abbreviations are ambiguous, so all meanings are returned: IST is Irish Standard Time (+01:00, summer time in Europe/Dublin), ' +
    'Israel Standard Time (+02:00) and India Standard Time (+05:30); CST is North American Central (−06:00), Cuba (−05:00), China (+08:00) and older ' +
    'Australian usage for ACST (+09:30); BST is British Summer Time (+01:00) and Bangladesh Standard Time (+06:00). code is matched case-insensitively ' +
    'and echoed in its canonical spelling ("cest" → CEST, "chst" → ChST); leading and trailing spaces are ignored. An unknown code is a 400 naming the ' +
    'closest known codes; a UTC offset ("+04", "GMT+2") or a zone name ("Europe/Paris") is a 400 saying so. Without code, every abbreviation is listed ' +
    'with its meanings, sorted by code case-insensitively. ' +
    'at is an ISO 8601 / RFC 3339 instant that must carry Z or a UTC offset (2026-07-01T12:00:00Z, 2026-07-01T14:00:00+02:00), from 0001-01-01 to ' +
    '9999-12-31 in UTC; it defaults to now and is echoed in UTC. inUseAt lists, for each meaning, the zones among its own zones whose actual offset ' +
    'at that instant (computed with Temporal from the platform\'s IANA time zone data, not from hand-written rules) equals the meaning\'s offset and ' +
    'whose daylight-saving state matches dst: a zone counts as on daylight time when its offset then is higher than one it uses within the year ' +
    'before and within the year after (offsets sampled every 14 days), so CEST is in use in Europe/Madrid in July but not in November, AEDT in ' +
    "Australia/Sydney in January, and Ireland's IST (legally its standard time, with winter GMT as the exception) counts as its summer offset. " +
    'The table is a dataset (abbreviations.json) with its sources named: every alphabetic abbreviation the IANA tz database (tzdb 2025c, ' +
    'https://www.iana.org/time-zones) writes for current zones, named as in tzdb\'s theory.html, with zones from zone.tab plus Etc/UTC and Etc/GMT; ' +
    'plus common abbreviations tzdb does not write, each with the page that attests it (Unicode CLDR time zone names, Wikipedia\'s List of time ' +
    'zone abbreviations, national time articles, the tz mailing list): the North American generics ET, CT, MT, PT, AKT and AT (one meaning per ' +
    'season), Z, names for zones where tzdb writes a numeric abbreviation (BRT, ART, GST, SGT, ICT, LHST, CHAST, ACWST...), and ' +
    'CLDR\'s English names that differ from tzdb\'s (HAST/HADT for Adak, PHT): every letter abbreviation timezone-convert writes ' +
    'resolves here. tzdb\'s numeric abbreviations such ' +
    'as +04 or -03 are UTC offsets, not abbreviations, and are not listed. dataset gives the table\'s name, tzdb version and the date it was last checked.',
  category: 'time',
  es: { title: 'Abreviatura de zona horaria', summary: 'Resuelve una abreviatura de zona horaria como CET, IST o CST en todos los significados que tiene e indica qué zonas usan cada uno en un instante dado.' },
  examples: [
    {
      title: 'IST has three meanings; at the instant (the default, now: 2026-11-21T12:00:00Z here) Ireland is on GMT',
      input: { code: 'IST' },
      output: {
        code: 'IST',
        at: '2026-11-21T12:00:00Z',
        ambiguous: true,
        meanings: [
          {
            name: 'Irish Standard Time',
            offset: '+01:00',
            offsetMinutes: 60,
            dst: true,
            zones: ['Europe/Dublin'],
            regions: ['Ireland'],
            source: 'tzdb',
            note: IRISH_NOTE,
            reference: null,
            inUseAt: [],
          },
          tzdbMeaning('Israel Standard Time', '+02:00', 120, 'Asia/Jerusalem', 'Israel'),
          tzdbMeaning('India Standard Time', '+05:30', 330, 'Asia/Kolkata', 'India'),
        ],
        dataset: DATASET,
      },
    },
    {
      title: 'BST in July: British Summer Time is in use, and so is Bangladesh Standard Time',
      input: { code: 'BST', at: '2026-07-01T12:00:00Z' },
      output: {
        code: 'BST',
        at: '2026-07-01T12:00:00Z',
        ambiguous: true,
        meanings: [
          {
            name: 'British Summer Time',
            offset: '+01:00',
            offsetMinutes: 60,
            dst: true,
            zones: BRITISH_ZONES,
            regions: ['Britain (UK)', 'Guernsey', 'Isle of Man', 'Jersey'],
            source: 'tzdb',
            note: null,
            reference: null,
            inUseAt: BRITISH_ZONES,
          },
          {
            name: 'Bangladesh Standard Time',
            offset: '+06:00',
            offsetMinutes: 360,
            dst: false,
            zones: ['Asia/Dhaka'],
            regions: ['Bangladesh'],
            source: 'common usage',
            note: 'tzdb writes the numeric +06 for Asia/Dhaka.',
            reference: 'https://simple.wikipedia.org/wiki/Bangladesh_Standard_Time',
            inUseAt: ['Asia/Dhaka'],
          },
        ],
        dataset: DATASET,
      },
    },
    {
      title: 'Any case, any offset in at: Australian summer time is not in use in July',
      input: { code: 'aedt', at: '2026-07-01T12:00:00+10:00' },
      output: {
        code: 'AEDT',
        at: '2026-07-01T02:00:00Z',
        ambiguous: false,
        meanings: [
          {
            name: 'Australian Eastern Daylight Time',
            offset: '+11:00',
            offsetMinutes: 660,
            dst: true,
            zones: ['Antarctica/Macquarie', 'Australia/Hobart', 'Australia/Melbourne', 'Australia/Sydney'],
            regions: ['Australia'],
            source: 'tzdb',
            note: null,
            reference: null,
            inUseAt: [],
          },
        ],
        dataset: DATASET,
      },
    },
  ],
  // The full list: every zone of every meaning is resolved at the instant.
  worstCase: () => ({ at: '2026-07-01T12:00:00Z' }),
});
