import { MAX_BODY_DEPTH, MAX_RESPONSE_TEXT } from '../../core/limits.js';
import { escapeHtml } from './html-escape.js';
import { OFFLOAD_MIN_BODY_BYTES } from '../../workers/offload.js';
import type { ReferenceInput } from './reference-input.js';
import { formatBytes, formatSeconds } from './wording.js';

/** How every operation is called and how it answers: statuses, error body, limits, rate-limit headers. */
export function conventionsSection({ operations, rateLimitPerMinute, maxBodyBytes, deadlineMs }: ReferenceInput): string {
  const limited = rateLimitPerMinute > 0;
  const statuses: [string, string][] = [
    ['200', 'Success. The body is the result object described under each operation.'],
    [
      '400',
      'Invalid input: malformed JSON, a body that is not a JSON object, a field that breaks its rule, or a result that would pass the ' +
        `${escapeHtml(MAX_RESPONSE_TEXT)} response limit. The message names the field and the rule, e.g. <code>text: is required</code>.`,
    ],
    ['404', 'Unknown operation. The message suggests close ids, e.g. <code>unknown operation &#39;slugfy&#39;; did you mean &#39;slugify&#39;?</code>'],
    ['405', 'Wrong method: operations are called with <code>POST</code> only.'],
    ['413', `Body too large: this server accepts at most ${escapeHtml(formatBytes(maxBodyBytes))} (${maxBodyBytes} bytes).`],
    [
      '422',
      `Too expensive: the input needed more work than one request may take (${formatSeconds(deadlineMs)} on this server) and was stopped. Send a smaller input; the same one will be stopped again.`,
    ],
    [
      '429',
      limited
        ? `Rate limited: more than ${rateLimitPerMinute} requests in the current minute from your address. Wait the number of seconds in the <code>Retry-After</code> header.`
        : 'Rate limited, with a <code>Retry-After</code> header in seconds. This server has no rate limit, so it does not send this status.',
    ],
    ['500', 'Internal error: an unexpected failure on the server.'],
    [
      '503',
      `Busy: a large call waited ${formatSeconds(deadlineMs)} for a free worker thread, or the server is shutting down. Nothing was run; retry after the seconds in <code>Retry-After</code>.`,
    ],
  ];
  const limits: [string, string][] = [
    ['Request body', `${escapeHtml(formatBytes(maxBodyBytes))}, nested at most ${MAX_BODY_DEPTH} levels (documents to convert travel as strings)`],
    ['Result', `${escapeHtml(MAX_RESPONSE_TEXT)} of JSON; operations that can tell refuse before building a larger one`],
    [
      'Work',
      `bodies over ${formatBytes(OFFLOAD_MIN_BODY_BYTES)}, and every call of the operations that can cost far more than their input's size ` +
        `(${operations.filter((op) => op.heavy).map((op) => `<code>${op.id}</code>`).join(', ')}), run in a worker pool, each for at most ${formatSeconds(deadlineMs)}`,
    ],
    ['Error messages', 'at most three problems and 2,000 characters; long values are shortened, with their length'],
  ];
  const headers: [string, string, string][] = [
    ['RateLimit-Policy', 'The quota: requests per window (seconds).', `"per-minute";q=${limited ? rateLimitPerMinute : 60};w=60`],
    ['RateLimit', 'Requests remaining and seconds until the window resets.', `"per-minute";r=${limited ? rateLimitPerMinute - 1 : 59};t=42`],
    ['X-RateLimit-Limit', 'Requests allowed per minute.', String(limited ? rateLimitPerMinute : 60)],
    ['X-RateLimit-Remaining', 'Requests left in the current minute.', String(limited ? rateLimitPerMinute - 1 : 59)],
    ['X-RateLimit-Reset', 'Unix time (seconds) at which the window resets.', '1795262460'],
  ];
  return `<section id="conventions" aria-labelledby="conventions-title">
<h2 id="conventions-title">Conventions</h2>
<ul class="rules">
<li><strong>Request:</strong> <code>POST /api/v1/&lt;operation id&gt;</code> with a JSON object as the body and <code>content-type: application/json</code>. An operation without parameters takes <code>{}</code>.</li>
<li><strong>Response:</strong> status <code>200</code> and a JSON object, the result.</li>
<li><strong>Errors:</strong> a JSON object with one field, <code>{&quot;error&quot;: &quot;…&quot;}</code>, a sentence meant for people and for models.</li>
</ul>
<div class="table-wrap"><table class="statuses">
<thead><tr><th>Status</th><th>Meaning</th></tr></thead>
<tbody>
${statuses.map(([code, text]) => `<tr><td data-label="Status"><code class="status s${code[0]}">${code}</code></td><td data-label="Meaning">${text}</td></tr>`).join('\n')}
</tbody>
</table></div>
<h3 class="sub">Limits</h3>
<div class="table-wrap"><table class="headers cards">
<thead><tr><th>What</th><th>Limit</th></tr></thead>
<tbody>
${limits.map(([what, text]) => `<tr><td data-label="What">${what}</td><td data-label="Limit">${text}</td></tr>`).join('\n')}
</tbody>
</table></div>
<h3 class="sub">Rate-limit headers</h3>
<p>${
    limited
      ? `Each client address may make ${rateLimitPerMinute} operation requests per minute; the window restarts at the top of every minute. Responses to operation requests carry the quota in both the IETF draft headers and the common <code>X-RateLimit-*</code> trio:`
      : 'This server has no rate limit. A server with one sends the quota in both the IETF draft headers and the common <code>X-RateLimit-*</code> trio:'
  }</p>
<div class="table-wrap"><table class="headers cards">
<thead><tr><th>Header</th><th>Meaning</th><th>Example</th></tr></thead>
<tbody>
${headers.map(([name, text, example]) => `<tr><td data-label="Header"><code class="name">${name}</code></td><td data-label="Meaning">${text}</td><td data-label="Example"><code>${escapeHtml(example)}</code></td></tr>`).join('\n')}
</tbody>
</table></div>
</section>`;
}
