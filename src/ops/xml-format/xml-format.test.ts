import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../core/errors.js';
import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import { seededRandom } from '../../core/seeded-random.js';
import { cpuMs, fails, HANG_GUARD_CPU_MS, ok } from '../../../test/support/run-op.js';
import op from './xml-format.op.js';
import { formatXml } from './xml-format.js';

const format = async (xml: string, extra: Record<string, unknown> = {}) => (await ok(op, { xml, ...extra })).result as string;

/** The Spanish message of a refused document. */
function spanish(xml: string): string | undefined {
  try {
    formatXml(xml, 'format', '2');
  } catch (error) {
    if (error instanceof InputError) return error.es;
  }
  return undefined;
}

describe('xml-format', () => {
  it('indents element-only content with 2 spaces by default, 4, or a tab, and minifies', async () => {
    const xml = '<a><b><c/></b><!--x--><?p d?><e></e></a>';
    expect(await format(xml)).toBe('<a>\n  <b>\n    <c/>\n  </b>\n  <!--x-->\n  <?p d?>\n  <e></e>\n</a>');
    expect(await format(xml, { indent: 4 })).toBe('<a>\n    <b>\n        <c/>\n    </b>\n    <!--x-->\n    <?p d?>\n    <e></e>\n</a>');
    expect(await format(xml, { indent: 'tab' })).toBe('<a>\n\t<b>\n\t\t<c/>\n\t</b>\n\t<!--x-->\n\t<?p d?>\n\t<e></e>\n</a>');
    expect(await format('<a>\n  <b>\n    <c/>\n  </b>\n  <!--x-->\n  <?p d?>\n  <e></e>\n</a>\n', { mode: 'minify' })).toBe(xml);
  });

  it('keeps the prolog and epilog, each item on its own line', async () => {
    const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>  <!-- c --> <?xml-stylesheet href="s.xsl"?>\n<!DOCTYPE r SYSTEM "r.dtd"><r/>\n<!-- after -->\n';
    expect(await format(xml)).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<!-- c -->\n<?xml-stylesheet href="s.xsl"?>\n<!DOCTYPE r SYSTEM "r.dtd">\n<r/>\n<!-- after -->',
    );
    expect(await format(xml, { mode: 'minify' })).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><!-- c --><?xml-stylesheet href="s.xsl"?><!DOCTYPE r SYSTEM "r.dtd"><r/><!-- after -->',
    );
    expect(await format('\ufeff<r/>')).toBe('<r/>'); // a byte order mark is dropped
    // Whitespace pasted before the declaration is forgiven and left out.
    expect(await format('\n  <?xml version="1.0"?>\n<r/>')).toBe('<?xml version="1.0"?>\n<r/>');
  });

  it('keeps attribute order, quotes and values; the whitespace inside a tag becomes one space', async () => {
    expect(await format('<r  z = "1"\n\ta=\'it"s\'  m="a&amp;b &#x41;\n c" ></r>')).toBe('<r z="1" a=\'it"s\' m="a&amp;b &#x41;\n c"></r>');
    expect(await format('<r><e   /></r>', { mode: 'minify' })).toBe('<r><e/></r>');
  });

  it('keeps mixed content, text-only elements and xml:space="preserve" exactly as written', async () => {
    const mixed = '<doc>\n<p>Hello <b> big </b>\n   <i>world</i> </p><t>  padded  </t><w>   </w>\n<pre xml:space="preserve">\n  <x>\n    <y/>\n  </x>\n</pre></doc>';
    expect(await format(mixed)).toBe(
      '<doc>\n  <p>Hello <b> big </b>\n   <i>world</i> </p>\n  <t>  padded  </t>\n  <w>   </w>\n  <pre xml:space="preserve">\n  <x>\n    <y/>\n  </x>\n</pre>\n</doc>',
    );
    // CDATA and references are text: their element is kept as written.
    expect(await format('<r><s>\n <![CDATA[ a ]]>\n</s><n> &amp; </n></r>')).toBe('<r>\n  <s>\n <![CDATA[ a ]]>\n</s>\n  <n> &amp; </n>\n</r>');
    expect(await format('<r><s>\n <![CDATA[ a ]]>\n</s><n> &amp; </n></r>', { mode: 'minify' })).toBe('<r><s>\n <![CDATA[ a ]]>\n</s><n> &amp; </n></r>');
  });

  it('never expands entities: XXE and "billion laughs" come back as written, at once', async () => {
    const xxe = '<?xml version="1.0"?>\n<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<foo><bar>&xxe;</bar></foo>';
    expect(await format(xxe)).toBe('<?xml version="1.0"?>\n<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<foo>\n  <bar>&xxe;</bar>\n</foo>');
    const levels = ['<!ENTITY lol "lol">'];
    for (let n = 1; n <= 9; n++) levels.push(`<!ENTITY lol${n} "${`&lol${n === 1 ? '' : n - 1};`.repeat(10)}">`);
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n ${levels.join('\n ')}\n]>\n<lolz>&lol9;</lolz>`;
    let result = '';
    const ms = await (async () => {
      const spent = await cpuMs(op, { xml: laughs });
      result = await format(laughs, { mode: 'minify' });
      return spent;
    })();
    expect(result).toBe(laughs.replace(/>\n</g, '><'));
    expect(result.length).toBeLessThan(laughs.length);
    expect(ms).toBeLessThan(HANG_GUARD_CPU_MS);
    // A parameter entity or an external subset could declare anything: any entity name is then accepted.
    expect(await format('<!DOCTYPE r SYSTEM "http://example.com/r.dtd"><r>&anything;</r>')).toBe('<!DOCTYPE r SYSTEM "http://example.com/r.dtd">\n<r>&anything;</r>');
    expect(await format('<!DOCTYPE r [<!ENTITY % p SYSTEM "p.ent"> %p;]><r>&x;</r>')).toBe('<!DOCTYPE r [<!ENTITY % p SYSTEM "p.ent"> %p;]>\n<r>&x;</r>');
  });

  it('scans a DOCTYPE whose literals, comments and PIs hold ] and >', async () => {
    const xml = '<!DOCTYPE r [\n  <!ENTITY a "]>">\n  <!-- ]> -->\n  <?p ]>?>\n  <!ATTLIST r x CDATA "]">\n]><r>&a;</r>';
    expect(await format(xml)).toBe(`${xml.slice(0, -10)}\n<r>&a;</r>`);
  });

  it('refuses documents that are not well-formed, with line and column', async () => {
    const cases: [string, string][] = [
      ['<a><b></a>', 'line 1, column 7: end tag </a> does not match start tag <b> at line 1, column 4'],
      ['<a>\n  <b>\n</a>', 'line 3, column 1: end tag </a> does not match start tag <b> at line 2, column 3'],
      ['<a x="1" x="2"/>', 'line 1, column 10: attribute x is repeated in the same tag'],
      ['<a>&nbsp;</a>', 'line 1, column 4: entity &nbsp; is not declared'],
      ['<a>AT&T</a>', 'line 1, column 6: & must start a reference (&name;, &#N; or &#xH;); write &amp; for a literal &'],
      ['<a>&#0;</a>', 'line 1, column 4: &#0; refers to a character XML does not allow'],
      ['<a>\u0001</a>', 'line 1, column 4: U+0001 is not a character XML allows'],
      ['<a/><b/>', 'line 1, column 5: a second root element <b>; a document has exactly one'],
      ['<a/>x', 'line 1, column 5: text after the root element'],
      ['hello', 'line 1, column 1: text before the root element'],
      ['', 'line 1, column 1: the document has no root element'],
      ['<!-- only -->', 'line 1, column 14: the document has no root element'],
      ['<a>x]]>y</a>', 'line 1, column 5: ]]> is not allowed in text; write ]]&gt;'],
      ['<a><!-- a -- b --></a>', 'line 1, column 11: -- is not allowed inside a comment'],
      ['<a><!-- a ---></a>', 'line 1, column 11: -- is not allowed inside a comment'],
      ['<a><!-- a </a>', 'line 1, column 4: the comment is not closed (no -->)'],
      ['<!-- c --><?xml version="1.0"?><a/>', 'line 1, column 11: the XML declaration <?xml …?> is only allowed at the very start of the document'],
      ['<a><?xml version="1.0"?></a>', 'line 1, column 4: the XML declaration <?xml …?> is only allowed at the very start of the document'],
      ['<?xml encoding="UTF-8"?><a/>', 'line 1, column 6: the XML declaration must start with version="1.0"'],
      ['<a b=1/>', 'line 1, column 6: expected the value of attribute b in quotes'],
      ['<a b="1"c="2"/>', 'line 1, column 9: expected a space, > or /> after the element name or attribute value'],
      ['<a b="<"/>', 'line 1, column 7: < is not allowed in an attribute value; write &lt;'],
      ['<a b/>', 'line 1, column 5: expected = after attribute b'],
      ['<a>1 < 2</a>', 'line 1, column 7: expected an element name, <!-- , <? or <![CDATA[ after < (write &lt; for a literal <)'],
      ['<a>\n<b>', 'line 2, column 4: element <b> at line 2, column 1 is not closed'],
      ['</a>', 'line 1, column 1: end tag </a> without a start tag'],
      ['<a', 'line 1, column 1: the tag <a> is not closed (no >)'],
      ['<a><![CDATA[x</a>', 'line 1, column 4: the CDATA section is not closed (no ]]>)'],
      ['<![CDATA[x]]><a/>', 'line 1, column 1: a CDATA section outside the root element'],
      ['<a/><!DOCTYPE a>', 'line 1, column 5: a DOCTYPE is only allowed before the root element'],
      ['<!DOCTYPE a [<!ENTITY x "y">', 'line 1, column 1: the DOCTYPE is not closed (no >)'],
      ['<a><!ELEMENT a ANY></a>', 'line 1, column 4: expected <!-- , <![CDATA[ or <!DOCTYPE after <!'],
      ['<1a/>', 'line 1, column 2: expected an element name, <!-- , <? or <![CDATA[ after < (write &lt; for a literal <)'],
      ['<a></a >x', 'line 1, column 9: text after the root element'],
    ];
    for (const [xml, where] of cases) expect(await fails(op, { xml }), xml).toBe(`xml: not well-formed XML at ${where}`);
    expect(spanish('<a><b></a>')).toBe(
      'xml: XML mal formado en la línea 1, columna 7: la etiqueta de cierre </a> no corresponde a la de apertura <b> de la línea 1, columna 4',
    );
    expect(spanish('<a>&nbsp;</a>')).toBe('xml: XML mal formado en la línea 1, columna 4: la entidad &nbsp; no está declarada');
  });

  it('refuses a result past the response limit before building all of it, and accepts it minified', async () => {
    // 60,000 nested elements: 1.1 MB of XML, about 7 GB of indentation at 2 spaces.
    const deep = `${'<a>'.repeat(60_000)}${'</a>'.repeat(60_000)}`;
    const message = await fails(op, { xml: deep });
    expect(message).toMatch(/^xml: the result would be about \d+\.\d MB, over the 8 MiB \(8,388,608 bytes\) response limit; indentation is repeated on every line: use mode minify/);
    expect((await format(deep, { mode: 'minify' })).length).toBe(deep.length);
    expect(MAX_RESPONSE_BYTES).toBe(8 * 1024 * 1024);
  });

  it('runs its worst case well within the guard', async () => {
    expect(await cpuMs(op, op.worstCase!())).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Python's xml.etree.ElementTree as an independent reference: canonical XML (C14N 2.0, comments kept, the
// whitespace around text stripped) of the input, of the formatted result and of the minified result must be the
// same, and Python must read every result. Under CI=true a missing python3 fails the run.

const CANONICAL = `
import json, sys
import xml.etree.ElementTree as ET
out = []
for text in json.loads(sys.stdin.buffer.read().decode("utf-8")):
    try:
        out.append(ET.canonicalize(xml_data=text, strip_text=True, with_comments=True))
    except Exception as e:
        out.append("ERROR " + type(e).__name__ + ": " + str(e))
sys.stdout.write(json.dumps(out, ensure_ascii=True))
`;

const PYTHON_MISSING = ((): string | undefined => {
  const probe = spawnSync('python3', ['-c', 'import xml.etree.ElementTree'], { encoding: 'utf8' });
  if (probe.error) return `python3 could not be started (${probe.error.message})`;
  return probe.status === 0 ? undefined : `python3 cannot import xml.etree (${probe.stderr.trim()})`;
})();

function canonical(texts: readonly string[]): string[] {
  const run = spawnSync('python3', ['-c', CANONICAL], { input: JSON.stringify(texts), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout) as string[];
}

const CORPUS = [
  '<?xml version="1.0"?><catalog><book id="b1" lang=\'en\'><title>XML &amp; You</title><price cur="EUR">9.50</price></book><!-- more --><book id="b2"/></catalog>',
  '<html><body><p>Some <b>bold</b> and <i>italic <u>under</u></i> text.</p>\n  <p>  spaced  </p><ul>\n<li>one</li>\n<li>two</li>\n</ul></body></html>',
  '<r xmlns="urn:x" xmlns:p="urn:p"><p:a p:attr="v"><p:b/></p:a><c>\n\t<![CDATA[ <raw> & ]]>\n</c></r>',
  '<!DOCTYPE d [<!ENTITY co "Example Corp"><!ENTITY rich "<em>rich</em>">]><d><from>&co;</from><x>&rich;</x><y>\n  <z>&#x263A; &#9731;</z>\n</y></d>',
  '<pre xml:space="preserve">  a\n  <b>  b  </b>\n</pre>',
  '<?pi first?><doc><?inner data with ]] ?><empty></empty><self/><mixed>a<b/>c<d/>e</mixed></doc><?pi last?><!-- end -->',
  '<a>\r\n  <b>crlf</b>\r\n  <c attr="x&#10;y"/>\r\n</a>',
  '<ns:root xmlns:ns="urn:n"><ns:item ns:k="1">x</ns:item>\n\n\n<ns:item/></ns:root>',
];

/** Random documents: nested elements with attributes, text, comments, CDATA and blank runs between them. */
function randomDocuments(count: number): string[] {
  const random = seededRandom(20261130);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const blanks = ['', ' ', '\n', '\n  ', '\t\n\t'];
  const texts = ['x', ' a b ', 'é &amp; &lt;', '&#65;', ' ', '\n'];
  const documents: string[] = [];
  for (let n = 0; n < count; n++) {
    const element = (depth: number): string => {
      const name = pick(['a', 'b', 'c', 'p:q']);
      const attributes = random() < 0.4 ? ` k${depth}=${pick(['"v"', "'w'", '"a&amp;b"'])}` : '';
      if (depth > 3 || random() < 0.2) return `<${name}${attributes}/>`;
      const parts: string[] = [];
      const children = Math.floor(random() * 4);
      for (let c = 0; c < children; c++) {
        parts.push(pick(blanks));
        const roll = random();
        if (roll < 0.6) parts.push(element(depth + 1));
        else if (roll < 0.75) parts.push(pick(texts));
        else if (roll < 0.85) parts.push('<!-- note -->');
        else if (roll < 0.92) parts.push('<![CDATA[ c ]]>');
        else parts.push('<?t d?>');
      }
      parts.push(pick(blanks));
      const space = random() < 0.1 ? ' xml:space="preserve"' : '';
      return `<${name}${attributes}${space}>${parts.join('')}</${name}>`;
    };
    documents.push(`<root xmlns:p="urn:p">${element(0)}</root>`);
  }
  return documents;
}

describe('xml-format against Python xml.etree (C14N 2.0)', () => {
  it('formatting and minifying leave the canonical form unchanged', (ctx) => {
    if (PYTHON_MISSING) {
      if (process.env.CI === 'true') throw new Error(`${PYTHON_MISSING}: this check needs python3 under CI=true`);
      console.warn(`xml-format Python check skipped: ${PYTHON_MISSING}`);
      ctx.skip();
    }
    const inputs = [...CORPUS, ...randomDocuments(300)];
    const texts: string[] = [];
    for (const xml of inputs) texts.push(xml, formatXml(xml, 'format', '2'), formatXml(xml, 'format', 'tab'), formatXml(xml, 'minify', '2'));
    const forms = canonical(texts);
    for (let i = 0; i < inputs.length; i++) {
      const [original, formatted, tabbed, minified] = forms.slice(4 * i, 4 * i + 4);
      expect(original, inputs[i]).not.toMatch(/^ERROR/);
      expect(formatted, texts[4 * i + 1]).toBe(original);
      expect(tabbed, texts[4 * i + 2]).toBe(original);
      expect(minified, texts[4 * i + 3]).toBe(original);
    }
  });
});
