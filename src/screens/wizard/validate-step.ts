import type { FieldMessage, WizardListing } from '../../../machines/wizard.machine';
import type { WizardStep } from '../../../machines/wizard-steps';
import { planPaysOut, validateListingStep as checkStep, type ListingFormStepKey } from '../../rules/listing-steps';
import { loadedQuestions } from './reference-lists';

/**
 * A step's values checked with the same rules the server uses (src/rules/listing-steps.ts): the
 * first message of each field, in form order; empty when the values may be saved. Steps that save
 * nothing, and the units and photos steps (checked by their own calls), pass.
 */
export function validateListingStep(step: WizardStep, values: unknown, listing: WizardListing | null): FieldMessage[] {
  if (step.saves === null || step.saves === 'units' || step.saves === 'photos') return [];
  const context = { planPaysOut: planPaysOut(listing?.planName as string | null | undefined), questions: loadedQuestions() };
  const result = checkStep(step.saves as ListingFormStepKey, values ?? {}, context);
  return result.ok ? [] : Object.entries(result.fieldMessages).map(([field, message]) => ({ field, message }));
}
