import { i18n } from '@lingui/core';
import type { FieldMessage, WizardListing, WizardUnitEditorRef } from '../../../machines/wizard.machine';
import { textIn } from '../../../machines/ui-text';
import type { WizardStep } from '../../../machines/wizard-steps';

/** What every step body gets from the wizard shell. */
export type StepBodyProps<V = unknown> = {
  step: WizardStep;
  listing: WizardListing | null;
  /** The values being edited: unsaved ones first, else what the listing has saved. */
  values: V;
  issues: FieldMessage[];
  /** Every edit goes to the wizard machine, which keeps it until it is saved. */
  onChange: (values: V) => void;
  /**
   * For a step that saves by itself (units, photos): hand the wizard the listing the server
   * answered with (new version and completion). The shell sends 'wizard.listingChanged'.
   */
  onListingChange?: (listing: WizardListing) => void;
  /** On a units step: the wizard's child that edits the units (null until the listing is loaded). */
  unitEditor?: WizardUnitEditorRef | null;
};

/**
 * The saved data of a step, from the listing's `steps`; on a live listing, the host's change
 * waiting for review of that step if there is one (they go on from what they proposed).
 */
export function savedStep<T>(listing: WizardListing | null, key: string): T | null {
  const pending = (listing?.pendingChanges as { step: string; state: string; values: unknown }[] | undefined)?.find(
    (change) => change.step === key && change.state === 'pending',
  );
  if (pending) return pending.values as T;
  const steps = listing?.steps as Record<string, unknown> | undefined;
  return (steps?.[key] as T | null | undefined) ?? null;
}

/** The message of one field, if it has one, in the active language (the steps render again when it changes). */
export const problemOf = (issues: FieldMessage[], field: string): string | null =>
  textIn(i18n, issues.find((issue) => issue.field === field)?.message);
