import Papa from 'papaparse';
const cases = {
  badquotes: '"' + 'a"'.repeat(400000) + ',',
  badquotes2: 'x,"' + 'a" '.repeat(300000) + ',\n',
  manycols: 'a,'.repeat(100000) + 'a\n' + '1,'.repeat(100000) + '1\n',
  long: 'x'.repeat(1000000),
  small: '1,2,3\n'.repeat(160000),
};
for (const [name, text] of Object.entries(cases)) {
  const t = performance.now();
  const r = Papa.parse(text, { delimitersToGuess: [',', ';', '\t', '|'], preview: 1, skipEmptyLines: true });
  console.log(name, (performance.now() - t).toFixed(0), 'ms', JSON.stringify(r.meta).slice(0,200), r.errors.length, JSON.stringify(r.errors[0]));
}
