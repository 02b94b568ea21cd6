import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { lazy } from '../../core/lazy.js';

// Temporal (temporal-polyfill) and the abbreviation table are only loaded when the operation is first called.
const logic = lazy(() => import('./timezone-abbreviation.js'));

const strings = (description: string) => z.array(z.string()).describe(description);

const meaning = z
  .strictObject({
    name: z.string().describe('What the abbreviation stands for in this meaning, e.g. "India Standard Time".'),
    offset: z.string().describe('UTC offset as ±HH:MM, e.g. "+05:30", "-03:30", "+00:00".'),
    offsetMinutes: z.int().describe('The same offset in minutes east of UTC (330, -210, 0).'),
    dst: z.boolean().describe("True when this is a zone's summer (daylight saving) offset, false for its standard offset."),
    zones: strings('IANA time zones that use this meaning (during part or all of the year), sorted.'),
    regions: strings("Countries and territories of those zones, as the tz database's iso3166.tab names them, sorted; empty for Etc/UTC."),
    source: z
      .enum(['tzdb', 'common usage'])
      .describe('"tzdb": the IANA tz database writes this abbreviation for these zones; "common usage": it does not, and `reference` attests the usage.'),
    note: z.string().nullable().describe('A caveat about this meaning (legal quirks, what tzdb writes instead), or null.'),
    reference: z.string().nullable().describe('For common-usage meanings, the page that attests the abbreviation; null for tzdb meanings.'),
    inUseAt: strings('The zones of `zones` whose actual offset at `at` equals this offset and whose daylight-saving state matches `dst`, sorted; empty when none uses this meaning then.'),
  })
  .describe('One meaning of an abbreviation.');

const abbreviationFields = {
  code: z.string().describe('The abbreviation as the dataset spells it (canonical case, e.g. "CEST", "ChST").'),
  ambiguous: z.boolean().describe('True when the abbreviation has more than one meaning (different offsets or places).'),
  meanings: z
    .array(meaning)
    .describe('Every meaning: tzdb ones first, then common usage, each group by offset (west to east), then name.'),
};

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
  id: 'timezone-abbreviation',
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
  kind: 'utility',
  heavy: true,
  es: { title: 'Abreviatura de zona horaria', summary: 'Resuelve una abreviatura de zona horaria como CET, IST o CST en todos los significados que tiene e indica qué zonas usan cada uno en un instante dado.' },
  input: z.strictObject({
    code: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe('The abbreviation to resolve, e.g. CET, cest, IST, ChST (case-insensitive). Omit to list every abbreviation.'),
    at: z
      .string()
      .max(100)
      .optional()
      .describe('The instant for inUseAt: ISO 8601 with Z or a UTC offset, e.g. 2026-07-01T12:00:00Z. Default: now.'),
  }),
  form: {
    code: {
      label: { en: 'Abbreviation', es: 'Abreviatura' },
      help: {
        es: 'La abreviatura que quieres resolver, por ejemplo CET, cest, IST o ChST (da igual mayúsculas o minúsculas). Déjala vacía para ver todas las abreviaturas.',
      },
    },
    at: {
      label: { en: 'Instant (UTC or with an offset)', es: 'Instante (UTC o con desfase)' },
      help: {
        es: 'El instante en el que se mira qué zonas usan cada significado: ISO 8601 con Z o un desfase UTC, por ejemplo 2026-07-01T12:00:00Z. Si no se indica, ahora.',
      },
    },
  },
  page: {
    headline: [
      { field: 'code', label: { en: 'Abbreviation', es: 'Abreviatura' }, format: 'text' },
      { field: 'ambiguous', label: { en: 'More than one meaning', es: 'Tiene varios significados' }, format: 'boolean' },
      { field: 'at', label: { en: 'Instant checked (UTC)', es: 'Instante comprobado (UTC)' }, format: 'text' },
    ],
    details: [
      { field: 'count', label: { en: 'Abbreviations listed', es: 'Abreviaturas listadas' }, format: 'integer' },
      { field: 'dataset.name', label: { en: 'Dataset', es: 'Conjunto de datos' }, format: 'text' },
      { field: 'dataset.tzdbVersion', label: { en: 'tz database release', es: 'Versión de la base de datos tz' }, format: 'text' },
      { field: 'dataset.lastChecked', label: { en: 'Last checked', es: 'Última revisión' }, format: 'date' },
    ],
    tables: [
      {
        field: 'meanings',
        title: { en: 'Meanings', es: 'Significados' },
        columns: [
          { field: 'name', label: { en: 'Stands for', es: 'Significado' }, format: 'text' },
          { field: 'offset', label: { en: 'UTC offset', es: 'Desfase UTC' }, format: 'text' },
          { field: 'dst', label: { en: 'Summer time', es: 'Horario de verano' }, format: 'boolean' },
          { field: 'regions', label: { en: 'Countries', es: 'Países' }, format: 'text' },
          { field: 'inUseAt', label: { en: 'In use at the instant in', es: 'En uso en ese instante en' }, format: 'text' },
          {
            field: 'source',
            label: { en: 'Source', es: 'Fuente' },
            format: 'text',
            choices: {
              tzdb: { en: 'IANA tz database', es: 'Base de datos tz de IANA' },
              'common usage': { en: 'Common usage', es: 'Uso común' },
            },
          },
          { field: 'note', label: { en: 'Note', es: 'Nota' }, format: 'text' },
          { field: 'reference', label: { en: 'Reference', es: 'Referencia' }, format: 'text' },
        ],
      },
      {
        field: 'abbreviations',
        title: { en: 'Every abbreviation', es: 'Todas las abreviaturas' },
        columns: [
          { field: 'code', label: { en: 'Abbreviation', es: 'Abreviatura' }, format: 'text' },
          { field: 'ambiguous', label: { en: 'More than one meaning', es: 'Tiene varios significados' }, format: 'boolean' },
          { field: 'meanings', label: { en: 'Meanings', es: 'Significados' }, format: 'json' },
        ],
      },
    ],
  },
  output: z.strictObject({
    code: abbreviationFields.code.optional().describe('With code: the abbreviation in its canonical spelling.'),
    at: z.string().describe('The instant used for inUseAt, in UTC (ISO 8601 with Z).'),
    ambiguous: abbreviationFields.ambiguous.optional().describe('With code: true when it has more than one meaning.'),
    meanings: abbreviationFields.meanings.optional().describe('With code: every meaning, tzdb ones first, then by offset and name.'),
    count: z.int().optional().describe('Without code: how many abbreviations are listed.'),
    abbreviations: z
      .array(z.strictObject(abbreviationFields).describe('One abbreviation and its meanings.'))
      .optional()
      .describe('Without code: every abbreviation, sorted by code case-insensitively.'),
    dataset: z
      .strictObject({
        name: z.string().describe('Name of the abbreviation dataset.'),
        tzdbVersion: z.string().describe('The tz database release the dataset was checked against.'),
        lastChecked: z.string().describe('Date (YYYY-MM-DD) the dataset was last compared with its sources.'),
      })
      .describe('Which data answered.'),
  }),
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
  run: async (input, ctx) => (await logic()).timezoneAbbreviation(input, ctx.now(), ctx.locale),
});
