import * as v from 'valibot';
import { firstIssuePerField } from './inquiry';
import type { FieldProblems, ListingRulesContext } from './listing-final-schemas';
import { LISTING_STEP_TABLE, type CompletionFacts, type ListingStepRow } from './listing-step-table';

export type { FieldProblems, ListingRulesContext } from './listing-final-schemas';
export { planPaysOut } from './listing-final-schemas';

type SectionRow = Extract<ListingStepRow, { section: string }>;
type FormRow = Extract<ListingStepRow, { save: { by: 'form' } }>;

/**
 * The listing's sections in wizard order (spec §2): property/01–14, the units (unit/01 or unit/02),
 * photos (image/01) and final/01–04. Derived from the step table; the server's completion and the
 * client's resume point use exactly these keys.
 */
export type ListingStepKey = SectionRow['section'];
export const LISTING_STEP_KEYS: readonly ListingStepKey[] = [
  ...new Set(LISTING_STEP_TABLE.flatMap((row) => (row.section === null ? [] : [row.section as ListingStepKey]))),
];

/** Steps saved as one form through PUT api/v1/web/properties/{propertyId}/steps/{key}. */
export type ListingFormStepKey = FormRow['key'];
export const LISTING_FORM_STEP_KEYS: readonly ListingFormStepKey[] = LISTING_STEP_TABLE.flatMap((row) =>
  row.save.by === 'form' ? [row.key as ListingFormStepKey] : [],
);

export const isListingFormStepKey = (key: string): key is ListingFormStepKey => (LISTING_FORM_STEP_KEYS as readonly string[]).includes(key);

type SchemaOf<K extends ListingFormStepKey> = ReturnType<Extract<FormRow, { key: K }>['save']['schema']>;

/** A step's fields as they are stored and returned (the step's body without `version`). */
export type ListingStepData = { [K in ListingFormStepKey]: v.InferOutput<SchemaOf<K>> };

const formRow = (step: ListingFormStepKey) => LISTING_STEP_TABLE.find((row) => row.key === step) as FormRow;

function listingStepSchema<K extends ListingFormStepKey>(step: K, context: ListingRulesContext): SchemaOf<K> {
  return formRow(step).save.schema(context) as SchemaOf<K>;
}

/** The section's completion rule from the table (the first row that completes it). */
export function isSectionComplete(section: ListingStepKey, facts: CompletionFacts): boolean {
  const row = LISTING_STEP_TABLE.find((r) => r.section === section) as SectionRow;
  return row.isComplete(facts);
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
    const issues = firstIssuePerField(result.issues, listingStepFields(step, context));
    return { ok: false, fieldMessages: Object.fromEntries(issues.map(({ field, message }) => [field || step, message])) };
  }
  const { check } = formRow(step).save as { check?: (data: unknown, context: ListingRulesContext) => FieldProblems };
  const problems = check?.(result.output, context) ?? {};
  if (Object.keys(problems).length > 0) return { ok: false, fieldMessages: problems };
  return { ok: true, data: result.output as ListingStepData[K] };
}

/**
 * The step's fields in form order: its object schema's entries (a piped schema's first item is the
 * object). The server refuses any other field with 400, as the contract does for unknown ones.
 */
export function listingStepFields(step: ListingFormStepKey, context: ListingRulesContext): string[] {
  const schema = listingStepSchema(step, context) as { entries?: object; pipe?: { entries?: object }[] };
  return Object.keys(schema.entries ?? schema.pipe?.[0]?.entries ?? {});
}

/** True when a stored step's data passes the step's rules: completion is computed, never stored. */
export function isListingStepComplete(step: ListingFormStepKey, data: unknown, context: ListingRulesContext): boolean {
  return data !== null && data !== undefined && validateListingStep(step, data, context).ok;
}
