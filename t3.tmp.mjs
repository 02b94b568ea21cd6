import { decode, encode } from '@toon-format/toon';
function time(label, fn) { const s = performance.now(); try { const r = fn(); console.log(label, (performance.now() - s).toFixed(0), 'ms'); return r; } catch (e) { console.log(label, 'ERR', (performance.now() - s).toFixed(0), 'ms', e.constructor.name, e.message.slice(0, 100)); } }
// deep nesting then wide row
for (const D of [100, 500, 1000]) {
  let lines = [];
  for (let d = 0; d < D; d++) lines.push(' '.repeat(d) + 'a:');
  const cells = Math.floor((1_000_000 - D * D / 2) / 2);
  lines.push(' '.repeat(D) + `x[${cells}]: ` + Array(cells).fill('1').join(','));
  const text = lines.join('\n');
  time(`deep ${D} + inline ${cells} (${text.length})`, () => decode(text, { indentSize: 1 }));
  let lines2 = [];
  for (let d = 0; d < D; d++) lines2.push(' '.repeat(d) + 'a:');
  const rows = 20000;
  lines2.push(' '.repeat(D) + `x[${rows}]{a,b}:`);
  for (let i = 0; i < rows; i++) lines2.push(' '.repeat(D + 1) + '1,2');
  const t2 = lines2.join('\n');
  time(`deep ${D} + tabular ${rows} (${t2.length})`, () => decode(t2, { indentSize: 1 }));
}
// blank lines quadratic
{
  let s = '';
  let i = 0;
  while (s.length < 1_000_000) { s += `k${i++}[1]{a}:\n  1\n\n`; }
  time(`blank-lines ${i} arrays (${s.length})`, () => decode(s));
}
// 100k nesting
{
  let lines = [];
  for (let d = 0; d < 1400; d++) lines.push(' '.repeat(d) + 'a:');
  time('deep 1400 indent1', () => decode(lines.join('\n'), { indentSize: 1 }));
}
