import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './html-entities-decode.page.js';
import run from './html-entities-decode.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'HTML entities decode',
  summary: 'Replaces HTML character references (&eacute;, &#233;, &#xE9;) with the characters they stand for.',
  agentDescription:
    'Decodes HTML character references as a browser does in element content: all HTML5 named references, decimal and hex numeric ones, the legacy names accepted without a semicolon; unknown names are left as they are. Decodes once (&amp;lt; → &lt;). Any string is valid input.',
  description:
    'Decodes the full HTML5 set of named references (over 2,000, such as &amp; &eacute; &nbsp; &rarr;) and decimal (&#233;) and ' +
    'hex (&#xE9;) numeric references, exactly as a browser does in element content. Following the HTML5 rules: the legacy names ' +
    'that browsers accept without a semicolon are decoded without one too (&amp → &, &copy2026 → ©2026), while other names need it; ' +
    'unknown names (&foo;) are left as they are; a numeric reference with no semicolon still counts (&#65 → A); references to ' +
    'U+0000, to surrogates (&#xD800;) or past U+10FFFF become the replacement character U+FFFD; and &#128;–&#159; are read as ' +
    'Windows-1252 (&#150; → –). The text is decoded once, so &amp;lt; gives &lt;. Any string is valid input.',
  category: 'encoding',
  es: { title: 'Decodificar entidades HTML', summary: 'Sustituye las referencias de caracteres HTML (&eacute;, &#233;, &#xE9;) por los caracteres que representan.' },
  examples: [
    {
      title: 'A French phrase and an emoji',
      input: { text: 'Caf&eacute; &amp; cr&egrave;me br&ucirc;l&eacute;e &#x1F36E;' },
      output: { result: 'Café & crème brûlée 🍮' },
    },
    {
      title: 'Escaped markup, a legacy entity and numeric references',
      input: { text: '&lt;b&gt;Tom &amp; Jerry&lt;/b&gt; &copy 2026 &#8212; &#128512;' },
      output: { result: '<b>Tom & Jerry</b> © 2026 — 😀' },
    },
  ],
  // A legacy entity without its semicolon every four characters.
  worstCase: () => ({ text: repeatToBytes('&amp') }),
});
