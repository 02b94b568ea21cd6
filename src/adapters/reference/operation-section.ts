import type { ExecutedExample } from '../../core/examples.js';
import { operationSchemas } from '../../core/json-schema.js';
import type { AnyOperation } from '../../core/operation.js';
import { parameterTable, responseTable } from './field-tables.js';
import { escapeHtml } from './html-escape.js';
import { prettyJson } from './pretty-json.js';
import { schemaFields } from './schema-fields.js';
import { curlCommand } from './shell-quote.js';

/** One operation: endpoint, prose, parameter and response tables, and its examples with real responses. */
export function operationSection(op: AnyOperation, baseUrl: string, examples: readonly ExecutedExample[]): string {
  const schemas = operationSchemas(op);
  const id = escapeHtml(op.id);
  const badges = [
    op.random ? '<span class="badge random">Random</span>' : '',
    op.openWorld ? '<span class="badge live">Live data</span>' : '',
  ].join('');
  const notes = [
    op.random ? '<p class="note"><strong>Random:</strong> the result differs on every call. Example responses are samples.</p>' : '',
    op.openWorld ? '<p class="note"><strong>Live data:</strong> reads an outside source, so results follow that source over time.</p>' : '',
  ].join('');
  return `<section class="op" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><a class="self" href="#${id}">${escapeHtml(op.title)}</a>${badges}</h3>
<p class="endpoint"><span class="method">POST</span><code>/api/v1/${id}</code></p>
<p class="summary">${escapeHtml(op.summary)}</p>
<p>${escapeHtml(op.description)}</p>
${notes}
<h4>Parameters</h4>
${parameterTable(schemaFields(schemas.input))}
<h4>Response</h4>
${responseTable(schemaFields(schemas.output))}
${examples.length > 0 ? `<h4>${examples.length === 1 ? 'Example' : 'Examples'}</h4>\n${examples.map((e) => exampleBlock(op, baseUrl, e)).join('\n')}` : ''}
</section>`;
}

function exampleBlock(op: AnyOperation, baseUrl: string, example: ExecutedExample): string {
  return `<div class="example">
<p class="example-title">${escapeHtml(example.title)}</p>
<p class="code-label">Request</p>
<pre class="code"><code>${escapeHtml(curlCommand(baseUrl, op.id, example.input))}</code></pre>
<p class="code-label">Response${op.random ? ' (one sample)' : ''} · 200</p>
<pre class="code json"><code>${escapeHtml(prettyJson(example.output))}</code></pre>
</div>`;
}
