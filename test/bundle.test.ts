import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The build embeds the content tree in the bundle (scripts/build.mjs), so the fetch handler runs where there is no
 * file system. Checked by copying dist/ (built by the global setup) far from the checkout, where content/ cannot be read.
 */
describe('the built bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'utility-api-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves guides and news from the embedded content, with no content/ on disk', async () => {
    cpSync('dist', join(dir, 'dist'), { recursive: true });
    const { fetch } = (await import(pathToFileURL(join(dir, 'dist', 'app.js')).href)) as { fetch: (r: Request) => Promise<Response> };
    await withoutViteBase(async () => {
      const list = await fetch(new Request('http://bundle.test/api/v1/list-guides', { method: 'POST', body: '{"locale":"es"}' }));
      expect(list.status).toBe(200);
      const { items, total } = (await list.json()) as { items: { url: string; title: string }[]; total: number };
      expect(total).toBeGreaterThanOrEqual(6);
      const page = await fetch(new Request(items[0]!.url));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="es">');
      const news = await fetch(new Request('http://bundle.test/news'));
      expect(news.status).toBe(200);
    });
  });

  /**
   * What a cold start evaluates: the entry and everything it imports statically (dynamic imports load on first use).
   * Every operation's definition, rules and libraries must stay out of it — only the registry's light entries are in.
   */
  it.each([
    ['dist/meta.json', 'dist/server.js'],
    ['dist/app-meta.json', 'dist/app.js'],
    ['dist/workers-meta.json', 'dist/workers/app.js'],
  ])('%s: %s imports no operation module statically', (metaFile, entry) => {
    const { outputs } = JSON.parse(readFileSync(metaFile, 'utf8')) as { outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[]; inputs: Record<string, unknown> }> };
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const i of outputs[file]!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
    };
    visit(entry);
    const inputs = [...seen].flatMap((file) => Object.keys(outputs[file]!.inputs));
    expect(inputs).toContain('src/ops/entries.ts');
    expect(inputs.filter((input) => /^src\/ops\/[^/]+\//.test(input) || input.startsWith('src/rules/'))).toEqual([]);
    for (const library of ['node_modules/any-ascii/', 'node_modules/yaml/', 'node_modules/markdown-it/', 'node_modules/@modelcontextprotocol/']) {
      expect(inputs.filter((input) => input.startsWith(library))).toEqual([]);
    }
  });

  /**
   * The Workers upload (wrangler.toml): workerd compiles every module of it when an isolate starts, so the browser's
   * scripts go up as static assets instead (scripts/workers-upload.mjs) — the same bytes dist/app.js serves itself.
   */
  it('leaves the browser’s scripts out of the Worker’s modules and ships each as a static asset, byte for byte', async () => {
    const { outputs } = JSON.parse(readFileSync('dist/workers-meta.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    const inputs = Object.values(outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs).toContain('src/app.ts');
    expect(inputs.filter((input) => input.startsWith('browser-asset:'))).toEqual([]);
    // The portable handler (with its scripts inside) names the current scripts in its pages and serves them, with the
    // Cache-Control that _headers must give the same files on Workers.
    const rules = headerRules(readFileSync('dist/workers-assets/_headers', 'utf8'));
    await withoutViteBase(async () => {
      const { fetch } = (await import(pathToFileURL(join(process.cwd(), 'dist', 'app.js')).href)) as { fetch: (r: Request) => Promise<Response> };
      const page = await (await fetch(new Request('http://bundle.test/utilities/slugify'))).text();
      const scripts = [...new Set(page.match(/\/assets\/[\w.-]+\.js/g))];
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const path of [...scripts, '/sw.js']) {
        const served = await fetch(new Request(`http://bundle.test${path}`, { headers: { 'accept-encoding': 'identity' } }));
        expect(served.status, path).toBe(200);
        expect(readFileSync(join('dist/workers-assets', path), 'utf8'), path).toBe(await served.text());
        expect(rules.find(([pattern]) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern))?.[1]['cache-control'], path).toBe(
          served.headers.get('cache-control'),
        );
      }
    });
    expect(readFileSync('dist/workers-assets/_headers', 'utf8')).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});

/** Vitest sets BASE_URL ('/', Vite's base path) in the environment the bundle reads its configuration from. */
async function withoutViteBase(run: () => Promise<void>): Promise<void> {
  const viteBase = process.env.BASE_URL;
  delete process.env.BASE_URL;
  try {
    await run();
  } finally {
    process.env.BASE_URL = viteBase;
  }
}

/** A _headers file's rules, in order: the URL pattern and its headers (names lower-cased). */
function headerRules(text: string): [string, Record<string, string>][] {
  const rules: [string, Record<string, string>][] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push([line.trim(), {}]);
    else {
      const colon = line.indexOf(':');
      rules.at(-1)![1][line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}
