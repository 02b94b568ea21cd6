import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, forwardedAddress, headerAddress, platformClientHeader, socketAddressOf } from './client-address.js';

const SOCKET = '10.0.0.9';
const unreadable = (entry: string) => ({
  ok: false,
  error: `X-Forwarded-For: entry '${entry}' is not an IP address (write ip, ip:port or [ipv6]:port)`,
});

describe('clientAddress: X-Forwarded-For entries as proxies write them', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    ['1.2.3.4:5678', '1.2.3.4'],
    ['1.2.3.4:0', '1.2.3.4'],
    ['1.2.3.4:65535', '1.2.3.4'],
    ['2001:db8::1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['::ffff:1.2.3.4', '::ffff:1.2.3.4'],
    ['[::ffff:1.2.3.4]:80', '::ffff:1.2.3.4'],
    ['  1.2.3.4  ', '1.2.3.4'],
    ['\t[2001:db8::1]:443 ', '2001:db8::1'],
  ])('%j → %s', (entry, address) => {
    expect(clientAddress(SOCKET, entry, 1)).toEqual({ ok: true, address });
  });

  it('an unbracketed IPv6 address keeps its last group: it cannot carry a port', () => {
    expect(clientAddress(SOCKET, '2001:db8::1:443', 1)).toEqual({ ok: true, address: '2001:db8::1:443' });
  });

  it.each([
    ['abc', 'abc'],
    ['999.1.1.1', '999.1.1.1'],
    ['', ''],
    ['   ', ''],
    ['unknown', 'unknown'],
    ['1.2.3', '1.2.3'],
    ['01.2.3.4', '01.2.3.4'],
    ['1.2.3.4:', '1.2.3.4:'],
    ['1.2.3.4:65536', '1.2.3.4:65536'],
    ['1.2.3.4:123456', '1.2.3.4:123456'],
    ['1.2.3.4:http', '1.2.3.4:http'],
    ['[1.2.3.4]:80', '[1.2.3.4]:80'],
    ['[2001:db8::1', '[2001:db8::1'],
    ['[2001:db8::1]:', '[2001:db8::1]:'],
    ['[2001:db8::1]:70000', '[2001:db8::1]:70000'],
    ['[zz::1]:443', '[zz::1]:443'],
    ['2001:db8::1]:443', '2001:db8::1]:443'],
    ['_hidden', '_hidden'],
  ])('unreadable %j is an error naming it', (entry, quoted) => {
    expect(clientAddress(SOCKET, entry, 1)).toEqual(unreadable(quoted));
  });

  it('quotes a long entry shortened', () => {
    const entry = 'x'.repeat(500);
    expect(clientAddress(SOCKET, entry, 1)).toEqual(unreadable(`${'x'.repeat(60)}… (500 characters)`));
  });
});

describe('clientAddress: which hop', () => {
  const chain = '203.0.113.7, [2001:db8::5]:1234, 198.51.100.2:80, 192.0.2.1';

  it.each([
    [1, '192.0.2.1'],
    [2, '198.51.100.2'],
    [3, '2001:db8::5'],
    [4, '203.0.113.7'],
  ])('trusting %i proxies → %s', (trusted, address) => {
    expect(clientAddress(SOCKET, chain, trusted)).toEqual({ ok: true, address });
  });

  it('with fewer hops than trusted proxies, the leftmost entry', () => {
    expect(clientAddress(SOCKET, chain, 9)).toEqual({ ok: true, address: '203.0.113.7' });
    expect(clientAddress(SOCKET, '1.2.3.4:99', 3)).toEqual({ ok: true, address: '1.2.3.4' });
  });

  it('only the chosen entry is read: garbage further left does not matter', () => {
    expect(clientAddress(SOCKET, 'abc, 999.1.1.1, 1.2.3.4', 1)).toEqual({ ok: true, address: '1.2.3.4' });
  });

  it('empty entries keep their place in the count', () => {
    expect(clientAddress(SOCKET, '1.2.3.4,,5.6.7.8', 2)).toEqual(unreadable(''));
    expect(clientAddress(SOCKET, '1.2.3.4,,5.6.7.8', 3)).toEqual({ ok: true, address: '1.2.3.4' });
    expect(clientAddress(SOCKET, '1.2.3.4,', 1)).toEqual(unreadable(''));
  });

  it('the chosen entry unreadable is an error, whatever is around it', () => {
    expect(clientAddress(SOCKET, '1.2.3.4, abc, 5.6.7.8', 2)).toEqual(unreadable('abc'));
  });

  it('without a header, the socket address', () => {
    expect(clientAddress(SOCKET, undefined, 1)).toEqual({ ok: true, address: SOCKET });
    expect(clientAddress(undefined, undefined, 2)).toEqual({ ok: true, address: undefined });
  });
});

describe('clientAddress with TRUST_PROXY off', () => {
  it.each([['1.2.3.4'], ['abc'], [''], ['[2001:db8::1]:443']])('ignores X-Forwarded-For %j', (header) => {
    expect(clientAddress(SOCKET, header, 0)).toEqual({ ok: true, address: SOCKET });
  });

  it('passes an absent socket address through', () => {
    expect(clientAddress(undefined, '1.2.3.4', 0)).toEqual({ ok: true, address: undefined });
  });
});

describe('forwardedAddress', () => {
  it('takes an entry already trimmed', () => {
    expect(forwardedAddress('1.2.3.4')).toBe('1.2.3.4');
    expect(forwardedAddress(' 1.2.3.4')).toBeUndefined();
  });
});

describe('clientKey of what clientAddress reads', () => {
  const keyOf = (header: string) => {
    const result = clientAddress(SOCKET, header, 1);
    if (!result.ok) throw new Error(result.error);
    return clientKey(result.address);
  };

  it('IPv4 with or without a port is one client', () => {
    expect(keyOf('1.2.3.4')).toBe('1.2.3.4');
    expect(keyOf('1.2.3.4:5678')).toBe('1.2.3.4');
    expect(keyOf('1.2.3.4:9999')).toBe('1.2.3.4');
  });

  it('IPv6 in any spelling is counted by its /64', () => {
    expect(keyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(keyOf('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(keyOf('[2001:db8::ffff:1]:443')).toBe('2001:db8:0:0::/64');
    expect(keyOf('[2001:DB8:0:0:1::2]:1')).toBe('2001:db8:0:0::/64');
  });

  it('IPv4-mapped IPv6, bracketed with a port, is its IPv4 address', () => {
    expect(keyOf('[::ffff:1.2.3.4]:80')).toBe('1.2.3.4');
    expect(keyOf('::ffff:102:304')).toBe('1.2.3.4');
  });

  it('no readable entry ever lands in a shared bucket', () => {
    for (const header of ['1.2.3.4:5678', '[2001:db8::1]:443', '[2001:db8::1]']) expect(keyOf(header)).not.toBe('invalid');
  });
});

describe('headerAddress: the platform header named by CLIENT_IP_HEADER', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 2001:db8::1 ', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['203.0.113.7:80', '203.0.113.7'],
  ])('reads %j', (value, address) => {
    expect(headerAddress('cf-connecting-ip', value)).toEqual({ ok: true, address });
  });

  it('an absent header is an error naming it and the setting', () => {
    expect(headerAddress('x-real-ip', undefined)).toEqual({ ok: false, error: "x-real-ip: header is required; the client's address is read from it (CLIENT_IP_HEADER)" });
  });

  it.each(['', 'unknown', '1.2.3.4, 5.6.7.8', '999.1.1.1'])('%j is an error naming the header', (value) => {
    expect(headerAddress('x-real-ip', value)).toEqual({ ok: false, error: `x-real-ip: '${value}' is not an IP address` });
  });
});

describe('platformClientHeader', () => {
  it('Cloudflare Workers: cf-connecting-ip; Vercel: x-real-ip; elsewhere none', () => {
    expect(platformClientHeader('Cloudflare-Workers', {})).toBe('cf-connecting-ip');
    expect(platformClientHeader('Node.js/20', { VERCEL: '1' })).toBe('x-real-ip');
    expect(platformClientHeader('Node.js/20', {})).toBeUndefined();
    expect(platformClientHeader(undefined, { VERCEL: '' })).toBeUndefined();
  });
});

describe('socketAddressOf: what each runtime passes beside the Request', () => {
  const request = new Request('http://localhost/');
  it('Bun: server.requestIP(request), called on the server', () => {
    const server = {
      peers: new Map([[request, '192.0.2.1']]),
      requestIP(this: { peers: Map<Request, string> }, r: Request) {
        return { address: this.peers.get(r)!, family: 'IPv4', port: 5000 };
      },
    };
    expect(socketAddressOf(request, server)).toBe('192.0.2.1');
    expect(socketAddressOf(request, { requestIP: () => null })).toBeUndefined();
  });

  it('Deno: info.remoteAddr.hostname', () => {
    expect(socketAddressOf(request, { remoteAddr: { transport: 'tcp', hostname: '::1', port: 5000 }, completed: Promise.resolve() })).toBe('::1');
  });

  it('our callers: { clientAddress }', () => {
    expect(socketAddressOf(request, { clientAddress: '127.0.0.1' })).toBe('127.0.0.1');
  });

  it('Workers (env), nothing, or anything else: no address', () => {
    for (const platform of [undefined, null, 'x', { RATE_LIMIT_PER_MINUTE: '60' }, { remoteAddr: {} }]) {
      expect(socketAddressOf(request, platform)).toBeUndefined();
    }
  });
});
