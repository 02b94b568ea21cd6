import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_WORDS, fieldIds, leaks, pageOperations, pagePath, walkQueries } from './support/field-walk.js';
import { startFetch, type Harness } from './support/harness.js';
import { pageText, parseHtml } from './support/html-text.js';

/**
 * Every calculator and utility page, in both languages, with its starting input and with inputs that make each field
 * fail in turn (blank, out of range, the wrong type, unreadable text — test/support/field-walk.ts): no sentence names a
 * field by its id (the schema's camelCase, snake_case or digit keys), and no message speaks to an API client.
 *
 * Read as the server draws each page for a visitor without JavaScript (the device's renderer is the same code,
 * tool-result.ts, and test/device-pages.browser.test.ts checks the two agree), from its HTML: the text a visitor could
 * see — a superset of what a browser paints (test/support/html-text.ts), so the check is, if anything, stricter than
 * one made in Chromium, and some 1,200 pages take seconds instead of minutes. The page as it starts with JavaScript
 * is checked in Chromium (test/form-messages.browser.test.ts).
 */
const SKIP = 'code, pre, textarea, details.api, [translate="no"]';

describe('forms and messages written for people, as the server draws them', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startFetch();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('walks every calculator and utility page in both languages, each field failing in turn: no field id, no words for API clients', async () => {
    const found = new Set<string>();
    let visited = 0;
    for (const op of pageOperations) {
      const ids = fieldIds(op);
      for (const locale of ['en', 'es'] as const) {
        for (const query of walkQueries(op, locale)) {
          const response = await h.call(`${pagePath(op, locale)}${query ? `?${query}` : ''}`, { headers: { accept: 'text/html' } });
          expect(response.status, `${op.id} ${locale} ?${query}`).toBeLessThan(500);
          visited++;
          const page = parseHtml(await response.text());
          // The answer leads (its sentence, warnings and the list of problems), then the form, then the details.
          for (const line of pageText(page, '#answer, form.tool-form, #result', SKIP).split('\n')) {
            for (const id of leaks(line, ids).filter((leak) => !leak.startsWith('"'))) found.add(`${op.id} (${locale}): ${id} in "${line.trim().slice(0, 160)}"`);
          }
          for (const line of pageText(page, '#answer, #result, form.tool-form .error', SKIP).split('\n')) {
            const api = API_CLIENT_WORDS.exec(line);
            if (api) found.add(`${op.id} (${locale}): "${api[0]}" in "${line.trim().slice(0, 160)}"`);
          }
        }
      }
    }
    expect(visited).toBeGreaterThan(1_000);
    expect([...found]).toEqual([]);
  });
});
