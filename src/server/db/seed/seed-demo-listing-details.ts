import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { validateUnit } from '../../../shared/listing-units';
import { LISTING_FORM_STEP_KEYS, validateListingStep, type ListingFormStepKey } from '../../../shared/listing-steps';
import type { ImageStorage } from '../../lib/avatar-storage';
import { renderWideWebp } from '../../lib/image-upload';
import { PHOTO_WIDTHS } from '../../modules/photos/listing-photo-view';
import { listingRulesContext, loadListingReferences, referenceProblems, type ListingReferences } from '../../modules/properties/listing-references';
import { listingStepColumns, readListingSteps } from '../../modules/properties/listing-step-storage';
import type { PropertyRow } from '../../modules/properties/property-access';
import { createReferenceCache } from '../../modules/reference/reference-cache';
import { unitColumns, unitRulesContext } from '../../modules/units/unit-rules';
import type { Database } from '../database';
import { accommodationUnits, listingPhotos, plans, properties, users } from '../schema/index';
import { DEMO_LISTING } from './seed-demo';

type Named = { id: number; name: string };
/** The id of the item called `name`, or the first one (an installation may have renamed it). */
const idOf = (list: readonly Named[], name: string) => (list.find((item) => item.name === name) ?? list[0])!.id;
const idsOf = (list: readonly Named[], names: string[]) => names.map((name) => idOf(list, name)).filter((id, i, all) => all.indexOf(id) === i);

const DESCRIPTION =
  '<p>A family-run <strong>guest house</strong> in a quiet lane behind Unawatuna beach, with two airy rooms opening onto a garden of king coconut palms.</p>' +
  '<ul><li>Five minutes on foot to the bay</li><li>Breakfast of hoppers and fresh fruit on the veranda</li><li>Galle Fort is fifteen minutes by tuk-tuk</li></ul>';

/** Each form step of the demo listing, as the wizard would send it (without version). */
function demoSteps(refs: ListingReferences, propertyTypeId: number | null): Record<ListingFormStepKey, unknown> {
  return {
    propertyType: { propertyTypeId: propertyTypeId ?? idOf(refs.propertyTypes, DEMO_LISTING.propertyType) },
    location: { latitude: 6.0098, longitude: 80.2497, searchText: 'Unawatuna, Galle' },
    address: { street: '24 Yaddehimulla Road', city: 'Unawatuna', district: 'Galle', province: 'Southern', postalCode: '80600' },
    name: { name: DEMO_LISTING.name },
    bookingPlan: { bookingType: 'instant' },
    price: { currency: 'USD', pricePerNight: 45, monthlyRate: 1100 },
    ratePlans: { nonRefundable: { enabled: true, discountPercent: 10 }, weekly: { enabled: true, discountPercent: 15 } },
    bathrooms: { count: 2, privacy: 'private', sharedBathroomTypeIds: [], otherBathroomTypeIds: idsOf(refs.otherBathroomTypes, ['Hot water shower']) },
    policies: {
      checkInFrom: '14:00',
      checkInUntil: '22:00',
      checkOutFrom: '07:00',
      checkOutUntil: '11:00',
      childrenAllowed: true,
      petsAllowed: false,
      smokingAllowed: false,
      partiesAllowed: false,
    },
    languages: { languageIds: idsOf(refs.languages, ['English', 'Sinhala']) },
    parking: { parking: 'free', pricePerDay: null, location: 'onsite', reservationNeeded: false },
    description: { sizeSqm: 160, description: DESCRIPTION, neighbourhood: 'Fishermen’s houses, a temple on the hill and the beach road cafés.' },
    highlights: { highlightIds: idsOf(refs.highlights, ['Beachfront', 'Home-cooked Sri Lankan food', 'Near a UNESCO World Heritage Site']) },
    newListingDiscount: { optIn: false },
    // Starter pays out nothing, so it has no bank account; a plan that pays out asks the host for one.
    payments: { bankAccount: null },
    cancellationPolicy: { cancellationPolicyId: idOf(refs.cancellationPolicies, 'Flexible') },
    invoice: { legalName: 'Nimal Perera', sameAsProperty: true, invoiceAddress: null, otherPartyIds: [] },
    importantInfo: {
      answers: refs.questions.map((q) => ({
        questionId: q.id,
        answer: q.answerType === 'yes_no' ? 'yes' : q.required ? 'Karapitiya Teaching Hospital, 12 km (25 minutes by car)' : '',
      })),
      termsAccepted: true,
    },
  };
}

/** The two rooms the demo bookings use (seed-demo-bookings.ts names them the same). */
function demoUnits(refs: ListingReferences) {
  const amenities = refs.amenitiesWithCategories.flatMap((category) => category.amenities);
  const bed = (name: string) => ({ beds: [{ bedroomTypeId: idOf(refs.bedroomTypes, name), count: 1 }] });
  return [
    { name: 'Garden room', unitCategoryId: idOf(refs.unitCategories, 'Double room'), guestCount: 2, sizeSqm: 22, bedrooms: [bed('Queen bed')], amenityIds: idsOf(amenities, ['Wi-Fi', 'Ceiling fan', 'Hot water', 'Mosquito nets', 'Garden']) },
    { name: 'Verandah room', unitCategoryId: idOf(refs.unitCategories, 'Triple room'), guestCount: 3, sizeSqm: 28, bedrooms: [bed('King bed'), bed('Single bed')], amenityIds: idsOf(amenities, ['Wi-Fi', 'Air conditioning', 'Hot water', 'Veranda']) },
  ];
}

/** Sky-to-sea and garden tones: pleasant, wordless, and plainly not real photographs. */
const PHOTO_GRADIENTS = [
  ['#7ec8e3', '#f6e7c1'],
  ['#1f8a70', '#bedb39'],
  ['#ff9a62', '#ffd29d'],
  ['#3a6ea5', '#c0e0de'],
  ['#c06c84', '#f8b195'],
  ['#2d6a4f', '#d8f3dc'],
] as const;
/** Larger than the photo minimum the big channels ask for (1024 × 683), in 3:2. */
const DEMO_PHOTO_SIZE = { width: 1600, height: 1067 } as const;

async function gradientPng([from, to]: readonly [string, string]): Promise<Buffer> {
  const { width, height } = DEMO_PHOTO_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface CompleteDemoListingOptions {
  /** Where the photos are written; without it the listing gets no photos (tests that do not need them). */
  listingPhotos?: ImageStorage;
}

/**
 * Fills in every section of the demo host's Starter listing that has not been saved yet, gives it
 * two complete rooms and six photos made here, so "Edit" on it shows a finished listing (issue 23,
 * item 19). Each step is checked with the rules a save is checked with, so the seed cannot drift
 * from them unseen. Only empty sections are filled and photos are added only to a listing that has
 * none, so a second start changes nothing and what a person changed while trying the demo is kept.
 * Returns how many sections, rooms and photos were added.
 */
export async function completeDemoListing(db: Database, options: CompleteDemoListingOptions = {}): Promise<number> {
  const [row] = await db
    .select({ property: properties })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .innerJoin(plans, eq(plans.id, properties.planId))
    .where(and(sql`lower(${users.email}) = ${DEMO_LISTING.ownerEmail}`, eq(plans.name, DEMO_LISTING.plan)))
    .orderBy(asc(properties.id))
    .limit(1);
  if (!row) return 0;
  const property: PropertyRow = row.property;
  const refs = await loadListingReferences(createReferenceCache(db));
  let added = 0;

  const stored = readListingSteps(property);
  const bodies = demoSteps(refs, property.propertyTypeId);
  let columns: Partial<typeof properties.$inferInsert> = {};
  for (const step of LISTING_FORM_STEP_KEYS) {
    if (stored[step] !== null) continue;
    const checked = validateListingStep(step, bodies[step], listingRulesContext(refs, property.planId));
    const problems = checked.ok ? referenceProblems(step, checked.data, refs) : checked.fieldMessages;
    if (!checked.ok || Object.keys(problems).length > 0) throw new Error(`demo listing step ${step} breaks the rules: ${JSON.stringify(problems)}`);
    columns = { ...columns, ...listingStepColumns(step, checked.data) };
    added += 1;
  }
  if (added > 0) await db.update(properties).set(columns).where(eq(properties.id, property.id));

  added += await completeDemoUnits(db, { ...property, ...columns } as PropertyRow, refs);
  if (options.listingPhotos) added += await addDemoPhotos(db, property.id, options.listingPhotos);
  return added;
}

/** Adds the two rooms, or fills the details of rooms an older seed made with a name and guests only. */
async function completeDemoUnits(db: Database, property: PropertyRow, refs: ListingReferences): Promise<number> {
  const units = demoUnits(refs).map((unit) => {
    const checked = validateUnit(unit, unitRulesContext(property, refs));
    if (!checked.ok) throw new Error(`demo room ${unit.name} breaks the rules: ${JSON.stringify(checked.fieldMessages)}`);
    return unitColumns(checked.data);
  });
  const existing = await db
    .select({ id: accommodationUnits.id, name: accommodationUnits.name })
    .from(accommodationUnits)
    .where(eq(accommodationUnits.propertyId, property.id))
    .orderBy(asc(accommodationUnits.id));
  if (existing.length === 0) {
    await db.insert(accommodationUnits).values(units.map((unit) => ({ ...unit, propertyId: property.id })));
    return units.length;
  }
  let filled = 0;
  for (const unit of units) {
    const bare = existing.find((e) => e.name === unit.name);
    if (!bare) continue;
    const updated = await db
      .update(accommodationUnits)
      .set(unit)
      .where(and(eq(accommodationUnits.id, bare.id), isNull(accommodationUnits.bedrooms)))
      .returning({ id: accommodationUnits.id });
    filled += updated.length;
  }
  return filled;
}

/** Six gradient photos (the listing needs five) through the upload's own rendering, the first one the main photo. */
async function addDemoPhotos(db: Database, propertyId: number, storage: ImageStorage): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(listingPhotos).where(eq(listingPhotos.propertyId, propertyId));
  if (n > 0) return 0;
  const values: (typeof listingPhotos.$inferInsert)[] = [];
  for (const [position, colours] of PHOTO_GRADIENTS.entries()) {
    const rendered = await renderWideWebp(await gradientPng(colours), [PHOTO_WIDTHS.large, PHOTO_WIDTHS.thumbnail]);
    const large = rendered.get(PHOTO_WIDTHS.large)!;
    const id = randomBytes(16).toString('hex');
    values.push({
      propertyId,
      position,
      isMain: position === 0,
      largePath: await storage.save(`${id}-${PHOTO_WIDTHS.large}.webp`, large.bytes),
      thumbnailPath: await storage.save(`${id}-${PHOTO_WIDTHS.thumbnail}.webp`, rendered.get(PHOTO_WIDTHS.thumbnail)!.bytes),
      width: large.width,
      height: large.height,
    });
  }
  await db.insert(listingPhotos).values(values);
  return values.length;
}
