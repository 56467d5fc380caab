import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

const base = {
  DATA_DIR: '/nonexistent-data-dir',
  JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
  CSRF_SECRET: 'test-csrf-secret-that-is-long-enough-012345678',
};
const TOKEN = 'scraper-token-0123456789abcdef';

describe('METRICS and METRICS_TOKEN', () => {
  it('are off by default', () => {
    expect(loadConfig(base).metrics).toBeNull();
    expect(loadConfig({ ...base, METRICS: 'off' }).metrics).toBeNull();
  });

  it('open /metrics with METRICS=on, and put it behind a bearer token when METRICS_TOKEN is set', () => {
    expect(loadConfig({ ...base, METRICS: 'on' }).metrics).toEqual({ token: null });
    expect(loadConfig({ ...base, METRICS_TOKEN: TOKEN }).metrics).toEqual({ token: TOKEN });
    expect(loadConfig({ ...base, METRICS: 'on', METRICS_TOKEN: TOKEN }).metrics).toEqual({ token: TOKEN });
  });

  it.each([
    [{ METRICS: 'sometimes' }, 'METRICS must be true or false'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters'],
    [{ METRICS: 'off', METRICS_TOKEN: TOKEN }, 'METRICS=off and METRICS_TOKEN contradict each other'],
  ])('refuses %o at start', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
