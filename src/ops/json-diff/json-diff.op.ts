import { defineOperation } from '../../core/operation.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { MAX_DEPTH } from '../../formats/json.js';
import { MAX_LISTED_CHANGES } from './diff-documents.js';
import { DP_CELLS, MAX_EDITS } from './align.js';
import page from './json-diff.page.js';
import run from './json-diff.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'JSON diff',
  summary: 'Compares two JSON documents: what was added, removed, changed or moved, each with its JSON Pointer path, and an RFC 6902 patch that turns one into the other.',
  agentDescription:
    'Compares two JSON documents: each change (added, removed, changed, moved) with its JSON Pointer, counts, and an RFC 6902 patch (move ops included) turning before into after. arrayKey matches array objects by a member.',
  description:
    'Both documents are read as JSON (text, kept exactly as written, or JSON values), and compared structurally. ' +
    'Equality: numbers are equal when their values are, exactly to every digit, so 1, 1.0 and 1e0 are the same number (as RFC 6902 ' +
    'test says) and a number only rewritten is no change; strings by their characters; objects by their members, whatever the key ' +
    'order (a reordered object is no change). Objects are compared member by member: a member only in before is removed, only in ' +
    'after added, in both with different values compared inside (two objects, two arrays) or changed (anything else). ' +
    'Arrays are aligned by their items: without arrayKey an item is identified by its whole value, and the longest run of items in ' +
    'the same order on both sides stays; with arrayKey (say "id"), an object item that has that member is identified by its value, ' +
    'so the same record is found wherever it went and compared inside (other items are still identified by their value); arrayKey ' +
    'applies to arrays at every depth. An item found on both sides but out of that order is moved (one move operation); items left ' +
    'between two aligned ones are paired in order and compared inside (an item changed in place); the rest are removed or added. ' +
    `Alignment is exact (a longest common subsequence) for up to ${DP_CELLS.toLocaleString('en-US')} item pairs, for any size when ` +
    `no identity repeats, and when at most ${MAX_EDITS} insertions and deletions separate the arrays; past that (long arrays with ` +
    'many repeated values and many changes) it anchors on the items that occur once and may report more changes than needed — the ' +
    'patch is still exact. ' +
    'Each change has a JSON Pointer (RFC 6901, ~0 for ~ and ~1 for /): where the value is in after, or, for a removed one, where ' +
    'it was in before; a moved item also says where it was (from). Old and new values are given as JSON text, numbers as written. ' +
    `Changes are listed in the order the patch makes them, at most the first ${MAX_LISTED_CHANGES.toLocaleString('en-US')} ` +
    '(the counts cover all). The patch is an RFC 6902 array as JSON text, one operation a line: for each array its removals (from ' +
    'the last), then its moves, then its additions, then the changes inside its items; each path is valid in the document as the ' +
    'operations before it leave it, so any RFC 6902 implementation (json-patch here) turns before into after; members it adds come ' +
    'last in their object. A different root type is one replace of "" (the whole document). ' +
    `Limits: nesting at most ${MAX_DEPTH.toLocaleString('en-US')} levels; an answer of at most ${MAX_RESPONSE_TEXT}, counted as ` +
    'it is built (the patch repeats each path and new value): past it, a 400.',
  category: 'data',
  es: {
    title: 'Diferencias entre JSON',
    summary: 'Compara dos documentos JSON: qué se añadió, eliminó, modificó o movió, cada cambio con su ruta JSON Pointer, y un parche RFC 6902 que convierte uno en otro.',
  },
  examples: [
    {
      // 1.50 and 1.5 are the same number: no change. The tag "sale" is added at the end of tags.
      title: 'Members and array items changed',
      input: {
        before: '{"name":"Widget","price":1.50,"stock":3,"tags":["new"]}',
        after: '{"name":"Widget","price":1.5,"stock":0,"tags":["new","sale"],"color":"red"}',
      },
      output: {
        equal: false,
        added: 2,
        removed: 0,
        changed: 1,
        moved: 0,
        changes: [
          { kind: 'added', path: '/color', from: null, before: null, after: '"red"' },
          { kind: 'changed', path: '/stock', from: null, before: '3', after: '0' },
          { kind: 'added', path: '/tags/1', from: null, before: null, after: '"sale"' },
        ],
        patch:
          '[\n  {"op":"add","path":"/color","value":"red"},\n  {"op":"replace","path":"/stock","value":0},\n  {"op":"add","path":"/tags/1","value":"sale"}\n]',
      },
    },
    {
      // RFC 6902 Appendix A.7: "grass" moves from index 1 to the end.
      title: 'An array item moved (RFC 6902 A.7)',
      input: { before: '{"foo":["all","grass","cows","eat"]}', after: '{"foo":["all","cows","eat","grass"]}' },
      output: {
        equal: false,
        added: 0,
        removed: 0,
        changed: 0,
        moved: 1,
        changes: [{ kind: 'moved', path: '/foo/3', from: '/foo/1', before: null, after: null }],
        patch: '[\n  {"op":"move","from":"/foo/1","path":"/foo/3"}\n]',
      },
    },
    {
      // Matched by id: record 2 is gone, record 1 moved after 3 and was renamed, record 4 is new.
      title: 'Records matched by id',
      input: {
        before: '[{"id":1,"name":"Ann"},{"id":2,"name":"Bob"},{"id":3,"name":"Cy"}]',
        after: '[{"id":3,"name":"Cy"},{"id":1,"name":"Anne"},{"id":4,"name":"Di"}]',
        arrayKey: 'id',
      },
      output: {
        equal: false,
        added: 1,
        removed: 1,
        changed: 1,
        moved: 1,
        changes: [
          { kind: 'removed', path: '/1', from: null, before: '{"id":2,"name":"Bob"}', after: null },
          { kind: 'moved', path: '/1', from: '/0', before: null, after: null },
          { kind: 'added', path: '/2', from: null, before: null, after: '{"id":4,"name":"Di"}' },
          { kind: 'changed', path: '/1/name', from: null, before: '"Ann"', after: '"Anne"' },
        ],
        patch:
          '[\n  {"op":"remove","path":"/1"},\n  {"op":"move","from":"/0","path":"/1"},\n  {"op":"add","path":"/2","value":{"id":4,"name":"Di"}},\n  {"op":"replace","path":"/1/name","value":"Anne"}\n]',
      },
    },
  ],
  // Measured against ~1 MB of other shapes: 11,000 records by id reversed and changed, the same without a key, 400
  // arrays aligned by the exact table, many deep paths. The costliest: 240,000 small numbers repeating (so no item is
  // unique and patience finds no anchor), changed at two places far apart: Myers' search over the long middle.
  worstCase: () => {
    const before = Array.from({ length: 240_000 }, (_, i) => i % 10);
    const after = before.map((v, i) => (i === 5 || i === 239_990 ? 99 : v));
    return { before: JSON.stringify(before), after: JSON.stringify(after) };
  },
});
