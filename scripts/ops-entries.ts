// Writes src/ops/entries.ts, the registry's light entries, from the operation definitions (src/ops/index.ts):
// `npx tsx scripts/ops-entries.ts`. test/registry.test.ts checks the committed file equals what this writes now.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AnyOperation } from '../src/core/operation.js';
import { ENTRY_FIELDS } from '../src/core/registry.js';
import { operations } from '../src/ops/index.js';

export const ENTRIES_FILE = new URL('../src/ops/entries.ts', import.meta.url);

/** The file: one entry per operation in registry order, each with the dynamic import of its definition. */
export function renderEntries(ops: readonly AnyOperation[]): string {
  const lines = [
    '// Generated from the definitions by scripts/ops-entries.ts; do not edit. Run `npx tsx scripts/ops-entries.ts`.',
    '// What the server knows of each operation before loading it (src/core/registry.ts): a cold start evaluates no',
    '// schema, rule table or library of an operation it does not call.',
    "import type { LazyEntry } from '../core/registry.js';",
    '',
    'export const entries: readonly LazyEntry[] = [',
  ];
  for (const op of ops) {
    const fields = ENTRY_FIELDS.filter((field) => op[field] !== undefined).map((field) => `${field}: ${JSON.stringify(op[field])}`);
    lines.push(`  { ${fields.join(', ')}, load: () => import('./${op.id}/${op.id}.op.js') },`);
  }
  lines.push('];');
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(ENTRIES_FILE, renderEntries(operations));
  console.log(`wrote ${ENTRIES_FILE.pathname}`);
}
