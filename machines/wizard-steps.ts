/**
 * The listing wizard's ordered step table (spec §2 "Listing wizard", §4 "Wizard order"; what each
 * step collects is DOMAIN.md "Wizard steps"). The wizard machine walks it; the router and the
 * step screens read their route, title and part from it. Nothing else knows the order.
 */

import type { ListingStepKey } from '../src/shared/listing-steps';

/** The step keys of the listing's data, shared with the server's completion (src/shared). */
export type { ListingStepKey };

type WizardPart = 'property' | 'rooms' | 'payments';

export type WizardStep = {
  /** The route without its property id, e.g. 'property/02'; also the step's id. */
  id: string;
  title: string;
  /** One line under the title: why the step matters to the host. */
  intro: string;
  part: WizardPart | null;
  /** The listing data this step saves; null for the intro, the summary and the end. */
  saves: ListingStepKey | null;
  /** Whether the route carries the property id (every step after the draft exists). */
  withId: boolean;
  /** Unit steps: unit/01 for entire places, unit/02 for rooms and homestays. */
  forRoomOrHomeStay?: boolean;
};

const STEP_INTROS: Record<string, string> = {
  start: 'Three short parts: your property, its rooms and photos, then payments and policies.',
  'property/01': 'The property type decides which details guests will look for.',
  'property/02': 'Pin your property on the map so guests can see exactly where they will stay.',
  'property/03': 'Guests receive this address after they book, so make sure every line is right.',
  'property/04': 'A clear, memorable name helps your listing stand out in search results.',
  'property/05': 'Choose instant booking or review each request before you accept it.',
  'property/06': 'Set the nightly price for the entire property and see what you earn after fees.',
  'property/07': 'Offer non-refundable and weekly rates to win more bookings.',
  'property/08': 'Guests care about private or shared bathrooms, so tell them up front.',
  'property/09': 'Check-in times and rules for children, pets, smoking and parties avoid surprises.',
  'property/10': 'Travellers feel at home when someone speaks their language.',
  'property/11': 'Many guests arrive by car or tuk-tuk; tell them where to park.',
  'property/12': 'Paint a picture of the space and the neighbourhood in your own words.',
  'property/13': 'Pick up to five highlights that make your place special.',
  'property/14': 'A welcome discount helps new listings earn their first reviews quickly.',
  'unit/01': 'Beds, guests and amenities for each unit tell guests what they are booking.',
  'unit/02': 'Describe the room guests will stay in, its beds and its nightly price.',
  'image/01': 'Listings with five or more bright photos receive far more bookings.',
  'final/01': 'See how your plan collects payments and where your payouts go.',
  'final/02': 'A clear cancellation policy builds trust before guests book.',
  'final/03': 'This is the legal name and address that appears on guest invoices.',
  'final/04': 'A few final answers, such as your tourism registration, before you submit.',
  'main/finish': 'Check every section and submit your listing for review.',
  complete: 'Our team reviews new listings within two working days; we will email you the result.',
};

const step = (id: string, title: string, part: WizardPart | null, saves: ListingStepKey | null, extra: Partial<WizardStep> = {}): WizardStep => ({
  id,
  title,
  intro: STEP_INTROS[id] ?? '',
  part,
  saves,
  withId: true,
  ...extra,
});

export const WIZARD_STEPS: readonly WizardStep[] = [
  step('start', 'Get Started', null, null, { withId: false }),
  step('property/01', 'What kind of place are you listing?', 'property', 'propertyType', { withId: false }),
  step('property/02', 'Where is your place?', 'property', 'location'),
  step('property/03', 'Confirm your address', 'property', 'address'),
  step('property/04', 'Name your place', 'property', 'name'),
  step('property/05', 'How can guests book?', 'property', 'bookingPlan'),
  step('property/06', 'Set your price', 'property', 'price'),
  step('property/07', 'Rate plans', 'property', 'ratePlans'),
  step('property/08', 'Bathrooms', 'property', 'bathrooms'),
  step('property/09', 'House rules and times', 'property', 'policies'),
  step('property/10', 'Languages your staff speak', 'property', 'languages'),
  step('property/11', 'Parking', 'property', 'parking'),
  step('property/12', 'Describe your place', 'property', 'description'),
  step('property/13', 'Highlights', 'property', 'highlights'),
  step('property/14', 'New listing discount', 'property', 'newListingDiscount'),
  step('unit/01', 'Rooms and beds', 'rooms', 'units', { forRoomOrHomeStay: false }),
  step('unit/02', 'Your room', 'rooms', 'units', { forRoomOrHomeStay: true }),
  step('image/01', 'Photos', 'rooms', 'photos'),
  step('final/01', 'How you get paid', 'payments', 'payments'),
  step('final/02', 'Cancellation policy', 'payments', 'cancellationPolicy'),
  step('final/03', 'Name on invoice', 'payments', 'invoice'),
  step('final/04', 'Important information', 'payments', 'importantInfo'),
  step('main/finish', 'Review and submit', null, null),
  step('complete', 'Submitted for review', null, null),
];

export const stepById = (id: string): WizardStep | undefined => WIZARD_STEPS.find((s) => s.id === id);

/** The steps a listing walks: one of the two unit steps, by its property type. */
export function stepsFor(isRoomOrHomeStay: boolean): WizardStep[] {
  return WIZARD_STEPS.filter((s) => s.forRoomOrHomeStay === undefined || s.forRoomOrHomeStay === isRoomOrHomeStay);
}

/** The step's URL: '/property/05/41', '/start', '/property/01'. */
export function stepPath(id: string, propertyId: number | null): string {
  const s = stepById(id);
  return s?.withId && propertyId !== null ? `/${id}/${propertyId}` : `/${id}`;
}

/** Which wizard step a pathname is, with its property id; null for other paths. */
export function stepAt(pathname: string): { step: WizardStep; propertyId: number | null } | null {
  for (const s of WIZARD_STEPS) {
    const prefix = `/${s.id}`;
    if (pathname === prefix && !s.withId) return { step: s, propertyId: null };
    if (s.withId && pathname.startsWith(`${prefix}/`)) {
      const rest = pathname.slice(prefix.length + 1);
      if (/^[1-9][0-9]{0,9}$/.test(rest) && Number(rest) <= 2_147_483_647) return { step: s, propertyId: Number(rest) };
    }
  }
  return null;
}

/** Where a listing picks up: its first step whose data is incomplete, else the summary. */
export function firstIncompleteStep(completion: Partial<Record<ListingStepKey, boolean>>, isRoomOrHomeStay: boolean): WizardStep {
  return stepsFor(isRoomOrHomeStay).find((s) => s.saves !== null && completion[s.saves] !== true) ?? stepById('main/finish')!;
}

/**
 * Whether a step may be opened: every data step before it is complete. The intro and the type step
 * always may; the summary may once the listing exists (it shows what is missing); the end only
 * after submission.
 */
export function canOpen(
  id: string,
  listing: { completion: Partial<Record<ListingStepKey, boolean>>; isRoomOrHomeStay: boolean; submitted: boolean } | null,
): boolean {
  if (id === 'start' || id === 'property/01') return true;
  if (!listing) return false;
  if (id === 'complete') return listing.submitted;
  if (id === 'main/finish') return true;
  const sequence = stepsFor(listing.isRoomOrHomeStay);
  const index = sequence.findIndex((s) => s.id === id);
  if (index === -1) return false;
  return sequence.slice(0, index).every((s) => s.saves === null || listing.completion[s.saves] === true);
}

/** The step after `id` on this listing's path (null at the end). */
export function nextStep(id: string, isRoomOrHomeStay: boolean): WizardStep | null {
  const sequence = stepsFor(isRoomOrHomeStay);
  const index = sequence.findIndex((s) => s.id === id);
  return index === -1 ? null : (sequence[index + 1] ?? null);
}

/** The step before `id` on this listing's path (null at the start). */
export function previousStep(id: string, isRoomOrHomeStay: boolean): WizardStep | null {
  const sequence = stepsFor(isRoomOrHomeStay);
  const index = sequence.findIndex((s) => s.id === id);
  return index <= 0 ? null : sequence[index - 1];
}

/** Position for the progress bar: 1-based among the steps that collect data, and their count. */
export function progressOf(id: string, isRoomOrHomeStay: boolean): { position: number; total: number } {
  const dataSteps = stepsFor(isRoomOrHomeStay).filter((s) => s.saves !== null);
  const index = dataSteps.findIndex((s) => s.id === id);
  const total = dataSteps.length;
  if (index !== -1) return { position: index + 1, total };
  return { position: id === 'start' ? 0 : total, total };
}
