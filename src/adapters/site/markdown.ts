import MarkdownIt from 'markdown-it';

/**
 * CommonMark + tables. Raw HTML in a file is escaped, not rendered (`html: false`), and markdown-it refuses
 * javascript:, vbscript:, file: and data: links (except images), so the output is safe to serve as it is.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}
