/**
 * The listing wizard as one table (spec §2 "Listing wizard", §4 "Wizard order"; what each step
 * collects is DOMAIN.md "Wizard steps"). The steps' order, keys and routes come from
 * listing-step-routes.ts, which the router reads without this table's schemas; this file adds the
 * rest of each row, keyed by the step's key. Everything else is derived from the two:
 * - the wizard machine's order, branches, progress and resume point (machines/wizard-steps.ts);
 * - the router's wizard paths (src/app/route-paths.ts, from listing-step-routes.ts alone);
 * - the screens' registry: row `key` 'ratePlans' renders `RatePlansStep` from
 *   src/screens/wizard/steps/rate-plans-step.tsx (src/screens/wizard/step-registry.tsx);
 * - the one save operation, PUT api/v1/web/properties/{propertyId}/steps/{key}, whose body the
 *   server checks with the row's schema (src/server/modules/properties/save-listing-step.ts);
 * - the listing's completion, its first incomplete step and submit's missing sections
 *   (src/server/modules/properties/property-view.ts, submit-listing.ts).
 *
 * Adding a step touches three files: its key and route in listing-step-routes.ts, in wizard order;
 * its details here under the same key (the types refuse a key missing from either); and its
 * screen, steps/<kebab-key>-step.tsx exporting <PascalKey>Step. A form step whose data needs a place of its own in the database
 * also needs that place (listing-step-storage.ts, a migration) and its stored shape in the
 * contract's Property.steps; a step that reuses stored data, or saves through calls of its own,
 * does not.
 */
import type * as v from 'valibot';
import { MIN_LISTING_PHOTOS } from './image-uploads';
import { LISTING_STEP_ROUTES, type ListingStepRoute, type WizardStepKey } from './listing-step-routes';
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

/** What a row adds to its step's key, route and withId (listing-step-routes.ts). */
type StepDetails = {
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
const formStep = <S extends v.GenericSchema>({ schema, check, ...step }: {
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

/** Each step's details by its key; the table below puts them in the order of LISTING_STEP_ROUTES. */
const STEP_DETAILS = {
  start: {
    title: 'Get Started',
    intro: 'Three short parts: your property, its rooms and photos, then payments and policies.',
    part: null,
    section: null,
    save: { by: 'nothing' },
  },
  propertyType: formStep({
    part: 'property',
    title: 'What kind of place are you listing?',
    intro: 'The property type decides which details guests will look for.',
    missing: 'Property type: choose the type of your property',
    schema: () => propertyTypeStepSchema,
  }),
  location: formStep({
    part: 'property',
    title: 'Where is your place?',
    intro: 'Pin your property on the map so guests can see exactly where they will stay.',
    missing: 'Location: place your property on the map or type its coordinates',
    schema: () => locationStepSchema,
  }),
  address: formStep({
    part: 'property',
    title: 'Confirm your address',
    intro: 'Guests receive this address after they book, so make sure every line is right.',
    missing: 'Address: confirm the street, city, district and province',
    schema: () => addressStepSchema,
  }),
  name: formStep({
    part: 'property',
    title: 'Name your place',
    intro: 'A clear, memorable name helps your listing stand out in search results.',
    missing: 'Name: give your place a name',
    schema: () => nameStepSchema,
  }),
  bookingPlan: formStep({
    part: 'property',
    title: 'How can guests book?',
    intro: 'Choose instant booking or review each request before you accept it.',
    missing: 'Booking plan: choose instant booking or request to book',
    schema: () => bookingPlanStepSchema,
  }),
  price: formStep({
    part: 'property',
    title: 'Set your price',
    intro: 'Set the nightly price for the entire property and see what you earn after fees.',
    missing: 'Price: set the price per night',
    schema: () => priceStepSchema,
  }),
  ratePlans: formStep({
    part: 'property',
    title: 'Rate plans',
    intro: 'Offer non-refundable and weekly rates to win more bookings.',
    missing: 'Rate plans: choose your rate plans',
    schema: () => ratePlansStepSchema,
  }),
  bathrooms: formStep({
    part: 'property',
    title: 'Bathrooms',
    intro: 'Guests care about private or shared bathrooms, so tell them up front.',
    missing: 'Bathrooms: say how many bathrooms there are and who uses them',
    schema: () => bathroomsStepSchema,
  }),
  policies: formStep({
    part: 'property',
    title: 'House rules and times',
    intro: 'Check-in times and rules for children, pets, smoking and parties avoid surprises.',
    missing: 'Policies: set check-in and check-out times and the house rules',
    schema: () => policiesStepSchema,
  }),
  languages: formStep({
    part: 'property',
    title: 'Languages your staff speak',
    intro: 'Travellers feel at home when someone speaks their language.',
    missing: 'Languages: choose the languages your staff speak',
    schema: () => languagesStepSchema,
  }),
  parking: formStep({
    part: 'property',
    title: 'Parking',
    intro: 'Many guests arrive by car or tuk-tuk; tell them where to park.',
    missing: 'Parking: tell guests whether there is parking',
    schema: () => parkingStepSchema,
  }),
  description: formStep({
    part: 'property',
    title: 'Describe your place',
    intro: 'Paint a picture of the space and the neighbourhood in your own words.',
    missing: 'Description: describe your place in 100 to 2000 characters',
    schema: () => descriptionStepSchema,
  }),
  highlights: formStep({
    part: 'property',
    title: 'Highlights',
    intro: 'Pick up to five highlights that make your place special.',
    missing: 'Highlights: choose up to 5 highlights',
    schema: () => highlightsStepSchema,
  }),
  newListingDiscount: formStep({
    part: 'property',
    title: 'New listing discount',
    intro: 'A welcome discount helps new listings earn their first reviews quickly.',
    missing: 'New listing discount: choose whether to offer it',
    schema: () => newListingDiscountStepSchema,
  }),
  entirePlaceUnits: {
    title: 'Rooms and beds',
    intro: 'Beds, guests and amenities for each unit tell guests what they are booking.',
    ...UNITS_SECTION,
    forRoomOrHomeStay: false,
  },
  roomUnits: {
    title: 'Your room',
    intro: 'Describe the room guests will stay in, its beds and its nightly price.',
    ...UNITS_SECTION,
    forRoomOrHomeStay: true,
  },
  photos: {
    title: 'Photos',
    intro: 'Listings with five or more bright photos receive far more bookings.',
    part: 'rooms',
    section: 'photos',
    missing: 'Photos: upload at least 5 photos',
    save: { by: 'itself' },
    isComplete: enoughPhotos,
  },
  payments: formStep({
    part: 'payments',
    title: 'How you get paid',
    intro: 'See how your plan collects payments and where your payouts go.',
    missing: 'Payments: enter how you get paid',
    schema: (context) => paymentsStepSchema(context),
  }),
  cancellationPolicy: formStep({
    part: 'payments',
    title: 'Cancellation policy',
    intro: 'A clear cancellation policy builds trust before guests book.',
    missing: 'Cancellation policy: choose one',
    schema: () => cancellationPolicyStepSchema,
  }),
  invoice: formStep({
    part: 'payments',
    title: 'Name on invoice',
    intro: 'This is the legal name and address that appears on guest invoices.',
    missing: 'Invoice: enter the name that appears on the invoice',
    schema: () => invoiceStepSchema,
  }),
  importantInfo: formStep({
    part: 'payments',
    title: 'Important information',
    intro: 'A few final answers, such as your tourism registration, before you submit.',
    missing: 'Important info: answer the questions and accept the terms',
    schema: () => importantInfoStepSchema,
    check: (data, context) => checkImportantInfoAnswers(data.answers, context),
  }),
  finish: {
    title: 'Review and submit',
    intro: 'Check every section and submit your listing for review.',
    part: null,
    section: null,
    save: { by: 'nothing' },
  },
  complete: {
    title: 'Submitted for review',
    intro: 'Our team reviews new listings within two working days; we will email you the result.',
    part: null,
    section: null,
    save: { by: 'nothing' },
  },
} as const satisfies { readonly [K in WizardStepKey]: StepDetails };

type StepDetailsOf<K extends WizardStepKey> = (typeof STEP_DETAILS)[K];

/** One row as the table builds it: the step's key, route and withId, its section, and its details. */
type RowOf<K extends WizardStepKey> = Extract<ListingStepRoute, { key: K }> &
  (StepDetailsOf<K> extends { save: { by: 'form' } } ? { section: K } : unknown) &
  StepDetailsOf<K>;

export type ListingStepRow = { [K in WizardStepKey]: RowOf<K> }[WizardStepKey];

/** The wizard's steps in order, one row each: the routes module's row with the step's details. */
export const LISTING_STEP_TABLE = LISTING_STEP_ROUTES.map(({ key, route, withId }) => {
  const details: StepDetails = STEP_DETAILS[key];
  return { key, route, withId, ...(details.save.by === 'form' ? { section: key } : {}), ...details };
  // The map loses which key goes with which details; RowOf<K> states it for each key.
}) as readonly ListingStepRow[];
