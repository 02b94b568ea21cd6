import { describe, expect, it } from 'vitest';
import { categories } from '../../core/categories.js';
import { operations } from '../../ops/index.js';
import { escapeHtml } from './html-escape.js';
import { renderReferencePage } from './reference-page.js';
import { curlCommand, shellQuote } from './shell-quote.js';
import { BASE_URL, hostileOp, inputFor, randomOp, realInput, tableOp } from '../../../test/support/reference-fixtures.js';
import { formatBytes } from './wording.js';

/** The <tr> of the parameter or response row whose name cell is `name`, inside the section of operation `id`. */
function row(html: string, id: string, name: string): string {
  const section = html.slice(html.indexOf(`<section class="op" id="${id}"`));
  const start = section.indexOf(`<code class="name">${name}</code>`);
  expect(start, `row ${name} of ${id}`).toBeGreaterThan(-1);
  return section.slice(section.lastIndexOf('<tr>', start), section.indexOf('</tr>', start));
}

describe('renderReferencePage with the real registry', async () => {
  const input = await realInput();
  const html = renderReferencePage(input);

  it('is one HTML5 document with a title and a viewport', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<h1>Utility API</h1>');
    expect(html).toContain('<meta name="viewport"');
    for (const tag of ['html', 'head', 'body', 'main', 'nav', 'section', 'div', 'table', 'pre']) {
      expect(html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length, tag).toBe(html.split(`</${tag}>`).length - 1);
    }
  });

  it('has a section per operation with its parameters and a curl of its first example', () => {
    for (const op of operations) {
      expect(html).toContain(`id="${op.id}"`);
      expect(html).toContain(`<code>/api/v1/${op.id}</code>`);
      expect(html).toContain(`href="#${op.id}"`);
      for (const name of Object.keys(op.input.shape as object)) expect(html).toContain(`<code class="name">${escapeHtml(name)}</code>`);
      const first = input.executed.get(op.id)?.[0];
      expect(first, `${op.id} has an executed example`).toBeDefined();
      expect(html).toContain(escapeHtml(curlCommand(BASE_URL, op.id, first!.input)));
      expect(html).toContain(escapeHtml(shellQuote(JSON.stringify(first!.input))));
    }
  });

  it('groups operations under every category that has some, in the declared order', () => {
    const used = Object.entries(categories).filter(([key]) => operations.some((op) => op.category === key));
    let last = -1;
    for (const [key, category] of used) {
      const at = html.indexOf(`id="category-${key}"`);
      expect(at).toBeGreaterThan(last);
      last = at;
      expect(html).toContain(escapeHtml(category.title));
      expect(html).toContain(escapeHtml(category.description));
    }
    for (const key of Object.keys(categories).filter((k) => !used.some(([u]) => u === k))) {
      expect(html).not.toContain(`id="category-${key}"`);
    }
  });

  it('loads nothing external and runs no script', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/i);
    for (const match of html.matchAll(/<(link|script|img|iframe|source|a)\b[^>]*\b(?:src|href)="([^"]*)"/gi)) {
      const url = match[2]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) expect(url.startsWith(`${BASE_URL}/`), url).toBe(true);
    }
  });

  it('states the conventions: statuses, error body and rate-limit headers', () => {
    for (const status of ['200', '400', '404', '405', '413', '429', '500']) expect(html).toContain(`>${status}</code>`);
    for (const header of ['RateLimit-Policy', 'RateLimit', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After']) {
      expect(html).toContain(header);
    }
    expect(html).toContain('{&quot;error&quot;: &quot;…&quot;}');
    expect(html).toContain('60 requests per minute per client address');
    expect(html).toContain('1 MiB');
    expect(html).toContain('href="/api/v1/openapi.json"');
    expect(html).toContain('href="/llms.txt"');
  });

  it('explains the MCP endpoint with client snippets', () => {
    const url = `${BASE_URL}/api/mcp`;
    expect(html).toContain('id="mcp"');
    expect(html).toContain(escapeHtml(`"url": "${url}"`));
    expect(html).toContain(escapeHtml(`claude mcp add --transport http utility-api ${url}`));
    expect(html).toContain(escapeHtml(`npx @modelcontextprotocol/inspector --cli ${url}`));
    expect(html).toContain(escapeHtml(`'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slugify","arguments":{"text":"Hello World"}}}'`));
    expect(html).toContain(escapeHtml(`-H 'accept: application/json, text/event-stream'`));
    expect(html).toContain('Tool names equal operation ids');
  });
});

describe('renderReferencePage with test operations', async () => {
  const input = await inputFor([...operations, hostileOp, tableOp, randomOp]);
  const html = renderReferencePage(input);

  it('escapes every text that comes from an operation', () => {
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Hostile &lt;b&gt;title&lt;/b&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('Field &lt;i&gt;described&lt;/i&gt; with markup.');
    expect(html).toContain('The text &lt;u&gt;back&lt;/u&gt;.');
    expect(html).toContain('Example &lt;em&gt;title&lt;/em&gt;');
    expect(html).toContain('it&#39;s quoted.');
  });

  it('shell-quotes the example body and shows the real response', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(html).toContain(escapeHtml(`-d '{"text":"it'\\''s <b>bold</b> & more"}'`));
    expect(html).toContain(escapeHtml(`"echo": "it's <b>bold</b> & more"`));
  });

  it('escapes the base URL', () => {
    const page = renderReferencePage({ ...input, baseUrl: 'https://evil.test/"><script>x</script>' });
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('https://evil.test/&quot;&gt;&lt;script&gt;x&lt;/script&gt;/api/mcp');
  });

  it('builds the parameter table from the JSON Schema: types, required, defaults, limits', () => {
    const style = row(html, 'table-test', 'style');
    expect(style).toContain('&quot;camel&quot; | &quot;snake&quot;');
    expect(style).toContain('<td data-label="Required">no</td>');
    expect(style).toContain('<td data-label="Default"><code>&quot;camel&quot;</code></td>');
    expect(style).toContain('The target style.');

    const count = row(html, 'table-test', 'count');
    expect(count).toContain('<code class="type">integer</code>');
    expect(count).toContain('<code>10</code>');
    expect(count).toContain('min 1');
    expect(count).toContain('max 100');

    const strict = row(html, 'table-test', 'strict');
    expect(strict).toContain('<code class="type">boolean</code>');
    expect(strict).toContain('<td data-label="Required">no</td>');
    expect(strict).toContain('<td data-label="Default" class="empty">');

    const code = row(html, 'table-test', 'code');
    expect(code).toContain('<span class="req">yes</span>');
    expect(code).toContain('pattern ^[A-Z]{3}$');

    const tags = row(html, 'table-test', 'tags');
    expect(tags).toContain('array of string');
    expect(tags).toContain('max items 5');
    expect(tags).toContain('each min length 1');
  });

  it('lists response fields, nested ones dotted', () => {
    expect(row(html, 'table-test', 'items')).toContain('array of object');
    expect(row(html, 'table-test', 'items[].name')).toContain('Item name.');
  });

  it('marks random operations and handles operations without parameters', () => {
    const section = html.slice(html.indexOf('id="random-test"'));
    expect(section).toContain('the result differs on every call');
    expect(section).toContain('No parameters');
    expect(section).toContain(escapeHtml(`-d '{}'`));
    const tableSection = html.slice(html.indexOf('id="table-test"'));
    expect(tableSection.slice(0, tableSection.indexOf('</section>'))).not.toContain('differs on every call');
  });

  it('says when there is no rate limit and words the body limit', () => {
    const page = renderReferencePage({ ...input, rateLimitPerMinute: 0, maxBodyBytes: 65_536 });
    expect(page).toContain('no rate limit');
    expect(page).not.toContain('0 requests per minute');
    expect(page).toContain('64 KiB');
    expect(formatBytes(1_048_576)).toBe('1 MiB');
    expect(formatBytes(1_572_864)).toBe('1.5 MiB');
    expect(formatBytes(512)).toBe('512 bytes');
  });
});
