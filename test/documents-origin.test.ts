import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_ORIGIN } from '../src/adapters/http/document-store.js';
import { startNode, type Harness } from './support/harness.js';
import { rawRequest } from './support/raw-get.js';

const DOCUMENTS = ['/api', '/api/v1/openapi.json', '/llms.txt', '/calculators/hourly-to-salary', '/es/utilities/slugify', '/datasets/us-employer-payroll-taxes', '/datasets/us-employer-payroll-taxes.json', '/news', '/es/guides'];
const standInHost = STAND_IN_ORIGIN.slice('http://'.length);

/**
 * Documents and pages are built once per process. With BASE_URL unset they name the origin each request came to,
 * written into the prebuilt text, never the stand-in they were built with; with BASE_URL set, always that.
 */
describe('documents name the right origin', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode();
  });
  afterAll(() => h.close());

  it('with BASE_URL unset: the Host of each request, and Vary: Host', async () => {
    for (const host of ['api.example.org', 'localhost:3000', '[::1]:8080']) {
      for (const path of DOCUMENTS) {
        const response = await rawRequest(h.baseUrl, path, { host });
        expect(response.status, path).toBe(200);
        // A tool page computes on the device: its script asks the server for nothing, so the page varies by nothing else.
        expect(response.headers['vary'], path).toBe('Accept-Encoding, Host');
        const body = response.body.toString('utf8');
        expect(body, path).not.toContain(standInHost);
        if (!path.endsWith('.json') || path.includes('openapi')) expect(body, `${host} ${path}`).toContain(`http://${host}`);
      }
    }
    const openapi = JSON.parse((await rawRequest(h.baseUrl, '/api/v1/openapi.json', { host: 'api.example.org' })).body.toString('utf8')) as { servers: { url: string }[] };
    expect(openapi.servers[0]!.url).toBe('http://api.example.org');
  });

  it('a Host that is not a host name falls back to localhost', async () => {
    const body = (await rawRequest(h.baseUrl, '/llms.txt', { host: 'evil.example/<script>' })).body.toString('utf8');
    expect(body).toContain('http://localhost/');
    expect(body).not.toContain('evil');
  });
});

describe('with BASE_URL set', () => {
  it('every document names it whatever the Host, and does not vary by Host', async () => {
    const h = await startNode({ BASE_URL: 'https://utility.example' });
    for (const path of DOCUMENTS) {
      const response = await rawRequest(h.baseUrl, path, { host: 'other.example' });
      expect(response.headers['vary'], path).toBe('Accept-Encoding');
      const body = response.body.toString('utf8');
      expect(body, path).not.toContain(standInHost);
      expect(body, path).not.toContain('other.example');
      if (!path.endsWith('.json') || path.includes('openapi')) expect(body, path).toContain('https://utility.example');
    }
    await h.close();
  });
});
