import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { unitEditorMachine, type DeleteUnitRequest, type SaveUnitRequest, type UnitEditorInput } from '../../../machines/unit-editor.machine';
import type { WizardListing } from '../../../machines/wizard.machine';
import { LISTING_MESSAGES as M } from '../../../src/shared/listing-messages';
import { blankUnit, type ListingUnit, type UnitValues } from '../../../machines/unit-values';

const villa: ListingUnit = {
  id: 9,
  name: 'Whole villa',
  unitCategoryId: 2,
  guestCount: 6,
  sizeSqm: 180,
  pricePerNight: null,
  bedrooms: [{ beds: [{ bedroomTypeId: 1, count: 1 }] }, { beds: [{ bedroomTypeId: 2, count: 2 }] }],
  amenityIds: [3, 4],
  complete: true,
};

function listing(patch: Partial<WizardListing> = {}): WizardListing {
  return { id: 41, version: 3, status: 'draft', planId: 1, isPropertyTypeRoomOrHomeStay: false, completion: {}, units: [villa], ...patch };
}

const apartment: UnitValues = {
  ...blankUnit(),
  name: 'Sea view apartment',
  unitCategoryId: 3,
  guestCount: 4,
  sizeSqm: 70,
  pricePerNight: 99,
  bedrooms: [{ beds: [{ bedroomTypeId: 1, count: 2 }] }],
  amenityIds: [5],
};

const conflict = { success: false, httpStatus: 409, message: 'This listing was changed elsewhere. Reload it to continue.' };

type Fakes = {
  save?: (request: SaveUnitRequest) => Promise<WizardListing>;
  remove?: (request: DeleteUnitRequest) => Promise<WizardListing>;
  load?: () => Promise<WizardListing>;
};

function start(input: Partial<UnitEditorInput> = {}, fakes: Fakes = {}) {
  const calls = {
    save: vi.fn(fakes.save ?? (async ({ listing: l }: SaveUnitRequest) => ({ ...l, version: l.version + 1 }))),
    remove: vi.fn(fakes.remove ?? (async ({ listing: l }: DeleteUnitRequest) => ({ ...l, version: l.version + 1, units: [] }))),
    load: vi.fn(fakes.load ?? (async () => listing({ version: 7 }))),
  };
  const effects = { listingChanged: vi.fn(), focusFirstProblem: vi.fn(), toastError: vi.fn() };
  const actor = createActor(
    unitEditorMachine.provide({
      actors: {
        saveUnit: fromPromise(({ input: request }) => calls.save(request)),
        deleteUnit: fromPromise(({ input: request }) => calls.remove(request)),
        loadListing: fromPromise(() => calls.load()),
      },
      actions: {
        listingChanged: (_, { listing: l }) => effects.listingChanged(l),
        focusFirstProblem: (_, { field }) => effects.focusFirstProblem(field),
        toastError: (_, { message }) => effects.toastError(message),
      },
    }),
    { input: { listing: listing(), isRoomOrHomeStay: false, currency: 'USD', ...input } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, calls, effects, settled, state, context };
}

describe('unitEditorMachine', () => {
  it('starts at the list, or at the form of a unit still being edited', () => {
    expect(start().state()).toBe('list');
    const resumed = start({ editing: { unitId: null, values: apartment } });
    expect(resumed.state()).toBe('editing');
    expect(resumed.context().editing?.values.name).toBe('Sea view apartment');
  });

  it('Add opens a blank form for a new unit', () => {
    const { actor, state, context } = start();
    actor.send({ type: 'unit.add' });
    expect(state()).toBe('editing');
    expect(context().editing).toEqual({ unitId: null, values: blankUnit() });
  });

  it("Edit opens the form with the saved unit's values", () => {
    const { actor, state, context } = start();
    actor.send({ type: 'unit.edit', unitId: 9 });
    expect(state()).toBe('editing');
    expect(context().editing?.unitId).toBe(9);
    expect(context().editing?.values).toMatchObject({ name: 'Whole villa', unitCategoryId: 2, guestCount: 6, sizeSqm: 180, amenityIds: [3, 4] });
    expect(context().editing?.values.bedrooms).toHaveLength(2);
  });

  it('keeps every change; Discard closes the form without saving', () => {
    const { actor, state, context, calls } = start();
    actor.send({ type: 'unit.add' });
    actor.send({ type: 'unit.change', values: apartment });
    expect(context().editing).toEqual({ unitId: null, values: apartment });
    actor.send({ type: 'unit.discard' });
    expect(state()).toBe('list');
    expect(context().editing).toBeNull();
    expect(calls.save).not.toHaveBeenCalled();
  });

  it('does not save a unit that fails the unit rules: messages by field, the first one focused', () => {
    const { actor, state, context, calls, effects } = start();
    actor.send({ type: 'unit.add' });
    actor.send({ type: 'unit.save' });
    expect(state()).toBe('editing');
    expect(calls.save).not.toHaveBeenCalled();
    const fields = context().issues.map((issue) => issue.field);
    expect(fields[0]).toBe('name');
    expect(fields).toEqual(expect.arrayContaining(['unitCategoryId', 'guestCount', 'bedrooms.0.beds.0.bedroomTypeId']));
    expect(context().issues[0].message).toBe(M.unitNameRequired);
    expect(effects.focusFirstProblem).toHaveBeenCalledWith('name');
  });

  it("does not save a room priced below the homestay's 'from' price or below the currency's floor", () => {
    const homestay = listing({ isPropertyTypeRoomOrHomeStay: true, units: [], steps: { price: { currency: 'LKR', pricePerNight: 9_000, monthlyRate: null } } });
    const room = { ...apartment, unitCategoryId: null, pricePerNight: 8_500 };
    const { actor, context, calls } = start({ listing: homestay, isRoomOrHomeStay: true, currency: 'LKR', editing: { unitId: null, values: room } });
    actor.send({ type: 'unit.save' });
    expect(calls.save).not.toHaveBeenCalled();
    expect(context().issues).toEqual([{ field: 'pricePerNight', message: M.roomPriceBelowListing }]);

    const unpriced = listing({ isPropertyTypeRoomOrHomeStay: true, units: [], steps: {} });
    const cheap = start({ listing: unpriced, isRoomOrHomeStay: true, currency: 'LKR', editing: { unitId: null, values: { ...room, pricePerNight: 45 } } });
    cheap.actor.send({ type: 'unit.save' });
    expect(cheap.context().issues).toEqual([{ field: 'pricePerNight', message: M.priceTooLow }]);
  });

  it('saves a new unit (no price for an entire place), hands the wizard the new listing and returns to the list', async () => {
    const { actor, state, context, calls, effects, settled } = start();
    actor.send({ type: 'unit.add' });
    actor.send({ type: 'unit.change', values: apartment });
    actor.send({ type: 'unit.save' });
    expect(state()).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(calls.save).toHaveBeenCalledWith({
      listing: expect.objectContaining({ id: 41, version: 3 }),
      unitId: null,
      unit: { ...apartment, pricePerNight: null },
    });
    expect(state()).toBe('list');
    expect(context().editing).toBeNull();
    expect(context().listing.version).toBe(4);
    expect(effects.listingChanged).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
  });

  it('saves an edited unit by its id', async () => {
    const { actor, calls, settled } = start();
    actor.send({ type: 'unit.edit', unitId: 9 });
    actor.send({ type: 'unit.save' });
    await settled();
    expect(calls.save.mock.calls[0][0]).toMatchObject({ unitId: 9, unit: { name: 'Whole villa' } });
  });

  it('a room needs its own price and exactly one bedroom', async () => {
    const { actor, context, calls, settled } = start({ isRoomOrHomeStay: true, currency: 'LKR' });
    actor.send({ type: 'unit.add' });
    actor.send({ type: 'unit.change', values: { ...apartment, unitCategoryId: null, pricePerNight: null, bedrooms: [...apartment.bedrooms, ...apartment.bedrooms] } });
    actor.send({ type: 'unit.save' });
    expect(context().issues).toEqual(
      expect.arrayContaining([
        { field: 'pricePerNight', message: M.priceRequired },
        { field: 'bedrooms', message: M.roomHasOneBedroom },
      ]),
    );
    actor.send({ type: 'unit.change', values: { ...apartment, unitCategoryId: null, pricePerNight: 12500 } });
    actor.send({ type: 'unit.save' });
    await settled();
    expect(calls.save.mock.calls[0][0].unit).toMatchObject({ pricePerNight: 12500, unitCategoryId: null });
  });

  it('a refused save (422) shows the server messages and keeps the form', async () => {
    const refused = { success: false, httpStatus: 422, message: 'Check the unit', fields: { name: 'Name taken' } };
    const { actor, state, context, effects, settled } = start({}, { save: async () => Promise.reject(refused) });
    actor.send({ type: 'unit.edit', unitId: 9 });
    actor.send({ type: 'unit.save' });
    await settled();
    expect(state()).toBe('editing');
    expect(context().issues).toEqual([{ field: 'name', message: 'Name taken' }]);
    expect(context().editing?.unitId).toBe(9);
    expect(effects.toastError).toHaveBeenCalledWith('Check the unit');
    expect(effects.focusFirstProblem).toHaveBeenCalledWith('name');
    expect(effects.listingChanged).not.toHaveBeenCalled();
  });

  it('a save refused with 409 keeps the form and reloads on request, back at the form', async () => {
    const { actor, state, context, calls, effects, settled } = start({}, { save: async () => Promise.reject(conflict) });
    actor.send({ type: 'unit.add' });
    actor.send({ type: 'unit.change', values: apartment });
    actor.send({ type: 'unit.save' });
    await settled();
    expect(state()).toBe('conflict');
    expect(context().error).toMatch(/changed elsewhere/);
    actor.send({ type: 'unit.reload' });
    expect(state()).toBe('reloading');
    await settled();
    expect(calls.load).toHaveBeenCalled();
    expect(state()).toBe('editing');
    expect(context().editing?.values).toEqual(apartment);
    expect(context().listing.version).toBe(7);
    expect(effects.listingChanged).toHaveBeenCalledWith(expect.objectContaining({ version: 7 }));
  });

  it('a failed reload stays at the reload prompt', async () => {
    const { actor, state, settled } = start({}, { save: async () => Promise.reject(conflict), load: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'unit.edit', unitId: 9 });
    actor.send({ type: 'unit.save' });
    await settled();
    actor.send({ type: 'unit.reload' });
    await settled();
    expect(state()).toBe('conflict');
  });

  it('Delete asks first; No keeps the unit', () => {
    const { actor, state, context, calls } = start();
    actor.send({ type: 'unit.delete', unitId: 9 });
    expect(state()).toBe('confirmingDelete');
    expect(context().deletingId).toBe(9);
    actor.send({ type: 'unit.cancel' });
    expect(state()).toBe('list');
    expect(context().deletingId).toBeNull();
    expect(calls.remove).not.toHaveBeenCalled();
  });

  it('Yes deletes with the version and hands the wizard the new listing', async () => {
    const { actor, state, context, calls, effects, settled } = start();
    actor.send({ type: 'unit.delete', unitId: 9 });
    actor.send({ type: 'unit.confirm' });
    expect(state()).toBe('deleting');
    await settled();
    expect(calls.remove).toHaveBeenCalledWith({ listing: expect.objectContaining({ version: 3 }), unitId: 9 });
    expect(state()).toBe('list');
    expect(context().listing.units).toEqual([]);
    expect(effects.listingChanged).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
  });

  it('a delete refused with 409 offers the reload, then shows the list', async () => {
    const { actor, state, settled } = start({}, { remove: async () => Promise.reject(conflict) });
    actor.send({ type: 'unit.delete', unitId: 9 });
    actor.send({ type: 'unit.confirm' });
    await settled();
    expect(state()).toBe('conflict');
    actor.send({ type: 'unit.reload' });
    await settled();
    expect(state()).toBe('list');
  });

  it('a failed delete says why and keeps the list', async () => {
    const { actor, state, context, effects, settled } = start({}, { remove: async () => Promise.reject({ success: false, httpStatus: 500, message: 'Server error' }) });
    actor.send({ type: 'unit.delete', unitId: 9 });
    actor.send({ type: 'unit.confirm' });
    await settled();
    expect(state()).toBe('list');
    expect(context().error).toBe('Server error');
    expect(effects.toastError).toHaveBeenCalledWith('Server error');
  });

  it("takes a newer listing from the wizard, never an older one, and keeps the form open", () => {
    const { actor, state, context } = start();
    actor.send({ type: 'unit.add' });
    actor.send({ type: 'unit.listing', listing: listing({ version: 8, units: [] }) });
    expect(context().listing.version).toBe(8);
    actor.send({ type: 'unit.listing', listing: listing({ version: 5 }) });
    expect(context().listing.version).toBe(8);
    expect(state()).toBe('editing');
  });
});
