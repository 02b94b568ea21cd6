import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import type { Localized } from '../../core/locale.js';
import { jsonStringBytes } from '../../formats/json.js';
import { assertFits, tooLarge } from '../../formats/limit-errors.js';
import { scanXml, type Attribute } from '../../formats/xml-scan.js';

export type XmlMode = 'format' | 'minify';
export type XmlIndent = '2' | '4' | 'tab';

const UNITS: Readonly<Record<XmlIndent, string>> = { '2': '  ', '4': '    ', tab: '\t' };

const ADVICE: Localized = {
  en: 'indentation is repeated on every line: use mode minify or tab indentation, or a smaller document',
  es: 'la sangría se repite en cada línea: usa el modo minify o la sangría con tabuladores, o un documento más pequeño',
};

/** `{"result":""}` around the result in the response. */
const ENVELOPE_BYTES = JSON.stringify({ result: '' }).length;

/** A tag as written, with one space before each attribute and none around `=`: names, quotes and values untouched. */
function tag(name: string, attributes: readonly Attribute[], close: '>' | '/>'): string {
  if (attributes.length === 0) return `<${name}${close}`;
  let out = `<${name}`;
  for (const { name: attribute, quote, value } of attributes) out += ` ${attribute}=${quote}${value}${quote}`;
  return out + close;
}

/**
 * Formats (each child of an element-only element on its own line, indented) or minifies XML without changing its
 * infoset: only whitespace-only text between markup, in elements that hold no other text, is added or removed. An
 * element with text, CDATA or references in its content (mixed content), with no child markup, or under
 * xml:space="preserve" keeps its whole content exactly as written. Comments, processing instructions, CDATA, the
 * declaration and the DOCTYPE are kept as written; attributes keep their order, quotes and values.
 */
export function formatXml(xml: string, mode: XmlMode, indent: XmlIndent, label = 'xml'): string {
  const { tokens } = scanXml(xml, label);
  const pretty = mode === 'format';
  const unit = UNITS[indent];
  const breaks: string[] = ['\n'];
  const lineBreak = (depth: number): string => {
    for (let d = breaks.length; d <= depth; d++) breaks.push(breaks[d - 1]! + unit);
    return breaks[depth]!;
  };
  let out = '';
  const push = (piece: string): void => {
    out += piece;
    // Characters are a lower bound of the response bytes: refuse as soon as they alone pass the limit.
    if (out.length > MAX_RESPONSE_BYTES) throw tooLarge(label, out.length, ADVICE);
  };
  const line = (depth: number): void => {
    if (pretty && out.length > 0) push(lineBreak(depth));
  };
  let depth = 0;
  /** Elements open inside the outermost verbatim element, itself included; 0 outside one. */
  let verbatim = 0;
  for (const token of tokens) {
    if (verbatim > 0) {
      if (token.kind === 'start') {
        push(tag(token.name, token.attributes, token.empty ? '/>' : '>'));
        if (!token.empty) verbatim++;
      } else if (token.kind === 'end') {
        push(`</${token.name}>`);
        verbatim--;
      } else push(token.text);
      continue;
    }
    switch (token.kind) {
      case 'text': // whitespace between markup: replaced by the layout
        break;
      case 'raw':
        line(depth);
        push(token.text);
        break;
      case 'start':
        line(depth);
        push(tag(token.name, token.attributes, token.empty ? '/>' : '>'));
        if (token.empty) break;
        if (token.layout === 'block') depth++;
        else verbatim = 1;
        break;
      case 'end':
        depth--;
        line(depth);
        push(`</${token.name}>`);
        break;
    }
  }
  const result = out;
  assertFits(label, ENVELOPE_BYTES + jsonStringBytes(result), ADVICE);
  return result;
}
