import MarkdownIt from 'markdown-it';

/**
 * CommonMark + tables. Raw HTML in a file is escaped, not rendered (`html: false`), and markdown-it refuses
 * javascript:, vbscript:, file: and data: links (except images), so the output is safe to serve as it is.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// Code blocks and tables scroll sideways on a phone: focusable, so a keyboard can scroll them too.
const fence = md.renderer.rules.fence!;
md.renderer.rules.fence = (tokens, idx, options, env, self) => fence(tokens, idx, options, env, self).replace(/^<pre>/, '<pre tabindex="0">');
const codeBlock = md.renderer.rules.code_block!;
md.renderer.rules.code_block = (tokens, idx, options, env, self) => codeBlock(tokens, idx, options, env, self).replace(/^<pre>/, '<pre tabindex="0">');
md.renderer.rules.table_open = () => '<table tabindex="0">\n';

export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}
