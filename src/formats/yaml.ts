import { Document, isCollection, isScalar, parseAllDocuments, visit, YAMLParseError, type ScalarTag, type Tags } from 'yaml';
import { InputError } from '../core/errors.js';
import { isLosslessNumber, LosslessNumber, MAX_DEPTH, type DataValue } from './json.js';
import { describePosition } from './text-position.js';

/** Aliases one document may expand; a "billion laughs" document passes it within milliseconds and is refused. */
const MAX_ALIAS_COUNT = 100;

const INT_TAG = 'tag:yaml.org,2002:int';
const FLOAT_TAG = 'tag:yaml.org,2002:float';
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * The YAML 1.2 core schema, except that numbers resolve to LosslessNumber: digits already in JSON form are kept
 * exactly as written (12345678901234567890 stays whole); other integer spellings (0x1F, 0o17, +12) are converted
 * exactly through BigInt; other floats (+1.5, .5, 1.) through their double value. .inf and .nan stay JS numbers
 * and are refused when the document is turned into data, since JSON has no form for them.
 */
function losslessNumberTags(tags: Tags): Tags {
  return tags.map((tag) => {
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
}

/** Writes LosslessNumber values as plain numbers with their exact digits. */
const losslessNumberOut: ScalarTag = {
  tag: FLOAT_TAG,
  default: true,
  identify: isLosslessNumber,
  resolve: (source) => new LosslessNumber(source),
  stringify: (item) => (item.value as LosslessNumber).value,
};

function yamlError(error: YAMLParseError, label: string): InputError {
  const position = error.linePos?.[0];
  const where = position ? `line ${position.line}, column ${position.col}` : 'the document';
  const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return new InputError(`${label}: invalid YAML at ${where}: ${what}`);
}

/**
 * Parses YAML (1.2 core schema, the safe one: no custom types or code) into data, numbers lossless, key order kept.
 * Duplicate keys are refused, as is a document whose aliases would expand past MAX_ALIAS_COUNT. A stream of several
 * documents becomes an array of them, in order; `documents` says how many there were.
 */
export function parseYaml(text: string, label = 'yaml'): { value: DataValue; documents: number } {
  assertNestingBound(text, label);
  let docs;
  try {
    docs = parseAllDocuments(text, { customTags: losslessNumberTags, uniqueKeys: true, prettyErrors: true, strict: true, logLevel: 'error' });
  } catch (error) {
    if (error instanceof RangeError) throw new InputError(`${label}: nesting deeper than ${YAML_MAX_DEPTH} levels`);
    throw error;
  }
  const list = Array.isArray(docs) ? docs : [];
  if (list.length === 0) return { value: null, documents: 0 }; // an empty stream reads as null, like an empty document
  const values: DataValue[] = [];
  for (const doc of list) {
    const problem = doc.errors[0];
    if (problem) {
      if (/call stack/i.test(problem.message)) throw new InputError(`${label}: nesting deeper than ${YAML_MAX_DEPTH} levels`);
      throw yamlError(problem, label);
    }
    visit(doc, {
      Pair(_, pair) {
        if (isCollection(pair.key)) {
          const line = pair.key.range ? text.slice(0, pair.key.range[0]).split('\n').length : undefined;
          throw new InputError(`${label}: a mapping key${line ? ` at line ${line}` : ''} is a collection; JSON keys can only be text`);
        }
      },
    });
    let js: unknown;
    try {
      js = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT, mapAsMap: true });
    } catch (error) {
      if (error instanceof RangeError) throw new InputError(`${label}: nesting deeper than ${YAML_MAX_DEPTH} levels`);
      if (error instanceof ReferenceError) throw new InputError(`${label}: aliases expand past ${MAX_ALIAS_COUNT} references (a "billion laughs" document is refused)`);
      throw error;
    }
    values.push(toData(js, label));
  }
  return list.length === 1 ? { value: values[0]!, documents: 1 } : { value: values, documents: list.length };
}

/**
 * Deepest YAML nesting accepted. The yaml parser recurses once per level and, a few thousand levels deep, does not
 * just overflow the stack but kills the process (V8 runs out of memory compiling a regular expression on the
 * exhausted stack), so depth is bounded before the parser runs. 500 leaves the parser a wide margin (it copes
 * with 900 in a bare process).
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
        throw new InputError(`${label}: nesting deeper than ${YAML_MAX_DEPTH} levels (indentation, "- " indicators and [ or {, quoted text included) at ${describePosition(text, Math.min(i, text.length))}`);
      }
      const c = text.charCodeAt(i);
      if (c === 0x5b || c === 0x7b) flow++;
      else if ((c === 0x5d || c === 0x7d) && flow > 0) flow--;
    }
    lineStart = lineEnd + 1;
  }
}

/** The text a scalar mapping key stands for in JSON (1 → "1", true → "true", null → "null"). */
function keyText(key: unknown, label: string): string {
  if (typeof key === 'string') return key;
  if (key === null || typeof key === 'boolean') return String(key);
  if (isLosslessNumber(key)) return key.value;
  throw new InputError(`${label}: a mapping key of type ${typeof key} has no JSON form`);
}

/**
 * The composed document (maps as Maps, so key order survives) as data: checks what JSON can hold, iteratively,
 * so depth costs no call stack.
 */
function toData(root: unknown, label: string): DataValue {
  const convert = (value: unknown): DataValue => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean' || isLosslessNumber(value)) return value;
    if (typeof value === 'number') throw new InputError(`${label}: ${value} (.inf or .nan) has no JSON form`);
    if (Array.isArray(value)) return [...value];
    if (value instanceof Map) return new Map(value);
    throw new InputError(`${label}: a value of type ${typeof value} has no JSON form`);
  };
  const result = convert(root);
  const stack: { container: DataValue; depth: number }[] = [{ container: result, depth: 0 }];
  while (stack.length > 0) {
    const { container, depth } = stack.pop()!;
    if (Array.isArray(container)) {
      if (depth >= MAX_DEPTH) throw new InputError(`${label}: nesting deeper than ${MAX_DEPTH} levels`);
      for (let i = 0; i < container.length; i++) {
        container[i] = convert(container[i]);
        stack.push({ container: container[i]!, depth: depth + 1 });
      }
    } else if (container instanceof Map) {
      if (depth >= MAX_DEPTH) throw new InputError(`${label}: nesting deeper than ${MAX_DEPTH} levels`);
      const entries = [...(container as Map<unknown, unknown>)];
      container.clear();
      for (const [key, item] of entries) {
        const text = keyText(key, label);
        if (container.has(text)) throw new InputError(`${label}: two mapping keys read as the same JSON key '${text}'`);
        const value = convert(item);
        container.set(text, value);
        stack.push({ container: value, depth: depth + 1 });
      }
    }
  }
  return result;
}

/** YAML text for data: numbers with their exact digits, strings quoted wherever they would read as something else. */
export function stringifyYaml(value: DataValue): string {
  const doc = new Document(value, { customTags: [losslessNumberOut], aliasDuplicateObjects: false });
  return doc.toString({ lineWidth: 0 });
}

