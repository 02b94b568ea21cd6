import type * as z from 'zod';
import { formatPath } from '../core/errors.js';
import { LOCALES, type Locale } from '../core/locale.js';
import type { ContentFile } from './content-files.js';
import { guideFrontMatter, newsFrontMatter, type GuideFrontMatter, type NewsFrontMatter } from './content-schema.js';
import { splitFrontMatter } from './front-matter.js';
import { MAX_TITLE_CHARS } from './site-urls.js';

/** Longest Markdown body accepted (a guide is a few kilobytes). */
const MAX_BODY_CHARS = 100_000;

export type Guide = GuideFrontMatter & { locale: Locale; markdown: string };
export type NewsBrief = NewsFrontMatter & { locale: Locale; markdown: string };

export interface ContentStore {
  /** Newest first, per locale. */
  guides: Readonly<Record<Locale, readonly Guide[]>>;
  news: Readonly<Record<Locale, readonly NewsBrief[]>>;
}

/** A content file that breaks the rules of content/README.md; the message starts with the file's path. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const SECTION_SCHEMAS = { guides: guideFrontMatter, news: newsFrontMatter } as const;
type Section = keyof typeof SECTION_SCHEMAS;

/** Fields that must be equal in the two translations of an item. */
const SHARED_FIELDS = { guides: ['published', 'updated', 'related'], news: ['published', 'updated', 'jurisdiction', 'effective', 'related'] } as const;

/**
 * Validates every file (front matter, slug = file name, related operations that exist, both translations present and
 * agreeing) and indexes them. Throws a ContentError naming the file on the first problem, so bad content fails the tests.
 */
export function buildContentStore(files: readonly ContentFile[], operationIds: ReadonlySet<string>): ContentStore {
  const parsed = { guides: emptyByLocale<Guide>(), news: emptyByLocale<NewsBrief>() };
  for (const file of files) {
    const match = /^(guides|news)\/([a-z]+)\/([^/]+)\.md$/.exec(file.path);
    if (!match) throw new ContentError(`content/${file.path}: not a Markdown file of content/{guides,news}/{${LOCALES.join(',')}}/`);
    const [, section, locale, name] = match as unknown as [string, Section, string, string];
    if (!(LOCALES as readonly string[]).includes(locale)) throw new ContentError(`content/${file.path}: unknown locale '${locale}'`);
    const item = parseItem(file, section, locale as Locale, operationIds);
    if (item.slug !== name) throw new ContentError(`content/${file.path}: slug '${item.slug}' must equal the file name '${name}'`);
    parsed[section][locale as Locale].set(item.slug, item as Guide & NewsBrief);
  }
  for (const section of ['guides', 'news'] as const) checkTranslations(section, parsed[section]);
  return {
    guides: sortByLocale(parsed.guides, (a, b) => b.published.localeCompare(a.published) || b.updated.localeCompare(a.updated) || a.slug.localeCompare(b.slug)),
    news: sortByLocale(parsed.news, (a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug)),
  };
}

function parseItem(file: ContentFile, section: Section, locale: Locale, operationIds: ReadonlySet<string>): Guide | NewsBrief {
  const where = `content/${file.path}`;
  let split: { data: unknown; body: string };
  try {
    split = splitFrontMatter(file.text);
  } catch (error) {
    throw new ContentError(`${where}: ${(error as Error).message}`);
  }
  const result = (SECTION_SCHEMAS[section] as z.ZodType<GuideFrontMatter | NewsFrontMatter>).safeParse(split.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(`${where}: front matter ${formatPath(issue.path)}: ${issue.message}`);
  }
  if (result.data.title.length > MAX_TITLE_CHARS && result.data.shortTitle === undefined) {
    throw new ContentError(`${where}: the title is longer than ${MAX_TITLE_CHARS} characters: give a shortTitle for the page's <title>`);
  }
  const unknown = result.data.related.filter((id) => !operationIds.has(id));
  if (unknown.length > 0) throw new ContentError(`${where}: related names unknown operations: ${unknown.join(', ')}`);
  const markdown = split.body.trim();
  if (markdown === '') throw new ContentError(`${where}: the Markdown body is empty`);
  if (markdown.length > MAX_BODY_CHARS) throw new ContentError(`${where}: the body is longer than ${MAX_BODY_CHARS} characters`);
  if (/^# /m.test(markdown.replace(/```[\s\S]*?```/g, ''))) throw new ContentError(`${where}: the body must not have a level-1 heading (the page shows the title)`);
  return { ...result.data, locale, markdown };
}

function checkTranslations(section: Section, byLocale: Record<Locale, Map<string, Guide | NewsBrief>>): void {
  const [first, ...others] = LOCALES;
  for (const other of others) {
    for (const [from, to] of [[first, other], [other, first]] as const) {
      for (const slug of byLocale[from].keys()) {
        if (!byLocale[to].has(slug)) throw new ContentError(`content/${section}/${from}/${slug}.md has no translation content/${section}/${to}/${slug}.md`);
      }
    }
    for (const [slug, item] of byLocale[first]) {
      const translation = byLocale[other].get(slug)!;
      for (const field of SHARED_FIELDS[section]) {
        const a = JSON.stringify((item as unknown as Record<string, unknown>)[field]);
        const b = JSON.stringify((translation as unknown as Record<string, unknown>)[field]);
        if (a !== b) throw new ContentError(`content/${section}/${other}/${slug}.md: ${field} ${b ?? 'absent'} differs from the ${first} version's ${a ?? 'absent'}`);
      }
    }
  }
}

function emptyByLocale<T>(): Record<Locale, Map<string, T>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, new Map<string, T>()])) as Record<Locale, Map<string, T>>;
}

function sortByLocale<T>(byLocale: Record<Locale, Map<string, T>>, compare: (a: T, b: T) => number): Record<Locale, T[]> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, [...byLocale[locale].values()].sort(compare)])) as Record<Locale, T[]>;
}
