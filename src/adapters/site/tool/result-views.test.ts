import { describe, expect, it } from 'vitest';
import { firstCsvRecords } from './result-views.js';

describe('the CSV preview reader', () => {
  it('splits at the delimiter the CSV was written with, quotes and line ends as RFC 4180', () => {
    expect(firstCsvRecords('a,b\r\n1,"x,y"\r\n', 5)).toEqual([['a', 'b'], ['1', 'x,y']]);
    // json-to-csv with delimiter semicolon: a comma is data, a quoted semicolon too.
    expect(firstCsvRecords('name;note\r\nAda;"1;2"\r\nBob;3,5\r\n', 5, ';')).toEqual([['name', 'note'], ['Ada', '1;2'], ['Bob', '3,5']]);
    expect(firstCsvRecords('a\tb\n1\t2', 5, '\t')).toEqual([['a', 'b'], ['1', '2']]);
    expect(firstCsvRecords('a|b\n1|2\n3|4\n', 2, '|')).toEqual([['a', 'b'], ['1', '2']]);
  });
});
