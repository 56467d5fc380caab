import { render } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { vi, type Mock } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { FieldMessage, WizardListing } from '../../machines/wizard.machine';
import { stepById } from '../../machines/wizard-steps';
import { LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import type { StepBodyProps } from '../../src/screens/wizard/step-types';
import type { UnitsStepValues } from '../../machines/unit-values';
import { wizardWithEffects } from '../../src/screens/wizard/wizard-effects';

type Options = { values?: UnitsStepValues; listing: WizardListing; issues?: FieldMessage[]; onListingChange?: (listing: WizardListing) => void };

/**
 * Renders a units step as the wizard shell does: the wizard (with the app's effects; the API
 * calls are the test's mocks) opens the step for `listing`, which runs the unit editor as its
 * child, and the step renders that child. `onChange` records what the wizard keeps for the step
 * (the open unit) and `onListingChange` every listing it takes from the editor. A unit left open
 * (`values.editing`) is kept by the wizard and resumed when the host comes back to the step.
 */
export async function renderUnitsStep(
  stepId: 'unit/01' | 'unit/02',
  Body: ComponentType<StepBodyProps<UnitsStepValues>>,
  loadListing: Mock,
  { values, listing, issues = [], onListingChange = vi.fn() }: Options,
) {
  const step = stepById(stepId)!;
  // Every earlier step complete, so the wizard may open the units step.
  const opened = { ...listing, completion: Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, true])) };
  loadListing.mockResolvedValueOnce(opened);
  const actor = createActor(wizardWithEffects(vi.fn())).start();
  actor.send({ type: 'wizard.visit', stepId, propertyId: listing.id });
  await waitFor(actor, (s) => s.context.unitEditor !== null);
  if (values?.editing) {
    actor.send({ type: 'wizard.edit', values });
    actor.send({ type: 'wizard.visit', stepId: 'property/14', propertyId: listing.id });
    actor.send({ type: 'wizard.visit', stepId, propertyId: listing.id });
  }

  const onChange = vi.fn<(values: UnitsStepValues) => void>();
  let kept = actor.getSnapshot().context.edits[stepId];
  let current = actor.getSnapshot().context.listing;
  actor.subscribe(({ context }) => {
    if (context.edits[stepId] !== kept) onChange((kept = context.edits[stepId]) as UnitsStepValues);
    if (context.listing !== current && context.listing) onListingChange((current = context.listing));
  });

  function Harness() {
    const shown = useSelector(actor, (s) => s.context.listing);
    const unitEditor = useSelector(actor, (s) => s.context.unitEditor);
    const edited = useSelector(actor, (s) => s.context.edits[stepId]) as UnitsStepValues | undefined;
    return (
      <div data-wizard-form="">
        <Body step={step} listing={shown} values={edited ?? { editing: null }} issues={issues} onChange={vi.fn()} unitEditor={unitEditor} />
      </div>
    );
  }
  const view = render(<Harness />);
  return { ...view, actor, onChange };
}
