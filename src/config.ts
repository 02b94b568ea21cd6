import * as z from 'zod';
import { formatIssue } from './core/errors.js';
import { ECB_DAILY_URL, ECB_HISTORY_URL } from './services/ecb-addresses.js';

const integer = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name}: must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A comma-separated list (entries trimmed, lower-cased, empty ones dropped), each entry matching `entry`. */
const list = (name: string, entry: RegExp, what: string) =>
  z
    .string()
    .transform((v) => v.split(',').map((item) => item.trim().toLowerCase()).filter((item) => item !== ''))
    .refine((items) => items.length > 0, `${name}: must list at least one value, comma-separated`)
    .refine((items) => items.every((item) => entry.test(item)), `${name}: each entry must be ${what}`)
    .optional();

/** All cores but one (the main thread's), at least one; platforms without os.availableParallelism run no pool anyway. */
function defaultWorkerThreads(): number {
  const os = process.getBuiltinModule('node:os');
  return Math.max(1, (typeof os.availableParallelism === 'function' ? os.availableParallelism() : 2) - 1);
}

/** The service's settings, all from the environment; documented in docs/configuration.md. */
const configSchema = z.object({
  PORT: integer('PORT', 0, 65_535).default(3000),
  /** Unset = every interface, IPv6 and IPv4 (Node's default). */
  HOST: z.string().min(1).optional(),
  BASE_URL: z
    .url({ protocol: /^https?$/, message: 'BASE_URL: must be an absolute http(s) URL such as https://api.example.org' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  RATE_LIMIT_PER_MINUTE: integer('RATE_LIMIT_PER_MINUTE', 0, 1_000_000_000).default(60),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)$/i, 'TRUST_PROXY: must be true, false or a number of proxy hops')
    .transform((v) => (v.toLowerCase() === 'true' ? 1 : v.toLowerCase() === 'false' ? 0 : Number(v)))
    .default(0),
  MAX_BODY_BYTES: integer('MAX_BODY_BYTES', 1, 64 * 1024 * 1024).default(1_048_576),
  /**
   * The request header the platform puts the client's address in (`cf-connecting-ip` on Cloudflare, `x-real-ip` on
   * Vercel and behind nginx, `fly-client-ip` on Fly.io…), lower-cased. Unset = the platform's own where the fetch entry
   * recognises it, else the socket's address (and X-Forwarded-For under TRUST_PROXY).
   */
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'CLIENT_IP_HEADER: must be a header name such as cf-connecting-ip or x-real-ip')
    .transform((v) => v.toLowerCase())
    .optional(),
  /** Where rate-limit counts live: `memory` (this process; the cluster's primary under WEB_CONCURRENCY) or a Redis/Valkey URL shared by every instance. */
  RATE_LIMIT_STORE: z
    .string()
    .regex(/^(memory|rediss?:\/\/\S+)$/i, 'RATE_LIMIT_STORE: must be memory or a URL such as redis://127.0.0.1:6379/0 (rediss:// for TLS)')
    .default('memory'),
  /** Processes serving on the one port (node:cluster workers); 1 = this process alone. */
  WEB_CONCURRENCY: integer('WEB_CONCURRENCY', 1, 256).default(1),
  /** on = one JSON line per request on stdout (time, request id, operation or path, status, duration, bytes); /healthz only with `all`. */
  ACCESS_LOG: z
    .string()
    .regex(/^(on|off|all)$/i, 'ACCESS_LOG: must be on, off or all')
    .transform((v) => v.toLowerCase() as 'on' | 'off' | 'all')
    .default('off'),
  /**
   * Threads of the worker pool that runs large and output-heavy calls off the event loop; 0 runs everything on the
   * main thread. By default one core is left to the main thread (at least one worker).
   */
  WORKER_THREADS: integer('WORKER_THREADS', 0, 256).default(defaultWorkerThreads()),
  /** How long a call may wait for a worker thread, and then how long it may run there, before it is stopped. */
  OPERATION_DEADLINE_MS: integer('OPERATION_DEADLINE_MS', 100, 600_000).default(5_000),
  /** Where currency-rates and currency-convert read the ECB's daily euro reference rates. */
  ECB_RATES_URL: z
    .url({ protocol: /^https?$/, message: `ECB_RATES_URL: must be an absolute http(s) URL such as ${ECB_DAILY_URL}` })
    .default(ECB_DAILY_URL),
  /** Where a `date` given to currency-rates and currency-convert is looked up: the ECB's history file since 1999. */
  ECB_HISTORY_URL: z
    .url({ protocol: /^https?$/, message: `ECB_HISTORY_URL: must be an absolute http(s) URL such as ${ECB_HISTORY_URL}` })
    .default(ECB_HISTORY_URL),
  /** off = never fetch the ECB feed nor its history file: the embedded snapshot is served (fully offline). */
  ECB_FETCH: z
    .string()
    .regex(/^(on|off)$/i, 'ECB_FETCH: must be on or off')
    .transform((v) => v.toLowerCase() === 'on')
    .default(true),
  /**
   * Host header values /api/mcp accepts (`host` or `host:port`; a name without a port matches any port). Unset = any:
   * the service is keyless, read-only and sets no cookies, so a rebound DNS name gains nothing a direct call would not.
   */
  ALLOWED_HOSTS: list('ALLOWED_HOSTS', /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/, 'a host name or address, optionally with :port (localhost, 127.0.0.1:3000, [::1])'),
  /** Origin header values /api/mcp accepts when a request carries one (scheme://host[:port]). Unset = any. */
  ALLOWED_ORIGINS: list('ALLOWED_ORIGINS', /^[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/, 'an origin such as http://localhost:3000 (scheme, host, optional port; no path)'),
});

export type Config = z.output<typeof configSchema>;

/** The environment variables the service reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration; a bad value throws a ConfigError naming the variable and the rule. Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    CONFIG_VARIABLES.map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(picked, { reportInput: true });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => formatIssue(issue).replace(/^(\w+): \1: /, '$1: ')).join('; '));
  }
  return parsed.data;
}
