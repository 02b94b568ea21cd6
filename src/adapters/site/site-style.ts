import { printCss } from './print-style.js';
import { trailCss } from './trail-style.js';

/** What the content pages add to the reference stylesheet: a top bar, readable article text, lists of items. */
export const siteCss = `
pre code { font-size: inherit; }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.25rem; padding: 0.9rem 0; border-bottom: 1px solid var(--border); }
.bar .home { font-weight: 700; color: var(--text); margin-right: auto; }
.bar nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; }
.bar a[aria-current] { color: var(--text); font-weight: 600; }
.lang { font-size: 0.9rem; border: 1px solid var(--border); border-radius: 6px; padding: 0.15rem 0.6rem; }
.content { max-width: 46rem; padding-top: 1.75rem; }
.content.wide { max-width: none; }
.content h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 0.5rem; letter-spacing: -0.02em; }
.content .lead { color: var(--muted); }
.meta { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; color: var(--muted); font-size: 0.9rem; margin: 0 0 1.5rem; padding: 0; list-style: none; }
.article h2 { font-size: 1.35rem; margin-top: 2rem; }
.article h3 { font-size: 1.1rem; display: block; margin-top: 1.5rem; }
.article pre { background: var(--bg-code); border: 1px solid var(--border); border-radius: 6px; padding: 0.7rem 0.9rem; overflow-x: auto; line-height: 1.5; }
.article .table-wrap { margin: 1rem 0; }
.article blockquote { margin: 1rem 0; padding: 0.25rem 1rem; border-left: 3px solid var(--border); color: var(--muted); }
.article img { max-width: 100%; }
.sources, .related { margin-top: 2.5rem; }
.sources h2, .related h2 { font-size: 1.1rem; }
.sources li, .related li { margin: 0.3rem 0; overflow-wrap: anywhere; }
.items { list-style: none; padding: 0; margin: 1.5rem 0; }
.items li { border-top: 1px solid var(--border); padding: 0.9rem 0; }
.items .item-title { font-weight: 600; font-size: 1.05rem; }
.items p { margin: 0.2rem 0 0; }
.items .item-meta { color: var(--muted); font-size: 0.85rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1rem 0; padding: 0; list-style: none; }
.actions a { display: inline-block; border: 1px solid var(--border); border-radius: 6px; padding: 0.3rem 0.75rem; background: var(--bg-soft); font-weight: 500; }
.content .op { margin-top: 1.5rem; }
.data td:first-child { white-space: nowrap; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.tool { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.25rem; margin: 1rem 0 2.5rem; }
/* Answer first: above the form on a phone; on a wide screen beside the form and the details, kept in view (sticky). */
@media (min-width: 960px) {
  .tool { grid-template-columns: minmax(0, 7fr) minmax(0, 5fr); grid-template-areas: "form answer" "result answer"; align-items: start; }
  .tool > .answer { grid-area: answer; position: sticky; top: 1rem; max-height: calc(100vh - 2rem); overflow-y: auto; }
  .tool > .tool-form { grid-area: form; }
  .tool > .result { grid-area: result; }
}
.answer { border: 2px solid var(--accent); border-radius: 10px; padding: 0.75rem 1rem; background: var(--bg); min-width: 0; }
.answer h2 { margin: 0 0 0.25rem; padding: 0; border: 0; font-size: 0.9rem; font-weight: 600; color: var(--muted); letter-spacing: normal; }
.answer-sentence { font-size: 1.15rem; font-weight: 600; line-height: 1.4; margin: 0 0 0.6rem; }
.answer .headline { margin-bottom: 0.5rem; }
.answer .warnings, .answer .problems { margin: 0.5rem 0; }
.answer .share { margin: 0.5rem 0 0; }
.answer .figure-value { font-size: 1.35rem; }
/* Each figure as wide as its value: two short ones share a row, a long one ("26.664,00 US$") takes its own, unbroken. */
.answer .figure { flex: 1 1 auto; }
.answer pre.output { max-height: 16rem; }
.table-tools { margin: 0 0 0.4rem; }
.examples { margin: 0.75rem 0 0; }
.examples summary { cursor: pointer; color: var(--accent); }
.examples ul { margin: 0.3rem 0; padding-left: 1.2rem; }
/* On a phone the answer must be on the first screen: the navigation is one row that scrolls, the lead smaller. */
@media (max-width: 600px) {
  .bar { padding: 0.5rem 0; gap: 0.25rem 1rem; }
  .bar nav { order: 3; flex-basis: 100%; overflow-x: auto; }
  .bar nav ul { flex-wrap: nowrap; white-space: nowrap; }
  .content { padding-top: 0.75rem; }
  .content h1 { font-size: 1.6rem; }
  .content .lead { font-size: 0.95rem; margin: 0.25rem 0 0.5rem; }
  .content .op .meta, .content > .meta { font-size: 0.8rem; margin-bottom: 0.5rem; }
  .answer { padding: 0.6rem 0.75rem; }
  .answer-sentence { font-size: 1.05rem; }
  .answer .headline { gap: 0.5rem; }
  .answer .figure { padding: 0.4rem 0.6rem; }
  .answer .figure.wide { flex-basis: 100%; }
  .answer .figure-label { font-size: 0.8rem; }
  .answer .figure-value { font-size: 1.2rem; }
}
.tool-form { border: 1px solid var(--border); border-radius: 10px; padding: 1rem 1.1rem; background: var(--bg-soft); }
.field { margin: 0 0 0.9rem; }
.field label { display: block; font-weight: 600; margin-bottom: 0.2rem; }
.field input, .field select, .field textarea, .search input { width: 100%; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--muted); border-radius: 6px; padding: 0.45rem 0.6rem; }
.field textarea { font-family: var(--mono); font-size: 0.9rem; min-height: 8rem; resize: vertical; }
.field input:focus-visible, .field select:focus-visible, .field textarea:focus-visible, .search input:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.field [aria-invalid="true"] { border-color: var(--err); border-width: 2px; }
.help, .hint { color: var(--muted); font-size: 0.875rem; margin: 0.25rem 0 0; }
.error { color: var(--err); font-weight: 600; font-size: 0.9rem; margin: 0.25rem 0 0; }
.error[hidden] { display: none; }
.group { border: 1px solid var(--border); border-radius: 8px; padding: 0.6rem 0.8rem; margin: 0 0 1rem; min-width: 0; }
.group > legend { font-weight: 600; padding: 0 0.3rem; }
.cells { display: grid; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); gap: 0 0.75rem; }
.row { border: 0; border-top: 1px dashed var(--border); padding: 0.6rem 0 0; margin: 0.5rem 0 0; min-width: 0; }
.row > legend { font-size: 0.85rem; color: var(--muted); padding: 0; float: left; width: 100%; margin-bottom: 0.3rem; }
.row .cells { clear: both; }
button { font: inherit; font-weight: 600; border-radius: 6px; padding: 0.45rem 1rem; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: var(--bg); color: var(--accent); padding: 0.25rem 0.7rem; font-weight: 500; }
button:focus-visible, a:focus-visible, summary:focus-visible, pre:focus-visible, .table-wrap:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.form-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.live-note { color: var(--muted); font-size: 0.85rem; }
.result { min-width: 0; }
.result h2 { margin-top: 0; font-size: 1.25rem; }
.result h3 { font-size: 1.05rem; margin: 1.5rem 0 0.5rem; }
.headline { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0 0 1rem; }
.figure { flex: 1 1 13rem; border: 1px solid var(--border); border-radius: 10px; padding: 0.7rem 0.9rem; min-width: 0; }
.figure.wide { flex-basis: 100%; }
.figure-label { display: block; color: var(--muted); font-size: 0.9rem; }
.figure-value { display: block; font-size: 1.55rem; font-weight: 700; line-height: 1.25; overflow-wrap: break-word; font-variant-numeric: tabular-nums; }
pre.output { margin: 0.3rem 0 0; background: var(--bg-code); border: 1px solid var(--border); border-radius: 6px; padding: 0.6rem 0.8rem; overflow: auto; max-height: 24rem; white-space: pre; }
.warnings { border-left: 4px solid var(--warn); background: var(--bg-soft); padding: 0.5rem 0.9rem; margin: 0 0 1rem; border-radius: 0 8px 8px 0; }
.warnings h3 { margin: 0.2rem 0; }
.warnings ul, .assumptions, .rules { margin: 0.3rem 0; padding-left: 1.2rem; }
.warnings li, .assumptions li, .rules li { margin: 0.3rem 0; overflow-wrap: anywhere; }
.problems { border-left: 4px solid var(--err); background: var(--bg-soft); padding: 0.5rem 0.9rem; border-radius: 0 8px 8px 0; }
.notice { border-left: 4px solid var(--warn); padding: 0.5rem 0.9rem; background: var(--bg-soft); }
.offline-notice { border: 1px solid var(--border); border-left: 4px solid var(--warn); border-radius: 0 8px 8px 0; background: var(--bg-soft); padding: 0.6rem 0.9rem; margin: 0 0 1.5rem; line-height: 1.5; overflow-wrap: anywhere; }
table.details, table.breakdown { width: 100%; border-collapse: collapse; margin: 0.5rem 0; }
table.details th, table.details td, table.breakdown th, table.breakdown td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--border); vertical-align: top; font-weight: 400; }
table.details th, table.breakdown th { text-transform: none; letter-spacing: normal; font-size: inherit; color: var(--text); border-bottom-width: 1px; }
table.details td { text-align: right; overflow-wrap: anywhere; }
/* A long output in a cell (a digest in Base64) scrolls inside its box instead of widening the page. */
table.details { table-layout: fixed; }
table.details th { width: 45%; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.table-wrap { overflow-x: auto; max-width: 100%; }
.chart { margin: 1rem 0; container-type: inline-size; }
.chart svg.narrow { display: none; }
@container (max-width: 519.98px) { .chart svg.wide { display: none; } .chart svg.narrow { display: block; } }
.chart svg { width: 100%; height: auto; display: block; font: 13px var(--sans); }
.chart svg text { fill: var(--muted); }
.chart .tick line { stroke: var(--border); }
.chart .tick line.zero { stroke: var(--text); }
.chart .line { fill: none; stroke: var(--accent); stroke-width: 2; }
.chart .area { fill: var(--accent-soft); opacity: 0.7; }
.chart .mark circle { fill: var(--err); }
.chart .mark text { fill: var(--text); font-weight: 600; paint-order: stroke; stroke: var(--bg); stroke-width: 3px; stroke-linejoin: round; }
.chart .bar rect { fill: var(--accent); opacity: 0.55; }
.chart .bar.highlight rect { opacity: 1; }
.chart .bar .label, .chart .axis-name { fill: var(--text); }
.chart .part-0 { fill: var(--ok); background: var(--ok); }
.chart .part-1 { fill: var(--accent); background: var(--accent); }
.chart .part-2 { fill: var(--warn); background: var(--warn); }
.chart .part-3 { fill: var(--err); background: var(--err); }
.chart .legend { list-style: none; padding: 0; margin: 0.5rem 0; display: flex; flex-wrap: wrap; gap: 0.3rem 1.25rem; }
.chart .swatch { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 2px; margin-right: 0.35rem; vertical-align: -0.05rem; }
.chart figcaption { color: var(--muted); font-size: 0.9rem; margin-top: 0.4rem; }
details.api, details.how { border: 1px solid var(--border); border-radius: 8px; padding: 0.5rem 0.9rem; margin: 1.5rem 0 0; }
details.api summary, details.how summary { cursor: pointer; font-weight: 600; }
details.api pre { background: var(--bg-code); border: 1px solid var(--border); border-radius: 6px; padding: 0.6rem 0.8rem; overflow: auto; max-height: 22rem; }
.about { max-width: 46rem; }
.hero { padding: 1rem 0 1.5rem; }
.hero h1 { font-size: 2.4rem; }
.search { margin: 1rem 0; max-width: 40rem; }
.search label { display: block; font-weight: 600; margin-bottom: 0.3rem; }
.search-row { display: flex; gap: 0.5rem; }
.kind { font-size: 0.8rem; color: var(--muted); border: 1px solid var(--border); border-radius: 999px; padding: 0 0.5rem; margin-left: 0.3rem; }
.cards-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 1rem; }
.card { border: 1px solid var(--border); border-radius: 10px; padding: 0.9rem 1.1rem; }
.card h2 { font-size: 1.2rem; margin: 0 0 0.3rem; }
.card .count { color: var(--muted); font-weight: 400; font-size: 0.95rem; }
.card p { margin: 0.2rem 0 0.5rem; }
.card ul { margin: 0; padding-left: 1.1rem; }
.card .more { margin-top: 0.5rem; font-weight: 600; }
:root { --add-bg: #dafbe1; --add-strong: #aceebb; --del-bg: #ffebe9; --del-strong: #ffcecb; }
@media (prefers-color-scheme: dark) { :root { --add-bg: #12261e; --add-strong: #1f4a2c; --del-bg: #2d171b; --del-strong: #5c2428; } }
.output-head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; min-height: 1.9rem; }
button.copy { padding: 0.1rem 0.65rem; font-size: 0.85rem; }
.file-open { margin-top: 0.35rem; }
.file-open button { font-size: 0.85rem; }
.with-now { display: flex; gap: 0.5rem; align-items: stretch; }
.with-now input { flex: 1; min-width: 0; }
a.button { display: inline-flex; align-items: center; border: 1px solid var(--accent); border-radius: 6px; padding: 0.25rem 0.8rem; font-weight: 500; text-decoration: none; white-space: nowrap; }
a.button.secondary { background: var(--bg); color: var(--accent); }
.swatch-color { display: inline-block; width: 1.6rem; height: 1.6rem; border-radius: 6px; border: 1px solid var(--muted); vertical-align: -0.3rem; margin-right: 0.5rem; overflow: hidden; background: repeating-conic-gradient(#c8c8c8 0 25%, #fff 0 50%) 0 0 / 0.6rem 0.6rem; }
.swatch-color > span { display: block; width: 100%; height: 100%; }
.view-switch { border: 0; padding: 0; margin: 0 0 0.5rem; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: center; min-width: 0; }
.view-switch legend { float: left; font-weight: 600; padding: 0; margin-right: 0.25rem; }
.view-switch label { cursor: pointer; }
.diff-views:has(input[value="unified"]:checked) .diff-split, .diff-views:has(input[value="split"]:checked) .diff-unified { display: none; }
table.diff { width: 100%; min-width: 20rem; border-collapse: collapse; table-layout: fixed; font: 0.85rem/1.45 var(--mono); }
table.diff th { text-align: left; font: 600 0.9rem var(--sans); padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--border); text-transform: none; letter-spacing: normal; color: var(--text); }
table.diff td { padding: 0 0.4rem; vertical-align: top; white-space: pre-wrap; overflow-wrap: anywhere; border: 0; }
table.diff col.ln { width: 2.8rem; }
@media (max-width: 640px) { table.diff { font-size: 0.78rem; } table.diff col.ln { width: 2rem; } table.diff td { padding: 0 0.2rem; } }
table.diff col.mark { width: 1.3rem; }
table.diff td.ln { text-align: right; color: var(--muted); user-select: none; }
table.diff td.mark { padding: 0; text-align: center; user-select: none; font-weight: 700; }
table.diff .del, pre.diff-text .del { background: var(--del-bg); }
table.diff .add, pre.diff-text .add { background: var(--add-bg); }
table.diff .none { background: var(--bg-soft); }
table.diff del { background: var(--del-strong); text-decoration: line-through; text-decoration-thickness: 1px; }
table.diff ins { background: var(--add-strong); text-decoration: underline; text-decoration-thickness: 1px; }
pre.diff-text span { display: block; width: max-content; min-width: 100%; }
pre.diff-text .hunk { color: var(--accent); }
pre.diff-text .file { font-weight: 700; }
table.preview { border-collapse: collapse; font-size: 0.9rem; margin: 0.25rem 0; }
table.preview th, table.preview td { border: 1px solid var(--border); padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; max-width: 18rem; overflow-wrap: anywhere; }
table.preview th { background: var(--bg-soft); font-weight: 600; text-transform: none; letter-spacing: normal; color: var(--text); font-size: inherit; }
table.preview td.num { text-align: right; }
.clocks { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0 0 1rem; }
.clock { flex: 1 1 15rem; display: flex; align-items: center; gap: 0.9rem; margin: 0; border: 1px solid var(--border); border-radius: 10px; padding: 0.7rem 0.9rem; min-width: 0; }
.clock-face { width: 5.5rem; height: 5.5rem; flex: none; }
.clock-face circle { fill: var(--bg); stroke: var(--text); stroke-width: 2.5; }
.clock-face.night circle { fill: var(--text); }
.clock-face line { stroke: var(--text); stroke-linecap: round; }
.clock-face.night line { stroke: var(--bg); }
.clock-face .tick { stroke-width: 2; opacity: 0.6; }
.clock-face .hour { stroke-width: 4.5; }
.clock-face .minute { stroke-width: 3; }
.clock-face .pin, .clock-face.night .pin { fill: var(--accent); stroke: none; }
.clock figcaption { display: flex; flex-direction: column; min-width: 0; }
.clock-time { font-size: 2rem; font-weight: 700; line-height: 1.15; font-variant-numeric: tabular-nums; }
.clock-day, .clock-zone { font-size: 0.9rem; color: var(--muted); overflow-wrap: anywhere; }
.clock-zone span { white-space: nowrap; }
.clock-day::first-letter { text-transform: uppercase; }
.score-card { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; align-items: start; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 0.75rem; }
.score-area { border: 1px solid var(--border); border-radius: 10px; padding: 0.7rem 0.9rem; min-width: 0; }
.score-area h4 { margin: 0 0 0.3rem; font-size: 1rem; }
.score-line { display: flex; align-items: center; gap: 0.6rem; margin: 0; }
.score-value { font-size: 1.5rem; font-weight: 700; white-space: nowrap; font-variant-numeric: tabular-nums; }
.score-value small { font-size: 0.85rem; font-weight: 400; color: var(--muted); }
.score-meter { flex: 1; height: 0.5rem; border-radius: 4px; background: var(--bg-soft); border: 1px solid var(--border); overflow: hidden; }
.score-meter span { display: block; height: 100%; background: var(--err); }
.score-mid .score-meter span { background: var(--warn); }
.score-high .score-meter span { background: var(--ok); }
.score-gap { margin: 0.35rem 0 0; color: var(--muted); }
.score-gap.priced { color: var(--text); font-weight: 600; }
.score-area details { margin-top: 0.35rem; font-size: 0.9rem; }
.score-area details p { margin: 0.3rem 0 0; overflow-wrap: anywhere; }
table.details td pre.output { text-align: left; }
.error-at { margin: 0.75rem 0 0.25rem; }
.error-at figcaption { font-weight: 600; }
.error-at pre { max-height: none; }
.error-at mark { background: var(--del-strong); color: inherit; outline: 1px solid var(--err); }
.error-at .caret { color: var(--err); font-weight: 700; }
@media (max-width: 640px) { .data.cards td { padding-left: 8.5rem; } .data.cards td::before { width: 8rem; } .content h1 { font-size: 1.6rem; } }
${trailCss}${printCss}`;
