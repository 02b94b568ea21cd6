import { defineOperation } from '../../core/operation.js';
import page from './regex-test.page.js';
import run from './regex-test.run.js';
import { MAX_BACKTRACKING_TEXT_CHARS, MAX_LISTED, MAX_MATCHES, MAX_LISTED_CHARS, MAX_PATTERN_CHARS, MAX_REPLACED_CHARS, MAX_TEXT_CHARS } from './regex-test.js';

const n = (value: number) => value.toLocaleString('en-US');

export default defineOperation({
  ...run,
  ...page,
  title: 'Regular expression tester',
  summary: 'Tests a JavaScript regular expression on a text: every match with its index and groups, and the text with a replacement, without catastrophic backtracking.',
  agentDescription:
    'Runs a JavaScript regex on text: matches (index, end, groups, named groups), count, replaced text ($1, $<name>). g: all matches. Catastrophic patterns run in linear time or are refused.',
  description:
    'The pattern is a JavaScript regular expression (ECMAScript syntax, as new RegExp reads it) and flags any of d g i m s u v y ' +
    "in any order (each once; u and v not together). Without flags, a pattern written whole as a literal such as /a+/gi is read as " +
    "source and flags, when what follows the last slash is only flag letters; send flags, even empty, to have slashes read as " +
    'part of the pattern. With g every match is found as String.prototype.matchAll finds them: the search goes on from the end ' +
    'of each match, and past an empty match by one code unit (one code point with u or v); with y a match must start where the ' +
    'last one ended (at 0 first); without g only the first match is given, as exec gives it. Indexes are in UTF-16 code units, ' +
    'as in JavaScript. Each match gives index, end (exclusive), the matched text, the numbered groups 1…n and the named groups, ' +
    'null for a group that did not take part; with d also indices, the [start, end] of the match and of each group. With a ' +
    'replacement, replaced is the text with the first match (without g) or every match replaced as String.prototype.replace ' +
    "does: $$, $&, $` and $' , $1 to $99 and $<name>. " +
    'No pattern can stall the service. Every pattern that RE2 can express with exactly JavaScript\'s meaning runs on re2js, a ' +
    'linear-time engine without backtracking (engine: linear): its classes, dot, \\s and anchors are translated to JavaScript\'s ' +
    'sets, and its results are JavaScript\'s. This covers every pattern without lookaround or backreferences, except: a repeated ' +
    'part that can match the empty string, a group that can sit out an iteration of a repeat (JavaScript clears it, RE2 keeps ' +
    'it), \\p{…} properties and v-flag set operations, surrogates in the text without u or v, with i a text that is not ASCII, ' +
    'with m a text holding \\r, U+2028 or U+2029. Those run on JavaScript\'s own RegExp (engine: backtracking), on texts of at ' +
    `most ${n(MAX_BACKTRACKING_TEXT_CHARS)} characters, in a worker stopped at its deadline — unless the pattern has the ` +
    'shape of catastrophic backtracking: a repeat inside a repeat ((a+)+, (.*a){20}, ^(\\w+\\s?)*$) or repeated alternatives ' +
    'that can match the same text ((a|aa)+), which is then refused with a 400 saying which part and how to rewrite it. On ' +
    'either engine, catastrophic names that part (a backtracking engine such as JavaScript, PCRE, Java or Python could take ' +
    'exponential time on it), null otherwise; the test is structural and does not look for polynomial backtracking. ' +
    `Limits: the pattern ${n(MAX_PATTERN_CHARS)} characters, the text ${n(MAX_TEXT_CHARS)}, the replacement 10,000 and the ` +
    `replaced text ${n(MAX_REPLACED_CHARS)}. The search stops at ${n(MAX_MATCHES)} matches (count is then a lower bound ` +
    `and replaced replaces those only); the first ${n(MAX_LISTED)} are listed (up to ${n(MAX_LISTED_CHARS)} characters ` +
    'of matched text), and truncated says when some were not listed.',
  category: 'code',
  es: {
    title: 'Probador de expresiones regulares',
    summary: 'Prueba una expresión regular de JavaScript sobre un texto: cada coincidencia con su índice y sus grupos, y el texto con un reemplazo, sin retroceso catastrófico.',
  },
  examples: [
    {
      title: 'Dates with named groups, rewritten',
      input: { pattern: '(?<year>\\d{4})-(?<month>\\d{2})', flags: 'g', text: 'Released 2024-03, patched 2024-11.', replacement: '$<month>/$<year>' },
      output: {
        pattern: '(?<year>\\d{4})-(?<month>\\d{2})',
        flags: 'g',
        engine: 'linear',
        count: 2,
        truncated: false,
        matches: [
          { index: 9, end: 16, match: '2024-03', groups: ['2024', '03'], named: { year: '2024', month: '03' } },
          { index: 26, end: 33, match: '2024-11', groups: ['2024', '11'], named: { year: '2024', month: '11' } },
        ],
        catastrophic: null,
        replaced: 'Released 03/2024, patched 11/2024.',
      },
    },
    {
      // Without g, only the first match, as exec gives it; the literal's i flag makes [a-z] match capitals too.
      title: 'A pasted literal, first match only',
      input: { pattern: '/(\\w+)@([a-z]+)\\.com/i', text: 'Write to Ana@Example.com or bob@test.com' },
      output: {
        pattern: '(\\w+)@([a-z]+)\\.com',
        flags: 'i',
        engine: 'linear',
        count: 1,
        truncated: false,
        matches: [{ index: 9, end: 24, match: 'Ana@Example.com', groups: ['Ana', 'Example'], named: {} }],
        catastrophic: null,
      },
    },
    {
      // 30 a's then b: a backtracking engine tries about 2^30 splits before failing; RE2 reads the text once.
      title: 'Catastrophic backtracking, answered in linear time',
      input: { pattern: '(a+)+$', text: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaab' },
      output: {
        pattern: '(a+)+$',
        flags: '',
        engine: 'linear',
        count: 0,
        truncated: false,
        matches: [],
        catastrophic: 'the repeated (a+)+ contains the repeat a+, so a text that almost matches can be split between them in exponentially many ways',
      },
    },
  ],
  // Measured the slowest of the shapes tried (bench notes in regex-test.ts): one match spanning the whole text, its
  // groups filled in by re2js's automaton; 10,000 matches of a small pattern cost about as much.
  worstCase: () => ({ pattern: '(?:a|b)*c|(\\w+\\s?)*$', flags: 'g', text: 'ab '.repeat(Math.floor(MAX_TEXT_CHARS / 3)), replacement: '[$&]' }),
});
