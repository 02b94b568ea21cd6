// Writes src/ops/slugify/common-spellings.ts: any-ascii's spellings of the Unicode blocks most slugs use, so that a
// Latin, Greek or Cyrillic title is slugged without loading any-ascii's table of all of Unicode (546 KB of code, about
// 8 ms of a cold start to compile and run). `npx tsx scripts/slugify-spellings.ts`; src/ops/slugify/slugify.test.ts
// checks the committed file equals what this writes now.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import anyAscii from 'any-ascii';

/** Blocks of 256 code points (any-ascii's own unit): Latin-1, Latin Extended-A/B, IPA, combining marks and Greek, Cyrillic, Latin and Greek Extended. */
export const COMMON_BLOCKS = [0x00, 0x01, 0x02, 0x03, 0x04, 0x1e, 0x1f] as const;

export const SPELLINGS_FILE = new URL('../src/ops/slugify/common-spellings.ts', import.meta.url);

/** Each block as any-ascii spells its 256 code points, tab-separated (any-ascii's own format: no spelling holds a tab). */
export function renderSpellings(): string {
  const lines = [
    '// Generated from any-ascii by scripts/slugify-spellings.ts; do not edit. Run `npx tsx scripts/slugify-spellings.ts`.',
    "// any-ascii's spellings of the blocks most slugs use (block number → its 256 code points' spellings, tab-separated).",
    'export const COMMON_SPELLINGS: ReadonlyMap<number, string> = new Map([',
  ];
  for (const block of COMMON_BLOCKS) {
    const spellings = Array.from({ length: 256 }, (_, low) => {
      const codePoint = block * 256 + low;
      return codePoint < 0x80 ? '' : anyAscii(String.fromCodePoint(codePoint));
    });
    if (spellings.some((s) => s.includes('\t'))) throw new Error(`block ${block}: a spelling holds a tab`);
    lines.push(`  [0x${block.toString(16).padStart(2, '0')}, ${JSON.stringify(spellings.join('\t'))}],`);
  }
  lines.push(']);');
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SPELLINGS_FILE, renderSpellings());
  console.log(`wrote ${SPELLINGS_FILE.pathname}`);
}
