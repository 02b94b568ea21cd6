import MarkdownIt, { type Token } from 'markdown-it';
import { InputError } from '../../core/errors.js';

/**
 * GitHub-flavoured Markdown on markdown-it: CommonMark, tables, ~~strikethrough~~, task lists and bare URLs linked.
 * Raw HTML in the input is written as text (`html: false`), and markdown-it links no javascript:, vbscript:, file: or
 * data: URL (a data: image of type gif, png, jpeg or webp is kept: an image cannot run script). Not the site's own
 * renderer (src/adapters/site/markdown.ts), which wraps tables for its pages: this one writes markdown-it's plain HTML.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

/**
 * Task list items (GFM spec §5.3): a list item whose first paragraph starts with [ ], [x] or [X] and whitespace gets a
 * disabled checkbox, written as the spec's examples write it. @hedgedoc/markdown-it-task-lists does this too, but it
 * imports markdown-it/lib/token.js, which markdown-it 15 no longer exports, and it adds ids and classes GFM has not.
 */
const TASK = /^\[([ xX])\][ \t]/;
md.core.ruler.after('inline', 'task-lists', (state) => {
  const tokens = state.tokens;
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i]!;
    if (inline.type !== 'inline' || tokens[i - 1]!.type !== 'paragraph_open' || tokens[i - 2]!.type !== 'list_item_open') continue;
    const first = inline.children?.[0];
    const marker = first?.type === 'text' ? TASK.exec(first.content) : null;
    if (!first || !marker) continue;
    const box = new state.Token('task_checkbox', 'input', 0);
    box.meta = { checked: marker[1] !== ' ' };
    first.content = first.content.slice(3);
    inline.children!.unshift(box);
  }
});
/** GFM's spellings: <del> for strikethrough (markdown-it writes <s>), align="…" on table cells (it writes a style). */
md.renderer.rules.s_open = () => '<del>';
md.renderer.rules.s_close = () => '</del>';
md.core.ruler.push('gfm-align', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const style = token.attrGet('style');
    const align = style === null ? null : /^text-align:(left|right|center)$/.exec(String(style));
    if (align) token.attrs = [['align', align[1]!]];
  }
});
md.renderer.rules.task_checkbox = (tokens, idx) =>
  (tokens[idx]!.meta as { checked: boolean }).checked ? '<input checked="" disabled="" type="checkbox">' : '<input disabled="" type="checkbox">';

/**
 * Longest Markdown read. markdown-it costs up to 15–20 µs a character on some inputs (a long run of [a, whose every [
 * is tried as a link label; a table of many short rows): 50,000 characters of those took 0.8–1.2 s, so this keeps
 * the slowest call to about half a second. Ordinary prose costs well under 1 µs a character.
 */
export const MAX_MARKDOWN_CHARS = 30_000;

/** Longest HTML returned: a short reference definition used many times can multiply the input's size. */
export const MAX_HTML_CHARS = 2_000_000;

export interface Heading {
  level: number;
  text: string;
}

export interface Converted {
  html: string;
  headings: Heading[];
  links: number;
  images: number;
  tables: number;
  tasks: number;
  tasksDone: number;
}

/** An inline token's text without marks. */
function plain(token: Token): string {
  return (token.children ?? []).map((child) => (child.type === 'image' ? plain(child) : child.content)).join('');
}

/**
 * An upper bound of the HTML's length, from the tokens, before it is written: every text and attribute at up to six
 * times its length (the longest escape, &quot;, for one character), plus a tag's worth per token.
 */
function htmlBound(tokens: readonly Token[]): number {
  let size = 0;
  for (const token of tokens) {
    // An inline token's content is its children's text: counted once, through them.
    size += 40 + (token.children ? htmlBound(token.children) : token.content.length * 6);
    for (const [name, value] of token.attrs ?? []) size += name.length + String(value).length * 6 + 4;
  }
  return size;
}

/**
 * Most table cells converted. markdown-it fills every row of a table out to its header's width (up to 65,536 cells a
 * table), at about 13 µs a cell: a wide header over many short rows made a million cells from 30,000 characters.
 */
export const MAX_TABLE_CELLS = 10_000;

const DELIMITER_ROW = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** An upper bound of the cells of every table: each line after a delimiter row, up to a blank line, at its width. */
function tableCells(markdown: string): number {
  let cells = 0;
  let width = 0;
  for (const line of markdown.split('\n')) {
    if (line.trim() === '') width = 0;
    else if (line.includes('-') && line.includes('|') && DELIMITER_ROW.test(line)) width = line.split('-').filter((part, i, all) => i < all.length - 1 && !part.endsWith('-')).length || 1;
    else cells += width;
    // The header row itself: counted at the delimiter row's width.
    if (width > 0 && DELIMITER_ROW.test(line)) cells += width * 2;
  }
  return cells;
}

export function convert(markdown: string): Converted {
  if (markdown.length > MAX_MARKDOWN_CHARS) {
    throw new InputError(
      `markdown: has ${markdown.length.toLocaleString('en-US')} characters, more than the ${MAX_MARKDOWN_CHARS.toLocaleString('en-US')} converted at once; send it in parts`,
      `markdown: tiene ${markdown.length.toLocaleString('es-ES')} caracteres, más de los ${MAX_MARKDOWN_CHARS.toLocaleString('es-ES')} que se convierten de una vez; envíalo por partes`,
    );
  }
  const cells = tableCells(markdown);
  if (cells > MAX_TABLE_CELLS) {
    throw new InputError(
      `markdown: its tables have up to ${cells.toLocaleString('en-US')} cells (rows × columns), more than the ${MAX_TABLE_CELLS.toLocaleString('en-US')} converted; send fewer or narrower tables`,
      `markdown: sus tablas tienen hasta ${cells.toLocaleString('es-ES')} celdas (filas × columnas), más de las ${MAX_TABLE_CELLS.toLocaleString('es-ES')} que se convierten; envía menos tablas o más estrechas`,
    );
  }
  const env = {};
  const tokens = md.parse(markdown, env);
  // Checked before writing, so a blow-up is refused without being built (then the exact length is checked).
  if (htmlBound(tokens) > MAX_HTML_CHARS * 4) {
    throw new InputError(
      `markdown: would make more than ${MAX_HTML_CHARS.toLocaleString('en-US')} characters of HTML (a link or image reference used many times?); send less`,
      `markdown: daría más de ${MAX_HTML_CHARS.toLocaleString('es-ES')} caracteres de HTML (¿una referencia de enlace o imagen usada muchas veces?); envía menos`,
    );
  }
  const html = md.renderer.render(tokens, md.options, env);
  if (html.length > MAX_HTML_CHARS) {
    throw new InputError(
      `markdown: makes ${html.length.toLocaleString('en-US')} characters of HTML, more than the ${MAX_HTML_CHARS.toLocaleString('en-US')} returned; send less`,
      `markdown: da ${html.length.toLocaleString('es-ES')} caracteres de HTML, más de los ${MAX_HTML_CHARS.toLocaleString('es-ES')} que se devuelven; envía menos`,
    );
  }
  const headings: Heading[] = [];
  let links = 0;
  let images = 0;
  let tables = 0;
  let tasks = 0;
  let tasksDone = 0;
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open') headings.push({ level: Number(token.tag.slice(1)), text: plain(tokens[i + 1]!) });
    else if (token.type === 'table_open') tables++;
    for (const child of token.children ?? []) {
      if (child.type === 'task_checkbox') {
        tasks++;
        if ((child.meta as { checked: boolean }).checked) tasksDone++;
      } else if (child.type === 'link_open') links++;
      else if (child.type === 'image') images++;
    }
  });
  return { html, headings, links, images, tables, tasks, tasksDone };
}
