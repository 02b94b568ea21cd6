/** Letters that Unicode decomposition does not reduce to ASCII, with their usual Latin spelling. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l',
  đ: 'd', Đ: 'd', ð: 'd', Ð: 'd', þ: 'th', Þ: 'th', ı: 'i', ħ: 'h', Ħ: 'h', ŧ: 't', Ŧ: 't',
  ŋ: 'ng', Ŋ: 'ng', ĸ: 'q', ſ: 's',
};

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_ALPHANUMERIC = /[^a-z0-9]+/g;

/** "Crème Brûlée à la Mode!" → "creme-brulee-a-la-mode". Characters with no ASCII spelling (CJK, emoji) are dropped. */
export function slugify(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(/[ßẞæÆœŒøØłŁđĐðÐþÞıħĦŧŦŋŊĸſ]/g, (ch) => TRANSLITERATIONS[ch] ?? '')
    .toLowerCase();
  return ascii.replace(NOT_ALPHANUMERIC, '-').replace(/^-+|-+$/g, '');
}
