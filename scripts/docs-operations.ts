// Writes docs/operations.md from the operation definitions (src/ops/): `npx tsx scripts/docs-operations.ts`.
// test/readme.test.ts checks the committed file equals what this writes now, so the page cannot drift from the code.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { operationSchemas } from '../src/core/json-schema.js';
import type { AnyOperation } from '../src/core/operation.js';
import { operationsByCategory } from '../src/adapters/reference/operations-by-category.js';
import { schemaFields, type SchemaField } from '../src/adapters/reference/schema-fields.js';
import { sitePath } from '../src/content/site-urls.js';
import { operations } from '../src/ops/index.js';

export const OPERATIONS_DOC = new URL('../docs/operations.md', import.meta.url);

/** The whole page: an index table between the `operations:` markers, then one section per operation by category. */
export function renderOperationsDoc(ops: readonly AnyOperation[]): string {
  const groups = operationsByCategory(ops);
  const title = new Map(groups.flatMap((g) => g.operations.map((op) => [op.id, g.title] as const)));
  const lines = [
    '# Operations',
    '',
    '<!-- Generated from the definitions by scripts/docs-operations.ts; do not edit. Run `npx tsx scripts/docs-operations.ts`. -->',
    '',
    `${ops.length} operations. Each is \`POST /api/v1/<id>\` with a JSON object body, the MCP tool \`<id>\` and the OpenAPI`,
    'operation `<id>`; utilities and calculators also have a page on the site. What each family promises beyond its',
    'definition: [operations-guide.md](operations-guide.md). Every field\'s schema and the executed examples: `GET /api`',
    'and `GET /api/v1/openapi.json` on a running server.',
    '',
    '<!-- operations:start (checked by test/readme.test.ts) -->',
    '| Operation | Category | What it does |',
    '|---|---|---|',
    ...ops.map((op) => `| \`${op.id}\` | ${title.get(op.id)} | ${cell(op.summary)} |`),
    '<!-- operations:end -->',
  ];
  for (const group of groups) {
    lines.push('', `## ${group.title}`, '', group.description);
    for (const op of group.operations) lines.push('', ...operationSection(op));
  }
  return `${lines.join('\n')}\n`;
}

function operationSection(op: AnyOperation): string[] {
  const where = [`\`POST /api/v1/${op.id}\``];
  if (op.kind !== 'content') {
    const section = op.kind === 'calculator' ? 'calculators' : 'utilities';
    where.push(`page \`${sitePath('en', section, op.id)}\` (\`${sitePath('es', section, op.id)}\`)`);
  }
  const notes = [
    op.heavy && 'runs in the worker pool whatever its size',
    op.random && 'random: the result differs on every call',
    op.contentBacked && 'reads the guides and news briefs',
    op.openWorld && 'reads an outside source (the ECB feed)',
  ].filter((n): n is string => typeof n === 'string');
  const schemas = operationSchemas(op);
  const input = schemaFields(schemas.input);
  // The answer's top-level fields only: a calculator's nested breakdowns would bury the page (GET /api has them all).
  const output = schemaFields(schemas.output).filter((f) => !/[.[]/.test(f.name));
  return [
    `### \`${op.id}\`: ${oneLine(op.title)}`,
    '',
    `${where.join('; ')}.${notes.length ? ` ${capitalize(notes.join('; '))}.` : ''}`,
    '',
    oneLine(op.description),
    '',
    ...(input.length === 0 ? ['No parameters: send `{}`.'] : fieldTable(input)),
    '',
    `Answers: ${output.map((f) => `${code(f.name)} (${cell(f.type)})`).join(', ')}.`,
    '',
    `Examples: ${op.examples.map((e) => oneLine(e.title)).join('; ')}.`,
  ];
}

function fieldTable(fields: readonly SchemaField[]): string[] {
  return [
    '| Field | Type | Required | Default | Limits | Description |',
    '|---|---|---|---|---|---|',
    ...fields.map((f) =>
      [f.name, f.type, f.required ? 'yes' : 'no', f.defaultValue ?? '', f.limits.join(', '), f.description]
        .map((text, i) => (i < 2 || (i === 3 && text !== '') ? code(text) : cell(text)))
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
  ];
}

/** Text for a table cell: one line, pipes escaped. */
function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}

/** A code span that survives any backticks inside it (CommonMark: a longer fence, padded with spaces). */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const body = longest > 0 ? ` ${text} ` : text;
  return `${fence}${cell(body)}${fence}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(OPERATIONS_DOC, renderOperationsDoc(operations));
  console.log(`wrote ${OPERATIONS_DOC.pathname}`);
}
