/** What the content pages add to the reference stylesheet: a top bar, readable article text, lists of items. */
export const siteCss = `
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
.article table { margin: 1rem 0; display: block; overflow-x: auto; }
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
@media (max-width: 640px) { .data.cards td { padding-left: 8.5rem; } .data.cards td::before { width: 8rem; } .content h1 { font-size: 1.6rem; } .bar .home { width: 100%; } }
`;
