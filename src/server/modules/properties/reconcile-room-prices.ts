import { and, eq, isNotNull } from 'drizzle-orm';
import { accommodationUnits } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { LISTING_MESSAGES as M } from '../../../shared/listing-messages';
import type { ListingStepData } from '../../../shared/listing-steps';
import { listingPriceAboveRooms } from '../../../shared/listing-units';
import type { ListingReferences } from './listing-references';
import type { PropertyRow } from './property-access';
import { loadUnits } from './property-view';

type Tx = Parameters<typeof loadUnits>[0];

export interface ReconcileRoomPricesOptions {
  tx: Tx;
  property: PropertyRow;
  price: ListingStepData['price'];
  refs: ListingReferences;
}

/**
 * Keeps a room or homestay listing's prices from contradicting each other when its price step is
 * saved. Guests see each room's own price; the property's price per night is the "from" price, so
 * it may not be above the cheapest room (422). A new currency makes the rooms' amounts meaningless
 * (USD 45 is not LKR 45), so their prices are cleared for the host to enter again; the price step
 * tells the host before they save.
 */
export async function reconcileRoomPrices({ tx, property, price, refs }: ReconcileRoomPricesOptions): Promise<void> {
  const isRoomOrHomeStay = refs.propertyTypes.find((t) => t.id === property.propertyTypeId)?.isRoomOrHomeStay ?? false;
  if (!isRoomOrHomeStay) return;
  if (property.currency !== null && property.currency !== price.currency) {
    await tx
      .update(accommodationUnits)
      .set({ pricePerNight: null })
      .where(and(eq(accommodationUnits.propertyId, property.id), isNotNull(accommodationUnits.pricePerNight)));
    return;
  }
  const roomPrices = (await loadUnits(tx, property.id)).map((unit) => unit.pricePerNight);
  if (listingPriceAboveRooms(price.pricePerNight, roomPrices)) {
    throw HttpError.unprocessable({ pricePerNight: M.listingPriceAboveRooms });
  }
}
