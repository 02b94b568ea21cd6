/**
 * The page on paper: black on white whatever the screen's colour scheme, without what only works on a screen (the top
 * bar, the trail, the search box, the form and its buttons, the API snippets), so the title, the answer with its
 * figures, tables and chart, and the sources print. A source's address is printed after its name, since a printed link
 * cannot be followed; rows, figures and charts are not split across pages.
 */
export const printCss = `
@media print {
  :root { color-scheme: light; --bg: #fff; --bg-soft: #fff; --bg-code: #fff; --text: #000; --muted: #333; --border: #999; --accent: #000; --accent-soft: #ddd; }
  @page { margin: 1.5cm; }
  body { background: #fff; color: #000; font-size: 11pt; line-height: 1.45; }
  .page { max-width: none; padding: 0; }
  .skip, .bar, .trail, footer, form.search, #home-results, .tool-form:not(.file-tool), .file-tool > :not(.file-tool-output), button, [data-js], .share, details.api, .view-switch, .offline-notice, noscript { display: none !important; }
  .file-tool { border: 0; padding: 0; background: none; }
  .content { padding-top: 0; }
  .tool { display: block; margin: 1rem 0; }
  a { color: #000; text-decoration: underline; }
  .sources a[href^="http"]::after, .rules a[href^="http"]::after, .article a[href^="http"]::after { content: " <" attr(href) ">"; overflow-wrap: anywhere; text-decoration: none; }
  .sources .muted { display: none; }
  .table-wrap, .article table, pre { overflow: visible; max-height: none; }
  .article table { display: table; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  thead { display: table-header-group; }
  tr, .figure, .chart, figure, .card, li { break-inside: avoid; }
  h1, h2, h3 { break-after: avoid; }
  .chart, .swatch-color { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;
