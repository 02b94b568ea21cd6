import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './html-entities-encode.page.js';
import run from './html-entities-encode.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'HTML entities encode',
  summary: 'Escapes text for HTML: & < > " \' and every non-ASCII character become character references.',
  agentDescription:
    'Escapes text for HTML element content and quoted attributes: & < > " \' become &amp; &lt; &gt; &quot; &apos;, and every non-ASCII character becomes its HTML5 named entity (é → &eacute;) or a decimal reference (😀 → &#128512;), so the result is pure ASCII.',
  description:
    'The five HTML-significant characters become &amp; &lt; &gt; &quot; &apos;, so the result is safe in element content and in ' +
    'quoted attribute values. Every non-ASCII character becomes a reference too, so the result is pure ASCII: its HTML5 named ' +
    'entity where one exists (é → &eacute;, € → &euro;, a no-break space → &nbsp;), otherwise a decimal numeric reference ' +
    'with one reference per character, emoji included (😀 → &#128512;). Other ASCII, punctuation such as = / ? # ! included, ' +
    'and line breaks are left as they are. The C1 control characters U+0080–U+009F, which HTML forbids, become &#128;–&#159;, ' +
    'which HTML reads back as Windows-1252 characters (&#128; is €). Text containing half of a surrogate pair on its own ' +
    '(possible in JSON as "\\ud800") is rejected with its position (counted in characters from 0), since no reference can stand for it.',
  category: 'encoding',
  es: { title: 'Codificar entidades HTML', summary: 'Escapa texto para HTML: & < > " \' y todos los caracteres no ASCII se convierten en referencias de caracteres.' },
  examples: [
    {
      title: 'Markup and a French sentence',
      input: { text: '<p class="note">Ça coûte 5 € — c\'est donné !</p>' },
      output: { result: '&lt;p class=&quot;note&quot;&gt;&Ccedil;a co&ucirc;te 5 &euro; &mdash; c&apos;est donn&eacute; !&lt;/p&gt;' },
    },
    { title: 'An emoji is one numeric reference', input: { text: 'Bravo 🎉 & merci' }, output: { result: 'Bravo &#127881; &amp; merci' } },
  ],
  // 20,000 different CJK characters, none with a name: every one a numeric reference.
  worstCase: () => ({ text: repeatToBytes(Array.from({ length: 20_000 }, (_, i) => String.fromCharCode(0x4e00 + i)).join('')) }),
  // One byte in, a six-character reference out.
  largestOutput: () => ({ text: repeatToBytes("'") }),
});
