import { describe, expect, it } from 'vitest';
import op from './url-build.op.js';
import parse from '../url-parse/url-parse.op.js';
import { cpuMs, fails, HANG_GUARD_CPU_MS, ok, testContext } from '../../../test/support/run-op.js';
import wpt from '../url-parse/wpt-urltestdata.json' with { type: 'json' };
import { MAX_URL_CHARS } from '../url-parse/url-parts.js';
import { encodeComponent, encodeSegment } from './url-build.js';

const href = async (input: Record<string, unknown>) => (await ok(op, input)).href;

describe('url-build', () => {
  it('builds from parts, encoding each for its place', async () => {
    expect(await href({ host: 'bücher.example', path: ['docs', 'a b/c'], query: { tag: ['x', 'y'], filter: { status: 'open' } }, fragment: 'part 2' })).toBe(
      'https://xn--bcher-kva.example/docs/a%20b%2Fc?tag=x&tag=y&filter[status]=open#part%202',
    );
    expect(await href({ scheme: 'HTTP://', host: 'Example.COM', port: 8080, username: 'a b', password: 'p@ss:w/rd', path: 'x y/z' })).toBe(
      'http://a%20b:p%40ss%3Aw%2Frd@example.com:8080/x%20y/z',
    );
    expect(await href({ host: '::1', port: 3000 })).toBe('https://[::1]:3000/');
    expect(await href({ host: '[2001:db8::1]' })).toBe('https://[2001:db8::1]/');
    expect(await href({ host: '192.168.0.1', path: '/' })).toBe('https://192.168.0.1/');
    expect(await href({ scheme: 'mailto', path: 'someone@example.com', query: 'subject=Hi there' })).toBe('mailto:someone@example.com?subject=Hi%20there');
    expect(await href({ scheme: 'file', path: '/C:/Users/a b.txt' })).toBe('file:///C:/Users/a%20b.txt');
    expect(await href({ scheme: 'urn', path: 'isbn:0451450523' })).toBe('urn:isbn:0451450523');
    // Without a host, a path starting with // stays a path.
    expect(await href({ scheme: 'foo', path: '//x' })).toBe('foo:/.//x');
    expect(await href({ host: 'a.example', query: '?a=1', fragment: '#top' })).toBe('https://a.example/?a=1#top'); // leading ? and # dropped
    expect(await href({ host: 'a.example', query: '', fragment: '' })).toBe('https://a.example/?#');
  });

  it('writes a query object with qs in each array format', async () => {
    // The qs README's stringify examples: arrayFormat indices, brackets, repeat (brackets of keys written as [ ]).
    const query = { a: ['b', 'c'] };
    expect(await href({ host: 'x.example', query, arrayFormat: 'indices' })).toBe('https://x.example/?a[0]=b&a[1]=c');
    expect(await href({ host: 'x.example', query, arrayFormat: 'brackets' })).toBe('https://x.example/?a[]=b&a[]=c');
    expect(await href({ host: 'x.example', query, arrayFormat: 'repeat' })).toBe('https://x.example/?a=b&a=c');
    expect(await href({ host: 'x.example', query })).toBe('https://x.example/?a=b&a=c'); // repeat by default
    // README: qs.stringify({ a: { b: 'c' } }) is a%5Bb%5D=c, written here with its brackets.
    expect(await href({ host: 'x.example', query: { a: { b: 'c' } } })).toBe('https://x.example/?a[b]=c');
    // Numbers and booleans as text, null as an empty value, empty arrays left out; values RFC 3986-encoded.
    expect(await href({ host: 'x.example', query: { n: 1.5, t: true, z: null, e: [], s: "a b&c=d/é!'()*" } })).toBe(
      "https://x.example/?n=1.5&t=true&z=&s=a%20b%26c%3Dd%2F%C3%A9%21%27%28%29%2A",
    );
    expect(await href({ host: 'x.example', query: {} })).toBe('https://x.example/');
    // As text, a JSON object or list of pairs is read as one; other text is the query as written.
    expect(await href({ host: 'x.example', query: ' {"a":[1,2]} ', arrayFormat: 'brackets' })).toBe('https://x.example/?a[]=1&a[]=2');
    expect(await href({ host: 'x.example', query: '[["q","a b"]]' })).toBe('https://x.example/?q=a%20b');
    expect(await href({ host: 'x.example', query: '[0]=a' })).toBe('https://x.example/?[0]=a');
  });

  it('writes pairs in order, and url-parse reads them back', async () => {
    const pairs = [['b', '2'], ['a', 'x y'], ['b', '3'], ['', 'v'], ['k', ''], ['=&+', '%'], ['🚀', 'é']];
    const built = await href({ host: 'x.example', query: pairs });
    expect(built).toBe('https://x.example/?b=2&a=x%20y&b=3&=v&k=&%3D%26%2B=%25&%F0%9F%9A%80=%C3%A9');
    expect((await ok(parse, { url: built })).queryPairs).toEqual(pairs);
  });

  it('encodes segments like encodeURIComponent, keeping the sub-delimiters a path allows', () => {
    expect(encodeSegment("a b/c?d#e%f:@!$&'()*+,;=~")).toBe("a%20b%2Fc%3Fd%23e%25f:@!$&'()*+,;=~");
    expect(encodeComponent("a b!'()*~")).toBe('a%20b%21%27%28%29%2A~');
  });

  it('round-trips: building from what url-parse answers gives the normalized URL', async () => {
    // Every WHATWG web-platform-tests case with a hierarchical path that parses (BSD-3-Clause, vendored in url-parse),
    // and a few of our own: build(parse(x)).href === parse(x).href.
    const inputs = [
      ...(wpt.cases as { input: string; failure?: boolean }[]).filter((c) => !c.failure).map((c) => c.input),
      'https://user:pa%24%24@bücher.example:8080/docs/a%20b/?tag=x&tag=y#part-2',
      'http://[::1]:8080/a/./b/../c?x#y',
      'mailto:someone@example.com?subject=Hi',
      'file:///C:/x%20y',
    ];
    let checked = 0;
    for (const input of inputs) {
      const outcome = await import('../../../test/support/run-op.js').then(({ runOp }) => runOp(parse, { url: input }));
      if (!outcome.ok) continue; // a no-scheme case url-parse reads differently (none in the set; counted below)
      const p = outcome.value as Record<string, unknown>;
      // A query that starts with '?' loses it (a leading ? is dropped); a path that is not a list of segments or holds
      // '?' cannot be sent back as written.
      if (typeof p.query === 'string' && p.query.startsWith('?')) continue;
      const built = {
        scheme: p.scheme,
        ...(p.hostname !== '' || p.href!.toString().startsWith(`${p.scheme as string}://`) ? { host: p.hostname } : {}),
        ...(p.username !== '' ? { username: p.username } : {}),
        ...(p.password !== '' ? { password: p.password } : {}),
        ...(p.port !== null ? { port: p.port } : {}),
        path: p.path,
        ...(p.query !== null ? { query: p.query } : {}),
        ...(p.fragment !== null ? { fragment: p.fragment } : {}),
      };
      const rebuilt = await import('../../../test/support/run-op.js').then(({ runOp }) => runOp(op, built));
      if (!rebuilt.ok) continue;
      expect((rebuilt.value as { href: string }).href, input).toBe(p.href);
      checked++;
    }
    expect(checked).toBeGreaterThan(250);
  });

  it('notes a default port left out, in the caller language', async () => {
    expect((await ok(op, { host: 'a.example', port: 443 })).notes).toEqual(['Port 443 is the default for https, so the URL leaves it out.']);
    expect((await ok(op, { scheme: 'http', host: 'a.example', port: 80 }, testContext({ locale: 'es' }))).notes).toEqual([
      'El puerto 80 es el predeterminado de http, así que la URL no lo escribe.',
    ]);
  });

  it('refuses parts it cannot place, saying what to send', async () => {
    expect(await fails(op, {})).toBe('host: is required with the scheme https; give one, such as example.com');
    expect(await fails(op, { host: '' })).toBe('host: is empty; give one, such as example.com');
    expect(await fails(op, { host: 'example.com:8080' })).toBe("host: contains ':'; give the port in port");
    expect(await fails(op, { host: 'example.com/a' })).toBe("host: contains '/'; give only the host name, such as example.com; the path goes in path");
    expect(await fails(op, { host: 'me@example.com' })).toBe("host: contains '@'; give the user name and password in username and password");
    expect(await fails(op, { host: 'exa mple.com' })).toBe(
      "host: the host 'exa mple.com' contains a space, which no host may contain; remove it (a space, % < > [ ] ^ | and control characters are forbidden in a host)",
    );
    expect(await fails(op, { host: '1.2.3.256' })).toBe(
      "host: the host '1.2.3.256' is not a valid IPv4 address; write four numbers from 0 to 255, as in 192.168.0.1",
    );
    expect(await fails(op, { host: 'a.example', port: 70000 })).toBe('port: must be at most 65535');
    expect(await fails(op, { scheme: 'ht tp', host: 'a.example' })).toBe(
      "scheme: 'ht tp' is not a scheme; write a letter then letters, digits, + - or ., such as https or mailto",
    );
    expect(await fails(op, { host: 'a.example', path: '/a?b=1' })).toBe(
      "path: contains '?' at position 2; put the query in query and the fragment in fragment, or write %3F for a literal '?' (or give path as a list of segments, which are encoded for you)",
    );
    expect(await fails(op, { host: 'a.example', path: ['a', '..'] })).toBe(`path[1]: '..' cannot be a path segment: a URL reads it as "up one folder"; leave it out`);
    expect(await fails(op, { scheme: 'mailto', path: 'a@b.example', username: 'x' })).toBe(
      'username: needs a host: a URL without one, or a file: URL, has no user name or password',
    );
    expect(await fails(op, { scheme: 'file', path: '/x', port: 8080 })).toBe('port: needs a host: a URL without one, or a file: URL, has no port');
    expect(await fails(op, { host: 'a.example', query: [['a']] })).toBe('query[0]: must be a [name, value] pair of two strings, such as ["q", "café"]');
    let deep: Record<string, unknown> = { a: 'x' };
    for (let i = 0; i < 25; i++) deep = { d: deep };
    expect(await fails(op, { host: 'a.example', query: deep })).toBe('query: is nested more than 20 levels deep; flatten it');
    expect(await fails(op, { host: 'a.example', fragment: '\udc00' })).toBe(
      'fragment: contains an unpaired surrogate (U+DC00) at position 0; it is half of a character such as an emoji and has no UTF-8 form',
    );
  });

  it('refuses a URL longer than the limit, naming the part to shorten', async () => {
    expect(await fails(op, { host: 'a.example', query: { a: Array.from({ length: 30_000 }, () => 'x') } })).toBe(
      'query: would make a URL of at least 65,539 characters, more than the 65,536 allowed; shorten it',
    );
    expect(await fails(op, { host: 'a.example', path: Array.from({ length: 40_000 }, () => 'ab') })).toBe(
      'path: would make a URL of at least 120,000 characters, more than the 65,536 allowed; shorten it',
    );
    // Under the quick bound, over the limit once encoded: 30,000 é are 90,000 characters as %C3%A9... twice that.
    expect(await fails(op, { host: 'a.example', fragment: 'é'.repeat(30_000) })).toBe(
      'fragment: the URL built has 180,019 characters, more than the 65,536 allowed; shorten fragment',
    );
  });

  it('stays bounded on its worst case', async () => {
    const worst = op.worstCase();
    const out = await ok(op, worst);
    expect((out.href as string).length).toBe(63_020);
    expect((out.href as string).length).toBeLessThanOrEqual(MAX_URL_CHARS);
    expect(await cpuMs(op, worst)).toBeLessThan(HANG_GUARD_CPU_MS);
  });
});

