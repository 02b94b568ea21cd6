import { describe, expect, it } from 'vitest';
import op from './url-parse.op.js';
import { fails, ok, cpuMs, HANG_GUARD_CPU_MS } from '../../../test/support/run-op.js';
import { MAX_URL_CHARS } from './url-parts.js';
import wpt from './wpt-urltestdata.json' with { type: 'json' };

interface WptCase {
  input: string;
  failure?: boolean;
  href?: string;
  username?: string;
  password?: string;
  host?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
}

describe('url-parse', () => {
  it('splits a URL into every part', async () => {
    const out = await ok(op, { url: 'https://user:pa%24%24@bücher.example:8080/docs/a%20b/?tag=x&tag=y&filter[status]=open&q=caf%C3%A9+au+lait#part-2' });
    expect(out).toMatchObject({
      href: 'https://user:pa%24%24@xn--bcher-kva.example:8080/docs/a%20b/?tag=x&tag=y&filter[status]=open&q=caf%C3%A9+au+lait#part-2',
      hostname: 'xn--bcher-kva.example',
      hostnameUnicode: 'bücher.example',
      port: 8080,
      effectivePort: 8080,
      segments: ['docs', 'a%20b', ''],
      decodedSegments: ['docs', 'a b', ''],
      queryPairs: [['tag', 'x'], ['tag', 'y'], ['filter[status]', 'open'], ['q', 'café au lait']],
      queryObject: { tag: ['x', 'y'], filter: { status: 'open' }, q: 'café au lait' },
      fragment: 'part-2',
    });
  });

  it('tells no query or fragment from an empty one', async () => {
    expect(await ok(op, { url: 'https://a.example/' })).toMatchObject({ query: null, fragment: null });
    expect(await ok(op, { url: 'https://a.example/?#' })).toMatchObject({ href: 'https://a.example/?#', query: '', fragment: '' });
    // A second '?' belongs to the query; '#' in the fragment is kept.
    expect(await ok(op, { url: 'https://a.example/??x#a#b' })).toMatchObject({ query: '?x', queryPairs: [['?x', '']], fragment: 'a#b' });
  });

  it('gives the effective port of each special scheme, and null for others', async () => {
    const port = async (url: string) => {
      const out = await ok(op, { url });
      return [out.port, out.effectivePort];
    };
    expect(await port('http://a.example/')).toEqual([null, 80]);
    expect(await port('https://a.example:443/')).toEqual([null, 443]); // the default is dropped from href
    expect(await port('ws://a.example/')).toEqual([null, 80]);
    expect(await port('wss://a.example/')).toEqual([null, 443]);
    expect(await port('ftp://a.example/')).toEqual([null, 21]);
    expect(await port('http://a.example:0/')).toEqual([0, 0]);
    expect(await port('file:///etc/hosts')).toEqual([null, null]);
    expect(await port('foo://a.example:21/')).toEqual([21, 21]);
    expect(await port('foo://a.example/')).toEqual([null, null]);
  });

  it('reads opaque paths, IPv6 hosts and Windows file paths', async () => {
    expect(await ok(op, { url: 'mailto:someone@example.com' })).toMatchObject({ opaquePath: true, path: 'someone@example.com', segments: [], host: '', origin: 'null' });
    expect(await ok(op, { url: 'http://[::FFFF:192.168.0.1]:8080/x' })).toMatchObject({ hostname: '[::ffff:c0a8:1]', hostnameUnicode: '[::ffff:c0a8:1]', port: 8080 });
    expect(await ok(op, { url: 'file:///C:/Users/a%20b.txt' })).toMatchObject({ segments: ['C:', 'Users', 'a%20b.txt'], decodedSegments: ['C:', 'Users', 'a b.txt'] });
    // A non-special scheme's host is opaque: no IDNA, so its xn-- label is not decoded.
    expect(await ok(op, { url: 'foo://xn--bcher-kva.example/' })).toMatchObject({ hostname: 'xn--bcher-kva.example', hostnameUnicode: 'xn--bcher-kva.example' });
  });

  it('decodes segments as UTF-8, with U+FFFD for bytes that are not', async () => {
    const out = await ok(op, { url: 'https://a.example/%E6%9D%B1%E4%BA%AC/%FF/%zz/a%2Fb' });
    expect(out.segments).toEqual(['%E6%9D%B1%E4%BA%AC', '%FF', '%zz', 'a%2Fb']);
    expect(out.decodedSegments).toEqual(['東京', '\uFFFD', '%zz', 'a/b']);
  });

  it('assumes https only where the text starts with a host', async () => {
    const note = 'No scheme given: https:// was assumed, since the text starts with a host name.';
    expect(await ok(op, { url: '  example.com/a?b=1  ' })).toMatchObject({ href: 'https://example.com/a?b=1', notes: [note] });
    // example.com:8080 reads as a scheme "example.com" by the letter of WHATWG; a host and port is what it means.
    expect(await ok(op, { url: 'example.com:8080/x' })).toMatchObject({ href: 'https://example.com:8080/x', port: 8080, notes: [note] });
    expect(await ok(op, { url: 'localhost:3000' })).toMatchObject({ href: 'https://localhost:3000/', notes: [note] });
    expect(await ok(op, { url: '192.168.0.1/admin' })).toMatchObject({ href: 'https://192.168.0.1/admin', notes: [note] });
    expect(await ok(op, { url: '//cdn.example/x.js' })).toMatchObject({ href: 'https://cdn.example/x.js', notes: [note] });
    expect(await ok(op, { url: 'bücher.example' })).toMatchObject({ href: 'https://xn--bcher-kva.example/', notes: [note] });
    // Spanish pages read the note in Spanish.
    const { testContext } = await import('../../../test/support/run-op.js');
    expect((await ok(op, { url: 'example.com' }, testContext({ locale: 'es' }))).notes).toEqual([
      'Sin esquema: se ha supuesto https://, porque el texto empieza por un nombre de servidor.',
    ]);
    // A scheme is kept as written, even one that looks like a host with a word after the colon.
    expect(await ok(op, { url: 'urn:isbn:0451450523' })).toMatchObject({ scheme: 'urn', path: 'isbn:0451450523', notes: [] });
    expect(await ok(op, { url: 'HTTPS://EXAMPLE.COM' })).toMatchObject({ href: 'https://example.com/', notes: [] });
  });

  it('refuses what is not a URL, saying why', async () => {
    const noScheme = 'url: has no scheme, and does not start with a host name; include the scheme, as in https://example.com/path';
    expect(await fails(op, { url: '/just/a/path' })).toBe(noScheme);
    expect(await fails(op, { url: 'user@example.com' })).toBe(noScheme); // an e-mail address, not a host
    expect(await fails(op, { url: 'hello world' })).toBe(noScheme);
    expect(await fails(op, { url: 'a?b=1' })).toBe(noScheme);
    expect(await fails(op, { url: '   ' })).toBe('url: is empty; give a URL such as https://example.com/path');
    expect(await fails(op, { url: 'https://example.com:70000/' })).toBe('url: port 70000 is out of range; a port is a whole number from 0 to 65535');
    expect(await fails(op, { url: 'example.com:99999' })).toBe('url: port 99999 is out of range; a port is a whole number from 0 to 65535');
    expect(await fails(op, { url: 'http://example.com:80a/' })).toBe("url: port '80a' is not a number; write digits only, from 0 to 65535");
    const forbidden = (host: string, what: string) =>
      `url: the host '${host}' contains ${what}, which no host may contain; remove it (a space, % < > [ ] ^ | and control characters are forbidden in a host)`;
    expect(await fails(op, { url: 'https://exa mple.com/' })).toBe(forbidden('exa mple.com', 'a space'));
    expect(await fails(op, { url: 'https://a<b.example/' })).toBe(forbidden('a<b.example', "'<'"));
    expect(await fails(op, { url: 'https://a%00b.example/' })).toBe(forbidden('a%00b.example', 'U+0000'));
    expect(await fails(op, { url: 'https://a%25b.example/' })).toBe(forbidden('a%25b.example', "'%'"));
    expect(await fails(op, { url: 'foo://a^b/' })).toBe(forbidden('a^b', "'^'"));
    expect(await fails(op, { url: 'https://1.2.3.256/' })).toBe(
      "url: the host '1.2.3.256' is not a valid IPv4 address; write four numbers from 0 to 255, as in 192.168.0.1",
    );
    expect(await fails(op, { url: 'https://[::1' })).toBe("url: the IPv6 address '[::1' has no closing ']'");
    expect(await fails(op, { url: 'https://[1:2:3]/' })).toBe("url: the host '[1:2:3]' is not a valid IPv6 address");
    expect(await fails(op, { url: 'http://xn--a.example/' })).toBe(
      "url: the host 'xn--a.example' is not a valid domain name (IDNA); check its characters and any xn-- label",
    );
    expect(await fails(op, { url: 'https://' })).toBe('url: has no host; write one after https://, as in https://example.com/');
    expect(await fails(op, { url: 'https://user@/' })).toBe('url: has no host; write one after https://, as in https://example.com/');
    expect(await fails(op, { url: 'a\ud800b.example' })).toBe(
      'url: contains an unpaired surrogate (U+D800) at position 1; it is half of a character such as an emoji and has no UTF-8 form',
    );
    expect(await fails(op, {})).toBe('url: is required');
    expect(await fails(op, { url: 'x'.repeat(MAX_URL_CHARS + 1) })).toMatch(/^url: /);
  });

  it('agrees with the WHATWG URL web-platform-tests (every case without a base)', async () => {
    // Vendored subset of url/resources/urltestdata.json (BSD-3-Clause; source and licence in the file): 540 cases,
    // 205 of them failures; 15 left out (listed in the file) test spec changes newer than Node 20's URL.
    const cases = wpt.cases as WptCase[];
    expect(cases.length).toBe(540);
    for (const c of cases) {
      const outcome = await import('../../../test/support/run-op.js').then(({ runOp }) => runOp(op, { url: c.input }));
      if (c.failure) {
        expect(outcome.ok, `${JSON.stringify(c.input)} should fail`).toBe(false);
        continue;
      }
      expect(outcome.ok, JSON.stringify(c.input)).toBe(true);
      const out = (outcome as { value: Record<string, unknown> }).value;
      expect(
        {
          href: out.href,
          username: out.username,
          password: out.password,
          host: out.host,
          hostname: out.hostname,
          port: out.port === null ? '' : String(out.port),
          pathname: out.path,
          search: out.query === null || out.query === '' ? '' : `?${out.query as string}`,
          hash: out.fragment === null || out.fragment === '' ? '' : `#${out.fragment as string}`,
        },
        JSON.stringify(c.input),
      ).toEqual({ href: c.href, username: c.username, password: c.password, host: c.host, hostname: c.hostname, port: c.port, pathname: c.pathname, search: c.search, hash: c.hash });
    }
  });

  it('writes internationalized hosts in ASCII and Unicode as Python does (IDNA 2003, where it agrees with UTS 46)', async () => {
    // Expected values from Python 3.11: name.encode('idna') and back with .decode('idna'). Python's codec is IDNA 2003;
    // only names where it agrees with WHATWG's UTS 46 are kept: faß.de and fußball.example (2003 maps ß to ss) and
    // München.DE (Python keeps an ASCII label's case) were left out.
    const cases: [string, string, string][] = [
      ['bücher.example', 'xn--bcher-kva.example', 'bücher.example'],
      ['münchen.de', 'xn--mnchen-3ya.de', 'münchen.de'],
      ['日本語.jp', 'xn--wgv71a119e.jp', '日本語.jp'],
      ['пример.рф', 'xn--e1afmkfd.xn--p1ai', 'пример.рф'],
      ['ελληνικά.gr', 'xn--hxargifdar.gr', 'ελληνικά.gr'],
      ['例え.テスト', 'xn--r8jz45g.xn--zckzah', '例え.テスト'],
      ['café.fr', 'xn--caf-dma.fr', 'café.fr'],
      ['ñandú.ar', 'xn--and-6ma2c.ar', 'ñandú.ar'],
      ['中文.cn', 'xn--fiq228c.cn', '中文.cn'],
      ['한국.kr', 'xn--3e0b707e.kr', '한국.kr'],
      ['עברית.il', 'xn--5dbqzzl.il', 'עברית.il'],
      ['عربي.eg', 'xn--ngbrx4e.eg', 'عربي.eg'],
      ['☃.net', 'xn--n3h.net', '☃.net'],
      ['ÉCOLE.fr', 'xn--cole-9oa.fr', 'école.fr'],
      ['παράδειγμα.δοκιμή', 'xn--hxajbheg2az3al.xn--jxalpdlp', 'παράδειγμα.δοκιμή'],
      ['xn--nxasmq6b.com', 'xn--nxasmq6b.com', 'βόλοσ.com'],
      ['россия.рф', 'xn--h1alffa9f.xn--p1ai', 'россия.рф'],
      ['españa.com', 'xn--espaa-rta.com', 'españa.com'],
      ['naïve.example', 'xn--nave-6pa.example', 'naïve.example'],
      ['zürich.ch', 'xn--zrich-kva.ch', 'zürich.ch'],
      ['øl.no', 'xn--l-4ga.no', 'øl.no'],
      ['smörgåsbord.se', 'xn--smrgsbord-82a8p.se', 'smörgåsbord.se'],
    ];
    for (const [name, ascii, unicode] of cases) {
      expect(await ok(op, { url: `https://${name}/` }), name).toMatchObject({ hostname: ascii, hostnameUnicode: unicode });
    }
  });

  it('reads query pairs as Python urllib.parse.parse_qsl does', async () => {
    // Expected values from Python 3.11: urllib.parse.parse_qsl(query, keep_blank_values=True) (& only, + is a space,
    // %XX as UTF-8 with U+FFFD for invalid bytes, malformed escapes kept).
    const cases: [string, [string, string][]][] = [
      ['a=1&b=2', [['a', '1'], ['b', '2']]],
      ['a=1&a=2&a=3', [['a', '1'], ['a', '2'], ['a', '3']]],
      ['q=caf%C3%A9+au+lait', [['q', 'café au lait']]],
      ['empty=&flag&x=1', [['empty', ''], ['flag', ''], ['x', '1']]],
      ['&&a=1&&', [['a', '1']]],
      ['a=b=c', [['a', 'b=c']]],
      ['%3D%26=%2B', [['=&', '+']]],
      ['name=J%C3%BCrgen%20M%C3%BCller', [['name', 'Jürgen Müller']]],
      ['x=%ZZ&y=%', [['x', '%ZZ'], ['y', '%']]],
      ['k=%FF%FE', [['k', '\uFFFD\uFFFD']]],
      ['filter[status]=open&tags[]=a&tags[]=b', [['filter[status]', 'open'], ['tags[]', 'a'], ['tags[]', 'b']]],
      ['a+b=c+d', [['a b', 'c d']]],
      ['=value&key=', [['', 'value'], ['key', '']]],
      ['%F0%9F%9A%80=rocket', [['🚀', 'rocket']]],
      ['a=1;b=2', [['a', '1;b=2']]],
    ];
    for (const [query, pairs] of cases) expect((await ok(op, { url: `https://a.example/?${query}` })).queryPairs, query).toEqual(pairs);
  });

  it("reads the query object as qs's README documents", async () => {
    // Each from the qs 6.14 README (github.com/ljharb/qs), default options.
    const cases: [string, unknown][] = [
      ['a%5Bb%5D=c', { a: { b: 'c' } }],
      ['foo[bar][baz]=foobarbaz', { foo: { bar: { baz: 'foobarbaz' } } }],
      ['a[b][c][d][e][f][g][h][i]=j', { a: { b: { c: { d: { e: { f: { '[g][h][i]': 'j' } } } } } } }], // depth 5
      ['foo=bar&foo=baz', { foo: ['bar', 'baz'] }],
      ['a[]=b&a[]=c', { a: ['b', 'c'] }],
      ['a[1]=c&a[0]=b', { a: ['b', 'c'] }],
      ['a[1]=b&a[15]=c', { a: ['b', 'c'] }],
      ['a[]=&a[]=b', { a: ['', 'b'] }],
      ['a[0]=b&a[1]=&a[2]=c', { a: ['b', '', 'c'] }],
      ['a[100]=b', { a: { '100': 'b' } }], // past arrayLimit 20
      ['a[0]=b&a[b]=c', { a: { '0': 'b', b: 'c' } }],
      ['a[][b]=c', { a: [{ b: 'c' }] }],
      ['a=15&b=true&c=null', { a: '15', b: 'true', c: 'null' }],
    ];
    for (const [query, object] of cases) expect((await ok(op, { url: `https://a.example/?${query}` })).queryObject, query).toEqual(object);
  });

  it('reads the first 1,000 parameters into the object and lists every pair, saying so', async () => {
    const query = Array.from({ length: 1500 }, (_, i) => `k${i}=${i}`).join('&');
    const out = await ok(op, { url: `https://a.example/?${query}` });
    expect(Object.keys(out.queryObject as object)).toHaveLength(1000);
    expect((out.queryObject as Record<string, string>).k999).toBe('999');
    expect((out.queryObject as Record<string, string>).k1000).toBeUndefined();
    expect(out.queryPairs).toHaveLength(1500);
    expect(out.notes).toEqual([
      'The query has 1,500 &-separated parameters: queryObject reads the first 1,000 (qs parameterLimit); queryPairs lists them all.',
    ]);
    // Exactly 1,000 is within the limit: no note.
    expect((await ok(op, { url: `https://a.example/?${Array.from({ length: 1000 }, () => 'a=1').join('&')}` })).notes).toEqual([]);
  });

  it('stays bounded at the largest URL', async () => {
    const worst = op.worstCase();
    expect(worst.url.length).toBeLessThanOrEqual(MAX_URL_CHARS);
    const out = await ok(op, worst);
    expect((out.queryPairs as unknown[]).length).toBe(32_757); // (65,536 - 21) / 2 "a&" pairs
    expect(await cpuMs(op, worst)).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});
