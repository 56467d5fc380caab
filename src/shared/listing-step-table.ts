/**
 * The listing wizard as one table (spec §2 "Listing wizard", §4 "Wizard order"; what each step
 * collects is DOMAIN.md "Wizard steps"). Each row of STEP_DETAILS below is one step: its key, its
 * route and everything else about it. The wizard's order is the rows' order in STEP_DETAILS (an
 * object keeps its keys in the order they were written when none looks like an integer, and no step
 * key does). Everything else is derived from the table:
 * - the wizard machine's order, branches, progress and resume point (machines/wizard-steps.ts);
 * - the screens' registry: row `key` 'ratePlans' renders `RatePlansStep` from
 *   src/screens/wizard/steps/rate-plans-step.tsx (src/screens/wizard/step-registry.tsx);
 * - the one save operation, PUT api/v1/web/properties/{propertyId}/steps/{key}, whose body the
 *   server checks with the row's schema (src/server/modules/properties/save-listing-step.ts);
 * - the listing's completion, its first incomplete step and submit's missing sections
 *   (src/server/modules/properties/property-view.ts, submit-listing.ts).
 * The router does not read this table (it would put the step schemas and valibot into every page's
 * first load): src/app/route-paths.ts registers one route pattern per part ('/property/:step/…'),
 * and the wizard shell answers a route no row has with the not-found screen. A test holds every
 * row's route to exactly one of those patterns (tests/unit/shared/listing-step-table.test.ts).
 *
 * Adding a step touches two files: its row here, in wizard order, with its route; and its screen,
 * steps/<kebab-key>-step.tsx exporting <PascalKey>Step. Only a step in a new part (a route whose
 * first segment no pattern has) also needs its pattern in route-paths.ts; a form step whose blank
 * form is more than its saved data may add its initial values to step-registry.tsx (optional: it
 * otherwise starts from its saved data). A form step whose data needs a place of its own in the
 * database also needs that place (listing-step-storage.ts, a migration) and its stored shape in the
 * contract's Property.steps; a step that reuses stored data, or saves through calls of its own,
 * does not.
 */
import type * as v from 'valibot';
import { MIN_LISTING_PHOTOS } from './image-uploads';
import {
  cancellationPolicyStepSchema,
  checkImportantInfoAnswers,
  importantInfoStepSchema,
  invoiceStepSchema,
  paymentsStepSchema,
  type FieldProblems,
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
  | {
      by: 'form';
      schema: (context: ListingRulesContext) => v.GenericSchema;
      /** What the schema cannot see on its own (e.g. answers against the reference questions). */
      check?: (data: never, context: ListingRulesContext) => FieldProblems;
    }
  | { by: 'itself' }
  | { by: 'nothing' };

/** A row of the table, under its step's key. */
type StepDetails = {
  /** The step's route without the property id, e.g. 'property/02' (also the step's id in the machine). */
  route: string;
  title: string;
  /** One line under the title: why the step matters to the host. */
  intro: string;
  part: WizardPart | null;
  /** What submit says when the section is incomplete (spec text; 422 `error.fields[section]`). */
  missing?: string;
  /** The section's completion rule (rows sharing a section share the rule). */
  isComplete?: (facts: CompletionFacts) => boolean;
  /** The units steps: unit/01 for entire places, unit/02 for rooms and homestays. */
  forRoomOrHomeStay?: boolean;
} & (
  | {
      save: Extract<StepSave, { by: 'form' }>;
      /** A form step completes the section named by its own key (added when the table is built). */
      section?: never;
    }
  | {
      save: Exclude<StepSave, { by: 'form' }>;
      /** The listing section the step completes (`Property.completion`); null when it completes none. */
      section: string | null;
    }
);

const formIsValid = ({ formValid }: CompletionFacts) => formValid;
const everyUnitComplete = ({ units }: CompletionFacts) => units.length > 0 && units.every((unit) => unit.complete);
const enoughPhotos = ({ photoCount }: CompletionFacts) => photoCount >= MIN_LISTING_PHOTOS;

/** A step saved as one form: its key is also its section, complete when its stored data passes the schema. */
const formStep = <R extends string, S extends v.GenericSchema>({ schema, check, ...step }: {
  route: R;
  part: WizardPart;
  title: string;
  intro: string;
  missing: string;
  schema: (context: ListingRulesContext) => S;
  check?: (data: v.InferOutput<S>, context: ListingRulesContext) => FieldProblems;
}) => ({
  ...step,
  save: { by: 'form' as const, schema, ...(check ? { check } : {}) },
  isComplete: formIsValid,
});

/** What the two units steps share: one section, saved unit by unit as the host goes. */
const UNITS_SECTION = {
  part: 'rooms',
  section: 'units',
  missing: 'Rooms: add every room or unit guests can book, with its beds and guests',
  save: { by: 'itself' },
  isComplete: everyUnitComplete,
} as const;

/** The steps in wizard order (the order of the rows here), each under its key. */
const STEP_DETAILS = {
  start: {
    route: 'start',
    title: 'Get Started',
    intro: 'Three short parts: your property, its rooms and photos, then payments and policies.',
    part: null,
    section: null,
    save: { by: 'nothing' },
  },
  propertyType: formStep({
    route: 'property/01',
    part: 'property',
    title: 'What kind of place are you listing?',
    intro: 'The property type decides which details guests will look for.',
    missing: 'Property type: choose the type of your property',
    schema: () => propertyTypeStepSchema,
  }),
  location: formStep({
    route: 'property/02',
    part: 'property',
    title: 'Where is your place?',
    intro: 'Pin your property on the map so guests can see exactly where they will stay.',
    missing: 'Location: place your property on the map or type its coordinates',
    schema: () => locationStepSchema,
  }),
  address: formStep({
    route: 'property/03',
    part: 'property',
    title: 'Confirm your address',
    intro: 'Guests receive this address after they book, so make sure every line is right.',
    missing: 'Address: confirm the street, city, district and province',
    schema: () => addressStepSchema,
  }),
  name: formStep({
    route: 'property/04',
    part: 'property',
    title: 'Name your place',
    intro: 'A clear, memorable name helps your listing stand out in search results.',
    missing: 'Name: give your place a name',
    schema: () => nameStepSchema,
  }),
  bookingPlan: formStep({
    route: 'property/05',
    part: 'property',
    title: 'How can guests book?',
    intro: 'Choose instant booking or review each request before you accept it.',
    missing: 'Booking plan: choose instant booking or request to book',
    schema: () => bookingPlanStepSchema,
  }),
  price: formStep({
    route: 'property/06',
    part: 'property',
    title: 'Set your price',
    intro: 'Set the nightly price for the entire property and see what you earn after fees.',
    missing: 'Price: set the price per night',
    schema: () => priceStepSchema,
  }),
  ratePlans: formStep({
    route: 'property/07',
    part: 'property',
    title: 'Rate plans',
    intro: 'Offer non-refundable and weekly rates to win more bookings.',
    missing: 'Rate plans: choose your rate plans',
    schema: () => ratePlansStepSchema,
  }),
  bathrooms: formStep({
    route: 'property/08',
    part: 'property',
    title: 'Bathrooms',
    intro: 'Guests care about private or shared bathrooms, so tell them up front.',
    missing: 'Bathrooms: say how many bathrooms there are and who uses them',
    schema: () => bathroomsStepSchema,
  }),
  policies: formStep({
    route: 'property/09',
    part: 'property',
    title: 'House rules and times',
    intro: 'Check-in times and rules for children, pets, smoking and parties avoid surprises.',
    missing: 'Policies: set check-in and check-out times and the house rules',
    schema: () => policiesStepSchema,
  }),
  languages: formStep({
    route: 'property/10',
    part: 'property',
    title: 'Languages your staff speak',
    intro: 'Travellers feel at home when someone speaks their language.',
    missing: 'Languages: choose the languages your staff speak',
    schema: () => languagesStepSchema,
  }),
  parking: formStep({
    route: 'property/11',
    part: 'property',
    title: 'Parking',
    intro: 'Many guests arrive by car or tuk-tuk; tell them where to park.',
    missing: 'Parking: tell guests whether there is parking',
    schema: () => parkingStepSchema,
  }),
  description: formStep({
    route: 'property/12',
    part: 'property',
    title: 'Describe your place',
    intro: 'Paint a picture of the space and the neighbourhood in your own words.',
    missing: 'Description: describe your place in 100 to 2000 characters',
    schema: () => descriptionStepSchema,
  }),
  highlights: formStep({
    route: 'property/13',
    part: 'property',
    title: 'Highlights',
    intro: 'Pick up to five highlights that make your place special.',
    missing: 'Highlights: choose up to 5 highlights',
    schema: () => highlightsStepSchema,
  }),
  newListingDiscount: formStep({
    route: 'property/14',
    part: 'property',
    title: 'New listing discount',
    intro: 'A welcome discount helps new listings earn their first reviews quickly.',
    missing: 'New listing discount: choose whether to offer it',
    schema: () => newListingDiscountStepSchema,
  }),
  entirePlaceUnits: {
    route: 'unit/01',
    title: 'Rooms and beds',
    intro: 'Beds, guests and amenities for each unit tell guests what they are booking.',
    ...UNITS_SECTION,
    forRoomOrHomeStay: false,
  },
  roomUnits: {
    route: 'unit/02',
    title: 'Your room',
    intro: 'Describe the room guests will stay in, its beds and its nightly price.',
    ...UNITS_SECTION,
    forRoomOrHomeStay: true,
  },
  photos: {
    route: 'image/01',
    title: 'Photos',
    intro: 'Listings with five or more bright photos receive far more bookings.',
    part: 'rooms',
    section: 'photos',
    missing: 'Photos: upload at least 5 photos',
    save: { by: 'itself' },
    isComplete: enoughPhotos,
  },
  payments: formStep({
    route: 'final/01',
    part: 'payments',
    title: 'How you get paid',
    intro: 'See how your plan collects payments and where your payouts go.',
    missing: 'Payments: enter how you get paid',
    schema: (context) => paymentsStepSchema(context),
  }),
  cancellationPolicy: formStep({
    route: 'final/02',
    part: 'payments',
    title: 'Cancellation policy',
    intro: 'A clear cancellation policy builds trust before guests book.',
    missing: 'Cancellation policy: choose one',
    schema: () => cancellationPolicyStepSchema,
  }),
  invoice: formStep({
    route: 'final/03',
    part: 'payments',
    title: 'Name on invoice',
    intro: 'This is the legal name and address that appears on guest invoices.',
    missing: 'Invoice: enter the name that appears on the invoice',
    schema: () => invoiceStepSchema,
  }),
  importantInfo: formStep({
    route: 'final/04',
    part: 'payments',
    title: 'Important information',
    intro: 'A few final answers, such as your tourism registration, before you submit.',
    missing: 'Important info: answer the questions and accept the terms',
    schema: () => importantInfoStepSchema,
    check: (data, context) => checkImportantInfoAnswers(data.answers, context),
  }),
  finish: {
    route: 'main/finish',
    title: 'Review and submit',
    intro: 'Check every section and submit your listing for review.',
    part: null,
    section: null,
    save: { by: 'nothing' },
  },
  complete: {
    route: 'complete',
    title: 'Submitted for review',
    intro: 'Our team reviews new listings within two working days; we will email you the result.',
    part: null,
    section: null,
    save: { by: 'nothing' },
  },
} as const satisfies Record<string, StepDetails>;

/**
 * Every step's key, the intro and the end included: the screen is <PascalKey>Step and a form step
 * saves through PUT …/steps/{key}. (Not listing-steps.ts's ListingStepKey, which names the
 * listing's sections.)
 */
export type WizardStepKey = keyof typeof STEP_DETAILS;

/** Only the intro and the type step come before the listing exists; every other route carries its id. */
const BEFORE_THE_LISTING: ReadonlySet<WizardStepKey> = new Set<WizardStepKey>(['start', 'propertyType']);

type StepDetailsOf<K extends WizardStepKey> = (typeof STEP_DETAILS)[K];

/** One row as the table builds it: the step's key, withId and section, with its row's details. */
type RowOf<K extends WizardStepKey> = {
  key: K;
  /** Whether the route carries the property id: '/property/02/:propertyId' but '/start'. */
  withId: boolean;
} & (StepDetailsOf<K> extends { save: { by: 'form' } } ? { section: K } : unknown) &
  StepDetailsOf<K>;

export type ListingStepRow = { [K in WizardStepKey]: RowOf<K> }[WizardStepKey];

/** The wizard's steps in order, one row each: its key, withId and section, with the row's details. */
export const LISTING_STEP_TABLE = (Object.keys(STEP_DETAILS) as WizardStepKey[]).map((key) => {
  const details: StepDetails = STEP_DETAILS[key];
  return { key, withId: !BEFORE_THE_LISTING.has(key), ...(details.save.by === 'form' ? { section: key } : {}), ...details };
  // The map loses which key goes with which details; RowOf<K> states it for each key.
}) as readonly ListingStepRow[];
