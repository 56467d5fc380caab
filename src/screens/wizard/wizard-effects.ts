import { fromPromise } from 'xstate';
import { wizardMachine, wizardUnitEditor } from '../../../machines/wizard.machine';
import { findDraftListing } from '../../api/listing-calls';
import { deleteUnit, loadListing, saveListingStep, saveUnit, submitListing, withdrawListing } from '../../api/listing-wizard-calls';
import { notifyError, notifyWarning } from '../../app/notify';
import { validateListingStep } from './validate-step';

/**
 * Focuses the input named after a problem's field; for an item of a list ('languageIds.2',
 * 'bedrooms.0.beds') with no input of its own, the nearest one up the path.
 */
function focusField(field: string): void {
  // Quotes and backslashes escaped by hand: field names are ours, and CSS.escape is not everywhere (jsdom).
  const named = (name: string) => document.querySelector<HTMLElement>(`[data-wizard-form] [name="${name.replace(/["\\]/g, '\\$&')}"]`);
  const parts = field.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const control = named(parts.slice(0, length).join('.'));
    if (control) return void control.focus();
  }
}

/**
 * The wizard with the app's effects: the API calls, the toasts, focus and navigation. Its child,
 * the units step's editor, gets its calls here too, so no screen wires machines together.
 */
export function wizardWithEffects(navigate: (to: string) => void) {
  return wizardMachine.provide({
    actors: {
      loadListing: fromPromise(({ input }) => loadListing(input.propertyId)),
      validateStep: fromPromise(async ({ input }) => {
        const issues = validateListingStep(input.step, input.values, input.listing);
        if (issues.length > 0) throw issues;
      }),
      saveStep: fromPromise(({ input }) => saveListingStep(input)),
      submitListing: fromPromise(({ input }) => submitListing(input.listing)),
      findDraft: fromPromise(async () => {
        const draft = await findDraftListing();
        return draft ? { id: draft.id } : null;
      }),
      withdrawListing: fromPromise(({ input }) => withdrawListing(input.listing)),
      unitEditor: wizardUnitEditor.provide({
        actors: {
          saveUnit: fromPromise(({ input }) => saveUnit(input)),
          deleteUnit: fromPromise(({ input }) => deleteUnit(input)),
          loadListing: fromPromise(({ input }) => loadListing(input.propertyId)),
        },
        actions: {
          // After the form re-renders with the problems.
          focusFirstProblem: (_, { field }) => void setTimeout(() => focusField(field), 0),
          toastError: (_, { message }) => void notifyError(message),
        },
      }),
    },
    actions: {
      navigate: (_, { to }) => navigate(to),
      // After this transition has settled: the leave guard then reads the wizard without the edits just saved.
      leave: (_, { to }) => void setTimeout(() => navigate(to), 0),
      toastWarning: (_, { message }) => void notifyWarning(message),
      toastError: (_, { message }) => void notifyError(message),
      focusFirstProblem: (_, { field }) => void requestAnimationFrame(() => focusField(field)),
    },
  });
}
