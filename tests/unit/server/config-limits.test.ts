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
