import { escapeHtml } from './html-escape.js';
import type { SchemaField } from './schema-fields.js';

/** The request fields table: name, type, required, default, limits, description. */
export function parameterTable(fields: readonly SchemaField[]): string {
  if (fields.length === 0) return '<p class="muted">No parameters: send an empty object <code>{}</code>.</p>';
  const rows = fields.map((f) =>
    [
      cell('Name', `<code class="name">${escapeHtml(f.name)}</code>`),
      cell('Type', `<code class="type">${escapeHtml(f.type)}</code>`),
      cell('Required', f.required ? '<span class="req">yes</span>' : 'no'),
      cell('Default', f.defaultValue === undefined ? '' : `<code>${escapeHtml(f.defaultValue)}</code>`),
      cell('Limits', f.limits.map((l) => `<span class="limit">${escapeHtml(l)}</span>`).join('')),
      cell('Description', escapeHtml(f.description)),
    ].join(''),
  );
  return table('fields params', ['Name', 'Type', 'Required', 'Default', 'Limits', 'Description'], rows);
}

/** The response fields table: name, type, description. */
export function responseTable(fields: readonly SchemaField[]): string {
  if (fields.length === 0) return '<p class="muted">The result is an empty object.</p>';
  const rows = fields.map((f) =>
    [
      cell('Name', `<code class="name">${escapeHtml(f.name)}</code>`),
      cell('Type', `<code class="type">${escapeHtml(f.type)}</code>${f.required ? '' : ' <span class="muted">(may be absent)</span>'}`),
      cell('Description', escapeHtml(f.description)),
    ].join(''),
  );
  return table('fields response', ['Name', 'Type', 'Description'], rows);
}

/** A table cell carrying its column name for the phone layout; an empty cell shows a dash (and is hidden on phones). */
function cell(label: string, html: string): string {
  if (html === '') return `<td data-label="${label}" class="empty"><span class="muted">—</span></td>`;
  return `<td data-label="${label}">${html}</td>`;
}

/** `rows` are the inner HTML of each <tr>. The `cards` class turns rows into cards on narrow screens. */
function table(className: string, headings: readonly string[], rows: readonly string[]): string {
  return `<div class="table-wrap"><table class="${className} cards">
<thead><tr>${headings.map((h) => `<th>${h}</th>`).join('')}</tr></thead>
<tbody>
${rows.map((r) => `<tr>${r}</tr>`).join('\n')}
</tbody>
</table></div>`;
}
