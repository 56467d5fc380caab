/**
 * The property as a guest would see it, from the listing and the reference lists it points into:
 * names instead of ids, one line per fact. Pure, so it is tested without a browser.
 */
import type { components } from '../../../openapi/schema';
import { checkInEndsNextDay } from '../../shared/listing-property-schemas';
import { formatMoney } from '../../shared/format';

type S = components['schemas'];
export type Listing = S['Property'];

export interface GuestViewReferences {
  propertyTypes: readonly { id: number; name: string }[];
  highlights: readonly S['NamedItem'][];
  languages: readonly { id: number; name: string }[];
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

const nameIn = (list: readonly { id: number; name: string }[], id: number | null | undefined) => list.find((item) => item.id === id)?.name ?? null;

const money = (currency: string, amount: number): string => formatMoney(amount, currency);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

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
  const allowed = (yes: boolean, what: string) => `${what} ${yes ? 'allowed' : 'not allowed'}`;
  return [
    `Check-in from ${policies.checkInFrom} until ${policies.checkInUntil}${checkInEndsNextDay(policies.checkInFrom, policies.checkInUntil) ? ' (the next morning)' : ''}`,
    `Check-out from ${policies.checkOutFrom} until ${policies.checkOutUntil}`,
    policies.childrenAllowed ? 'Children welcome' : 'Not suitable for children',
    allowed(policies.petsAllowed, 'Pets'),
    allowed(policies.smokingAllowed, 'Smoking'),
    allowed(policies.partiesAllowed, 'Parties and events'),
  ];
}

export function toGuestView(listing: Listing, refs: GuestViewReferences): GuestView {
  const { steps } = listing;
  const address = steps.address;
  const currency = steps.price?.currency ?? 'USD';
  const amenityIds = new Set(listing.units.flatMap((unit) => unit.amenityIds));
  const policy = refs.cancellationPolicies.find((p) => p.id === steps.cancellationPolicy?.cancellationPolicyId) ?? null;
  return {
    title: listing.name ?? 'Untitled listing',
    typeName: nameIn(refs.propertyTypes, listing.propertyTypeId),
    locationLine: address ? [address.city, address.district, address.country].filter(Boolean).join(', ') : 'Sri Lanka',
    pin: steps.location ? { latitude: steps.location.latitude, longitude: steps.location.longitude } : null,
    photos: photosOf(listing),
    descriptionHtml: steps.description?.description ?? null,
    neighbourhood: steps.description?.neighbourhood ?? null,
    size: steps.description ? `${steps.description.sizeSqm} m²` : null,
    highlights: (steps.highlights?.highlightIds ?? []).flatMap((id) => {
      const item = refs.highlights.find((h) => h.id === id);
      return item ? [{ name: item.name, description: item.description }] : [];
    }),
    units: listing.units.map((unit) => ({
      id: unit.id,
      name: unit.name,
      category: nameIn(refs.unitCategories, unit.unitCategoryId),
      guests: `Sleeps ${plural(unit.guestCount, 'guest')}`,
      beds: unit.bedrooms
        .flatMap((room) => room.beds)
        .map((bed) => `${bed.count} × ${nameIn(refs.bedroomTypes, bed.bedroomTypeId) ?? 'bed'}`)
        .join(', '),
      price: unit.pricePerNight !== null ? `${money(currency, unit.pricePerNight)} per night` : null,
    })),
    amenities: refs.amenityCategories
      .map((category) => ({ category: category.name, names: category.amenities.filter((a) => amenityIds.has(a.id)).map((a) => a.name) }))
      .filter((group) => group.names.length > 0),
    policies: policyLines(steps.policies),
    languages: (steps.languages?.languageIds ?? []).map((id) => nameIn(refs.languages, id)).filter((name): name is string => name !== null),
    // Rooms and homestays: guests book a room at its own price; the listing's price is the lowest.
    price: steps.price ? `${listing.isPropertyTypeRoomOrHomeStay ? 'From ' : ''}${money(currency, steps.price.pricePerNight)} per night` : null,
    monthlyRate: steps.price?.monthlyRate ? `${money(currency, steps.price.monthlyRate)} per month for stays of 30 nights or more` : null,
    cancellationPolicy: policy ? { name: policy.name, description: policy.description } : null,
  };
}
