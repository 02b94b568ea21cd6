import { readdir, readFile } from 'node:fs/promises';

/** A Markdown file of the content tree, by its path under `content/` ("guides/en/csv-delimiters-and-typing.md"). */
export interface ContentFile {
  path: string;
  text: string;
}

const SECTIONS = ['guides', 'news'] as const;

/**
 * Reads the content tree from disk (tests, `npm run dev`). The build replaces this module with one that has the files
 * embedded (scripts/build.mjs), so the bundled server and the fetch handler need no file system.
 */
export async function readContentFiles(): Promise<ContentFile[]> {
  const root = new URL('../../content/', import.meta.url);
  const files: ContentFile[] = [];
  for (const section of SECTIONS) {
    for (const locale of await readdir(new URL(`${section}/`, root))) {
      for (const name of await readdir(new URL(`${section}/${locale}/`, root))) {
        const path = `${section}/${locale}/${name}`;
        files.push({ path, text: await readFile(new URL(path, root), 'utf8') });
      }
    }
  }
  return files;
}
