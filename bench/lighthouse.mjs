// npm run bench: Lighthouse's performance score (default mobile config: a 412 px phone, simulated slow 4G and a 4×
// slower CPU) for the pages test/load/lighthouse.test.ts checks in the other three categories. The score is timed —
// simulated throttling scales what it observes — so it lives here, as Lighthouse advises (docs/variability.md): the
// median of three runs per page, with its metrics. Writes the "Lighthouse performance" section of bench/README.md.
// Needs the built server (dist/) and Debian's Chromium.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveDist, writeSection } from './serve-dist.mjs';

const PAGES = ['/', '/es/', '/calculators/hourly-to-salary', '/es/calculators/es-nomina-bruto-neto', '/utilities/json-format', '/es/utilities/json-format', '/utilities/image-resize', '/es/utilities/image-resize'];
const RUNS = 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { base, stop } = await serveDist();
// The server's own first time for each page (rendering, compressing an asset once per process) is not the page's.
for (const path of PAGES) await (await fetch(base + path)).text();
const chromium = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const rows = [];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(base + path, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { lhr } = result;
      const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({ score: lhr.categories.performance.score, fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift') });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push(`| ${path} | ${Math.round(m('score') * 100)} (${runs.map((r) => Math.round(r.score * 100)).join(', ')}) | ${m('fcp').toFixed(0)} ms | ${m('lcp').toFixed(0)} ms | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} |`);
    console.log(rows.at(-1));
  }
} finally {
  chromium.kill();
  stop();
}

const section = `## Lighthouse performance

Measured by \`bench/lighthouse.mjs\` (part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}: Lighthouse's default mobile
config against the built server, median of ${RUNS} runs per page (all runs in brackets). The test suite checks the
other three categories (accessibility, best practices, SEO: 100, which do not depend on timing); this score is timed,
so it is measured here, not asserted where a busy machine would fail it. The goal is 100 on every page.

| page | performance | FCP | LCP | TBT | CLS |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}
`;
await writeSection('## Lighthouse performance', section);
console.log(section);
