import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders CommonMark with tables', () => {
    expect(renderMarkdown('## Title\n\nA *b* `c` [d](/utilities/slugify).\n\n| x | y |\n|---|---|\n| 1 | 2 |')).toBe(
      '<h2>Title</h2>\n<p>A <em>b</em> <code>c</code> <a href="/utilities/slugify">d</a>.</p>\n' +
        '<div class="table-wrap" tabindex="0" role="region" aria-label="Title">\n<table>\n<thead>\n<tr>\n<th>x</th>\n<th>y</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n</div>\n',
    );
  });

  it('makes tables focusable regions named by their section, so a keyboard can scroll them and a screen reader name them', () => {
    const names = (markdown: string) => [...renderMarkdown(markdown).matchAll(/<div class="table-wrap" tabindex="0" role="region" aria-label="([^"]*)">/g)].map((m) => m[1]);
    const table = (a: string, b: string) => `| ${a} | ${b} |\n|---|---|\n| 1 | 2 |\n`;
    // Before any heading: its columns. Under a heading: the heading's text without its marks. A second table of a section: the heading and its columns.
    expect(names(`${table('Band', 'Rate')}\n## Brackets for \`2026\` & *after*\n\n${table('From', 'To')}\n${table('Age', 'Amount')}\n### Next\n\n${table('x', 'y')}`)).toEqual([
      'Band, Rate',
      'Brackets for 2026 &amp; after',
      'Brackets for 2026 &amp; after: Age, Amount',
      'Next',
    ]);
  });

  it('makes code blocks focusable, so a keyboard can scroll them', () => {
    expect(renderMarkdown('```json\n{"a": 1}\n```\n\n    indented')).toBe(
      '<pre tabindex="0"><code class="language-json">{&quot;a&quot;: 1}\n</code></pre>\n<pre tabindex="0"><code>indented\n</code></pre>\n',
    );
  });

  it('shows raw HTML as text instead of rendering it', () => {
    expect(renderMarkdown('<script>alert(1)</script>\n\nx <img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>x &lt;img src=x onerror=alert(1)&gt;</p>\n',
    );
  });

  it('refuses script links', () => {
    expect(renderMarkdown('[x](javascript:alert(1)) [y](data:text/html,hi)')).toBe('<p>[x](javascript:alert(1)) [y](data:text/html,hi)</p>\n');
  });
});
