import type { WizardListing } from '../../../machines/wizard.machine';
import { stepById, type WizardStep } from '../../../machines/wizard-steps';
import { initialValues } from './step-registry';

/** JSON with every object's keys sorted, so two forms holding the same values compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The steps whose typed values the listing does not hold yet: the wizard keeps each step's edits
 * until its Next saves them, so these are what leaving the wizard would drop. A step typed back to
 * what the listing already holds is not one of them.
 */
export function unsavedSteps(edits: Record<string, unknown>, listing: WizardListing | null): WizardStep[] {
  return Object.entries(edits).flatMap(([id, values]) => {
    const step = stepById(id);
    if (!step || step.saves === null) return [];
    return canonical(values) === canonical(initialValues(step, listing)) ? [] : [step];
  });
}
