import { readFile } from 'node:fs/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError, type Resource } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_NOT_FOUND, RESOURCE_PAGE_SIZE } from '../src/adapters/mcp/resources.js';
import { splitFrontMatter } from '../src/content/front-matter.js';
import { loadContent } from '../src/content/load-content.js';
import { datasets } from '../src/datasets/index.js';
import { operations } from '../src/ops/index.js';
import { postJson, startNode, type Harness } from './support/harness.js';
import { TEST_BASE_URL } from './support/run-op.js';

const MCP_HEADERS = { accept: 'application/json, text/event-stream' };

/** The guide or news file as it is in the repository: its front matter and its body. */
async function contentFile(path: string): Promise<{ data: Record<string, unknown>; body: string }> {
  const { data, body } = splitFrontMatter(await readFile(new URL(`../content/${path}`, import.meta.url), 'utf8'));
  return { data: data as Record<string, unknown>, body };
}

describe('MCP resources at /api/mcp: guides, news briefs and datasets', () => {
  let h: Harness;
  let client: Client;
  beforeAll(async () => {
    h = await startNode({ BASE_URL: TEST_BASE_URL });
    client = new Client({ name: 'resources-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${h.baseUrl}/api/mcp`)));
  });
  afterAll(async () => {
    await client.close();
    await h.close();
  });

  it('advertises the resources capability', () => {
    expect(client.getServerCapabilities()).toMatchObject({ resources: {} });
    expect(client.getInstructions()).toContain('utility-api://guides/{locale}/{slug}');
  });

  it('lists every guide and news brief in each locale and every dataset in each locale, page by page through nextCursor', async () => {
    const all: Resource[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listResources(cursor === undefined ? {} : { cursor });
      expect(page.resources.length).toBeLessThanOrEqual(RESOURCE_PAGE_SIZE);
      all.push(...page.resources);
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== undefined);
    const { guides, news } = await loadContent(operations);
    const expected = (guides.en.length + news.en.length + datasets.length) * 2;
    expect(all).toHaveLength(expected);
    expect(pages).toBe(Math.ceil(expected / RESOURCE_PAGE_SIZE));
    expect(new Set(all.map((r) => r.uri)).size).toBe(expected);
    for (const locale of ['en', 'es'] as const) {
      for (const g of guides[locale]) {
        expect(all).toContainEqual(expect.objectContaining({ uri: `utility-api://guides/${locale}/${g.slug}`, title: g.title, description: g.description, mimeType: 'text/markdown' }));
      }
      for (const n of news[locale]) expect(all.find((r) => r.uri === `utility-api://news/${locale}/${n.slug}`)).toMatchObject({ title: n.title, mimeType: 'text/markdown' });
      for (const d of datasets) {
        expect(all.find((r) => r.uri === `utility-api://datasets/${locale}/${d.slug}`)).toMatchObject({
          title: d.name[locale],
          description: d.description[locale],
          mimeType: 'application/json',
          size: Buffer.byteLength(JSON.stringify(d.data())),
        });
      }
    }
    for (const r of all) expect(r.size).toBeGreaterThan(0);
  });

  it('reads a guide in English and in Spanish: the front matter, then the Markdown body of the content file', async () => {
    const { guides } = await loadContent(operations);
    const slug = guides.en[0]!.slug;
    for (const locale of ['en', 'es'] as const) {
      const uri = `utility-api://guides/${locale}/${slug}`;
      const file = await contentFile(`guides/${locale}/${slug}.md`);
      const { contents } = await client.readResource({ uri });
      expect(contents).toHaveLength(1);
      const [content] = contents as [{ uri: string; mimeType: string; text: string }];
      expect(content).toMatchObject({ uri, mimeType: 'text/markdown' });
      const { data, body } = splitFrontMatter(content.text) as { data: Record<string, unknown>; body: string };
      expect(data).toMatchObject({ title: file.data['title'], description: file.data['description'], locale, related: file.data['related'] });
      expect(data['url']).toBe(`${TEST_BASE_URL}${locale === 'es' ? '/es' : ''}/guides/${slug}`);
      expect(body.trim()).toBe(file.body.trim());
      const line = file.body.split('\n').find((l) => l.length > 40)!;
      expect(content.text).toContain(line);
      // The listed size is the text's size in bytes.
      const listed = await findListed(client, uri);
      expect(listed.size).toBe(Buffer.byteLength(content.text));
    }
  });

  it('reads a news brief with its jurisdiction, effective date and sources', async () => {
    const { news } = await loadContent(operations);
    const brief = news.es[0]!;
    const { contents } = await client.readResource({ uri: `utility-api://news/es/${brief.slug}` });
    const { data, body } = splitFrontMatter((contents[0] as { text: string }).text) as { data: Record<string, unknown>; body: string };
    expect(data).toMatchObject({ title: brief.title, jurisdiction: brief.jurisdiction, sources: brief.sources });
    expect(body.trim()).toBe(brief.markdown);
  });

  it('reads a dataset: its JSON equals the dataset download, in either locale', async () => {
    const dataset = datasets.find((d) => d.slug === 'us-self-employment-tax') ?? datasets[0]!;
    for (const locale of ['en', 'es']) {
      const { contents } = await client.readResource({ uri: `utility-api://datasets/${locale}/${dataset.slug}` });
      const [content] = contents as unknown as [{ mimeType: string; text: string }];
      expect(content.mimeType).toBe('application/json');
      expect(JSON.parse(content.text)).toEqual(JSON.parse(JSON.stringify(dataset.data())));
    }
    const download = await h.call(`/datasets/${dataset.slug}.json`);
    expect(JSON.parse(((await client.readResource({ uri: `utility-api://datasets/en/${dataset.slug}` })).contents[0] as { text: string }).text)).toEqual(await download.json());
  });

  it('lists the templates for a guide, a news brief and a dataset by locale and slug', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => [t.uriTemplate, t.mimeType])).toEqual([
      ['utility-api://guides/{locale}/{slug}', 'text/markdown'],
      ['utility-api://news/{locale}/{slug}', 'text/markdown'],
      ['utility-api://datasets/{locale}/{slug}', 'application/json'],
    ]);
  });

  it('answers an unknown resource with -32002 Resource not found and a clear message', async () => {
    const cases: [string, RegExp][] = [
      ['utility-api://guides/en/no-such-guide', /^Resource not found: 'utility-api:\/\/guides\/en\/no-such-guide': no guide 'no-such-guide' in en/],
      ['utility-api://guides/fr/cash-flow-forecast-method', /no locale 'fr'; use en or es/],
      ['utility-api://datasets/en/us-self-employment-taxes', /no dataset 'us-self-employment-taxes'; did you mean 'us-self-employment-tax'/],
      ['utility-api://recipes/en/x', /no kind 'recipes'/],
      ['https://example.com/', /resources are utility-api:\/\/guides\/\{locale\}\/\{slug\}/],
    ];
    for (const [uri, message] of cases) {
      const error = await client.readResource({ uri }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(RESOURCE_NOT_FOUND);
      expect((error as McpError).data).toEqual({ uri });
      // Not doubled: the SDK client adds one "MCP error -32002: " prefix to the server's message.
      expect((error as McpError).message).toMatch(/^MCP error -32002: Resource not found: '/);
      expect((error as McpError).message).not.toMatch(/MCP error .*MCP error/);
      expect((error as McpError).message.replace(/^MCP error -32002: /, '')).toMatch(message);
    }
  });

  it('answers bad params and a bad cursor with -32602 and a clean message, not a validation dump', async () => {
    const post = async (body: unknown) => (await (await h.call('/api/mcp', postJson(body, MCP_HEADERS))).json()) as { error?: { code: number; message: string } };
    expect((await post({ jsonrpc: '2.0', id: 1, method: 'resources/read' })).error).toEqual({ code: -32602, message: 'params: is required; send {"uri": "utility-api://…"}' });
    expect((await post({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 7 } })).error).toEqual({ code: -32602, message: 'uri: must be a string naming a resource, got number' });
    expect((await post({ jsonrpc: '2.0', id: 1, method: 'resources/list', params: { cursor: 'nope' } })).error).toMatchObject({ code: -32602, message: expect.stringMatching(/^cursor: not a nextCursor/) });
    expect((await post({ jsonrpc: '2.0', id: 1, method: 'resources/list', params: { cursor: 3 } })).error).toEqual({ code: -32602, message: 'cursor: must be a string, got number' });
  });
});

async function findListed(client: Client, uri: string): Promise<Resource> {
  let cursor: string | undefined;
  do {
    const page = await client.listResources(cursor === undefined ? {} : { cursor });
    const found = page.resources.find((r) => r.uri === uri);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  throw new Error(`${uri} not listed`);
}
