import { and, asc, count, eq, exists, ne, or } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits, calendarBlocks, icalFeeds, listingPhotos, properties, unitNightRates } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { MIN_LISTING_PHOTOS } from '../../../shared/image-uploads';
import { getProperty } from '../properties/get-property';

type DashboardSetup = components['schemas']['DashboardSetup'];

/**
 * The new host's checklist from the caller's own rows: a listing submitted (or the draft and its
 * steps), a complete profile, the photos of the listing, a calendar imported from another site, and
 * the calendar touched (a night's price or minimum stay set, or nights closed by the host).
 */
export async function getDashboardSetup({
  deps,
  caller,
  profileComplete,
}: {
  deps: Pick<AppDeps, 'db' | 'reference'>;
  caller: AccessClaims;
  profileComplete: boolean;
}): Promise<DashboardSetup> {
  const { db } = deps;
  const mine = eq(properties.ownerId, caller.id);
  const [[submitted], [firstDraft], [feeds], [touched]] = await Promise.all([
    db.select({ id: properties.id }).from(properties).where(and(mine, ne(properties.status, 'draft'))).orderBy(asc(properties.id)).limit(1),
    db.select({ id: properties.id }).from(properties).where(and(mine, eq(properties.status, 'draft'))).orderBy(asc(properties.id)).limit(1),
    db
      .select({ n: count() })
      .from(icalFeeds)
      .innerJoin(accommodationUnits, eq(accommodationUnits.id, icalFeeds.unitId))
      .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
      .where(mine),
    db
      .select({ yes: properties.id })
      .from(properties)
      .where(
        and(
          mine,
          or(
            exists(db.select({ one: unitNightRates.unitId }).from(unitNightRates).innerJoin(accommodationUnits, eq(accommodationUnits.id, unitNightRates.unitId)).where(eq(accommodationUnits.propertyId, properties.id))),
            exists(
              db
                .select({ one: calendarBlocks.id })
                .from(calendarBlocks)
                .innerJoin(accommodationUnits, eq(accommodationUnits.id, calendarBlocks.unitId))
                .where(and(eq(accommodationUnits.propertyId, properties.id), eq(calendarBlocks.source, 'host'))),
            ),
          ),
        ),
      )
      .limit(1),
  ]);
  const focus = submitted?.id ?? firstDraft?.id ?? null;
  const [photos, draftView] = await Promise.all([
    focus === null ? Promise.resolve([{ n: 0 }]) : db.select({ n: count() }).from(listingPhotos).where(eq(listingPhotos.propertyId, focus)),
    firstDraft ? getProperty({ deps, caller, propertyId: firstDraft.id }) : Promise.resolve(null),
  ]);
  const photoCount = photos[0]?.n ?? 0;
  const live = submitted?.id ?? null;
  const setup: Omit<DashboardSetup, 'complete'> = {
    listing: { done: submitted !== undefined, propertyId: focus },
    draft: draftView
      ? { propertyId: draftView.id, name: draftView.name, isPropertyTypeRoomOrHomeStay: draftView.isPropertyTypeRoomOrHomeStay, completion: draftView.completion }
      : null,
    profile: { done: profileComplete },
    photos: { done: photoCount >= MIN_LISTING_PHOTOS, count: photoCount, minimum: MIN_LISTING_PHOTOS, propertyId: focus },
    otherSites: { done: (feeds?.n ?? 0) > 0, propertyId: live },
    calendarAndPrices: { done: touched !== undefined, propertyId: live },
  };
  const complete = setup.listing.done && setup.profile.done && setup.photos.done && setup.otherSites.done && setup.calendarAndPrices.done;
  return { complete, ...setup };
}
