import { defineOperation } from '../../core/operation.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { MAX_DEPTH } from '../../formats/json.js';
import { MAX_COPIED_VALUES, MAX_SHIFTED_ITEMS } from './json-patch.js';
import page from './json-patch.page.js';
import run from './json-patch.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'JSON Patch',
  summary: 'Applies an RFC 6902 JSON Patch (add, remove, replace, move, copy, test) to a JSON document, all or nothing, keeping every number as written.',
  agentDescription:
    'Applies an RFC 6902 JSON Patch to a JSON document, strictly and atomically: add, remove, replace, move, copy, test. A failed test or bad path is an error naming the operation. Returns the patched JSON text, numbers as written.',
  description:
    'The patch is applied as RFC 6902 says, operation by operation, to the result of the ones before: add (into an object it ' +
    'sets the member; into an array it inserts before the index, and - appends), remove, replace, move (a remove then an add; ' +
    'moving a value into its own child is refused), copy (a deep copy) and test (numbers compare by value, so 1, 1.0 and 1e0 are ' +
    'equal, exactly to every digit; objects compare whatever their key order; arrays item by item). Paths are JSON Pointers ' +
    '(RFC 6901): "" is the whole document, ~0 stands for ~ and ~1 for /, array indexes are 0, 1, 2… without leading zeros. ' +
    'Members an operation does not use are ignored, as the RFC requires; a missing "op", "path", "from" or "value" is an error ' +
    '(a "value" of null is a value). It is all or nothing: the first operation that cannot be applied — a path that does not ' +
    'exist, an index out of range, a failed test — is a 400 naming its index in the patch (from 0), its op and why, and no ' +
    'document is returned. Removing the whole document (path "") is refused; replace it instead. Objects are held as maps, so ' +
    'a path through "__proto__" or "constructor" reaches an ordinary member and can never touch a prototype. ' +
    'Both the document and the patch may be sent as JSON text (kept exactly as written) or as JSON values. The result is JSON ' +
    "text laid out like json-format's (2 or 4 spaces, tab, or min), every number exactly as written in the document or the " +
    'patch, keys in their order (a member added to an object comes last). The operations are checked against the json-patch-tests ' +
    `conformance suite. Limits: nesting at most ${MAX_DEPTH.toLocaleString('en-US')} levels; insertions and removals before the ` +
    `end of arrays may shift ${MAX_SHIFTED_ITEMS.toLocaleString('en-US')} items in all and copies may copy ` +
    `${MAX_COPIED_VALUES.toLocaleString('en-US')} values in all (past either, a 400 says so); a result of at most ${MAX_RESPONSE_TEXT}.`,
  category: 'data',
  es: {
    title: 'Aplicar un JSON Patch',
    summary: 'Aplica un parche JSON (RFC 6902: añadir, quitar, reemplazar, mover, copiar y comprobar) a un documento JSON, todo o nada, sin alterar ningún número.',
  },
  examples: [
    {
      title: 'Replace, append and remove, numbers kept as written',
      input: {
        json: '{"name":"Widget","price":1.50,"tags":["new"]}',
        patch: '[{"op":"replace","path":"/price","value":2.00},{"op":"add","path":"/tags/-","value":"sale"},{"op":"remove","path":"/name"}]',
      },
      output: { result: '{\n  "price": 2.00,\n  "tags": [\n    "new",\n    "sale"\n  ]\n}', operations: 3 },
    },
    {
      // The test passes: 1.0 and 1 are the same number. The move takes the first item out, then appends it.
      title: 'Test, move and copy',
      input: {
        json: '{"a":{"b":1},"list":[1,2,3]}',
        patch: '[{"op":"test","path":"/a/b","value":1.0},{"op":"move","from":"/list/0","path":"/list/-"},{"op":"copy","from":"/a","path":"/c"}]',
        indent: 'min',
      },
      output: { result: '{"a":{"b":1},"list":[2,3,1],"c":{"b":1}}', operations: 3 },
    },
    {
      // ~1 is /, ~0 is ~ (RFC 6901).
      title: 'Keys holding / and ~',
      input: { json: '{"a/b":1,"m~n":2}', patch: '[{"op":"replace","path":"/a~1b","value":10},{"op":"remove","path":"/m~0n"}]', indent: 'min' },
      output: { result: '{"a/b":10}', operations: 2 },
    },
  ],
  // Measured against ~1 MB of other shapes: array insertions and removals at the front up to the shift limit, 14,000
  // replaces in a long array, a test of a 60,000-item array, 1,000-level paths. The costliest: copies up to the copy
  // limit (a 200,000-item array copied 4 times: 800,004 values, a 4 MB answer).
  worstCase: () => ({
    json: `{"a":[${'0,'.repeat(199_999)}0]}`,
    patch: `[${Array.from({ length: 4 }, (_, i) => `{"op":"copy","from":"/a","path":"/c${i}"}`).join(',')}]`,
    indent: 'min' as const,
  }),
});
