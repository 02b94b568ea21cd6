import { isIP, isIPv4, isIPv6 } from 'node:net';
import { elide } from '../../core/errors.js';

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

/** Which address a request comes from, or why the trusted X-Forwarded-For entry cannot say. */
export type ClientAddress = { ok: true; address: string | undefined } | { ok: false; error: string };

const HIGHEST_PORT = 65_535;
/** `[ipv6]` or `[ipv6]:port`, as proxies write an IPv6 peer with a port. */
const BRACKETED = /^\[([^\]]*)\](?::(\d{1,5}))?$/;
/** `a.b.c.d:port`; an unbracketed IPv6 address cannot carry a port (its last group would read as one). */
const IPV4_WITH_PORT = /^([\d.]+):(\d{1,5})$/;

/**
 * Which address a request comes from. The socket's, unless `trustedProxies` > 0 and X-Forwarded-For is present:
 * then the entry that many hops from the right (1 = the one our own proxy appended; the leftmost when there are
 * fewer), read as proxies write it — `1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1`, `[2001:db8::1]`, `[2001:db8::1]:443`.
 * An entry that is none of these is an error to answer, never a shared bucket to count in.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: number): ClientAddress {
  if (trustedProxies <= 0 || forwardedFor === undefined) return { ok: true, address: socketAddress };
  // Empty entries keep their place: the hop count is positional, as the proxies that appended them meant it.
  const hops = forwardedFor.split(',');
  const entry = hops[Math.max(0, hops.length - trustedProxies)]!.trim();
  const address = forwardedAddress(entry);
  if (address === undefined) {
    return { ok: false, error: `X-Forwarded-For: entry '${elide(entry)}' is not an IP address (write ip, ip:port or [ipv6]:port)` };
  }
  return { ok: true, address };
}

/** The IP address in one X-Forwarded-For entry (already trimmed), without brackets or port; undefined when there is none. */
export function forwardedAddress(entry: string): string | undefined {
  if (isIP(entry) !== 0) return entry;
  const bracketed = BRACKETED.exec(entry);
  if (bracketed) return isIPv6(bracketed[1]!) && isPort(bracketed[2]) ? bracketed[1] : undefined;
  const withPort = IPV4_WITH_PORT.exec(entry);
  if (withPort) return isIPv4(withPort[1]!) && isPort(withPort[2]) ? withPort[1] : undefined;
  return undefined;
}

/** An absent port, or one from 0 to 65535. */
function isPort(digits: string | undefined): boolean {
  return digits === undefined || Number(digits) <= HIGHEST_PORT;
}

/**
 * The address in the header the platform writes the client's address into (CLIENT_IP_HEADER: `cf-connecting-ip`,
 * `x-real-ip`…): one address, as in an X-Forwarded-For entry. Absent or unreadable is an error to answer — the
 * platform always sets it, so a request without it did not come through the platform — never a shared bucket.
 */
export function headerAddress(name: string, value: string | undefined): ClientAddress {
  if (value === undefined) return { ok: false, error: `${name}: header is required; the client's address is read from it (CLIENT_IP_HEADER)` };
  const entry = value.trim();
  const address = forwardedAddress(entry);
  if (address === undefined) return { ok: false, error: `${name}: '${elide(entry)}' is not an IP address` };
  return { ok: true, address };
}

/**
 * The header a recognised platform writes the client's address into, and that its clients cannot forge: Cloudflare
 * Workers (`cf-connecting-ip`), Vercel (`x-real-ip`, replaced at its edge). Elsewhere CLIENT_IP_HEADER names it.
 */
export function platformClientHeader(userAgent: string | undefined, env: Record<string, string | undefined>): string | undefined {
  if (userAgent === 'Cloudflare-Workers') return 'cf-connecting-ip';
  if (env.VERCEL) return 'x-real-ip';
  return undefined;
}

/**
 * The peer address from what the platform passes beside the Request: Bun its server (`requestIP`), Deno a
 * ServeHandlerInfo (`remoteAddr.hostname`), our tests and Node callers `{ clientAddress }`. Workers pass their `env`,
 * which holds no address (their header does).
 */
export function socketAddressOf(request: Request, platform: unknown): string | undefined {
  if (typeof platform !== 'object' || platform === null) return undefined;
  const given = platform as { clientAddress?: unknown; requestIP?: unknown; remoteAddr?: { hostname?: unknown } };
  if (typeof given.clientAddress === 'string') return given.clientAddress;
  if (typeof given.requestIP === 'function') {
    const ip = (given.requestIP as (r: Request) => { address?: unknown } | null).call(platform, request);
    return typeof ip?.address === 'string' ? ip.address : undefined;
  }
  const hostname = given.remoteAddr?.hostname;
  return typeof hostname === 'string' ? hostname : undefined;
}

/** Said once at start where the limiter would otherwise count the whole world as one client. */
export const NO_CLIENT_ADDRESS_WARNING =
  'rate limit: this platform tells no client address, so requests are not counted; set CLIENT_IP_HEADER to the header it writes the client address in (cf-connecting-ip, x-real-ip, fly-client-ip, …)';
