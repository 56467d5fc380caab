/**
 * The listing wizard as one table (spec §2 "Listing wizard", §4 "Wizard order"; what each step
 * collects is DOMAIN.md "Wizard steps"). Everything else is derived from it:
 * - the wizard machine's order, branches, progress and resume point (machines/wizard-steps.ts);
 * - the router's wizard paths (src/app/route-paths.ts);
 * - the screens' registry: row `key` 'ratePlans' renders `RatePlansStep` from
 *   src/screens/wizard/steps/rate-plans-step.tsx (src/screens/wizard/step-registry.tsx);
 * - the one save operation, PUT api/v1/web/properties/{propertyId}/steps/{key}, whose body the
 *   server checks with the row's schema (src/server/modules/properties/save-listing-step.ts);
 * - the listing's completion, its first incomplete step and submit's missing sections
 *   (src/server/modules/properties/property-view.ts, submit-listing.ts).
 *
 * Adding a step touches two files: a row here and its screen, steps/<kebab-key>-step.tsx
 * exporting <PascalKey>Step. A form step whose data needs a place of its own in the database
 * also needs that place (listing-step-storage.ts, a migration) and its stored shape in the
 * contract's Property.steps; a step that reuses stored data, or saves through calls of its own,
 * does not.
 */
import type * as v from 'valibot';
import { MIN_LISTING_PHOTOS } from './image-uploads';
import {
  cancellationPolicyStepSchema,
  importantInfoStepSchema,
  invoiceStepSchema,
  paymentsStepSchema,
  type ListingRulesContext,
} from './listing-final-schemas';
import {
  addressStepSchema,
  bathroomsStepSchema,
  bookingPlanStepSchema,
  descriptionStepSchema,
  highlightsStepSchema,
  languagesStepSchema,
  locationStepSchema,
  nameStepSchema,
  newListingDiscountStepSchema,
  parkingStepSchema,
  policiesStepSchema,
  priceStepSchema,
  propertyTypeStepSchema,
  ratePlansStepSchema,
} from './listing-property-schemas';

export type WizardPart = 'property' | 'rooms' | 'payments';

/** What the server knows when it decides whether a step is complete (completion is never stored). */
export type CompletionFacts = {
  /** The step's stored form data passes its schema and names only known reference items. */
  formValid: boolean;
  units: readonly { complete: boolean }[];
  photoCount: number;
};

/**
 * How Next saves a step: `form` sends the values through PUT …/steps/{key}, checked with `schema`;
 * `itself` means the step saved as the host went (units, photos) and Next only reloads the
 * listing; `nothing` is for the intro, the summary and the end.
 */
type StepSave =
  | { by: 'form'; schema: (context: ListingRulesContext) => v.GenericSchema }
  | { by: 'itself' }
  | { by: 'nothing' };

type StepRow = {
  /** The step's name in code: the screen is <PascalKey>Step, the save is PUT …/steps/{key}. */
  key: string;
  /** The route without the property id, e.g. 'property/02'. */
  route: string;
  title: string;
  /** One line under the title: why the step matters to the host. */
  intro: string;
  part: WizardPart | null;
  /** The listing section the step completes (`Property.completion`); null when it completes none. */
  section: string | null;
  save: StepSave;
  /** The section's completion rule (rows sharing a section share the rule). */
  isComplete?: (facts: CompletionFacts) => boolean;
  /** Only the intro and the type step come before the listing exists. */
  withId: boolean;
  /** The units steps: unit/01 for entire places, unit/02 for rooms and homestays. */
  forRoomOrHomeStay?: boolean;
};

const formIsValid = ({ formValid }: CompletionFacts) => formValid;
const everyUnitComplete = ({ units }: CompletionFacts) => units.length > 0 && units.every((unit) => unit.complete);
const enoughPhotos = ({ photoCount }: CompletionFacts) => photoCount >= MIN_LISTING_PHOTOS;

/** A step saved as one form: its key is also its section. */
const formStep = <K extends string, S extends v.GenericSchema>(
  key: K,
  route: string,
  part: WizardPart,
  title: string,
  intro: string,
  schema: (context: ListingRulesContext) => S,
) => ({ key, route, title, intro, part, section: key, save: { by: 'form' as const, schema }, isComplete: formIsValid, withId: route !== 'property/01' });

export const LISTING_STEP_TABLE = [
  {
    key: 'start',
    route: 'start',
    title: 'Get Started',
    intro: 'Three short parts: your property, its rooms and photos, then payments and policies.',
    part: null,
    section: null,
    save: { by: 'nothing' },
    withId: false,
  },
  formStep('propertyType', 'property/01', 'property', 'What kind of place are you listing?', 'The property type decides which details guests will look for.', () => propertyTypeStepSchema),
  formStep('location', 'property/02', 'property', 'Where is your place?', 'Pin your property on the map so guests can see exactly where they will stay.', () => locationStepSchema),
  formStep('address', 'property/03', 'property', 'Confirm your address', 'Guests receive this address after they book, so make sure every line is right.', () => addressStepSchema),
  formStep('name', 'property/04', 'property', 'Name your place', 'A clear, memorable name helps your listing stand out in search results.', () => nameStepSchema),
  formStep('bookingPlan', 'property/05', 'property', 'How can guests book?', 'Choose instant booking or review each request before you accept it.', () => bookingPlanStepSchema),
  formStep('price', 'property/06', 'property', 'Set your price', 'Set the nightly price for the entire property and see what you earn after fees.', () => priceStepSchema),
  formStep('ratePlans', 'property/07', 'property', 'Rate plans', 'Offer non-refundable and weekly rates to win more bookings.', () => ratePlansStepSchema),
  formStep('bathrooms', 'property/08', 'property', 'Bathrooms', 'Guests care about private or shared bathrooms, so tell them up front.', () => bathroomsStepSchema),
  formStep('policies', 'property/09', 'property', 'House rules and times', 'Check-in times and rules for children, pets, smoking and parties avoid surprises.', () => policiesStepSchema),
  formStep('languages', 'property/10', 'property', 'Languages your staff speak', 'Travellers feel at home when someone speaks their language.', () => languagesStepSchema),
  formStep('parking', 'property/11', 'property', 'Parking', 'Many guests arrive by car or tuk-tuk; tell them where to park.', () => parkingStepSchema),
  formStep('description', 'property/12', 'property', 'Describe your place', 'Paint a picture of the space and the neighbourhood in your own words.', () => descriptionStepSchema),
  formStep('highlights', 'property/13', 'property', 'Highlights', 'Pick up to five highlights that make your place special.', () => highlightsStepSchema),
  formStep('newListingDiscount', 'property/14', 'property', 'New listing discount', 'A welcome discount helps new listings earn their first reviews quickly.', () => newListingDiscountStepSchema),
  {
    key: 'entirePlaceUnits',
    route: 'unit/01',
    title: 'Rooms and beds',
    intro: 'Beds, guests and amenities for each unit tell guests what they are booking.',
    part: 'rooms',
    section: 'units',
    save: { by: 'itself' },
    isComplete: everyUnitComplete,
    withId: true,
    forRoomOrHomeStay: false,
  },
  {
    key: 'roomUnits',
    route: 'unit/02',
    title: 'Your room',
    intro: 'Describe the room guests will stay in, its beds and its nightly price.',
    part: 'rooms',
    section: 'units',
    save: { by: 'itself' },
    isComplete: everyUnitComplete,
    withId: true,
    forRoomOrHomeStay: true,
  },
  {
    key: 'photos',
    route: 'image/01',
    title: 'Photos',
    intro: 'Listings with five or more bright photos receive far more bookings.',
    part: 'rooms',
    section: 'photos',
    save: { by: 'itself' },
    isComplete: enoughPhotos,
    withId: true,
  },
  formStep('payments', 'final/01', 'payments', 'How you get paid', 'See how your plan collects payments and where your payouts go.', (context) => paymentsStepSchema(context)),
  formStep('cancellationPolicy', 'final/02', 'payments', 'Cancellation policy', 'A clear cancellation policy builds trust before guests book.', () => cancellationPolicyStepSchema),
  formStep('invoice', 'final/03', 'payments', 'Name on invoice', 'This is the legal name and address that appears on guest invoices.', () => invoiceStepSchema),
  formStep('importantInfo', 'final/04', 'payments', 'Important information', 'A few final answers, such as your tourism registration, before you submit.', () => importantInfoStepSchema),
  {
    key: 'finish',
    route: 'main/finish',
    title: 'Review and submit',
    intro: 'Check every section and submit your listing for review.',
    part: null,
    section: null,
    save: { by: 'nothing' },
    withId: true,
  },
  {
    key: 'complete',
    route: 'complete',
    title: 'Submitted for review',
    intro: 'Our team reviews new listings within two working days; we will email you the result.',
    part: null,
    section: null,
    save: { by: 'nothing' },
    withId: true,
  },
] as const satisfies readonly StepRow[];

export type ListingStepRow = (typeof LISTING_STEP_TABLE)[number];
