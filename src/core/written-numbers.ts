/**
 * JSON numbers written with more digits than a double keeps. JSON.parse reads `1.0049999999999999` as the same double
 * as `1.005`; an operation that works in exact decimals (currency-convert's amount) asks for the text as written.
 * Found only when a request holds such a number (a token of more than 15 significant digits), so the usual request
 * pays one cheap check during the scan it already makes.
 */

/** The double a number was read as → its text as written, for the numbers whose text the double does not give back. */
export type WrittenNumbers = ReadonlyMap<number, string>;

/** Any decimal of at most 15 significant digits survives a trip through a double (IEEE 754 binary64: DBL_DIG = 15). */
export const EXACT_DIGITS = 15;

/** Digits, sign, point and exponent: the characters of a JSON number token. */
const NUMBER_TOKEN = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Every number token of a JSON text (strings skipped) whose double does not give its digits back, by that double
 * (see writtenNumbersAmong).
 */
export function writtenNumbersIn(json: string): Map<number, string> {
  const tokens: string[] = [];
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x22) {
      i = endOfString(json, i + 1);
      continue;
    }
    if (c !== 0x2d && (c < 0x30 || c > 0x39)) continue;
    NUMBER_TOKEN.lastIndex = i;
    const token = NUMBER_TOKEN.exec(json)?.[0];
    if (!token) continue;
    i += token.length - 1;
    tokens.push(token);
  }
  return writtenNumbersAmong(tokens);
}

/**
 * Of number texts (JSON tokens, or numbers typed in a form: `+1.5`, `.5`, `2.` too), those whose double does not give
 * their digits back, by that double. A double written two different ways (`1.005` and `1.0049999999999999`) is left
 * out: which one an operation was given cannot be told, so it gets the shortest form, as without this map.
 */
export function writtenNumbersAmong(texts: Iterable<string>): Map<number, string> {
  const found = new Map<number, string>();
  const plain = new Set<number>();
  for (const text of texts) {
    const token = asJsonNumber(text);
    const value = Number(token);
    if (sameDecimal(token, String(value))) plain.add(value);
    else {
      const earlier = found.get(value);
      found.set(value, earlier === undefined || (earlier !== '' && sameDecimal(earlier, token)) ? token : '');
    }
  }
  for (const [value, text] of found) if (text === '' || plain.has(value)) found.delete(value);
  return found;
}

/** How a context answers `writtenNumber`: the text as written, or undefined when the double says it all. */
export function writtenNumberOf(numbers: WrittenNumbers | undefined): ((value: number) => string | undefined) | undefined {
  return numbers && numbers.size > 0 ? (value) => numbers.get(value) : undefined;
}

/** A typed number in JSON's spelling, as operations read it: `+1.5` → `1.5`, `.5` → `0.5`, `2.` → `2`. */
function asJsonNumber(text: string): string {
  return text.replace(/^\+/, '').replace(/^(-?)\./, '$10.').replace(/\.(?=[eE]|$)/, '');
}

function endOfString(json: string, from: number): number {
  for (let at = from; at < json.length; at++) {
    const c = json.charCodeAt(at);
    if (c === 0x5c) at++;
    else if (c === 0x22) return at;
  }
  return json.length;
}

/** Whether two number texts are the same decimal: `1e5` and `100000`, `1.50` and `1.5`. */
function sameDecimal(a: string, b: string): boolean {
  const x = normalize(a);
  const y = normalize(b);
  return x.negative === y.negative && x.digits === y.digits && x.exponent === y.exponent;
}

/** Sign, significant digits without leading or trailing zeros, and the exponent of the last of them. */
function normalize(text: string): { negative: boolean; digits: string; exponent: number } {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) return { negative: false, digits: text, exponent: 0 };
  let digits = m[2]! + (m[3] ?? '');
  let exponent = Number(m[4] ?? 0) - (m[3]?.length ?? 0);
  digits = digits.replace(/^0+/, '');
  const trimmed = digits.replace(/0+$/, '');
  exponent += digits.length - trimmed.length;
  return trimmed === '' ? { negative: false, digits: '0', exponent: 0 } : { negative: m[1] === '-', digits: trimmed, exponent };
}
