import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNode, type Harness } from './support/harness.js';
import { rawRequest } from './support/raw-get.js';

function get(h: Harness, path: string, headers: Record<string, string>, method = 'GET') {
  return rawRequest(h.baseUrl, path, headers, method);
}

describe('documents and pages are compressed for clients that accept it', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startNode();
  });
  afterAll(() => h.close());

  it('sends the reference page as Brotli or gzip, the same bytes once decoded, and plain otherwise', async () => {
    const plain = await get(h, '/api', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    // With BASE_URL unset the document names the request's host, so caches must key it by Host too.
    expect(plain.headers['vary']).toBe('Accept-Encoding, Host');
    const br = await get(h, '/api', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 5);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get(h, '/api/v1/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8')).openapi).toBe('3.1.0');
    const refused = await get(h, '/api', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('compresses content pages, answers HEAD without a body, and leaves small bodies alone', async () => {
    const page = await get(h, '/es/guides/toon-vs-json-for-llm-prompts', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<html lang="es">');
    // HEAD: no body, but the length the GET's body has, compressed or not.
    for (const encoding of ['br', 'identity']) {
      const head = await get(h, '/api', { 'accept-encoding': encoding }, 'HEAD');
      const full = await get(h, '/api', { 'accept-encoding': encoding });
      expect(head.status).toBe(200);
      expect(head.body.byteLength).toBe(0);
      expect(Number(head.headers['content-length'])).toBe(full.body.byteLength);
      const pageHead = await get(h, '/guides', { 'accept-encoding': encoding }, 'HEAD');
      expect(Number(pageHead.headers['content-length'])).toBe((await get(h, '/guides', { 'accept-encoding': encoding })).body.byteLength);
    }
    const missing = await get(h, '/guides/nope', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
