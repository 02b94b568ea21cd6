import { LosslessNumber, MAX_DEPTH, type DataObject, type DataValue } from './json.js';

/**
 * The TOON 4.0 decoder. It follows the rules of the reference decoder in @toon-format/toon 4.4.0 (MIT) step for
 * step: the same root-form discovery, header grammar, row/key disambiguation, strict-mode checks and their order,
 * so it passes the same official conformance cases (test/toon-conformance.test.ts) plus the 4 optional non-strict
 * ones the reference rejects. What differs is the machinery: plain functions over a line cursor instead of nested
 * generators (whose cost grows with values × depth: 18 s for a 1 MB document 1,000 levels deep), objects as Maps
 * (so "10" and "2" keep their place), numbers kept digit for digit, nesting capped at MAX_DEPTH, the rows' expansion
 * budgeted, and every check linear (blank lines by binary search, field lists in one pass).
 */

/** Most values the decoder builds out of tabular rows (a header's nested field groups make each row several objects). */
export const MAX_TOON_ROW_VALUES = 1_000_000;

/** §4 number grammar, which is exactly JSON's. Anything else unquoted (05, +1, .5, 1., 0x10, Infinity) is a string. */
const NUMBER_TOKEN = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const NEGATIVE_ZERO = /^-0(?:\.0+)?(?:[eE][+-]?\d+)?$/;

/** A decoding problem, in English and in Spanish; `line` is filled in by the caller that knows which line was being read. */
export class ToonProblem extends Error {
  constructor(
    message: string,
    readonly es: string,
    public line?: number,
  ) {
    super(message);
  }
}

interface Line {
  /** The line after its indentation, trailing spaces removed. */
  content: string;
  depth: number;
  lineNumber: number;
}

function withLine<T>(line: Line, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof ToonProblem && error.line === undefined) error.line = line.lineNumber;
    throw error;
  }
}

function trimSpaces(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) === 32) start++;
  while (end > start && value.charCodeAt(end - 1) === 32) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

function trimTrailingSpaces(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 32) end--;
  return end === value.length ? value : value.slice(0, end);
}

function trimWhitespace(value: string): string {
  return value.replace(/^[ \t]+|[ \t]+$/g, '');
}

/** Scans one raw line: a content line, 'comment', 'blank', or a ToonProblem (strict-mode indentation). */
function scanLine(raw: string, lineNumber: number, indentSize: number, strict: boolean): Line | 'comment' | 'blank' | ToonProblem {
  if (lineNumber === 1 && raw.charCodeAt(0) === 0xfeff) raw = raw.slice(1);
  if (raw.charCodeAt(raw.length - 1) === 13) raw = raw.slice(0, -1);
  let leading = 0;
  let firstTab = -1;
  let tabs = 0;
  for (let c = raw.charCodeAt(0); c === 32 || c === 9; c = raw.charCodeAt(++leading)) {
    if (c === 9 && tabs++ === 0) firstTab = leading;
  }
  const indent = strict && firstTab !== -1 ? firstTab : leading;
  const tabIndent = strict ? 0 : tabs;
  const content = trimTrailingSpaces(raw.slice(indent));
  if (firstTab === -1 && content.charCodeAt(0) === 35) return 'comment';
  if (!content) return 'blank';
  const depth = Math.floor((indent - tabIndent) / indentSize) + tabIndent;
  if (strict) {
    if (firstTab !== -1) {
      return new ToonProblem('tabs are not allowed in indentation in strict mode', 'en modo estricto no se admiten tabuladores en la sangría', lineNumber);
    }
    if (indent > 0 && indent % indentSize !== 0) {
      return new ToonProblem(
        `indentation must be a multiple of ${indentSize} spaces, found ${indent}; ${WIDTH_HINT.en}`,
        `la sangría debe ser un múltiplo de ${indentSize} espacios, pero tiene ${indent}; ${WIDTH_HINT.es}`,
        lineNumber,
      );
    }
  }
  return { content, depth, lineNumber };
}

class Reader {
  private next = 0;
  private buffered: Line | undefined;
  private done = false;
  /** Line numbers of blank lines seen so far, ascending (for the strict "no blank lines inside arrays" rule). */
  readonly blankLines: number[] = [];
  lastLine: Line | undefined;
  /** Values built from tabular rows so far (see MAX_TOON_ROW_VALUES). */
  rowValues = 0;

  constructor(
    private readonly raws: string[],
    readonly indentSize: number,
    readonly strict: boolean,
  ) {}

  peek(): Line | undefined {
    while (this.buffered === undefined && !this.done) {
      if (this.next >= this.raws.length) {
        this.done = true;
        break;
      }
      const lineNumber = this.next + 1;
      const scanned = scanLine(this.raws[this.next++]!, lineNumber, this.indentSize, this.strict);
      if (scanned instanceof ToonProblem) throw scanned;
      if (scanned === 'blank') this.blankLines.push(lineNumber);
      else if (scanned !== 'comment') this.buffered = scanned;
    }
    return this.buffered;
  }

  read(): Line | undefined {
    const line = this.peek();
    if (line !== undefined) {
      this.buffered = undefined;
      this.lastLine = line;
    }
    return line;
  }

  /** Content lines after the buffered one that satisfy `take`, for "expected 2 rows, found 3" (no errors thrown). */
  countAhead(depth: number, take: (line: Line) => boolean): number {
    let count = 0;
    for (let i = this.next; i < this.raws.length; i++) {
      const scanned = scanLine(this.raws[i]!, i + 1, this.indentSize, false);
      if (scanned === 'comment' || scanned === 'blank' || scanned instanceof ToonProblem) continue;
      if (scanned.depth < depth) break;
      if (scanned.depth > depth) continue;
      if (!take(scanned)) break;
      count++;
    }
    return count;
  }

  /** First blank line strictly between two line numbers (binary search: blank lines arrive in order). */
  blankBetween(start: number, end: number): number | undefined {
    let low = 0;
    let high = this.blankLines.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.blankLines[middle]! <= start) low = middle + 1;
      else high = middle;
    }
    const found = this.blankLines[low];
    return found !== undefined && found < end ? found : undefined;
  }
}

// --- Strings, keys and primitives

function findClosingQuote(content: string, start: number): number {
  let i = start + 1;
  while (i < content.length) {
    const c = content.charCodeAt(i);
    if (c === 92 && i + 1 < content.length) {
      i += 2;
      continue;
    }
    if (c === 34) return i;
    i++;
  }
  return -1;
}

/** Index of `char` outside double quotes (a backslash inside quotes escapes the next character), or -1. */
function findUnquotedChar(content: string, char: string, start = 0): number {
  const wanted = char.charCodeAt(0);
  let inQuotes = false;
  let i = start;
  while (i < content.length) {
    const c = content.charCodeAt(i);
    if (c === 92 && inQuotes && i + 1 < content.length) {
      i += 2;
      continue;
    }
    if (c === 34) inQuotes = !inQuotes;
    else if (c === wanted && !inQuotes) return i;
    i++;
  }
  return -1;
}

function findMatchingBrace(content: string, braceStart: number): number {
  let inQuotes = false;
  let depth = 0;
  let i = braceStart;
  while (i < content.length) {
    const c = content.charCodeAt(i);
    if (c === 92 && inQuotes && i + 1 < content.length) {
      i += 2;
      continue;
    }
    if (c === 34) inQuotes = !inQuotes;
    else if (!inQuotes) {
      if (c === 123) depth++;
      else if (c === 125 && --depth === 0) return i;
    }
    i++;
  }
  return -1;
}

/** Resolves the escapes TOON allows: \\ \" \n \r \t and \uXXXX (never a lone surrogate). */
function unescapeString(value: string): string {
  let backslash = value.indexOf('\\');
  if (backslash === -1) return value;
  let out = '';
  let from = 0;
  while (backslash !== -1) {
    out += value.slice(from, backslash);
    if (backslash + 1 >= value.length) {
      throw new ToonProblem('invalid escape sequence: backslash at the end of a string', 'secuencia de escape no válida: barra invertida al final de una cadena');
    }
    const next = value[backslash + 1]!;
    let consumed = 2;
    if (next === 'n') out += '\n';
    else if (next === 't') out += '\t';
    else if (next === 'r') out += '\r';
    else if (next === '\\') out += '\\';
    else if (next === '"') out += '"';
    else if (next === 'u') {
      const digits = value.slice(backslash + 2, backslash + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(digits)) {
        throw new ToonProblem(
          `invalid escape sequence: \\u must be followed by 4 hex digits, got "${digits}"`,
          `secuencia de escape no válida: \\u debe ir seguida de 4 dígitos hexadecimales, pero hay "${digits}"`,
        );
      }
      const unit = Number.parseInt(digits, 16);
      if (unit >= 0xd800 && unit <= 0xdfff) {
        throw new ToonProblem(
          `invalid escape sequence: \\u${digits} is half of a surrogate pair; characters beyond U+FFFF are written as themselves`,
          `secuencia de escape no válida: \\u${digits} es la mitad de un par sustituto; los caracteres más allá de U+FFFF se escriben tal cual`,
        );
      }
      out += String.fromCharCode(unit);
      consumed = 6;
    } else {
      throw new ToonProblem(
        `invalid escape sequence \\${next} (TOON allows \\\\, \\", \\n, \\r, \\t and \\uXXXX)`,
        `secuencia de escape \\${next} no válida (TOON admite \\\\, \\", \\n, \\r, \\t y \\uXXXX)`,
      );
    }
    from = backslash + consumed;
    backslash = value.indexOf('\\', from);
  }
  return out + value.slice(from);
}

function parseStringLiteral(token: string): string {
  const trimmed = trimSpaces(token);
  if (trimmed.charCodeAt(0) !== 34) return trimmed;
  const closing = findClosingQuote(trimmed, 0);
  if (closing === -1) throw new ToonProblem('unterminated string: missing closing quote', 'cadena sin cerrar: faltan las comillas de cierre');
  if (closing !== trimmed.length - 1) {
    throw new ToonProblem('unexpected characters after the closing quote', 'caracteres inesperados después de las comillas de cierre');
  }
  return unescapeString(trimmed.slice(1, closing));
}

/**
 * An unquoted or quoted value token → a value. Numbers (the JSON grammar of §4) keep their exact digits as a
 * LosslessNumber, whatever their size; negative zero loses its sign (-0 decodes to 0). Anything else is text.
 */
function parsePrimitiveToken(token: string): DataValue {
  const trimmed = trimSpaces(token);
  if (!trimmed) return '';
  const first = trimmed.charCodeAt(0);
  if (first === 34) return parseStringLiteral(trimmed);
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (trimmed === 'null') return null;
  if ((first === 45 || (first >= 48 && first <= 57)) && NUMBER_TOKEN.test(trimmed)) {
    return new LosslessNumber(first === 45 && trimmed.charCodeAt(1) === 48 && NEGATIVE_ZERO.test(trimmed) ? trimmed.slice(1) : trimmed);
  }
  return trimmed;
}

function parseKeyToken(content: string, start: number): { key: string; end: number } {
  if (content.charCodeAt(start) === 34) {
    const closing = findClosingQuote(content, start);
    if (closing === -1) throw new ToonProblem('unterminated quoted key', 'clave entre comillas sin cerrar');
    const key = unescapeString(content.slice(start + 1, closing));
    let at = closing + 1;
    while (content.charCodeAt(at) === 32) at++;
    if (at >= content.length || content[at] !== ':') throw new ToonProblem('missing colon after key', 'faltan los dos puntos después de la clave');
    return { key, end: at + 1 };
  }
  const colon = findUnquotedChar(content, ':', start);
  if (colon === -1) throw new ToonProblem('missing colon after key', 'faltan los dos puntos después de la clave');
  return { key: trimSpaces(content.slice(start, colon)), end: colon + 1 };
}

/** Splits on the delimiter outside quotes, trimming spaces; an empty input has no values. */
function parseDelimitedValues(input: string, delimiter: string): string[] {
  const values: string[] = [];
  const wanted = delimiter.charCodeAt(0);
  let inQuotes = false;
  let start = 0;
  let i = 0;
  while (i < input.length) {
    const c = input.charCodeAt(i);
    if (c === 92 && inQuotes && i + 1 < input.length) {
      i += 2;
      continue;
    }
    if (c === 34) inQuotes = !inQuotes;
    else if (c === wanted && !inQuotes) {
      values.push(trimSpaces(input.slice(start, i)));
      start = i + 1;
    }
    i++;
  }
  if (start < input.length || values.length > 0) values.push(trimSpaces(input.slice(start)));
  return values;
}

function isArrayHeaderContent(content: string): boolean {
  return trimSpaces(content).startsWith('[') && findUnquotedChar(content, ':') !== -1;
}

function isKeyValueContent(content: string): boolean {
  return findUnquotedChar(content, ':') !== -1;
}

/** A data row (not a key: value line): no unquoted colon, or the delimiter comes before it. */
function isDataRow(content: string, delimiter: string): boolean {
  const colon = findUnquotedChar(content, ':');
  if (colon === -1) return true;
  const delimiterAt = findUnquotedChar(content, delimiter);
  return delimiterAt !== -1 && delimiterAt < colon;
}

// --- Headers

interface FieldNode {
  name: string;
  children?: FieldNode[];
}

interface FieldList {
  fields: FieldNode[];
  /** Cells per row. */
  leaves: number;
  /** Objects per row besides the row itself (one per nested group). */
  groups: number;
  /** Deepest group nesting (0 for a flat list). */
  depth: number;
}

interface Header {
  key?: string;
  length: number;
  delimiter: string;
  fields?: FieldList;
  keyed: boolean;
}

type HeaderResult =
  | { kind: 'notHeader' }
  /** `lenient`: the bracket is not a valid segment at all, so a non-strict decoder reads the line as a key: value. */
  | { kind: 'invalid'; reason: string; reasonEs: string; lenient?: boolean }
  | { kind: 'header'; header: Header; inlineValues: string | undefined; strictError: { en: string; es: string } | undefined };

const BRACKET_LENGTH = /^(?:0|[1-9]\d*)$/;

function delimiterName(delimiter: string): string {
  return delimiter === '\t' ? '\\t' : delimiter;
}

function parseBracketSegment(segment: string): { length: number; delimiter: string; keyed: boolean } {
  let content = segment;
  let delimiter = ',';
  if (content.endsWith('\t')) {
    delimiter = '\t';
    content = content.slice(0, -1);
  } else if (content.endsWith('|')) {
    delimiter = '|';
    content = content.slice(0, -1);
  }
  let keyed = false;
  if (content.endsWith(':')) {
    keyed = true;
    content = content.slice(0, -1);
  }
  if (!BRACKET_LENGTH.test(content)) {
    throw new ToonProblem(
      `invalid array length "${segment}" (expected a non-negative integer with no leading zeros)`,
      `longitud de array no válida "${segment}" (se esperaba un entero no negativo sin ceros a la izquierda)`,
    );
  }
  return { length: Number.parseInt(content, 10), delimiter, keyed };
}

/**
 * Parses a field list (`id,name,geo{lat,lon}`) in one pass with an explicit stack, so 100,000 nested groups are
 * refused at the 1,001st instead of recursing. Same rules as the reference decoder's recursive version.
 */
function parseFieldEntries(content: string, delimiter: string): FieldList {
  const wanted = delimiter.charCodeAt(0);
  interface Scope {
    nodes: FieldNode[];
    entryStart: number;
    /** The current entry's group has closed: only spaces may follow it. */
    closed: boolean;
  }
  const root: Scope = { nodes: [], entryStart: 0, closed: false };
  const stack: Scope[] = [root];
  let leaves = 0;
  let groups = 0;
  let depth = 0;
  let inQuotes = false;
  const finishEntry = (scope: Scope, end: number) => {
    if (scope.closed) return;
    const entry = trimSpaces(content.slice(scope.entryStart, end));
    if (!entry) throw new ToonProblem('empty field name in field list', 'nombre de campo vacío en la lista de campos');
    scope.nodes.push({ name: parseStringLiteral(entry) });
    leaves++;
  };
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    const scope = stack[stack.length - 1]!;
    if (inQuotes) {
      if (c === 92 && i + 1 < content.length) i++;
      else if (c === 34) inQuotes = false;
      continue;
    }
    if (scope.closed && c !== 32 && c !== wanted && c !== 125) {
      throw new ToonProblem('unexpected content after nested field group', 'contenido inesperado después de un grupo de campos anidado');
    }
    if (c === 34) inQuotes = true;
    else if (c === 123) {
      let nameStart = scope.entryStart;
      while (content.charCodeAt(nameStart) === 32) nameStart++;
      const namePart = content.slice(nameStart, i);
      if (!namePart) throw new ToonProblem('missing field name before nested field group', 'falta el nombre del campo antes de un grupo de campos anidado');
      if (namePart.endsWith(' ')) {
        throw new ToonProblem('unexpected whitespace before nested field group', 'espacio inesperado antes de un grupo de campos anidado');
      }
      const node: FieldNode = { name: parseStringLiteral(namePart), children: [] };
      scope.nodes.push(node);
      groups++;
      stack.push({ nodes: node.children!, entryStart: i + 1, closed: false });
      depth = Math.max(depth, stack.length - 1);
      if (depth > MAX_DEPTH) throw new ToonProblem(`nesting deeper than ${MAX_DEPTH} levels`, `anidamiento de más de ${MAX_DEPTH} niveles`);
    } else if (c === 125 && stack.length > 1) {
      finishEntry(scope, i);
      stack.pop();
      stack[stack.length - 1]!.closed = true;
    } else if (c === wanted) {
      finishEntry(scope, i);
      scope.entryStart = i + 1;
      scope.closed = false;
    }
  }
  if (stack.length > 1) throw new ToonProblem('unmatched brace in field list', 'llave sin pareja en la lista de campos');
  finishEntry(root, content.length);
  return { fields: root.nodes, leaves, groups, depth };
}

function findDuplicateFieldName(fields: FieldNode[]): string | undefined {
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.name)) return field.name;
    seen.add(field.name);
    if (field.children) {
      const nested = findDuplicateFieldName(field.children);
      if (nested !== undefined) return nested;
    }
  }
  return undefined;
}

function findUnquotedMismatchedDelimiter(content: string, active: string): string | undefined {
  for (const candidate of [',', '\t', '|']) {
    if (candidate !== active && findUnquotedChar(content, candidate) !== -1) return candidate;
  }
  return undefined;
}

/** What a gap after the bracket segment comes before, in English and in Spanish. */
const BEFORE = {
  'field list': 'la lista de campos',
  colon: 'los dos puntos',
} as const;

function gapToonProblem(gap: string, before: keyof typeof BEFORE): HeaderResult {
  const trimmed = trimWhitespace(gap);
  return trimmed === ''
    ? {
        kind: 'invalid',
        reason: `unexpected whitespace between bracket segment and ${before}`,
        reasonEs: `espacio inesperado entre el segmento entre corchetes y ${BEFORE[before]}`,
      }
    : {
        kind: 'invalid',
        reason: `unexpected content "${trimmed}" between bracket segment and ${before}`,
        reasonEs: `contenido inesperado "${trimmed}" entre el segmento entre corchetes y ${BEFORE[before]}`,
        lenient: true,
      };
}

function parseArrayHeaderLine(content: string): HeaderResult {
  let bracketStart: number;
  if (content.charCodeAt(0) === 34) {
    const closing = findClosingQuote(content, 0);
    if (closing === -1 || content[closing + 1] !== '[') return { kind: 'notHeader' };
    bracketStart = closing + 1;
  } else bracketStart = findUnquotedChar(content, '[');
  if (bracketStart === -1) return { kind: 'notHeader' };
  const firstColon = findUnquotedChar(content, ':');
  if (firstColon === -1 || firstColon < bracketStart) return { kind: 'notHeader' };
  const bracketEnd = findUnquotedChar(content, ']', bracketStart);
  if (bracketEnd === -1) return { kind: 'invalid', reason: 'unterminated bracket segment', reasonEs: 'segmento entre corchetes sin cerrar' };
  let braceEnd = bracketEnd + 1;
  const braceStart = findUnquotedChar(content, '{', bracketEnd);
  const braceMatch = braceStart === -1 ? -1 : findMatchingBrace(content, braceStart);
  if (braceStart !== -1 && braceStart < findUnquotedChar(content, ':', bracketEnd)) {
    const gap = content.slice(bracketEnd + 1, braceStart);
    if (gap !== '') return gapToonProblem(gap, 'field list');
    if (braceMatch !== -1) braceEnd = braceMatch + 1;
  }
  const colon = findUnquotedChar(content, ':', Math.max(bracketEnd, braceEnd));
  if (colon === -1) return { kind: 'invalid', reason: 'missing colon after array header', reasonEs: 'faltan los dos puntos después del encabezado del array' };
  const gap = content.slice(Math.max(bracketEnd + 1, braceEnd), colon);
  if (gap !== '') return gapToonProblem(gap, 'colon');
  let key: string | undefined;
  if (bracketStart > 0) {
    const rawKey = content.slice(0, bracketStart);
    if (rawKey.endsWith(' ') || rawKey.endsWith('\t')) {
      return {
        kind: 'invalid',
        reason: 'unexpected whitespace between key and bracket segment',
        reasonEs: 'espacio inesperado entre la clave y el segmento entre corchetes',
      };
    }
    key = rawKey.charCodeAt(0) === 34 ? parseStringLiteral(rawKey) : rawKey;
  }
  const afterColon = trimSpaces(content.slice(colon + 1));
  let bracket;
  try {
    bracket = parseBracketSegment(content.slice(bracketStart + 1, bracketEnd));
  } catch (error) {
    if (error instanceof ToonProblem) return { kind: 'invalid', reason: error.message, reasonEs: error.es, lenient: true };
    throw error;
  }
  let fields: FieldList | undefined;
  if (braceStart !== -1 && braceStart < colon && braceMatch !== -1 && braceMatch < colon) {
    const fieldsContent = content.slice(braceStart + 1, braceMatch);
    const mismatched = findUnquotedMismatchedDelimiter(fieldsContent, bracket.delimiter);
    if (mismatched !== undefined) {
      return {
        kind: 'invalid',
        reason: `header delimiter mismatch: the bracket declares "${delimiterName(bracket.delimiter)}" but the field list contains an unquoted "${delimiterName(mismatched)}"`,
        reasonEs:
          `el delimitador del encabezado no coincide: los corchetes declaran "${delimiterName(bracket.delimiter)}", pero la lista de campos ` +
          `contiene un "${delimiterName(mismatched)}" sin comillas`,
      };
    }
    try {
      fields = parseFieldEntries(fieldsContent, bracket.delimiter);
    } catch (error) {
      if (error instanceof ToonProblem) return { kind: 'invalid', reason: error.message, reasonEs: error.es };
      throw error;
    }
  }
  const duplicate = fields ? findDuplicateFieldName(fields.fields) : undefined;
  const duplicateReason =
    duplicate === undefined
      ? undefined
      : { en: `duplicate field name "${duplicate}" in field list`, es: `el nombre de campo "${duplicate}" se repite en la lista de campos` };
  if (bracket.keyed && !fields) {
    return { kind: 'invalid', reason: 'a keyed header requires a field list', reasonEs: 'un encabezado con claves necesita una lista de campos' };
  }
  if (fields && afterColon) {
    return {
      kind: 'invalid',
      reason: duplicateReason?.en ?? 'unexpected content after the colon of a header with a field list',
      reasonEs: duplicateReason?.es ?? 'contenido inesperado después de los dos puntos de un encabezado con lista de campos',
    };
  }
  return {
    kind: 'header',
    header: { key, length: bracket.length, delimiter: bracket.delimiter, fields, keyed: bracket.keyed },
    inlineValues: afterColon || undefined,
    strictError: duplicateReason,
  };
}

function resolveArrayHeader(result: HeaderResult, strict: boolean): { header: Header; inlineValues: string | undefined } | undefined {
  if (result.kind === 'notHeader') return undefined;
  if (result.kind === 'invalid') {
    // §6: content after `]` (or a bracket without a valid length) means the line is not a header; in strict mode
    // that is an error, otherwise the line falls through to key: value parsing with a literal key such as "a[1][b]".
    if (!strict && result.lenient) return undefined;
    throw new ToonProblem(result.reason, result.reasonEs);
  }
  if (strict && result.strictError !== undefined) throw new ToonProblem(result.strictError.en, result.strictError.es);
  return { header: result.header, inlineValues: result.inlineValues };
}

// --- Structure

function problemAt(message: string, es: string, line: Line): ToonProblem {
  return new ToonProblem(message, es, line.lineNumber);
}

function checkLevel(level: number, line: Line): void {
  if (level > MAX_DEPTH) throw problemAt(`nesting deeper than ${MAX_DEPTH} levels`, `anidamiento de más de ${MAX_DEPTH} niveles`, line);
}

function overIndented(line: Line, expected: number): ToonProblem {
  return problemAt(
    `over-indented line: expected depth ${expected}, found ${line.depth}`,
    `línea con demasiada sangría: se esperaba la profundidad ${expected}, pero tiene ${line.depth}`,
    line,
  );
}

/** What to send when a strict read at the given width fails on indentation. */
const WIDTH_HINT = {
  en: 'if the document is indented by another width, give its indentation (spaces per level), or turn strict mode off',
  es: 'si el documento usa otra sangría, indica su sangría (espacios por nivel) o desactiva el modo estricto',
} as const;

function assertNoDepthJump(line: Line, parentDepth: number, strict: boolean): void {
  if (strict && line.depth > parentDepth + 1) {
    throw problemAt(
      `indentation jumps to depth ${line.depth}; expected depth ${parentDepth + 1}; ${WIDTH_HINT.en}`,
      `la sangría salta a la profundidad ${line.depth}; se esperaba la profundidad ${parentDepth + 1}; ${WIDTH_HINT.es}`,
      line,
    );
  }
}

/** What is counted, as [singular, plural] in English and in Spanish. */
interface Noun {
  en: readonly [string, string];
  es: readonly [string, string];
}

/** "2 tabular rows", "1 tabular row". */
function count(n: number, noun: readonly [string, string]): string {
  return `${n} ${n === 1 ? noun[0] : noun[1]}`;
}

const INLINE_VALUES: Noun = { en: ['inline value', 'inline values'], es: ['valor en línea', 'valores en línea'] };
const ENTRY_CELLS: Noun = {
  en: ['cell in the entry (one per field)', 'cells in the entry (one per field)'],
  es: ['celda en la entrada (una por campo)', 'celdas en la entrada (una por campo)'],
};
const KEYED_ENTRIES: Noun = { en: ['keyed entry', 'keyed entries'], es: ['entrada con clave', 'entradas con clave'] };
const ROW_VALUES: Noun = {
  en: ['value in the row (one per field)', 'values in the row (one per field)'],
  es: ['valor en la fila (uno por campo)', 'valores en la fila (uno por campo)'],
};
const TABULAR_ROWS: Noun = { en: ['tabular row', 'tabular rows'], es: ['fila de la tabla', 'filas de la tabla'] };
const LIST_ITEMS: Noun = { en: ['list item', 'list items'], es: ['elemento de la lista', 'elementos de la lista'] };

/** "expected 2 tabular rows, found 3" in both languages. */
function countProblem(expected: number, found: number, noun: Noun, line: Line): ToonProblem {
  return problemAt(
    `expected ${count(expected, noun.en)}, found ${found}`,
    `se ${expected === 1 ? 'esperaba' : 'esperaban'} ${count(expected, noun.es)}, pero hay ${found}`,
    line,
  );
}

function assertCount(actual: number, expected: number, noun: Noun, line: Line): void {
  if (actual !== expected) throw countProblem(expected, actual, noun, line);
}

function assertNoDuplicateKey(key: string, line: Line, seen: Set<string> | undefined): void {
  if (!seen) return;
  if (seen.has(key)) throw problemAt(`duplicate key "${key}" in the same object`, `la clave "${key}" se repite en el mismo objeto`, line);
  seen.add(key);
}

/** Where a blank line is not allowed, in English and in Spanish. */
const BLANK_CONTEXTS = {
  'keyed tabular object': 'un objeto tabular con claves',
  'tabular array': 'un array tabular',
  'list array': 'un array de lista',
} as const;

function assertNoBlankLines(reader: Reader, start: number | undefined, end: number | undefined, context: keyof typeof BLANK_CONTEXTS): void {
  if (start === undefined || end === undefined) return;
  const blank = reader.blankBetween(start, end);
  if (blank !== undefined) {
    throw new ToonProblem(
      `blank lines are not allowed inside a ${context} in strict mode`,
      `en modo estricto no se admiten líneas en blanco dentro de ${BLANK_CONTEXTS[context]}`,
      blank,
    );
  }
}

/** A row object for a field list with nested groups; the depth was checked against MAX_DEPTH by the caller. */
function buildRow(fields: readonly FieldNode[], cells: readonly string[], cursor: { next: number }): DataObject {
  const object: DataObject = new Map();
  for (const field of fields) {
    object.set(field.name, field.children ? buildRow(field.children, cells, cursor) : parsePrimitiveToken(cells[cursor.next++]!));
  }
  return object;
}

class Decoder {
  constructor(private readonly reader: Reader) {}

  private get strict(): boolean {
    return this.reader.strict;
  }

  document(): DataValue {
    const reader = this.reader;
    const first = reader.peek();
    if (!first) return new Map();
    if (first.depth !== 0) throw overIndented(first, 0);
    if (trimSpaces(first.content) === '[]') {
      reader.read();
      this.assertFullyConsumed();
      return [];
    }
    if (isArrayHeaderContent(first.content)) {
      const info = withLine(first, () => resolveArrayHeader(parseArrayHeaderLine(first.content), this.strict));
      if (info) {
        reader.read();
        const value = this.arrayFromHeader(info.header, info.inlineValues, 0, first, 1);
        this.assertFullyConsumed();
        return value;
      }
    }
    reader.read();
    const following = reader.peek();
    if (following === undefined && !isKeyValueContent(first.content)) return withLine(first, () => parsePrimitiveToken(first.content));
    if (!isKeyValueContent(first.content) && following?.depth === 0) {
      throw problemAt(
        'a document with more than one line must start with a key: value line or an array header',
        'un documento de más de una línea debe empezar con una línea clave: valor o con un encabezado de array',
        first,
      );
    }
    const root: DataObject = new Map();
    const seen = this.strict ? new Set<string>() : undefined;
    this.keyValue(first, 0, seen, root, 1);
    for (let line = reader.peek(); line; line = reader.peek()) {
      if (line.depth !== 0) throw overIndented(line, 0);
      reader.read();
      this.keyValue(line, 0, seen, root, 1);
    }
    return root;
  }

  private assertFullyConsumed(): void {
    const line = this.reader.peek();
    if (line) throw problemAt('unexpected content after the document root', 'contenido inesperado después de la raíz del documento', line);
  }

  /** One `key: ...` line (and what it opens) into `target`, an object at nesting `level`. */
  private keyValue(line: Line, baseDepth: number, seen: Set<string> | undefined, target: DataObject, level: number): void {
    const content = line.content;
    const info = withLine(line, () => resolveArrayHeader(parseArrayHeaderLine(content), this.strict));
    if (info) {
      if (info.header.key === undefined) {
        throw info.header.keyed
          ? problemAt(
              'a keyed header without a key is only valid at the document root',
              'un encabezado con claves pero sin clave solo es válido en la raíz del documento',
              line,
            )
          : problemAt(
              'an array header without a key is only valid at the document root or as a list item',
              'un encabezado de array sin clave solo es válido en la raíz del documento o como elemento de una lista',
              line,
            );
      }
      assertNoDuplicateKey(info.header.key, line, seen);
      target.set(info.header.key, this.arrayFromHeader(info.header, info.inlineValues, baseDepth, line, level + 1));
      return;
    }
    const { key, end } = withLine(line, () => parseKeyToken(content, 0));
    const rest = trimSpaces(content.slice(end));
    assertNoDuplicateKey(key, line, seen);
    let value: DataValue;
    if (!rest) {
      checkLevel(level + 1, line);
      const next = this.reader.peek();
      if (next && next.depth > baseDepth) {
        assertNoDepthJump(next, baseDepth, this.strict);
        value = this.objectFields(baseDepth + 1, level + 1);
      } else value = new Map();
    } else if (rest === '[]') {
      checkLevel(level + 1, line);
      value = [];
    } else value = withLine(line, () => parsePrimitiveToken(rest));
    target.set(key, value);
  }

  private objectFields(baseDepth: number, level: number): DataObject {
    const reader = this.reader;
    const object: DataObject = new Map();
    const seen = this.strict ? new Set<string>() : undefined;
    let depth: number | undefined;
    for (let line = reader.peek(); line && line.depth >= baseDepth; line = reader.peek()) {
      depth ??= line.depth;
      if (line.depth !== depth) throw overIndented(line, depth);
      reader.read();
      this.keyValue(line, depth, seen, object, level);
    }
    return object;
  }

  private contentDepth(baseDepth: number): number {
    const first = this.reader.peek();
    if (!first || first.depth <= baseDepth + 1) return baseDepth + 1;
    assertNoDepthJump(first, baseDepth, this.strict);
    return first.depth;
  }

  /** The array (or keyed object) a header opens, at nesting `level`. */
  private arrayFromHeader(header: Header, inlineValues: string | undefined, baseDepth: number, headerLine: Line, level: number): DataValue {
    checkLevel(level, headerLine);
    if (header.keyed) return this.keyedObject(header, baseDepth, headerLine, level);
    if (inlineValues) {
      const values = withLine(headerLine, () => parseDelimitedValues(inlineValues, header.delimiter).map(parsePrimitiveToken));
      if (this.strict) assertCount(values.length, header.length, INLINE_VALUES, headerLine);
      return values;
    }
    if (header.fields && header.fields.fields.length > 0) return this.tabularArray(header, header.fields, baseDepth, headerLine, level);
    return this.listArray(header, baseDepth, headerLine, level);
  }

  /** One row's cells as an object shaped by the field list (a hot path: no closures, no intermediate arrays). */
  private rowObject(list: FieldList, cells: string[], line: Line, level: number): DataObject {
    const reader = this.reader;
    reader.rowValues += 1 + list.groups + list.leaves;
    if (reader.rowValues > MAX_TOON_ROW_VALUES) {
      throw problemAt(
        `the rows expand to more than ${MAX_TOON_ROW_VALUES} values; split the document`,
        `las filas se expanden a más de ${MAX_TOON_ROW_VALUES} valores; divide el documento`,
        line,
      );
    }
    checkLevel(level + list.depth, line);
    try {
      if (list.groups === 0) {
        const object: DataObject = new Map();
        const fields = list.fields;
        for (let i = 0; i < fields.length; i++) object.set(fields[i]!.name, parsePrimitiveToken(cells[i]!));
        return object;
      }
      return buildRow(list.fields, cells, { next: 0 });
    } catch (error) {
      if (error instanceof ToonProblem && error.line === undefined) error.line = line.lineNumber;
      throw error;
    }
  }

  private keyedObject(header: Header, baseDepth: number, headerLine: Line, level: number): DataObject {
    const reader = this.reader;
    const list = header.fields!;
    const entryDepth = this.contentDepth(baseDepth);
    const seen = this.strict ? new Set<string>() : undefined;
    const object: DataObject = new Map();
    let count = 0;
    let startLine: number | undefined;
    let endLine: number | undefined;
    let lastLine = headerLine;
    for (let line = reader.peek(); line && line.depth > baseDepth; line = reader.peek()) {
      if (line.depth !== entryDepth) throw overIndented(line, entryDepth);
      if (findUnquotedChar(line.content, ':') === -1) {
        throw problemAt(
          'expected an entry row (key: cells) inside the keyed tabular object',
          'se esperaba una fila de entrada (clave: celdas) dentro del objeto tabular con claves',
          line,
        );
      }
      reader.read();
      startLine ??= line.lineNumber;
      endLine = line.lineNumber;
      lastLine = line;
      const entry = line;
      const { key, end } = withLine(entry, () => parseKeyToken(entry.content, 0));
      assertNoDuplicateKey(key, entry, seen);
      const cellsContent = trimSpaces(entry.content.slice(end));
      const cells = cellsContent === '' ? [] : parseDelimitedValues(cellsContent, header.delimiter);
      assertCount(cells.length, list.leaves, ENTRY_CELLS, entry);
      object.set(key, this.rowObject(list, cells, entry, level + 1));
      count++;
    }
    if (this.strict) {
      assertCount(count, header.length, KEYED_ENTRIES, lastLine);
      assertNoBlankLines(reader, startLine, endLine, 'keyed tabular object');
    }
    return object;
  }

  private tabularArray(header: Header, list: FieldList, baseDepth: number, headerLine: Line, level: number): DataValue[] {
    const reader = this.reader;
    const rowDepth = this.contentDepth(baseDepth);
    const rows: DataValue[] = [];
    let startLine: number | undefined;
    let endLine: number | undefined;
    let lastLine = headerLine;
    while (!this.strict || rows.length < header.length) {
      const line = reader.peek();
      if (!line || line.depth <= baseDepth) break;
      if (line.depth !== rowDepth) throw overIndented(line, rowDepth);
      if (!isDataRow(line.content, header.delimiter)) break;
      startLine ??= line.lineNumber;
      endLine = line.lineNumber;
      lastLine = line;
      reader.read();
      const cells = parseDelimitedValues(line.content, header.delimiter);
      assertCount(cells.length, list.leaves, ROW_VALUES, line);
      rows.push(this.rowObject(list, cells, line, level + 1));
    }
    if (this.strict) {
      assertCount(rows.length, header.length, TABULAR_ROWS, lastLine);
      assertNoBlankLines(reader, startLine, endLine, 'tabular array');
      const next = reader.peek();
      if (next?.depth === rowDepth && !next.content.startsWith('- ') && isDataRow(next.content, header.delimiter)) {
        const extra = 1 + reader.countAhead(rowDepth, (line) => !line.content.startsWith('- ') && isDataRow(line.content, header.delimiter));
        throw countProblem(header.length, header.length + extra, TABULAR_ROWS, next);
      }
    }
    return rows;
  }

  private listArray(header: Header, baseDepth: number, headerLine: Line, level: number): DataValue[] {
    const reader = this.reader;
    const itemDepth = this.contentDepth(baseDepth);
    const items: DataValue[] = [];
    let startLine: number | undefined;
    let endLine: number | undefined;
    let lastLine = headerLine;
    while (!this.strict || items.length < header.length) {
      const line = reader.peek();
      if (!line || line.depth <= baseDepth) break;
      if (line.depth !== itemDepth) throw overIndented(line, itemDepth);
      if (!(line.content.startsWith('- ') || line.content === '-')) break;
      startLine ??= line.lineNumber;
      items.push(this.listItem(itemDepth, level + 1));
      const consumed = reader.lastLine!;
      endLine = consumed.lineNumber;
      lastLine = consumed;
    }
    if (this.strict) {
      assertCount(items.length, header.length, LIST_ITEMS, lastLine);
      assertNoBlankLines(reader, startLine, endLine, 'list array');
      const next = reader.peek();
      if (next?.depth === itemDepth && next.content.startsWith('- ')) {
        const extra = 1 + reader.countAhead(itemDepth, (line) => line.content.startsWith('- '));
        throw countProblem(header.length, header.length + extra, LIST_ITEMS, next);
      }
    }
    return items;
  }

  /** One `- ...` item; containers it makes are at nesting `level`. */
  private listItem(baseDepth: number, level: number): DataValue {
    const reader = this.reader;
    const line = reader.read()!;
    if (line.content === '-') {
      checkLevel(level, line);
      return new Map();
    }
    if (!line.content.startsWith('- ')) {
      throw problemAt('expected a list item starting with "- "', 'se esperaba un elemento de lista que empiece por "- "', line);
    }
    const afterHyphen = line.content.slice(2).replace(/^ +/, '');
    const trimmed = trimSpaces(afterHyphen);
    if (!trimmed || trimmed === '[]') {
      checkLevel(level, line);
      return trimmed ? [] : new Map();
    }
    const itemLine: Line = { ...line, content: afterHyphen };
    const info = withLine(itemLine, () => resolveArrayHeader(parseArrayHeaderLine(afterHyphen), this.strict));
    if (info && isArrayHeaderContent(afterHyphen)) {
      if (info.header.keyed) {
        throw problemAt(
          'a keyed header without a key is only valid at the document root',
          'un encabezado con claves pero sin clave solo es válido en la raíz del documento',
          itemLine,
        );
      }
      if (info.header.fields !== undefined) {
        throw problemAt(
          'a header with a field list but no key is only valid at the document root',
          'un encabezado con lista de campos pero sin clave solo es válido en la raíz del documento',
          itemLine,
        );
      }
      return this.arrayFromHeader(info.header, info.inlineValues, baseDepth, itemLine, level);
    }
    if (info && info.header.key !== undefined && info.header.fields !== undefined) {
      checkLevel(level, line);
      const object: DataObject = new Map();
      const seen = this.strict ? new Set<string>([info.header.key]) : undefined;
      object.set(info.header.key, this.arrayFromHeader(info.header, info.inlineValues, baseDepth + 1, itemLine, level + 1));
      this.siblingFields(baseDepth + 1, seen, object, level);
      return object;
    }
    if (isKeyValueContent(afterHyphen)) {
      checkLevel(level, line);
      const object: DataObject = new Map();
      const seen = this.strict ? new Set<string>() : undefined;
      this.keyValue(itemLine, baseDepth + 1, seen, object, level);
      this.siblingFields(baseDepth + 1, seen, object, level);
      return object;
    }
    return withLine(itemLine, () => parsePrimitiveToken(afterHyphen));
  }

  private siblingFields(depth: number, seen: Set<string> | undefined, object: DataObject, level: number): void {
    const reader = this.reader;
    for (let line = reader.peek(); line && line.depth >= depth; line = reader.peek()) {
      if (line.depth !== depth) throw overIndented(line, depth);
      reader.read();
      this.keyValue(line, depth, seen, object, level);
    }
  }
}


/** TOON text → data; throws ToonProblem (with the line number when known) for anything invalid. */
export function decodeToon(text: string, indentSize: number, strict: boolean): DataValue {
  return new Decoder(new Reader(text.split('\n'), indentSize, strict)).document();
}
