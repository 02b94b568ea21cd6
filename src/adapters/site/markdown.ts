import MarkdownIt, { type Token } from 'markdown-it';

/**
 * CommonMark + tables. Raw HTML in a file is escaped, not rendered (`html: false`), and markdown-it refuses
 * javascript:, vbscript:, file: and data: links (except images), so the output is safe to serve as it is.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// Code blocks and tables scroll sideways on a phone: focusable, so a keyboard can scroll them too; a table is a named
// region, so a screen reader says what gets the focus.
const fence = md.renderer.rules.fence!;
md.renderer.rules.fence = (tokens, idx, options, env, self) => fence(tokens, idx, options, env, self).replace(/^<pre>/, '<pre tabindex="0">');
const codeBlock = md.renderer.rules.code_block!;
md.renderer.rules.code_block = (tokens, idx, options, env, self) => codeBlock(tokens, idx, options, env, self).replace(/^<pre>/, '<pre tabindex="0">');
md.renderer.rules.table_open = (tokens, idx) => `<div class="table-wrap" tabindex="0" role="region" aria-label="${md.utils.escapeHtml(tableName(tokens, idx))}">\n<table>\n`;
md.renderer.rules.table_close = () => '</table>\n</div>\n';

/**
 * A table's accessible name: the heading of its section ("Brackets for 2026"), with its columns when another table of
 * the same section came before it, and its columns alone before any heading.
 */
function tableName(tokens: readonly Token[], idx: number): string {
  const columns: string[] = [];
  for (let i = idx + 1; i < tokens.length && tokens[i]!.type !== 'thead_close'; i++) if (tokens[i]!.type === 'inline') columns.push(plain(tokens[i]!));
  let heading: string | undefined;
  let earlierTable = false;
  for (let i = idx - 1; i >= 0 && heading === undefined; i--) {
    if (tokens[i]!.type === 'table_open') earlierTable = true;
    if (tokens[i]!.type === 'heading_open') heading = plain(tokens[i + 1]!);
  }
  const listed = columns.join(', ');
  return heading === undefined ? listed : earlierTable ? `${heading}: ${listed}` : heading;
}

/** An inline token's text without its marks (`code`, *emphasis*, links' targets). */
function plain(token: Token): string {
  return (token.children ?? []).map((child) => child.content).join('');
}

export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}
