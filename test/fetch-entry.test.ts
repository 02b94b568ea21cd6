import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CLIENT_ADDRESS_WARNING } from '../src/adapters/http/client-address.js';
import { freshRateWindow, postJson, startNode } from './support/harness.js';

/**
 * The fetch entry (src/app.ts, `export default { fetch }`): which address it counts on each platform, and the warning
 * where it can tell none. The module keeps one app, built on the first request, so each test imports a fresh copy.
 */
type Entry = typeof import('../src/app.js');
async function freshEntry(): Promise<Entry> {
  vi.resetModules();
  return import('../src/app.js');
}

const slugify = (headers: Record<string, string> = {}) => new Request('http://entry.test/api/v1/slugify', postJson({ text: 'a' }, headers));

describe('the fetch entry', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    // Vitest sets BASE_URL ('/', Vite's base path); empty counts as unset.
    vi.stubEnv('BASE_URL', '');
    vi.stubEnv('ECB_FETCH', 'off');
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await freshRateWindow(3_000);
  });
  afterEach(() => {
    warn.mockRestore();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('with no address and no header: says so once at start, and counts no one (never one bucket for all)', async () => {
    const { fetch } = await freshEntry();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(slugify());
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-remaining')).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(NO_CLIENT_ADDRESS_WARNING);
  });

  it('no warning when the limit is off', async () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '0');
    const { fetch } = await freshEntry();
    expect((await fetch(slugify())).status).toBe(200);
    expect(warn).not.toHaveBeenCalled();
  });

  it("Bun's server: counts the socket address, no warning", async () => {
    const { fetch } = await freshEntry();
    const server = (address: string) => ({ requestIP: () => ({ address, family: 'IPv4', port: 1 }) });
    expect((await fetch(slugify(), server('192.0.2.1'))).headers.get('x-ratelimit-remaining')).toBe('59');
    expect((await fetch(slugify(), server('192.0.2.1'))).headers.get('x-ratelimit-remaining')).toBe('58');
    expect((await fetch(slugify(), server('192.0.2.2'))).headers.get('x-ratelimit-remaining')).toBe('59');
    expect(warn).not.toHaveBeenCalled();
  });

  it("Workers (navigator.userAgent): CF-Connecting-IP by default; without it, a 400 naming it", async () => {
    vi.stubGlobal('navigator', { userAgent: 'Cloudflare-Workers' });
    const { fetch } = await freshEntry();
    const env = { RATE_LIMIT_PER_MINUTE: '60' };
    expect((await fetch(slugify({ 'cf-connecting-ip': '198.51.100.4' }), env)).headers.get('x-ratelimit-remaining')).toBe('59');
    const missing = await fetch(slugify(), env);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "cf-connecting-ip: header is required; the client's address is read from it (CLIENT_IP_HEADER)" });
    expect(warn).not.toHaveBeenCalled();
  });

  it('Vercel (VERCEL=1): X-Real-IP by default', async () => {
    vi.stubEnv('VERCEL', '1');
    const { fetch } = await freshEntry();
    expect((await fetch(slugify({ 'x-real-ip': '198.51.100.5' }))).headers.get('x-ratelimit-remaining')).toBe('59');
    expect((await fetch(slugify({ 'x-real-ip': '198.51.100.5' }))).headers.get('x-ratelimit-remaining')).toBe('58');
    expect((await fetch(slugify({ 'x-real-ip': '198.51.100.6' }))).headers.get('x-ratelimit-remaining')).toBe('59');
    expect((await fetch(slugify())).status).toBe(400);
  });

  it('CLIENT_IP_HEADER wins over the platform default', async () => {
    vi.stubEnv('VERCEL', '1');
    vi.stubEnv('CLIENT_IP_HEADER', 'Fly-Client-IP');
    const { fetch } = await freshEntry();
    expect((await fetch(slugify({ 'fly-client-ip': '2001:db8::7' }))).headers.get('x-ratelimit-remaining')).toBe('59');
    const bad = await fetch(slugify({ 'x-real-ip': '198.51.100.5', 'fly-client-ip': 'garbage' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "fly-client-ip: 'garbage' is not an IP address" });
  });
});

describe('CLIENT_IP_HEADER on the Node server (behind nginx: x-real-ip)', () => {
  it('counts the header address over the socket and X-Forwarded-For; absent → 400', async () => {
    await freshRateWindow();
    const h = await startNode({ RATE_LIMIT_PER_MINUTE: '5', CLIENT_IP_HEADER: 'x-real-ip', TRUST_PROXY: '1' });
    try {
      const call = (headers: Record<string, string>) => h.call('/api/v1/slugify', postJson({ text: 'a' }, headers));
      expect((await call({ 'x-real-ip': '192.0.2.10', 'x-forwarded-for': '192.0.2.99' })).headers.get('x-ratelimit-remaining')).toBe('4');
      expect((await call({ 'x-real-ip': '192.0.2.11', 'x-forwarded-for': '192.0.2.99' })).headers.get('x-ratelimit-remaining')).toBe('4');
      const missing = await call({ 'x-forwarded-for': '192.0.2.99' });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: "x-real-ip: header is required; the client's address is read from it (CLIENT_IP_HEADER)" });
    } finally {
      await h.close();
    }
  });
});
