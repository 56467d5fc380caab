import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/server/db/database';

const load = vi.fn();
vi.mock('../../../src/server/modules/reference/load-reference-list', () => ({ loadReferenceList: (...args: unknown[]) => load(...args) }));
const { createReferenceCache } = await import('../../../src/server/modules/reference/reference-cache');

const db = {} as Database;
beforeEach(() => load.mockReset());

describe('reference cache', () => {
  it('reads a list once and answers the kept list until the TTL passes', async () => {
    let now = 1_000_000;
    const cache = createReferenceCache(db, () => now);
    const first = [{ id: 1, name: 'Villa', isRoomOrHomeStay: false }];
    load.mockResolvedValueOnce(first);
    expect(await Promise.all([cache.get('propertyTypes'), cache.get('propertyTypes')])).toEqual([first, first]);
    expect(load).toHaveBeenCalledTimes(1);
    now += 5 * 60 * 1000;
    const second = [{ id: 2, name: 'Homestay', isRoomOrHomeStay: true }];
    load.mockResolvedValueOnce(second);
    expect(await cache.get('propertyTypes')).toBe(second);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again after an invalidation, and after a failed read', async () => {
    const cache = createReferenceCache(db);
    const first = [{ id: 1, name: 'a' }];
    load.mockResolvedValueOnce(first);
    expect(await cache.get('languages')).toBe(first);
    cache.invalidate('languages');
    const second = [{ id: 2, name: 'b' }];
    load.mockResolvedValueOnce(second);
    expect(await cache.get('languages')).toBe(second);
    cache.invalidate('languages');

    load.mockRejectedValueOnce(new Error('database down'));
    await expect(cache.get('languages')).rejects.toThrow('database down');
    const third = [{ id: 3, name: 'c' }];
    load.mockResolvedValueOnce(third);
    expect(await cache.get('languages')).toBe(third);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
