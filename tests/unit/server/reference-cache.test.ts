import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/server/db/database';

const load = vi.fn();
vi.mock('../../../src/server/modules/reference/load-reference-list', () => ({ loadReferenceList: (...args: unknown[]) => load(...args) }));
const { createReferenceCache } = await import('../../../src/server/modules/reference/reference-cache');

/** The database as the cache sees it: the revision row, and how often it was read. */
function databaseAt(start: number) {
  const state = { revision: start, reads: 0 };
  const db = {
    select: () => ({ from: () => ({ where: () => (state.reads++, Promise.resolve([{ revision: state.revision }])) }) }),
  } as unknown as Database;
  return { db, state };
}

beforeEach(() => load.mockReset());

describe('reference cache', () => {
  it('answers the kept list while the revision stands, and reads it again once it moved', async () => {
    const { db, state } = databaseAt(7);
    const cache = createReferenceCache(db);
    const first = [{ id: 1, name: 'Villa', isRoomOrHomeStay: false }];
    load.mockResolvedValueOnce(first);
    expect(await cache.get('propertyTypes')).toBe(first);
    expect(await cache.get('propertyTypes')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    state.revision = 8; // an admin's edit, on any process
    const second = [{ id: 2, name: 'Homestay', isRoomOrHomeStay: true }];
    load.mockResolvedValueOnce(second);
    expect(await cache.get('propertyTypes')).toBe(second);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the revision once for the lists a call asks for together, and afresh on the next call', async () => {
    const { db, state } = databaseAt(1);
    const cache = createReferenceCache(db);
    load.mockResolvedValue([]);
    await Promise.all([cache.get('plans'), cache.get('languages'), cache.get('questions')]);
    expect(state.reads).toBe(1);
    await cache.get('plans');
    expect(state.reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const { db } = databaseAt(1);
    const cache = createReferenceCache(db);
    load.mockRejectedValueOnce(new Error('database down'));
    await expect(cache.get('languages')).rejects.toThrow('database down');
    const list = [{ id: 3, name: 'c' }];
    load.mockResolvedValueOnce(list);
    expect(await cache.get('languages')).toBe(list);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
