/** The page's only stylesheet, inlined: system fonts, light and dark palettes, tables that turn into cards on phones. */
export const referenceCss = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --bg-soft: #f6f8fa; --bg-code: #f6f8fa; --text: #1f2328; --muted: #59636e;
  --border: #d1d9e0; --accent: #0969da; --accent-soft: #ddf4ff; --ok: #1a7f37; --warn: #9a6700; --err: #cf222e;
  --badge-random: #8250df; --badge-live: #1a7f37; --type: #8250df;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif;
  --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --bg-soft: #151b23; --bg-code: #151b23; --text: #e6edf3; --muted: #9198a1;
    --border: #3d444d; --accent: #4493f8; --accent-soft: #172a45; --ok: #3fb950; --warn: #d29922; --err: #f85149;
    --badge-random: #ab7df8; --badge-live: #3fb950; --type: #d2a8ff;
  }
}
* { box-sizing: border-box; }
html { scroll-padding-top: 1rem; -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.6 var(--sans); }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
code, pre { font-family: var(--mono); font-size: 0.875em; }
:not(pre) > code { background: var(--bg-code); border: 1px solid var(--border); border-radius: 4px; padding: 0.05em 0.35em; overflow-wrap: anywhere; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: 0.5rem; z-index: 1; }
.page { max-width: 1240px; margin: 0 auto; padding: 0 1.25rem 3rem; }
.top { padding: 2.5rem 0 1.5rem; border-bottom: 1px solid var(--border); margin-bottom: 1.5rem; }
.top h1 { margin: 0 0 0.5rem; font-size: 2.25rem; line-height: 1.2; letter-spacing: -0.02em; }
.lead { margin: 0 0 1rem; font-size: 1.075rem; max-width: 60rem; }
.links { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.links a { display: inline-block; border: 1px solid var(--border); border-radius: 6px; padding: 0.3rem 0.75rem; background: var(--bg-soft); font-size: 0.9rem; font-weight: 500; }
.links a:hover { border-color: var(--accent); text-decoration: none; }
.layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 2rem; }
.toc { font-size: 0.9rem; border: 1px solid var(--border); border-radius: 8px; padding: 0.75rem 1rem; background: var(--bg-soft); }
.toc p { margin: 0.75rem 0 0.25rem; font-weight: 600; }
.toc p:first-child { margin-top: 0; }
.toc .toc-title { text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.75rem; color: var(--muted); }
.toc ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.15rem 1rem; }
.toc a { color: var(--text); }
.toc a:hover { color: var(--accent); }
@media (min-width: 960px) {
  .layout { grid-template-columns: 240px minmax(0, 1fr); gap: 3rem; }
  .toc { position: sticky; top: 1rem; align-self: start; max-height: calc(100vh - 2rem); overflow-y: auto; border: 0; background: none; padding: 0; }
  .toc ul { display: block; }
  .toc li { padding: 0.1rem 0; }
  .toc ul ul, .toc .ops { padding-left: 0.75rem; border-left: 1px solid var(--border); }
}
main { min-width: 0; }
main > section { margin-bottom: 3rem; }
h2 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 0.75rem; padding-bottom: 0.4rem; border-bottom: 1px solid var(--border); letter-spacing: -0.01em; }
h3 { font-size: 1.3rem; line-height: 1.3; margin: 0 0 0.5rem; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
h3.sub { font-size: 1.1rem; margin-top: 1.5rem; }
h4 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); margin: 1.5rem 0 0.5rem; }
.category-intro { color: var(--muted); margin-top: -0.25rem; }
.op { border: 1px solid var(--border); border-radius: 10px; padding: 1.25rem 1.5rem 1.5rem; margin: 1.25rem 0; }
.op h3 .self { color: var(--text); }
.endpoint { display: flex; align-items: center; gap: 0.5rem; margin: 0 0 0.75rem; flex-wrap: wrap; }
.endpoint code { background: none !important; border: 0 !important; padding: 0 !important; font-size: 0.95rem; overflow-wrap: anywhere; }
.method { font: 700 0.75rem/1 var(--mono); color: #fff; background: var(--ok); border-radius: 4px; padding: 0.3rem 0.45rem; }
@media (prefers-color-scheme: dark) { .method { color: #0d1117; } }
.summary { font-weight: 500; margin: 0 0 0.5rem; }
.badge { font-size: 0.7rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.05em; border-radius: 999px; padding: 0.1rem 0.55rem; border: 1px solid currentColor; }
.badge.random { color: var(--badge-random); }
.badge.live { color: var(--badge-live); }
.note { border-left: 3px solid var(--badge-random); background: var(--bg-soft); padding: 0.5rem 0.75rem; border-radius: 0 6px 6px 0; font-size: 0.95rem; }
.muted { color: var(--muted); }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { text-align: left; vertical-align: top; padding: 0.45rem 0.6rem; border-bottom: 1px solid var(--border); }
th { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); font-weight: 600; border-bottom-width: 2px; }
tbody tr:last-child td { border-bottom: 0; }
td code { background: none !important; border: 0 !important; padding: 0 !important; }
td code.name { font-weight: 600; white-space: nowrap; }
td code.type { color: var(--type); }
.params td:nth-child(3), .params td:nth-child(4) { white-space: nowrap; }
.params td:nth-child(6), .response td:nth-child(3) { min-width: 14rem; }
.req { color: var(--err); font-weight: 600; }
.limit { display: block; white-space: nowrap; }
.status { font-weight: 700; }
.status.s2 { color: var(--ok); } .status.s4 { color: var(--warn); } .status.s5 { color: var(--err); }
.example { margin: 0.75rem 0 1rem; }
.example-title { font-weight: 600; margin: 1rem 0 0.4rem; }
.code-label { font-size: 0.8rem; color: var(--muted); margin: 0.6rem 0 0.25rem; }
pre.code { margin: 0; background: var(--bg-code); border: 1px solid var(--border); border-radius: 6px; padding: 0.7rem 0.9rem; line-height: 1.5; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 28rem; overflow: auto; }
.rules { padding-left: 1.25rem; }
.rules li { margin: 0.25rem 0; }
footer { border-top: 1px solid var(--border); margin-top: 2rem; padding-top: 1rem; color: var(--muted); font-size: 0.875rem; }
@media (max-width: 640px) {
  body { font-size: 15px; }
  .page { padding: 0 0.9rem 2rem; }
  .top { padding-top: 1.5rem; }
  .top h1 { font-size: 1.8rem; }
  .op { padding: 1rem; border-radius: 8px; margin: 1rem -0.25rem; }
  .cards, .cards thead, .cards tbody, .cards tr, .cards td { display: block; width: 100%; }
  .cards thead { position: absolute; left: -9999px; }
  .cards tr { border-bottom: 1px solid var(--border); padding: 0.4rem 0; }
  .cards tbody tr:last-child { border-bottom: 0; }
  .cards td { border: 0; padding: 0.15rem 0 0.15rem 6.75rem; position: relative; min-height: 1.6em; }
  .cards td::before { content: attr(data-label); position: absolute; left: 0; top: 0.3rem; width: 6.25rem; color: var(--muted); font-size: 0.7rem; text-transform: uppercase; letter-spacing: 0.04em; }
  .params td:nth-child(6), .response td:nth-child(3) { min-width: 0; }
  .cards td code.name { white-space: normal; }
  .statuses td { padding: 0.4rem 0.4rem; }
  .limit { white-space: normal; }
  .cards td.empty { display: none; }
  pre.code { font-size: 0.78rem; padding: 0.6rem 0.7rem; }
}
`;
