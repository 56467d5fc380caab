import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { loadListingReferences } from './listing-references';
import { findPropertyFor } from './property-access';
import { loadUnits, toPropertyView, type PropertyView } from './property-view';
import { loadListingPhotos } from '../photos/listing-photo-view';

export interface GetPropertyOptions {
  deps: Pick<AppDeps, 'db' | 'reference'>;
  caller: AccessClaims;
  propertyId: number;
}

/** One of the caller's properties (admins: any) with its steps and their completion. */
export async function getProperty({ deps, caller, propertyId }: GetPropertyOptions): Promise<PropertyView> {
  const [row, refs] = await Promise.all([findPropertyFor({ db: deps.db, caller, propertyId }), loadListingReferences(deps.reference)]);
  return toPropertyView(row, await loadUnits(deps.db, row.id), refs, await loadListingPhotos(deps.db, row.id));
}
