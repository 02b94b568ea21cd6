import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/seeded-random.js';
import { HANG_GUARD_CPU_MS, cpuMs, cpuNow, fails, ok, runOp, testContext } from '../../../test/support/run-op.js';
import op from './string-escape.op.js';
import { escapeText, unescapeText, type Format } from './string-escape.js';
// Python 3.11's standard library on 80 random strings (random.Random(8259), pieces: ASCII letters and punctuation,
// quotes, backslash, C0 controls, DEL, U+0085, é ü € 東, U+2028/9, U+FEFF, 😀 𝄞): s;
// json = json.dumps(s, ensure_ascii=False)[1:-1]; jsonAscii = json.dumps(s)[1:-1];
// csv / csvAll = csv.writer(f, quoting=QUOTE_MINIMAL / QUOTE_ALL).writerow([s]) without its \r\n ('' for s = '', where
// Python writes "" to tell an empty row apart), each read back by csv.reader to [s];
// xml = html.escape(s, quote=True); py = s.encode('unicode_escape').decode() where s has nothing in U+0080–U+00FF.
import vectors from './python-vectors.json' with { type: 'json' };

interface Vector {
  s: string;
  json: string;
  jsonAscii: string;
  csv: string;
  csvAll: string;
  xml: string;
  py: string | null;
}
const VECTORS = vectors as Vector[];

const esc = (text: string, format: Format, quote = false) => escapeText(text, format, quote).result;
const unesc = (text: string, format: Format, quote = false) => unescapeText(text, format, quote).result;

describe('string-escape', () => {
  it("matches Python's json, csv, html and unicode_escape on random strings", () => {
    expect(VECTORS).toHaveLength(80);
    for (const v of VECTORS) {
      expect(esc(v.s, 'json'), JSON.stringify(v.s)).toBe(v.json);
      expect(esc(v.s, 'json')).toBe(JSON.stringify(v.s).slice(1, -1));
      expect(unesc(v.json, 'json')).toBe(v.s);
      expect(unesc(v.jsonAscii, 'json')).toBe(v.s); // ensure_ascii: every non-ASCII character as \uXXXX
      expect(esc(v.s, 'csv')).toBe(v.csv);
      expect(esc(v.s, 'csv', true)).toBe(v.csvAll);
      expect(unesc(v.csv, 'csv')).toBe(v.s);
      expect(unesc(v.csvAll, 'csv')).toBe(v.s);
      expect(esc(v.s, 'xml')).toBe(v.xml);
      expect(unesc(v.xml, 'xml')).toBe(v.s);
      if (v.py !== null) expect(unesc(v.py, 'backslash'), v.py).toBe(v.s);
      // The unicode format agrees with ensure_ascii wherever JSON would escape nothing else (Python also escapes DEL).
      if (!/["\\\u0000-\u001f\u007f]/.test(v.s)) expect(esc(v.s, 'unicode')).toBe(v.jsonAscii);
    }
  });

  it('writes JavaScript that V8 reads back, in either quote and in strict mode', () => {
    for (const v of VECTORS) {
      const body = esc(v.s, 'javascript');
      expect(runInNewContext(`'use strict'; "${body}"`), body).toBe(v.s);
      expect(runInNewContext(`'use strict'; '${body}'`)).toBe(v.s);
      expect(esc(v.s, 'javascript', true)).toBe(`"${body}"`);
    }
  });

  it('reads JavaScript escapes as V8 does', () => {
    // [body, the quote V8 reads it between] (the body holds no raw copy of that quote).
    const bodies: [string, string][] = [
      ["it\\'s \\\"ok\\\"", '"'],
      ['\\x41\\x7a\\xE9', '"'],
      ['\\u00e9\\u{1F600}\\u{0041}\\u{10FFFF}\\ud83d\\ude00\\u{000000041}', '"'],
      ['\\0 \\b\\f\\n\\r\\t\\v', '"'],
      ['a\\\nb\\\r\nc\\\u2028d', '"'], // line continuations
      ['\\a\\c\\e\\/\\😀\\é', '"'], // any other character escaped stands for itself
      ['raw \u2028 and \u2029', '"'], // allowed since ES2019
      ["raw ' unescaped", '"'],
      ['raw " unescaped', "'"],
    ];
    for (const [body, quote] of bodies) expect(unesc(body, 'javascript'), body).toBe(runInNewContext(`'use strict'; ${quote}${body}${quote}`));
  });

  it.each([
    // sqlite3 (Python 3.11): db.execute('select ' + literal).fetchone()[0].
    ["'It''s'", "It's"],
    ["''", ''],
    ["''''", "'"],
    ["'a''''b'", "a''b"],
    ["'back\\slash'", 'back\\slash'],
    ["'é 😀 東'", 'é 😀 東'],
    ["'two\nlines'", 'two\nlines'],
    ["'quote \"double\"'", 'quote "double"'],
  ])('sql: %j reads as SQLite reads it', (literal, value) => {
    expect(unescapeText(literal, 'sql', true)).toEqual({ result: value, changes: (literal.slice(1, -1).match(/''/g) ?? []).length });
    expect(esc(value, 'sql', true)).toBe(literal);
  });

  it.each([
    // Hand-checked against RFC 8259 §7, ECMA-262 §12.9.4 and C11 §6.4.4.4.
    ['json', 'tab\there "q" \\ /', 'tab\\there \\"q\\" \\\\ /', 4],
    ['json', '\u0000\u001f\u007f\u2028', '\\u0000\\u001f\u007f\u2028', 2],
    ['json', '\ud800x\udfff', '\\ud800x\\udfff', 2],
    ['javascript', "'\"\\\u0000\u0007\u000b\u007f\u0085\u2028\u2029", "\\'\\\"\\\\\\x00\\x07\\v\\x7f\\x85\\u2028\\u2029", 10],
    ['javascript', 'é😀\ud800', 'é😀\\ud800', 1],
    ['unicode', 'Zoë 😀 \\n', 'Zo\\u00eb \\ud83d\\ude00 \\\\n', 3],
    ['unicode', '"\n\t', '"\n\t', 0],
    ['backslash', '\u0007\b\f\n\r\t\u000b\\"\'', '\\a\\b\\f\\n\\r\\t\\v\\\\\\"\\\'', 10],
    ['backslash', '\u0000\u001b\u007fé😀', '\\x00\\x1b\\x7fé😀', 3],
    ['csv', 'plain', 'plain', 0],
    ['csv', ' spaces ', ' spaces ', 0],
    ['csv', 'a\r\nb', '"a\r\nb"', 0],
    ['csv', '', '', 0],
    ['sql', "O'Reilly", "O''Reilly", 1],
    ['xml', `Tom & "Jerry's" <b>`, 'Tom &amp; &quot;Jerry&#x27;s&quot; &lt;b&gt;', 6],
  ] as const)('%s escapes %j as %j', async (format, text, result, changes) => {
    expect(await ok(op, { text, format })).toEqual({ result, changes });
    expect(await ok(op, { text: result, format, direction: 'unescape' })).toEqual({ result: text, changes: format === 'csv' ? 0 : expect.any(Number) });
  });

  it('adds the quotes with quote, and reads them off', async () => {
    expect(await ok(op, { text: 'a"b', format: 'json', quote: true })).toEqual({ result: '"a\\"b"', changes: 1 });
    expect(await ok(op, { text: 'plain', format: 'csv', quote: true })).toEqual({ result: '"plain"', changes: 0 });
    expect(await ok(op, { text: 'x', format: 'xml', quote: true })).toEqual({ result: '"x"', changes: 0 });
    expect(await ok(op, { text: 'é', format: 'unicode', quote: true })).toEqual({ result: '\\u00e9', changes: 1 }); // not a literal: no quotes
    expect(await ok(op, { text: "'it\\'s'", format: 'javascript', direction: 'unescape', quote: true })).toEqual({ result: "it's", changes: 1 });
    expect(await ok(op, { text: '"say \\"hi\\""', format: 'backslash', direction: 'unescape', quote: true })).toEqual({ result: 'say "hi"', changes: 2 });
    expect(await ok(op, { text: "'a &apos; b'", format: 'xml', direction: 'unescape', quote: true })).toEqual({ result: "a ' b", changes: 1 });
    // JSON: a text sent with its quotes is read as a literal without quote too (a raw " cannot be in the contents).
    expect(await ok(op, { text: '"a\\nb"', format: 'json', direction: 'unescape' })).toEqual({ result: 'a\nb', changes: 1 });
    // Without quote, raw quotes are contents in JavaScript and XML.
    expect(await ok(op, { text: `'it's'`, format: 'javascript', direction: 'unescape' })).toEqual({ result: `'it's'`, changes: 0 });
  });

  it('round-trips any string, lone surrogates included where the format can write them', () => {
    const random = seededRandom(2028);
    const units = ['a', ' ', '"', "'", '\\', '\n', '\r', '\u0000', '\u0007', '\u007f', 'é', '😀', '\u2028', ',', '&', '<', '\ud800', '\udc00', 'u', '{', 'x', '0', '%'];
    for (let round = 0; round < 500; round++) {
      const s = Array.from({ length: Math.floor(random() * 20) }, () => units[Math.floor(random() * units.length)]).join('');
      const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
      for (const format of ['json', 'javascript', 'unicode', 'backslash', 'csv', 'sql', 'xml'] as const) {
        if (lone && !['json', 'javascript', 'unicode'].includes(format)) {
          expect(() => escapeText(s, format, false)).toThrow(/unpaired surrogate/);
          continue;
        }
        for (const quote of [false, true]) expect(unesc(esc(s, format, quote), format, quote), `${format} ${JSON.stringify(s)}`).toBe(s);
      }
    }
  });

  it('refuses a malformed escape, naming it and its position', async () => {
    const un = (text: string, format: string, quote = false) => fails(op, { text, format, direction: 'unescape', quote });
    expect(await un('a\\qb', 'json')).toBe("text: invalid escape '\\q' at position 1; JSON has only \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX");
    expect(await un('😀\\u12G4', 'json')).toBe("text: malformed escape '\\u12G4' at position 1; \\u takes four hex digits, as \\u00e9");
    expect(await un('ab\\', 'json')).toBe('text: ends with a lone backslash at position 2; write a backslash as \\\\');
    expect(await un('say "hi"', 'json')).toBe('text: unescaped \'"\' at position 4; write it as \\"');
    expect(await un('a\nb', 'json')).toBe('text: unescaped control character U+000A at position 1; JSON strings write it as \\n');
    expect(await un('"a\\x"', 'json')).toBe("text: invalid escape '\\x' at position 2; JSON has only \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX");
    expect(await un('\\01', 'javascript')).toBe("text: '\\0' at position 0 is a legacy octal escape, not allowed in strict mode; write \\xHH (or, for \\8 and \\9, the digit alone)");
    expect(await un('ok \\8', 'javascript')).toMatch(/^text: '\\8' at position 3 is a legacy octal escape/);
    expect(await un('\\x4', 'javascript')).toBe("text: malformed escape '\\x4' at position 0; \\x takes two hex digits, as \\x41");
    expect(await un('\\u{110000}', 'javascript')).toBe("text: malformed escape '\\u{110000}' at position 0; \\u{…} takes hex digits up to 10FFFF, as \\u{1F600}");
    expect(await un('\\u{12', 'javascript')).toMatch(/^text: malformed escape '\\u\{12' at position 0;/);
    expect(await un('a\nb', 'javascript')).toBe('text: a line break (U+000A) at position 1 cannot stand in a string literal; write it as \\n');
    expect(await un("'it's'", 'javascript', true)).toBe("text: unescaped ' at position 3, which would end the literal; write it as \\'");
    expect(await un('\\n', 'unicode')).toBe("text: invalid escape '\\n' at position 0; this format has only \\uXXXX and \\\\ (use json or javascript for \\n and the like)");
    expect(await un('\\U0011FFFF', 'unicode')).toBe("text: malformed escape '\\U0011FFFF' at position 0; write a code point up to 10FFFF, as \\U0001F600");
    expect(await un('\\xe9', 'backslash')).toBe("text: '\\xe9' at position 0 is above 7F: a byte in C but a character in Python; write the character itself or \\u00e9");
    expect(await un('\\351', 'backslash')).toMatch(/^text: '\\351' at position 0 is above 7F/);
    expect(await un('\\ud800', 'backslash')).toMatch(/^text: malformed escape '\\ud800' at position 0; \\u takes four hex digits and \\U eight, naming a character \(not a surrogate\)/);
    expect(await un('\\x1', 'backslash')).toBe("text: malformed escape '\\x1' at position 0; \\x takes exactly two hex digits, as \\x1b");
    expect(await un('\\e', 'backslash')).toBe("text: unknown escape '\\e' at position 0; write a backslash as \\\\");
    expect(await un("It's", 'sql')).toBe("text: a single quote at position 2 must be doubled ('') inside a SQL string; if the text is a whole quoted literal, set quote to true");
    expect(await un("'It's'", 'sql', true)).toBe("text: a single quote at position 3 must be doubled ('') inside a SQL string");
    expect(await un('It', 'sql', true)).toBe(
      "text: with quote true, must be a whole literal between single quotes ('); set quote to false to unescape its contents alone",
    );
    expect(await un('a "b"', 'csv')).toBe('text: a quote at position 2 in a field that does not start with a quote; a field holding one is quoted ("…") with its quotes doubled');
    expect(await un('a,b', 'csv')).toMatch(/^text: a comma at position 1 in a field/);
    expect(await un('"a"b"', 'csv')).toBe('text: a quote at position 2 ends the field before its end; double a quote inside a field ("")');
    expect(await un('"abc', 'csv')).toBe('text: the quoted field is never closed; end it with a quote (")');
    expect(await un('"', 'csv')).toBe('text: the quoted field is never closed; end it with a quote (")');
    expect(await un('Tom & Jerry', 'xml')).toBe("text: a bare '&' at position 4; write it as &amp;");
    expect(await un('caf&eacute;', 'xml')).toBe(
      "text: unknown entity '&eacute;' at position 3; XML has only &amp; &lt; &gt; &quot; &apos; (html-entities-decode reads HTML's named references)",
    );
    expect(await un('a&#0;', 'xml')).toBe("text: '&#0;' at position 1 is not a character XML allows");
    expect(await un('&#xD800;', 'xml')).toBe("text: '&#xD800;' at position 0 is not a character XML allows");
    expect(await un('a<b', 'xml')).toBe("text: a '<' at position 1 is not allowed in an attribute value; write it as &lt;");
    expect(await un('"a"b"', 'xml', true)).toBe('text: unescaped " at position 2, which would end the value; write it as &quot;');
    expect(await un('{at} \\q', 'json')).toBe("text: invalid escape '\\q' at position 5; JSON has only \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX");
  });

  it('reads character references and entities in XML', async () => {
    expect(await ok(op, { text: '&#233;&#xE9;&#X1F600;&lt;&gt;&amp;&quot;&apos;', format: 'xml', direction: 'unescape' })).toEqual({
      result: 'éé😀<>&"\'',
      changes: 8,
    });
  });

  it('refuses a lone surrogate where the format cannot write it', async () => {
    expect(await fails(op, { text: '😀\ud800', format: 'csv' })).toBe(
      'text: contains an unpaired surrogate (U+D800) at position 1; it is half of a character such as an emoji, and only json, javascript and unicode can write it (as \\u escapes)',
    );
    expect(await fails(op, { text: '\udc00', format: 'sql', direction: 'unescape' })).toMatch(/^text: contains an unpaired surrogate \(U\+DC00\) at position 0;/);
    expect(await ok(op, { text: '\\udc00', format: 'json', direction: 'unescape' })).toEqual({ result: '\udc00', changes: 1 });
  });

  it('reads spellings of the enum values and refuses unknown ones', async () => {
    expect(await ok(op, { text: "'", format: 'JS' })).toEqual({ result: "\\'", changes: 1 });
    expect(await ok(op, { text: '<', format: 'HTML' })).toEqual({ result: '&lt;', changes: 1 });
    expect(await ok(op, { text: '\\n', format: 'C', direction: 'Decode' })).toEqual({ result: '\n', changes: 1 });
    expect(await fails(op, { text: 'a', format: 'yaml' })).toBe("format: must be one of 'json', 'javascript', 'unicode', 'backslash', 'csv', 'sql', 'xml', got 'yaml'");
    expect(await fails(op, { text: 'a' })).toBe('format: is required');
    expect(await fails(op, { text: 'a', format: 'json', direction: 'both' })).toBe("direction: must be one of 'escape', 'unescape', got 'both'");
    expect(await fails(op, { text: 'a', format: 'json', quote: 'yes' })).toBe('quote: must be a boolean, got string');
  });

  it('answers in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    expect(await runOp(op, { text: 'a\\qb', format: 'json', direction: 'unescape' }, es)).toMatchObject({
      es: "text: secuencia no válida '\\q' en la posición 1; JSON solo tiene \\\" \\\\ \\/ \\b \\f \\n \\r \\t y \\uXXXX",
    });
    expect(await runOp(op, { text: "It's", format: 'sql', direction: 'unescape' }, es)).toMatchObject({
      es: "text: una comilla simple en la posición 2 debe ir doblada ('') dentro de una cadena SQL; si el texto es un literal completo entre comillas, pon quote a true",
    });
  });

  it('stays fast on ~1,000,000 characters', async () => {
    const start = cpuNow();
    for (const format of ['json', 'javascript', 'unicode', 'backslash', 'csv', 'sql', 'xml']) {
      expect(await cpuMs(op, { text: '"\'\\\n&😀'.repeat(100_000), format })).toBeLessThan(HANG_GUARD_CPU_MS);
    }
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
    const escaped = esc('\u0001é😀"'.repeat(60_000), 'javascript');
    expect(unesc(escaped, 'javascript')).toBe('\u0001é😀"'.repeat(60_000));
    expect(await fails(op, { text: `${'\\n'.repeat(400_000)}\\q`, format: 'json', direction: 'unescape' })).toMatch(/at position 800000;/);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});
