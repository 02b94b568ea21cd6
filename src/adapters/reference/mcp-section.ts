import type { AnyOperation } from '../../core/operation.js';
import { buildToolsets } from '../mcp/toolsets.js';
import { escapeHtml } from './html-escape.js';
import { shellLines, shellQuote } from './shell-quote.js';

/** The JSON-RPC tools/call request shown as a raw curl: slugify when it exists, else the first operation's first example. */
export function sampleToolCall(operations: readonly AnyOperation[]): { name: string; arguments: unknown } {
  if (operations.some((op) => op.id === 'slugify')) return { name: 'slugify', arguments: { text: 'Hello World' } };
  const first = operations[0];
  return { name: first?.id ?? 'slugify', arguments: first?.examples[0]?.input ?? {} };
}

/** How to reach the same operations as MCP tools, with client configuration snippets. */
export function mcpSection(operations: readonly AnyOperation[], baseUrl: string): string {
  const url = `${baseUrl}/api/mcp`;
  const config = JSON.stringify({ mcpServers: { 'utility-api': { type: 'http', url } } }, null, 2);
  const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: sampleToolCall(operations) });
  const curl = shellLines(`curl -s ${url}`, `-H 'content-type: application/json'`, `-H 'accept: application/json, text/event-stream'`, `-d ${shellQuote(call)}`);
  const snippet = (label: string, code: string) => `<p class="code-label">${label}</p>\n<pre class="code"><code>${escapeHtml(code)}</code></pre>`;
  return `<section id="mcp" aria-labelledby="mcp-title">
<h2 id="mcp-title">Use it from an MCP client</h2>
<p>Every operation is also a tool of an MCP server at <code class="url">${escapeHtml(url)}</code> (stateless Streamable HTTP, no key, no session to keep). Tool names equal operation ids, and each tool's input schema is the operation's request schema in the OpenAPI document, so what you read on this page applies to MCP unchanged.</p>
${snippet('Client configuration (JSON, e.g. <code>.mcp.json</code>)', config)}
${snippet('Claude Code', `claude mcp add --transport http utility-api ${url}`)}
${toolsetsPart(operations, url, snippet)}
<p>The guides, news briefs and datasets are MCP resources too, so an agent can read a calculator's method or a rule table without a tool call: <code>resources/list</code> (paginated), <code>resources/read</code> and the templates <code>utility-api://guides/{locale}/{slug}</code>, <code>utility-api://news/{locale}/{slug}</code> and <code>utility-api://datasets/{locale}/{slug}</code> (locale <code>en</code> or <code>es</code>).</p>
${snippet('MCP Inspector (list the tools from the command line)', shellLines(`npx @modelcontextprotocol/inspector --cli ${url}`, '--transport http --method tools/list'))}
${snippet('Raw JSON-RPC with curl', curl)}
</section>`;
}

/** Toolsets: the paths that serve a subset of the tools, and `?tools=`. */
function toolsetsPart(operations: readonly AnyOperation[], url: string, snippet: (label: string, code: string) => string): string {
  const sets = buildToolsets(operations);
  if (sets.length === 0) return '';
  const items = sets
    .map((t) => `<li><code>${escapeHtml(`${url}/${t.name}`)}</code> (${t.tools.size}): ${escapeHtml([...t.tools].join(', '))}</li>`)
    .join('\n');
  const calculators = sets.find((t) => t.name === 'calculators') ?? sets[0]!;
  const picked = operations.filter((op) => op.id === 'slugify' || op.id === 'json-format').map((op) => op.id);
  const query = (picked.length > 0 ? picked : [operations[0]!.id]).join(',');
  const config = JSON.stringify({ mcpServers: { 'utility-api': { type: 'http', url: `${url}?tools=${query}` } } });
  return `<p><strong>Toolsets.</strong> An agent pays for every tool it connects to (the whole tool list is sent to the model), so a client can connect to fewer: <code>${escapeHtml(url)}/&lt;toolset&gt;</code> serves one toolset, and <code>?tools=a,b</code> picks tools by name on any MCP path (every name must be served there). An unknown toolset is a 404 listing the toolsets; an unknown tool in <code>?tools=</code> is a 400 naming it.</p>
<ul>
${items}
</ul>
${snippet('Claude Code, one toolset', `claude mcp add --transport http utility-api ${url}/${calculators.name}`)}
${snippet('Client configuration, two tools', config)}`;
}
