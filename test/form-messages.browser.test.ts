import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HAS_CHROMIUM, launchChromium } from './support/browser.js';
import { API_CLIENT_WORDS, fieldIds, leaks, pageOperations, pagePath, walkQueries } from './support/field-walk.js';
import { startNode, type Harness } from './support/harness.js';

/**
 * Every calculator and utility page as it starts with JavaScript, in both languages: no visible sentence names a field
 * by its id (the schema's camelCase, snake_case or digit keys). The walk of every page with each field failing in turn,
 * as the server draws it, needs no browser: test/form-walk.test.ts.
 */

/** The visible text of the answer, the form and the details, and apart the messages (problems, errors beside fields, warnings, notices). */
function shownTexts(page: Page): Promise<{ all: string; messages: string }> {
  return page.evaluate(() => {
    const skip = 'code, pre, textarea, script, style, details.api, [translate="no"]';
    const textOf = (roots: Element[]) => {
      const out: string[] = [];
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(skip) || !parent.checkVisibility()) continue;
          out.push(node.textContent ?? '');
        }
        for (const el of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
          if (el.closest(skip)) continue;
          for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) out.push(el.getAttribute(attribute) ?? '');
        }
      }
      return out.join('\n');
    };
    // The answer leads (its sentence, warnings and the list of problems), then the form, then the details.
    const sections = [...document.querySelectorAll('#answer, form.tool-form, #result')];
    const messages = [...document.querySelectorAll('#answer, #result, form.tool-form .error')];
    return { all: textOf(sections), messages: textOf(messages) };
  });
}

describe.skipIf(!HAS_CHROMIUM)('forms and messages written for people, in headless Chromium', () => {
  let h: Harness;
  let browser: Browser;
  let noScript: BrowserContext;
  beforeAll(async () => {
    h = await startNode();
    browser = await launchChromium();
    noScript = await browser.newContext({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  it('shows each page as it starts, with JavaScript, free of field ids in both languages', async () => {
    const page = await browser.newPage();
    const found: string[] = [];
    for (const op of pageOperations) {
      const ids = fieldIds(op);
      for (const locale of ['en', 'es'] as const) {
        await page.goto(h.baseUrl + pagePath(op, locale));
        const { all } = await shownTexts(page);
        const hits = all.split('\n').flatMap((line) => leaks(line, ids).filter((leak) => !leak.startsWith('"')));
        if (hits.length > 0) found.push(`${op.id} (${locale}): ${[...new Set(hits)].join(', ')}`);
      }
    }
    expect(found).toEqual([]);
    await page.close();
  });

  it('marks the mortgage rate and term required for the US and Spain, and aria-required exactly when the country chosen needs them', async () => {
    const page = await noScript.newPage();
    const read = async (search: string) => {
      await page.goto(`${h.baseUrl}/es/calculators/mortgage-affordability${search}`);
      return page.evaluate(() =>
        ['ratePct', 'termYears'].map((name) => {
          const control = document.querySelector(`[name="${name}"]`)!;
          return `${document.querySelector(`label[for="${control.id}"]`)!.textContent} ${control.getAttribute('aria-required') ?? '-'}`;
        }),
      );
    };
    expect(await read('?country=uk&netProfit=60000')).toEqual(['Tipo de interés (%) (obligatorio para EE. UU. y España) -', 'Plazo (años) (obligatorio para EE. UU. y España) -']);
    expect(await read('?country=es&netProfit=60000&ratePct=3')).toEqual(['Tipo de interés (%) (obligatorio para EE. UU. y España) true', 'Plazo (años) (obligatorio para EE. UU. y España) true']);
    // The term left out in Spain: refused beside its field, in words, never "termYears".
    const error = await page.textContent('#f-termYears-error');
    expect(error).toBe('El plazo es obligatorio para España (el préstamo máximo es el valor actual de la cuota que dejan los ratios de endeudamiento; no se supone ningún plazo por defecto)');
    await page.close();
  });
});
