import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits, listingPhotos, properties } from '../../db/schema/index';
import { PHOTO_WIDTHS } from '../photos/listing-photo-view';
import type { AppDeps } from '../../types';
import { propertyCode } from '../../../shared/property-code';
import { loadModerationNotes } from '../moderation/moderation-events';

type HostPropertyPage = components['schemas']['HostPropertyPage'];
type HostPropertySummary = components['schemas']['HostPropertySummary'];

const DEFAULT_PAGE_SIZE = 20;

export interface ListHostPropertiesOptions {
  deps: Pick<AppDeps, 'db' | 'reference'>;
  ownerId: number;
  limit?: number;
  offset?: number;
}

/**
 * /listed-properties: every property the caller owns, drafts included, newest change first (the
 * id breaks ties so pages never overlap). A host has a handful of properties, so limit/offset with
 * a total is enough here; the owner index (properties_owner_plan_idx) finds them. Plan and type
 * names come from the cached reference lists; the main photo's thumbnail from its photos; the
 * latest moderation note of the page's listings from one DISTINCT ON query. The unit count and the
 * lowest unit price are correlated subqueries in the same statement (the units' property index
 * answers each), so a page is still one query for its rows, never one per property.
 */
export async function listHostProperties({ deps, ownerId, limit = DEFAULT_PAGE_SIZE, offset = 0 }: ListHostPropertiesOptions): Promise<HostPropertyPage> {
  const mine = eq(properties.ownerId, ownerId);
  const [rows, [{ total }], plans, propertyTypes] = await Promise.all([
    deps.db
      .select({
        id: properties.id,
        name: properties.name,
        status: properties.status,
        planId: properties.planId,
        propertyTypeId: properties.propertyTypeId,
        city: properties.city,
        district: properties.district,
        updatedAt: properties.updatedAt,
        currency: properties.currency,
        pricePerNight: properties.pricePerNight,
        mainPhotoUrl: listingPhotos.thumbnailPath,
        mainPhotoWidth: listingPhotos.width,
        mainPhotoHeight: listingPhotos.height,
        unitCount: sql<number>`(select count(*) from ${accommodationUnits} where ${accommodationUnits.propertyId} = ${properties.id})`.mapWith(Number),
        lowestUnitPrice: sql<number | null>`(select min(${accommodationUnits.pricePerNight}) from ${accommodationUnits} where ${accommodationUnits.propertyId} = ${properties.id})`.mapWith(
          (value: string | number | null) => (value === null ? null : Number(value)),
        ),
      })
      .from(properties)
      // At most one main photo per property (a partial unique index), so no row repeats.
      .leftJoin(listingPhotos, and(eq(listingPhotos.propertyId, properties.id), eq(listingPhotos.isMain, true)))
      .where(mine)
      .orderBy(desc(properties.updatedAt), desc(properties.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: count() }).from(properties).where(mine),
    deps.reference.get('plans'),
    deps.reference.get('propertyTypes'),
  ]);
  const notes = await loadModerationNotes(deps.db, rows.map((row) => row.id));
  const items = rows.map((row): HostPropertySummary => {
    const plan = plans.find((p) => p.id === row.planId);
    const propertyType = propertyTypes.find((t) => t.id === row.propertyTypeId);
    const isRoomOrHomeStay = propertyType?.isRoomOrHomeStay ?? false;
    // Rooms and homestays are priced per room (the cheapest is the "from"); an entire place has one price.
    const fromPrice = isRoomOrHomeStay ? (row.lowestUnitPrice ?? row.pricePerNight) : row.pricePerNight;
    return {
      id: row.id,
      code: propertyCode(row.id),
      name: row.name,
      status: row.status as HostPropertySummary['status'],
      planName: plan?.name ?? null,
      planDisplayName: plan?.displayName ?? null,
      propertyTypeName: propertyType?.name ?? null,
      isRoomOrHomeStay,
      city: row.city,
      district: row.district,
      mainPhotoUrl: row.mainPhotoUrl,
      // The thumbnail is PHOTO_WIDTHS.thumbnail wide, in the large rendition's proportions.
      mainPhoto:
        row.mainPhotoUrl === null || !row.mainPhotoWidth || !row.mainPhotoHeight
          ? null
          : { url: row.mainPhotoUrl, width: PHOTO_WIDTHS.thumbnail, height: Math.round((PHOTO_WIDTHS.thumbnail * row.mainPhotoHeight) / row.mainPhotoWidth) },
      unitCount: row.unitCount,
      fromPrice: fromPrice === null || row.currency === null ? null : { amount: fromPrice, currency: row.currency as 'USD' | 'LKR' },
      updatedAt: row.updatedAt.toISOString(),
      moderationNote: notes.get(row.id) ?? null,
    };
  });
  return { items, total, limit, offset };
}
