import { repeatToBytes } from '../../core/fields.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { defineOperation } from '../../core/operation.js';
import page from './xml-format.page.js';
import run from './xml-format.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'XML format',
  summary: 'Checks that an XML document is well-formed and pretty-prints or minifies it without changing its content.',
  agentDescription:
    'Checks XML 1.0 well-formedness (errors give line and column) and pretty-prints or minifies it. Keeps comments, CDATA, PIs, DOCTYPE, attribute order and quotes, mixed content and xml:space; never expands entities.',
  description:
    'The document is checked for XML 1.0 well-formedness and written again without changing its information: only ' +
    'whitespace-only text between markup, inside an element that holds nothing but child elements, comments and ' +
    'processing instructions, is added (format: each child on its own line, indented by 2 or 4 spaces or a tab per ' +
    'level) or removed (minify). An element with text, CDATA or character or entity references in its content (mixed ' +
    'content, such as <p>Hello <b>world</b></p>), an element with no child markup, and everything under ' +
    'xml:space="preserve" keep their content exactly as written. Comments, processing instructions, CDATA sections, the ' +
    'XML declaration and the DOCTYPE (internal subset included) are kept as written, each on its own line outside the ' +
    'root element. Attributes keep their order, their quote character and their value as written; the whitespace ' +
    'inside a tag becomes one space before each attribute. References such as &amp; or &name; are kept, never expanded, ' +
    'and nothing outside the text is ever read (a SYSTEM or PUBLIC identifier is kept as text), so external entities ' +
    '(XXE) and entity expansion ("billion laughs") cannot happen. A leading byte order mark, and whitespace before ' +
    'the XML declaration (which XML itself does not allow), are dropped; the result has no final line break. ' +
    'Checked: characters XML allows, names, matching start and end tags, one root element, quoted attribute values ' +
    'without <, no repeated attribute, & only in a reference to a predefined entity, a character XML allows or an entity ' +
    'the internal subset declares (any name when the DOCTYPE names an external subset or uses parameter entities), no ' +
    ']]> in text, no -- in a comment, the XML declaration only at the very start. Not checked: namespaces (prefixes ' +
    'need not be declared), the DTD itself beyond its end, and validity. A document that is not well-formed is a 400 ' +
    'giving the line and column (in UTF-16 code units, from 1) and what is wrong. ' +
    `Limit: a response of at most ${MAX_RESPONSE_TEXT}; indentation repeats on every line, so a deeply nested ` +
    'document can be refused when formatted and accepted when minified.',
  category: 'data',
  es: {
    title: 'Formatear XML',
    summary: 'Comprueba que un documento XML está bien formado y lo formatea con sangría o lo minifica sin cambiar su contenido.',
  },
  examples: [
    {
      title: 'Pretty-print, keeping comments, quotes and mixed content',
      input: { xml: '<?xml version="1.0"?><!-- order --><order id=\'7\'   status="new"><item sku="A1"/><note>Ring <b>twice</b>, please</note></order>' },
      output: {
        result:
          '<?xml version="1.0"?>\n<!-- order -->\n<order id=\'7\' status="new">\n  <item sku="A1"/>\n  <note>Ring <b>twice</b>, please</note>\n</order>',
      },
    },
    {
      title: 'Minify, keeping CDATA and preserved whitespace',
      input: {
        xml: '<config>\n  <script><![CDATA[if (a < b) run();]]></script>\n  <pre xml:space="preserve">  two  spaces  </pre>\n</config>\n',
        mode: 'minify',
      },
      output: { result: '<config><script><![CDATA[if (a < b) run();]]></script><pre xml:space="preserve">  two  spaces  </pre></config>' },
    },
    {
      title: 'An entity declared in the DOCTYPE is kept, not expanded',
      input: { xml: '<!DOCTYPE doc [<!ENTITY co "Example Corp">]><doc><from>&co;</from></doc>', indent: 'tab' },
      output: { result: '<!DOCTYPE doc [<!ENTITY co "Example Corp">]>\n<doc>\n\t<from>&co;</from>\n</doc>' },
    },
  ],
  // The most tokens per byte, each written on its own line: about 170,000 elements in 1 MB.
  worstCase: () => ({ xml: `<r>${repeatToBytes('<a><b/></a>', 999_000)}</r>`, mode: 'format' as const, indent: '4' as const }),
});
