import type { Database } from '../../db/database';
import { loadReferenceList, type ReferenceKind, type ReferenceLists } from './load-reference-list';

// Lists change only when an admin edits them. Other server processes pick an edit up within this
// time; the process that made the edit drops its copy at once.
const TTL_MS = 5 * 60 * 1000;

export interface ReferenceCache {
  get<K extends ReferenceKind>(kind: K): Promise<ReferenceLists[K]>;
  invalidate(kind: ReferenceKind): void;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/** Reference lists read once and kept in memory: the lists are on hot, small routes. */
export function createReferenceCache(db: Database, now: () => number = Date.now): ReferenceCache {
  const entries = new Map<ReferenceKind, Entry>();
  return {
    get(kind) {
      const entry = entries.get(kind);
      if (entry && now() - entry.at < TTL_MS) return entry.value as Promise<never>;
      const value = loadReferenceList(db, kind);
      const fresh: Entry = { at: now(), value };
      entries.set(kind, fresh);
      // A failed read must not stay cached.
      value.catch(() => {
        if (entries.get(kind) === fresh) entries.delete(kind);
      });
      return value as Promise<never>;
    },
    invalidate(kind) {
      entries.delete(kind);
    },
  };
}
