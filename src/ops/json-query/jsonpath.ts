import { JSONPathEnvironment, JSONPathError, JSONPathNode, JSONPathNodeList, JSONPathQuery, type JSONValue } from 'json-p3';
type JSONPathSegment = JSONPathQuery['segments'][number];
import { InputError, elide } from '../../core/errors.js';
import { MAX_DEPTH, type DataObject, type DataValue } from '../../formats/json.js';
import { OutputBudget, toQueryable, type Queryable } from './document.js';

/**
 * JSONPath (RFC 9535) through json-p3, strict: the standard's selectors, filters and its five functions (length,
 * count, match, search, value), nothing else.
 *
 * Objects are iterated in the document's key order (the environment's `entries`, which the wildcard, the filter and
 * the descendant segment all use): RFC 9535 leaves member order to the implementation, and the document's order is
 * the one a reader expects. Matched values are written from the lossless model, found again by their location, so a
 * number keeps its digits; filters compare numbers as doubles (the library's plain values).
 */
class DocumentOrderEnvironment extends JSONPathEnvironment {
  constructor(private readonly doc: Queryable) {
    // The descendant segment refuses to go deeper than its limit: the document's own nesting limit, plus the root
    // and the scalar inside the deepest container.
    super({ maxRecursionDepth: MAX_DEPTH + 2 });
  }

  override entries(obj: { [key: string]: JSONValue }): Array<[string, JSONValue]> {
    const map = this.doc.original.get(obj);
    if (!(map instanceof Map)) return Object.entries(obj);
    return Array.from(map.keys(), (key) => [key, obj[key]!]);
  }
}

export interface QueryResult {
  /** The matched values in the lossless model, in order. */
  values: DataValue[];
  paths: string[];
}

/**
 * Reads `query` (already trimmed; `offset` is where it starts in the text sent) as JSONPath. A query that starts
 * with `.` or `[` is read with `$` before it: `.store.book` and `[0]` can only mean `$.store.book` and `$[0]`.
 */
function compile(env: JSONPathEnvironment, query: string, offset: number): JSONPathQuery {
  const implied = query.startsWith('.') || query.startsWith('[');
  const text = implied ? `$${query}` : query;
  try {
    return env.compile(text);
  } catch (error) {
    if (!(error instanceof JSONPathError)) throw error;
    throw syntaxError(error, query, offset - (implied ? 1 : 0));
  }
}

/** json-p3's message without its "('context':index)" tail; a generic "unexpected token" uses the token's own words. */
function syntaxError(error: JSONPathError, query: string, shift: number): InputError {
  let what = error.message.replace(/ \('[^]*':-?\d+\)$/, '');
  if (/^unexpected token 'TOKEN_ERROR'$/.test(what) && error.token.value) what = error.token.value;
  const position = Math.max(0, error.token.index + shift) + 1;
  if (query.length > 0 && !query.startsWith('$') && !query.startsWith('.') && !query.startsWith('[') && error.token.index === 0) {
    return new InputError(
      `query: invalid JSONPath at position 1: a query starts with $ (the document), e.g. $.${elide(query, 30)}; ` +
        "for a JSONata expression, choose the language jsonata",
      `query: JSONPath no válido en la posición 1: una consulta empieza por $ (el documento), p. ej. $.${elide(query, 30)}; ` +
        "para una expresión JSONata, elige el lenguaje jsonata",
    );
  }
  return new InputError(
    `query: invalid JSONPath at position ${position}: ${what}`,
    `query: JSONPath no válido en la posición ${position}: ${what} (mensaje de json-p3)`,
  );
}

/**
 * A node's location as a linked list, so that a child's costs one step rather than a copy of its parent's: the
 * library's selectors make a child's location with `location.concat(step)`, which on an array copies the whole path
 * (O(depth) for every node visited, 1,000 times over on a deeply nested document). A location also finds, once, its
 * normalized path and its value in the lossless document, each from its parent's: a match costs the length of its
 * last step, not of its whole path.
 */
class Location {
  private pathText: string | undefined;
  private found: DataValue | undefined;

  constructor(
    readonly parent: Location | undefined,
    readonly step: string | number,
    root?: DataValue,
  ) {
    if (parent === undefined) {
      this.pathText = '$';
      this.found = root;
    }
  }

  concat(step: string | number): Location {
    return new Location(this, step);
  }

  path(): string {
    return (this.pathText ??= this.parent!.path() + pathStep(this.step));
  }

  value(): DataValue {
    if (this.found === undefined) {
      const container = this.parent!.value();
      this.found = typeof this.step === 'number' ? (container as DataValue[])[this.step]! : (container as DataObject).get(this.step)!;
    }
    return this.found;
  }
}

/** A node's location, as the library's typings name it; really a Location. */
type NodeLocation = JSONPathNode['location'];

/**
 * The descendant segment (`..`), visiting the document in the same order as the library (a node, then its children
 * in order, RFC 9535 §2.5.2.2) with an explicit stack. The library's own visit is a recursive generator: each node
 * at depth d passes through d nested generators, O(depth) per node, and a 1,000-level document overflows the stack.
 */
function* descendants(segment: JSONPathSegment, env: JSONPathEnvironment, nodes: Iterable<JSONPathNode>): Generator<JSONPathNode> {
  // `..*` selects exactly the children the visit makes: they are given as they are made, not made twice.
  const wildcard = segment.selectors.length === 1 && segment.selectors[0]!.toString() === '*';
  for (const start of nodes) {
    const stack: JSONPathNode[] = [start];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (!wildcard) for (const selector of segment.selectors) yield* selector.resolve(node);
      const value = node.value;
      const location = node.location as unknown as Location;
      let children: JSONPathNode[] | undefined;
      if (Array.isArray(value)) {
        children = value.map((item, i) => new JSONPathNode(item, location.concat(i) as unknown as NodeLocation, node.root));
      } else if (value !== null && typeof value === 'object') {
        children = env.entries(value as { [key: string]: JSONValue }).map(([key, item]) => new JSONPathNode(item, location.concat(key) as unknown as NodeLocation, node.root));
      }
      if (children === undefined) continue;
      if (wildcard) yield* children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
}

/** The nodes `compiled` selects in `root`, one segment after another, lazily. */
function select(compiled: JSONPathQuery, env: JSONPathEnvironment, root: JSONValue, data: DataValue): Iterable<JSONPathNode> {
  let nodes: Iterable<JSONPathNode> = [new JSONPathNode(root, new Location(undefined, '', data) as unknown as NodeLocation, root)];
  for (const segment of compiled.segments) {
    // A descendant segment writes itself `..[…]`, a child segment `[…]` (the class names do not survive minifying).
    nodes = segment.toString().startsWith('..') ? descendants(segment, env, nodes) : segment.lazyResolve(nodes);
  }
  return nodes;
}

/** Names that need no escape in a normalized path: no quote, backslash, control character or surrogate half. */
const PLAIN_NAME = /^[^'\\\u0000-\u001f\ud800-\udfff]*$/;
/** Quoted names, by name: an object's keys repeat in every item of an array. */
const quotedNames = new Map<string, string>();

/** One step of a normalized path: [3] or ['name']. */
function pathStep(step: string | number): string {
  if (typeof step === 'number') return `[${step}]`;
  let quoted = quotedNames.get(step);
  if (quoted === undefined) {
    quoted = PLAIN_NAME.test(step) ? `['${step}']` : `['${JSON.stringify(step).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}']`;
    if (quotedNames.size > 10_000) quotedNames.clear();
    quotedNames.set(step, quoted);
  }
  return quoted;
}

/** RFC 9535 §2.7: a normalized path, names in single quotes with only ' \\ and control characters escaped. */
export function normalizedPath(location: readonly (string | number)[]): string {
  return location.reduce<string>((path, step) => path + pathStep(step), '$');
}

/**
 * Gives every query nested in a filter (`?@..price`, `?count($..*) > 1`) the same evaluation as the outer one, so a
 * descendant segment inside a filter does not walk with the library's recursive visit either: the queries are found
 * in the compiled expression's tree and their two evaluation methods replaced, on those objects only.
 */
function evaluateNestedQueriesHere(compiled: JSONPathQuery, env: JSONPathEnvironment): void {
  const seen = new Set<object>();
  const visit = (item: unknown): void => {
    if (item === null || typeof item !== 'object' || seen.has(item) || item === env) return;
    seen.add(item);
    if (item instanceof JSONPathQuery && item !== compiled) {
      const nested = item;
      Object.assign(nested, {
        lazyQuery: (value: JSONValue) => select(nested, env, value, null)[Symbol.iterator]() as IterableIterator<JSONPathNode>,
        query: (value: JSONValue) => new JSONPathNodeList(Array.from(select(nested, env, value, null))),
      });
    }
    for (const [key, child] of Object.entries(item as Record<string, unknown>)) if (key !== 'token' && key !== 'environment') visit(child);
  };
  visit(compiled.segments);
}

/**
 * Every node `query` selects in `document`, in the order RFC 9535 gives them, with its normalized path. Nodes are
 * taken one at a time from the library's lazy evaluation and measured as they come: a query whose result would pass
 * the response limit is refused as soon as it does, without computing the rest.
 */
export function queryJsonPath(document: DataValue, query: string, offset: number): QueryResult & { budget: OutputBudget } {
  const doc = toQueryable(document, false);
  const env = new DocumentOrderEnvironment(doc);
  const compiled = compile(env, query, offset);
  evaluateNestedQueriesHere(compiled, env);
  const budget = new OutputBudget();
  const values: DataValue[] = [];
  const paths: string[] = [];
  try {
    for (const node of select(compiled, env, doc.root as JSONValue, document)) {
      const location = node.location as unknown as Location;
      const path = location.path();
      const value = location.value();
      budget.add(path.length + 3);
      budget.addValue(value);
      budget.matches++;
      paths.push(path);
      values.push(value);
    }
  } catch (error) {
    // A query inside a filter (@..x) walks its subtree with the library's recursive visit: on a deeply nested
    // document it can reach the library's depth limit or the thread's stack.
    if (error instanceof JSONPathError || error instanceof RangeError) {
      throw new InputError(
        'query: the query nests too deeply for this document (a descendant query inside a filter on deeply nested data); ' +
          'use a simpler filter or a less nested document',
        'query: la consulta anida demasiado para este documento (una consulta descendente dentro de un filtro sobre datos muy anidados); ' +
          'usa un filtro más sencillo o un documento menos anidado',
      );
    }
    throw error;
  }
  return { values, paths, budget };
}
