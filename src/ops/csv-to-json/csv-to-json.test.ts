import { describe, expect, it } from 'vitest';
import op from './csv-to-json.op.js';
import jsonToCsv from '../json-to-csv/json-to-csv.op.js';
import { MAX_RESPONSE_BYTES } from '../../core/limits.js';
import { HANG_GUARD_CPU_MS, fails, ok, runOp, cpuMs, cpuNow } from '../../../test/support/run-op.js';

const rows = async (csv: string) => (await ok(op, { csv })).rows;

describe('csv-to-json', () => {
  it('returns rows, columns, the delimiter and the row count', async () => {
    expect(await ok(op, { csv: 'city|population|capital\nParis|2102650|true\nLyon|522250|false\n' })).toEqual({
      rows: [
        { city: 'Paris', population: 2102650, capital: true },
        { city: 'Lyon', population: 522250, capital: false },
      ],
      columns: ['city', 'population', 'capital'],
      delimiter: '|',
      rowCount: 2,
    });
    expect(await ok(op, { csv: 'a\tb\n1\t\n' })).toEqual({ rows: [{ a: 1, b: null }], columns: ['a', 'b'], delimiter: '\t', rowCount: 1 });
  });

  it('types numbers only when the text is their exact JSON form', async () => {
    expect(await rows('v\n42\n-1.5\n1e+21\n0.000001\n1e-7\n9007199254740992\n')).toEqual(
      [42, -1.5, 1e21, 0.000001, 1e-7, 9007199254740992].map((v) => ({ v })),
    );
    expect(await rows('v\n007\n+34 600\n1e5\n1.50\n-0\n9007199254740993\n12345678901234567890\n0.10000000000000000555\n.5\n 1\n')).toEqual(
      ['007', '+34 600', '1e5', '1.50', '-0', '9007199254740993', '12345678901234567890', '0.10000000000000000555', '.5', ' 1'].map((v) => ({ v })),
    );
  });

  it('types true/false (lowercase) and empty fields; quoted fields stay text', async () => {
    expect(await rows('a,b,c,d,e,f,g\ntrue,false,True,,null,"","true"\n')).toEqual([{ a: true, b: false, c: 'True', d: null, e: 'null', f: '', g: 'true' }]);
  });

  it('handles a BOM, every line end, quoted line breaks and doubled quotes', async () => {
    expect(await ok(op, { csv: '\uFEFFname;quote\r\n"Doe; J.";"She said ""no""\r\nthen left"\r\nLee;ok\r' })).toEqual({
      rows: [
        { name: 'Doe; J.', quote: 'She said "no"\r\nthen left' },
        { name: 'Lee', quote: 'ok' },
      ],
      columns: ['name', 'quote'],
      delimiter: ';',
      rowCount: 2,
    });
    for (const csv of ['a,b\r\n1,2\r\n', 'a,b\n1,2\n', 'a,b\r1,2\r', 'a,b\r1,2\n']) expect(await rows(csv)).toEqual([{ a: 1, b: 2 }]);
  });

  it('detects the delimiter when bare-CR line ends come before a CRLF (issue 17)', async () => {
    // Was one column "a;b" with a 200.
    expect(await ok(op, { csv: 'a;b\r1;2\r3;4\r\n' })).toEqual({
      rows: [
        { a: 1, b: 2 },
        { a: 3, b: 4 },
      ],
      columns: ['a', 'b'],
      delimiter: ';',
      rowCount: 2,
    });
    for (const csv of ['a;b\n1;2\r3;4\r\n', 'a;b\r\n1;2\r3;4\n', 'a;b\r1;2\r\n3;4', 'a;b\r\n\r1;2\r\r\n3;4\n\r']) {
      expect(await ok(op, { csv }), JSON.stringify(csv)).toMatchObject({ rows: [{ a: 1, b: 2 }, { a: 3, b: 4 }], delimiter: ';' });
    }
  });

  it('takes the delimiter by name or as the character, instead of detecting it', async () => {
    const csv = 'name,size;qty\nbolt, M4;3\n';
    expect(await ok(op, { csv })).toMatchObject({ columns: ['name', 'size;qty'], delimiter: ',' });
    for (const delimiter of ['semicolon', ';']) {
      expect(await ok(op, { csv, delimiter })).toEqual({ rows: [{ 'name,size': 'bolt, M4', qty: 3 }], columns: ['name,size', 'qty'], delimiter: ';', rowCount: 1 });
    }
    expect(await ok(op, { csv: 'a\tb\n1\t2\n', delimiter: 'tab' })).toMatchObject({ rows: [{ a: 1, b: 2 }], delimiter: '\t' });
    expect(await ok(op, { csv: 'a|b\n1|2\n', delimiter: 'pipe' })).toMatchObject({ rows: [{ a: 1, b: 2 }], delimiter: '|' });
    expect(await ok(op, { csv: 'a;b\n1;2\n', delimiter: 'comma' })).toMatchObject({ rows: [{ 'a;b': '1;2' }], delimiter: ',' });
    expect(await ok(op, { csv: 'a;b\n1;2\n', delimiter: 'auto' })).toMatchObject({ delimiter: ';' });
    for (const delimiter of [':', 'Semicolon', '\\t', '', 'detect']) {
      expect(await fails(op, { csv, delimiter })).toBe(
        `delimiter: must be one of 'auto', 'comma', 'semicolon', 'tab', 'pipe', ',', ';', '\t', '|', got '${delimiter}'`,
      );
    }
  });

  it("reads Excel's sep= first line as the delimiter, not as a header", async () => {
    // Was a header "sep=" and column_2.
    const expected = { rows: [{ a: 1, b: 2 }], columns: ['a', 'b'], delimiter: ';', rowCount: 1 };
    expect(await ok(op, { csv: 'sep=;\r\na;b\r\n1;2\r\n' })).toEqual(expected);
    expect(await ok(op, { csv: '\uFEFFsep=;\na;b\n1;2' })).toEqual(expected);
    expect(await ok(op, { csv: 'sep=;\na;b\n1;2', delimiter: 'semicolon' })).toEqual(expected);
    expect(await fails(op, { csv: 'sep=;\na;b\n1;2', delimiter: 'comma' })).toBe(
      'delimiter: comma disagrees with the CSV\'s first line "sep=;" (semicolon); choose the delimiter auto or semicolon, or remove that line',
    );
    expect(await fails(op, { csv: 'sep=:\na:b\n' })).toBe(
      'csv: its first line "sep=:" sets the delimiter \':\', which is not supported; use comma, semicolon, tab or pipe, or remove that line',
    );
  });

  it('names empty and repeated columns without colliding with real ones', async () => {
    expect(await ok(op, { csv: 'x,,x,x_2,\n1,2,3,4,5\n' })).toEqual({
      rows: [{ x: 1, column_2: 2, x_3: 3, x_2: 4, column_5: 5 }],
      columns: ['x', 'column_2', 'x_3', 'x_2', 'column_5'],
      delimiter: ',',
      rowCount: 1,
    });
  });

  it('treats __proto__ and constructor as ordinary columns, in plain JSON objects', async () => {
    const value = await ok(op, { csv: '__proto__,constructor\n{"admin":true},1\n' });
    const json = JSON.stringify(value);
    expect(json).toBe('{"rows":[{"__proto__":"{\\"admin\\":true}","constructor":1}],"columns":["__proto__","constructor"],"delimiter":",","rowCount":1}');
    expect(json).toContain('"__proto__"');
    const row = (value.rows as Record<string, unknown>[])[0]!;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('gives the column order in columns, even for integer-like names', async () => {
    const value = await ok(op, { csv: 'name,2024,2023\nx,1,2\n' });
    expect(value.columns).toEqual(['name', '2024', '2023']);
  });

  it('skips blank lines, except in a one-column CSV', async () => {
    expect(await rows('a,b\n\n1,2\n\n')).toEqual([{ a: 1, b: 2 }]);
    expect(await rows('a,b\r\n1,2\r\n   \r\n')).toEqual([{ a: 1, b: 2 }]); // spaces left by pasting: was a 400
    expect(await rows('a\n1\n\n2\n')).toEqual([{ a: 1 }, { a: null }, { a: 2 }]);
  });

  it('reads an empty CSV and a header alone', async () => {
    expect(await ok(op, { csv: '' })).toEqual({ rows: [], columns: [], delimiter: ',', rowCount: 0 });
    expect(await ok(op, { csv: 'a;b\n' })).toEqual({ rows: [], columns: ['a', 'b'], delimiter: ';', rowCount: 0 });
  });

  it('round-trips with json-to-csv', async () => {
    const json = '[{"id":1,"name":"Smith, Jane","note":"","zip":"02139","n":"42","ok":true,"x":null,"q":"say \\"hi\\"\\r\\nbye"}]';
    const { result } = await ok(jsonToCsv, { json });
    expect(await rows(result as string)).toEqual(JSON.parse(json));
  });

  it('refuses ragged rows, naming the row, line and counts', async () => {
    expect(await fails(op, { csv: 'a,b,c\n1,2,3\n4,5\n' })).toBe('csv: row 3 (line 3) has 2 fields, but the header has 3 columns');
    expect(await fails(op, { csv: 'a,b\n"multi\nline",1\n1,2,3\n' })).toBe('csv: row 3 (line 4) has 3 fields, but the header has 2 columns');
  });

  it('refuses unterminated quotes and text after a closing quote', async () => {
    expect(await fails(op, { csv: 'a,b\n1,2\n3,"4\n5,6\n' })).toBe('csv: unterminated quoted field starting at row 3 (line 3)');
    expect(await fails(op, { csv: 'a,b\n1,"2"3\n' })).toBe(
      'csv: unexpected \'3\' after the closing quote of the quoted field at row 2 (line 2); a quote inside a quoted field must be doubled ("")',
    );
  });

  it('rejects a missing, mistyped or unknown field', async () => {
    expect(await fails(op, {})).toBe('csv: is required');
    expect(await fails(op, { csv: ['a'] })).toBe('csv: must be a string, got array');
    expect(await fails(op, { csv: null })).toBe('csv: must be a string, got null');
    expect(await fails(op, { cvs: 'a' })).toBe("csv: is required; cvs: unknown field; did you mean 'csv'?");
  });

  it('stays fast at the limits: 100,000 columns, one 1 MiB line, long repeated names', async () => {
    const header = Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(',');
    const row = ','.repeat(99_999);
    expect(await cpuMs(op, { csv: `${header}\n${row}\n${row}\n` })).toBeLessThan(HANG_GUARD_CPU_MS);
    const wide = await ok(op, { csv: `${header}\n${row}\n` });
    expect((wide.columns as string[]).length).toBe(100_000);
    expect(wide.rowCount).toBe(1);

    expect(await cpuMs(op, { csv: 'x'.repeat(1_048_576) })).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(await cpuMs(op, { csv: `v\n"${'a""'.repeat(349_000)}"` })).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(await cpuMs(op, { csv: `v\n"${'a,'.repeat(524_000)}` })).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(await cpuMs(op, { csv: `"${'a"'.repeat(500_000)}` })).toBeLessThan(HANG_GUARD_CPU_MS); // a quote after every closing quote
  });

  it('refuses, promptly, a header of 1 MiB of empty cells: its generated names alone would pass the response limit', async () => {
    const start = cpuNow();
    expect(await fails(op, { csv: ','.repeat(1_048_575) })).toBe(
      'csv: the result would be about 16.7 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer or shorter column names (an empty one becomes column_N)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('refuses, promptly, rows that would repeat a long header past the response limit', async () => {
    const start = cpuNow();
    expect(await fails(op, { csv: `${'n'.repeat(500_000)}\n${'""\n'.repeat(100)}` })).toBe(
      'csv: the result would be about 50.5 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer rows or shorter column names',
    );
    // Two 100,000-character names over 400,000 rows of two empty fields: 80 GB of JSON, refused from its size.
    expect(await fails(op, { csv: `${'x'.repeat(100_000)},${'y'.repeat(100_000)}\n${',\n'.repeat(400_000)}` })).toBe(
      'csv: the result would be about 80,007.4 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer rows or shorter column names',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('answers a result of exactly the response limit, and refuses one byte more', async () => {
    // Rows of a 100-character column ({"nnn…":1}, 107 bytes each), then one text row that fills the rest.
    const csv = (rows: number, padding: number) => `${'n'.repeat(100)}\n${'1\n'.repeat(rows)}"${'x'.repeat(padding)}"\n`;
    const answerBytes = async (text: string) => Buffer.byteLength(JSON.stringify(await ok(op, { csv: text })));
    const rows = 77_000;
    const padding = MAX_RESPONSE_BYTES - (await answerBytes(csv(rows, 0)));
    expect(padding).toBeGreaterThan(0);
    const start = cpuNow();
    expect(await answerBytes(csv(rows, padding))).toBe(MAX_RESPONSE_BYTES);
    expect(await fails(op, { csv: csv(rows, padding + 1) })).toBe(
      'csv: the result would be about 8.4 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer rows or shorter column names',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('runs its declared worst case promptly', async () => {
    const input = op.worstCase();
    expect(Buffer.byteLength(JSON.stringify(input))).toBeLessThanOrEqual(1_048_576);
    const start = cpuNow();
    const outcome = await runOp(op, input);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(outcome.ok).toBe(true);
  });
});
