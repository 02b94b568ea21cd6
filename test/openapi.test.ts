import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import spectralCore from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../src/adapters/openapi.js';
import { runExamples } from '../src/core/examples.js';
import { operationSchemas } from '../src/core/json-schema.js';
import { operations } from '../src/ops/index.js';
import { testContext } from './support/run-op.js';

async function document() {
  return buildOpenApi(operations, 'https://utility-api.test', await runExamples(operations, testContext({ baseUrl: 'https://utility-api.test' })));
}

describe('OpenAPI 3.1 document', () => {
  it('has one POST path per operation with its schemas, examples and error responses', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(Object.keys(doc.paths).sort()).toEqual(operations.map((op) => `/api/v1/${op.id}`).sort());
    for (const op of operations) {
      const post = (doc.paths[`/api/v1/${op.id}`] as { post: Record<string, any> }).post;
      expect(post.operationId).toBe(op.id);
      expect(post.requestBody.content['application/json'].schema).toBe(operationSchemas(op).input);
      // The examples sit beside the schema (media-type examples, with titles), not inside it: MCP carries the same schema object.
      expect(post.requestBody.content['application/json'].schema.examples).toBeUndefined();
      const mediaExamples = post.requestBody.content['application/json'].examples as Record<string, { value: unknown }>;
      expect(Object.values(mediaExamples).map((e) => e.value)).toEqual(op.examples.map((e) => e.input));
      expect(Object.keys(post.requestBody.content['application/json'].examples)).toHaveLength(op.examples.length);
      expect(post.responses['200'].content['application/json'].schema).toBe(operationSchemas(op).output);
      expect(Object.keys(post.responses).sort()).toEqual(['200', '400', '404', '405', '413', '422', '429', '500', '503']);
      expect(post.parameters).toEqual([{ $ref: '#/components/parameters/RequestId' }]);
      expect(post.responses['200'].headers['X-Request-Id']).toEqual({ $ref: '#/components/headers/RequestId' });
    }
  });

  it('declares X-Request-Id (sent and received), the 405 with Allow and the 500', async () => {
    const { components } = await document();
    expect(components.parameters.RequestId).toMatchObject({ name: 'X-Request-Id', in: 'header', required: false, schema: { type: 'string' } });
    for (const [name, response] of Object.entries(components.responses)) {
      expect((response as { headers: Record<string, unknown> }).headers['X-Request-Id'], name).toEqual({ $ref: '#/components/headers/RequestId' });
    }
    expect(components.responses.MethodNotAllowed.headers).toHaveProperty('Allow');
    expect(components.responses.InternalError.content['application/json'].example).toEqual({ error: 'internal error' });
  });

  it("passes Spectral's default ruleset (spectral:oas) with no errors and no warnings", async () => {
    const spectral = new spectralCore.Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new spectralCore.Document(JSON.stringify(await document()), Json, 'openapi.json'));
    expect(results.map((r) => `${r.code} (severity ${r.severity}) at ${r.path.join('.')}: ${r.message}`)).toEqual([]);
  });

  it("passes `redocly lint` with Redocly's recommended ruleset: 0 errors and 0 warnings", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(await document()));
    const output = execFileSync(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--extends', 'recommended', '--format', 'json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const report = JSON.parse(output.slice(output.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
