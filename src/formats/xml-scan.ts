import { InputError } from '../core/errors.js';
import { describePosition } from './text-position.js';

/**
 * A well-formedness checking XML 1.0 scanner that keeps every piece of markup as written, for a formatter that must
 * not change the document's infoset. It never expands an entity and never reads anything outside the text: a DOCTYPE
 * is kept as written (its internal subset only scanned for its end and for the names of the general entities it
 * declares), so neither XXE nor "billion laughs" can happen. Linear time: every search starts where the last one
 * ended, and there is no recursion (any depth is safe).
 */

/** An attribute as written: its name, its quote character and its value with references untouched. */
export interface Attribute {
  readonly name: string;
  readonly quote: '"' | "'";
  readonly value: string;
}

export type Token =
  | { readonly kind: 'text'; readonly text: string; readonly blank: boolean }
  | { readonly kind: 'raw'; readonly what: 'pi' | 'comment' | 'cdata' | 'doctype'; readonly text: string } // as written; the declaration is a 'pi'
  | { readonly kind: 'start'; readonly name: string; readonly attributes: readonly Attribute[]; readonly empty: boolean; layout: Layout }
  | { readonly kind: 'end'; readonly name: string };

/**
 * How an element's content is written: `block` (child markup only, between whitespace: each child on its own line)
 * or `verbatim` (text, CDATA or references beside its children, no child markup at all, or xml:space="preserve": its
 * whole content as written).
 */
export type Layout = 'block' | 'verbatim';

/** NameStartChar and NameChar of XML 1.0 (fifth edition), §2.3. */
const START = ':A-Z_a-z\\xC0-\\xD6\\xD8-\\xF6\\xF8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const CHAR = `${START}\\-.0-9\\xB7\\u0300-\\u036F\\u203F\\u2040`;
const NAME = new RegExp(`[${START}][${CHAR}]*`, 'uy');
/** A character XML 1.0 does not allow anywhere (§2.2), lone surrogates included. */
export const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const REFERENCE = new RegExp(`&(?:#([0-9]+);|#x([0-9a-fA-F]+);|([${START}][${CHAR}]*);)`, 'uy');
/** ASCII name characters: 1 where a name may start, 2 where it may only continue, 0 elsewhere. */
const ASCII_NAME = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  ASCII_NAME[c] = /[:A-Z_a-z]/.test(ch) ? 1 : /[-.0-9]/.test(ch) ? 2 : 0;
}
const PREDEFINED = new Set(['lt', 'gt', 'amp', 'apos', 'quot']);
const BLANK = /^[ \t\r\n]*$/;
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

interface Open {
  readonly token: Extract<Token, { kind: 'start' }>;
  readonly at: number;
  text: boolean;
  markup: boolean;
  readonly preserve: boolean;
}

export interface Scanned {
  readonly tokens: Token[];
  /** Elements in the document. */
  readonly elements: number;
}

/** Scans `xml`, refusing it at the first well-formedness error with its line and column; `label` names the field. */
export function scanXml(xml: string, label: string): Scanned {
  const fail = (at: number, en: string, es: string): never => {
    throw new InputError(
      `${label}: not well-formed XML at ${describePosition(xml, at)}: ${en}`,
      `${label}: XML mal formado en la ${describePosition(xml, at, 'es')}: ${es}`,
    );
  };
  const bad = NOT_XML_CHAR.exec(xml);
  if (bad) {
    const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    fail(bad.index, `U+${code} is not a character XML allows`, `U+${code} no es un carácter admitido en XML`);
  }
  const tokens: Token[] = [];
  const stack: Open[] = [];
  let elements = 0;
  let rootSeen = false;
  let doctypeSeen = false;
  /** General entities the internal subset declares; undefined when any name must be accepted (an external subset). */
  let entities: Set<string> | undefined = new Set();
  let i = xml.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte order mark is not part of the document

  const name = (at: number, what: string, whatEs: string): string => {
    // ASCII names by a table, the rest by the full regular expression.
    let end = at;
    let c = xml.charCodeAt(end);
    if (c < 0x80 && ASCII_NAME[c] === 1) {
      do c = xml.charCodeAt(++end);
      while (c < 0x80 && ASCII_NAME[c] !== 0);
      if (!(c >= 0x80)) return xml.slice(at, end);
    }
    NAME.lastIndex = at;
    const match = NAME.exec(xml);
    if (!match) fail(at, `expected ${what}`, `se esperaba ${whatEs}`);
    return match![0];
  };
  const find = (marker: string, from: number, start: number, what: string, whatEs: string): number => {
    const end = xml.indexOf(marker, from);
    if (end === -1) fail(start, `${what} is not closed (no ${marker})`, `${whatEs} no está cerrado (falta ${marker})`);
    return end;
  };
  /** Checks the references in text or an attribute value that starts at `offset`. */
  const references = (text: string, offset: number, inAttribute: boolean): void => {
    for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', amp + 1)) {
      REFERENCE.lastIndex = amp;
      const match = REFERENCE.exec(text);
      const at = offset + amp;
      if (!match) {
        fail(at, '& must start a reference (&name;, &#N; or &#xH;); write &amp; for a literal &', '& debe iniciar una referencia (&nombre;, &#N; o &#xH;); escribe &amp; para un & literal');
      }
      const [, decimal, hex, entity] = match!;
      if (entity !== undefined) {
        if (!PREDEFINED.has(entity) && entities && !entities.has(entity)) {
          fail(at, `entity &${entity}; is not declared`, `la entidad &${entity}; no está declarada`);
        }
        continue;
      }
      const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
      if (!Number.isSafeInteger(code) || code > 0x10ffff || NOT_XML_CHAR.test(String.fromCodePoint(Math.min(code, 0x10ffff)))) {
        fail(at, `${match![0]} refers to a character XML does not allow`, `${match![0]} remite a un carácter que XML no admite`);
      }
    }
    if (!inAttribute) {
      const cdataEnd = text.indexOf(']]>');
      if (cdataEnd !== -1) fail(offset + cdataEnd, ']]> is not allowed in text; write ]]&gt;', ']]> no se admite en el texto; escribe ]]&gt;');
    }
  };
  /** Notes what the open element holds: child markup, or text (CDATA and references included). */
  const child = (markup: boolean): void => {
    const parent = stack[stack.length - 1];
    if (!parent) return;
    if (markup) parent.markup = true;
    else parent.text = true;
  };

  while (i < xml.length) {
    if (xml.charCodeAt(i) !== 0x3c) {
      const next = xml.indexOf('<', i);
      const end = next === -1 ? xml.length : next;
      const text = xml.slice(i, end);
      const blank = BLANK.test(text);
      if (stack.length === 0 && !blank) {
        let at = i;
        while (isSpace(xml.charCodeAt(at))) at++;
        fail(at, rootSeen ? 'text after the root element' : 'text before the root element', rootSeen ? 'texto después del elemento raíz' : 'texto antes del elemento raíz');
      }
      if (stack.length > 0) {
        references(text, i, false);
        if (!blank) child(false);
        tokens.push({ kind: 'text', text, blank });
      }
      i = end;
      continue;
    }
    const start = i;
    if (xml.startsWith('<?', i)) {
      const target = name(i + 2, 'a processing instruction name after <?', 'un nombre de instrucción de procesamiento después de <?');
      const afterTarget = i + 2 + target.length;
      const end = find('?>', afterTarget, start, 'the processing instruction', 'la instrucción de procesamiento');
      if (end > afterTarget && !isSpace(xml.charCodeAt(afterTarget))) fail(afterTarget, 'expected a space or ?> after the processing instruction name', 'se esperaba un espacio o ?> después del nombre de la instrucción');
      if (target.toLowerCase() === 'xml') {
        // Only at the very start; whitespace pasted before it is forgiven (the output leaves it out).
        if (target !== 'xml' || tokens.length > 0 || rootSeen || doctypeSeen || xml.slice(0, start).trim().replace(/^\ufeff/, '') !== '') {
          fail(start, 'the XML declaration <?xml …?> is only allowed at the very start of the document', 'la declaración XML <?xml …?> solo se admite al principio del documento');
        }
        if (!/^\s+version\s*=\s*(["'])1\.[0-9]+\1/.test(xml.slice(afterTarget, end))) {
          fail(afterTarget, 'the XML declaration must start with version="1.0"', 'la declaración XML debe empezar por version="1.0"');
        }
      }
      child(true);
      tokens.push({ kind: 'raw', what: 'pi', text: xml.slice(start, end + 2) });
      i = end + 2;
      continue;
    }
    if (xml.startsWith('<!--', i)) {
      const end = find('-->', i + 4, start, 'the comment', 'el comentario');
      const what = 'comment';
      const dashes = xml.indexOf('--', i + 4);
      if (dashes < end || xml.charCodeAt(end - 1) === 0x2d) {
        fail(dashes < end ? dashes : end - 1, '-- is not allowed inside a comment', 'no se admite -- dentro de un comentario');
      }
      child(true);
      tokens.push({ kind: 'raw', what, text: xml.slice(start, end + 3) });
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', i)) {
      if (stack.length === 0) fail(start, 'a CDATA section outside the root element', 'una sección CDATA fuera del elemento raíz');
      const end = find(']]>', i + 9, start, 'the CDATA section', 'la sección CDATA');
      const what = 'cdata';
      child(false);
      tokens.push({ kind: 'raw', what, text: xml.slice(start, end + 3) });
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<!DOCTYPE', i)) {
      if (rootSeen || stack.length > 0) fail(start, 'a DOCTYPE is only allowed before the root element', 'un DOCTYPE solo se admite antes del elemento raíz');
      if (doctypeSeen) fail(start, 'a second DOCTYPE', 'un segundo DOCTYPE');
      doctypeSeen = true;
      const doctype = scanDoctype(xml, start, fail);
      entities = doctype.entities;
      tokens.push({ kind: 'raw', what: 'doctype', text: xml.slice(start, doctype.end) });
      i = doctype.end;
      continue;
    }
    if (xml.startsWith('<!', i)) fail(start, 'expected <!-- , <![CDATA[ or <!DOCTYPE after <!', 'se esperaba <!-- , <![CDATA[ o <!DOCTYPE después de <!');
    if (xml.startsWith('</', i)) {
      const tag = name(i + 2, 'an element name after </', 'un nombre de elemento después de </');
      let j = i + 2 + tag.length;
      while (isSpace(xml.charCodeAt(j))) j++;
      if (xml.charCodeAt(j) !== 0x3e) fail(j, `expected > to close the end tag </${tag}>`, `se esperaba > para cerrar la etiqueta de cierre </${tag}>`);
      const open = stack.pop();
      if (!open) fail(start, `end tag </${tag}> without a start tag`, `etiqueta de cierre </${tag}> sin etiqueta de apertura`);
      if (open!.token.name !== tag) {
        fail(
          start,
          `end tag </${tag}> does not match start tag <${open!.token.name}> at ${describePosition(xml, open!.at)}`,
          `la etiqueta de cierre </${tag}> no corresponde a la de apertura <${open!.token.name}> de la ${describePosition(xml, open!.at, 'es')}`,
        );
      }
      open!.token.layout = open!.markup && !open!.text && !open!.preserve ? 'block' : 'verbatim';
      tokens.push({ kind: 'end', name: tag });
      i = j + 1;
      continue;
    }
    // A start tag or an empty-element tag.
    const tag = name(i + 1, 'an element name, <!-- , <? or <![CDATA[ after < (write &lt; for a literal <)', 'un nombre de elemento, <!-- , <? o <![CDATA[ después de < (escribe &lt; para un < literal)');
    if (stack.length === 0 && rootSeen) fail(start, `a second root element <${tag}>; a document has exactly one`, `un segundo elemento raíz <${tag}>; un documento tiene exactamente uno`);
    let j = i + 1 + tag.length;
    const attributes: Attribute[] = [];
    let preserve = stack[stack.length - 1]?.preserve ?? false;
    for (;;) {
      const spaced = isSpace(xml.charCodeAt(j));
      while (isSpace(xml.charCodeAt(j))) j++;
      if (j >= xml.length) fail(start, `the tag <${tag}> is not closed (no >)`, `la etiqueta <${tag}> no está cerrada (falta >)`);
      if (xml.charCodeAt(j) === 0x3e || xml.startsWith('/>', j)) break;
      if (!spaced) fail(j, 'expected a space, > or /> after the element name or attribute value', 'se esperaba un espacio, > o /> después del nombre del elemento o del valor de un atributo');
      const attribute = name(j, 'an attribute name, > or />', 'un nombre de atributo, > o />');
      if (repeated(attributes, attribute)) fail(j, `attribute ${attribute} is repeated in the same tag`, `el atributo ${attribute} se repite en la misma etiqueta`);
      j += attribute.length;
      while (isSpace(xml.charCodeAt(j))) j++;
      if (xml.charCodeAt(j) !== 0x3d) fail(j, `expected = after attribute ${attribute}`, `se esperaba = después del atributo ${attribute}`);
      j++;
      while (isSpace(xml.charCodeAt(j))) j++;
      const quote = xml[j];
      if (quote !== '"' && quote !== "'") fail(j, `expected the value of attribute ${attribute} in quotes`, `se esperaba el valor del atributo ${attribute} entre comillas`);
      const close = find(quote!, j + 1, j, `the value of attribute ${attribute}`, `el valor del atributo ${attribute}`);
      const value = xml.slice(j + 1, close);
      const lt = value.indexOf('<');
      if (lt !== -1) fail(j + 1 + lt, '< is not allowed in an attribute value; write &lt;', '< no se admite en el valor de un atributo; escribe &lt;');
      references(value, j + 1, true);
      if (attribute === 'xml:space') preserve = value === 'preserve';
      attributes.push({ name: attribute, quote: quote as '"' | "'", value });
      j = close + 1;
    }
    const empty = xml.charCodeAt(j) === 0x2f;
    child(true);
    const token = { kind: 'start' as const, name: tag, attributes, empty, layout: 'verbatim' as Layout };
    tokens.push(token);
    elements++;
    if (stack.length === 0) rootSeen = true;
    if (!empty) stack.push({ token, at: start, text: false, markup: false, preserve });
    i = j + (empty ? 2 : 1);
  }
  const open = stack[stack.length - 1];
  if (open) fail(xml.length, `element <${open.token.name}> at ${describePosition(xml, open.at)} is not closed`, `el elemento <${open.token.name}> de la ${describePosition(xml, open.at, 'es')} no está cerrado`);
  if (!rootSeen) fail(xml.length, 'the document has no root element', 'el documento no tiene elemento raíz');
  return { tokens, elements };
}

/** Whether `name` is an XML 1.0 Name. */
export function isXmlName(name: string): boolean {
  NAME.lastIndex = 0;
  const match = NAME.exec(name);
  return match !== null && match[0].length === name.length;
}

/** Whether `name` is already among `attributes`: a scan for a few, a set for many (built once per tag). */
const sets = new WeakMap<readonly Attribute[], Set<string>>();
function repeated(attributes: readonly Attribute[], name: string): boolean {
  if (attributes.length < 16) return attributes.some((attribute) => attribute.name === name);
  let set = sets.get(attributes);
  if (!set) sets.set(attributes, (set = new Set(attributes.map((attribute) => attribute.name))));
  const found = set.has(name);
  set.add(name);
  return found;
}

/**
 * The end of a DOCTYPE that starts at `start`, and the general entities its internal subset declares (undefined when
 * it names an external subset or uses parameter entities, whose declarations are never read). Quoted literals,
 * comments and processing instructions in the internal subset are skipped so that a ] or > inside them does not end it.
 */
function scanDoctype(xml: string, start: number, fail: (at: number, en: string, es: string) => never): { end: number; entities: Set<string> | undefined } {
  const notClosed = (): never => fail(start, 'the DOCTYPE is not closed (no >)', 'el DOCTYPE no está cerrado (falta >)');
  let entities: Set<string> | undefined = new Set();
  let j = start + 9;
  if (!isSpace(xml.charCodeAt(j))) fail(j, 'expected a space and the root element name after <!DOCTYPE', 'se esperaba un espacio y el nombre del elemento raíz después de <!DOCTYPE');
  // Before the internal subset: the name and an external ID (SYSTEM or PUBLIC literals).
  for (;;) {
    if (j >= xml.length) notClosed();
    const c = xml[j];
    if (c === '"' || c === "'") {
      const close = xml.indexOf(c, j + 1);
      if (close === -1) notClosed();
      j = close + 1;
      continue;
    }
    if (c === '>') return { end: j + 1, entities: /\s(?:SYSTEM|PUBLIC)\s/.test(xml.slice(start, j)) ? undefined : entities };
    if (c === '[') break;
    j++;
  }
  if (/\s(?:SYSTEM|PUBLIC)\s/.test(xml.slice(start, j))) entities = undefined;
  j++;
  // The internal subset, up to its ].
  for (;;) {
    if (j >= xml.length) notClosed();
    const c = xml[j];
    if (c === ']') break;
    if (xml.startsWith('<!--', j)) {
      const close = xml.indexOf('-->', j + 4);
      if (close === -1) notClosed();
      j = close + 3;
    } else if (xml.startsWith('<?', j)) {
      const close = xml.indexOf('?>', j + 2);
      if (close === -1) notClosed();
      j = close + 2;
    } else if (c === '<') {
      const declared = /^<!ENTITY\s+([^\s%][^\s]*)/.exec(xml.slice(j, j + 300));
      if (declared && entities) entities.add(declared[1]!);
      // A markup declaration: up to its >, quoted literals skipped.
      j++;
      for (;;) {
        if (j >= xml.length) notClosed();
        const d = xml[j];
        if (d === '"' || d === "'") {
          const close = xml.indexOf(d, j + 1);
          if (close === -1) notClosed();
          j = close + 1;
        } else if (d === '>') break;
        else j++;
      }
      j++;
    } else {
      if (c === '%') entities = undefined; // a parameter entity reference may declare anything
      j++;
    }
  }
  j++;
  while (isSpace(xml.charCodeAt(j))) j++;
  if (xml.charCodeAt(j) !== 0x3e) fail(j, 'expected > after the DOCTYPE internal subset ]', 'se esperaba > después del ] del subconjunto interno del DOCTYPE');
  return { end: j + 1, entities };
}
