import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

const base = {
  DATA_DIR: '/nonexistent-data-dir',
  JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
  CSRF_SECRET: 'test-csrf-secret-that-is-long-enough-012345678',
};

describe('ICAL_FETCH_ALLOW_HOSTS', () => {
  it('is empty by default, so every fetch gets the address and port checks', () => {
    expect(loadConfig(base).icalFetchAllowHosts).toEqual([]);
    expect(loadConfig({ ...base, ICAL_FETCH_ALLOW_HOSTS: ' ' }).icalFetchAllowHosts).toEqual([]);
  });

  it('reads a comma-separated list of hosts and host:port entries', () => {
    const config = loadConfig({ ...base, ICAL_FETCH_ALLOW_HOSTS: '127.0.0.1:4100, feeds.internal ,[::1]:8080' });
    expect(config.icalFetchAllowHosts).toEqual(['127.0.0.1:4100', 'feeds.internal', '[::1]:8080']);
  });

  it('refuses at start an entry that is not a host', () => {
    expect(() => loadConfig({ ...base, ICAL_FETCH_ALLOW_HOSTS: 'http://feeds.internal/' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ICAL_FETCH_ALLOW_HOSTS: 'feeds.internal/cal' })).toThrow(/ICAL_FETCH_ALLOW_HOSTS: "feeds.internal\/cal" is not a host name or host:port/);
  });
});
