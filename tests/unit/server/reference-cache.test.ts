import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/server/db/database';

const load = vi.fn();
vi.mock('../../../src/server/modules/reference/load-reference-list', () => ({ loadReferenceList: (...args: unknown[]) => load(...args) }));
const { createReferenceCache } = await import('../../../src/server/modules/reference/reference-cache');

const db = {} as Database;

describe('reference cache', () => {
  it('peeks nothing until the list has loaded, then the loaded list without waiting', async () => {
    const list = [{ id: 1, name: 'Villa', isRoomOrHomeStay: false }];
    load.mockResolvedValueOnce(list);
    const cache = createReferenceCache(db);
    expect(cache.peek('propertyTypes')).toBeUndefined();
    const pending = cache.get('propertyTypes');
    expect(cache.peek('propertyTypes')).toBeUndefined();
    expect(await pending).toBe(list);
    expect(cache.peek('propertyTypes')).toBe(list);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('peeks nothing after the TTL or an invalidation, and nothing for a failed read', async () => {
    let now = 1_000_000;
    const cache = createReferenceCache(db, () => now);
    const first = [{ id: 1, name: 'a' }];
    load.mockResolvedValueOnce(first);
    await cache.get('languages');
    expect(cache.peek('languages')).toBe(first);
    now += 5 * 60 * 1000;
    expect(cache.peek('languages')).toBeUndefined();

    const second = [{ id: 2, name: 'b' }];
    load.mockResolvedValueOnce(second);
    expect(await cache.get('languages')).toBe(second);
    expect(cache.peek('languages')).toBe(second);
    cache.invalidate('languages');
    expect(cache.peek('languages')).toBeUndefined();

    load.mockRejectedValueOnce(new Error('database down'));
    await expect(cache.get('languages')).rejects.toThrow('database down');
    expect(cache.peek('languages')).toBeUndefined();
  });
});
