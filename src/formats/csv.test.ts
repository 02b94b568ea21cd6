import { describe, expect, it } from 'vitest';
import { InputError } from '../core/errors.js';
import { MAX_RESPONSE_BYTES } from '../core/limits.js';
import { seededRandom } from '../core/seeded-random.js';
import { HANG_GUARD_CPU_MS, cpuNow } from '../../test/support/run-op.js';
import {
  csvLineAt,
  csvValue,
  detectDelimiter,
  isCanonicalNumber,
  parseCsv,
  toCsv,
  uniqueColumnNames,
  writeCsv,
} from './csv.js';
import { LosslessNumber, parseJson, toPlain, type DataValue } from './json.js';

/** parseCsv with rows as plain JSON values, for compact expectations. */
function read(text: string) {
  const { rows, ...rest } = parseCsv(text);
  return { rows: rows.map(toPlain), ...rest };
}

function readError(text: string, options?: Parameters<typeof parseCsv>[2]): string {
  try {
    parseCsv(text, 'csv', options);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

function writeError(json: string): string {
  try {
    writeCsv(parseJson(json));
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

describe('isCanonicalNumber / csvValue', () => {
  it.each([
    ['0', true],
    ['42', true],
    ['-7', true],
    ['19.99', true],
    ['0.1', true],
    ['1e+21', true], // how JSON writes 10^21
    ['1e-7', true],
    ['-0.0000012345678901234567', true], // the longest form a double takes (25 characters)
    ['-1.7976931348623157e+308', true],
    ['9007199254740991', true], // 2^53 − 1
    ['9007199254740992', true], // 2^53 is a double and is written so
    ['9007199254740993', false], // 2^53 + 1 would become ...992
    ['12345678901234567890', false], // would become 12345678901234567000
    ['0.10000000000000000555', false],
    ['007', false],
    ['+34 600', false],
    ['+1', false],
    ['1e5', false], // JSON writes 100000
    ['1E+21', false],
    ['1.50', false],
    ['1.0', false],
    ['.5', false],
    ['5.', false],
    ['-0', false],
    [' 1', false],
    ['1 ', false],
    ['0x10', false],
    ['1_000', false],
    ['Infinity', false],
    ['NaN', false],
    ['1,5', false],
    ['', false],
  ])('%j → %s', (text, canonical) => {
    expect(isCanonicalNumber(text)).toBe(canonical);
  });

  it('types empty, true, false and canonical numbers only', () => {
    expect(csvValue('')).toBeNull();
    expect(csvValue('true')).toBe(true);
    expect(csvValue('false')).toBe(false);
    expect(csvValue('True')).toBe('True');
    expect(csvValue('FALSE')).toBe('FALSE');
    expect(csvValue('null')).toBe('null');
    expect(csvValue(' ')).toBe(' ');
    expect(csvValue('42')).toEqual(new LosslessNumber('42'));
    expect(csvValue('-1.5e-7')).toEqual(new LosslessNumber('-1.5e-7'));
    expect(csvValue('007')).toBe('007');
  });
});

describe('uniqueColumnNames', () => {
  it.each([
    [['a', 'b'], ['a', 'b']],
    [['', 'b', ''], ['column_1', 'b', 'column_3']],
    [['a', 'a', 'a'], ['a', 'a_2', 'a_3']],
    // Real names win: a generated name never takes a name that is in the header.
    [['a', 'a', 'a_2'], ['a', 'a_3', 'a_2']],
    [['a_2', 'a', 'a'], ['a_2', 'a', 'a_3']],
    [['', 'column_1'], ['column_1_2', 'column_1']],
    [['column_2', ''], ['column_2', 'column_2_2']],
    [['x', '', 'x', ''], ['x', 'column_2', 'x_2', 'column_4']],
    [[' a ', 'a'], [' a ', 'a']], // kept exactly, no trimming
    [['__proto__', 'constructor', '__proto__'], ['__proto__', 'constructor', '__proto___2']],
  ])('%j → %j', (header, names) => {
    expect(uniqueColumnNames(header)).toEqual(names);
  });

  it('stays linear with 100,000 repeats of one name', () => {
    const start = cpuNow();
    const names = uniqueColumnNames(Array.from({ length: 100_000 }, () => 'a'));
    expect(names[99_999]).toBe('a_100000');
    expect(new Set(names).size).toBe(100_000);
    // The suffixes a repeat would take are in the header too: each is passed over once, not once per repeat.
    const taken = uniqueColumnNames([...Array.from({ length: 100_000 }, () => 'a'), ...Array.from({ length: 100_000 }, (_, i) => `a_${i + 2}`)]);
    expect(taken[1]).toBe('a_100002');
    expect(new Set(taken).size).toBe(200_000);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

describe('csvLineAt', () => {
  it('counts CRLF, LF and CR each as one line end', () => {
    const text = 'a\r\nb\nc\rd';
    expect([0, 3, 5, 7].map((offset) => csvLineAt(text, offset))).toEqual([1, 2, 3, 4]);
    expect(csvLineAt(text, 2)).toBe(1); // between CR and LF: still line 1
  });
});

describe('parseCsv', () => {
  it('reads a plain comma-separated table with typed values', () => {
    expect(read('name,age,member,note\nAda,36,true,\nGrace,85,false,x\n')).toEqual({
      rows: [
        { name: 'Ada', age: 36, member: true, note: null },
        { name: 'Grace', age: 85, member: false, note: 'x' },
      ],
      columns: ['name', 'age', 'member', 'note'],
      delimiter: ',',
      rowCount: 2,
    });
  });

  it('returns numbers as LosslessNumbers with the digits written', () => {
    const { rows } = parseCsv('a,b\n1e+21,-0.5\n');
    expect(rows[0]!.get('a')).toEqual(new LosslessNumber('1e+21'));
    expect(rows[0]!.get('b')).toEqual(new LosslessNumber('-0.5'));
  });

  it('keeps text that a number type would change', () => {
    expect(read('phone,code,sci,price,neg,big,long,dec\n+34 600,007,1e5,1.50,-0,9007199254740993,0.10000000000000000555,"1,5"\n').rows).toEqual([
      {
        phone: '+34 600',
        code: '007',
        sci: '1e5',
        price: '1.50',
        neg: '-0',
        big: '9007199254740993',
        long: '0.10000000000000000555',
        dec: '1,5',
      },
    ]);
    expect(read('n\n9007199254740992\n').rows).toEqual([{ n: 9007199254740992 }]); // 2^53 itself is exact
  });

  it('keeps quoted fields as text: "" is the empty string, "42" and "true" strings', () => {
    expect(read('a,b,c,d,e\n"","42","true","",\n').rows).toEqual([{ a: '', b: '42', c: 'true', d: '', e: null }]);
  });

  it.each([
    [',', 'a,b\n1,2\n'],
    [';', 'a;b\n1;2\n'],
    ['\t', 'a\tb\n1\t2\n'],
    ['|', 'a|b\n1|2\n'],
  ])('detects %j', (delimiter, csv) => {
    expect(read(csv)).toEqual({ rows: [{ a: 1, b: 2 }], columns: ['a', 'b'], delimiter, rowCount: 1 });
  });

  it('detects by consistency: commas inside values do not fool it', () => {
    expect(read('name;price\nWidget, large;1,50\nBolt;0,20\n')).toEqual({
      rows: [
        { name: 'Widget, large', price: '1,50' },
        { name: 'Bolt', price: '0,20' },
      ],
      columns: ['name', 'price'],
      delimiter: ';',
      rowCount: 2,
    });
    expect(detectDelimiter('a,b;c\n1,2;3\n4,5;6')).toBe(','); // a tie goes to the first of , ; tab |
    expect(detectDelimiter('"x;y",z\n"1;2",3')).toBe(','); // delimiters inside quotes do not count
  });

  it('prefers the delimiter that reads the quotes as written over one that only splits more (issue 30)', () => {
    // Split on commas, each line is 3 fields as consistently as 2 on semicolons, but leaves a quote inside an
    // unquoted field (a;"x): no CSV writer writes that, so the semicolon is the delimiter.
    expect(detectDelimiter('a;"x,y,z"\nb;"z,w,v"\n')).toBe(';');
    expect(read('a;"x,y,z"\nb;"z,w,v"\n')).toMatchObject({ columns: ['a', 'x,y,z'], rows: [{ a: 'b', 'x,y,z': 'z,w,v' }], delimiter: ';' });
    expect(detectDelimiter('id|"note, with; all\tthree"\n1|"a,b;c"\n')).toBe('|');
    expect(detectDelimiter('k\t"v;1,2"\nx\t"y;3,4"')).toBe('\t');
    // Doubled quotes inside a quoted field are data, and a quoted field may span lines.
    expect(detectDelimiter('a;"he said ""x,y"""\nb;"two\nlines, here"\n')).toBe(';');
    // Python's csv.Sniffer gives the same four (csv.Sniffer().sniff(text, ',;\t|').delimiter).
    // Where every candidate misreads some quote, the counts decide as before.
    expect(detectDelimiter('a"b,c\nd"e,f')).toBe(',');
  });

  it('treats a one-column CSV as comma-separated', () => {
    expect(read('name\nAda\nGrace\n')).toEqual({ rows: [{ name: 'Ada' }, { name: 'Grace' }], columns: ['name'], delimiter: ',', rowCount: 2 });
    expect(read('x'.repeat(10))).toEqual({ rows: [], columns: ['x'.repeat(10)], delimiter: ',', rowCount: 0 });
  });

  it('strips a leading BOM only', () => {
    expect(read('\uFEFFid,name\n1,\uFEFFx\n')).toEqual({ rows: [{ id: 1, name: '\uFEFFx' }], columns: ['id', 'name'], delimiter: ',', rowCount: 1 });
  });

  it('accepts CRLF, LF and CR line ends, mixed, with or without a final one', () => {
    const expected = [
      { a: 1, b: 2 },
      { a: 3, b: 4 },
    ];
    for (const csv of ['a,b\r\n1,2\r\n3,4\r\n', 'a,b\n1,2\n3,4\n', 'a,b\r1,2\r3,4\r', 'a,b\r\n1,2\n3,4', 'a,b\r1,2\r\n3,4\n']) {
      expect(read(csv).rows, JSON.stringify(csv)).toEqual(expected);
    }
  });

  it('detects the delimiter whatever the mix of CR, LF and CRLF line ends (issue 17)', () => {
    // The example: papaparse, left to guess one line end, took CR and saw a last record "\n", so no
    // candidate reached two fields on average and the whole line became one column "a;b".
    expect(read('a;b\r1;2\r3;4\r\n')).toEqual({
      rows: [
        { a: 1, b: 2 },
        { a: 3, b: 4 },
      ],
      columns: ['a', 'b'],
      delimiter: ';',
      rowCount: 2,
    });
    expect(detectDelimiter('a|b\n1|2\r3|4\r\n5|6\r')).toBe('|');
    expect(detectDelimiter('a\tb\r\n1\t2\r3\t4\n')).toBe('\t');
    // A line end inside a quoted field is data, whichever it is: "x\r\ny" does not start a record.
    expect(read('k;v\r"x\r\ny";1\r\n"p\rq";2\n')).toMatchObject({ rows: [{ k: 'x\r\ny', v: 1 }, { k: 'p\rq', v: 2 }], delimiter: ';' });
    // Every delimiter, 2 to 5 columns, each record ending in CR, LF or CRLF at random, with or without a last one:
    // the same rows as Python's csv module reads them (it takes any line end, in any mix).
    const random = seededRandom(17);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    for (let round = 0; round < 400; round++) {
      const delimiter = pick([',', ';', '\t', '|'] as const);
      const width = 2 + Math.floor(random() * 4);
      const names = Array.from({ length: width }, (_, i) => `c${i}`);
      const records = [names, ...Array.from({ length: 1 + Math.floor(random() * 12) }, () => names.map(() => pick(['x', 'Ab', '7', '', 'true', 'a b'])))];
      const text = records.map((fields, i) => fields.join(delimiter) + (i < records.length - 1 || random() < 0.5 ? pick(['\r', '\n', '\r\n']) : '')).join('');
      const parsed = parseCsv(text);
      expect(parsed.delimiter, JSON.stringify(text)).toBe(delimiter);
      expect(parsed.rows.map((row) => [...row.values()].map((v) => (v === null ? '' : String(v)))), JSON.stringify(text)).toEqual(records.slice(1));
    }
  });

  it("reads Excel's sep= first line as the delimiter and drops it", () => {
    const expected = { rows: [{ 'a,x': 1, b: 2 }], columns: ['a,x', 'b'], delimiter: ';', rowCount: 1 };
    for (const csv of ['sep=;\r\na,x;b\r\n1;2\r\n', 'sep=;\na,x;b\n1;2', 'sep=;\ra,x;b\r1;2\r', '\uFEFFsep=;\r\na,x;b\r\n1;2\r\n']) {
      expect(read(csv), JSON.stringify(csv)).toEqual(expected);
    }
    expect(read('sep=\t\na\tb\n1\t2\n').delimiter).toBe('\t');
    expect(read('sep=|')).toEqual({ rows: [], columns: [], delimiter: '|', rowCount: 0 });
    expect(read('sep=,\n\n')).toEqual({ rows: [], columns: [], delimiter: ',', rowCount: 0 });
    // The given delimiter agrees with it: fine; disagrees: refused, saying what to send.
    expect(parseCsv('sep=;\na;b\n1;2', 'csv', { delimiter: ';' }).columns).toEqual(['a', 'b']);
    expect(readError('sep=;\na;b\n1;2', { delimiter: ',' })).toBe(
      'delimiter: comma disagrees with the CSV\'s first line "sep=;" (semicolon); choose the delimiter auto or semicolon, or remove that line',
    );
    expect(readError('sep=:\na:b\n')).toBe(
      'csv: its first line "sep=:" sets the delimiter \':\', which is not supported; use comma, semicolon, tab or pipe, or remove that line',
    );
    // Only the line exactly: quoted, or with more on the line, it is the header.
    expect(read('"sep=;"\nx\n').columns).toEqual(['sep=;']);
    expect(read('sep=;x;y\n1;2;3\n').columns).toEqual(['sep=', 'x', 'y']);
    // Rows are still numbered from the header (row 1); lines count the sep= line.
    expect(readError('sep=;\na;b\n1;2;3\n')).toBe('csv: row 2 (line 3) has 3 fields, but the header has 2 columns');
  });

  it('reads with the delimiter given, without detecting', () => {
    expect(parseCsv('a,b;c\n1,2;3\n', 'csv', { delimiter: ';' })).toMatchObject({ columns: ['a,b', 'c'], delimiter: ';' });
    expect(parseCsv('a,b;c\n1,2;3\n', 'csv', { delimiter: '|' })).toMatchObject({ columns: ['a,b;c'], delimiter: '|' });
    expect(parseCsv('a,b\n1,2\n', 'csv', { delimiter: '\t' }).rows.map(toPlain)).toEqual([{ 'a,b': '1,2' }]);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quoted fields exactly', () => {
    expect(read('a,b,c\r\n"x, y","say ""hi""","line 1\r\nline 2\nline 3\rend"\r\n"""\t","",""""""\r\n').rows).toEqual([
      { a: 'x, y', b: 'say "hi"', c: 'line 1\r\nline 2\nline 3\rend' },
      { a: '"\t', b: '', c: '""' },
    ]);
  });

  it('keeps a quote inside an unquoted field as an ordinary character', () => {
    expect(read('a,b\n5" pipe,x"y"\n').rows).toEqual([{ a: '5" pipe', b: 'x"y"' }]);
  });

  it('keeps spaces around values (they are data)', () => {
    expect(read('a,b\n 1 , x \n').rows).toEqual([{ a: ' 1 ', b: ' x ' }]);
  });

  it('names empty and repeated header fields', () => {
    expect(read('id,,id,"",id_2\n1,2,3,4,5\n')).toEqual({
      rows: [{ id: 1, column_2: 2, id_3: 3, column_4: 4, id_2: 5 }],
      columns: ['id', 'column_2', 'id_3', 'column_4', 'id_2'],
      delimiter: ',',
      rowCount: 1,
    });
  });

  it('treats __proto__ and constructor as ordinary column names', () => {
    const { rows, columns } = parseCsv('__proto__,constructor,toString\n{"polluted":1},2,x\n');
    expect(columns).toEqual(['__proto__', 'constructor', 'toString']);
    expect([...rows[0]!.keys()]).toEqual(['__proto__', 'constructor', 'toString']);
    const plain = rows.map(toPlain);
    const json = JSON.stringify(plain);
    expect(json).toBe('[{"__proto__":"{\\"polluted\\":1}","constructor":2,"toString":"x"}]');
    expect(json).toContain('"__proto__"');
    expect(Object.getPrototypeOf(plain[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the column order, integer-like names included', () => {
    const { rows, columns } = parseCsv('name,2024,10\nx,1,2\n');
    expect(columns).toEqual(['name', '2024', '10']);
    expect([...rows[0]!.keys()]).toEqual(['name', '2024', '10']);
  });

  it('skips blank lines, except in a one-column CSV where they are null values', () => {
    expect(read('\n\na,b\n\n1,2\n\n\n3,4\n\n').rows).toEqual([
      { a: 1, b: 2 },
      { a: 3, b: 4 },
    ]);
    expect(read('\nname\nAda\n\nGrace\n""\n').rows).toEqual([{ name: 'Ada' }, { name: null }, { name: 'Grace' }, { name: '' }]);
  });

  it('skips lines of only spaces and tabs (what pasting leaves) between rows, except in a one-column CSV', () => {
    expect(read('a,b\n1,2\n  \t\n3,4\n   ').rows).toEqual([
      { a: 1, b: 2 },
      { a: 3, b: 4 },
    ]);
    expect(read('a\n1\n  \n').rows).toEqual([{ a: 1 }, { a: '  ' }]); // one column: spaces are its value
    expect(read('a\tb\n1\t2\n \t \n').rows).toEqual([{ a: 1, b: 2 }, { a: ' ', b: ' ' }]); // tab-separated: two fields
  });

  it('reads empty text and a header alone as no rows', () => {
    expect(read('')).toEqual({ rows: [], columns: [], delimiter: ',', rowCount: 0 });
    expect(read('\r\n\n')).toEqual({ rows: [], columns: [], delimiter: ',', rowCount: 0 });
    expect(read('\uFEFF')).toEqual({ rows: [], columns: [], delimiter: ',', rowCount: 0 });
    expect(read('a;b;c\r\n')).toEqual({ rows: [], columns: ['a', 'b', 'c'], delimiter: ';', rowCount: 0 });
  });

  it('refuses rows with too many or too few fields, naming the row, line and counts', () => {
    expect(readError('a,b,c\n1,2,3\n4,5,6,7\n')).toBe('csv: row 3 (line 3) has 4 fields, but the header has 3 columns');
    expect(readError('a,b,c\n1,2\n')).toBe('csv: row 2 (line 2) has 2 fields, but the header has 3 columns');
    expect(readError('a,b\n1,2\n3\n')).toBe('csv: row 3 (line 3) has 1 field, but the header has 2 columns');
    // Lines and rows differ after a quoted line break and a skipped blank line.
    expect(readError('a,b\n"x\ny",1\n\n2,3,\n')).toBe('csv: row 3 (line 5) has 3 fields, but the header has 2 columns');
    expect(readError('name\nSmith, John\n')).toBe('csv: row 2 (line 2) has 2 fields, but the header has 1 column');
    expect(readError('a,b\n   \n"  "\n')).toBe('csv: row 2 (line 3) has 1 field, but the header has 2 columns'); // quoted spaces are a field
  });

  it('refuses an unterminated quoted field, naming where it starts', () => {
    expect(readError('a,b\n1,"open\n2,3\n')).toBe('csv: unterminated quoted field starting at row 2 (line 2)');
    expect(readError('a,b\r\n"x\r\ny",1\r\n2,"\r\n')).toBe('csv: unterminated quoted field starting at row 3 (line 4)');
    expect(readError('a,"b\n1,2\n')).toBe('csv: unterminated quoted field starting at the header row (line 1)');
    expect(readError('a,b\n1,""""\n2,"""\n')).toBe('csv: unterminated quoted field starting at row 3 (line 3)');
  });

  it('refuses text after a closing quote', () => {
    expect(readError('a,b\n"x"y,2\n')).toBe(
      'csv: unexpected \'y\' after the closing quote of the quoted field at row 2 (line 2); a quote inside a quoted field must be doubled ("")',
    );
    expect(readError('a,b\n1,"x" \n')).toBe(
      'csv: unexpected U+0020 after the closing quote of the quoted field at row 2 (line 2); a quote inside a quoted field must be doubled ("")',
    );
  });

  it('prefixes messages with the label', () => {
    expect(() => parseCsv('a\n"', 'text')).toThrow('text: unterminated quoted field starting at row 2 (line 2)');
  });

  it('reads 100,000 columns promptly', () => {
    const header = Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(',');
    const row = Array.from({ length: 100_000 }, (_, i) => String(i % 10)).join(',');
    const start = cpuNow();
    const { rows, columns } = parseCsv(`${header}\n${row}\n${row}\n`);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(columns.length).toBe(100_000);
    expect(rows.length).toBe(2);
    expect(rows[1]!.get('c99999')).toEqual(new LosslessNumber('9'));
  });

  it('reads a header of 500,000 empty names promptly', () => {
    const start = cpuNow();
    const { columns } = parseCsv(','.repeat(499_999));
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(columns.length).toBe(500_000);
    expect(columns[499_999]).toBe('column_500000');
  });

  it('reads a single 1 MiB line, quoted or not, promptly', () => {
    const start = cpuNow();
    expect(parseCsv('x'.repeat(1_048_576)).columns[0]!.length).toBe(1_048_576);
    const quoted = parseCsv(`v\n"${'a""'.repeat(349_000)}"\n`);
    expect((quoted.rows[0]!.get('v') as string).length).toBe(698_000);
    expect(readError(`v\n"${'a,'.repeat(524_000)}`)).toBe('csv: unterminated quoted field starting at row 2 (line 2)');
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('refuses, promptly, rows that would repeat long column names past the response limit, saying their whole size', () => {
    // One 200,000-character name over 150 rows of "": 150 objects of 200,007 bytes.
    const text = `${'n'.repeat(200_000)}\n${'""\n'.repeat(150)}`;
    const start = cpuNow();
    expect(readError(text)).toBe(
      'csv: the result would be about 30.0 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer rows or shorter column names',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    // A caller that writes the names once (TOON, CSV) is not limited here.
    expect(parseCsv(text, 'csv', { answer: 'table' }).rowCount).toBe(150);
    expect(parseCsv(`${'n'.repeat(200_000)}\n${'""\n'.repeat(40)}`).rowCount).toBe(40);
  });

  it('past the limit only measures the rest: a later problem does not hide the size, an earlier one is said first', () => {
    const name = 'n'.repeat(200_000);
    expect(readError(`${name},m\n${'"",1\n'.repeat(60)}1,2,3\n`)).toBe(
      'csv: the result would be about 12.0 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer rows or shorter column names',
    );
    expect(readError(`${name},m\n${'"",1\n'.repeat(60)}"x`)).toBe(
      'csv: the result would be about 12.0 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer rows or shorter column names',
    );
    expect(readError(`${name},m\n1,2,3\n${'"",1\n'.repeat(60)}`)).toBe('csv: row 2 (line 2) has 3 fields, but the header has 2 columns');
  });

  it('refuses, promptly, a header whose list of names alone would pass the limit, before making the names', () => {
    const start = cpuNow();
    // 1,048,576 empty cells: column_1 … column_1048576, listed once.
    expect(readError(','.repeat(1_048_575), { answer: 'rows and columns' })).toBe(
      'csv: the result would be about 16.7 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer or shorter column names (an empty one becomes column_N)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(JSON.stringify(Array.from({ length: 1_048_576 }, (_, i) => `column_${i + 1}`)).length).toBeGreaterThan(16_650_000);
    // Read for a table, the same header is 1,048,576 columns and no rows.
    expect(parseCsv(','.repeat(1_048_575), 'csv', { answer: 'table' }).columns.length).toBe(1_048_576);
  });

  it('counts the answer exactly as JSON: an answer of exactly the limit is read, one byte more refused', () => {
    const random = seededRandom(12);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    // No ; tab or |: quoted, they can mislead the delimiter detection (a problem of its own, not of the counting).
    const pieces = ['a', ' ', ',', '"', '\r\n', 'é', '😀', '\ud800', '\u0001', '\\', '0', '7', '-', 'true', ''];
    for (let round = 0; round < 200; round++) {
      const width = 1 + Math.floor(random() * 4);
      const names = uniqueColumnNames(Array.from({ length: width }, () => Array.from({ length: Math.floor(random() * 3) }, () => pick(pieces)).join('')));
      const rows = Array.from({ length: Math.floor(random() * 5) }, () =>
        new Map(names.map((name) => [name, random() < 0.2 ? null : Array.from({ length: Math.floor(random() * 4) }, () => pick(pieces)).join('')])),
      );
      const text = toCsv(rows);
      if (text === '') continue; // no rows, no header: nothing to answer
      const parsed = parseCsv(text, 'csv', { answer: 'table' });
      const plain = parsed.rows.map(toPlain);
      const rowsOnly = Buffer.byteLength(JSON.stringify(plain));
      expect(parseCsv(text, 'csv', { envelopeBytes: () => MAX_RESPONSE_BYTES - rowsOnly }).rowCount, text).toBe(parsed.rowCount);
      expect(readError(text, { envelopeBytes: () => MAX_RESPONSE_BYTES - rowsOnly + 1 })).toMatch(/^csv: the result would be about 8\.4 MB, /);
      // With the column list too: {"rows":…,"columns":…} less its 20 bytes of field names and braces.
      const withColumns = Buffer.byteLength(JSON.stringify({ rows: plain, columns: parsed.columns })) - 20;
      const answer = 'rows and columns';
      expect(parseCsv(text, 'csv', { answer, envelopeBytes: () => MAX_RESPONSE_BYTES - withColumns }).rowCount).toBe(parsed.rowCount);
      expect(readError(text, { answer, envelopeBytes: () => MAX_RESPONSE_BYTES - withColumns + 1 })).toMatch(/^csv: the result would be about 8\.4 MB, /);
    }
  });
});

describe('writeCsv / toCsv', () => {
  const write = (json: string) => writeCsv(parseJson(json));

  it('writes the union of keys in first-seen order, empty for null and missing', () => {
    expect(write('[{"b":1,"a":2},{"c":3,"a":null},{}]')).toEqual({
      text: 'b,a,c\r\n1,2,\r\n,,3\r\n,,\r\n',
      columns: ['b', 'a', 'c'],
      rowCount: 3,
    });
  });

  it('writes numbers exactly as parsed, booleans as true/false', () => {
    expect(toCsv(parseJson('[{"big":12345678901234567890,"long":0.10000000000000000555,"e":1E+5,"neg":-0,"t":true,"f":false}]'))).toBe(
      'big,long,e,neg,t,f\r\n12345678901234567890,0.10000000000000000555,1E+5,-0,true,false\r\n',
    );
  });

  it('writes nested arrays and objects as compact JSON text', () => {
    expect(toCsv(parseJson('[{"tags":["a","b"],"geo":{"lat":40.7,"n":12345678901234567890},"empty":[],"o":{}}]'))).toBe(
      'tags,geo,empty,o\r\n"[""a"",""b""]","{""lat"":40.7,""n"":12345678901234567890}",[],{}\r\n',
    );
  });

  it('quotes only where needed', () => {
    const cases: [string, string][] = [
      ['plain', 'plain'],
      ['a,b', '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ['line\nbreak', '"line\nbreak"'],
      ['cr\rhere', '"cr\rhere"'],
      [' lead', '" lead"'],
      ['trail ', '"trail "'],
      ['\ttab', '"\ttab"'],
      ['in\tside', '"in\tside"'],
      ['\uFEFFbom', '"\uFEFFbom"'],
      ['in side', 'in side'],
      ['semi;colon', '"semi;colon"'],
      ['pi|pe', '"pi|pe"'],
      ['', '""'],
      ['true', '"true"'],
      ['false', '"false"'],
      ['42', '"42"'],
      ['-1.5', '"-1.5"'],
      ['007', '007'],
      ['1.50', '1.50'],
      ['null', 'null'],
      ['=1+2', '=1+2'], // written as is: no formula-injection escaping
      ['x"y', '"x""y"'],
    ];
    for (const [value, field] of cases) {
      expect(toCsv([new Map([['v', value]])]), JSON.stringify(value)).toBe(`v\r\n${field}\r\n`);
    }
  });

  it('quotes header names that need it, and an empty one', () => {
    expect(toCsv(parseJson('[{"a,b":1,"":2," c":3,"42":4,"__proto__":5}]'))).toBe('"a,b",""," c",42,__proto__\r\n1,2,3,4,5\r\n');
  });

  it('writes with the delimiter given, quoting every delimiter character whichever it is', () => {
    const rows = parseJson('[{"a":1,"b":"x,y","c":"p;q|r\\ts"},{"a":2}]');
    expect(toCsv(rows, 'json', { delimiter: ';' })).toBe('a;b;c\r\n1;"x,y";"p;q|r\ts"\r\n2;;\r\n');
    expect(toCsv(rows, 'json', { delimiter: '\t' })).toBe('a\tb\tc\r\n1\t"x,y"\t"p;q|r\ts"\r\n2\t\t\r\n');
    expect(toCsv(rows)).toBe('a,b,c\r\n1,"x,y","p;q|r\ts"\r\n2,,\r\n');
  });

  it("quotes a header name that a reader would take for Excel's sep= line", () => {
    expect(toCsv(parseJson('[{"sep=x":1}]'))).toBe('"sep=x"\r\n1\r\n');
    expect(toCsv(parseJson('[{"sep=xy":1}]'))).toBe('sep=xy\r\n1\r\n');
    expect(read(toCsv(parseJson('[{"sep=x":1}]'))).rows).toEqual([{ 'sep=x': 1 }]);
  });

  it('keeps key order, integer-like keys included', () => {
    expect(write('[{"name":"x","2024":1,"10":2}]').columns).toEqual(['name', '2024', '10']);
  });

  it('writes an empty array as empty text', () => {
    expect(write('[]')).toEqual({ text: '', columns: [], rowCount: 0 });
  });

  it('refuses anything but an array of objects, saying what it found', () => {
    expect(writeError('{"a":1}')).toBe('json: must be an array of objects, found an object');
    expect(writeError('"x"')).toBe('json: must be an array of objects, found a string');
    expect(writeError('3')).toBe('json: must be an array of objects, found a number');
    expect(writeError('null')).toBe('json: must be an array of objects, found null');
    expect(writeError('true')).toBe('json: must be an array of objects, found a boolean');
    expect(writeError('[{"a":1},{"b":2},"x"]')).toBe('json: must be an array of objects, item 3 is a string');
    expect(writeError('[[1]]')).toBe('json: must be an array of objects, item 1 is an array');
    expect(writeError('[{"a":1},null]')).toBe('json: must be an array of objects, item 2 is null');
    expect(writeError('[{},{}]')).toBe('json: every object is empty, so there is no column to write');
    expect(() => writeCsv('x', 'text')).toThrow('text: must be an array of objects, found a string');
  });

  it('refuses, promptly and before laying the table out, a CSV past the response limit', () => {
    // 60,000 objects with a key each of their own: 60,000 rows of 60,000 cells.
    const json = `[${Array.from({ length: 60_000 }, (_, i) => `{"k${i}":1}`).join(',')}]`;
    const start = cpuNow();
    expect(writeError(json)).toBe(
      'json: the result would be about 3,600.6 MB, over the 8 MiB (8,388,608 bytes) response limit; use fewer objects, or objects that share their keys (every row has a cell for every column)',
    );
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('writes a sparse table just under the limit promptly', () => {
    const n = 2_880; // 2,880 rows × 2,880 columns: 8.3 million cells
    const value: DataValue = Array.from({ length: n }, (_, i) => new Map([[`k${i}`, 'x,y']]));
    const start = cpuNow();
    const { text, rowCount } = writeCsv(value);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(rowCount).toBe(n);
    expect(Buffer.byteLength(JSON.stringify(text))).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
    expect(text.length).toBeGreaterThan(n * n);
  });

  it('counts the answer exactly as JSON: an answer of exactly the limit is written, one byte more refused', () => {
    const random = seededRandom(13);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const pieces = ['a', ' ', ',', '"', '\r\n', 'é', '😀', '\ud800', '\u0001', '\\', '0', '7', '-', 'true', '', '\t', '=', ';'];
    const scalar = (): DataValue => {
      const roll = random();
      if (roll < 0.1) return null;
      if (roll < 0.2) return random() < 0.5;
      if (roll < 0.3) return new LosslessNumber(pick(['0', '-1.50', '1e400', '12345678901234567890']));
      if (roll < 0.4) return parseJson(pick(['[1,"a\\"b"]', '{"k":{"x":null}}', '[]', '"s"']));
      return Array.from({ length: Math.floor(random() * 4) }, () => pick(pieces)).join('');
    };
    for (let round = 0; round < 200; round++) {
      const keys = Array.from({ length: 1 + Math.floor(random() * 4) }, () => Array.from({ length: Math.floor(random() * 3) }, () => pick(pieces)).join(''));
      const value: DataValue = Array.from({ length: 1 + Math.floor(random() * 5) }, () => new Map(keys.filter(() => random() < 0.7).map((key) => [key, scalar()])));
      if (value.every((row) => (row as Map<string, DataValue>).size === 0)) continue;
      const { text, columns, rowCount } = writeCsv(value);
      const answer = Buffer.byteLength(JSON.stringify({ result: text, columns, rowCount }));
      const own = JSON.stringify({ result: '', columns: 0, rowCount }).length - 1; // the answer less the text and the list
      const envelopeBytes = MAX_RESPONSE_BYTES - answer + own;
      expect(writeCsv(value, 'json', { listColumns: true, envelopeBytes: () => envelopeBytes }).text).toBe(text);
      expect(() => writeCsv(value, 'json', { listColumns: true, envelopeBytes: () => envelopeBytes + 1 })).toThrow(/^json: the result would be about 8\.4 MB, /);
    }
  });
});

describe('round trip', () => {
  it('parseCsv(writeCsv(rows)) gives back the same strings, booleans, nulls and canonical numbers, whatever the delimiter', () => {
    const random = seededRandom(11);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const pieces = ['a', 'Z', ' ', ',', ';', '|', '\t', '"', '""', '\r', '\n', '\r\n', 'é', '😀', '0', '7', '-', '.', 'e', '+', 'true', '\uFEFF', '='];
    const scalars = (): DataValue => {
      const roll = random();
      if (roll < 0.1) return null;
      if (roll < 0.2) return random() < 0.5;
      if (roll < 0.35) return new LosslessNumber(String(Math.round((random() - 0.5) * 1e6) / pick([1, 10, 100, 1e3])));
      return Array.from({ length: Math.floor(random() * 6) }, () => pick(pieces)).join('');
    };
    for (let round = 0; round < 300; round++) {
      const width = 1 + Math.floor(random() * 4);
      const names = uniqueColumnNames(Array.from({ length: width }, (_, i) => `c${i}${pick(['', ' x', ',', '"q"', '\n'])}`));
      const rows = Array.from({ length: 1 + Math.floor(random() * 5) }, () => new Map(names.map((name) => [name, scalars()])));
      const delimiter = pick([',', ';', '\t', '|'] as const);
      const text = toCsv(rows, 'json', { delimiter });
      for (const back of [parseCsv(text), parseCsv(text, 'csv', { delimiter })]) {
        expect(back.columns).toEqual(names);
        expect(back.rows.map(toPlain), JSON.stringify(rows.map(toPlain))).toEqual(rows.map(toPlain));
        if (width > 1) expect(back.delimiter).toBe(delimiter);
      }
    }
  });
});
