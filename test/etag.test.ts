import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../src/adapters/http/app.js';
import { contentHash, entityTag, noneMatchHits } from '../src/adapters/http/etag.js';
import type { HttpResponse } from '../src/adapters/http/types.js';
import { operations } from '../src/ops/index.js';
import { registryOf } from '../src/core/registry.js';
import { postJson, startFetch, startNode, testConfig } from './support/harness.js';

/** A clock that stands still for the run, so a page rendered twice is the same page (today's rules stay in force). */
const started = new Date();
const now = () => started;

/** What the app answers a request, called in-process (headers by lower-case name). */
function request(app: App, path: string, headers: Record<string, string> = {}, method = 'GET', body = ''): Promise<HttpResponse> {
  const all: Record<string, string> = { host: 'localhost:3000', ...headers };
  const query = path.indexOf('?');
  return app.handle({
    method,
    path: query === -1 ? path : path.slice(0, query),
    search: query === -1 ? '' : path.slice(query),
    header: (name) => all[name],
    socketAddress: '127.0.0.1',
    socketKey: (derive) => derive('127.0.0.1'),
    protocol: 'http',
    readBody: async () => ({ kind: 'ok', bytes: new TextEncoder().encode(body) }),
  });
}

const TAG = /^"[\w-]{27}(?:-br|-gzip)?"$/;

describe('entity tags', () => {
  it('hash the identity bytes and name the encoding', () => {
    expect(contentHash('hello')).toBe('qvTGHdzF6KLavt4PO0gs2a6pQ00'); // SHA-1 of "hello", base64url
    expect(entityTag('abc')).toBe('"abc"');
    expect(entityTag('abc', 'br')).toBe('"abc-br"');
    expect(entityTag('abc', 'gzip')).toBe('"abc-gzip"');
  });

  it('If-None-Match: a list, *, weak comparison; anything malformed matches nothing', () => {
    expect(noneMatchHits(undefined, '"a"')).toBe(false);
    expect(noneMatchHits('"a"', '"a"')).toBe(true);
    expect(noneMatchHits('"b", "a"', '"a"')).toBe(true);
    expect(noneMatchHits('"b","a"', '"a"')).toBe(true);
    expect(noneMatchHits('W/"a"', '"a"')).toBe(true);
    expect(noneMatchHits('"a"', 'W/"a"')).toBe(true);
    expect(noneMatchHits(' * ', '"a"')).toBe(true);
    expect(noneMatchHits('"a-gzip"', '"a"')).toBe(false);
    expect(noneMatchHits('"ab"', '"a"')).toBe(false);
    expect(noneMatchHits('a', '"a"')).toBe(false);
    expect(noneMatchHits('', '"a"')).toBe(false);
    expect(noneMatchHits('"b", *', '"a"')).toBe(false); // `*` only as the whole field
  });
});

describe('ETag and 304 on every GET answer that may be kept', () => {
  let app: App;
  let asset: string;
  beforeAll(async () => {
    app = createApp({ config: testConfig(), registry: registryOf(operations), now });
    const home = await request(app, '/');
    asset = /\/assets\/site-[0-9a-f]{8}\.js/.exec(home.body as string)![0];
  });

  const KEPT: [path: string, cacheControl: string][] = [
    ['/api/v1/openapi.json', 'public, max-age=300'],
    ['/api', 'public, max-age=300'],
    ['/llms.txt', 'public, max-age=300'],
    ['/', 'public, max-age=300'],
    ['/es/calculators', 'public, max-age=300'],
    ['/calculators/hourly-to-salary', 'public, max-age=300'],
    ['/guides', 'public, max-age=300'],
    ['/datasets/us-employer-payroll-taxes', 'public, max-age=300'],
    ['/datasets/us-employer-payroll-taxes.json', 'public, max-age=300'],
    ['/robots.txt', 'public, max-age=3600'],
    ['/sitemap.xml', 'public, max-age=3600'],
    ['/favicon.svg', 'public, max-age=3600'],
    ['/favicon.ico', 'public, max-age=3600'],
    ['/icons/icon-192.png', 'public, max-age=3600'],
    ['/manifest.webmanifest', 'public, max-age=3600'],
    ['/es/manifest.webmanifest', 'public, max-age=3600'],
    ['/sw.js', 'no-cache'],
    ['ASSET', 'public, max-age=31536000, immutable'],
    ['/data/ecb-rates.json', 'public, max-age=300'],
    ['/.well-known/mcp/server-card.json', 'public, max-age=3600'],
    ['/api/mcp/server-card', 'public, max-age=3600'],
  ];

  for (const [name, cacheControl] of KEPT) {
    it(`${name}: a second GET with If-None-Match answers 304; HEAD carries the tag; another tag gets a 200`, async () => {
      const path = name === 'ASSET' ? asset : name;
      for (const accept of ['br, gzip', 'gzip', undefined]) {
        const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
        const first = await request(app, path, headers);
        expect(first.status, path).toBe(200);
        expect(first.headers['cache-control'], path).toBe(cacheControl);
        const etag = first.headers['etag']!;
        expect(etag, path).toMatch(TAG);
        expect(etag.endsWith(`-${first.headers['content-encoding']}"`), path).toBe(first.headers['content-encoding'] !== undefined);

        const again = await request(app, path, { ...headers, 'if-none-match': etag });
        expect(again.status, path).toBe(304);
        expect(again.body, path).toBeNull();
        expect(again.headers['etag'], path).toBe(etag);
        expect(again.headers['cache-control'], path).toBe(cacheControl);
        expect(again.headers['vary'], path).toBe(first.headers['vary']);
        expect(again.headers['content-type'], path).toBeUndefined();
        expect(again.headers['content-length'], path).toBeUndefined();

        const head = await request(app, path, headers, 'HEAD');
        expect([head.status, head.headers['etag'], head.body], path).toEqual([200, etag, null]);
        expect(head.headers['content-length'], path).toBe(String(typeof first.body === 'string' ? Buffer.byteLength(first.body) : first.body!.byteLength));
        expect((await request(app, path, { ...headers, 'if-none-match': etag }, 'HEAD')).status, path).toBe(304);

        const other = await request(app, path, { ...headers, 'if-none-match': '"not-this-one", W/"nor-this"' });
        expect([other.status, other.headers['etag']], path).toEqual([200, etag]);
        expect(other.body, path).toEqual(first.body);
      }
    });
  }

  it('a Brotli, a gzip and an identity answer have different tags, and each is 304 only for its own', async () => {
    for (const path of ['/api/v1/openapi.json', '/calculators/hourly-to-salary', asset, '/sitemap.xml']) {
      const tags = new Map<string, string>();
      for (const accept of ['br', 'gzip', 'identity']) {
        const answer = await request(app, path, { 'accept-encoding': accept });
        expect(answer.headers['content-encoding'], path).toBe(accept === 'identity' ? undefined : accept);
        tags.set(accept, answer.headers['etag']!);
      }
      expect(new Set(tags.values()).size, path).toBe(3);
      const identityTag = tags.get('identity')!;
      expect(tags.get('br'), path).toBe(identityTag.replace(/"$/, '-br"'));
      expect((await request(app, path, { 'accept-encoding': 'gzip', 'if-none-match': tags.get('br')! })).status, path).toBe(200);
      expect((await request(app, path, { 'if-none-match': tags.get('gzip')! })).status, path).toBe(200);
      expect((await request(app, path, { 'accept-encoding': 'gzip', 'if-none-match': `${identityTag}, ${tags.get('gzip')!}` })).status, path).toBe(304);
    }
  });

  it('weak comparison, a list and * all answer 304', async () => {
    const { headers } = await request(app, '/llms.txt');
    for (const ifNoneMatch of [`W/${headers['etag']!}`, `"x", ${headers['etag']!}`, '*']) {
      expect((await request(app, '/llms.txt', { 'if-none-match': ifNoneMatch })).status, ifNoneMatch).toBe(304);
    }
  });

  it('a document that names the request origin has a tag per origin; the same text has the same tag', async () => {
    const tagAt = async (host: string, path: string) => (await request(app, path, { host })).headers['etag'];
    for (const path of ['/api/v1/openapi.json', '/api', '/.well-known/mcp/server-card.json', '/robots.txt']) {
      expect(await tagAt('a.example', path), path).toBe(await tagAt('a.example', path));
      expect(await tagAt('a.example', path), path).not.toBe(await tagAt('b.example', path));
    }
    const fixed = createApp({ config: testConfig({ BASE_URL: 'https://utility.example' }), registry: registryOf(operations), now });
    const tags = await Promise.all(['a.example', 'b.example'].map(async (host) => (await request(fixed, '/api/v1/openapi.json', { host })).headers['etag']));
    expect(tags[0]).toMatch(TAG);
    expect(tags[1]).toBe(tags[0]);
  });

  it('the tag follows the content: a changed document is a new tag', async () => {
    // Each toolset's card would differ if the toolsets did; here, two pages with different text.
    const en = await request(app, '/calculators');
    const es = await request(app, '/es/calculators');
    expect(en.headers['etag']).not.toBe(es.headers['etag']);
    expect((await request(app, '/es/calculators', { 'if-none-match': en.headers['etag']! })).status).toBe(200);
  });

  it('every answer says how long it may be kept, the preflight by Access-Control-Max-Age', async () => {
    const paths = [...KEPT.map(([path]) => (path === 'ASSET' ? asset : path)), '/api/v1/slugify', '/api/mcp', '/api/mcp/text', '/healthz', '/nope', '/api/v1/nope', '/data/ecb-rates/1990-01-01.json'];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
        const answer = await request(app, path, { accept: 'text/html' }, method, '{}');
        expect(answer.headers['cache-control'], `${method} ${path}`).toMatch(/^(?:no-store|no-cache|public, max-age=\d+(?:, immutable)?)$/);
      }
      const preflight = await request(app, path, { origin: 'https://a.example', 'access-control-request-method': 'GET' }, 'OPTIONS');
      if (preflight.status === 204) expect(preflight.headers['access-control-max-age'], path).toBe('86400');
      else expect(preflight.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('no-store answers carry no ETag and ignore If-None-Match', async () => {
    const cases: [string, Record<string, string>, string?, string?][] = [
      ['/calculators/hourly-to-salary?hourlyRate=20', {}],
      // A random operation's page holds a fresh result even without a query: never cached (issue 30).
      ['/utilities/uuid', {}],
      ['/es/utilities/uuid', {}],
      ['/search', { 'x-page-fragment': 'result' }],
      ['/no-such-page', { accept: 'text/html' }],
      ['/api/v1/no-such-operation', {}],
      ['/data/ecb-rates/1990-01-01.json', {}],
      ['/healthz', {}],
      ['/api/v1/slugify', {}, 'POST', JSON.stringify({ text: 'Hello World' })],
      ['/api/v1/slugify', {}, 'GET'],
    ];
    for (const [path, headers, method, body] of cases) {
      const answer = await request(app, path, { ...headers, 'if-none-match': '*' }, method, body);
      expect(answer.status, path).not.toBe(304);
      expect(answer.headers['cache-control'], path).toBe('no-store');
      expect(answer.headers['etag'], path).toBeUndefined();
    }
  });
});

describe('304 through the servers', () => {
  const servers = [['node server', startNode], ['fetch handler', startFetch]] as const;
  for (const [name, start] of servers) {
    describe(name, () => {
      let h: Awaited<ReturnType<typeof start>>;
      beforeAll(async () => {
        h = await start();
      });
      afterAll(() => h.close());

      it('sends a 304 with the tag and no body, and the operation results stay untagged', async () => {
        const first = await h.call('/llms.txt');
        const etag = first.headers.get('etag')!;
        expect(etag).toMatch(TAG);
        const again = await h.call('/llms.txt', { headers: { 'if-none-match': etag } });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('public, max-age=300');
        expect(await again.text()).toBe('');
        const result = await h.call('/api/v1/slugify', postJson({ text: 'Hello World' }));
        expect(result.status).toBe(200);
        expect(result.headers.get('etag')).toBeNull();
      });
    });
  }
});
