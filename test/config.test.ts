import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('has documented defaults', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: undefined,
      BASE_URL: undefined,
      RATE_LIMIT_PER_MINUTE: 60,
      TRUST_PROXY: 0,
      MAX_BODY_BYTES: 1_048_576,
      CLIENT_IP_HEADER: undefined,
      RATE_LIMIT_STORE: 'memory',
      WEB_CONCURRENCY: 1,
      ACCESS_LOG: 'off',
      // Every core but the main thread's, at least one.
      WORKER_THREADS: Math.max(1, availableParallelism() - 1),
      OPERATION_DEADLINE_MS: 5_000,
      ECB_RATES_URL: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
      ECB_HISTORY_URL: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml',
      ECB_FETCH: true,
      ALLOWED_HOSTS: undefined,
      ALLOWED_ORIGINS: undefined,
    });
  });

  it('reads every variable, trimming a trailing slash from BASE_URL', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        BASE_URL: 'https://api.example.org/',
        RATE_LIMIT_PER_MINUTE: '0',
        TRUST_PROXY: 'true',
        MAX_BODY_BYTES: '2048',
        CLIENT_IP_HEADER: 'CF-Connecting-IP',
        RATE_LIMIT_STORE: 'redis://127.0.0.1:6380/2',
        WEB_CONCURRENCY: '4',
        ACCESS_LOG: 'All',
        WORKER_THREADS: '0',
        OPERATION_DEADLINE_MS: '250',
        ECB_RATES_URL: 'http://127.0.0.1:8099/eurofxref-daily.xml',
        ECB_HISTORY_URL: 'http://127.0.0.1:8099/eurofxref-hist.xml',
        ECB_FETCH: 'off',
        ALLOWED_HOSTS: 'LocalHost, 127.0.0.1:8080,,[::1]',
        ALLOWED_ORIGINS: 'http://localhost:8080',
      }),
    ).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      BASE_URL: 'https://api.example.org',
      RATE_LIMIT_PER_MINUTE: 0,
      TRUST_PROXY: 1,
      MAX_BODY_BYTES: 2048,
      CLIENT_IP_HEADER: 'cf-connecting-ip',
      RATE_LIMIT_STORE: 'redis://127.0.0.1:6380/2',
      WEB_CONCURRENCY: 4,
      ACCESS_LOG: 'all',
      WORKER_THREADS: 0,
      OPERATION_DEADLINE_MS: 250,
      ECB_RATES_URL: 'http://127.0.0.1:8099/eurofxref-daily.xml',
      ECB_HISTORY_URL: 'http://127.0.0.1:8099/eurofxref-hist.xml',
      ECB_FETCH: false,
      ALLOWED_HOSTS: ['localhost', '127.0.0.1:8080', '[::1]'],
      ALLOWED_ORIGINS: ['http://localhost:8080'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false', PORT: '' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ ECB_FETCH: 'ON' }).ECB_FETCH).toBe(true);
    expect(loadConfig({ ECB_FETCH: 'Off' }).ECB_FETCH).toBe(false);
    expect(loadConfig({ ECB_FETCH: '', ECB_RATES_URL: '' })).toMatchObject({ ECB_FETCH: true, ECB_RATES_URL: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number'],
    [{ PORT: '70000' }, 'PORT: must be at most 65535'],
    [{ BASE_URL: 'ftp://example.org' }, 'BASE_URL: must be an absolute http(s) URL such as https://api.example.org'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL: must be an absolute http(s) URL such as https://api.example.org'],
    [{ RATE_LIMIT_PER_MINUTE: '1.5' }, 'RATE_LIMIT_PER_MINUTE: must be a whole number'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be true, false or a number of proxy hops'],
    [{ MAX_BODY_BYTES: '0' }, 'MAX_BODY_BYTES: must be at least 1'],
    [{ ECB_RATES_URL: 'ftp://ecb.example/daily.xml' }, 'ECB_RATES_URL: must be an absolute http(s) URL such as https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'],
    [{ ECB_RATES_URL: 'eurofxref-daily.xml' }, 'ECB_RATES_URL: must be an absolute http(s) URL such as https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'],
    [{ ECB_HISTORY_URL: 'file:///tmp/eurofxref-hist.xml' }, 'ECB_HISTORY_URL: must be an absolute http(s) URL such as https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml'],
    [{ WORKER_THREADS: '-1' }, 'WORKER_THREADS: must be a whole number'],
    [{ WORKER_THREADS: '257' }, 'WORKER_THREADS: must be at most 256'],
    [{ OPERATION_DEADLINE_MS: '50' }, 'OPERATION_DEADLINE_MS: must be at least 100'],
    [{ OPERATION_DEADLINE_MS: '5s' }, 'OPERATION_DEADLINE_MS: must be a whole number'],
    [{ ECB_FETCH: 'no' }, 'ECB_FETCH: must be on or off'],
    [{ CLIENT_IP_HEADER: 'x real ip' }, 'CLIENT_IP_HEADER: must be a header name such as cf-connecting-ip or x-real-ip'],
    [{ RATE_LIMIT_STORE: 'memcached://127.0.0.1' }, 'RATE_LIMIT_STORE: must be memory or a URL such as redis://127.0.0.1:6379/0 (rediss:// for TLS)'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY: must be at least 1'],
    [{ ACCESS_LOG: 'yes' }, 'ACCESS_LOG: must be on, off or all'],
    [{ ECB_FETCH: 'true' }, 'ECB_FETCH: must be on or off'],
    [{ ALLOWED_HOSTS: ' , ' }, 'ALLOWED_HOSTS: must list at least one value, comma-separated'],
    [{ ALLOWED_HOSTS: 'localhost,evil host' }, 'ALLOWED_HOSTS: each entry must be a host name or address'],
    [{ ALLOWED_ORIGINS: 'localhost:3000' }, 'ALLOWED_ORIGINS: each entry must be an origin such as http://localhost:3000'],
    [{ ALLOWED_ORIGINS: 'https://app.example/path' }, 'ALLOWED_ORIGINS: each entry must be an origin'],
  ])('%j is refused: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every bad variable at once, each with its rule', () => {
    expect(() => loadConfig({ PORT: 'x', ACCESS_LOG: 'yes', WORKER_THREADS: '300' })).toThrow(
      'PORT: must be a whole number; ACCESS_LOG: must be on, off or all; WORKER_THREADS: must be at most 256',
    );
  });
});
