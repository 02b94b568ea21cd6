import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Word lists (~275,000 English words, ~636,000 Spanish ones), read once per test file that asks.
const english = new Set<string>(require('an-array-of-english-words') as string[]);
const spanish = new Set<string>(require('an-array-of-spanish-words') as string[]);

/**
 * Names, codes and units that stay as they are in Spanish text: removed before the words are checked. Phrases are
 * matched as written (case and all), so "tax" in an English sentence is still caught.
 */
export const KEEP_AS_IS: readonly string[] = [
  // Laws, programmes and official documents, named as they are published.
  'One Big Beautiful Bill Act',
  'Social Security Fairness Act',
  'Windfall Elimination Provision',
  'Government Pension Offset',
  'Pensions Act',
  'Regulations 2015',
  'Standard Time (Amendment) Act',
  'Standard Time Act',
  'Selling Guide',
  'Eligibility Matrix',
  'Remittance Prices Worldwide',
  'Schedule C',
  'Rev. Proc.',
  'Rev. Rul.',
  'Business Privilege Tax',
  'Mountain-Plains',
  'Mid-Atlantic',
  'MT Newswires',
  'ABA Banking Journal',
  'The Star',
  'macro.events',
  'LLC University',
  'Performance West',
  'Neb. Rev. Stat.',
  'Pa.C.S.',
  'Token-Oriented Object Notation',
  // Standards named as published (RFC 6901 and RFC 6902).
  'JSON Pointer',
  'JSON Patch',
  // CSS colour functions and an HTTP date, quoted as written in the help of color-convert and timestamp.
  'lab()',
  'Sat, 21 Nov 2026 12:00:00 GMT',
  'Broken Hill',
  'ECB_FETCH=off',
  'wash sales',
  'wash sale',
  'Additional Medicare Tax',
  'Utility API',
  'English',
  'Medicare',
  'Social Security',
  'Self-Employment Tax',
  'Form 2210',
  'Schedule SE',
  'Certificate of Publication',
  'Annual Report',
  'Statement of Information',
  'Franchise Tax',
  'New York', 'New Jersey', 'New Hampshire', 'New Mexico', 'North Carolina', 'North Dakota', 'South Carolina', 'South Dakota',
  'West Virginia', 'Rhode Island', 'District of Columbia',
  'Secretary of State',
  'State Pension',
  'National Insurance',
  'Class 2', 'Class 3', 'Class 4',
  // UK income tax terms, given in brackets beside their Spanish as HMRC names them.
  'Self Assessment', 'Personal Allowance', 'higher rate', 'additional rate', 'sole trader', 'payments on account',
  'balancing payment', 'Marriage Allowance', 'Gift Aid', 'Finance Act', 'Income Tax Act',
  // US law and holiday names, as written.
  'Internal Revenue Code', 'Martin Luther King',
  'HM Revenue & Customs',
  'GOV.UK',
  'Federal Reserve',
  'Bank of England',
  'Fannie Mae',
  'Desktop Underwriter',
  'Birch Studio',
  'Cobalt Ltd',
  'Acme Corp',
];

/**
 * Single words allowed whatever their case: acronyms are upper case and pass anyway; these are names, units, legal
 * abbreviations ("art. 209", "1.er plazo") and the technical loanwords Spanish writing about software uses as they are.
 */
const KEEP_WORDS = new Set([
  'art', 'arts', 'er', 'ref', 'gob', 'i', 'mm', 'hh',
  'gambia', 'angola', 'chad', 'hong', 'kong', 'birch', 'cobalt', 'howe',
  'web', 'internet', 'excel', 'hexadecimal', 'interoperable', 'node',
  'texas', 'alaska', 'michigan', 'york', 'garrigues', 'discern', 'pima', 'shanghai', 'grace', 'hopper', 'smith',
  'slug', 'slugs', 'endpoint', 'endpoints', 'prompt', 'prompts', 'token', 'tokens', 'array', 'arrays', 'bytes', 'byte', 'timestamp', 'timestamps',
  'hash', 'parser', 'diff', 'log', 'logs', 'benchmark', 'benchmarks', 'feed', 'apps', 'marketplaces', 'snake', 'kebab', 'camel', 'pascal', 'spec', 'stats', 'zip',
'futa', 'suta', 'fica', 'medicare', 'irs', 'ssa', 'llc', 'llcs', 'mcp', 'api', 'json', 'curl', 'url', 'csv', 'yaml', 'toon', 'svg', 'pdf', 'email', 'online', 'software', 'freelance', 'freelancer', 'freelancers', 'startup', 'pia', 'aime', 'ecb', 'hmrc', 'iban', 'swift', 'wise', 'paypal', 'revolut', 'stripe', 'sqft', 'ft', 'mb', 'kb', 'utc', 'uuid', 'base64', 'unicode', 'hex', 'rgb', 'hsl', 'github', 'markdown', 'html', 'http', 'https', 'iso', 'usd', 'eur', 'gbp']);

/**
 * The words of `text` that are English and not Spanish: each word (letters only) is looked up in both word lists;
 * upper-case codes (IRPF, FUTA) and the names above pass.
 */
export function englishWords(text: string, allowed: readonly string[] = []): string[] {
  // Addresses are codes: URLs, host names (www.irs.gov) and paths (/es/guides/x).
  let rest = text.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\b[\w-]+(?:\.[\w-]+)+\b(?:\/\S*)?/g, (m) => (/^[\d.,]+$/.test(m) ? m : ' ')).replace(/(?:^|\s)\/[\w\/-]+/g, ' ');
  // A quotation is the other language's own words: an official term or a document quoted as written.
  rest = rest.replace(/“[^”]{0,300}”|«[^»]{0,300}»|"[^"]{0,300}"/g, ' ');
  for (const phrase of [...KEEP_AS_IS, ...allowed]) rest = rest.split(phrase).join(' ');
  const found: string[] = [];
  for (const [token] of rest.matchAll(/[\p{L}\p{N}_-]+/gu)) {
    // Identifiers are code, not words: kebab-case ids (us-employer-payroll-taxes) and camelCase field names.
    if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(token) || /\p{Ll}\p{Lu}/u.test(token) || token.includes('_')) continue;
    for (const [word] of token.matchAll(/\p{L}+/gu)) check(word);
  }
  return found;

  function check(word: string): void {
    if (word.length > 1 && word === word.toUpperCase()) return;
    const lower = word.toLowerCase();
    if (KEEP_WORDS.has(lower) || SPANISH_LETTER_WORDS.has(lower)) return;
    if (english.has(lower) && !spanish.has(lower)) found.push(word);
  }
}

/** Spanish words the word list leaves out: one-letter words, and month abbreviations Intl writes ("may", "sept"). */
const SPANISH_LETTER_WORDS = new Set(['a', 'y', 'o', 'e', 'u', 'ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic']);
