/**
 * A live listing's sections in one line each ("Price: USD 45 a night", "Photos: 12"), for the
 * editor of a listed, unlisted or suspended listing (main/finish). Pure, so it is tested without a
 * browser. Ids are named from the reference lists when they have loaded.
 */
import type { components } from '../../../../openapi/schema';
import type { ListingStepKey } from '../../../shared/listing-steps';
import { formatMoney } from '../../../shared/format';
import { unitNounOf, unitWords, type UnitNoun } from '../../../shared/unit-noun';

type S = components['schemas'];
type Named = { id: number; name: string };
export type PendingChange = S['ListingPendingChange'];

export interface SummaryNames {
  propertyTypes?: readonly Named[] | null;
  cancellationPolicies?: readonly Named[] | null;
}


const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
const shorten = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const nameOf = (list: readonly Named[] | null | undefined, id: unknown) => list?.find((item) => item.id === id)?.name ?? null;

/**
 * What the host calls the listing's units ('room' for a guest house, 'unit' for a villa), from its
 * type's flag and name; null while the type's name is not known (the reference list is loading).
 */
export function listingUnitNoun(listing: { isPropertyTypeRoomOrHomeStay: boolean; steps?: unknown }, propertyTypes: readonly Named[] | null | undefined): UnitNoun | null {
  if (listing.isPropertyTypeRoomOrHomeStay) return 'room';
  const typeId = (listing.steps as { propertyType?: { propertyTypeId?: number } | null } | undefined)?.propertyType?.propertyTypeId;
  const name = nameOf(propertyTypes, typeId);
  return name === null ? null : unitNounOf({ isRoomOrHomeStay: false, name });
}

/** One section's value in words; `data` is the step's saved shape (or a pending change's values). */
export function sectionSummary(
  key: ListingStepKey,
  data: unknown,
  extra: { unitCount: number; photoCount: number; unitNoun: UnitNoun | null },
  names: SummaryNames = {},
): string {
  if (key === 'units') {
    const words = unitWords(extra.unitNoun);
    return extra.unitCount === 0 ? 'None yet' : plural(extra.unitCount, words.one, words.many);
  }
  if (key === 'photos') return String(extra.photoCount);
  if (data === null || data === undefined) return 'Not set';
  const d = data as Record<string, unknown>;
  switch (key) {
    case 'propertyType':
      return nameOf(names.propertyTypes, d.propertyTypeId) ?? 'Chosen';
    case 'location':
      return typeof d.searchText === 'string' && d.searchText.trim() !== ''
        ? d.searchText
        : `${Number(d.latitude).toFixed(4)}, ${Number(d.longitude).toFixed(4)}`;
    case 'address':
      return [d.street, d.city, d.district].filter((part) => typeof part === 'string' && part !== '').join(', ');
    case 'name':
      return String(d.name);
    case 'bookingPlan':
      return d.bookingType === 'instant' ? 'Instant booking' : 'Request to book';
    case 'price':
      // Whole amounts without cents, as hosts say them: "USD 45 a night".
      return `${formatMoney(Number(d.pricePerNight), String(d.currency)).replace(/\.00$/, '')} a night`;
    case 'ratePlans': {
      const plans = d as { nonRefundable?: { enabled: boolean; discountPercent: number | null }; weekly?: { enabled: boolean; discountPercent: number | null } };
      const offered = [
        plans.nonRefundable?.enabled ? `Non-refundable ${plans.nonRefundable.discountPercent ?? 0} % off` : null,
        plans.weekly?.enabled ? `Weekly ${plans.weekly.discountPercent ?? 0} % off` : null,
      ].filter((text): text is string => text !== null);
      return offered.length > 0 ? offered.join(', ') : 'Standard rate only';
    }
    case 'bathrooms':
      return `${plural(Number(d.count), 'bathroom')}, ${d.privacy === 'private' ? 'private' : 'shared'}`;
    case 'policies':
      return `Check-in from ${String(d.checkInFrom)}, check-out until ${String(d.checkOutUntil)}`;
    case 'languages':
      return plural(Array.isArray(d.languageIds) ? d.languageIds.length : 0, 'language');
    case 'parking':
      return d.parking === 'none' ? 'No parking' : d.parking === 'free' ? 'Free parking' : 'Paid parking';
    case 'description':
      return shorten(plainText(String(d.description ?? '')));
    case 'highlights':
      return plural(Array.isArray(d.highlightIds) ? d.highlightIds.length : 0, 'highlight');
    case 'newListingDiscount':
      return d.optIn ? 'Offered' : 'Not offered';
    case 'payments': {
      const account = d.bankAccount as { bankName: string; accountNumber: string } | null;
      return account ? `${account.bankName}, account ending ${account.accountNumber.replace(/\s/g, '').slice(-4)}` : 'No bank account needed';
    }
    case 'cancellationPolicy':
      return nameOf(names.cancellationPolicies, d.cancellationPolicyId) ?? 'Chosen';
    case 'invoice':
      return String(d.legalName);
    case 'importantInfo':
      return d.termsAccepted ? `${plural(Array.isArray(d.answers) ? d.answers.length : 0, 'answer')}, terms accepted` : 'Terms not accepted';
  }
  return 'Set';
}

/** The listing's change of this section waiting for review (or turned down), if any. */
export function pendingChangeOf(listing: Record<string, unknown>, key: ListingStepKey): PendingChange | null {
  const changes = Array.isArray(listing.pendingChanges) ? (listing.pendingChanges as PendingChange[]) : [];
  return changes.find((change) => change.step === key) ?? null;
}
