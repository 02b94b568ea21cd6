import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
  type ListResourcesResult,
  type ListResourceTemplatesResult,
  type ReadResourceResult,
  type RequestId,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { describeType, didYouMean, elide } from '../../core/errors.js';
import { LOCALES, type Locale } from '../../core/locale.js';
import type { ContentStore, Guide, NewsBrief } from '../../content/content-store.js';
import { loadContent } from '../../content/load-content.js';
import { siteUrl } from '../../content/site-urls.js';
import type { Dataset } from '../../datasets/dataset.js';

/**
 * Guides, news briefs and datasets as MCP resources, so an agent can read a calculator's method or a rule table
 * without a tool call:
 *
 *   utility-api://guides/{locale}/{slug}    text/markdown     the guide: YAML front matter (title, description, dates,
 *                                                             related tools, sources, page URL), then the Markdown body
 *   utility-api://news/{locale}/{slug}      text/markdown     the news brief, the same way (plus jurisdiction, effective)
 *   utility-api://datasets/{locale}/{slug}  application/json  the dataset's JSON, exactly the /datasets/<slug>.json download
 *
 * A dataset's JSON is the same in both locales (its keys and values are the data's own); the locale picks the
 * language of its name and description in resources/list, so every kind of resource is addressed the same way.
 * The content is fixed for the life of the process: no subscriptions, no list_changed.
 */
export const RESOURCE_SCHEME = 'utility-api';

/** MCP's "Resource not found" (the specification's code; the SDK's ErrorCode has no name for it). */
export const RESOURCE_NOT_FOUND = -32002;

/** Resources per resources/list page. */
export const RESOURCE_PAGE_SIZE = 50;

/** Appended to the server's instructions where resources are served. */
export const RESOURCE_INSTRUCTIONS =
  ' Guides (a calculator\'s method, step by step), news briefs and datasets (the rule tables calculators use, with sources) ' +
  'are also resources, read without a tool call: utility-api://guides/{locale}/{slug}, utility-api://news/{locale}/{slug} ' +
  '(Markdown) and utility-api://datasets/{locale}/{slug} (JSON), locale en or es; resources/list names them all.';

export interface ResourceDeps {
  operations: readonly { id: string }[];
  /** The service's public base URL for the request (the pages' addresses in the front matter). */
  baseUrl(requestId: RequestId): string | undefined;
}

type Kind = 'guides' | 'news' | 'datasets';
const KINDS: readonly Kind[] = ['guides', 'news', 'datasets'];
const MIME: Record<Kind, string> = { guides: 'text/markdown', news: 'text/markdown', datasets: 'application/json' };
const WHAT: Record<Kind, string> = { guides: 'guide', news: 'news brief', datasets: 'dataset' };

interface Entry {
  kind: Kind;
  locale: Locale;
  slug: string;
  title: string;
  description: string;
}

const TEMPLATES: ListResourceTemplatesResult = {
  resourceTemplates: [
    {
      uriTemplate: `${RESOURCE_SCHEME}://guides/{locale}/{slug}`,
      name: 'guide',
      title: 'Guide',
      description:
        'A guide in Markdown with its front matter (title, description, dates, related tools, sources): how a calculator works and the rules behind it. locale: en or es; slug: as in resources/list or list-guides.',
      mimeType: MIME.guides,
    },
    {
      uriTemplate: `${RESOURCE_SCHEME}://news/{locale}/{slug}`,
      name: 'news-brief',
      title: 'News brief',
      description:
        'A news brief in Markdown with its front matter (title, description, jurisdiction, effective date, official sources): a rule change and what it changes. locale: en or es; slug: as in resources/list or list-news.',
      mimeType: MIME.news,
    },
    {
      uriTemplate: `${RESOURCE_SCHEME}://datasets/{locale}/{slug}`,
      name: 'dataset',
      title: 'Dataset',
      description:
        'A dataset as JSON (the same document as the /datasets/<slug>.json download; identical in both locales): the figures, thresholds and rates a calculator uses, with their sources. locale: en or es; slug: as in resources/list or list-datasets.',
      mimeType: MIME.datasets,
    },
  ],
};

/** Loose params: the SDK's own check would answer a bad shape with -32603 and a raw validation dump. */
const ListRequest = ListResourcesRequestSchema.extend({ params: z.unknown().optional() });
const ReadRequest = ReadResourceRequestSchema.extend({ params: z.unknown().optional() });

/**
 * Serves resources/list, resources/read and resources/templates/list on `server` and advertises the `resources`
 * capability. Call it before the server connects to its transport.
 */
export function registerResources(server: Server, deps: ResourceDeps): void {
  server.registerCapabilities({ resources: { listChanged: false } });
  const content = () => loadContent(deps.operations);
  let datasetsBySlug: Map<string, Dataset> | undefined;
  const datasetSizes = new Map<string, number>();
  const datasetList = async () => {
    const { datasets } = await import('../../datasets/index.js');
    datasetsBySlug ??= new Map(datasets.map((d) => [d.slug, d]));
    return datasets;
  };
  const datasetSize = (dataset: Dataset) => {
    let size = datasetSizes.get(dataset.slug);
    if (size === undefined) datasetSizes.set(dataset.slug, (size = Buffer.byteLength(JSON.stringify(dataset.data()))));
    return size;
  };

  server.setRequestHandler(ListRequest, async (request, extra): Promise<ListResourcesResult> => {
    const params = request.params;
    if (params !== undefined && !isRecord(params)) throw invalidParams(`params: must be an object, got ${describeType(params)}`);
    const cursor = params?.cursor;
    if (cursor !== undefined && typeof cursor !== 'string') throw invalidParams(`cursor: must be a string, got ${describeType(cursor)}`);
    const loaded = await content();
    const entries = allEntries(loaded, await datasetList());
    const start = cursor === undefined ? 0 : decodeCursor(cursor, entries.length);
    const baseUrl = deps.baseUrl(extra.requestId) ?? '';
    const resources = entries.slice(start, start + RESOURCE_PAGE_SIZE).map((entry): Resource => {
      const size =
        entry.kind === 'datasets'
          ? datasetSize(datasetsBySlug!.get(entry.slug)!)
          : Buffer.byteLength(renderItem(entry.kind, loaded[entry.kind][entry.locale].find((i) => i.slug === entry.slug)!, baseUrl));
      return {
        uri: uriOf(entry),
        name: `${entry.kind}/${entry.locale}/${entry.slug}`,
        title: entry.title,
        description: entry.description,
        mimeType: MIME[entry.kind],
        size,
      };
    });
    const next = start + RESOURCE_PAGE_SIZE;
    return next < entries.length ? { resources, nextCursor: encodeCursor(next) } : { resources };
  });

  server.setRequestHandler(ReadRequest, async (request, extra): Promise<ReadResourceResult> => {
    const params = request.params;
    if (!isRecord(params)) throw invalidParams(params === undefined ? 'params: is required; send {"uri": "utility-api://…"}' : `params: must be an object, got ${describeType(params)}`);
    const { uri } = params;
    if (typeof uri !== 'string') throw invalidParams(`uri: must be a string naming a resource, got ${describeType(uri)}`);
    const match = /^utility-api:\/\/([^/]*)\/([^/]*)\/([^/?#]*)$/.exec(uri);
    const notFound = (why: string) =>
      rpcError(RESOURCE_NOT_FOUND, `Resource not found: '${elide(uri)}': ${why}`, { uri });
    if (!match) {
      throw notFound(`resources are ${RESOURCE_SCHEME}://guides/{locale}/{slug}, ${RESOURCE_SCHEME}://news/{locale}/{slug} or ${RESOURCE_SCHEME}://datasets/{locale}/{slug}; resources/list names them all`);
    }
    const [, kind, locale, slug] = match as unknown as [string, string, string, string];
    if (!(KINDS as readonly string[]).includes(kind)) throw notFound(`no kind '${elide(kind)}'; use guides, news or datasets`);
    if (!(LOCALES as readonly string[]).includes(locale)) throw notFound(`no locale '${elide(locale)}'; use ${LOCALES.join(' or ')}`);
    if (kind === 'datasets') {
      const datasets = await datasetList();
      const dataset = datasetsBySlug!.get(slug);
      if (!dataset) throw notFound(`no dataset '${elide(slug)}'${didYouMean(slug, datasets.map((d) => d.slug))}`);
      return { contents: [{ uri, mimeType: MIME.datasets, text: JSON.stringify(dataset.data()) }] };
    }
    const items = (await content())[kind as 'guides' | 'news'][locale as Locale];
    const item = items.find((i) => i.slug === slug);
    if (!item) throw notFound(`no ${WHAT[kind as Kind]} '${elide(slug)}' in ${locale}${didYouMean(slug, items.map((i) => i.slug))}`);
    return { contents: [{ uri, mimeType: MIME[kind as Kind], text: renderItem(kind as 'guides' | 'news', item, deps.baseUrl(extra.requestId) ?? '') }] };
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => TEMPLATES);

  /** Every resource in list order: guides, news, datasets; English then Spanish within each. */
  function allEntries(loaded: ContentStore, datasets: readonly Dataset[]): Entry[] {
    const entries: Entry[] = [];
    for (const kind of KINDS) {
      for (const locale of LOCALES) {
        if (kind === 'datasets') {
          for (const d of datasets) entries.push({ kind, locale, slug: d.slug, title: d.name[locale], description: d.description[locale] });
        } else {
          for (const i of loaded[kind][locale]) entries.push({ kind, locale, slug: i.slug, title: i.title, description: i.description });
        }
      }
    }
    return entries;
  }
}

function uriOf({ kind, locale, slug }: Entry): string {
  return `${RESOURCE_SCHEME}://${kind}/${locale}/${slug}`;
}

/** The Markdown body under a YAML front matter block (JSON-quoted strings are valid YAML). */
export function renderItem(kind: 'guides' | 'news', item: Guide | NewsBrief, baseUrl: string): string {
  const q = (value: string) => JSON.stringify(value);
  const lines = ['---', `title: ${q(item.title)}`, `description: ${q(item.description)}`, `locale: ${item.locale}`];
  if ('jurisdiction' in item) lines.push(`jurisdiction: ${item.jurisdiction}`, `effective: ${item.effective}`);
  lines.push(`published: ${item.published}`);
  if (item.updated !== undefined) lines.push(`updated: ${item.updated}`);
  if (item.related.length > 0) lines.push(`related: [${item.related.join(', ')}]`);
  if (item.sources.length > 0) {
    lines.push('sources:');
    for (const s of item.sources) lines.push(`  - title: ${q(s.title)}`, `    url: ${s.url}`);
  }
  if (baseUrl) lines.push(`url: ${siteUrl(baseUrl, item.locale, kind, item.slug)}`);
  lines.push('---', '', item.markdown, '');
  return lines.join('\n');
}

function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string, total: number): number {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const offset = match ? Number(match[1]) : NaN;
  if (!(offset > 0 && offset < total)) throw invalidParams('cursor: not a nextCursor this server gave; list again without a cursor');
  return offset;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/** An error the SDK answers with this code and message as they are (an McpError would prefix "MCP error <code>: "). */
function rpcError(code: number, message: string, data?: unknown): Error {
  return Object.assign(new Error(message), { code, ...(data !== undefined && { data }) });
}

function invalidParams(message: string): Error {
  return rpcError(ErrorCode.InvalidParams, message);
}
