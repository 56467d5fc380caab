import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { listingPhotos } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { Queryable } from '../properties/property-access';

export type ListingPhotoRow = typeof listingPhotos.$inferSelect;
export type ListingPhotoView = components['schemas']['ListingPhoto'];

/** Widths of the renditions kept of each photo: for display, and for grids and lists. */
export const PHOTO_WIDTHS = { large: 1600, thumbnail: 400 } as const;

export const photoNotFound = () => notFound('That photo');

export function toListingPhotoView(row: ListingPhotoRow): ListingPhotoView {
  return {
    id: row.id,
    position: row.position,
    isMain: row.isMain,
    url: row.largePath,
    thumbnailUrl: row.thumbnailPath,
    width: row.width,
    height: row.height,
  };
}

/** A listing's photos in display order: the approved ones, then those waiting for review. */
export async function loadListingPhotos(db: Queryable, propertyId: number): Promise<ListingPhotoRow[]> {
  return db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.propertyId, propertyId))
    .orderBy(asc(listingPhotos.waitingForReview), asc(listingPhotos.position), asc(listingPhotos.id));
}

/** The approved photos (the ones guests see), in order. */
export const approvedPhotos = (rows: ListingPhotoRow[]): ListingPhotoRow[] => rows.filter((row) => !row.waitingForReview);
