import { categories } from '../core/categories.js';
import { operationSchemas, type JsonSchema } from '../core/json-schema.js';
import type { ExecutedExample } from '../core/examples.js';
import type { AnyOperation } from '../core/operation.js';

const errorSchema: JsonSchema = {
  type: 'object',
  properties: { error: { type: 'string', description: 'One sentence naming the field and the rule that failed.' } },
  required: ['error'],
  additionalProperties: false,
};

const rateLimitHeaders = {
  RateLimit: { description: 'Remaining quota and seconds to reset (draft-ietf-httpapi-ratelimit-headers).', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'The quota policy: requests per window.', schema: { type: 'string' } },
  'X-RateLimit-Limit': { description: 'Requests allowed per minute.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) at which the window resets.', schema: { type: 'integer' } },
};

function errorResponse(description: string, example: string, headers?: Record<string, unknown>) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: example } } },
  };
}

/** OpenAPI 3.1 document derived from the registry; schemas are the shared JSON Schema objects. */
export function buildOpenApi(operations: readonly AnyOperation[], baseUrl: string, executed: ReadonlyMap<string, readonly ExecutedExample[]>) {
  const usedCategories = Object.entries(categories).filter(([key]) => operations.some((op) => op.category === key));
  const paths: Record<string, unknown> = {};
  for (const op of operations) {
    const schemas = operationSchemas(op);
    const examples = executed.get(op.id) ?? [];
    paths[`/api/v1/${op.id}`] = {
      post: {
        operationId: op.id,
        summary: op.title,
        description: `${op.summary}\n\n${op.description}`,
        tags: [categories[op.category].title],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: schemas.input,
              examples: Object.fromEntries(examples.map((e, i) => [`example${i + 1}`, { summary: e.title, value: e.input }])),
            },
          },
        },
        responses: {
          '200': {
            description: op.random ? 'The result (random: differs on every call).' : 'The result.',
            headers: rateLimitHeaders,
            content: {
              'application/json': {
                schema: schemas.output,
                examples: Object.fromEntries(examples.map((e, i) => [`example${i + 1}`, { summary: e.title, value: e.output }])),
              },
            },
          },
          '400': { $ref: '#/components/responses/BadRequest' },
          '404': { $ref: '#/components/responses/NotFound' },
          '413': { $ref: '#/components/responses/PayloadTooLarge' },
          '429': { $ref: '#/components/responses/TooManyRequests' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Utility API',
      version: '1.0.0',
      summary: 'Free, keyless JSON utilities, money calculators and content catalogs.',
      description:
        'Every operation is `POST /api/v1/<operation>` with a JSON object body and returns a JSON object. ' +
        `The same operations are MCP tools at ${baseUrl}/api/mcp (stateless Streamable HTTP). ` +
        'No key or account; CORS is open; each client address may make 60 operation requests a minute by default.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: baseUrl, description: 'This server' }],
    security: [],
    tags: usedCategories.map(([, c]) => ({ name: c.title, description: c.description })),
    paths,
    components: {
      schemas: { Error: errorSchema },
      responses: {
        BadRequest: errorResponse('Invalid input: malformed JSON, a body that is not an object, or a field that breaks its rule.', 'text: is required'),
        NotFound: errorResponse('Unknown operation.', "unknown operation 'slugfy'; did you mean 'slugify'?"),
        PayloadTooLarge: errorResponse('The body is larger than the server accepts (1 MiB by default).', 'body: larger than 1048576 bytes'),
        TooManyRequests: errorResponse('Rate limit exceeded; wait the number of seconds in Retry-After.', 'rate limit of 60 requests per minute exceeded; retry in 12 s', {
          'Retry-After': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
          ...rateLimitHeaders,
        }),
      },
    },
  };
}
