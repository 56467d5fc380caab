import { describe, expect, it } from 'vitest';
import { pickContentCoding } from '../../../src/server/lib/accept-encoding';

describe('pickContentCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR;Q=0.5, GZIP', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip, *;q=0', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['br;q=banana, gzip', 'gzip'],
  ])('%j → %j', (header, expected) => {
    expect(pickContentCoding(header)).toBe(expected);
    // The remembered answer is the same.
    expect(pickContentCoding(header)).toBe(expected);
  });
});
