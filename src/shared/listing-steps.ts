import * as v from 'valibot';
import { firstIssuePerField } from './inquiry';
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

export type { FieldProblems, ListingRulesContext } from './listing-final-schemas';
export { planPaysOut } from './listing-final-schemas';

/**
 * The wizard's steps in order (spec §2): property/01–14, the units step (unit/01 or unit/02),
 * photos (image/01) and final/01–04. The client's step table and the server's completion use
 * exactly these keys.
 */
export const LISTING_STEP_KEYS = [
  'propertyType',
  'location',
  'address',
  'name',
  'bookingPlan',
  'price',
  'ratePlans',
  'bathrooms',
  'policies',
  'languages',
  'parking',
  'description',
  'highlights',
  'newListingDiscount',
  'units',
  'photos',
  'payments',
  'cancellationPolicy',
  'invoice',
  'importantInfo',
] as const;
export type ListingStepKey = (typeof LISTING_STEP_KEYS)[number];

/** Steps saved as one form through PUT api/v1/web/properties/{propertyId}/{path}. Units and
 * photos have calls of their own. */
export type ListingFormStepKey = Exclude<ListingStepKey, 'units' | 'photos'>;
export const LISTING_FORM_STEP_KEYS = LISTING_STEP_KEYS.filter(
  (key): key is ListingFormStepKey => key !== 'units' && key !== 'photos',
);

/** 'ratePlans' → 'rate-plans': the step's path segment. */
export function listingStepPath(step: ListingFormStepKey): string {
  return step.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** 'ratePlans' → 'saveListingRatePlans': the contract's operationId for the step's save. */
export function listingStepOperationId(step: ListingFormStepKey): `saveListing${Capitalize<ListingFormStepKey>}` {
  return `saveListing${step.charAt(0).toUpperCase()}${step.slice(1)}` as `saveListing${Capitalize<ListingFormStepKey>}`;
}

/** Each form step's schema; payments depends on the plan, the others on nothing. */
const STEP_SCHEMAS = {
  propertyType: () => propertyTypeStepSchema,
  location: () => locationStepSchema,
  address: () => addressStepSchema,
  name: () => nameStepSchema,
  bookingPlan: () => bookingPlanStepSchema,
  price: () => priceStepSchema,
  ratePlans: () => ratePlansStepSchema,
  bathrooms: () => bathroomsStepSchema,
  policies: () => policiesStepSchema,
  languages: () => languagesStepSchema,
  parking: () => parkingStepSchema,
  description: () => descriptionStepSchema,
  highlights: () => highlightsStepSchema,
  newListingDiscount: () => newListingDiscountStepSchema,
  payments: (context: ListingRulesContext) => paymentsStepSchema(context),
  cancellationPolicy: () => cancellationPolicyStepSchema,
  invoice: () => invoiceStepSchema,
  importantInfo: () => importantInfoStepSchema,
} satisfies Record<ListingFormStepKey, (context: ListingRulesContext) => v.GenericSchema>;

/** A step's fields as they are stored and returned (the step's body without `version`). */
export type ListingStepData = { [K in ListingFormStepKey]: v.InferOutput<ReturnType<(typeof STEP_SCHEMAS)[K]>> };

function listingStepSchema<K extends ListingFormStepKey>(step: K, context: ListingRulesContext) {
  return STEP_SCHEMAS[step](context) as ReturnType<(typeof STEP_SCHEMAS)[K]>;
}

export type ListingStepValidation<K extends ListingFormStepKey> =
  | { ok: true; data: ListingStepData[K] }
  | { ok: false; fieldMessages: FieldProblems };

/**
 * One step's fields checked with the step's rules: the data to store, or the first message of each
 * field (`{ field: message }`, the 422 body's `message` and `error.fields`), in form order.
 */
export function validateListingStep<K extends ListingFormStepKey>(
  step: K,
  fields: unknown,
  context: ListingRulesContext,
): ListingStepValidation<K> {
  const result = v.safeParse(listingStepSchema(step, context), fields);
  if (!result.success) {
    const order = Object.keys(((listingStepSchema(step, context) as { entries?: object }).entries ?? {}) as object);
    const issues = firstIssuePerField(result.issues, order.length ? order : fieldOrderOf(step, context));
    return { ok: false, fieldMessages: Object.fromEntries(issues.map(({ field, message }) => [field || step, message])) };
  }
  if (step === 'importantInfo') {
    const problems = checkImportantInfoAnswers((result.output as ListingStepData['importantInfo']).answers, context);
    if (Object.keys(problems).length > 0) return { ok: false, fieldMessages: problems };
  }
  return { ok: true, data: result.output as ListingStepData[K] };
}

/** Field order of a piped object schema (its first item is the object). */
function fieldOrderOf(step: ListingFormStepKey, context: ListingRulesContext): string[] {
  const schema = listingStepSchema(step, context) as { pipe?: { entries?: object }[] };
  return Object.keys(schema.pipe?.[0]?.entries ?? {});
}

/** True when a stored step's data passes the step's rules: completion is computed, never stored. */
export function isListingStepComplete(step: ListingFormStepKey, data: unknown, context: ListingRulesContext): boolean {
  return data !== null && data !== undefined && validateListingStep(step, data, context).ok;
}
