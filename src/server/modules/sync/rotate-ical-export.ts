import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { rotateExportToken } from './export-links';
import { loadSyncUnits, type SyncUnitView } from './get-property-sync';
import { findSyncUnit } from './sync-access';

export interface RotateIcalExportOptions {
  deps: Pick<AppDeps, 'db' | 'config'>;
  caller: AccessClaims;
  unitId: number;
}

/** Replaces a unit's export secret (a leaked link stops working at once) and answers its new links. */
export async function rotateIcalExport({ deps, caller, unitId }: RotateIcalExportOptions): Promise<SyncUnitView> {
  return deps.db.transaction(async (tx) => {
    const { unit } = await findSyncUnit(tx, caller, unitId);
    await rotateExportToken(tx, unit.id);
    const [view] = await loadSyncUnits(tx, deps.config.publicUrl, [unit]);
    return view;
  });
}
