import type { FieldMessage, WizardListing } from '../../../machines/wizard.machine';
import type { WizardStep } from '../../../machines/wizard-steps';
import { planPaysOut, validateListingStep as checkStep, type ListingFormStepKey } from '../../rules/listing-steps';
import { loadedQuestions } from './reference-lists';
import { unitsStepIssues } from './steps/unit-values';

/**
 * A step's values checked with the same rules the server uses (src/rules/listing-steps.ts): the
 * first message of each field, in form order; empty when the values may be saved. Steps that save
 * nothing, and the photos step (checked by its own calls), pass; the units step (each unit checked
 * when it is saved) only needs no unsaved unit and at least one unit, every one complete.
 */
export function validateListingStep(step: WizardStep, values: unknown, listing: WizardListing | null): FieldMessage[] {
  if (step.saves === 'units') return unitsStepIssues(values, listing);
  if (step.saves === null || step.saves === 'photos') return [];
  const context = { planPaysOut: planPaysOut(listing?.planName as string | null | undefined), questions: loadedQuestions() };
  const result = checkStep(step.saves as ListingFormStepKey, values ?? {}, context);
  return result.ok ? [] : Object.entries(result.fieldMessages).map(([field, message]) => ({ field, message }));
}
