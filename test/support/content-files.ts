import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The content files read straight from disk (not through the service's loader), for tests to compare against. */
export function contentOnDisk(section: 'guides' | 'news', locale: 'en' | 'es'): { slug: string; front: Record<string, unknown>; body: string }[] {
  const dir = `content/${section}/${locale}`;
  return readdirSync(dir).map((name) => {
    const text = readFileSync(`${dir}/${name}`, 'utf8');
    const end = text.indexOf('\n---', 4);
    return { slug: name.replace(/\.md$/, ''), front: parse(text.slice(4, end)) as Record<string, unknown>, body: text.slice(text.indexOf('\n', end + 1) + 1).trim() };
  });
}
