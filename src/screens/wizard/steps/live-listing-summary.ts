/**
 * A live listing's sections in one line each ("Price: USD 45 a night", "Photos: 12"), for the
 * editor of a listed, unlisted or suspended listing (main/finish). Pure, so it is tested without a
 * browser. Ids are named from the reference lists when they have loaded.
 */
import type { components } from '../../../../openapi/schema';
import type { ListingStepKey } from '../../../shared/listing-steps';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { textIn, type UiText } from '../../../../machines/ui-text';
import { formatCount, formatMoney } from '../../../shared/format';
import { isLocale, type Locale } from '../../../shared/locales';
import { unitNounOf, type UnitNoun } from '../../../shared/unit-noun';

type S = components['schemas'];
type Named = { id: number; name: string };
export type PendingChange = S['ListingPendingChange'];

export interface SummaryNames {
  propertyTypes?: readonly Named[] | null;
  cancellationPolicies?: readonly Named[] | null;
}


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

/** One section's value in words, in `i18n`'s language (amounts and numbers too); `data` is the step's saved shape (or a pending change's values). */
export function sectionSummary(
  i18n: I18n,
  key: ListingStepKey,
  data: unknown,
  extra: { unitCount: number; photoCount: number; unitNoun: UnitNoun | null },
  names: SummaryNames = {},
): string {
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const text = summaryText(key, data, extra, names, locale);
  return textIn(i18n, text);
}

/** The summary as a descriptor (or, for what the host typed, the text itself), numbers already written in `locale`. */
function summaryText(
  key: ListingStepKey,
  data: unknown,
  extra: { unitCount: number; photoCount: number; unitNoun: UnitNoun | null },
  names: SummaryNames,
  locale: Locale,
): UiText {
  if (key === 'units') {
    const count = extra.unitCount;
    if (count === 0) return msg`None yet`;
    if (extra.unitNoun === 'room') return msg`${plural(count, { one: '# room', other: '# rooms' })}`;
    if (extra.unitNoun === 'unit') return msg`${plural(count, { one: '# unit', other: '# units' })}`;
    return msg`${plural(count, { one: '# room or unit', other: '# rooms or units' })}`;
  }
  if (key === 'photos') return formatCount(extra.photoCount, locale);
  if (data === null || data === undefined) return msg`Not set`;
  const d = data as Record<string, unknown>;
  switch (key) {
    case 'propertyType':
      return nameOf(names.propertyTypes, d.propertyTypeId) ?? msg`Chosen`;
    case 'location':
      return typeof d.searchText === 'string' && d.searchText.trim() !== ''
        ? d.searchText
        : `${Number(d.latitude).toFixed(4)}, ${Number(d.longitude).toFixed(4)}`;
    case 'address':
      return [d.street, d.city, d.district].filter((part) => typeof part === 'string' && part !== '').join(', ');
    case 'name':
      return String(d.name);
    case 'bookingPlan':
      return d.bookingType === 'instant' ? msg`Instant booking` : msg`Request to book`;
    case 'price': {
      // Whole amounts without cents, as hosts say them: "USD 45 a night".
      const price = formatMoney(Number(d.pricePerNight), String(d.currency), locale).replace(/\.00$/, '');
      return msg`${price} a night`;
    }
    case 'ratePlans': {
      const plans = d as { nonRefundable?: { enabled: boolean; discountPercent: number | null }; weekly?: { enabled: boolean; discountPercent: number | null } };
      const offered: MessageDescriptor[] = [];
      if (plans.nonRefundable?.enabled) {
        const percent = formatCount(plans.nonRefundable.discountPercent ?? 0, locale);
        offered.push(msg`Non-refundable ${percent} % off`);
      }
      if (plans.weekly?.enabled) {
        const percent = formatCount(plans.weekly.discountPercent ?? 0, locale);
        offered.push(msg`Weekly ${percent} % off`);
      }
      const [first, second] = offered;
      if (!first) return msg`Standard rate only`;
      // Both offered: "Non-refundable 10 % off, Weekly 5 % off" (each part translated by textIn).
      if (!second) return first;
      // Descriptors as values (textIn translates them); the macro's types only know strings and numbers.
      const plan = first as unknown as string;
      const otherPlan = second as unknown as string;
      return msg`${plan}, ${otherPlan}`;
    }
    case 'bathrooms': {
      const count = Number(d.count);
      return d.privacy === 'private'
        ? msg`${plural(count, { one: '# bathroom, private', other: '# bathrooms, private' })}`
        : msg`${plural(count, { one: '# bathroom, shared', other: '# bathrooms, shared' })}`;
    }
    case 'policies': {
      const checkIn = String(d.checkInFrom);
      const checkOut = String(d.checkOutUntil);
      return msg`Check-in from ${checkIn}, check-out until ${checkOut}`;
    }
    case 'languages': {
      const count = Array.isArray(d.languageIds) ? d.languageIds.length : 0;
      return msg`${plural(count, { one: '# language', other: '# languages' })}`;
    }
    case 'parking':
      return d.parking === 'none' ? msg`No parking` : d.parking === 'free' ? msg`Free parking` : msg`Paid parking`;
    case 'description':
      return shorten(plainText(String(d.description ?? '')));
    case 'highlights': {
      const count = Array.isArray(d.highlightIds) ? d.highlightIds.length : 0;
      return msg`${plural(count, { one: '# highlight', other: '# highlights' })}`;
    }
    case 'newListingDiscount':
      return d.optIn ? msg`Offered` : msg`Not offered`;
    case 'payments': {
      const account = d.bankAccount as { bankName: string; accountNumber: string } | null;
      if (!account) return msg`No bank account needed`;
      const bankName = account.bankName;
      const lastDigits = account.accountNumber.replace(/\s/g, '').slice(-4);
      return msg`${bankName}, account ending ${lastDigits}`;
    }
    case 'cancellationPolicy':
      return nameOf(names.cancellationPolicies, d.cancellationPolicyId) ?? msg`Chosen`;
    case 'invoice':
      return String(d.legalName);
    case 'importantInfo': {
      if (!d.termsAccepted) return msg`Terms not accepted`;
      const count = Array.isArray(d.answers) ? d.answers.length : 0;
      return msg`${plural(count, { one: '# answer, terms accepted', other: '# answers, terms accepted' })}`;
    }
  }
  return msg`Set`;
}

/** The listing's change of this section waiting for review (or turned down), if any. */
export function pendingChangeOf(listing: Record<string, unknown>, key: ListingStepKey): PendingChange | null {
  const changes = Array.isArray(listing.pendingChanges) ? (listing.pendingChanges as PendingChange[]) : [];
  return changes.find((change) => change.step === key) ?? null;
}
