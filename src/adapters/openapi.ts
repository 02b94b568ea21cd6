import { categories } from '../core/categories.js';
import { MAX_BODY_DEPTH, MAX_RESPONSE_TEXT } from '../core/limits.js';
import { operationSchemas, type JsonSchema } from '../core/json-schema.js';
import type { ExecutedExample } from '../core/examples.js';
import type { AnyOperation } from '../core/operation.js';

const errorSchema: JsonSchema = {
  type: 'object',
  properties: { error: { type: 'string', description: 'One sentence naming the field and the rule that failed.' } },
  required: ['error'],
  additionalProperties: false,
};

/** Sent with every response, errors included (src/adapters/http/respond.ts). */
const requestIdHeader = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };

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
    headers: { ...requestIdHeader, ...headers },
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
        parameters: [{ $ref: '#/components/parameters/RequestId' }],
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
            headers: { ...requestIdHeader, ...rateLimitHeaders },
            content: {
              'application/json': {
                schema: schemas.output,
                examples: Object.fromEntries(examples.map((e, i) => [`example${i + 1}`, { summary: e.title, value: e.output }])),
              },
            },
          },
          '400': { $ref: '#/components/responses/BadRequest' },
          '404': { $ref: '#/components/responses/NotFound' },
          '405': { $ref: '#/components/responses/MethodNotAllowed' },
          '413': { $ref: '#/components/responses/PayloadTooLarge' },
          '422': { $ref: '#/components/responses/TooExpensive' },
          '429': { $ref: '#/components/responses/TooManyRequests' },
          '500': { $ref: '#/components/responses/InternalError' },
          '503': { $ref: '#/components/responses/Busy' },
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
      // No mailbox behind the service: its home page, with the reference, is where to turn.
      contact: { name: 'Utility API', url: baseUrl },
    },
    servers: [{ url: baseUrl, description: 'This server' }],
    security: [],
    tags: usedCategories.map(([, c]) => ({ name: c.title, description: c.description })),
    paths,
    components: {
      schemas: { Error: errorSchema },
      parameters: {
        RequestId: {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          description:
            'Your id for this request, to follow it through your logs and ours: 1 to 128 letters, digits and `-_.:+/=`. ' +
            'Echoed in the response; any other value is replaced by a new UUID, never refused.',
          schema: { type: 'string' },
        },
      },
      headers: {
        RequestId: {
          description: "The request's id: the one it was sent with when that is a safe token, else a new UUID. Quote it when reporting a problem.",
          schema: { type: 'string' },
        },
      },
      responses: {
        BadRequest: errorResponse(
          `Invalid input: malformed JSON, a body that is not an object or nests deeper than ${MAX_BODY_DEPTH} levels, a field that breaks its rule, or a result that would pass the ${MAX_RESPONSE_TEXT} response limit.`,
          'text: is required',
        ),
        NotFound: errorResponse('Unknown operation.', "unknown operation 'slugfy'; did you mean 'slugify'?"),
        MethodNotAllowed: errorResponse(
          'A method other than POST (or OPTIONS, the CORS preflight) was used on an operation path; Allow lists the accepted ones.',
          'method GET is not allowed on /api/v1/slugify; use POST',
          { Allow: { description: 'The methods this path accepts.', schema: { type: 'string' } } },
        ),
        InternalError: errorResponse(
          "Something failed on the server's side; nothing about the input is known to be wrong. The response's X-Request-Id leads to the log line.",
          'internal error',
        ),
        PayloadTooLarge: errorResponse('The body is larger than the server accepts (1 MiB by default).', 'body: larger than 1048576 bytes'),
        TooExpensive: errorResponse(
          'The input needed more work than one request may take (OPERATION_DEADLINE_MS, 5 s by default) and was stopped. Send a smaller input: the same one is stopped again.',
          'input: too expensive: word-count did not finish within 5 s, the limit for one request, and was stopped; use a smaller input',
        ),
        Busy: errorResponse(
          'A large call waited the deadline for a free worker thread, or the server is shutting down; nothing was run. Retry after Retry-After seconds.',
          'server: busy with other large inputs; nothing was run, retry in 5 s',
          { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } },
        ),
        TooManyRequests: errorResponse('Rate limit exceeded; wait the number of seconds in Retry-After.', 'rate limit of 60 requests per minute exceeded; retry in 12 s', {
          'Retry-After': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
          ...rateLimitHeaders,
        }),
      },
    },
  };
}
