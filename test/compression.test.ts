import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNode, type Harness } from './support/harness.js';

/** A raw request, so the test sees the bytes on the wire (fetch would decompress them). */
function get(h: Harness, path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const { port } = new URL(h.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
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
    expect(plain.headers['vary']).toBe('Accept-Encoding');
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
    const head = await get(h, '/api', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    const missing = await get(h, '/guides/nope', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
