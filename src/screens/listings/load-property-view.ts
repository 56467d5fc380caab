/**
 * What /view/{propertyId} loads: the listing (404 → /not-found through the client's middleware)
 * and the reference lists its view names things from, each list fetched once per page.
 */
import { dataOf } from '../../api/data-of';
import { listPropertyTypes } from '../../api/listing-calls';
import { once } from '../../api/once';
import { api } from '../../session/session-api';
import type { GuestViewReferences, Listing } from './guest-view';

const highlights = once(() => dataOf(api().GET('/api/v1/web/highlights')));
const languages = once(() => dataOf(api().GET('/api/v1/languages')));
const amenityCategories = once(() => dataOf(api().GET('/api/v1/web/amenities/with-categories')));
const bedroomTypes = once(() => dataOf(api().GET('/api/v1/bed-room-types')));
const unitCategories = once(() => dataOf(api().GET('/api/v1/web/unit-categories')));
const cancellationPolicies = once(() => dataOf(api().GET('/api/v1/web/cancellation-policies')));

export type PropertyWithReferences = { listing: Listing; references: GuestViewReferences };

/** One of the caller's properties (admins: any) with the reference lists its view needs. */
export async function loadPropertyForView(propertyId: number): Promise<PropertyWithReferences> {
  const [listing, ...lists] = await Promise.all([
    dataOf(api().GET('/api/v1/web/properties/{propertyId}', { params: { path: { propertyId } } })),
    listPropertyTypes(),
    highlights(),
    languages(),
    amenityCategories(),
    bedroomTypes(),
    unitCategories(),
    cancellationPolicies(),
  ]);
  const [propertyTypes, highlightList, languageList, amenityList, bedroomList, unitCategoryList, policyList] = lists;
  return {
    listing,
    references: {
      propertyTypes,
      highlights: highlightList,
      languages: languageList,
      amenityCategories: amenityList,
      bedroomTypes: bedroomList,
      unitCategories: unitCategoryList,
      cancellationPolicies: policyList,
    },
  };
}
