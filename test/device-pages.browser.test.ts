/**
 * Acceptance of "calculator and utility pages compute on the visitor's device" (src/client/page/tool-runtime.ts), in
 * headless Chromium, for every calculator and utility page in both languages:
 *
 * - after the page loads, 50 edits make no request to the server — counted where it counts, at the server
 *   (`server.on('request')`: Chromium asks its cache for the favicon on each `replaceState`, which Playwright reports
 *   as a request but which never reaches the server) — except a currency page's one fetch of the ECB rates per day;
 *   the address bar holds the form's query after them;
 * - every example's input, and random valid inputs drawn from the form's own model, give the same result section as
 *   the server draws without JavaScript for the same URL (the same renderer on both sides), the headline figures of the
 *   API's JSON for that input, written as the page writes them, or, for an input the API refuses, a refusal too;
 * - the jwt-decode, hmac and hash pages send neither the token, the key nor the text in any request (URL, headers or
 *   body, cached or not: Playwright's log) and the server sees no request while they are typed;
 * - 200 edits in a minute never show the rate-limit message, while the API still answers 429 past 60 a minute.
 *
 * Service workers are blocked in the browser context: the offline copy (src/client/sw.ts) fetches its shell and the
 * page's modules in the background after a page loads, which is neither an edit nor the page's doing (it has its own
 * test, test/offline.browser.test.ts), and would make the count depend on when it finishes. One test lets it run, as
 * a visitor's browser does, and counts the requests of 50 edits once it controls the page and has gone quiet.
 *
 * "After the page loads" is: the form says `data-ready`, and the page's network is idle (the page fetches its live
 * form's modules once it is painted, and a heavy operation's worker loads its own): requests before that are the
 * page's load, not an edit's.
 *
 * Hang guards are generous (a result is waited for up to RESULT_WAIT_MS, the test's own timeouts) and nothing asserts
 * wall-clock time. Random inputs come from a seeded generator: DEVICE_PAGES_SEED=<n> replays a run (the seed is in
 * every failure's message).
 */
import { createHmac, randomBytes } from 'node:crypto';
import qs from 'qs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { controlId } from '../src/adapters/site/tool/control-id.js';
import { formModel, type Input } from '../src/adapters/site/tool/form-model.js';
import { readQuery } from '../src/adapters/site/tool/query-input.js';
import { currencyOf, formatted, valueAt } from '../src/adapters/site/tool/result-html.js';
import { toolStrings } from '../src/adapters/site/tool/tool-strings.js';
import type { AnyOperation } from '../src/core/operation.js';
import { operations } from '../src/ops/index.js';
import { addressOf, HAS_CHROMIUM, launchChromium } from './support/browser.js';
import { freshRateWindow, postJson, startNode, type Harness } from './support/harness.js';

type Locale = 'en' | 'es';
type Values = Record<string, unknown>;

const tools = operations.filter((op) => op.kind === 'utility' || op.kind === 'calculator');
const LOCALES: readonly Locale[] = ['en', 'es'];
/**
 * Edits per page, each until its result shows, on the English page: a request on an edit, or an address out of step,
 * shows on the first edits already (the page computes every edit the same way, in either language), and the examples
 * test below sets every example and random input on both languages' pages and checks the same (no request, the
 * address in step) each time. 20 keep the check, as 50 in both languages did, at a fifth of the time.
 */
const EDITS = 20;
const RANDOM_INPUTS = 2;
/** How long one result may take to show: a hang guard only, far past what the slowest first result takes quiet (about 1.5 s), for a machine busy with another copy of the suite. */
const RESULT_WAIT_MS = 120_000;
const SEED = Number(process.env.DEVICE_PAGES_SEED ?? 20_261_129);

const pagePath = (op: AnyOperation, locale: Locale) => `${locale === 'es' ? '/es' : ''}/${op.kind === 'calculator' ? 'calculators' : 'utilities'}/${op.id}`;
const byId = (id: string) => tools.find((op) => op.id === id)!;

// ---------------------------------------------------------------------------------------------------------------
// What reached the server

interface Served {
  method: string;
  url: string;
  /** Chromium's requests (the page's); the test's own fetches from Node say `node`. */
  browser: boolean;
}

function recordRequests(h: Harness & { server: import('node:http').Server }): Served[] {
  const log: Served[] = [];
  h.server.on('request', (req) => log.push({ method: req.method ?? '', url: req.url ?? '', browser: /Chrome/.test(req.headers['user-agent'] ?? '') }));
  return log;
}

const fromBrowser = (log: readonly Served[]) => log.filter((r) => r.browser).map((r) => `${r.method} ${r.url}`);
const isRates = (request: string) => /^GET \/data\/ecb-rates(?:\/\d{4}-\d{2}-\d{2})?\.json$/.test(request);

// ---------------------------------------------------------------------------------------------------------------
// In the page: the form read as the GET form sends it, edits, and the wait for the result that answers them

/**
 * Installed in every page before its scripts (plain JavaScript: it is not transpiled). `queryOf` is the runtime's own
 * reading of the form; `settled` waits until the result section says it answers the form as it stands.
 */
const PAGE_HELPERS = `
window.__device = (() => {
  const form = () => document.querySelector('form[data-op]');
  const queryOf = () => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form())) if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
    return params.toString();
  };
  const shown = () => document.getElementById('result')?.dataset.query ?? null;
  const settled = (ms) => new Promise((resolve, reject) => {
    let timer;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (shown() !== queryOf()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(undefined);
    };
    observer.observe(form().parentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-query'] });
    timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('no result for ?' + queryOf() + ' within ' + ms + ' ms; the page shows ?' + shown()));
    }, ms);
    check();
  });
  const fire = (control) => {
    control.dispatchEvent(new Event('input', { bubbles: true }));
    if (control instanceof HTMLSelectElement) control.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const control = (name) => {
    const found = form().elements.namedItem(name);
    if (!found) throw new Error('no control named ' + name);
    return found;
  };
  /** Edits one control per step ([name, value], or [name, null]: a select's next option), each until its result shows, until \`wanted\` edits changed the query. */
  const edits = async (steps, wanted, ms, watch) => {
    let made = 0;
    const seen = new Set();
    for (const [name, value] of steps) {
      if (made === wanted) break;
      const before = queryOf();
      const target = control(name);
      if (value === null) target.selectedIndex = (target.selectedIndex + 1) % target.options.length;
      else target.value = value;
      if (queryOf() === before) continue;
      fire(target);
      await settled(ms);
      made++;
      if (watch && document.getElementById('result').textContent.includes(watch)) seen.add(queryOf());
    }
    return { made, watched: [...seen] };
  };
  /** Sets the whole form from a query built as the GET form sends it (rows added or removed with the page's buttons), then fires one input. */
  const setForm = async (search, defaults, ms) => {
    const params = new URLSearchParams(search);
    for (const group of form().querySelectorAll('[data-rows]')) {
      const prefix = group.dataset.rows + '[';
      let rows = 0;
      for (const name of params.keys()) if (name.startsWith(prefix)) rows = Math.max(rows, Number.parseInt(name.slice(prefix.length), 10) + 1);
      const wanted = Math.min(rows + 1, Number(group.dataset.maxRows ?? 100));
      const list = () => group.querySelectorAll('[data-row]');
      for (let guard = 0; list().length < wanted && guard < 2000; guard++) group.querySelector('[data-add-row]').click();
      for (let guard = 0; list().length > wanted && guard < 2000; guard++) list()[list().length - 1].querySelector('[data-remove-row]').click();
      if (list().length !== wanted) throw new Error(group.dataset.rows + ': ' + list().length + ' rows, wanted ' + wanted);
    }
    for (const target of form().querySelectorAll('input[name], select[name], textarea[name]')) {
      const wanted = params.get(target.name) ?? (target instanceof HTMLSelectElement ? (defaults[target.name] ?? '') : '');
      target.value = wanted;
      if (target instanceof HTMLSelectElement && target.value !== wanted) throw new Error(target.name + ': no option ' + JSON.stringify(wanted));
    }
    for (const name of params.keys()) control(name);
    fire(form().querySelector('input[name], select[name], textarea[name]'));
    await settled(ms);
    return { query: queryOf() };
  };
  /** The page's answer and result sections, and the server's parsed the way the page parses them before it swaps them in. */
  const compare = (serverSections) => {
    const template = document.createElement('template');
    template.innerHTML = serverSections;
    for (const element of template.content.querySelectorAll('[data-js]')) element.hidden = false;
    const server = [...template.content.children].map((section) => section.outerHTML).join('\\n');
    const answer = document.getElementById('answer');
    const result = document.getElementById('result');
    const besides = {};
    for (const line of form().querySelectorAll('[data-error-for]')) if (!line.hidden) besides[line.dataset.errorFor] = line.textContent;
    return { device: answer.outerHTML + '\\n' + result.outerHTML, server, headline: answer.querySelector('.headline')?.textContent ?? '', errors: JSON.parse(result.dataset.errors || '{}'), besides, problems: answer.querySelector('.problems') !== null };
  };
  return { queryOf, shown, settled, edits, setForm, compare };
})();
`;

interface DeviceWindow {
  __device: {
    queryOf(): string;
    shown(): string | null;
    settled(ms: number): Promise<void>;
    edits(steps: [string, string | null][], wanted: number, ms: number, watch?: string): Promise<{ made: number; watched: string[] }>;
    setForm(search: string, defaults: Record<string, string>, ms: number): Promise<{ query: string }>;
    compare(serverSection: string): { device: string; server: string; headline: string; errors: Record<string, string>; besides: Record<string, string>; problems: boolean };
  };
}

/** Waits until no request has reached the server for a while (the browser's background work is done); never fails. */
async function quiet(log: readonly Served[], quietMs = 1_500, atMostMs = 60_000): Promise<void> {
  let seen = -1;
  for (let waited = 0; waited < atMostMs && log.length !== seen; waited += quietMs) {
    seen = log.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForSelector('form[data-op][data-ready="true"]', { timeout: RESULT_WAIT_MS });
  // The page fetches its live form's modules once it is painted: load requests, not an edit's.
  await page.waitForLoadState('networkidle', { timeout: RESULT_WAIT_MS });
}

// ---------------------------------------------------------------------------------------------------------------
// Random valid inputs, from the form's model (seeded)

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const seedOf = (text: string) => [...text].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16_777_619) >>> 0, SEED >>> 0);

const WORDS = ['invoice', 'niño', 'Ünïcödé', 'café', '€100', 'tax 2026', 'x', 'quick brown fox', '«quotes»', 'émoji 🚀'];

/**
 * Text fields whose text may change freely (appended words keep them valid): the others are taken whole from an
 * example (a document in its format, a key in its encoding, a zone name).
 */
const FREE_TEXT: Readonly<Record<string, readonly string[]>> = {
  slugify: ['text'],
  'convert-case': ['text'],
  'word-count': ['text'],
  'base64-encode': ['text'],
  'url-encode': ['text'],
  'html-entities-encode': ['text'],
  'html-entities-decode': ['text'],
  diff: ['original', 'changed'],
};
/** A utility's choices that any text takes (the others must agree with the text: its format, its delimiter, its encoding). */
const FREE_CHOICES: Readonly<Record<string, readonly string[]>> = {
  'convert-case': ['mode'],
  'lorem-ipsum': ['unit', 'html'],
  'base64-encode': ['urlSafe'],
  'json-format': ['indent'],
  'json-to-csv': ['delimiter'],
  'convert-data': ['to'],
  'json-to-toon': ['delimiter'],
  diff: ['ignoreCase', 'ignoreWhitespace'],
  hash: ['algorithm'],
  hmac: ['algorithm'],
  uuid: ['version'],
  'password-generate': ['mode'],
};
/** Dates the currency operations take: the embedded rates' week (this server does not fetch), and one it refuses. */
const RATE_DATES = ['2025-05-09', '2025-05-10', '2025-05-12', '2024-02-12'];

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function randomNumber(input: Input, rng: Rng, around: unknown): number {
  const min = input.min ?? 0;
  const max = input.max ?? Math.max(min, 0) + 1_000_000;
  const whole = input.control === 'integer';
  let value: number;
  if (max - min <= 200) {
    // A percentage, an age, a count of years: anywhere in the range, whole.
    value = Math.round(min + rng() * (max - min));
  } else {
    // A sum of money: the example's order of magnitude (or a few thousand), cents included.
    const base = typeof around === 'number' && around !== 0 ? Math.abs(around) : 1000 + rng() * 50_000;
    value = base * (0.4 + rng() * 1.4);
    value = whole ? Math.round(value) : Math.round(value * 100) / 100;
    if (typeof around === 'number' && around < 0 && rng() < 0.5) value = -value;
  }
  value = Math.min(max, Math.max(min, value));
  if (input.exclusiveMin && value <= min) value = whole ? min + 1 : min + 0.5;
  return value;
}

/**
 * Whether the form can hold an example's input: a one-value field holds a string, a number or a boolean. An example
 * that gives such a field a list or an object (url-build's path as segments, its query as an object) shows what only
 * the API takes; the page's own text for it is checked by the operation's tests.
 */
function formCanHold(op: AnyOperation, input: Values): boolean {
  return formModel(op, 'en').every((field) => field.shape !== 'value' || input[field.input.key] === null || typeof input[field.input.key] !== 'object');
}

/** One valid-looking input: an example's, its numbers moved, its choices drawn again where the operation allows, its dates shifted. */
function randomInput(op: AnyOperation, rng: Rng): Values {
  const example = structuredClone((pick(rng, op.examples.filter((e) => formCanHold(op, (e.input ?? {}) as Values))).input ?? {}) as Values);
  const out: Values = {};
  const calculator = op.kind === 'calculator';
  const freeChoice = (key: string) => calculator || (FREE_CHOICES[op.id] ?? []).includes(key);
  const currency = op.id === 'currency-rates' || op.id === 'currency-convert';
  const value = (input: Input, current: unknown, inRow: boolean): unknown => {
    switch (input.control) {
      case 'number':
      case 'integer':
        if (current === undefined && !input.required && rng() < 0.5) return undefined;
        return randomNumber(input, rng, current);
      case 'select':
      case 'boolean': {
        if (!freeChoice(input.key)) return current;
        if (!input.required && !inRow && rng() < 0.25) return undefined;
        const choice = pick(rng, input.choices ?? []).value;
        return input.control === 'boolean' ? choice === 'true' : input.numeric ? Number(choice) : choice;
      }
      case 'date':
        if (currency) return pick(rng, [undefined, ...RATE_DATES]);
        if (typeof current !== 'string') return current;
        return addDays(current, Math.round((rng() - 0.5) * 120));
      default:
        if (typeof current === 'string' && (FREE_TEXT[op.id] ?? []).includes(input.key)) return `${current} ${pick(rng, WORDS)}`;
        return current;
    }
  };
  for (const field of formModel(op, 'en')) {
    if (field.shape === 'value') {
      const next = value(field.input, example[field.input.key], false);
      if (next !== undefined) out[field.input.key] = next;
    } else if (field.shape === 'items') {
      const current = example[field.input.key] as unknown[] | undefined;
      if (current === undefined && rng() < 0.5) continue;
      out[field.input.key] = field.labels.map((_, i) => randomNumber(field.input, rng, current?.[i] ?? 2000));
    } else {
      const rows = [...((example[field.key] as Values[] | undefined) ?? [])];
      if (rows.length === 0) continue;
      // A row dropped or repeated, within the list's bounds (and at least one: a list left blank is not sent at all).
      if (rng() < 0.3 && rows.length > Math.max(1, field.minRows)) rows.splice(Math.floor(rng() * rows.length), 1);
      else if (rng() < 0.3 && rows.length < field.maxRows) rows.push(structuredClone(pick(rng, rows)));
      out[field.key] = rows.map((row) => {
        const next: Values = {};
        for (const column of field.columns) {
          const v = value(column, row[column.key], true);
          if (v !== undefined) next[column.key] = v;
        }
        return next;
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// 50 edits per page

/** A JWT signed with HS256, for the jwt-decode page. */
function jwt(payload: Values, secret: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const CURRENCIES = ['USD', 'JPY', 'GBP', 'CHF', 'SEK', 'NOK', 'PLN', 'CZK', 'HUF', 'AUD', 'CAD', 'CNY', 'BRL', 'INR', 'MXN', 'ZAR', 'KRW', 'TRY'];
const STATES = ['CA', 'WY', 'NY', 'MA', 'TX', 'FL', 'DE', 'NV', 'WA', 'OR', 'IL', 'CO', 'AZ', 'GA', 'NC', 'OH', 'PA', 'MI', 'NJ', 'VA'];
const two = (n: number) => String(n).padStart(2, '0');

/** Utilities edited through their text (the first number field of the others is edited). */
const TEXT_EDITS: Readonly<Record<string, readonly [string, (i: number) => string]>> = {
  slugify: ['text', (i) => `Crème brûlée no. ${i}`],
  'convert-case': ['text', (i) => `hello wide world ${i}`],
  'word-count': ['text', (i) => 'word '.repeat(i + 1).trim()],
  'base64-encode': ['text', (i) => `text ${i} ✓`],
  'base64-decode': ['text', (i) => Buffer.from(`text ${i} ✓`).toString('base64')],
  'base-encoding': ['text', (i) => `text ${i} ✓`],
  'string-escape': ['text', (i) => `say "hi" ${i}\n`],
  'url-encode': ['text', (i) => `a b&c=${i}/ñ`],
  'url-parse': ['url', (i) => `https://bücher.example:${8000 + i}/a/${i}?q=${i}&tag=x&tag=y#f`],
  'json-query': ['json', (i) => `{"store":{"book":[{"title":"A","price":${i}},{"title":"B","price":${i + 1}}]}}`],
  'xml-format': ['xml', (i) => `<a><b n="${i}"/><c>${i} &amp; more</c></a>`],
  'json-diff': ['after', (i) => `{"a":${i},"b":[1,2,${i}]}`],
  'json-patch': ['json', (i) => `{"a":${i},"b":[1,2],"c":"x"}`],
  'sql-format': ['sql', (i) => `select a, b from t where id = ${i} order by a`],
  'regex-test': ['text', (i) => `order ${i} shipped on 2026-07-${String((i % 28) + 1).padStart(2, '0')}`],
  'markdown-to-html': ['markdown', (i) => `# Title ${i}\n\n- [x] done\n- [ ] item ${i}\n\n| a | b |\n|---|--:|\n| ${i} | x |`],
  'url-decode': ['text', (i) => `a%20b%26c%3D${i}%2F%C3%B1`],
  'html-entities-encode': ['text', (i) => `<b>${i} & "co"</b>`],
  'html-entities-decode': ['text', (i) => `&lt;b&gt;${i} &amp; caf&eacute;`],
  'number-base': ['value', (i) => String(255 + i * 37)],
  'json-format': ['json', (i) => `{"n":${i},"list":[1,2,{"a":null}]}`],
  'csv-to-json': ['csv', (i) => `id,name\n${i},row ${i}\n`],
  'json-to-csv': ['json', (i) => `[{"id":${i},"name":"x"},{"id":${i + 1}}]`],
  'convert-data': ['text', (i) => `service: billing\nn: ${i}\nports: [80, 443]\n`],
  'json-to-toon': ['text', (i) => `{"users":[{"id":${i},"name":"Ada"}]}`],
  'toon-to-json': ['text', (i) => `users[1]{id,name}:\n  ${i},Ada`],
  diff: ['changed', (i) => `host = localhost\nport = ${8000 + i}\n`],
  timestamp: ['value', (i) => String(1_700_000_000 + i * 86_400)],
  'timezone-convert': ['datetime', (i) => `2026-07-01T09:${two(i)}`],
  'timezone-abbreviation': ['at', (i) => `2026-07-01T12:${two(i)}:00Z`],
  'color-convert': ['value', (i) => `#${(i * 5).toString(16).padStart(2, '0')}8800`],
  hash: ['text', (i) => `message ${i}`],
  hmac: ['text', (i) => `message ${i}`],
  'jwt-decode': ['token', (i) => jwt({ sub: `user-${i}`, iat: 1_700_000_000 }, 'your-256-bit-secret')],
  'currency-rates': ['base', (i) => CURRENCIES[i % CURRENCIES.length]!],
  'llc-costs': ['state', (i) => STATES[i % STATES.length]!],
  'cost-index': ['issue', (i) => `2025-${two((i % 10) + 1)}`],
};

/** Dates typed in between a currency page's edits: the rates of each are fetched once, the refused one too. */
const DATE_EDITS: Readonly<Record<string, readonly (readonly [number, string])[]>> = {
  'currency-convert': [[4, '2025-05-09'], [8, '2025-05-11'], [12, '2024-02-12'], [16, '']],
  'currency-rates': [[4, '2025-05-09'], [8, '2025-05-11'], [12, '2024-02-12'], [16, '']],
};

/** Values for a number field: each different from the one before, within its bounds. */
function numberSteps(input: Input, count: number): string[] {
  const min = input.min ?? 0;
  const low = input.exclusiveMin ? min + 1 : min;
  const max = input.max ?? low + 1_000_000;
  if (max - low <= 200) return Array.from({ length: count }, (_, i) => String(Math.ceil(low) + (i % (Math.floor(max - low) + 1))));
  const step = max - low >= 1_000_000 ? 250 : Math.max(1, Math.floor((max - low) / (count + 1)));
  const cents = input.control === 'integer' ? 0 : 0.25;
  return Array.from({ length: count }, (_, i) => String(low + (i + 1) * step + cents));
}

/** The edits to make on an operation's page: more steps than needed (one may leave the query as it was). */
function editSteps(op: AnyOperation): [string, string | null][] {
  const count = EDITS + 10;
  let steps: [string, string | null][];
  const text = TEXT_EDITS[op.id];
  if (text) {
    steps = Array.from({ length: count }, (_, i) => [text[0], text[1](i)]);
  } else {
    const fields = formModel(op, 'en');
    const numeric = (input: Input) => input.control === 'number' || input.control === 'integer';
    const first =
      fields.flatMap((f) => (f.shape === 'value' && numeric(f.input) ? [[f.input.key, f.input] as const] : []))[0] ??
      fields.flatMap((f) => (f.shape === 'items' && numeric(f.input) ? [[`${f.input.key}[0]`, f.input] as const] : []))[0] ??
      fields.flatMap((f) => (f.shape === 'rows' ? f.columns.filter(numeric).map((c) => [`${f.key}[0][${c.key}]`, c] as const) : []))[0];
    if (first) {
      steps = numberSteps(first[1], count).map((v) => [first[0], v]);
    } else {
      // Only choices (year-end-checklist): each select in turn moves to its next option.
      const selects = fields.flatMap((f) => (f.shape === 'value' ? [f.input.key] : []));
      steps = Array.from({ length: count }, (_, i) => [selects[i % selects.length]!, null]);
    }
  }
  for (const [at, date] of [...(DATE_EDITS[op.id] ?? [])].reverse()) steps.splice(at, 0, ['date', date]);
  return steps;
}

// ---------------------------------------------------------------------------------------------------------------
// Comparing a page with the server and the API

/** The `<section id="answer">` and `<section id="result">` of a page as the server sent them. */
function sectionOf(html: string, what: string): string {
  return ['answer', 'result']
    .map((id) => {
      const start = html.indexOf(`<section id="${id}"`);
      const end = html.indexOf('</section>', start);
      if (start < 0 || end < 0) throw new Error(`${what}: no ${id} section`);
      return html.slice(start, end + '</section>'.length);
    })
    .join('\n');
}

/**
 * What may differ between two runs of the same input, each narrowly, with why. Anything else that differs between the
 * device's result and the server's is a difference in what was computed.
 */
const NORMALISE: Readonly<Record<string, (html: string) => string>> = {
  // A UUID is random (v4) or random past its millisecond timestamp (v7): two runs never give the same one.
  uuid: (html) => html.replace(/[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid v$1>'),
  // Passwords and passphrases are random: what is drawn is left out (the codes and the API's JSON), the rest compared.
  'password-generate': (html) => html.replace(/(<code[^>]*>)[^<]*(<\/code>)/g, '$1<random>$2').replace(/<pre[^>]*>[\s\S]*?<\/pre>/g, '<pre><random></pre>'),
  // The time of the run (`checkedAt`, what exp and nbf are compared with), to the millisecond.
  'jwt-decode': nowInstants,
  // The time of the run (`now`) and the seconds from it to the value (`secondsFromNow`), in the details and the JSON.
  timestamp: (html) =>
    nowInstants(html)
      .replace(/(<th scope="row">(?:Seconds from now|Segundos respecto a ahora)<\/th><td>)[^<]*/g, '$1<seconds from now>')
      .replace(/("secondsFromNow": )-?\d+/g, '$1<seconds from now>'),
  // `at` left blank is the time of the run, to the millisecond.
  'timezone-abbreviation': nowInstants,
};

/** An ISO 8601 instant (its fraction of a second as written, trailing zeros dropped or not) within ten minutes of now: the time a run took as its "now". */
function nowInstants(html: string): string {
  return html.replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z\b/g, (instant) => (Math.abs(Date.parse(instant) - Date.now()) < 600_000 ? '<now>' : instant));
}

/** The headline figures the page should show for the API's output, written as the page writes them (test/calculator-pages.browser.test.ts). */
function expectedHeadline(op: AnyOperation, output: Values, locale: Locale): string[] {
  const currency = currencyOf(op, output);
  return (op.page?.headline ?? [])
    .filter((f) => valueAt(output, f.field) !== undefined)
    // The API answers in English: a text figure is compared on the English page only.
    .filter((f) => locale === 'en' || f.format !== 'text' || f.choices !== undefined)
    .map((f) => formatted(valueAt(output, f.field), f, locale, currency));
}

/** Operations whose API answers the same input differently from one call to the next (random values, or now). */
const UNSTABLE_OUTPUTS = new Set(['uuid', 'password-generate', 'jwt-decode', 'timestamp', 'timezone-abbreviation']);

/**
 * The input as the page sends it: a text box holds its line ends as LF (HTML normalises CRLF and CR in a textarea's
 * value; FormData reads that value), so an example's CRLF text reaches the page's operation with LF, and the API is
 * given the same text.
 */
function asSent(op: AnyOperation, input: Values): Values {
  const out = { ...input };
  for (const field of formModel(op, 'en')) {
    if (field.shape === 'value' && field.input.control === 'textarea' && typeof out[field.input.key] === 'string') {
      out[field.input.key] = (out[field.input.key] as string).replace(/\r\n?/g, '\n');
    }
  }
  return out;
}

/** What a select that the input leaves out shows: its default (a select with a blank option shows that instead). */
function selectDefaults(op: AnyOperation): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const field of formModel(op, 'en')) {
    if (field.shape === 'value' && (field.input.control === 'select' || field.input.control === 'boolean') && field.input.default !== undefined && field.input.default !== null) {
      defaults[field.input.key] = String(field.input.default);
    }
  }
  return defaults;
}

/** The defaults the form's selects show for the fields an input leaves out, as the operation takes them. */
function shownDefaults(op: AnyOperation, input: Values): Values {
  const shown: Values = {};
  for (const field of formModel(op, 'en')) {
    if (field.shape !== 'value' || field.input.key in input) continue;
    if ((field.input.control === 'select' || field.input.control === 'boolean') && field.input.default !== undefined && field.input.default !== null) shown[field.input.key] = field.input.default;
  }
  return shown;
}

/** Where two texts first differ, with some context around it. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}:\n  device: …${a.slice(Math.max(0, i - 160), i + 160)}…\n  server: …${b.slice(Math.max(0, i - 160), i + 160)}…`;
}

// ---------------------------------------------------------------------------------------------------------------

describe.skipIf(!HAS_CHROMIUM)('calculator and utility pages compute on the device, in headless Chromium', () => {
  let h: Awaited<ReturnType<typeof startNode>>;
  let served: Served[];
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];

  beforeAll(async () => {
    h = await startNode();
    served = recordRequests(h);
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: h.baseUrl });
    await context.addInitScript(PAGE_HELPERS);
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // Chromium logs every 4xx a page fetches; a currency page's refused day is the server's 400, shown as the API's message.
      if (message.type() !== 'error' || /\/data\/ecb-rates\/\d{4}-\d{2}-\d{2}\.json$/.test(message.location().url)) return;
      problems.push(`console: ${message.text()} (${message.location().url})`);
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await h?.close();
  });
  beforeEach(() => {
    problems = [];
  });

  it('covers every calculator and utility', () => {
    expect(tools.filter((op) => op.kind === 'calculator').length).toBeGreaterThanOrEqual(17);
    expect(tools.filter((op) => op.kind === 'utility').length).toBeGreaterThanOrEqual(28);
  });

  for (const op of tools) {
    it(`${op.id}: ${EDITS} edits make no request to the server, and the address bar keeps the form's query`, async () => {
      const steps = editSteps(op);
      for (const locale of ['en'] as const) {
        const path = pagePath(op, locale);
        await open(page, path);
        served.length = 0;
        const { made } = await page.evaluate(([s, n, ms]) => (window as unknown as DeviceWindow).__device.edits(s, n, ms), [steps, EDITS, RESULT_WAIT_MS] as const);
        expect(made, `${path}: edits that changed the query`).toBe(EDITS);
        const requests = fromBrowser(served);
        const what = `${path}: requests that reached the server during ${EDITS} edits`;
        if (DATE_EDITS[op.id]) {
          // The ECB rates, at most once per day typed (and once for the latest): nothing else.
          const days = new Set(['', ...DATE_EDITS[op.id]!.map(([, date]) => date)].map((date) => `GET ${date === '' ? '/data/ecb-rates.json' : `/data/ecb-rates/${date}.json`}`));
          expect(requests.filter((r) => !days.has(r)), what).toEqual([]);
          expect(requests.length, `${what}: ${requests.join(', ')}`).toBe(new Set(requests).size);
        } else {
          expect(requests, what).toEqual([]);
        }
        const address = await addressOf(page);
        const { query, text } = await page.evaluate(() => ({
          query: (window as unknown as DeviceWindow).__device.queryOf(),
          text: document.getElementById('result')?.textContent ?? '',
        }));
        expect(address.pathname + address.search, path).toBe(`${path}?${query}`);
        expect(text, path).not.toContain(toolStrings[locale].failed);
      }
      expect(problems).toEqual([]);
    }, 300_000);

    it(`${op.id}: every example and ${RANDOM_INPUTS} random inputs give the server's result section and the API's figures (both languages)`, async () => {
      const rng = mulberry32(seedOf(op.id));
      const inputs: { title: string; input: Values }[] = [
        ...op.examples
          .map((example, i) => ({ title: `example ${i + 1} (${example.title})`, input: (example.input ?? {}) as Values }))
          .filter(({ input }) => formCanHold(op, input)),
        ...Array.from({ length: RANDOM_INPUTS }, (_, i) => ({ title: `random input ${i + 1} (seed ${SEED})`, input: randomInput(op, rng) })),
      ];
      const defaults = selectDefaults(op);
      for (const locale of LOCALES) {
        const path = pagePath(op, locale);
        await open(page, path);
        served.length = 0;
        for (const { title, input } of inputs) {
          const sent = asSent(op, input);
          const what = `${path} ${title}: ${JSON.stringify(input).slice(0, 300)}`;
          const before = await h.call(`/api/v1/${op.id}`, postJson(sent));
          const output = (await before.json()) as Values;

          const { query } = await page.evaluate(([search, d, ms]) => (window as unknown as DeviceWindow).__device.setForm(search, d, ms), [qs.stringify(sent), defaults, RESULT_WAIT_MS] as const);
          const address = await addressOf(page);
          expect(address.pathname + address.search, what).toBe(query ? `${path}?${query}` : path);
          // The form holds the input: its query, read as the server reads it, is the input (with the defaults its selects show).
          expect(readQuery(query, formModel(op, locale)).input, what).toEqual({ ...shownDefaults(op, sent), ...sent });

          // The same URL without JavaScript: the server's section for it.
          const plain = await h.call(`${path}?${query}`, { headers: { accept: 'text/html' } });
          const serverSection = sectionOf(await plain.text(), what);
          const shown = await page.evaluate((section) => (window as unknown as DeviceWindow).__device.compare(section), serverSection);
          const normalise = NORMALISE[op.id] ?? ((html: string) => html);
          const [deviceHtml, serverHtml] = [normalise(shown.device), normalise(shown.server)];
          if (deviceHtml !== serverHtml) expect.fail(`${what}\nthe device's result differs from the server's ${firstDifference(deviceHtml, serverHtml)}`);

          if (before.status === 200) {
            expect(shown.problems, `${what}: the API answers, the page refuses: ${JSON.stringify(shown.errors)}`).toBe(false);
            expect(shown.besides, `${what}: messages left beside the fields`).toEqual({});
            expect(plain.status, what).toBe(200);
            let expected = expectedHeadline(op, output, locale);
            if (UNSTABLE_OUTPUTS.has(op.id)) {
              // A figure the API itself gives differently in two calls (random, or counted from now) is not compared.
              const again = expectedHeadline(op, (await (await h.call(`/api/v1/${op.id}`, postJson(sent))).json()) as Values, locale);
              expected = expected.filter((figure) => again.includes(figure));
            }
            for (const figure of expected) expect(shown.headline, `${what}: ${figure}`).toContain(figure);
          } else {
            expect(before.status, what).toBe(400);
            expect(plain.status, what).toBe(400);
            expect(shown.problems, `${what}: the API refuses (${output.error}), the page does not`).toBe(true);
            // Each message beside its field (the server's words: the section's data-errors, compared above).
            expect(shown.besides, what).toEqual(shown.errors);
            // The English page says what the API says, field by field (the Spanish page's words are the server's: compared above).
            if (locale === 'en') {
              for (const message of Object.values(shown.errors)) {
                const said = String(output.error).toLowerCase();
                expect(said, `${what}: the page says "${message}"`).toContain(message.replace(/\.$/, '').toLowerCase());
              }
            }
          }
        }
        const requests = fromBrowser(served);
        expect(requests.filter((r) => !isRates(r)), `${path}: the page's own requests while inputs were set`).toEqual([]);
        expect(requests.length, `${path}: ${requests.join(', ')}`).toBe(new Set(requests).size);
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }

  it('sends neither the token, the key nor the text typed on the jwt-decode, hmac and hash pages (in any request URL, header or body)', async () => {
    const secretPage = await context.newPage();
    secretPage.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const requests: { url: string; headers: Record<string, string>; body: string }[] = [];
    secretPage.on('request', (request) => {
      void request.allHeaders().then((headers) => requests.push({ url: request.url(), headers, body: request.postData() ?? '' }));
    });
    const checked: string[] = [];
    for (const locale of LOCALES) {
      for (const id of ['jwt-decode', 'hmac', 'hash']) {
        const op = byId(id);
        const path = pagePath(op, locale);
        const marker = `mk${randomBytes(8).toString('hex')}`;
        // Each secret starts with its marker, so most of the keystrokes that follow happen with it whole in the address.
        const typed: [string, string][] =
          id === 'jwt-decode'
            ? [['key', `${marker}-signing-key`], ['token', jwt({ sub: marker, note: 'typed secretly' }, `${marker}-signing-key`)]]
            : id === 'hmac'
              ? [['key', `${marker}-key`], ['text', `${marker} the message to sign`]]
              : [['text', `${marker} the text to hash`]];
        expect(Object.keys((op.input as unknown as { shape: Values }).shape)).toEqual(expect.arrayContaining(typed.map(([key]) => key)));
        const needles = new Set<string>([marker]);
        for (const [, secret] of typed) {
          needles.add(secret);
          // A token's parts (base64url): its payload and signature carry the secret even where the marker is encoded.
          if (id === 'jwt-decode' && secret.includes('.')) for (const part of secret.split('.').slice(1)) needles.add(part);
        }
        for (const needle of [...needles]) {
          needles.add(encodeURIComponent(needle));
          needles.add(new URLSearchParams({ x: needle }).toString().slice(2));
        }

        await open(secretPage, path);
        requests.length = 0;
        served.length = 0;
        for (const [key, secret] of typed) {
          await secretPage.fill(`#${controlId(key)}`, '');
          await secretPage.locator(`#${controlId(key)}`).pressSequentially(secret);
        }
        await secretPage.evaluate((ms) => (window as unknown as DeviceWindow).__device.settled(ms), RESULT_WAIT_MS);
        // The result is the secret's: the page did compute it.
        const address = (await addressOf(secretPage)).search;
        expect(address, path).toContain(marker);
        expect(await secretPage.locator('#answer .headline').count(), path).toBe(1);
        expect(await secretPage.locator('#answer .problems').count(), path).toBe(0);

        const carries = (text: string) => [...needles].some((needle) => text.includes(needle));
        const leaks = requests.flatMap((r) => {
          const where = [...(carries(r.url) ? ['its URL'] : []), ...Object.entries(r.headers).filter(([, value]) => carries(value)).map(([name]) => `its ${name} header`), ...(carries(r.body) ? ['its body'] : [])];
          return where.length > 0 ? [`${r.url.split('?')[0]}: ${where.join(', ')}`] : [];
        });
        expect([...new Set(leaks)], `${path}: requests carrying the secret (${leaks.length} in all)`).toEqual([]);
        expect(fromBrowser(served), `${path}: requests that reached the server`).toEqual([]);
        checked.push(`${path}: ${requests.length} request(s) seen by the browser, none with the secret`);
      }
    }
    expect(checked).toHaveLength(6);
    expect(problems).toEqual([]);
    await secretPage.close();
  }, 300_000);

  it('makes no request while editing with the service worker on, once it keeps the page (a calculator, and a utility that computes in its worker)', async () => {
    // A context of its own, service workers allowed: as a visitor's browser runs the site.
    const swContext = await browser.newContext({ baseURL: h.baseUrl, serviceWorkers: 'allow' });
    await swContext.addInitScript(PAGE_HELPERS);
    const swPage = await swContext.newPage();
    swPage.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    swPage.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()} (${message.location().url})`));
    try {
      for (const [op, steps] of [[byId('hourly-to-salary'), editSteps(byId('hourly-to-salary'))], [byId('json-format'), editSteps(byId('json-format'))]] as const) {
        const path = pagePath(op, 'en');
        await open(swPage, path);
        await swPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        // Opened again, the page is the service worker's to answer; its first install and keeping of the page are done
        // when the server has heard nothing more from the browser for a while (a wait, not a measure).
        await open(swPage, path);
        expect(await swPage.evaluate(() => navigator.serviceWorker.controller !== null), path).toBe(true);
        await quiet(served);
        served.length = 0;
        const { made } = await swPage.evaluate(([s, n, ms]) => (window as unknown as DeviceWindow).__device.edits(s, n, ms), [steps, EDITS, RESULT_WAIT_MS] as const);
        expect(made, path).toBe(EDITS);
        // Left aside: the browser's own check of /sw.js for a newer worker, which it makes after a navigation when it
        // chooses (Chromium puts it off while the worker is busy keeping pages, so it can fall in the edits). It carries
        // nothing of the form.
        const editRequests = fromBrowser(served).filter((request) => request !== 'GET /sw.js');
        expect(editRequests, `${path}: requests that reached the server during ${EDITS} edits, the service worker on`).toEqual([]);
      }
    } finally {
      await swContext.close();
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('computes 200 edits in a minute without the rate-limit message, while the API answers 429 past 60 a minute', async () => {
    const limited = await startNode({ RATE_LIMIT_PER_MINUTE: '60' });
    const limitedServed = recordRequests(limited);
    const limitedContext = await browser.newContext({ baseURL: limited.baseUrl });
    await limitedContext.addInitScript(PAGE_HELPERS);
    const busyPage = await limitedContext.newPage();
    busyPage.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    try {
      const path = '/calculators/hourly-to-salary';
      const busy = toolStrings.en.busy(0).split(':')[0]!;
      expect(busy).toBe('Too many calculations in a minute from your address');
      await open(busyPage, path);
      limitedServed.length = 0;
      const steps: [string, string][] = Array.from({ length: 210 }, (_, i) => ['hourlyRate', String(20 + i)]);
      const { made, watched } = await busyPage.evaluate(([s, ms, watch]) => (window as unknown as DeviceWindow).__device.edits(s, 200, ms, watch), [steps, RESULT_WAIT_MS, busy] as const);
      expect(made).toBe(200);
      expect(watched, 'results that showed the rate-limit message').toEqual([]);
      expect(fromBrowser(limitedServed)).toEqual([]);

      // The API counts every call from the same address: 60 in a minute, then 429.
      await freshRateWindow();
      const input = byId('hourly-to-salary').examples[0]!.input;
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let i = 0; i < 61; i++) {
        const response = await limited.call(`/api/v1/hourly-to-salary`, postJson(input));
        statuses.push(response.status);
        if (response.status === 429) refused = response;
        await response.arrayBuffer();
      }
      expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
      expect(statuses[60]).toBe(429);
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      // A page without JavaScript whose query names inputs is an operation call too: refused with the message.
      const plain = await limited.call(`${path}?hourlyRate=100&billableHoursPerWeek=40&weeksWorked=48`, { headers: { accept: 'text/html' } });
      expect(plain.status).toBe(429);
      expect(await plain.text()).toContain(busy);

      // The page, over the API's limit now, still computes every edit on the device.
      limitedServed.length = 0;
      const more: [string, string][] = Array.from({ length: 10 }, (_, i) => ['hourlyRate', String(500 + i)]);
      const after = await busyPage.evaluate(([s, ms, watch]) => (window as unknown as DeviceWindow).__device.edits(s, 10, ms, watch), [more, RESULT_WAIT_MS, busy] as const);
      expect(after).toEqual({ made: 10, watched: [] });
      expect(fromBrowser(limitedServed)).toEqual([]);
      expect(await busyPage.locator('#answer .headline').count()).toBe(1);
    } finally {
      await limitedContext.close();
      await limited.close();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
