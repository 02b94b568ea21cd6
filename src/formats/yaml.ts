import { formatFixed } from '../core/display.js';
import {
  Document,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  Pair,
  parseAllDocuments,
  Scalar,
  YAMLParseError,
  type Alias,
  type CollectionTag,
  type ScalarTag,
  type Tags,
} from 'yaml';
import { stringTag } from 'yaml/util';
import { elide, InputError } from '../core/errors.js';
import type { Localized } from '../core/locale.js';
import { isDataObject, isLosslessNumber, LosslessNumber, MAX_DEPTH, walkData, type DataObject, type DataValue } from './json.js';
import { describePosition, lineAndColumn } from './text-position.js';

/**
 * Most nodes a YAML stream may become, counted after alias expansion: every value is one node and an alias counts as
 * all the nodes it repeats. A 1 MiB text without aliases has about 525,000 nodes at most (`[0,0,…]`), so only
 * aliases can pass it: a "billion laughs" document, or 99 aliases of a 495,000-item list (49 million values).
 */
export const MAX_YAML_NODES = 1_000_000;

/**
 * Most characters of text (strings, keys and number digits) a YAML stream may become after alias expansion: a node
 * count alone lets 250,000 aliases of one 500,000-character string through. Sixteen times the largest body, and
 * past what any response carries.
 */
export const MAX_YAML_CHARS = 16 * 1024 * 1024;

const INT_TAG = 'tag:yaml.org,2002:int';
const BOOL_TAG = 'tag:yaml.org,2002:bool';
const YAML_11_TRUE = /^(?:[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/;
const YAML_11_FALSE = /^(?:[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/;
const FLOAT_TAG = 'tag:yaml.org,2002:float';
const OMAP_TAG = 'tag:yaml.org,2002:omap';
const SET_TAG = 'tag:yaml.org,2002:set';
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * The YAML 1.2 core schema, except that numbers resolve to LosslessNumber: digits already in JSON form are kept
 * exactly as written (12345678901234567890 stays whole); other integer spellings (0x1F, 0o17, +12) are converted
 * exactly through BigInt; other floats (+1.5, .5, 1.) through their double value. .inf and .nan stay JS numbers
 * and are refused when the document is turned into data, since JSON has no form for them. `!!omap` is read by
 * linearOmap. In a `%YAML 1.1` document the single letters y, Y, n and N stay text (the library's YAML 1.1 schema
 * reads them as booleans, PyYAML and SnakeYAML do not).
 */
function readerTags(tags: Tags): Tags {
  const numbers = tags.map((tag) => {
    // YAML 1.1 (a `%YAML 1.1` document): y, Y, n and N stay text, as PyYAML and SnakeYAML read them.
    if (typeof tag === 'object' && tag.tag === BOOL_TAG && tag.test?.test('y')) return { ...tag, test: YAML_11_TRUE } as ScalarTag;
    if (typeof tag === 'object' && tag.tag === BOOL_TAG && tag.test?.test('n')) return { ...tag, test: YAML_11_FALSE } as ScalarTag;
    if (typeof tag !== 'object' || (tag.tag !== INT_TAG && tag.tag !== FLOAT_TAG) || tag.format === 'NAN') return tag;
    const scalarTag = tag as ScalarTag;
    return {
      ...scalarTag,
      resolve(source: string, onError, options) {
        if (JSON_NUMBER.test(source)) return new LosslessNumber(source);
        if (scalarTag.tag === INT_TAG) {
          const negative = source.startsWith('-');
          const digits = source.replace(/^[-+]/, '').replace(/^0o/i, '0o');
          return new LosslessNumber(`${negative ? '-' : ''}${BigInt(digits).toString()}`.replace(/^-0$/, '0'));
        }
        const resolved = scalarTag.resolve(source, onError, options);
        const value = (isScalar(resolved) ? resolved.value : resolved) as number;
        return Number.isFinite(value) ? new LosslessNumber(String(value)) : value;
      },
    } satisfies ScalarTag;
  });
  return [...numbers, linearOmap];
}

/**
 * `!!omap` (a YAML 1.1 ordered map, written as a list of one-pair maps) read as that list of pairs. It replaces the
 * library's tag, whose check for repeated keys compares each key with every earlier one (60,000 keys took 14 s);
 * DataBuilder refuses a repeated key in linear time instead.
 */
const linearOmap: CollectionTag = {
  tag: OMAP_TAG,
  collection: 'seq',
  default: false,
  resolve(seq, onError) {
    if (!isSeq(seq)) {
      onError('Expected a sequence for this tag');
      return seq;
    }
    const items: unknown[] = seq.items; // Pairs in a list, as the library's own !!pairs and !!omap leave them
    for (let i = 0; i < items.length; i++) items[i] = asPair(items[i], onError);
    return seq;
  },
};

/** An item of an ordered map as its pair: `- a: 1` is the pair a: 1, a lone `- a` the key a with no value. */
function asPair(item: unknown, onError: (message: string) => void): Pair {
  if (isPair(item)) return item;
  if (!isMap(item)) return new Pair(item);
  if (item.items.length > 1) onError('Each pair must have its own sequence indicator');
  return item.items[0] ?? new Pair(new Scalar(null));
}

/**
 * Writes LosslessNumber values as plain numbers with their exact digits. An exponent gets a point before it and a
 * sign, as PyYAML's own writer does (1e5 is written 1.0e+5): YAML 1.1 reads `1e5` as text, and both versions read
 * `1.0e+5` as the same number.
 */
const losslessNumberOut: ScalarTag = {
  tag: FLOAT_TAG,
  default: true,
  identify: isLosslessNumber,
  resolve: (source) => new LosslessNumber(source),
  stringify: (item) => (item.value as LosslessNumber).value.replace(/^(-?\d+)(?=[eE])/, '$1.0').replace(/([eE])(\d)/, '$1+$2'),
};

/** A plain scalar that YAML 1.1 readers resolve to `tag` rather than to text. */
const yaml11Type = (tag: string, test: RegExp): ScalarTag => ({ tag: `tag:yaml.org,2002:${tag}`, default: true, test, resolve: (source) => source });

/**
 * What YAML 1.1 readers (PyYAML, go-yaml v2, SnakeYAML 1.x, Ruby) read a plain scalar as: the regular expressions of
 * the YAML 1.1 type repository (yaml.org/type), widened to what those readers also accept (an unsigned exponent,
 * one-digit months, minutes and zone hours, a lone `_` as SnakeYAML reads it). The writer quotes a string any of them matches, as js-yaml and PyYAML's writers do,
 * so `on: yes` is written `"on": "yes"`; YAML 1.2 readers read the quoted text just the same.
 */
const YAML_11_TYPES: Tags = [
  yaml11Type('bool', /^(?:[yYnN]|[Yy]es|YES|[Nn]o|NO|[Tt]rue|TRUE|[Ff]alse|FALSE|[Oo]n|ON|[Oo]ff|OFF)$/),
  yaml11Type('null', /^(?:~|[Nn]ull|NULL)?$/),
  // 0b1010, 0x1F, 012 (octal), 1_000, 1:20 (base 60: 80).
  yaml11Type('int', /^[-+]?(?:0b[01_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(?::[0-5]?[0-9])*)$/),
  // 1.5, .5, 1., 1.2.3 (the repository's loose pattern), 1_0.5e+3, 1:20.5, _ (SnakeYAML), .inf, .NaN.
  yaml11Type('float', /^[-+]?(?:(?:[0-9][0-9_]*(?::[0-5]?[0-9])*)?\.[0-9._]*|[0-9_]+)(?:[eE][-+]?[0-9]+)?$|^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/),
  // 2024-01-15, 2024-1-5 10:30:00.5 +1, 2024-01-15T10:30:00Z.
  yaml11Type('timestamp', /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::?[0-9]{2})?))?)?$/),
  yaml11Type('merge', /^<<$/),
  yaml11Type('value', /^=$/),
];

/**
 * Characters a YAML 1.1 reader must not meet raw: DEL and the C1 controls (PyYAML refuses them, and reads NEL as a
 * line break), the line and paragraph separators (line breaks in YAML 1.1), the byte order mark and the two
 * non-characters. The library double-quotes a string with a control character, but its escapes come from
 * JSON.stringify, which leaves these raw; C0 controls and lone surrogates it does escape.
 */
const RAW_FOR_YAML_11 = /[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
const EVERY_RAW_FOR_YAML_11 = new RegExp(RAW_FOR_YAML_11.source, 'g');
const YAML_ESCAPES: Readonly<Record<string, string>> = { '\x85': '\\N', '\u2028': '\\L', '\u2029': '\\P' };
const escapeForYaml11 = (c: string): string => {
  const code = c.charCodeAt(0);
  return YAML_ESCAPES[c] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16)}`);
};

/** A one-line string with a tab: a tab ends a plain scalar in PyYAML. */
const TAB_ON_ONE_LINE = /^[^\n]*\t[^\n]*$/;
/**
 * Blanks and line breaks only, over several lines: the library writes them as a block scalar whose blank lines every
 * reader, its own included, takes for indentation (" \n" came back as "\n").
 */
const BLANK_LINES = /^(?=[^]*\n)(?=[^]*[ \t])[ \t\n]*$/;

/**
 * The library's string writer, with what YAML 1.1 readers need on top: a string with one of RAW_FOR_YAML_11's
 * characters is double-quoted with them escaped, a one-line string with a tab and blank lines are double-quoted,
 * and a block scalar that is the whole document is indented (YAML 1.1 wants its lines at column 1 or more; the
 * library writes them at 0, which YAML 1.2 allows). Strings the YAML_11_TYPES would resolve are quoted by the
 * library (its `compat` option).
 */
const stringOut: ScalarTag = {
  ...stringTag,
  stringify(item, ctx, onComment, onChompKeep) {
    const text = String(item.value);
    const raw = RAW_FOR_YAML_11.test(text);
    if (raw || TAB_ON_ONE_LINE.test(text) || BLANK_LINES.test(text)) {
      const quoted = stringTag.stringify!({ ...item, type: Scalar.QUOTE_DOUBLE } as Scalar, ctx, onComment, onChompKeep);
      return raw ? quoted.replace(EVERY_RAW_FOR_YAML_11, escapeForYaml11) : quoted;
    }
    const root = ctx.indent === '' && !ctx.implicitKey;
    return stringTag.stringify!(item, root ? { ...ctx, forceBlockIndent: true } : ctx, onComment, onChompKeep);
  },
};

/** The core schema's tags for writing: strings by stringOut, LosslessNumber values by losslessNumberOut. */
const writerTags = (tags: Tags): Tags => [...tags.map((tag) => (tag === stringTag ? stringOut : tag)), losslessNumberOut];

function yamlError(error: YAMLParseError, label: string): InputError {
  const position = error.linePos?.[0];
  const where = position ? `line ${position.line}, column ${position.col}` : 'the document';
  const dondeEs = position ? `en la línea ${position.line}, columna ${position.col}` : 'en el documento';
  const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return new InputError(`${label}: invalid YAML at ${where}: ${what}`, `${label}: YAML no válido ${dondeEs}: ${yamlProblemEs(error.code, what)}`);
}

/** Kinds of collection the YAML library names in its messages. */
const COLLECTIONS_ES: Readonly<Record<string, string>> = {
  'flow map': 'un mapa en línea',
  'flow sequence': 'una secuencia en línea',
  'flow collection': 'una colección en línea',
  collection: 'una colección',
  'Flow map': 'un mapa en línea',
  'Flow sequence': 'una secuencia en línea',
  'Flow collection': 'una colección en línea',
};
const collectionEs = (name: string) => COLLECTIONS_ES[name] ?? name;

/** The YAML library's messages (its first line, without the position), in Spanish; matched in order. */
const YAML_MESSAGES_ES: readonly (readonly [RegExp, (...parts: string[]) => string])[] = [
  [/^Map keys must be unique$/, () => 'las claves de un mapa deben ser únicas'],
  [/^Implicit keys need to be on a single line$/, () => 'las claves implícitas deben ir en una sola línea'],
  [/^Implicit keys of flow sequence pairs need to be on a single line$/, () => 'las claves implícitas de los pares de una secuencia en línea deben ir en una sola línea'],
  [/^Implicit map keys need to be followed by map values$/, () => 'una clave implícita de un mapa debe ir seguida de su valor'],
  [/^Tabs are not allowed as indentation$/, () => 'no se admiten tabuladores como sangría'],
  [/^All mapping items must start at the same column$/, () => 'todas las entradas de un mapa deben empezar en la misma columna'],
  [/^All sequence items must start at the same column$/, () => 'todos los elementos de una secuencia deben empezar en la misma columna'],
  [/^Sequence item without - indicator$/, () => 'elemento de secuencia sin el indicador -'],
  [/^Plain value cannot start with a tab character$/, () => 'un valor sin comillas no puede empezar por un tabulador'],
  [/^Plain value cannot start with .* (\S)$/, (c) => `un valor sin comillas no puede empezar por ${c}`],
  [/^Missing closing (['"])quote$/, (q) => `faltan las comillas de cierre (${q})`],
  [/^Invalid escape sequence (.*)$/, (e) => `secuencia de escape no válida ${e}`],
  [/^Missing , between (.+) items$/, (c) => `falta una coma entre los elementos de ${collectionEs(c)}`],
  [/^Missing , or : between (.+) items$/, (c) => `falta una coma o dos puntos entre los elementos de ${collectionEs(c)}`],
  [/^Missing space after : in (.+)$/, (c) => `falta un espacio después de : en ${collectionEs(c)}`],
  [/^Unexpected , in (.+)$/, (c) => `coma inesperada en ${collectionEs(c)}`],
  [/^Unexpected empty item in (.+)$/, (c) => `elemento vacío inesperado en ${collectionEs(c)}`],
  [/^(Flow map|Flow sequence|Flow collection) must end with a (.+)$/, (c, end) => `${collectionEs(c)} debe terminar con ${end}`],
  [
    /^(Flow map|Flow sequence|Flow collection) in block collection must be sufficiently indented and end with a (.+)$/,
    (c, end) => `${collectionEs(c)} dentro de una colección de bloque debe tener sangría suficiente y terminar con ${end}`,
  ],
  [/^Flow end indicator should be more indented than parent$/, () => 'el cierre de una colección en línea debe tener más sangría que su contenedor'],
  [/^Block collections are not allowed within flow collections$/, () => 'no se admiten colecciones de bloque dentro de colecciones en línea'],
  [/^A block sequence may not be used as an implicit map key$/, () => 'una secuencia de bloque no puede ser la clave implícita de un mapa'],
  [/^Nested mappings are not allowed in compact mappings$/, () => 'no se admiten mapas anidados en mapas compactos'],
  [/^Block collection cannot start on same line with directives-end marker$/, () => 'una colección de bloque no puede empezar en la misma línea que el marcador ---'],
  [/^Block scalar header includes extra characters: (.*)$/, (c) => `la cabecera del escalar de bloque tiene caracteres de más: ${c}`],
  [/^Block scalar header not found$/, () => 'no se encuentra la cabecera del escalar de bloque'],
  [/^Block scalars with more-indented leading empty lines must use an explicit indentation indicator$/, () => 'un escalar de bloque que empieza con líneas vacías con más sangría necesita un indicador de sangría explícito'],
  [/^Block scalar values in collections must be indented$/, () => 'los escalares de bloque dentro de colecciones deben llevar sangría'],
  [/^Block scalar lines must not be less indented than their (.+)$/, () => 'las líneas de un escalar de bloque no pueden tener menos sangría que su primera línea'],
  [/^Missing newline after block sequence props$/, () => 'falta un salto de línea después de las propiedades de la secuencia de bloque'],
  [/^Missing directives-end(?:\/doc-start)? indicator line$/, () => 'falta la línea con el indicador ---'],
  [/^Comments must be separated from other tokens by white space characters$/, () => 'los comentarios deben separarse del resto con espacios'],
  [/^Tags and anchors must be separated from the next token by white space$/, () => 'las etiquetas y las anclas deben separarse de lo que sigue con un espacio'],
  [/^Anchors and tags must be after the (.+) indicator$/, (i) => `las anclas y las etiquetas deben ir después del indicador ${i}`],
  [/^An alias node must not specify any properties$/, () => 'un alias no puede llevar propiedades'],
  [/^A node can have at most one anchor$/, () => 'un nodo puede tener como mucho un ancla'],
  [/^A node can have at most one tag$/, () => 'un nodo puede tener como mucho una etiqueta'],
  [/^Anchor cannot be an empty string$/, () => 'un ancla no puede estar vacía'],
  [/^Alias cannot be an empty string$/, () => 'un alias no puede estar vacío'],
  [/^Anchor ending in : is ambiguous$/, () => 'un ancla que termina en : es ambigua'],
  [/^Alias ending in : is ambiguous$/, () => 'un alias que termina en : es ambiguo'],
  [/^The : indicator must be at most 1024 chars after the start of an implicit .+ key$/, () => 'el indicador : debe estar como mucho a 1024 caracteres del inicio de una clave implícita'],
  [/^Unresolved tag: (.+)$/, (tag) => `etiqueta desconocida: ${tag}`],
  [/^(.+) used for (.+) collection, but expects (.+)$/, (tag) => `la etiqueta ${tag} no corresponde a este tipo de colección`],
  [/^Expected a sequence for this tag$/, () => 'esta etiqueta necesita una secuencia'],
  [/^Expected a mapping for this tag$/, () => 'esta etiqueta necesita un mapa'],
  [/^Each pair must have its own sequence indicator$/, () => 'cada par debe tener su propio indicador de secuencia'],
  [/^Ordered maps must not include duplicate keys: (.*)$/, (key) => `un mapa ordenado no puede repetir claves: ${key}`],
  [/^Set items must all have null values$/, () => 'los elementos de un conjunto deben tener todos el valor null'],
  [/^Expected a flow scalar value, but found: (.+)$/, (type) => `se esperaba un valor escalar, pero se encontró: ${type}`],
  [/^Unexpected .+ at node end$/, () => 'contenido inesperado al final del nodo'],
  [/^Unexpected token in block scalar header: (.+)$/, (type) => `elemento inesperado en la cabecera del escalar de bloque: ${type}`],
  [/^Unexpected doc-end without preceding document$/, () => 'marcador de fin de documento sin documento anterior'],
  [/^Unexpected block-seq-ind on same line with key$/, () => 'un indicador - no puede ir en la misma línea que una clave'],
  [/^Unexpected \S+ token(?: in YAML (?:stream|document))?(?:: (.*))?$/, (source) => `elemento inesperado${source ? `: ${source}` : ''}`],
  [/^Unexpected (.+) in (.+)$/, (what, where) => `${what} inesperado en ${collectionEs(where)}`],
  [/^Not a YAML token: (.*)$/, (source) => `no es un elemento de YAML: ${source}`],
];

/** What the library says is wrong by kind, for a message it has no entry above for. */
const YAML_CODES_ES: Readonly<Partial<Record<YAMLParseError['code'], string>>> = {
  ALIAS_PROPS: 'un alias no puede llevar propiedades',
  BAD_ALIAS: 'alias no válido',
  BAD_DIRECTIVE: 'directiva no válida',
  BAD_DQ_ESCAPE: 'secuencia de escape no válida',
  BAD_INDENT: 'sangría incorrecta',
  BAD_PROP_ORDER: 'las anclas y las etiquetas van en otro orden',
  BAD_SCALAR_START: 'un valor sin comillas no puede empezar así',
  BLOCK_AS_IMPLICIT_KEY: 'una colección de bloque no puede ser una clave implícita',
  BLOCK_IN_FLOW: 'no se admiten colecciones de bloque dentro de colecciones en línea',
  DUPLICATE_KEY: 'las claves de un mapa deben ser únicas',
  KEY_OVER_1024_CHARS: 'una clave implícita no puede pasar de 1024 caracteres',
  MISSING_CHAR: 'falta un carácter',
  MULTILINE_IMPLICIT_KEY: 'las claves implícitas deben ir en una sola línea',
  MULTIPLE_ANCHORS: 'un nodo puede tener como mucho un ancla',
  MULTIPLE_DOCS: 'hay varios documentos',
  MULTIPLE_TAGS: 'un nodo puede tener como mucho una etiqueta',
  NON_STRING_KEY: 'las claves deben ser texto',
  TAB_AS_INDENT: 'no se admiten tabuladores como sangría',
  TAG_RESOLVE_FAILED: 'no se pudo interpretar la etiqueta',
  UNEXPECTED_TOKEN: 'elemento inesperado',
  BAD_COLLECTION_TYPE: 'la etiqueta no corresponde a este tipo de colección',
  RESOURCE_EXHAUSTION: 'el documento agota los recursos del lector de YAML',
  IMPOSSIBLE: 'el lector de YAML no puede leer esta estructura',
};

/** A message of the YAML library in Spanish: its own words when they are known, else what its code says. */
export function yamlProblemEs(code: YAMLParseError['code'], message: string): string {
  for (const [pattern, say] of YAML_MESSAGES_ES) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return YAML_CODES_ES[code] ?? 'error de sintaxis';
}

/**
 * Parses YAML (1.2 core schema, the safe one: no custom types or code) into data, numbers lossless, key order kept.
 * Duplicate keys are refused, as is a stream that would pass MAX_YAML_NODES, MAX_YAML_CHARS or MAX_DEPTH levels
 * of nesting once its aliases are expanded. A stream of several documents becomes an array of them, in order;
 * `documents` says how many there were.
 */
export function parseYaml(text: string, label = 'yaml'): { value: DataValue; documents: number } {
  assertNestingBound(text, label);
  let docs;
  try {
    // uniqueKeys is off because the library compares each key with every earlier one (100,000 keys: 70 s or more);
    // DataBuilder refuses repeated keys in linear time.
    docs = parseAllDocuments(text, { customTags: readerTags, merge: true, uniqueKeys: false, prettyErrors: true, strict: true, logLevel: 'error' });
  } catch (error) {
    if (error instanceof RangeError) throw tooDeep(label);
    throw error;
  }
  const list = Array.isArray(docs) ? docs : [];
  if (list.length === 0) return { value: null, documents: 0 }; // an empty stream reads as null, like an empty document
  const values: DataValue[] = [];
  const builder = new DataBuilder(text, label);
  for (const doc of list) {
    const problem = doc.errors[0];
    if (problem) {
      if (/call stack/i.test(problem.message)) throw tooDeep(label);
      throw yamlError(problem, label);
    }
    values.push(builder.build(doc.contents));
  }
  return list.length === 1 ? { value: values[0]!, documents: 1 } : { value: values, documents: list.length };
}

function tooDeep(label: string): InputError {
  return new InputError(`${label}: nesting deeper than ${YAML_MAX_DEPTH} levels`, `${label}: anidamiento de más de ${YAML_MAX_DEPTH} niveles`);
}

/**
 * Deepest YAML nesting accepted. The yaml parser recurses once per level and, a few thousand levels deep, does not
 * just overflow the stack but kills the process (V8 runs out of memory compiling a regular expression on the
 * exhausted stack), so depth is bounded before the parser runs. 500 leaves the parser a wide margin (it copes
 * with 900 in a bare process). Written YAML is bounded the same way (see stringifyYaml).
 */
export const YAML_MAX_DEPTH = 500;

/**
 * Refuses text that could nest deeper than YAML_MAX_DEPTH, without parsing it. A line's depth is at most its
 * indentation, plus the compact block indicators that open it ("- - - x" nests three sequences on one line), plus
 * the open flow brackets. Brackets are counted everywhere, quoted text included: a quote-aware count could be
 * fooled by a stray apostrophe in a plain scalar. So the bound can only over-estimate.
 */
function assertNestingBound(text: string, label: string): void {
  let flow = 0;
  for (let lineStart = 0; lineStart <= text.length; ) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    let i = lineStart;
    let block = 0;
    let indicators = 0;
    while (i < lineEnd) {
      const c = text.charCodeAt(i);
      const next = i + 1 < lineEnd ? text.charCodeAt(i + 1) : 0x20;
      const indicator = (c === 0x2d || c === 0x3f || c === 0x3a) && (next === 0x20 || next === 0x09 || next === 0x0d);
      if (indicator) indicators++;
      else if (c !== 0x20 && c !== 0x09) break;
      if (indicator || indicators === 0) block++; // indentation columns, then one level per indicator
      i++;
    }
    for (; i <= lineEnd; i++) {
      if (block + flow > YAML_MAX_DEPTH) {
        const at = Math.min(i, text.length);
        throw new InputError(
          `${label}: nesting deeper than ${YAML_MAX_DEPTH} levels (indentation, "- " indicators and [ or {, quoted text included) at ${describePosition(text, at)}`,
          `${label}: anidamiento de más de ${YAML_MAX_DEPTH} niveles (sangría, indicadores "- " y [ o {, incluidos los de texto entre comillas) ` +
            `en la ${describePosition(text, at, 'es')}`,
        );
      }
      const c = text.charCodeAt(i);
      if (c === 0x5b || c === 0x7b) flow++;
      else if ((c === 0x5d || c === 0x7d) && flow > 0) flow--;
    }
    lineStart = lineEnd + 1;
  }
}

/**
 * A merge key: a plain `<<` (or `!!merge <<`), which the library resolves to a symbol when its `merge` option is on.
 * It merges in YAML 1.2 documents too, as most YAML readers do (go-yaml, the library's own option); a quoted "<<" is
 * a plain key.
 */
function isMergeKey(key: unknown): boolean {
  return isScalar(key) && typeof key.value === 'symbol' && key.value.description === '<<';
}

/** The text a scalar mapping key stands for in JSON (1 → "1", true → "true", null → "null"). */
function keyText(key: unknown, label: string): string {
  if (typeof key === 'string') return key;
  if (key === null || typeof key === 'boolean') return String(key);
  if (isLosslessNumber(key)) return key.value;
  throw new InputError(`${label}: a mapping key of type ${typeof key} has no JSON form`, `${label}: una clave de tipo ${typeof key} no se puede escribir en JSON`);
}

/** A scalar's value as data, or a 400 for what JSON cannot hold (.inf, .nan, binary, timestamps). */
function scalarData(value: unknown, label: string): DataValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || isLosslessNumber(value)) return value;
  if (typeof value === 'number') throw new InputError(`${label}: ${value} (.inf or .nan) has no JSON form`, `${label}: ${value} (.inf o .nan) no se puede escribir en JSON`);
  throw new InputError(`${label}: a value of type ${typeof value} has no JSON form`, `${label}: un valor de tipo ${typeof value} no se puede escribir en JSON`);
}

/** Characters of text a scalar adds to the output: its string or its digits. */
function textLength(value: DataValue): number {
  if (typeof value === 'string') return value.length;
  return isLosslessNumber(value) ? value.value.length : 0;
}

/** The value an anchor declared, with what an alias of it costs, so that each alias is O(1). */
interface Anchored {
  readonly value: DataValue;
  /** Nodes in the value, its own aliases expanded; BUILDING while the anchored collection is still being filled. */
  nodes: number;
  /** Characters of text in the value, its keys included, its own aliases expanded. */
  chars: number;
  /** Levels of containers in the value: 0 for a scalar, 1 for a list of scalars. */
  height: number;
}

/** The node count of an anchored collection whose end has not been reached: an alias to it would be a cycle. */
const BUILDING = -1;

/** A list or object being filled from its YAML node, item by item, in document order. */
interface Frame {
  /** The nodes of a list, or the pairs of an object. */
  readonly items: readonly unknown[];
  readonly value: DataValue[] | DataObject;
  next: number;
  /** Containers from the root down to this one, itself included. */
  readonly level: number;
  /** Nodes and characters counted before this one, so that its cost is known once it is done. */
  readonly nodesBefore: number;
  readonly charsBefore: number;
  /** Levels of containers in this value so far. */
  height: number;
  readonly anchor: Anchored | undefined;
  /** Keys that were numbers, booleans or null: `1` and `"1"` are different YAML keys but the same JSON key. */
  nonStringKeys?: Set<string>;
  /** The value of this map's merge key (`<<`), placed like any value, merged in when the map is done (see merge). */
  merge?: { readonly value: DataValue; readonly key: unknown; readonly at: number };
}

/**
 * Turns composed documents into data without recursion and without the library's toJS, which resolves each alias by
 * walking the whole document (quadratic) and builds cycles. An alias stands for the value of the closest anchor
 * before it in its document, shared rather than copied (nothing downstream mutates data). Nodes and characters are
 * counted after expansion, across the whole stream, and depth is tracked as the text is read, so a document that
 * would expand too far is refused before it does.
 */
class DataBuilder {
  private anchors = new Map<string, Anchored>();
  private readonly stack: Frame[] = [];
  private nodes = 0;
  private chars = 0;

  constructor(
    private readonly text: string,
    private readonly label: string,
  ) {}

  /** The data for one document of the stream; anchors do not reach from one document into the next. */
  build(root: unknown): DataValue {
    this.anchors = new Map();
    const value = this.place(root, undefined);
    while (this.stack.length > 0) {
      const frame = this.stack[this.stack.length - 1]!;
      if (frame.next < frame.items.length) this.fill(frame, frame.items[frame.next++]);
      else this.close(frame);
    }
    return value;
  }

  /** Adds one item to a list, or one pair to an object. */
  private fill(frame: Frame, item: unknown): void {
    if (Array.isArray(frame.value)) {
      frame.value.push(this.place(item, frame));
      return;
    }
    const pair = item as Pair;
    if (isMergeKey(pair.key)) {
      if (frame.merge) throw this.repeatedKey(pair.key, '<<', true);
      frame.merge = { value: this.place(pair.value, frame, pair.value ?? pair), key: pair.key, at: frame.value.size };
      return;
    }
    const { text, isString } = this.key(pair.key);
    // A Map lookup keeps the check linear; the earlier key's kind is known from nonStringKeys.
    if (frame.value.has(text)) throw this.repeatedKey(pair.key, text, isString === !frame.nonStringKeys?.has(text));
    if (!isString) (frame.nonStringKeys ??= new Set()).add(text);
    frame.value.set(text, this.place(pair.value, frame, pair.value ?? pair));
  }

  /** A list or object is done: its anchor, if any, now stands for it, and its height counts in its parent's. */
  private close(frame: Frame): void {
    this.stack.pop();
    if (frame.merge) this.merge(frame.value as DataObject, frame.merge);
    if (frame.anchor) {
      frame.anchor.nodes = this.nodes - frame.nodesBefore;
      frame.anchor.chars = this.chars - frame.charsBefore;
      frame.anchor.height = frame.height;
    }
    const parent = this.stack[this.stack.length - 1];
    if (parent) parent.height = Math.max(parent.height, frame.height + 1);
  }

  /**
   * The data for a node, counted against the limits. A collection comes back empty, for its parent to hold, and is
   * filled later, from the stack.
   */
  private place(node: unknown, parent: Frame | undefined, at: unknown = node): DataValue {
    if (isAlias(node)) return this.alias(node, parent);
    if (isScalar(node)) {
      const value = scalarData(node.value, this.label);
      this.count(1, textLength(value), node);
      if (node.anchor) this.anchors.set(node.anchor, { value, nodes: 1, chars: textLength(value), height: 0 });
      return value;
    }
    this.count(1, 0, at);
    if (node === null || node === undefined) return null; // a pair with no value
    if (isPair(node)) return this.open(new Map(), [node], undefined, parent); // an item of !!pairs: a one-key object
    if (isMap(node) && node.tag !== SET_TAG) return this.open(new Map(), node.items, node.anchor, parent);
    if (isSeq(node)) return this.open(node.tag === OMAP_TAG ? new Map() : [], node.items, node.anchor, parent);
    // !!set: JSON has no sets
    throw new InputError(`${this.label}: a value of type object has no JSON form`, `${this.label}: un valor de tipo object no se puede escribir en JSON`);
  }

  /** Starts filling a collection (already counted), declaring its anchor as BUILDING until it is done. */
  private open(value: DataValue[] | DataObject, items: readonly unknown[], anchor: string | undefined, parent: Frame | undefined): DataValue {
    const level = (parent?.level ?? 0) + 1;
    if (level > MAX_DEPTH) throw new InputError(`${this.label}: nesting deeper than ${MAX_DEPTH} levels`, `${this.label}: anidamiento de más de ${MAX_DEPTH} niveles`);
    let anchored: Anchored | undefined;
    if (anchor !== undefined) this.anchors.set(anchor, (anchored = { value, nodes: BUILDING, chars: 0, height: 0 }));
    this.stack.push({ items, value, next: 0, level, nodesBefore: this.nodes - 1, charsBefore: this.chars, height: 1, anchor: anchored });
    return value;
  }

  /**
   * Merges (YAML 1.1 merge key, yaml.org/type/merge.html) into a finished map: `<<` names a map, or a list of maps,
   * whose keys the map takes where it has none of its own; in a list, an earlier map wins over a later one. The merged
   * keys stand where `<<` stood, in their maps' order; a key written in the map itself keeps its value and its place.
   * The merged values are shared, and were counted against the limits when the merge value was placed (an alias as
   * everything it repeats), so the work here is bounded by what was counted.
   */
  private merge(map: DataObject, merge: NonNullable<Frame['merge']>): void {
    const sources = Array.isArray(merge.value) ? merge.value : [merge.value];
    if (sources.length === 0 || !sources.every(isDataObject)) {
      const at = this.where(merge.key);
      const atEs = this.whereEs(merge.key);
      throw new InputError(
        `${this.label}: the merge key << at ${at} needs a mapping, an alias of one, or a list of them; quote it ("<<") for a plain key`,
        `${this.label}: la clave de fusión << ${atEs} necesita un mapa, un alias de uno o una lista de ellos; ponla entre comillas ("<<") para una clave normal`,
      );
    }
    const own = [...map];
    const ownKeys = new Set(map.keys());
    map.clear();
    for (let i = 0; i <= own.length; i++) {
      if (i === merge.at) {
        for (const source of sources) {
          for (const [key, value] of source) if (!ownKeys.has(key) && !map.has(key)) map.set(key, value);
        }
      }
      if (i < own.length) map.set(own[i]![0], own[i]![1]);
    }
  }

  /** The value an alias stands for, shared, counted as everything it repeats and checked for depth. */
  private alias(node: Alias, parent: Frame | undefined): DataValue {
    const anchored = this.anchored(node);
    this.count(anchored.nodes, anchored.chars, node);
    const level = parent?.level ?? 0;
    if (level + anchored.height > MAX_DEPTH) {
      throw new InputError(
        `${this.label}: nesting deeper than ${MAX_DEPTH} levels once alias *${elide(node.source)} at ${this.where(node)} is expanded`,
        `${this.label}: anidamiento de más de ${MAX_DEPTH} niveles al expandir el alias *${elide(node.source)} ${this.whereEs(node)}`,
      );
    }
    if (parent) parent.height = Math.max(parent.height, anchored.height + 1);
    return anchored.value;
  }

  /** The closest anchor an alias refers to: one that is done, since JSON cannot hold a value that contains itself. */
  private anchored(node: Alias): Anchored {
    const anchored = this.anchors.get(node.source);
    const name = elide(node.source);
    if (!anchored) {
      throw new InputError(
        `${this.label}: alias *${name} at ${this.where(node)} refers to no anchor &${name} before it in its document`,
        `${this.label}: el alias *${name} ${this.whereEs(node)} no remite a ningún ancla &${name} anterior en su documento`,
      );
    }
    if (anchored.nodes === BUILDING) {
      throw new InputError(
        `${this.label}: alias *${name} at ${this.where(node)} refers to a node that contains it; JSON cannot hold a cycle`,
        `${this.label}: el alias *${name} ${this.whereEs(node)} remite a un nodo que lo contiene; JSON no admite ciclos`,
      );
    }
    return anchored;
  }

  /** Adds a node's (or an alias's) nodes and characters to the counts, refusing the stream past either limit. */
  private count(nodes: number, chars: number, node: unknown): void {
    this.nodes += nodes;
    this.chars += chars;
    if (this.nodes > MAX_YAML_NODES) {
      throw this.tooLarge(
        node,
        { en: `${MAX_YAML_NODES.toLocaleString('en-US')} nodes`, es: `${formatFixed(MAX_YAML_NODES, 'es', 0)} nodos` },
        { en: 'node', es: 'nodo' },
      );
    }
    if (this.chars > MAX_YAML_CHARS) {
      throw this.tooLarge(
        node,
        { en: `${MAX_YAML_CHARS.toLocaleString('en-US')} characters of text`, es: `${formatFixed(MAX_YAML_CHARS, 'es', 0)} caracteres de texto` },
        { en: 'character', es: 'carácter' },
      );
    }
  }

  private tooLarge(node: unknown, limit: Localized, unit: Localized): InputError {
    const what = isAlias(node)
      ? `alias *${elide(node.source)} at ${this.where(node)} expands the document past ${limit.en}`
      : `the document passes ${limit.en} at ${this.where(node)}`;
    const queEs = isAlias(node)
      ? `el alias *${elide(node.source)} ${this.whereEs(node)} expande el documento por encima de ${limit.es}`
      : `el documento supera ${limit.es} ${this.whereEs(node)}`;
    return new InputError(
      `${this.label}: ${what}, the limit for YAML (an alias counts as every ${unit.en} it repeats; a "billion laughs" document is refused)`,
      `${this.label}: ${queEs}, el límite para YAML (un alias cuenta como cada ${unit.es} que repite; se rechaza un documento de tipo «billion laughs»)`,
    );
  }

  /** The JSON key for a mapping key (a scalar, or an alias of one), counted as text. Its anchor, if any, is declared here. */
  private key(node: unknown): { text: string; isString: boolean } {
    let value: unknown = null; // an empty key
    if (isAlias(node)) value = this.anchored(node).value;
    else if (isMap(node) || isSeq(node)) {
      const line = node.range ? lineAndColumn(this.text, node.range[0]).line : undefined;
      throw new InputError(
        `${this.label}: a mapping key${line === undefined ? '' : ` at line ${line}`} is a collection; JSON keys can only be text`,
        `${this.label}: una clave${line === undefined ? '' : ` de la línea ${line}`} es una colección; las claves JSON solo pueden ser texto`,
      );
    } else if (isScalar(node)) value = node.value;
    const text = keyText(value, this.label);
    this.count(0, text.length, node);
    if (isScalar(node) && node.anchor) {
      const data = scalarData(value, this.label);
      this.anchors.set(node.anchor, { value: data, nodes: 1, chars: textLength(data), height: 0 });
    }
    return { text, isString: typeof value === 'string' };
  }

  /** A key seen twice: the same YAML key, or two keys (`1`, `"1"`) that only JSON cannot tell apart. */
  private repeatedKey(node: unknown, text: string, sameKind: boolean): InputError {
    if (sameKind) {
      return new InputError(
        `${this.label}: invalid YAML at ${this.where(node)}: Map keys must be unique`,
        `${this.label}: YAML no válido ${this.whereEs(node)}: las claves de un mapa deben ser únicas`,
      );
    }
    return new InputError(
      `${this.label}: two mapping keys read as the same JSON key '${elide(text)}'`,
      `${this.label}: dos claves se leen como la misma clave JSON '${elide(text)}'`,
    );
  }

  /** "line L, column C" of a node (of a pair: of its key), worked out only for a message: it scans the text. */
  private where(node: unknown): string {
    const at = isPair(node) ? node.key : node;
    const range = isAlias(at) || isScalar(at) || isMap(at) || isSeq(at) ? at.range : undefined;
    return range ? describePosition(this.text, range[0]) : 'the document'; // a pair the !!omap tag made up
  }

  /** "en la línea L, columna C" of a node, or "en el documento". */
  private whereEs(node: unknown): string {
    const at = isPair(node) ? node.key : node;
    const range = isAlias(at) || isScalar(at) || isMap(at) || isSeq(at) ? at.range : undefined;
    return range ? `en la ${describePosition(this.text, range[0], 'es')}` : 'en el documento';
  }
}

/**
 * Levels of containers in `value` (0 for a scalar), worked out without recursion. Aliases read from YAML share
 * values, so this walks at most MAX_YAML_NODES nodes for such data.
 */
function nestingDepth(value: DataValue): number {
  let deepest = 0;
  walkData(value, (item, depth) => {
    if (item !== null && typeof item === 'object' && !isLosslessNumber(item)) deepest = Math.max(deepest, depth + 1);
  });
  return deepest;
}

/**
 * YAML text for data: numbers with their exact digits, strings quoted wherever a YAML 1.2 or a YAML 1.1 reader would
 * read them as something else, and nothing a YAML 1.1 reader cannot read (see stringOut).
 */
export function stringifyYaml(value: DataValue, label = 'yaml'): string {
  // The library's writer recurses several calls per level: on a main thread, freshly started, it overflowed at 616
  // nested objects and 1,194 arrays (a worker thread's 4 MB stack took over 2,500 objects), and near the edge it can
  // fail compiling a regular expression rather than throw, so depth is bounded before it runs.
  const depth = nestingDepth(value);
  if (depth > YAML_MAX_DEPTH) {
    throw new InputError(
      `${label}: the document nests ${depth} levels; YAML output is limited to ${YAML_MAX_DEPTH}`,
      `${label}: el documento tiene ${depth} niveles de anidamiento; el YAML que se escribe tiene un límite de ${YAML_MAX_DEPTH}`,
    );
  }
  const doc = new Document(value, { customTags: writerTags, compat: YAML_11_TYPES, aliasDuplicateObjects: false });
  return doc.toString({ lineWidth: 0 });
}

/** Characters a scalar (or an empty collection, written [] or {}) takes at least in YAML. */
function scalarChars(value: DataValue): number {
  if (value === null || value === true) return 4;
  if (value === false) return 5;
  if (typeof value === 'string') return value.length;
  if (isLosslessNumber(value)) return value.value.length;
  return 2;
}

function isLeaf(value: DataValue): boolean {
  if (value === null || typeof value !== 'object' || isLosslessNumber(value)) return true;
  return (Array.isArray(value) ? value.length : value.size) === 0;
}

/**
 * A lower bound of the bytes `stringifyYaml(value)` takes as a string in a JSON response, worked out without writing
 * it, so that a result past the response limit is refused before the library builds it (deep data repeats its
 * indentation on every line: 333 chains of 499 nested objects, 1 MB of JSON, are 83 MB of YAML). In block style every
 * map entry and every scalar item of a sequence starts its own line, at column 2 per enclosing collection — the
 * indentation and the "- " markers together — and each line ends with a line break, two bytes (\n) in the response.
 */
export function yamlResultBytes(value: DataValue): number {
  if (isLeaf(value)) return scalarChars(value) + 2;
  let total = 0;
  let lines = 0;
  walkData(value, (item, depth, key) => {
    if (depth === 0) return;
    if (key !== undefined) {
      // A map entry, at column 2 × its map's depth.
      total += 2 * (depth - 1) + key.length + 1;
      lines++;
      if (isLeaf(item)) total += 1 + scalarChars(item);
    } else if (isLeaf(item)) {
      // A scalar item of a sequence, after its "- ": at column 2 × its own depth.
      total += 2 * depth + scalarChars(item);
      lines++;
    }
  });
  return total + 2 * lines;
}
