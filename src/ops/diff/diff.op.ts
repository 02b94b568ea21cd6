import { defineOperation } from '../../core/operation.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { CONTEXT_LINES, MAX_LINES } from './diff.js';
import page from './diff.page.js';
import run from './diff.run.js';
import { diffWorstCase } from './samples.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Line diff',
  summary: 'Compares two texts line by line and lists every line as unchanged, removed or added, with a unified diff.',
  agentDescription:
    'Compares two texts line by line as GNU diff does and lists each line as unchanged, removed or added, with the diff -u text. Line endings (CRLF or LF) and a final line break never count as differences; ignoreCase and ignoreWhitespace loosen the comparison.',
  description:
    'Both texts are split into lines at \\n, \\r\\n or \\r; the line break is not part of the line, so a CRLF text and the same text with LF ' +
    'line endings are equal. A line break ends a line rather than starting a new one: a final line break is optional and its ' +
    'presence or absence is never reported as a difference (there is no "\\ No newline at end of file" line), and the empty text has no lines. ' +
    'The lines are matched as GNU diffutils 3.8 matches them (diff without --minimal), re-implemented from its description: ' +
    "Myers' O(ND) algorithm, which finds a longest common subsequence of the two lists of lines, so as few removed and added " +
    "lines as possible, plus GNU's heuristics, which change the result and are followed exactly: lines that occur nowhere in " +
    'the other text are set aside first, and so are lines that occur there very often (a brace, a blank line) when they sit among ' +
    'those; a search that grows too costly splits at the furthest point it reached; and a change that could sit in several places ' +
    'is slid over identical lines to merge with its neighbours, or else down, or back up to face a change in the other text. ' +
    'Within a change the removed lines come before the added ones, and minimal is false when a heuristic was used, as then more ' +
    'lines may be listed than needed (rare outside large rewrites). ignoreWhitespace compares lines with all whitespace ' +
    'removed, Unicode spaces included (like diff -w: "a b", "ab" and " a  b\\t" are equal, but a blank line still counts as a line); ignoreCase compares ' +
    'lines after locale-independent Unicode case mapping to upper case and back to lower case, which also equates ß, SS and ss ' +
    '(like diff -i, which only folds ASCII letters). ' +
    "An unchanged line always shows the original text's version. unified is the same diff in the format of diff -u, byte for byte " +
    'what `diff -u --label original --label changed` (with -i and -w for the options) prints for the two texts with LF line breaks ' +
    `and a final one, as checked against GNU diff on thousands of random texts: --- original and +++ changed, then @@ hunks with ${CONTEXT_LINES} lines of context, joined when at most ` +
    `${2 * CONTEXT_LINES} unchanged lines separate two changes, every line ending in \\n; it is empty when nothing changed. ` +
    `Each text may have at most ${MAX_LINES.toLocaleString('en-US')} lines, and the response at most ${MAX_RESPONSE_TEXT}: every line is ` +
    'listed with its numbers, and every changed one again in unified, so two texts of many short lines that differ throughout can ' +
    'pass it; that is refused with its size before the answer is built. The search is capped at a fixed amount of work, counted in steps ' +
    'rather than time so the same texts always give the same answer (a few tenths of a second at most): only texts that reach the cap, ' +
    'thousands of lines long and differing in thousands of lines that still occur in both (such as the same lines in another order), ' +
    'can get a different diff from GNU diff, still correct but with more removed and added lines, and minimal is false.',
  category: 'data',
  es: { title: 'Diferencias línea a línea', summary: 'Compara dos textos línea a línea y marca cada línea como sin cambios, eliminada o añadida, junto con un diff unificado.' },
  examples: [
    {
      title: 'A changed configuration line and an added one',
      input: {
        original: 'host = localhost\nport = 8080\ndebug = true\n',
        changed: 'host = localhost\nport = 9090\ndebug = true\nlog = info\n',
      },
      output: {
        lines: [
          { kind: 'equal', text: 'host = localhost', originalLine: 1, changedLine: 1 },
          { kind: 'removed', text: 'port = 8080', originalLine: 2, changedLine: null },
          { kind: 'added', text: 'port = 9090', originalLine: null, changedLine: 2 },
          { kind: 'equal', text: 'debug = true', originalLine: 3, changedLine: 3 },
          { kind: 'added', text: 'log = info', originalLine: null, changedLine: 4 },
        ],
        added: 2,
        removed: 1,
        unchanged: 2,
        minimal: true,
        unified: '--- original\n+++ changed\n@@ -1,3 +1,4 @@\n host = localhost\n-port = 8080\n+port = 9090\n debug = true\n+log = info\n',
      },
    },
    {
      title: 'Ignoring case and whitespace',
      input: {
        original: 'SELECT id, name\nFROM users\nWHERE active = 1',
        changed: 'select id,name\n  from users\nwhere active = 0',
        ignoreCase: true,
        ignoreWhitespace: true,
      },
      output: {
        lines: [
          { kind: 'equal', text: 'SELECT id, name', originalLine: 1, changedLine: 1 },
          { kind: 'equal', text: 'FROM users', originalLine: 2, changedLine: 2 },
          { kind: 'removed', text: 'WHERE active = 1', originalLine: 3, changedLine: null },
          { kind: 'added', text: 'where active = 0', originalLine: null, changedLine: 3 },
        ],
        added: 1,
        removed: 1,
        unchanged: 2,
        minimal: true,
        unified: '--- original\n+++ changed\n@@ -1,3 +1,3 @@\n SELECT id, name\n FROM users\n-WHERE active = 1\n+where active = 0\n',
      },
    },
    {
      title: 'Windows line endings against Unix ones',
      input: { original: 'apples\r\npears\r\nplums\r\n', changed: 'apples\nplums\ncherries' },
      output: {
        lines: [
          { kind: 'equal', text: 'apples', originalLine: 1, changedLine: 1 },
          { kind: 'removed', text: 'pears', originalLine: 2, changedLine: null },
          { kind: 'equal', text: 'plums', originalLine: 3, changedLine: 2 },
          { kind: 'added', text: 'cherries', originalLine: null, changedLine: 3 },
        ],
        added: 1,
        removed: 1,
        unchanged: 2,
        minimal: true,
        unified: '--- original\n+++ changed\n@@ -1,3 +1,3 @@\n apples\n-pears\n plums\n+cherries\n',
      },
    },
  ],
  // Both texts at the line cap, every line in both but in unrelated orders: the search runs to its work cap.
  worstCase: diffWorstCase,
});
