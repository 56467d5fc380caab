import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits, icalFeeds, properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { findPropertyFor, type Queryable } from '../properties/property-access';
import type { UnitRow } from '../units/unit-rules';
import { ensureExportTokens, exportLinks } from './export-links';
import { countOpenConflicts, toFeedView } from './feed-view';
import { listSyncConflicts } from './list-sync-conflicts';

type PropertySync = components['schemas']['PropertySync'];
export type SyncUnitView = components['schemas']['SyncUnit'];

export interface GetPropertySyncOptions {
  deps: Pick<AppDeps, 'db' | 'config'>;
  caller: AccessClaims;
  propertyId: number;
}

/** The sync screen of one of the caller's properties (admins: any; 404 otherwise). */
export async function getPropertySync({ deps, caller, propertyId }: GetPropertySyncOptions): Promise<PropertySync> {
  const property = await findPropertyFor({ db: deps.db, caller, propertyId });
  const units = await deps.db.select().from(accommodationUnits).where(eq(accommodationUnits.propertyId, property.id)).orderBy(asc(accommodationUnits.id));
  const [syncUnits, conflicts] = await Promise.all([
    loadSyncUnits(deps.db, deps.config.publicUrl, units),
    listSyncConflicts(deps.db, eq(properties.id, property.id)),
  ]);
  return { propertyId: property.id, propertyName: property.name, syncIntervalMinutes: deps.config.syncIntervalMinutes, units: syncUnits, conflicts };
}

/** Units with their export links and their feeds' health, in the units' order. */
export async function loadSyncUnits(db: Queryable, publicUrl: string, units: Pick<UnitRow, 'id' | 'name'>[]): Promise<SyncUnitView[]> {
  const unitIds = units.map((unit) => unit.id);
  if (unitIds.length === 0) return [];
  const [tokens, feeds] = await Promise.all([
    ensureExportTokens(db, unitIds),
    db.select().from(icalFeeds).where(inArray(icalFeeds.unitId, unitIds)).orderBy(asc(icalFeeds.id)),
  ]);
  const conflicts = await countOpenConflicts(db, feeds.map((feed) => feed.id));
  return units.map((unit) => ({
    id: unit.id,
    name: unit.name,
    exportLinks: exportLinks(publicUrl, tokens.get(unit.id)!),
    feeds: feeds.filter((feed) => feed.unitId === unit.id).map((feed) => toFeedView(feed, conflicts.get(feed.id) ?? 0)),
  }));
}
