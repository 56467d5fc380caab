import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { wizardMachine, wizardUnitEditor, type WizardListing } from '../../../machines/wizard.machine';
import type { SaveUnitRequest } from '../../../machines/unit-editor.machine';
import { LISTING_STEP_KEYS } from '../../../src/shared/listing-steps';
import { blankUnit, type UnitValues } from '../../../machines/unit-values';

/** A listing whose every step is complete, so each step may be opened. */
const listing = (patch: Partial<WizardListing> = {}): WizardListing => ({
  id: 41,
  version: 3,
  status: 'draft',
  planId: 1,
  isPropertyTypeRoomOrHomeStay: false,
  completion: Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, true])),
  units: [],
  ...patch,
});

const apartment: UnitValues = { ...blankUnit(), name: 'Sea view apartment', unitCategoryId: 3, guestCount: 4, bedrooms: [{ beds: [{ bedroomTypeId: 1, count: 2 }] }] };

function start(saveStep: () => Promise<WizardListing> = async () => listing({ version: 9 })) {
  const calls = {
    load: vi.fn(async () => listing()),
    saveUnit: vi.fn(async ({ listing: l }: SaveUnitRequest) => ({ ...l, version: l.version + 1, units: [{ id: 9, name: 'Sea view apartment' }] })),
  };
  const actor = createActor(
    wizardMachine.provide({
      actors: {
        loadListing: fromPromise(() => calls.load()),
        validateStep: fromPromise(async () => {}),
        saveStep: fromPromise(() => saveStep()),
        unitEditor: wizardUnitEditor.provide({
          actors: {
            saveUnit: fromPromise(({ input }) => calls.saveUnit(input)),
            loadListing: fromPromise(() => calls.load()),
          },
        }),
      },
    }),
  ).start();
  const visit = (stepId: string) => actor.send({ type: 'wizard.visit', stepId, propertyId: 41 });
  const editor = () => actor.getSnapshot().context.unitEditor;
  return { actor, calls, visit, editor };
}

describe('the unit editor as the wizard’s child', () => {
  it('runs on a units step only, and stops when the host leaves it', async () => {
    const { actor, visit, editor } = start();
    visit('property/14');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(editor()).toBeNull();
    visit('unit/01');
    const child = editor();
    expect(child?.getSnapshot().context).toMatchObject({ isRoomOrHomeStay: false, currency: 'USD', listing: { id: 41, version: 3 } });
    visit('image/01');
    expect(editor()).toBeNull();
    expect(child?.getSnapshot().status).toBe('stopped');
  });

  it('keeps the open unit with the step, so Next can warn and coming back resumes it', async () => {
    const { actor, visit, editor } = start();
    visit('unit/01');
    await waitFor(actor, (s) => s.context.unitEditor !== null);
    editor()!.send({ type: 'unit.add' });
    editor()!.send({ type: 'unit.change', values: apartment });
    expect(actor.getSnapshot().context.edits['unit/01']).toEqual({ editing: { unitId: null, values: apartment } });
    visit('property/14');
    visit('unit/01');
    expect(editor()!.getSnapshot().value).toBe('editing');
    expect(editor()!.getSnapshot().context.editing).toEqual({ unitId: null, values: apartment });
  });

  it('takes the listing each unit save answers with, and the open unit closes', async () => {
    const { actor, calls, visit, editor } = start();
    visit('unit/01');
    await waitFor(actor, (s) => s.context.unitEditor !== null);
    editor()!.send({ type: 'unit.add' });
    editor()!.send({ type: 'unit.change', values: apartment });
    editor()!.send({ type: 'unit.save' });
    await waitFor(actor, (s) => s.context.listing?.version === 4);
    expect(calls.saveUnit).toHaveBeenCalledWith(expect.objectContaining({ listing: expect.objectContaining({ version: 3 }), unitId: null }));
    expect(actor.getSnapshot().context.edits['unit/01']).toEqual({ editing: null });
  });

  it('hands the editor the listing the wizard reloads after a conflict on Next', async () => {
    const { actor, calls, visit, editor } = start(() => Promise.reject({ success: false, httpStatus: 409, message: 'This listing changed in another window.' }));
    visit('unit/01');
    await waitFor(actor, (s) => s.context.unitEditor !== null);
    const child = editor();
    actor.send({ type: 'wizard.next', values: { editing: null } });
    await waitFor(actor, (s) => s.matches('conflict'));
    calls.load.mockResolvedValueOnce(listing({ version: 7, units: [{ id: 12, name: 'Garden cottage' }] }));
    actor.send({ type: 'wizard.reload' });
    await waitFor(actor, (s) => s.matches('editing'));
    // The same editor, now showing the reloaded listing's units.
    expect(editor()).toBe(child);
    expect(child!.getSnapshot().context.listing).toMatchObject({ version: 7, units: [{ id: 12 }] });
  });
});
