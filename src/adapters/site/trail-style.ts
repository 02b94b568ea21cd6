/** The trail above an item's page (home › section): small, one line where it fits. */
export const trailCss = `
.trail ol { display: flex; flex-wrap: wrap; gap: 0 0.4rem; margin: 0 0 0.6rem; padding: 0; list-style: none; font-size: 0.9rem; }
.trail li + li::before { content: "›" / ""; margin-right: 0.4rem; color: var(--muted); }
`;
