// Vercel (Node.js runtime): every path is rewritten here (vercel.json), and the built fetch handler answers it —
// `export default { fetch }`, the same dist/app.js that Workers, Bun and Deno run. `npm run build` makes it.
export { default } from '../dist/app.js';
