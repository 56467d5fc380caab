/**
 * The property as a guest would see it, from the listing and the reference lists it points into:
 * names instead of ids, one line per fact, in the active language (read at render time). Pure, so
 * it is tested without a browser.
 */
import { i18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { components } from '../../../openapi/schema';
import { checkInEndsNextDay } from '../../shared/listing-property-schemas';
import { formatMoney } from '../../shared/format';
import { cancellationPolicyTexts, highlightTexts } from '../../components/listing-reference-texts';
import { amenityCategoryName, amenityName, bedTypeName, languageName, propertyTypeName, unitCategoryName } from '../../components/reference-names';

type S = components['schemas'];
export type Listing = S['Property'];

export interface GuestViewReferences {
  propertyTypes: readonly { id: number; name: string }[];
  highlights: readonly S['NamedItem'][];
  languages: readonly { id: number; code: string; name: string }[];
  amenityCategories: readonly S['AmenityCategory'][];
  bedroomTypes: readonly { id: number; name: string }[];
  unitCategories: readonly { id: number; name: string }[];
  cancellationPolicies: readonly S['CancellationPolicy'][];
}

interface GuestPhoto {
  id: number;
  url: string;
  thumbnailUrl: string;
  isMain: boolean;
}

interface GuestUnit {
  id: number;
  name: string;
  category: string | null;
  guests: string;
  beds: string;
  price: string | null;
}

export interface GuestView {
  title: string;
  typeName: string | null;
  locationLine: string;
  /** The pin of the location step, when saved. */
  pin: { latitude: number; longitude: number } | null;
  photos: GuestPhoto[];
  descriptionHtml: string | null;
  neighbourhood: string | null;
  size: string | null;
  highlights: { name: string; description?: string }[];
  units: GuestUnit[];
  amenities: { category: string; names: string[] }[];
  policies: string[];
  languages: string[];
  price: string | null;
  monthlyRate: string | null;
  cancellationPolicy: { name: string; description: string } | null;
}

/** An item's name in the active language (reference-names.ts), or null when the list lacks the id. */
function translatedName<T extends { id: number; name: string }>(list: readonly T[], id: number | null | undefined, name: (i18n: I18n, item: T) => string): string | null {
  const item = list.find((candidate) => candidate.id === id);
  return item ? name(i18n, item) : null;
}

const money = (currency: string, amount: number): string => formatMoney(amount, currency);

const sleeps = (guests: number) => i18n._(msg`Sleeps ${plural(guests, { one: '# guest', other: '# guests' })}`);
const perNight = (price: string) => i18n._(msg`${price} per night`);
const fromPerNight = (price: string) => i18n._(msg`From ${price} per night`);
const monthly = (price: string) => i18n._(msg`${price} per month for stays of 30 nights or more`);

/** Photos in display order, the main one first. Only photos with their renditions are shown. */
function photosOf(listing: Listing): GuestPhoto[] {
  const photos = (listing.photos as unknown[]).filter(
    (p): p is GuestPhoto & { position?: number } =>
      typeof p === 'object' && p !== null && typeof (p as GuestPhoto).url === 'string' && typeof (p as GuestPhoto).thumbnailUrl === 'string',
  );
  return [...photos].sort((a, b) => Number(b.isMain) - Number(a.isMain) || (a.position ?? 0) - (b.position ?? 0));
}

function policyLines(policies: S['ListingPolicies'] | null): string[] {
  if (!policies) return [];
  const { checkInFrom: from, checkInUntil: until, checkOutFrom, checkOutUntil } = policies;
  return [
    checkInEndsNextDay(from, until) ? i18n._(msg`Check-in from ${from} until ${until} (the next morning)`) : i18n._(msg`Check-in from ${from} until ${until}`),
    i18n._(msg`Check-out from ${checkOutFrom} until ${checkOutUntil}`),
    i18n._(policies.childrenAllowed ? msg`Children welcome` : msg`Not suitable for children`),
    i18n._(policies.petsAllowed ? msg`Pets allowed` : msg`Pets not allowed`),
    i18n._(policies.smokingAllowed ? msg`Smoking allowed` : msg`Smoking not allowed`),
    i18n._(policies.partiesAllowed ? msg`Parties and events allowed` : msg`Parties and events not allowed`),
  ];
}

export function toGuestView(listing: Listing, refs: GuestViewReferences): GuestView {
  const { steps } = listing;
  const address = steps.address;
  const currency = steps.price?.currency ?? 'USD';
  const amenityIds = new Set(listing.units.flatMap((unit) => unit.amenityIds));
  const policy = refs.cancellationPolicies.find((p) => p.id === steps.cancellationPolicy?.cancellationPolicyId) ?? null;
  return {
    title: listing.name ?? i18n._(msg`Untitled listing`),
    typeName: translatedName(refs.propertyTypes, listing.propertyTypeId, propertyTypeName),
    locationLine: address ? [address.city, address.district, address.country].filter(Boolean).join(', ') : i18n._(msg`Sri Lanka`),
    pin: steps.location ? { latitude: steps.location.latitude, longitude: steps.location.longitude } : null,
    photos: photosOf(listing),
    descriptionHtml: steps.description?.description ?? null,
    neighbourhood: steps.description?.neighbourhood ?? null,
    size: steps.description ? `${steps.description.sizeSqm} m²` : null,
    highlights: (steps.highlights?.highlightIds ?? []).flatMap((id) => {
      const item = refs.highlights.find((h) => h.id === id);
      return item ? [highlightTexts(i18n, item)] : [];
    }),
    units: listing.units.map((unit) => ({
      id: unit.id,
      name: unit.name,
      category: translatedName(refs.unitCategories, unit.unitCategoryId, unitCategoryName),
      guests: sleeps(unit.guestCount),
      beds: unit.bedrooms
        .flatMap((room) => room.beds)
        .map((bed) => `${bed.count} × ${translatedName(refs.bedroomTypes, bed.bedroomTypeId, bedTypeName) ?? i18n._(msg`bed`)}`)
        .join(', '),
      price: unit.pricePerNight !== null ? perNight(money(currency, unit.pricePerNight)) : null,
    })),
    amenities: refs.amenityCategories
      .map((category) => ({ category: amenityCategoryName(i18n, category), names: category.amenities.filter((a) => amenityIds.has(a.id)).map((a) => amenityName(i18n, a)) }))
      .filter((group) => group.names.length > 0),
    policies: policyLines(steps.policies),
    languages: (steps.languages?.languageIds ?? []).map((id) => translatedName(refs.languages, id, languageName)).filter((name): name is string => name !== null),
    // Rooms and homestays: guests book a room at its own price; the listing's price is the lowest.
    price: steps.price ? (listing.isPropertyTypeRoomOrHomeStay ? fromPerNight(money(currency, steps.price.pricePerNight)) : perNight(money(currency, steps.price.pricePerNight))) : null,
    monthlyRate: steps.price?.monthlyRate ? monthly(money(currency, steps.price.monthlyRate)) : null,
    cancellationPolicy: policy ? cancellationPolicyTexts(i18n, policy) : null,
  };
}
