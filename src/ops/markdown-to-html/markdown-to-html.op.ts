import { defineOperation } from '../../core/operation.js';
import { MAX_HTML_CHARS, MAX_MARKDOWN_CHARS, MAX_TABLE_CELLS } from './markdown-to-html.js';
import page from './markdown-to-html.page.js';
import run from './markdown-to-html.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Markdown to HTML',
  summary: 'Turns GitHub-flavoured Markdown (tables, strikethrough, task lists, bare links) into safe HTML, with its outline of headings.',
  agentDescription:
    'Converts GitHub-flavoured Markdown to sanitized HTML: tables, ~~strike~~, task lists, bare URLs linked. Raw HTML is escaped; javascript:/data: links are not linked. Also the heading outline and counts.',
  description:
    'The Markdown is CommonMark with GitHub\'s extensions, read by markdown-it 15: tables (with :-: alignment, written as ' +
    'align="…" on the cells as GitHub writes them), ~~strikethrough~~ (two tildes; written <del>), task list items (a list ' +
    'item starting [ ], [x] or [X] gets a disabled checkbox, as in the GFM spec), and bare URLs with a scheme (http://, ' +
    'https://) and e-mail addresses linked; www. addresses without a scheme are left as text. The output is safe to put in ' +
    'a page as it is: raw HTML in the input (a script or iframe element, an img with an onerror attribute, comments) is not passed through but ' +
    'written as text (&lt;script&gt;), which is stricter than GitHub (which lets some tags through and filters others); ' +
    'links and images whose URL is javascript:, vbscript:, file: or data: are not linked but left as text (entity and ' +
    'percent tricks such as jav&#x61;script: are decoded before the check), except an image whose URL is data:image/gif, ' +
    'png, jpeg or webp, which cannot run script. Headings, links and code are written with every <, >, & and " escaped. ' +
    'Beside the HTML: the outline (each heading\'s level and text), and the number of links, images, tables, task items ' +
    `and tasks done. The page shows the HTML source, not a rendering of it. At most ` +
    `${MAX_MARKDOWN_CHARS.toLocaleString('en-US')} characters of Markdown are converted at once (markdown-it is slow on ` +
    'some shapes of input, such as thousands of unclosed [ or table rows), and tables of at most ' +
    `${MAX_TABLE_CELLS.toLocaleString('en-US')} cells in all (rows × header columns, as markdown-it fills short rows out); nesting ` +
    'deeper than 100 levels (of lists or quotes) is written as text; ' +
    `the HTML is at most ${MAX_HTML_CHARS.toLocaleString('en-US')} characters (a reference ` +
    'link used many times can multiply the input): past that the request is refused.',
  category: 'code',
  es: {
    title: 'Markdown a HTML',
    summary: 'Convierte Markdown al estilo de GitHub (tablas, tachado, listas de tareas, enlaces sueltos) en HTML seguro, con el esquema de sus encabezados.',
  },
  examples: [
    {
      title: 'A heading, a task list and a table',
      input: { markdown: '# Plan\n\n- [x] Draft\n- [ ] ~~Review~~ Ship\n\n| Step | Days |\n| :--- | ---: |\n| Draft | 2 |\n' },
      output: {
        html:
          '<h1>Plan</h1>\n<ul>\n<li><input checked="" disabled="" type="checkbox"> Draft</li>\n<li><input disabled="" type="checkbox"> <del>Review</del> Ship</li>\n</ul>\n' +
          '<table>\n<thead>\n<tr>\n<th align="left">Step</th>\n<th align="right">Days</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="left">Draft</td>\n<td align="right">2</td>\n</tr>\n</tbody>\n</table>\n',
        headings: [{ level: 1, text: 'Plan' }],
        links: 0,
        images: 0,
        tables: 1,
        tasks: 2,
        tasksDone: 1,
      },
    },
    {
      title: 'Raw HTML and a javascript: link made inert',
      input: { markdown: 'Hi <script>alert(1)</script> [click](javascript:alert(1)) https://example.com' },
      output: {
        html: '<p>Hi &lt;script&gt;alert(1)&lt;/script&gt; [click](javascript:alert(1)) <a href="https://example.com">https://example.com</a></p>\n',
        headings: [],
        links: 1,
        images: 0,
        tables: 0,
        tasks: 0,
        tasksDone: 0,
      },
    },
  ],
  // The slowest shape measured (against runs of [a or *a, nesting of > and -, bare URLs, backticks, wide tables): a
  // table of one-character rows, each a row of its own.
  worstCase: () => ({ markdown: '|a|\n|-|\n' + 'x\n'.repeat(MAX_TABLE_CELLS - 2) }),
});
