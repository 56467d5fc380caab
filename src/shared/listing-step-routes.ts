/**
 * The listing wizard's steps in order (spec §2, §4 "Wizard order"), each with its route: the one
 * place a step's key and route are written. The step table (listing-step-table.ts) takes its rows'
 * order, keys and routes from here and adds everything else (titles, schemas, completion).
 *
 * Kept apart from the table on purpose: the router (src/app/route-paths.ts) needs only the routes,
 * and importing the table would put the step schemas, valibot and their messages into every page's
 * first load. Import nothing here.
 */

const STEPS = [
  { key: 'start', route: 'start' },
  { key: 'propertyType', route: 'property/01' },
  { key: 'location', route: 'property/02' },
  { key: 'address', route: 'property/03' },
  { key: 'name', route: 'property/04' },
  { key: 'bookingPlan', route: 'property/05' },
  { key: 'price', route: 'property/06' },
  { key: 'ratePlans', route: 'property/07' },
  { key: 'bathrooms', route: 'property/08' },
  { key: 'policies', route: 'property/09' },
  { key: 'languages', route: 'property/10' },
  { key: 'parking', route: 'property/11' },
  { key: 'description', route: 'property/12' },
  { key: 'highlights', route: 'property/13' },
  { key: 'newListingDiscount', route: 'property/14' },
  { key: 'entirePlaceUnits', route: 'unit/01' },
  { key: 'roomUnits', route: 'unit/02' },
  { key: 'photos', route: 'image/01' },
  { key: 'payments', route: 'final/01' },
  { key: 'cancellationPolicy', route: 'final/02' },
  { key: 'invoice', route: 'final/03' },
  { key: 'importantInfo', route: 'final/04' },
  { key: 'finish', route: 'main/finish' },
  { key: 'complete', route: 'complete' },
] as const;

/**
 * Every step's key, the intro and the end included: the screen is <PascalKey>Step and a form step
 * saves through PUT …/steps/{key}. (Not listing-steps.ts's ListingStepKey, which names the
 * listing's sections.)
 */
export type WizardStepKey = (typeof STEPS)[number]['key'];

/** Only the intro and the type step come before the listing exists; every other route carries its id. */
const BEFORE_THE_LISTING: ReadonlySet<WizardStepKey> = new Set<WizardStepKey>(['start', 'propertyType']);

export type ListingStepRoute = (typeof STEPS)[number] & {
  /** Whether the route carries the property id: '/property/02/:propertyId' but '/start'. */
  withId: boolean;
};

/** The steps in wizard order: key, route without the property id (e.g. 'property/02') and withId. */
export const LISTING_STEP_ROUTES: readonly ListingStepRoute[] = STEPS.map((step) => ({
  ...step,
  withId: !BEFORE_THE_LISTING.has(step.key),
}));
