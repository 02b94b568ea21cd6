import { conventionsSection } from './conventions-section.js';
import { escapeHtml } from './html-escape.js';
import { mcpSection } from './mcp-section.js';
import { operationSection } from './operation-section.js';
import { operationsByCategory, type CategoryGroup } from './operations-by-category.js';
import type { ReferenceInput } from './reference-input.js';
import { referenceCss } from './reference-style.js';
import { formatBytes, operationCount, rateLimitText } from './wording.js';

/** The human-readable reference served at GET /api: one self-contained HTML document (inline CSS, no scripts). */
export function renderReferencePage(input: ReferenceInput): string {
  const { operations, baseUrl, executed, rateLimitPerMinute, maxBodyBytes } = input;
  const groups = operationsByCategory(operations);
  const count = operations.length;
  const limit = rateLimitText(rateLimitPerMinute);
  const intro =
    `A free JSON API of ${operationCount(count)} (${escapeHtml(groups.map((g) => g.title).join(', '))}). ` +
    `No key or account, and CORS is open to every origin. ` +
    `${limit === 'no rate limit' ? 'There is no rate limit' : `Rate limit: ${limit}`}; request bodies up to ${formatBytes(maxBodyBytes)}. ` +
    `Each operation below lists its parameters and shows real responses to its examples. ` +
    `The same contract is machine-readable as <a href="/api/v1/openapi.json">OpenAPI 3.1</a> (<code class="url">${escapeHtml(baseUrl)}/api/v1/openapi.json</code>) ` +
    `and <a href="/llms.txt">llms.txt</a> (<code class="url">${escapeHtml(baseUrl)}/llms.txt</code>), and the operations are also <a href="#mcp">MCP tools</a>.`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="description" content="Reference for the Utility API: free, keyless JSON operations over HTTP and MCP.">
<title>Utility API reference</title>
<style>${referenceCss}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<div class="page">
<header class="top">
<h1>Utility API</h1>
<p class="lead">${intro}</p>
<ul class="links">
<li><a href="/api/v1/openapi.json">OpenAPI 3.1 (JSON)</a></li>
<li><a href="/llms.txt">llms.txt</a></li>
<li><a href="#mcp">MCP server</a></li>
<li><a href="#conventions">Conventions</a></li>
</ul>
</header>
<div class="layout">
${tableOfContents(groups)}
<main id="main">
${conventionsSection(input)}
${mcpSection(operations, baseUrl)}
${groups.map((group) => categorySection(group, baseUrl, executed)).join('\n')}
<footer>Utility API · ${operationCount(count)} · generated from the same definitions as the HTTP API, the MCP tools and the OpenAPI document.</footer>
</main>
</div>
</div>
</body>
</html>
`;
}

function tableOfContents(groups: readonly CategoryGroup[]): string {
  return `<nav class="toc" aria-label="Contents">
<p class="toc-title">Contents</p>
<ul>
<li><a href="#conventions">Conventions</a></li>
<li><a href="#mcp">Use it from an MCP client</a></li>
</ul>
${groups
  .map(
    (group) => `<p><a href="#category-${escapeHtml(group.key)}">${escapeHtml(group.title)}</a></p>
<ul class="ops">
${group.operations.map((op) => `<li><a href="#${escapeHtml(op.id)}">${escapeHtml(op.title)}</a></li>`).join('\n')}
</ul>`,
  )
  .join('\n')}
</nav>`;
}

function categorySection(group: CategoryGroup, baseUrl: string, executed: ReferenceInput['executed']): string {
  const key = escapeHtml(group.key);
  return `<section class="category" id="category-${key}" aria-labelledby="category-${key}-title">
<h2 id="category-${key}-title">${escapeHtml(group.title)}</h2>
<p class="category-intro">${escapeHtml(group.description)}</p>
${group.operations.map((op) => operationSection(op, baseUrl, executed.get(op.id) ?? [])).join('\n')}
</section>`;
}
