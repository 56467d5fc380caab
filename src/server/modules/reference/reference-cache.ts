import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { referenceRevision } from '../../db/schema/index';
import { loadReferenceList, type ReferenceKind, type ReferenceLists } from './load-reference-list';

export interface ReferenceCache {
  get<K extends ReferenceKind>(kind: K): Promise<ReferenceLists[K]>;
}

interface Entry {
  revision: number;
  value: Promise<unknown>;
}

/**
 * Reference lists kept in memory, each tagged with the revision it was read at. Every use reads
 * the one-row revision (bumped by triggers in the transaction of any change, migration 0033) and
 * reads the list again when it moved, so an admin's edit on one server process is in use on every
 * process at once; no timer, no message to miss. The lists a call asks for together (a step save
 * asks for eight) share one revision read.
 */
export function createReferenceCache(db: Database): ReferenceCache {
  const entries = new Map<ReferenceKind, Entry>();
  let shared: Promise<number> | null = null;
  const currentRevision = () => {
    if (!shared) {
      shared = db
        .select({ revision: referenceRevision.revision })
        .from(referenceRevision)
        .where(eq(referenceRevision.id, 1))
        .then(([row]) => row?.revision ?? 0);
      // Shared only by the calls made in this same turn: a later call reads afresh.
      queueMicrotask(() => (shared = null));
    }
    return shared;
  };
  return {
    async get(kind) {
      const revision = await currentRevision();
      const entry = entries.get(kind);
      if (entry && entry.revision === revision) return entry.value as Promise<never>;
      const value = loadReferenceList(db, kind);
      const fresh: Entry = { revision, value };
      entries.set(kind, fresh);
      // A failed read must not stay cached.
      value.catch(() => {
        if (entries.get(kind) === fresh) entries.delete(kind);
      });
      return value as Promise<never>;
    },
  };
}
