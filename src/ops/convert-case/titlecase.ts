/**
 * Unicode titlecase: the form a word's first letter takes, which is not always its uppercase. Digraphs have a
 * titlecase letter of their own (ǆ → ǅ, not Ǆ), ligatures and ß titlecase to a capital and small letters (ﬁ → Fi,
 * ß → Ss), Greek letters with a iota subscript keep it (ᾳ → ᾼ), and Georgian Mkhedruli letters stay as they are
 * (their uppercase, Mtavruli, is for all-caps text only). JavaScript has toUpperCase but no titlecase, and no
 * maintained npm package carries the mapping alone, so this is the list of characters whose titlecase differs from
 * their uppercase, from the Unicode Character Database: UnicodeData.txt field 14 (Simple_Titlecase_Mapping) and the
 * titlecase column of SpecialCasing.txt (unconditional mappings), Unicode 14.0 (Unicode 17.0, which Node's regexes
 * use, has the same 31 titlecase letters).
 * Generated with Python, whose str.title() applies these mappings: for every code point c, c.title() where it differs
 * from c.upper(). convert-case.test.ts checks the list against python3 again.
 */
const TITLECASE_NOT_UPPERCASE: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ß: 'Ss', Ǆ: 'ǅ', ǅ: 'ǅ', ǆ: 'ǅ', Ǉ: 'ǈ', ǈ: 'ǈ', ǉ: 'ǈ', Ǌ: 'ǋ', ǋ: 'ǋ', ǌ: 'ǋ', Ǳ: 'ǲ', ǲ: 'ǲ', ǳ: 'ǲ', և: 'Եւ',
    ᾀ: 'ᾈ', ᾁ: 'ᾉ', ᾂ: 'ᾊ', ᾃ: 'ᾋ', ᾄ: 'ᾌ', ᾅ: 'ᾍ', ᾆ: 'ᾎ', ᾇ: 'ᾏ', ᾈ: 'ᾈ', ᾉ: 'ᾉ', ᾊ: 'ᾊ', ᾋ: 'ᾋ', ᾌ: 'ᾌ', ᾍ: 'ᾍ',
    ᾎ: 'ᾎ', ᾏ: 'ᾏ', ᾐ: 'ᾘ', ᾑ: 'ᾙ', ᾒ: 'ᾚ', ᾓ: 'ᾛ', ᾔ: 'ᾜ', ᾕ: 'ᾝ', ᾖ: 'ᾞ', ᾗ: 'ᾟ', ᾘ: 'ᾘ', ᾙ: 'ᾙ', ᾚ: 'ᾚ', ᾛ: 'ᾛ',
    ᾜ: 'ᾜ', ᾝ: 'ᾝ', ᾞ: 'ᾞ', ᾟ: 'ᾟ', ᾠ: 'ᾨ', ᾡ: 'ᾩ', ᾢ: 'ᾪ', ᾣ: 'ᾫ', ᾤ: 'ᾬ', ᾥ: 'ᾭ', ᾦ: 'ᾮ', ᾧ: 'ᾯ', ᾨ: 'ᾨ', ᾩ: 'ᾩ',
    ᾪ: 'ᾪ', ᾫ: 'ᾫ', ᾬ: 'ᾬ', ᾭ: 'ᾭ', ᾮ: 'ᾮ', ᾯ: 'ᾯ', ᾲ: 'Ὰ\u0345', ᾳ: 'ᾼ', ᾴ: 'Ά\u0345', ᾷ: 'Α\u0342\u0345', ᾼ: 'ᾼ',
    ῂ: 'Ὴ\u0345', ῃ: 'ῌ', ῄ: 'Ή\u0345', ῇ: 'Η\u0342\u0345', ῌ: 'ῌ', ῲ: 'Ὼ\u0345', ῳ: 'ῼ', ῴ: 'Ώ\u0345',
    ῷ: 'Ω\u0342\u0345', ῼ: 'ῼ', ﬀ: 'Ff', ﬁ: 'Fi', ﬂ: 'Fl', ﬃ: 'Ffi', ﬄ: 'Ffl', ﬅ: 'St', ﬆ: 'St', ﬓ: 'Մն', ﬔ: 'Մե',
    ﬕ: 'Մի', ﬖ: 'Վն', ﬗ: 'Մխ',
  }),
);

/** Georgian Mkhedruli (U+10D0–U+10FA, U+10FD–U+10FF): titlecase is the letter itself. */
const GEORGIAN_MKHEDRULI = /^[\u10D0-\u10FA\u10FD-\u10FF]$/;

/** The titlecase form of one character (a whole code point): may be longer than it (ß → Ss). */
export function toTitlecase(ch: string): string {
  return TITLECASE_NOT_UPPERCASE.get(ch) ?? (GEORGIAN_MKHEDRULI.test(ch) ? ch : ch.toUpperCase());
}

/** Code points whose titlecase differs from their uppercase, for the test against Python. */
export function titlecaseExceptions(): ReadonlyMap<string, string> {
  return TITLECASE_NOT_UPPERCASE;
}
