import { InputError } from '../../core/errors.js';
import { characterPosition, loneSurrogateIndex } from '../../core/unicode.js';

export const FORMATS = ['json', 'javascript', 'unicode', 'backslash', 'csv', 'sql', 'xml'] as const;
export type Format = (typeof FORMATS)[number];
export const DIRECTIONS = ['escape', 'unescape'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface Escaped {
  result: string;
  /** Characters written as an escape (escape), or escape sequences read (unescape). */
  changes: number;
}

const FORMAT_ALIASES: Readonly<Record<string, Format>> = { js: 'javascript', ecmascript: 'javascript', c: 'backslash', html: 'xml' };

/** "JSON", " JavaScript ", "js", "C", "HTML" → the format's id; anything else is left for the enum to refuse. */
export function normalizeFormat(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const name = value.trim().toLowerCase();
  if ((FORMATS as readonly string[]).includes(name)) return name;
  return FORMAT_ALIASES[name] ?? value;
}

/** " Unescape ", "decode" → "unescape"; "encode" → "escape". */
export function normalizeDirection(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const name = value.trim().toLowerCase();
  if (name === 'encode') return 'escape';
  if (name === 'decode') return 'unescape';
  return (DIRECTIONS as readonly string[]).includes(name) ? name : value;
}

// ---- Shared ---------------------------------------------------------------------------------------------------------

function fail(en: string, es: string): InputError {
  return new InputError(`text: ${en}`, `text: ${es}`);
}

const hex4 = (unit: number) => unit.toString(16).padStart(4, '0');
const hex2 = (unit: number) => unit.toString(16).padStart(2, '0');
const codePointName = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** A character quoted in a message: 'x' when visible, U+000A otherwise. */
function shown(text: string, index: number): string {
  const cp = text.codePointAt(index)!;
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(String.fromCodePoint(cp)) ? `'${String.fromCodePoint(cp)}'` : codePointName(cp);
}

/** The formats whose result is plain text refuse text that holds half of a surrogate pair: it has no UTF-8 form. */
function assertNoLoneSurrogate(text: string): void {
  const index = loneSurrogateIndex(text);
  if (index === -1) return;
  const unit = codePointName(text.charCodeAt(index));
  const at = characterPosition(text, index);
  throw fail(
    `contains an unpaired surrogate (${unit}) at position ${at}; it is half of a character such as an emoji, and only json, javascript and unicode can write it (as \\u escapes)`,
    `contiene un sustituto desemparejado (${unit}) en la posición ${at}; es la mitad de un carácter, como un emoji, y solo json, javascript y unicode pueden escribirlo (como secuencias \\u)`,
  );
}

const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';

/** Every match of `pattern` replaced by `replace(match)`, counting the replacements. */
function replaceCounting(text: string, pattern: RegExp, replace: (match: string) => string): Escaped {
  let changes = 0;
  const result = text.replace(pattern, (match) => {
    changes++;
    return replace(match);
  });
  return { result, changes };
}

// ---- Escaping -------------------------------------------------------------------------------------------------------

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\\': '\\\\',
  '"': '\\"',
};

const JSON_SPECIAL = new RegExp(`["\\\\\\u0000-\\u001f]|${LONE_SURROGATE}`, 'g');
const JS_SPECIAL = new RegExp(`["'\\\\\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]|${LONE_SURROGATE}`, 'g');
const BACKSLASH_SPECIAL = /["'\\\u0000-\u001f\u007f]/g;
const UNICODE_SPECIAL = /\\|[\ud800-\udbff][\udc00-\udfff]|[^\u0000-\u007f]/g;

const JS_ESCAPES: Readonly<Record<string, string>> = { ...SHORT_ESCAPES, "'": "\\'", '\v': '\\v', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const C_ESCAPES: Readonly<Record<string, string>> = { ...SHORT_ESCAPES, "'": "\\'", '\v': '\\v', '\u0007': '\\a' };

/** The quote each format wraps its result in when `quote` is true (unicode has none: it is not a literal). */
const QUOTES: Readonly<Record<Format, string>> = { json: '"', javascript: '"', unicode: '', backslash: '"', csv: '"', sql: "'", xml: '"' };

export function escapeText(text: string, format: Format, quote: boolean): Escaped {
  const out = escapeBody(text, format, quote);
  if (!quote || format === 'csv') return out;
  return { result: QUOTES[format] + out.result + QUOTES[format], changes: out.changes };
}

function escapeBody(text: string, format: Format, quote: boolean): Escaped {
  switch (format) {
    case 'json':
      // As JSON.stringify and Python's json.dumps(ensure_ascii=False) write a string, lone surrogates as \udxxx.
      return replaceCounting(text, JSON_SPECIAL, (ch) => SHORT_ESCAPES[ch] ?? `\\u${hex4(ch.charCodeAt(0))}`);
    case 'javascript':
      return replaceCounting(text, JS_SPECIAL, (ch) => {
        const code = ch.charCodeAt(0);
        return JS_ESCAPES[ch] ?? (code < 0x100 ? `\\x${hex2(code)}` : `\\u${hex4(code)}`);
      });
    case 'unicode':
      return replaceCounting(text, UNICODE_SPECIAL, (ch) =>
        ch === '\\' ? '\\\\' : Array.from({ length: ch.length }, (_, i) => `\\u${hex4(ch.charCodeAt(i))}`).join(''),
      );
    case 'backslash':
      assertNoLoneSurrogate(text);
      return replaceCounting(text, BACKSLASH_SPECIAL, (ch) => C_ESCAPES[ch] ?? `\\x${hex2(ch.charCodeAt(0))}`);
    case 'csv': {
      assertNoLoneSurrogate(text);
      // RFC 4180 §2: a field holding a comma, a quote or a line break is quoted, its quotes doubled (Python's QUOTE_MINIMAL).
      const doubled = replaceCounting(text, /"/g, () => '""');
      return quote || /[",\r\n]/.test(text) ? { result: `"${doubled.result}"`, changes: doubled.changes } : doubled;
    }
    case 'sql':
      assertNoLoneSurrogate(text);
      return replaceCounting(text, /'/g, () => "''");
    case 'xml':
      assertNoLoneSurrogate(text);
      // As Python's html.escape(s, quote=True).
      return replaceCounting(text, /[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
  }
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

// ---- Unescaping -----------------------------------------------------------------------------------------------------

/** A quoted literal's content, and where it starts in `text` (for positions). */
function unquote(text: string, format: Format, quote: boolean): { body: string; offset: number; delimiter: string } {
  const lenientJson = format === 'json' && !quote && text.length >= 2 && text.startsWith('"') && text.endsWith('"');
  // unicode escapes are not a literal: quote adds no quotes, and none are expected.
  if ((!quote && !lenientJson) || format === 'unicode') return { body: text, offset: 0, delimiter: '' };
  const allowed = format === 'javascript' || format === 'xml' ? ['"', "'"] : format === 'sql' ? ["'"] : ['"'];
  const first = text[0] ?? '';
  if (text.length < 2 || !allowed.includes(first) || !text.endsWith(first)) {
    const which = allowed.map((q) => (q === '"' ? 'double quotes (")' : "single quotes (')")).join(' or ');
    const whichEs = allowed.map((q) => (q === '"' ? 'comillas dobles (")' : "comillas simples (')")).join(' o ');
    throw fail(
      `with quote true, must be a whole literal between ${which}; set quote to false to unescape its contents alone`,
      `con quote a true, debe ser un literal completo entre ${whichEs}; pon quote a false para desescapar solo su contenido`,
    );
  }
  return { body: text.slice(1, -1), offset: 1, delimiter: first };
}

/** Reads a body left to right: plain runs are copied, `step` reads what starts at each special character. */
class Reader {
  out = '';
  changes = 0;
  constructor(
    readonly text: string,
    readonly body: string,
    readonly offset: number,
  ) {}
  /** Position in characters, in the whole input, of body index `i`. */
  at(i: number): number {
    return characterPosition(this.text, this.offset + i);
  }
  error(i: number, en: string, es: string): InputError {
    const at = this.at(i);
    // The last {at}: quoted input comes before it in every message, so a "{at}" typed in the input stays as typed.
    const put = (message: string) => {
      const k = message.lastIndexOf('{at}');
      return message.slice(0, k) + String(at) + message.slice(k + 4);
    };
    return fail(put(en), put(es));
  }
  run(special: RegExp, step: (i: number) => number): Escaped {
    let last = 0;
    special.lastIndex = 0;
    for (let match = special.exec(this.body); match !== null; match = special.exec(this.body)) {
      this.out += this.body.slice(last, match.index);
      last = step(match.index);
      special.lastIndex = last;
    }
    return { result: this.out + this.body.slice(last), changes: this.changes };
  }
}

const isHex = (s: string, length: number) => s.length === length && /^[0-9a-fA-F]+$/.test(s);

export function unescapeText(text: string, format: Format, quote: boolean): Escaped {
  if (format === 'backslash' || format === 'csv' || format === 'sql' || format === 'xml') assertNoLoneSurrogate(text);
  if (format === 'csv') return unescapeCsv(text);
  const { body, offset, delimiter } = unquote(text, format, quote);
  const reader = new Reader(text, body, offset);
  switch (format) {
    case 'json':
      return unescapeJson(reader);
    case 'javascript':
      return unescapeJavaScript(reader, delimiter);
    case 'unicode':
      return unescapeUnicode(reader);
    case 'backslash':
      return unescapeBackslash(reader, delimiter);
    case 'sql':
      return unescapeSql(reader, quote);
    case 'xml':
      return unescapeXml(reader, delimiter);
  }
}

const JSON_SIMPLE: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

function lonelyBackslash(r: Reader, i: number): InputError {
  return r.error(i, 'ends with a lone backslash at position {at}; write a backslash as \\\\', 'termina con una barra invertida suelta en la posición {at}; escribe la barra como \\\\');
}

/** \uXXXX at body index i (four hex digits, either case) → its UTF-16 unit. */
function readU4(r: Reader, i: number, example: string): number {
  const digits = r.body.slice(i + 2, i + 6);
  if (!isHex(digits, 4)) {
    throw r.error(i, `malformed escape '${r.body.slice(i, i + 6)}' at position {at}; \\u takes four hex digits, as ${example}`, `secuencia mal formada '${r.body.slice(i, i + 6)}' en la posición {at}; \\u lleva cuatro cifras hexadecimales, como ${example}`);
  }
  return parseInt(digits, 16);
}

/** RFC 8259 §7: \" \\ \/ \b \f \n \r \t \uXXXX; a quote or a control character must be escaped. */
function unescapeJson(r: Reader): Escaped {
  return r.run(/[\\"\u0000-\u001f]/g, (i) => {
    const ch = r.body[i]!;
    if (ch === '"') throw r.error(i, `unescaped '"' at position {at}; write it as \\"`, `'"' sin escapar en la posición {at}; escríbelo como \\"`);
    if (ch !== '\\') {
      const name = codePointName(ch.charCodeAt(0));
      const as = SHORT_ESCAPES[ch] ?? `\\u${hex4(ch.charCodeAt(0))}`;
      throw r.error(i, `unescaped control character ${name} at position {at}; JSON strings write it as ${as}`, `carácter de control ${name} sin escapar en la posición {at}; en JSON se escribe ${as}`);
    }
    const next = r.body[i + 1];
    if (next === undefined) throw lonelyBackslash(r, i);
    r.changes++;
    if (next === 'u') {
      r.out += String.fromCharCode(readU4(r, i, '\\u00e9'));
      return i + 6;
    }
    const simple = JSON_SIMPLE[next];
    if (simple === undefined) {
      throw r.error(i, `invalid escape '\\${String.fromCodePoint(r.body.codePointAt(i + 1)!)}' at position {at}; JSON has only \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX`, `secuencia no válida '\\${String.fromCodePoint(r.body.codePointAt(i + 1)!)}' en la posición {at}; JSON solo tiene \\" \\\\ \\/ \\b \\f \\n \\r \\t y \\uXXXX`);
    }
    r.out += simple;
    return i + 2;
  });
}

const JS_SIMPLE: Readonly<Record<string, string>> = { '"': '"', "'": "'", '\\': '\\', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * An ECMAScript string literal's contents, in strict mode (ECMA-262 §12.9.4): \xHH, \uHHHH, \u{H…}, a line
 * continuation, and any other character escaped as itself; legacy octal escapes, \8 and \9 are refused.
 */
function unescapeJavaScript(r: Reader, delimiter: string): Escaped {
  const special = delimiter === '' ? /[\\\n\r]/g : new RegExp(`[\\\\\\n\\r${delimiter}]`, 'g');
  return r.run(special, (i) => {
    const ch = r.body[i]!;
    if (ch === delimiter) throw r.error(i, `unescaped ${delimiter} at position {at}, which would end the literal; write it as \\${delimiter}`, `${delimiter} sin escapar en la posición {at}, que cerraría el literal; escríbelo como \\${delimiter}`);
    if (ch !== '\\') throw r.error(i, `a line break (${codePointName(ch.charCodeAt(0))}) at position {at} cannot stand in a string literal; write it as ${SHORT_ESCAPES[ch]}`, `un salto de línea (${codePointName(ch.charCodeAt(0))}) en la posición {at} no puede ir en un literal; escríbelo como ${SHORT_ESCAPES[ch]}`);
    const next = r.body[i + 1];
    if (next === undefined) throw lonelyBackslash(r, i);
    r.changes++;
    const simple = JS_SIMPLE[next];
    if (simple !== undefined) {
      r.out += simple;
      return i + 2;
    }
    if (next === '0' && !/[0-9]/.test(r.body[i + 2] ?? '')) {
      r.out += '\0';
      return i + 2;
    }
    if (/[0-9]/.test(next)) {
      throw r.error(i, `'\\${next}' at position {at} is a legacy octal escape, not allowed in strict mode; write \\xHH (or, for \\8 and \\9, the digit alone)`, `'\\${next}' en la posición {at} es una secuencia octal antigua, no admitida en modo estricto; escribe \\xHH (o, para \\8 y \\9, la cifra sola)`);
    }
    if (next === 'x') {
      const digits = r.body.slice(i + 2, i + 4);
      if (!isHex(digits, 2)) throw r.error(i, `malformed escape '${r.body.slice(i, i + 4)}' at position {at}; \\x takes two hex digits, as \\x41`, `secuencia mal formada '${r.body.slice(i, i + 4)}' en la posición {at}; \\x lleva dos cifras hexadecimales, como \\x41`);
      r.out += String.fromCharCode(parseInt(digits, 16));
      return i + 4;
    }
    if (next === 'u') {
      if (r.body[i + 2] === '{') {
        const close = r.body.indexOf('}', i + 3);
        const digits = close === -1 ? '' : r.body.slice(i + 3, close);
        const value = /^[0-9a-fA-F]+$/.test(digits) ? parseInt(digits, 16) : NaN;
        if (!(value <= 0x10ffff)) {
          const seen = r.body.slice(i, close === -1 ? i + 12 : Math.min(close + 1, i + 16));
          throw r.error(i, `malformed escape '${seen}' at position {at}; \\u{…} takes hex digits up to 10FFFF, as \\u{1F600}`, `secuencia mal formada '${seen}' en la posición {at}; \\u{…} lleva cifras hexadecimales hasta 10FFFF, como \\u{1F600}`);
        }
        r.out += String.fromCodePoint(value);
        return close + 1;
      }
      r.out += String.fromCharCode(readU4(r, i, '\\u00e9 or \\u{1F600}'));
      return i + 6;
    }
    // A line continuation: the backslash and the line break are dropped.
    if (next === '\r' && r.body[i + 2] === '\n') return i + 3;
    if (next === '\n' || next === '\r' || next === '\u2028' || next === '\u2029') return i + 2;
    // Any other character escaped stands for itself (a NonEscapeCharacter: \a is "a").
    const cp = String.fromCodePoint(r.body.codePointAt(i + 1)!);
    r.out += cp;
    return i + 1 + cp.length;
  });
}

/** \uXXXX (also \u{…} and \UXXXXXXXX) and \\; any other backslash is refused. */
function unescapeUnicode(r: Reader): Escaped {
  return r.run(/\\/g, (i) => {
    const next = r.body[i + 1];
    if (next === undefined) throw lonelyBackslash(r, i);
    r.changes++;
    if (next === '\\') {
      r.out += '\\';
      return i + 2;
    }
    if (next === 'u' && r.body[i + 2] !== '{') {
      r.out += String.fromCharCode(readU4(r, i, '\\u00e9'));
      return i + 6;
    }
    if (next === 'U' || next === 'u') {
      const braces = next === 'u';
      const close = braces ? r.body.indexOf('}', i + 3) : i + 10;
      const digits = braces ? (close === -1 ? '' : r.body.slice(i + 3, close)) : r.body.slice(i + 2, i + 10);
      const value = /^[0-9a-fA-F]{1,8}$/.test(digits) && (braces || digits.length === 8) ? parseInt(digits, 16) : NaN;
      if (!(value <= 0x10ffff)) {
        const example = braces ? '\\u{1F600}' : '\\U0001F600';
        const seen = r.body.slice(i, braces ? (close === -1 ? i + 12 : close + 1) : i + 10);
        throw r.error(i, `malformed escape '${seen}' at position {at}; write a code point up to 10FFFF, as ${example}`, `secuencia mal formada '${seen}' en la posición {at}; escribe un código hasta 10FFFF, como ${example}`);
      }
      r.out += String.fromCodePoint(value);
      return braces ? close + 1 : i + 10;
    }
    throw r.error(i, `invalid escape '\\${String.fromCodePoint(r.body.codePointAt(i + 1)!)}' at position {at}; this format has only \\uXXXX and \\\\ (use json or javascript for \\n and the like)`, `secuencia no válida '\\${String.fromCodePoint(r.body.codePointAt(i + 1)!)}' en la posición {at}; este formato solo tiene \\uXXXX y \\\\ (usa json o javascript para \\n y similares)`);
  });
}

const C_SIMPLE: Readonly<Record<string, string>> = { a: '\u0007', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\', '"': '"', "'": "'", '?': '?' };

/**
 * C-style: \a \b \f \n \r \t \v \\ \" \' \?, octal \ooo and \xHH up to 7F (above it a byte in C but a character in
 * Python: ambiguous, so refused), \uXXXX and \UXXXXXXXX (not surrogates).
 */
function unescapeBackslash(r: Reader, delimiter: string): Escaped {
  const special = delimiter === '' ? /\\/g : /[\\"]/g;
  return r.run(special, (i) => {
    if (r.body[i] === '"') throw r.error(i, `unescaped " at position {at}, which would end the literal; write it as \\"`, `" sin escapar en la posición {at}, que cerraría el literal; escríbelo como \\"`);
    const next = r.body[i + 1];
    if (next === undefined) throw lonelyBackslash(r, i);
    r.changes++;
    const simple = C_SIMPLE[next];
    if (simple !== undefined) {
      r.out += simple;
      return i + 2;
    }
    let value: number;
    let end: number;
    if (/[0-7]/.test(next)) {
      const digits = /^[0-7]{1,3}/.exec(r.body.slice(i + 1, i + 4))![0];
      value = parseInt(digits, 8);
      end = i + 1 + digits.length;
    } else if (next === 'x') {
      const digits = r.body.slice(i + 2, i + 4);
      if (!isHex(digits, 2)) throw r.error(i, `malformed escape '${r.body.slice(i, i + 4)}' at position {at}; \\x takes exactly two hex digits, as \\x1b`, `secuencia mal formada '${r.body.slice(i, i + 4)}' en la posición {at}; \\x lleva exactamente dos cifras hexadecimales, como \\x1b`);
      value = parseInt(digits, 16);
      end = i + 4;
    } else if (next === 'u' || next === 'U') {
      const length = next === 'u' ? 4 : 8;
      const digits = r.body.slice(i + 2, i + 2 + length);
      value = isHex(digits, length) ? parseInt(digits, 16) : NaN;
      if (!(value <= 0x10ffff) || (value >= 0xd800 && value <= 0xdfff)) {
        throw r.error(i, `malformed escape '${r.body.slice(i, i + 2 + length)}' at position {at}; \\u takes four hex digits and \\U eight, naming a character (not a surrogate), as \\u00e9 or \\U0001F600`, `secuencia mal formada '${r.body.slice(i, i + 2 + length)}' en la posición {at}; \\u lleva cuatro cifras hexadecimales y \\U ocho, que nombren un carácter (no un sustituto), como \\u00e9 o \\U0001F600`);
      }
      r.out += String.fromCodePoint(value);
      return i + 2 + length;
    } else {
      throw r.error(i, `unknown escape '\\${String.fromCodePoint(r.body.codePointAt(i + 1)!)}' at position {at}; write a backslash as \\\\`, `secuencia desconocida '\\${String.fromCodePoint(r.body.codePointAt(i + 1)!)}' en la posición {at}; escribe la barra invertida como \\\\`);
    }
    if (value > 0x7f) {
      const seen = r.body.slice(i, end);
      throw r.error(i, `'${seen}' at position {at} is above 7F: a byte in C but a character in Python; write the character itself or \\u${hex4(value)}`, `'${seen}' en la posición {at} pasa de 7F: un byte en C pero un carácter en Python; escribe el propio carácter o \\u${hex4(value)}`);
    }
    r.out += String.fromCharCode(value);
    return end;
  });
}

/** SQL's one escape: a quote doubled. */
function unescapeSql(r: Reader, quote: boolean): Escaped {
  return r.run(/'/g, (i) => {
    if (r.body[i + 1] !== "'") {
      const hint = quote ? '' : '; if the text is a whole quoted literal, set quote to true';
      const hintEs = quote ? '' : '; si el texto es un literal completo entre comillas, pon quote a true';
      throw r.error(i, `a single quote at position {at} must be doubled ('') inside a SQL string${hint}`, `una comilla simple en la posición {at} debe ir doblada ('') dentro de una cadena SQL${hintEs}`);
    }
    r.changes++;
    r.out += "'";
    return i + 2;
  });
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML 1.0 §2.2: the characters a document may hold. */
function isXmlChar(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

/** An attribute value: the five predefined entities and character references; a bare & or a < is refused. */
function unescapeXml(r: Reader, delimiter: string): Escaped {
  const special = delimiter === '' ? /[&<]/g : new RegExp(`[&<${delimiter}]`, 'g');
  return r.run(special, (i) => {
    const ch = r.body[i]!;
    if (ch === '<') throw r.error(i, `a '<' at position {at} is not allowed in an attribute value; write it as &lt;`, `un '<' en la posición {at} no se admite en el valor de un atributo; escríbelo como &lt;`);
    if (ch === delimiter) throw r.error(i, `unescaped ${ch} at position {at}, which would end the value; write it as ${ch === '"' ? '&quot;' : '&apos;'}`, `${ch} sin escapar en la posición {at}, que cerraría el valor; escríbelo como ${ch === '"' ? '&quot;' : '&apos;'}`);
    const reference = /^&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9._-]*);/.exec(r.body.slice(i, i + 40));
    if (reference === null) throw r.error(i, `a bare '&' at position {at}; write it as &amp;`, `un '&' suelto en la posición {at}; escríbelo como &amp;`);
    const name = reference[1]!;
    r.changes++;
    if (name.startsWith('#')) {
      const cp = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!isXmlChar(cp)) {
        throw r.error(i, `'${reference[0]}' at position {at} is not a character XML allows`, `'${reference[0]}' en la posición {at} no es un carácter que XML admita`);
      }
      r.out += String.fromCodePoint(cp);
    } else {
      const value = XML_ENTITIES[name];
      if (value === undefined) {
        throw r.error(i, `unknown entity '${reference[0]}' at position {at}; XML has only &amp; &lt; &gt; &quot; &apos; (html-entities-decode reads HTML's named references)`, `entidad desconocida '${reference[0]}' en la posición {at}; XML solo tiene &amp; &lt; &gt; &quot; &apos; (html-entities-decode lee las referencias con nombre de HTML)`);
      }
      r.out += value;
    }
    return i + reference[0].length;
  });
}

/** One RFC 4180 field: quoted ("…", quotes doubled inside) or plain (no quote, comma or line break). */
function unescapeCsv(text: string): Escaped {
  if (!text.startsWith('"')) {
    const bad = /[",\r\n]/.exec(text);
    if (bad !== null) {
      const at = characterPosition(text, bad.index);
      const what = bad[0] === '"' ? 'a quote' : bad[0] === ',' ? 'a comma' : 'a line break';
      const whatEs = bad[0] === '"' ? 'una comilla' : bad[0] === ',' ? 'una coma' : 'un salto de línea';
      throw fail(
        `${what} at position ${at} in a field that does not start with a quote; a field holding one is quoted ("…") with its quotes doubled`,
        `${whatEs} en la posición ${at} en un campo que no empieza por comilla; un campo que la contiene va entre comillas ("…") con sus comillas dobladas`,
      );
    }
    return { result: text, changes: 0 };
  }
  const r = new Reader(text, text.slice(1), 1);
  let closed = -1;
  const out = r.run(/"/g, (i) => {
    if (r.body[i + 1] === '"') {
      r.changes++;
      r.out += '"';
      return i + 2;
    }
    if (i !== r.body.length - 1) {
      throw r.error(i, `a quote at position {at} ends the field before its end; double a quote inside a field ("")`, `una comilla en la posición {at} cierra el campo antes de su final; dobla las comillas dentro de un campo ("")`);
    }
    closed = i;
    return i + 1;
  });
  if (closed === -1) throw fail(`the quoted field is never closed; end it with a quote (")`, `el campo entre comillas no se cierra; termínalo con una comilla (")`);
  return out;
}
