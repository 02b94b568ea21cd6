/**
 * The file tools' drop zone, page cards and merge's file list (src/client/tools/drop-zone.ts, pdf/page-grid.ts,
 * pdf-tools.ts); appended to the file tool pages' styles by browser-tool-page.ts.
 */
export const fileToolsCss = `
.drop-zone { border: 2px dashed var(--muted); border-radius: 10px; padding: 1rem; background: var(--bg-soft); text-align: center; cursor: pointer; }
.drop-zone:focus-within { outline: 3px solid var(--accent); outline-offset: 2px; border-color: var(--accent); }
.drop-zone.dragging { border-style: solid; border-color: var(--accent); background: var(--accent-soft); }
.drop-zone label { font-size: 1.05rem; }
.drop-zone .drop-hint { margin: 0 0 0.6rem; color: var(--muted); }
.drop-zone input[type="file"] { max-width: 24rem; margin: 0 auto; display: block; background: var(--bg); }
.pdf-file-list { margin: 0.25rem 0 0; padding-left: 0; list-style: none; }
.pdf-file-list-multiple { margin-top: 0.5rem; padding-left: 1.5rem; list-style: decimal; }
.pdf-file-list li { margin: 0.35rem 0; overflow-wrap: anywhere; }
.pdf-file-list li[draggable="true"] { cursor: grab; border-radius: 6px; padding: 0.2rem 0.3rem; }
.pdf-file-thumb { display: inline-block; vertical-align: middle; height: 3.5rem; width: auto; max-width: 3.5rem; margin-right: 0.5rem; border: 1px solid var(--border); background: #fff; }
.pdf-file-actions { display: inline-flex; flex-wrap: wrap; gap: 0.35rem; margin-left: 0.5rem; vertical-align: middle; }
.pdf-file-actions button:disabled, .page-actions button:disabled { opacity: 0.45; cursor: default; }
.dragging { opacity: 0.45; }
.drop-target { outline: 3px solid var(--accent); outline-offset: 2px; }
.page-grid-box { margin: 0 0 1rem; }
.page-grid-box > .help { margin: 0 0 0.4rem; }
.page-grid-tools { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0 0 0.5rem; }
.page-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(7.75rem, 1fr)); gap: 0.6rem; }
.page-card { display: flex; flex-direction: column; align-items: center; gap: 0.3rem; min-width: 0; padding: 0.4rem; border: 1px solid var(--border); border-radius: 8px; background: var(--bg); }
.page-card[draggable="true"] { cursor: grab; }
.page-card.selected { border-color: var(--accent); background: var(--accent-soft); }
.page-label { display: flex; flex-direction: column; align-items: center; gap: 0.3rem; width: 100%; cursor: pointer; font-weight: 400; }
.page-thumb { display: flex; align-items: center; justify-content: center; width: 100%; aspect-ratio: 1; overflow: hidden; }
.page-thumb img { display: block; max-width: 100%; max-height: 100%; border: 1px solid var(--border); background: #fff; transition: transform 0.15s; }
.page-blank { display: flex; align-items: center; justify-content: center; width: 70%; height: 92%; border: 1px solid var(--border); background: var(--bg-soft); color: var(--muted); font-size: 1.4rem; transition: transform 0.15s; }
.page-number { font-size: 0.9rem; font-weight: 600; }
.page-number input { width: auto; margin: 0; vertical-align: middle; }
.page-turn { color: var(--muted); font-weight: 400; }
.page-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.25rem; }
.page-actions button { min-width: 2.1rem; min-height: 2.25rem; padding: 0.1rem 0.35rem; }
.file-tool-zip { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.file-tool-zip a.button { white-space: normal; overflow-wrap: anywhere; font-weight: 600; }
@media (prefers-reduced-motion: reduce) { .page-thumb img, .page-blank { transition: none; } }
`;
