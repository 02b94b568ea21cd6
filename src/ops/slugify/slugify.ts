/** Letters that Unicode decomposition does not reduce to ASCII, with their usual Latin spelling. */
const TRANSLITERATIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l',
    đ: 'd', Đ: 'd', ð: 'd', Ð: 'd', þ: 'th', Þ: 'th', ı: 'i', ħ: 'h', Ħ: 'h', ŧ: 't', Ŧ: 't',
    ŋ: 'ng', Ŋ: 'ng', ĸ: 'q', ſ: 's',
  }),
);

const COMBINING_MARK = /^\p{M}+$/u;
const ASCII_ALPHANUMERIC = /^[a-z0-9]+$/;

/**
 * "Crème Brûlée à la Mode!" → "creme-brulee-a-la-mode". Decomposes (NFKD), drops combining marks, transliterates,
 * lowercases, and turns every run of other characters into one hyphen. Characters with no ASCII spelling (CJK,
 * emoji) separate words and are dropped. One pass over the text; ASCII input skips the decomposition.
 */
export function slugify(text: string): string {
  // eslint-disable-next-line no-control-regex
  const source = /^[\u0000-\u007f]*$/.test(text) ? text : text.normalize('NFKD');
  let slug = '';
  let pendingHyphen = false;
  const append = (letters: string) => {
    if (pendingHyphen && slug !== '') slug += '-';
    pendingHyphen = false;
    slug += letters;
  };
  for (let i = 0; i < source.length; i++) {
    const unit = source.charCodeAt(i);
    if ((unit >= 0x61 && unit <= 0x7a) || (unit >= 0x30 && unit <= 0x39)) append(source[i]!);
    else if (unit >= 0x41 && unit <= 0x5a) append(String.fromCharCode(unit + 32));
    else if (unit < 0x80) pendingHyphen = true;
    else {
      const isPair = unit >= 0xd800 && unit <= 0xdbff && i + 1 < source.length;
      const ch = isPair ? source.slice(i, i + 2) : source[i]!;
      if (isPair) i++;
      if (COMBINING_MARK.test(ch)) continue; // accents: part of the letter before them
      const spelled = TRANSLITERATIONS.get(ch) ?? ch.toLowerCase();
      if (ASCII_ALPHANUMERIC.test(spelled)) append(spelled);
      else pendingHyphen = true;
    }
  }
  return slug;
}
