import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('has documented defaults', () => {
    expect(loadConfig({})).toEqual({ PORT: 3000, HOST: undefined, BASE_URL: undefined, RATE_LIMIT_PER_MINUTE: 60, TRUST_PROXY: 0, MAX_BODY_BYTES: 1_048_576 });
  });

  it('reads every variable, trimming a trailing slash from BASE_URL', () => {
    expect(
      loadConfig({ PORT: '8080', HOST: '127.0.0.1', BASE_URL: 'https://api.example.org/', RATE_LIMIT_PER_MINUTE: '0', TRUST_PROXY: 'true', MAX_BODY_BYTES: '2048' }),
    ).toEqual({ PORT: 8080, HOST: '127.0.0.1', BASE_URL: 'https://api.example.org', RATE_LIMIT_PER_MINUTE: 0, TRUST_PROXY: 1, MAX_BODY_BYTES: 2048 });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false', PORT: '' }).TRUST_PROXY).toBe(0);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number'],
    [{ PORT: '70000' }, 'PORT: must be at most 65535'],
    [{ BASE_URL: 'ftp://example.org' }, 'BASE_URL: must be an absolute http(s) URL such as https://api.example.org'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL: must be an absolute http(s) URL such as https://api.example.org'],
    [{ RATE_LIMIT_PER_MINUTE: '1.5' }, 'RATE_LIMIT_PER_MINUTE: must be a whole number'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be true, false or a number of proxy hops'],
    [{ MAX_BODY_BYTES: '0' }, 'MAX_BODY_BYTES: must be at least 1'],
  ])('%j is refused: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
