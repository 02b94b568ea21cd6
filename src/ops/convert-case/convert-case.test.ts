import { describe, expect, it } from 'vitest';
import op from './convert-case.op.js';
import { fails, ok } from '../../../test/support/run-op.js';
import { spawnSync } from 'node:child_process';
import { titlecaseExceptions, toTitlecase } from './titlecase.js';
import { operationSchemas } from '../../core/json-schema.js';

const convert = async (text: string, mode: string) => (await ok(op, { text, mode })).result;

const MODES_MESSAGE = "'upper', 'lower', 'title', 'sentence', 'camel', 'pascal', 'snake', 'kebab', 'constant'";

describe('convert-case', () => {
  describe('identifier modes split words like lodash', () => {
    it.each([
      // Acronym before a capitalised word ends before its last capital: XML + Http + Request.
      ['XMLHttpRequest', ['xml-http-request', 'xmlHttpRequest', 'XmlHttpRequest', 'xml_http_request', 'XML_HTTP_REQUEST']],
      ['getHTTPResponseCode', ['get-http-response-code', 'getHttpResponseCode', 'GetHttpResponseCode', 'get_http_response_code', 'GET_HTTP_RESPONSE_CODE']],
      // Letter/digit transitions split: base + 64 + Encode. camel/pascal capitalise "64" as itself.
      ['base64Encode', ['base-64-encode', 'base64Encode', 'Base64Encode', 'base_64_encode', 'BASE_64_ENCODE']],
      ['HTML5 parser', ['html-5-parser', 'html5Parser', 'Html5Parser', 'html_5_parser', 'HTML_5_PARSER']],
      ['v2.0.1', ['v-2-0-1', 'v201', 'V201', 'v_2_0_1', 'V_2_0_1']],
      // Ordinals stay whole.
      ['1st place, 22nd row', ['1st-place-22nd-row', '1stPlace22ndRow', '1stPlace22ndRow', '1st_place_22nd_row', '1ST_PLACE_22ND_ROW']],
      ['  --Hello__World--  ', ['hello-world', 'helloWorld', 'HelloWorld', 'hello_world', 'HELLO_WORLD']],
      ['user_ID', ['user-id', 'userId', 'UserId', 'user_id', 'USER_ID']],
      ['already-kebab-case', ['already-kebab-case', 'alreadyKebabCase', 'AlreadyKebabCase', 'already_kebab_case', 'ALREADY_KEBAB_CASE']],
      ['CONSTANT_CASE_NAME', ['constant-case-name', 'constantCaseName', 'ConstantCaseName', 'constant_case_name', 'CONSTANT_CASE_NAME']],
      ['iPhone', ['i-phone', 'iPhone', 'IPhone', 'i_phone', 'I_PHONE']],
      // An apostrophe between letters is dropped without splitting.
      ["Don't stop", ['dont-stop', 'dontStop', 'DontStop', 'dont_stop', 'DONT_STOP']],
      ['l’été', ['lété', 'lété', 'Lété', 'lété', 'LÉTÉ']],
      // Accented and non-Latin letters are kept; ÉcoleNormale splits at the hump.
      ['ÉcoleNormale', ['école-normale', 'écoleNormale', 'ÉcoleNormale', 'école_normale', 'ÉCOLE_NORMALE']],
      ['E\u0301coleNormale', ['e\u0301cole-normale', 'e\u0301coleNormale', 'E\u0301coleNormale', 'e\u0301cole_normale', 'E\u0301COLE_NORMALE']], // decomposed É: the mark stays with its letter
      ['Привет Мир', ['привет-мир', 'приветМир', 'ПриветМир', 'привет_мир', 'ПРИВЕТ_МИР']],
      ['ΟΔΟΣ ΠΑΝΩ', ['οδος-πανω', 'οδοςΠανω', 'ΟδοςΠανω', 'οδος_πανω', 'ΟΔΟΣ_ΠΑΝΩ']], // word-final sigma lowercases to ς
      // Caseless scripts are one word per run; a change to a cased letter splits.
      ['東京Tokyo タワー', ['東京-tokyo-タワー', '東京Tokyoタワー', '東京Tokyoタワー', '東京_tokyo_タワー', '東京_TOKYO_タワー']],
      ['ラーメン大好き', ['ラーメン大好き', 'ラーメン大好き', 'ラーメン大好き', 'ラーメン大好き', 'ラーメン大好き']], // ー (a modifier letter) stays in the word
      ['😀 smile 😀 wide', ['smile-wide', 'smileWide', 'SmileWide', 'smile_wide', 'SMILE_WIDE']], // emoji are dropped
      ['straße', ['straße', 'straße', 'Straße', 'straße', 'STRASSE']], // ß uppercases to SS
      // A capitalised word starts with its titlecase form: ﬁ → Fi, ǆ → ǅ (not Ǆ), ß → Ss (not SS).
      ['ﬁnancial report', ['ﬁnancial-report', 'ﬁnancialReport', 'FinancialReport', 'ﬁnancial_report', 'FINANCIAL_REPORT']],
      ['ǆemal ǆemal', ['ǆemal-ǆemal', 'ǆemalǅemal', 'ǅemalǅemal', 'ǆemal_ǆemal', 'ǄEMAL_ǄEMAL']],
      ['ßtraße ßtraße', ['ßtraße-ßtraße', 'ßtraßeSstraße', 'SstraßeSstraße', 'ßtraße_ßtraße', 'SSTRASSE_SSTRASSE']],
      ['', ['', '', '', '', '']],
      ['!!! ... ---', ['', '', '', '', '']],
    ])('%j', async (text, [kebab, camel, pascal, snake, constant]) => {
      expect(await convert(text, 'kebab')).toBe(kebab);
      expect(await convert(text, 'camel')).toBe(camel);
      expect(await convert(text, 'pascal')).toBe(pascal);
      expect(await convert(text, 'snake')).toBe(snake);
      expect(await convert(text, 'constant')).toBe(constant);
    });
  });

  describe('upper and lower', () => {
    it.each([
      ['Hello, World! 123', 'HELLO, WORLD! 123', 'hello, world! 123'],
      ['  Crème  Brûlée\n', '  CRÈME  BRÛLÉE\n', '  crème  brûlée\n'],
      ['Straße ΟΔΟΣ', 'STRASSE ΟΔΟΣ', 'straße οδος'],
      ['東京 😀', '東京 😀', '東京 😀'],
      ['', '', ''],
    ])('%j', async (text, upper, lower) => {
      expect(await convert(text, 'upper')).toBe(upper);
      expect(await convert(text, 'lower')).toBe(lower);
    });
  });

  describe('title', () => {
    it.each([
      ['the lord of the rings', 'The Lord Of The Rings'], // no small-word exceptions
      ['HELLO   WORLD\n\tagain', 'Hello   World\n\tAgain'], // spacing kept
      ["don't stop, rock 'n' roll", "Don't Stop, Rock 'N' Roll"], // apostrophe inside a word does not end it
      ['hello_world-foo.bar', 'Hello_World-Foo.Bar'], // punctuation separates words and is kept
      ['XMLHttpRequest iPhone', 'Xmlhttprequest Iphone'], // the rest of a word is lowercased
      ['3d printing 1st', '3d Printing 1st'], // a word starting with a digit keeps it
      ['élan vital, ÉCOLE', 'Élan Vital, École'],
      ['e\u0301lan', 'E\u0301lan'],
      ['東京 tokyo 😀 smile', '東京 Tokyo 😀 Smile'],
      // The examples: titlecase, not uppercase, for the first letter.
      ['ﬁnancial report', 'Financial Report'],
      ['ǆemal', 'ǅemal'],
      ['ǄEMAL', 'ǅemal'],
      ['ßtraße', 'Sstraße'],
      ['ﬂow ﬀ', 'Flow Ff'],
      ['ᾳδης', 'ᾼδης'], // the iota subscript stays (uppercase would be ΑΙ)
      ['ქართული ენა', 'ქართული ენა'], // Georgian: titlecase is the letter itself, not Mtavruli
      ['   ', '   '],
      ['', ''],
    ])('%j → %j', async (text, expected) => {
      expect(await convert(text, 'title')).toBe(expected);
    });
  });

  describe('sentence', () => {
    it.each([
      ['hello WORLD. it is A new DAY! really? yes', 'Hello world. It is a new day! Really? Yes'],
      ['"what?" she asked. "fine."  ok', '"What?" She asked. "Fine."  Ok'], // closing quotes after the mark, and leading quotes, are allowed
      ['version 2.5 is out.next one', 'Version 2.5 is out.next one'], // no whitespace after the period: same sentence
      ['3 apples. 4 pears', '3 apples. 4 pears'], // a leading digit takes the capital
      ['first line\nsecond line\n\nnew paragraph', 'First line\nsecond line\n\nNew paragraph'], // a blank line starts a sentence, a single line break does not
      ['- item one\n \n- item two', '- Item one\n \n- Item two'], // a whitespace-only line counts as blank
      ['wait… what', 'Wait… What'],
      ['ÉCOLE. élan', 'École. Élan'],
      ['東京です。tokyo', '東京です。tokyo'], // 。 followed by no space
      ['ﬁnancial report. ǆemal said. ßtraße', 'Financial report. ǅemal said. Sstraße'], // titlecase at each sentence start
      ['   leading spaces', '   Leading spaces'],
      ['', ''],
    ])('%j → %j', async (text, expected) => {
      expect(await convert(text, 'sentence')).toBe(expected);
    });
  });

  it('handles a 1,000,000-character text', async () => {
    const text = 'fooBar baz. '.repeat(83_333); // 12 × 83,333 = 999,996 characters
    const kebab = (await convert(text, 'kebab')) as string;
    expect(kebab).toBe(Array.from({ length: 83_333 }, () => 'foo-bar-baz').join('-'));
    const sentence = (await convert(text, 'sentence')) as string;
    expect(sentence).toBe('Foobar baz. '.repeat(83_333));
    expect(await convert(text, 'upper')).toBe('FOOBAR BAZ. '.repeat(83_333));
  });

  it('accepts the styles written as their own names, in any case, with or without separators', async () => {
    const text = 'hello big_world';
    const cases: [string, string][] = [
      ['camelCase', 'helloBigWorld'], ['CamelCase', 'helloBigWorld'], ['camel_case', 'helloBigWorld'], ['lowerCamelCase', 'helloBigWorld'],
      ['PascalCase', 'HelloBigWorld'], ['UpperCamelCase', 'HelloBigWorld'], ['pascal-case', 'HelloBigWorld'],
      ['snake_case', 'hello_big_world'], ['SNAKE', 'hello_big_world'], ['Snake Case', 'hello_big_world'],
      ['kebab-case', 'hello-big-world'], ['dash-case', 'hello-big-world'], ['param-case', 'hello-big-world'], ['spinal-case', 'hello-big-world'],
      ['CONSTANT_CASE', 'HELLO_BIG_WORLD'], ['SCREAMING_SNAKE_CASE', 'HELLO_BIG_WORLD'], ['macro case', 'HELLO_BIG_WORLD'],
      ['UPPER', 'HELLO BIG_WORLD'], ['UPPER CASE', 'HELLO BIG_WORLD'], ['UPPER_CASE', 'HELLO BIG_WORLD'], ['uppercase', 'HELLO BIG_WORLD'],
      ['Lower', 'hello big_world'], ['lower-case', 'hello big_world'],
      ['Title Case', 'Hello Big_World'], ['TITLE', 'Hello Big_World'], ['titlecase', 'Hello Big_World'],
      ['Sentence case', 'Hello big_world'], ['SENTENCE_CASE', 'Hello big_world'],
      [' kebab ', 'hello-big-world'],
    ];
    for (const [mode, result] of cases) expect(await convert(text, mode), mode).toBe(result);
  });

  it('keeps the spec mode names as a clean enum in the published schema', () => {
    expect(operationSchemas(op).input.properties).toMatchObject({
      mode: { type: 'string', enum: ['upper', 'lower', 'title', 'sentence', 'camel', 'pascal', 'snake', 'kebab', 'constant'] },
    });
  });

  it('titlecases exactly as Unicode says (Python str.title applies UnicodeData and SpecialCasing)', () => {
    expect([toTitlecase('a'), toTitlecase('ǆ'), toTitlecase('ǅ'), toTitlecase('Ǆ'), toTitlecase('ﬃ'), toTitlecase('ß'), toTitlecase('ა')]).toEqual(['A', 'ǅ', 'ǅ', 'ǅ', 'Ffi', 'Ss', 'ა']);
    const script = [
      'import json, sys',
      'print(json.dumps({chr(c): chr(c).title() for c in range(0x110000)',
      '  if not 0xD800 <= c <= 0xDFFF and not 0x10D0 <= c <= 0x10FF and chr(c).title() != chr(c).upper()}))',
    ].join('\n');
    const python = spawnSync('python3', ['-c', script], { encoding: 'utf8' });
    if (python.error) {
      if (process.env.CI === 'true') throw new Error('python3 is needed for the titlecase check');
      return;
    }
    expect(Object.fromEntries(titlecaseExceptions())).toEqual(JSON.parse(python.stdout));
    // Georgian Mkhedruli: titlecase is the letter itself where uppercase is Mtavruli.
    const georgian = spawnSync('python3', ['-c', 'print("".join(chr(c).title() for c in range(0x10D0, 0x1100)))'], { encoding: 'utf8' });
    const mine = Array.from({ length: 0x30 }, (_, i) => toTitlecase(String.fromCodePoint(0x10d0 + i))).join('');
    expect(mine).toBe(georgian.stdout.trim());
  });

  it('rejects missing, mistyped and unknown fields', async () => {
    expect(await fails(op, { mode: 'upper' })).toBe('text: is required');
    expect(await fails(op, { text: 42, mode: 'upper' })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: 'a', mode: 'shout' })).toBe(`mode: must be one of ${MODES_MESSAGE}, got 'shout'`);
    expect(await fails(op, { text: 'a', mode: 'camel case!' })).toBe(`mode: must be one of ${MODES_MESSAGE}, got 'camel case!'`);
    expect(await fails(op, { text: 'a', mode: '' })).toBe(`mode: must be one of ${MODES_MESSAGE}, got ''`);
    expect(await fails(op, { text: 'a', mode: 5 })).toBe(`mode: must be one of ${MODES_MESSAGE}, got 5`);
    expect(await fails(op, { text: 'a' })).toBe('mode: is required');
    expect(await fails(op, { text: 'a', mode: 'upper', case: 'x' })).toBe('case: unknown field; allowed fields: text, mode');
    expect(await fails(op, { text: 'x'.repeat(1_048_577), mode: 'upper' })).toBe('text: must be at most 1048576 characters long');
    expect(await fails(op, null)).toBe('body: must be a JSON object, got null');
  });
});
