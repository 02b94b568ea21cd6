import { describe, expect, it } from 'vitest';
import op from './markdown-to-html.op.js';
import { cpuTimed, fails, HANG_GUARD_CPU_MS, ok } from '../../../test/support/run-op.js';
import { convert, MAX_MARKDOWN_CHARS } from './markdown-to-html.js';
import { GFM_EXAMPLES } from './gfm-spec-examples.js';

describe('markdown-to-html', () => {
  it.each(GFM_EXAMPLES.map((e) => [e.example, e.section, e.markdown, e.html] as const))(
    'writes GFM spec example %i (%s) as cmark-gfm does',
    (_n, _section, markdown, html) => {
      expect(convert(markdown).html).toBe(html);
    },
  );

  it('gives the outline and counts', async () => {
    const out = await ok(op, { markdown: '# One\n\n## Two *em* `code`\n\n[a](https://a.test) ![i](https://i.test/x.png)\n\n- [x] a\n- [X] b\n- [ ] c\n\nSetext\n===\n' });
    expect(out.headings).toEqual([
      { level: 1, text: 'One' },
      { level: 2, text: 'Two em code' },
      { level: 1, text: 'Setext' },
    ]);
    expect(out).toMatchObject({ links: 1, images: 1, tables: 0, tasks: 3, tasksDone: 2 });
  });

  // Each vector and the exact HTML written for it: the tags and attributes come out as text, the URLs unlinked.
  const XSS: [string, string][] = [
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>\n'],
    ['<a href="javascript:alert(1)">x</a>', '<p>&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;</p>\n'],
    ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
    ['[x](JaVaScRiPt:alert(1))', '<p>[x](JaVaScRiPt:alert(1))</p>\n'],
    // The entity is decoded (as CommonMark reads text), the link still refused.
    ['[x](jav&#x61;script:alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
    ['[x](javascript&colon;alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
    ['[x](vbscript:msgbox)', '<p>[x](vbscript:msgbox)</p>\n'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', '<p>[x](data:text/html;base64,PHNjcmlwdD4=)</p>\n'],
    ['![x](data:image/svg+xml,<svg onload=alert(1)>)', '<p>![x](data:image/svg+xml,&lt;svg onload=alert(1)&gt;)</p>\n'],
    ['<javascript:alert(1)>', '<p>&lt;javascript:alert(1)&gt;</p>\n'],
    ['[x]: javascript:alert(1)\n\n[x]', '<p>[x]: javascript:alert(1)</p>\n<p>[x]</p>\n'],
    ['[x](https://a.test "\\" onmouseover=\\"alert(1)")', '<p><a href="https://a.test" title="&quot; onmouseover=&quot;alert(1)">x</a></p>\n'],
    ['`<b>`', '<p><code>&lt;b&gt;</code></p>\n'],
    ['<!-- x --><iframe src=//e.test>', '<p>&lt;!-- x --&gt;&lt;iframe src=//e.test&gt;</p>\n'],
    ['&lt;script&gt;', '<p>&lt;script&gt;</p>\n'],
  ];
  it.each(XSS)('makes %j inert', (markdown, html) => {
    const out = convert(markdown).html;
    expect(out).toBe(html);
    expect(out).not.toMatch(/<(script|img|iframe|svg)\b|href="(javascript|vbscript|data):/i);
  });

  it('keeps a data: image of a raster type, which cannot run script', () => {
    expect(convert('![dot](data:image/png;base64,iVBORw0KGgo=)').html).toBe('<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"></p>\n');
  });

  it('stays bounded on the worst shapes', () => {
    const shapes = [
      op.worstCase().markdown,
      '>'.repeat(MAX_MARKDOWN_CHARS),
      '> - '.repeat(MAX_MARKDOWN_CHARS / 4),
      '['.repeat(MAX_MARKDOWN_CHARS),
      '*a '.repeat(MAX_MARKDOWN_CHARS / 3),
      'https://a.co '.repeat(2_000),
    ];
    for (const markdown of shapes) {
      const { ms } = cpuTimed(() => convert(markdown));
      expect(ms).toBeLessThan(HANG_GUARD_CPU_MS);
    }
    // Nesting beyond markdown-it's 100 levels is written as text, not as 10,000 nested elements.
    expect(convert('>'.repeat(10_000)).html.match(/<blockquote>/g)!.length).toBeLessThanOrEqual(100);
  });

  it('refuses what it would not finish or return, saying what to send', async () => {
    expect(await fails(op, {})).toBe('markdown: is required');
    expect(await fails(op, { markdown: 'a'.repeat(MAX_MARKDOWN_CHARS + 1) })).toBe('markdown: has 30,001 characters, more than the 30,000 converted at once; send it in parts');
    expect(await fails(op, { markdown: '|a|b|\n|-|-|\n' + 'x\n'.repeat(5_000) })).toBe(
      'markdown: its tables have up to 10,004 cells (rows × columns), more than the 10,000 converted; send fewer or narrower tables',
    );
    expect(await fails(op, { markdown: '[a]: https://a.test/' + 'x'.repeat(5_000) + '\n\n' + '[a]'.repeat(8_000) })).toBe(
      'markdown: would make more than 2,000,000 characters of HTML (a link or image reference used many times?); send less',
    );
  });
});
