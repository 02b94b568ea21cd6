import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient as heyApi } from '@hey-api/openapi-ts';
import openapiTS, { astToString } from 'openapi-typescript';
import { generate as orval } from 'orval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNode, type Harness } from './support/harness.js';

/**
 * The published document, as three mainstream generators read it: each writes a TypeScript client, one strict
 * `tsc --noEmit` checks all three together, and then each calls the same five operations on the real server.
 * Everything runs offline: the document comes from the app on a loopback port, the generators from node_modules.
 */

/** The calls every client makes, and what each must answer (the values the operations document). */
const CALLS = `
export const calls = {
  slugify: { text: 'Crème Brûlée à la Mode!' },
  jsonFormat: { json: { b: [1, 2], a: null }, indent: '2' as const },
  hourlyToSalary: { hourlyRate: 150, billableHoursPerWeek: 40, weeksWorked: 50 },
  esNomina: { annualGross: 30000 },
  listGuides: { perPage: 1 },
};
`;

/** openapi-typescript's types with openapi-fetch: one typed \`POST\` for every path. */
const OPENAPI_FETCH = `
import createClient from 'openapi-fetch';
import type { paths } from './openapi-typescript/schema.js';
import { calls } from './calls.js';

export async function run(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const slug = await client.POST('/api/v1/slugify', { body: calls.slugify, headers: { 'X-Request-Id': 'from-openapi-fetch' } });
  const json = await client.POST('/api/v1/json-format', { body: calls.jsonFormat });
  const salary = await client.POST('/api/v1/hourly-to-salary', { body: calls.hourlyToSalary });
  const nomina = await client.POST('/api/v1/es-nomina-bruto-neto', { body: calls.esNomina });
  const guides = await client.POST('/api/v1/list-guides', { body: calls.listGuides });
  const bad = await client.POST('/api/v1/slugify', { body: {} as { text: string } });
  return {
    requestId: slug.response.headers.get('x-request-id'),
    slug: slug.data?.slug,
    json: json.data?.result,
    salary: salary.data?.salary,
    net: nomina.data?.netAnnual,
    guides: guides.data?.items.length,
    error: bad.error?.error,
  };
}
`;

/** @hey-api/openapi-ts with its fetch client: one function per operation. */
const HEY_API = `
import { createClient } from './hey-api/client/index.js';
import { esNominaBrutoNeto, hourlyToSalary, jsonFormat, listGuides, slugify } from './hey-api/sdk.gen.js';
import { calls } from './calls.js';

export async function run(baseUrl: string) {
  const client = createClient({ baseUrl });
  const slug = await slugify({ client, body: calls.slugify, headers: { 'X-Request-Id': 'from-hey-api' } });
  const json = await jsonFormat({ client, body: calls.jsonFormat });
  const salary = await hourlyToSalary({ client, body: calls.hourlyToSalary });
  const nomina = await esNominaBrutoNeto({ client, body: calls.esNomina });
  const guides = await listGuides({ client, body: calls.listGuides });
  const bad = await slugify({ client, body: {} as { text: string } });
  return {
    requestId: slug.response.headers.get('x-request-id'),
    slug: slug.data?.slug,
    json: json.data?.result,
    salary: salary.data?.salary,
    net: nomina.data?.netAnnual,
    guides: guides.data?.items.length,
    error: bad.error?.error,
  };
}
`;

/** orval's fetch client: one function per operation, answering \`{ data, status, headers }\`, on the document's server URL. */
const ORVAL = `
import { esNominaBrutoNeto, hourlyToSalary, jsonFormat, listGuides, slugify } from './orval/client.js';
import { calls } from './calls.js';

export async function run() {
  const slug = await slugify(calls.slugify, { headers: { 'X-Request-Id': 'from-orval' } });
  const json = await jsonFormat(calls.jsonFormat);
  const salary = await hourlyToSalary(calls.hourlyToSalary);
  const nomina = await esNominaBrutoNeto(calls.esNomina);
  const guides = await listGuides(calls.listGuides);
  const bad = await slugify({} as { text: string });
  return {
    requestId: slug.headers.get('x-request-id'),
    slug: slug.status === 200 ? slug.data.slug : undefined,
    json: json.status === 200 ? json.data.result : undefined,
    salary: salary.status === 200 ? salary.data.salary : undefined,
    net: nomina.status === 200 ? nomina.data.netAnnual : undefined,
    guides: guides.status === 200 ? guides.data.items.length : undefined,
    error: bad.status === 400 ? bad.data.error : undefined,
  };
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['*.ts', 'openapi-typescript/**/*.ts', 'hey-api/**/*.ts', 'orval/**/*.ts'],
};

let server: Harness;
let dir: string;

beforeAll(async () => {
  server = await startNode();
  dir = mkdtempSync(join(tmpdir(), 'openapi-clients-'));
  // The generated code imports openapi-fetch from the project's own dependencies.
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('client generators read the OpenAPI document', () => {
  it('openapi-typescript + openapi-fetch, @hey-api/openapi-ts and orval generate clients that type-check and call five operations', async () => {
    const spec = join(dir, 'openapi.json');
    const document = await (await server.call('/api/v1/openapi.json')).text();
    writeFileSync(spec, document);

    mkdirSync(join(dir, 'openapi-typescript'));
    writeFileSync(join(dir, 'openapi-typescript', 'schema.d.ts'), astToString(await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0])));
    await heyApi({ input: spec, output: { path: join(dir, 'hey-api') }, plugins: ['@hey-api/client-fetch'], logs: { level: 'silent' } });
    await orval({
      input: { target: spec },
      output: { target: join(dir, 'orval', 'client.ts'), client: 'fetch', mode: 'single', baseUrl: { getBaseUrlFromSpecification: true } },
    });

    writeFileSync(join(dir, 'calls.ts'), CALLS);
    writeFileSync(join(dir, 'openapi-fetch-calls.ts'), OPENAPI_FETCH);
    writeFileSync(join(dir, 'hey-api-calls.ts'), HEY_API);
    writeFileSync(join(dir, 'orval-calls.ts'), ORVAL);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));

    // One strict type-check over the three clients; its report is the failure message.
    let report = '';
    try {
      execFileSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      report = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(report).toBe('');

    // The same five calls through each client, on the real server: the answers the operations document.
    const expected = {
      requestId: expect.stringMatching(/^from-/),
      slug: 'creme-brulee-a-la-mode',
      json: '{\n  "b": [\n    1,\n    2\n  ],\n  "a": null\n}',
      salary: 284395.27,
      net: 23124,
      guides: 1,
      error: 'text: is required',
    };
    for (const client of ['openapi-fetch', 'hey-api', 'orval']) {
      const { run } = (await import(pathToFileURL(join(dir, `${client}-calls.ts`)).href)) as { run(baseUrl: string): Promise<Record<string, unknown>> };
      const answers = await run(server.baseUrl);
      expect(answers, client).toEqual(expected);
      expect(answers.requestId, client).toBe(`from-${client}`);
    }
  });
});

