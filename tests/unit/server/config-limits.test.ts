import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

const base = {
  DATA_DIR: '/nonexistent-data-dir',
  JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
  CSRF_SECRET: 'test-csrf-secret-that-is-long-enough-012345678',
};

describe('SIGN_UPS_PER_ADDRESS', () => {
  it('is 50 by default and takes a whole number from 1 to 100000', () => {
    expect(loadConfig(base).signUpsPerAddress).toBe(50);
    expect(loadConfig({ ...base, SIGN_UPS_PER_ADDRESS: '400' }).signUpsPerAddress).toBe(400);
  });

  it.each(['0', '-3', '2.5', 'many', '100001'])('refuses %s at start', (value) => {
    expect(() => loadConfig({ ...base, SIGN_UPS_PER_ADDRESS: value })).toThrow(ConfigError);
  });
});

describe('the PostgreSQL pool settings', () => {
  it('default to 10 connections, a 15 s statement timeout and a 5 s lock timeout, and take whole numbers', () => {
    expect(loadConfig(base).databasePool).toEqual({ size: 10, statementTimeoutMs: 15_000, lockTimeoutMs: 5_000 });
    const set = loadConfig({ ...base, DATABASE_POOL_SIZE: '25', DATABASE_STATEMENT_TIMEOUT_MS: '30000', DATABASE_LOCK_TIMEOUT_MS: '1000' });
    expect(set.databasePool).toEqual({ size: 25, statementTimeoutMs: 30_000, lockTimeoutMs: 1_000 });
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '201'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '50'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', 'forever'],
    ['DATABASE_LOCK_TIMEOUT_MS', '-1'],
  ])('refuses %s=%s at start, naming the range', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`^${name} must be a whole number from \\d+ to \\d+, got "${value}"$`));
  });
});
