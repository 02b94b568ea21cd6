import { elide, formatPath, InputError } from '../core/errors.js';
import { MAX_RESPONSE_BYTES } from '../core/limits.js';
import type { Localized } from '../core/locale.js';
import { isDataObject, isLosslessNumber, type DataObject, type DataValue } from './json.js';
import { tooLarge } from './limit-errors.js';
import { isXmlName, NOT_XML_CHAR, scanXml } from './xml-scan.js';

/**
 * XML as data, with the usual conventions (those of fast-xml-parser, xml2js and Python's xmltodict, differing only in
 * the attribute prefix): the root element is the one top-level key; an element with neither attributes nor child
 * elements is its text (a string, "" when empty); otherwise an object whose keys are its attributes, "@" and their
 * name, in order, then its child elements by name, in the order each name first appears, a name that occurs several
 * times holding an array of them in order (so the shape depends on the counts), and "#text" for its text. Values are
 * strings: XML has no numbers.
 *
 * Read with this project's well-formedness scanner (xml-scan.ts), not fast-xml-parser: the library parses malformed
 * XML without a word (its validator is a separate pass that accepts undeclared entities), refuses an element named
 * __proto__ (a legal name), joins the text around child elements without a separator, and with entity processing off
 * leaves &amp; and &#65; undecoded. Here the five predefined entities and character references are decoded and a
 * reference to any other entity (one a DOCTYPE declares) is refused: nothing is ever expanded from a DTD.
 */

export const ATTRIBUTE_PREFIX = '@';
export const TEXT_KEY = '#text';

/** Deepest element nesting read: the data nests up to twice as deep (an element, the array of its repeats). */
export const MAX_XML_DEPTH = 500;

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };
const REFERENCE = /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|([^;]+));/g;

interface Element {
  readonly name: string;
  readonly object: DataObject;
  readonly texts: string[];
  children: boolean;
  readonly attributes: boolean;
}

export interface XmlRead {
  value: DataValue;
  /** What JSON has no place for and was left out: comments, processing instructions, the DOCTYPE. */
  dropped: boolean;
  /** Whether an element held text beside child elements (its pieces were joined into #text). */
  mixed: boolean;
}

/** Reads an XML document as data (see the conventions above); every error names `label`. */
export function parseXmlData(text: string, label = 'xml'): XmlRead {
  const { tokens } = scanXml(text, label);
  const decode = (raw: string): string =>
    raw.replace(REFERENCE, (_, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
      if (decimal !== undefined) return String.fromCodePoint(Number(decimal));
      const predefined = PREDEFINED[name!];
      if (predefined !== undefined) return predefined;
      throw new InputError(
        `${label}: entity &${elide(name!)}; comes from a DTD, and DTD entities are never expanded (no XXE, no "billion laughs"); replace each reference with its text`,
        `${label}: la entidad &${elide(name!)}; procede de una DTD, y las entidades de una DTD nunca se expanden (ni XXE ni «billion laughs»); sustituye cada referencia por su texto`,
      );
    });
  const lines = (raw: string) => raw.replace(/\r\n?/g, '\n');
  const stack: Element[] = [];
  let root: DataObject | undefined;
  let dropped = false;
  let mixed = false;
  const finish = (element: Element): void => {
    let value: DataValue;
    const text = element.texts.join('');
    if (!element.children && !element.attributes) value = text;
    else {
      value = element.object;
      if (element.children) {
        // Text beside child elements: each piece trimmed (the layout around the children), the pieces joined by a space.
        const pieces = element.texts.map((piece) => piece.trim()).filter((piece) => piece !== '');
        if (pieces.length > 0) {
          mixed = true;
          element.object.set(TEXT_KEY, pieces.join(' '));
        }
      } else if (text !== '') element.object.set(TEXT_KEY, text);
    }
    const parent = stack[stack.length - 1];
    if (!parent) {
      root = new Map([[element.name, value]]);
      return;
    }
    parent.children = true;
    const earlier = parent.object.get(element.name);
    if (earlier === undefined) parent.object.set(element.name, value);
    else if (Array.isArray(earlier)) earlier.push(value);
    else parent.object.set(element.name, [earlier, value]);
  };
  for (const token of tokens) {
    switch (token.kind) {
      case 'start': {
        if (stack.length >= MAX_XML_DEPTH) {
          throw new InputError(`${label}: elements nested deeper than ${MAX_XML_DEPTH} levels`, `${label}: elementos anidados a más de ${MAX_XML_DEPTH} niveles`);
        }
        const object: DataObject = new Map();
        for (const attribute of token.attributes) {
          // Attribute-value normalisation (XML 1.0 §3.3.3): each literal tab or line break becomes a space.
          object.set(ATTRIBUTE_PREFIX + attribute.name, decode(lines(attribute.value).replace(/[\t\n]/g, ' ')));
        }
        const element: Element = { name: token.name, object, texts: [], children: false, attributes: token.attributes.length > 0 };
        if (token.empty) finish(element);
        else stack.push(element);
        break;
      }
      case 'end':
        finish(stack.pop()!);
        break;
      case 'text':
        stack[stack.length - 1]!.texts.push(decode(lines(token.text)));
        break;
      case 'raw':
        if (token.what === 'cdata') stack[stack.length - 1]!.texts.push(lines(token.text.slice(9, -3)));
        else if (!token.text.startsWith('<?xml ') && !token.text.startsWith('<?xml?')) dropped = true;
        break;
    }
  }
  return { value: root!, dropped, mixed };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

const XML_ADVICE: Localized = { en: 'use a smaller document', es: 'usa un documento más pequeño' };
const INDENT = '  ';

/** The path of a value for a message: "order.items[2]". */
const pathOf = (path: readonly PropertyKey[]) => formatPath(path);

function escapeText(text: string): string {
  return text.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#13;'));
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<"\t\n\r]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' })[c]!);
}

/**
 * XML for data that follows the conventions above: a single top-level key, the root element. "@name" keys are
 * attributes (their values text, numbers or booleans), "#text" the element's text, any other key a child element; an
 * array is the element repeated; null and "" are an empty element. Numbers keep their digits. Laid out with 2 spaces
 * per level, except that an element with both text and child elements is written on one line (indentation there
 * would be text). `budget` is the most characters the result may take.
 */
export function stringifyXmlData(value: DataValue, label = 'xml', budget = MAX_RESPONSE_BYTES): string {
  const refuse = (en: string, es: string): never => {
    throw new InputError(`${label}: ${en}`, `${label}: ${es}`);
  };
  if (!isDataObject(value) || value.size !== 1) {
    const found = isDataObject(value) ? `an object with ${value.size} keys` : Array.isArray(value) ? 'an array' : 'a single value';
    const foundEs = isDataObject(value) ? `un objeto con ${value.size} claves` : Array.isArray(value) ? 'una lista' : 'un valor suelto';
    refuse(
      `XML needs exactly one root element: send an object with a single key, the root's name (found ${found}); wrap it, as {"root": …}`,
      `XML necesita exactamente un elemento raíz: envía un objeto con una sola clave, el nombre de la raíz (se encontró ${foundEs}); envuélvelo, como {"root": …}`,
    );
  }
  const [rootName, rootValue] = [...(value as DataObject)][0]!;
  if (Array.isArray(rootValue)) {
    refuse(
      `the root "${elide(rootName)}" is an array, which would be several root elements; wrap it, as {"root": {"${elide(rootName)}": […]}}`,
      `la raíz "${elide(rootName)}" es una lista, que serían varios elementos raíz; envuélvela, como {"root": {"${elide(rootName)}": […]}}`,
    );
  }
  let out = '<?xml version="1.0" encoding="UTF-8"?>';
  const emit = (piece: string): void => {
    out += piece;
    if (out.length > budget) throw tooLarge(label, out.length, XML_ADVICE);
  };
  /** Where the value being written is: keys and indexes from the root, pushed and popped as the writer goes. */
  const path: PropertyKey[] = [];
  const at = (...more: PropertyKey[]) => pathOf([...path, ...more]);
  const checkText = (text: string, ...more: PropertyKey[]): string => {
    const bad = NOT_XML_CHAR.exec(text);
    if (bad) {
      const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      refuse(`the text at ${at(...more)} holds U+${code}, which XML 1.0 cannot hold`, `el texto de ${at(...more)} contiene U+${code}, que XML 1.0 no admite`);
    }
    return text;
  };
  const scalarText = (item: DataValue, ...more: PropertyKey[]): string | undefined => {
    if (item === null) return '';
    if (typeof item === 'string') return checkText(item, ...more);
    if (typeof item === 'boolean') return String(item);
    if (isLosslessNumber(item)) return item.value;
    return undefined;
  };
  const checkName = (name: string, attribute: boolean): void => {
    if (isXmlName(name)) return;
    const key = elide((attribute ? ATTRIBUTE_PREFIX : '') + name);
    refuse(
      `the key "${key}" (at ${at()}) is not an XML ${attribute ? 'attribute' : 'element'} name (a letter or _ first, then letters, digits, - . _ :)`,
      `la clave "${key}" (en ${at()}) no es un nombre de ${attribute ? 'atributo' : 'elemento'} XML (primero una letra o _, luego letras, dígitos, - . _ :)`,
    );
  };
  /** Writes `name` holding `item` (path ends with it); `depth` is null inside an element written on one line. */
  const element = (name: string, item: DataValue, depth: number | null): void => {
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        const each = item[i]!;
        path.push(i);
        if (Array.isArray(each)) {
          refuse(
            `an array directly inside an array (at ${at()}) has no XML form; put each inner array in an object`,
            `una lista directamente dentro de otra (en ${at()}) no tiene forma en XML; pon cada lista interior en un objeto`,
          );
        }
        element(name, each, depth);
        path.pop();
      }
      return;
    }
    const indent = depth === null ? '' : `\n${INDENT.repeat(depth)}`;
    checkName(name, false);
    const scalar = scalarText(item);
    if (scalar !== undefined) {
      emit(scalar === '' ? `${indent}<${name}/>` : `${indent}<${name}>${escapeText(scalar)}</${name}>`);
      return;
    }
    const object = item as DataObject;
    let tag = `${indent}<${name}`;
    let children = false;
    let text = false;
    for (const [key, member] of object) {
      if (key === TEXT_KEY) text = true;
      else if (key.startsWith(ATTRIBUTE_PREFIX)) {
        const attribute = key.slice(ATTRIBUTE_PREFIX.length);
        path.push(key);
        checkName(attribute, true);
        path.pop();
        const written = scalarText(member, key);
        if (written === undefined) {
          refuse(
            `the attribute "${elide(key)}" at ${at()} holds ${Array.isArray(member) ? 'an array' : 'an object'}; an attribute's value is text, a number or a boolean`,
            `el atributo "${elide(key)}" de ${at()} contiene ${Array.isArray(member) ? 'una lista' : 'un objeto'}; el valor de un atributo es texto, un número o un booleano`,
          );
        }
        tag += ` ${attribute}="${escapeAttribute(written!)}"`;
      } else children = true;
    }
    if (!children && !text) {
      emit(`${tag}/>`);
      return;
    }
    emit(`${tag}>`);
    // Text and children together: one line, nothing added between them.
    const inner = children && text ? null : depth === null ? null : depth + 1;
    for (const [key, member] of object) {
      if (key.startsWith(ATTRIBUTE_PREFIX)) continue;
      if (key === TEXT_KEY) {
        const written = scalarText(member, key);
        if (written === undefined) {
          refuse(`"#text" at ${at()} holds an array or an object; it is the element's text`, `"#text" de ${at()} contiene una lista o un objeto; es el texto del elemento`);
        }
        emit(escapeText(written!));
      } else {
        path.push(key);
        element(key, member, inner);
        path.pop();
      }
    }
    emit(children && inner !== null ? `\n${INDENT.repeat(depth!)}</${name}>` : `</${name}>`);
  };
  path.push(rootName);
  element(rootName, rootValue, 0);
  emit('\n');
  return out;
}
