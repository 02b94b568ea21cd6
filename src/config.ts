import { ECB_DAILY_URL, ECB_HISTORY_URL } from './services/ecb-addresses.js';

/*
 * Read by hand, not with zod: the config is read before the first answer, and building and running a zod schema of
 * these 17 variables cost about 8 ms of a 110 ms cold start (bench/README.md, "Cold start"). Each variable is a reader
 * that returns its value or throws the sentence a ConfigError shows; every bad variable is reported at once.
 */

/** Thrown by a reader: the rule the value breaks, without the variable's name. */
class Refusal extends Error {}

type Reader<T> = (raw: string) => T;

/** A whole number within [min, max]. */
const integer =
  (min: number, max: number): Reader<number> =>
  (raw) => {
    if (!/^\d+$/.test(raw)) throw new Refusal('must be a whole number');
    const value = Number(raw);
    if (value < min) throw new Refusal(`must be at least ${min}`);
    if (value > max) throw new Refusal(`must be at most ${max}`);
    return value;
  };

/** The text as it is, when it matches `pattern`. */
const matching =
  (pattern: RegExp, rule: string): Reader<string> =>
  (raw) => {
    if (!pattern.test(raw)) throw new Refusal(rule);
    return raw;
  };

/** An absolute http(s) URL (as the WHATWG URL parser reads it). */
const httpUrl =
  (example: string): Reader<string> =>
  (raw) => {
    let protocol = '';
    try {
      protocol = new URL(raw).protocol;
    } catch {
      // not a URL: refused below
    }
    if (protocol !== 'http:' && protocol !== 'https:') throw new Refusal(`must be an absolute http(s) URL such as ${example}`);
    return raw;
  };

/** A comma-separated list (entries trimmed, lower-cased, empty ones dropped), each entry matching `entry`. */
const list =
  (entry: RegExp, what: string): Reader<string[]> =>
  (raw) => {
    const items = raw.split(',').map((item) => item.trim().toLowerCase()).filter((item) => item !== '');
    if (items.length === 0) throw new Refusal('must list at least one value, comma-separated');
    if (!items.every((item) => entry.test(item))) throw new Refusal(`each entry must be ${what}`);
    return items;
  };

/** All cores but one (the main thread's), at least one; platforms without os.availableParallelism run no pool anyway. */
function defaultWorkerThreads(): number {
  const os = process.getBuiltinModule('node:os');
  return Math.max(1, (typeof os.availableParallelism === 'function' ? os.availableParallelism() : 2) - 1);
}

/** The service's settings, all from the environment; documented in docs/configuration.md. */
export interface Config {
  PORT: number;
  /** Unset = every interface, IPv6 and IPv4 (Node's default). */
  HOST: string | undefined;
  /** Without a trailing slash. */
  BASE_URL: string | undefined;
  RATE_LIMIT_PER_MINUTE: number;
  /** Proxy hops trusted for X-Forwarded-For (true = 1, false = 0). */
  TRUST_PROXY: number;
  MAX_BODY_BYTES: number;
  /**
   * The request header the platform puts the client's address in (`cf-connecting-ip` on Cloudflare, `x-real-ip` on
   * Vercel and behind nginx, `fly-client-ip` on Fly.io…), lower-cased. Unset = the platform's own where the fetch entry
   * recognises it, else the socket's address (and X-Forwarded-For under TRUST_PROXY).
   */
  CLIENT_IP_HEADER: string | undefined;
  /** Where rate-limit counts live: `memory` (this process; the cluster's primary under WEB_CONCURRENCY) or a Redis/Valkey URL shared by every instance. */
  RATE_LIMIT_STORE: string;
  /** Processes serving on the one port (node:cluster workers); 1 = this process alone. */
  WEB_CONCURRENCY: number;
  /** on = one JSON line per request on stdout (time, request id, operation or path, status, duration, bytes); /healthz only with `all`. */
  ACCESS_LOG: 'on' | 'off' | 'all';
  /**
   * Threads of the worker pool that runs large and output-heavy calls off the event loop; 0 runs everything on the
   * main thread. By default one core is left to the main thread (at least one worker).
   */
  WORKER_THREADS: number;
  /** How long a call may wait for a worker thread, and then how long it may run there, before it is stopped. */
  OPERATION_DEADLINE_MS: number;
  /** Where currency-rates and currency-convert read the ECB's daily euro reference rates. */
  ECB_RATES_URL: string;
  /** Where a `date` given to currency-rates and currency-convert is looked up: the ECB's history file since 1999. */
  ECB_HISTORY_URL: string;
  /** false (off) = never fetch the ECB feed nor its history file: the embedded snapshot is served (fully offline). */
  ECB_FETCH: boolean;
  /**
   * Host header values /api/mcp accepts (`host` or `host:port`; a name without a port matches any port). Unset = any:
   * the service is keyless, read-only and sets no cookies, so a rebound DNS name gains nothing a direct call would not.
   */
  ALLOWED_HOSTS: string[] | undefined;
  /** Origin header values /api/mcp accepts when a request carries one (scheme://host[:port]). Unset = any. */
  ALLOWED_ORIGINS: string[] | undefined;
}

/** Each variable's reader and its value when unset (a function: the default thread count asks the OS). */
const readers: { readonly [K in keyof Config]: readonly [read: Reader<Config[K]>, unset: () => Config[K]] } = {
  PORT: [integer(0, 65_535), () => 3000],
  HOST: [(raw) => raw, () => undefined],
  BASE_URL: [(raw) => httpUrl('https://api.example.org')(raw).replace(/\/+$/, ''), () => undefined],
  RATE_LIMIT_PER_MINUTE: [integer(0, 1_000_000_000), () => 60],
  TRUST_PROXY: [
    (raw) => {
      const value = matching(/^(true|false|\d+)$/i, 'must be true, false or a number of proxy hops')(raw).toLowerCase();
      return value === 'true' ? 1 : value === 'false' ? 0 : Number(value);
    },
    () => 0,
  ],
  MAX_BODY_BYTES: [integer(1, 64 * 1024 * 1024), () => 1_048_576],
  CLIENT_IP_HEADER: [
    (raw) => matching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'must be a header name such as cf-connecting-ip or x-real-ip')(raw).toLowerCase(),
    () => undefined,
  ],
  RATE_LIMIT_STORE: [matching(/^(memory|rediss?:\/\/\S+)$/i, 'must be memory or a URL such as redis://127.0.0.1:6379/0 (rediss:// for TLS)'), () => 'memory'],
  WEB_CONCURRENCY: [integer(1, 256), () => 1],
  ACCESS_LOG: [(raw) => matching(/^(on|off|all)$/i, 'must be on, off or all')(raw).toLowerCase() as Config['ACCESS_LOG'], () => 'off'],
  WORKER_THREADS: [integer(0, 256), defaultWorkerThreads],
  OPERATION_DEADLINE_MS: [integer(100, 600_000), () => 5_000],
  ECB_RATES_URL: [httpUrl(ECB_DAILY_URL), () => ECB_DAILY_URL],
  ECB_HISTORY_URL: [httpUrl(ECB_HISTORY_URL), () => ECB_HISTORY_URL],
  ECB_FETCH: [(raw) => matching(/^(on|off)$/i, 'must be on or off')(raw).toLowerCase() === 'on', () => true],
  ALLOWED_HOSTS: [
    list(/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/, 'a host name or address, optionally with :port (localhost, 127.0.0.1:3000, [::1])'),
    () => undefined,
  ],
  ALLOWED_ORIGINS: [
    list(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/, 'an origin such as http://localhost:3000 (scheme, host, optional port; no path)'),
    () => undefined,
  ],
};

/** The environment variables the service reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(readers);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration; a bad value throws a ConfigError naming the variable and the rule. Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const config: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, [read, unset]] of Object.entries(readers) as [string, readonly [Reader<unknown>, () => unknown]][]) {
    const raw = env[name];
    try {
      config[name] = raw === undefined || raw === '' ? unset() : read(raw);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      problems.push(`${name}: ${error.message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems.join('; '));
  return config as unknown as Config;
}
