import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit key for an address: IPv4 as is, IPv6 reduced to its /64 (one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would let one client rotate through 2^64 of them).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  let ip = address.trim();
  const zone = ip.indexOf('%');
  if (zone !== -1) ip = ip.slice(0, zone);
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return 'invalid';
  const hextets = expandIPv6(ip);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client behind a dual-stack socket.
  if (hextets.slice(0, 5).every((h) => h === '0') && hextets[5] === 'ffff') {
    const high = parseInt(hextets[6]!, 16);
    const low = parseInt(hextets[7]!, 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${hextets.slice(0, 4).join(':')}::/64`;
}

/** Eight hextets without leading zeros, lowercase. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // A trailing dotted quad (e.g. 64:ff9b::1.2.3.4) is two hextets.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  const hextets = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return hextets.map((h) => parseInt(h, 16).toString(16));
}

/**
 * Which address a request comes from. The socket's, unless `trustedProxies` > 0: then the address that
 * many hops from the right of X-Forwarded-For (1 = the one our own proxy appended), falling back to the socket.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: number): string | undefined {
  if (trustedProxies <= 0 || !forwardedFor) return socketAddress;
  const hops = forwardedFor.split(',').map((h) => h.trim()).filter(Boolean);
  return hops[hops.length - trustedProxies] ?? hops[0] ?? socketAddress;
}
