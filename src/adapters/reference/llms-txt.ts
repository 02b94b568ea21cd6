import { operationSchemas } from '../../core/json-schema.js';
import type { AnyOperation } from '../../core/operation.js';
import { buildToolsets } from '../mcp/toolsets.js';
import { operationsByCategory } from './operations-by-category.js';
import type { ReferenceInput } from './reference-input.js';
import { schemaFields, type SchemaField } from './schema-fields.js';
import { formatBytes, formatSeconds, operationCount, rateLimitText } from './wording.js';
import { MAX_RESPONSE_TEXT } from '../../core/limits.js';

/** The llms.txt (llmstxt.org) summary served at GET /llms.txt: Markdown, one bullet per operation. */
export function renderLlmsTxt(input: ReferenceInput): string {
  const { operations, baseUrl, rateLimitPerMinute, maxBodyBytes, deadlineMs } = input;
  const limit = rateLimitText(rateLimitPerMinute);
  const groups = operationsByCategory(operations);
  const lines = [
    '# Utility API',
    '',
    `> Free, keyless JSON API: ${operationCount(operations.length)} (${groups.map((g) => g.title).join(', ')}), callable over HTTP (POST ${baseUrl}/api/v1/<id>) and as MCP tools (${baseUrl}/api/mcp).`,
    '',
    `Every operation is \`POST ${baseUrl}/api/v1/<id>\` with a JSON object body (\`content-type: application/json\`; \`{}\` when there are no parameters) and answers 200 with a JSON object. ` +
      `Errors are \`{"error": "..."}\` with status 400 (invalid input, or a result over the ${MAX_RESPONSE_TEXT} response limit; the message names the field and the rule), ` +
      `404 (unknown operation), 405 (method other than POST), 413 (body over ${formatBytes(maxBodyBytes)}), ` +
      `422 (the input needed more than ${formatSeconds(deadlineMs)} of work and was stopped: send a smaller one), 429 (rate limited; wait the seconds in Retry-After), ` +
      `500 (internal error) or 503 (busy with other large inputs, nothing was run; retry after Retry-After). ` +
      `No key; CORS is open; ${limit === 'no rate limit' ? 'this server has no rate limit' : `rate limit: ${limit}`}. ` +
      `The same operations are MCP tools at ${baseUrl}/api/mcp (stateless Streamable HTTP); tool names equal operation ids and tool input schemas equal the OpenAPI request schemas.`,
    '',
    '## Operations',
  ];
  for (const group of groups) {
    lines.push('', `### ${group.title}`, '', group.description, '');
    for (const op of group.operations) lines.push(operationLine(op, baseUrl));
  }
  lines.push(
    '',
    '## Machine-readable',
    '',
    `- [OpenAPI 3.1 document](${baseUrl}/api/v1/openapi.json): every operation with request and response JSON Schemas and real examples.`,
    `- [MCP endpoint](${baseUrl}/api/mcp): stateless Streamable HTTP, no key; \`tools/list\` returns every operation as a tool.`,
    `- MCP toolsets, to connect to fewer tools: \`${baseUrl}/api/mcp/<toolset>\` for ${buildToolsets(operations).map((t) => `\`${t.name}\``).join(', ')}; \`?tools=a,b\` picks tools by name on any MCP path (e.g. \`${baseUrl}/api/mcp?tools=slugify,json-format\`).`,
    '- MCP resources: the guides, news briefs and datasets, by `utility-api://guides/{locale}/{slug}`, `utility-api://news/{locale}/{slug}` and `utility-api://datasets/{locale}/{slug}` (locale en or es); `resources/list` is paginated.',
    `- [Reference page](${baseUrl}/api): this list as HTML, with parameter tables and curl examples.`,
    '',
  );
  return lines.join('\n');
}

function operationLine(op: AnyOperation, baseUrl: string): string {
  const fields = schemaFields(operationSchemas(op).input).filter((f) => !f.name.includes('.'));
  const parameters = fields.length === 0 ? 'none' : fields.map(parameterText).join(', ');
  const random = op.random ? ' Random: the result differs on every call.' : '';
  return `- [${markdownText(op.title)}](${baseUrl}/api#${op.id}): ${oneLine(op.summary)}${random} Parameters: ${parameters}.`;
}

/** `mode ("a" | "b", optional, default "a")`, `count (integer, required, min 1, max 100)`. */
function parameterText(field: SchemaField): string {
  const parts = [field.type, field.required ? 'required' : 'optional'];
  if (field.defaultValue !== undefined) parts.push(`default ${field.defaultValue}`);
  parts.push(...field.limits);
  return `${field.name} (${parts.join(', ')})`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function markdownText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, (ch) => `\\${ch}`);
}
