import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WizardListing } from '../../machines/wizard.machine';
import { stepById } from '../../machines/wizard-steps';
import { LISTING_MESSAGES as M } from '../../src/shared/listing-messages';
import { initialValues } from '../../src/screens/wizard/step-registry';
import { EntirePlaceUnitsStep } from '../../src/screens/wizard/steps/entire-place-units-step';
import { RoomUnitsStep } from '../../src/screens/wizard/steps/room-units-step';
import { INCOMPLETE_UNITS, NO_UNITS, UNSAVED_UNIT, blankUnit, type ListingUnit, type UnitsStepValues } from '../../machines/unit-values';
import { validateListingStep } from '../../src/screens/wizard/validate-step';
import { listingWith } from './wizard-step-harness';
import { renderUnitsStep } from './wizard-units-harness';

const lists = vi.hoisted(() => ({
  categories: [
    { id: 1, name: 'Villa' },
    { id: 2, name: 'Apartment' },
  ],
  beds: [
    { id: 1, name: 'Double bed' },
    { id: 2, name: 'Single bed' },
  ],
  amenities: [
    { id: 1, name: 'Comfort', amenities: [{ id: 11, name: 'Air conditioning' }, { id: 12, name: 'Ceiling fan' }] },
    { id: 2, name: 'Kitchen', amenities: [{ id: 21, name: 'Fridge' }] },
  ],
}));

const calls = vi.hoisted(() => ({ saveUnit: vi.fn(), deleteUnit: vi.fn(), loadListing: vi.fn() }));

vi.mock('../../src/screens/wizard/steps/unit-reference-lists', () => ({
  unitCategories: () => Promise.resolve(lists.categories),
  bedroomTypes: () => Promise.resolve(lists.beds),
  amenityCategories: () => Promise.resolve(lists.amenities),
}));

vi.mock('../../src/api/listing-wizard-calls', () => calls);

afterEach(() => {
  vi.clearAllMocks();
});

const villa: ListingUnit = {
  id: 9,
  name: 'Whole villa',
  unitCategoryId: 1,
  guestCount: 6,
  sizeSqm: 180,
  pricePerNight: null,
  bedrooms: [{ beds: [{ bedroomTypeId: 1, count: 1 }] }, { beds: [{ bedroomTypeId: 2, count: 2 }] }],
  amenityIds: [11],
  complete: true,
};

const withUnits = (units: ListingUnit[], patch: Partial<WizardListing> = {}): WizardListing => ({ ...listingWith({}), units, ...patch });

const NONE: UnitsStepValues = { editing: null };

describe('unit/01 (entire places)', () => {
  it('lists the saved units with their facts and status', async () => {
    await renderUnitsStep('unit/01', EntirePlaceUnitsStep, calls.loadListing, { listing: withUnits([villa, { ...villa, id: 10, name: 'Garden cottage', complete: false }]) });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Whole villa')).toBeTruthy();
    expect(within(items[0]).getByText(/2 bedrooms · 3 beds · 6 guests/)).toBeTruthy();
    expect(within(items[0]).getByText('Complete')).toBeTruthy();
    expect(within(items[1]).getByText('Incomplete')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Garden cottage' })).toBeTruthy();
  });

  it('adds a unit: name, kind, bedrooms with beds, guests, size and amenities; saves it alone and hands the wizard the listing', async () => {
    const user = userEvent.setup();
    const saved = withUnits([villa, { ...villa, id: 12, name: 'Sea view apartment' }], { version: 4 });
    calls.saveUnit.mockResolvedValue(saved);
    const onListingChange = vi.fn();
    const { onChange } = await renderUnitsStep('unit/01', EntirePlaceUnitsStep, calls.loadListing, { listing: withUnits([villa]), onListingChange });

    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    const name = screen.getByLabelText('Unit name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.type(name, 'Sea view apartment');
    await user.selectOptions(await screen.findByLabelText('Kind of unit'), 'Apartment');
    await user.selectOptions(await screen.findByLabelText('Bed type 1 in bedroom 1'), 'Double bed');
    await user.click(screen.getByRole('button', { name: 'Add bed type in bedroom 1' }));
    await user.selectOptions(screen.getByLabelText('Bed type 2 in bedroom 1'), 'Single bed');
    await user.clear(screen.getByLabelText('Number of beds (type 2) in bedroom 1'));
    await user.type(screen.getByLabelText('Number of beds (type 2) in bedroom 1'), '2');
    await user.click(screen.getByRole('button', { name: 'Add bedroom' }));
    await user.selectOptions(screen.getByLabelText('Bed type 1 in bedroom 2'), 'Single bed');
    await user.type(screen.getByLabelText('Guests'), '4');
    await user.type(screen.getByLabelText('Size in m² (optional)'), '70');
    await user.click(await screen.findByRole('button', { name: /Kitchen/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Fridge' }));
    expect(screen.getByRole('button', { name: /Kitchen/ }).textContent).toMatch(/1 chosen/);
    // The wizard keeps the open unit, so Next can warn about it.
    expect(onChange).toHaveBeenLastCalledWith({ editing: expect.objectContaining({ unitId: null }) });

    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    await waitFor(() => expect(onListingChange).toHaveBeenCalledWith(saved));
    expect(calls.saveUnit).toHaveBeenCalledWith({
      listing: expect.objectContaining({ id: 41, version: 3 }),
      unitId: null,
      unit: {
        name: 'Sea view apartment',
        unitCategoryId: 2,
        guestCount: 4,
        sizeSqm: 70,
        pricePerNight: null,
        bedrooms: [{ beds: [{ bedroomTypeId: 1, count: 1 }, { bedroomTypeId: 2, count: 2 }] }, { beds: [{ bedroomTypeId: 2, count: 1 }] }],
        amenityIds: [21],
      },
    });
    expect(await screen.findByText('Sea view apartment')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith({ editing: null });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add unit' })));
    // Some forty keystrokes: over the default 5 s on a loaded machine, before and after the child-actor wiring.
  }, 15_000);

  it('checks the unit before saving: messages next to the fields, the first problem focused', async () => {
    const user = userEvent.setup();
    await renderUnitsStep('unit/01', EntirePlaceUnitsStep, calls.loadListing, { listing: withUnits([]) });
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    await screen.findByLabelText('Kind of unit');
    await screen.findByLabelText('Bed type 1 in bedroom 1');
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    expect(calls.saveUnit).not.toHaveBeenCalled();
    expect(screen.getByText(M.unitNameRequired)).toBeTruthy();
    expect(screen.getByText(M.unitCategoryRequired)).toBeTruthy();
    expect(screen.getByText(M.guestCountRange)).toBeTruthy();
    expect(screen.getByLabelText('Unit name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Unit name')));
  });

  it("edits a saved unit by its id, with the unit's values in the form", async () => {
    const user = userEvent.setup();
    calls.saveUnit.mockResolvedValue(withUnits([{ ...villa, guestCount: 8 }], { version: 4 }));
    await renderUnitsStep('unit/01', EntirePlaceUnitsStep, calls.loadListing, { listing: withUnits([villa]) });
    await user.click(screen.getByRole('button', { name: 'Edit Whole villa' }));
    expect((screen.getByLabelText('Unit name') as HTMLInputElement).value).toBe('Whole villa');
    expect(await screen.findByLabelText('Bed type 1 in bedroom 2')).toBeTruthy();
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '8');
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    await waitFor(() => expect(calls.saveUnit).toHaveBeenCalled());
    expect(calls.saveUnit.mock.calls[0][0]).toMatchObject({ unitId: 9, unit: { guestCount: 8, unitCategoryId: 1 } });
  });

  it('Enter in a field saves the unit rather than pressing Next', async () => {
    const user = userEvent.setup();
    calls.saveUnit.mockResolvedValue(withUnits([villa], { version: 4 }));
    await renderUnitsStep('unit/01', EntirePlaceUnitsStep, calls.loadListing, { listing: withUnits([villa]) });
    await user.click(screen.getByRole('button', { name: 'Edit Whole villa' }));
    await screen.findByLabelText('Bed type 1 in bedroom 2');
    await user.type(screen.getByLabelText('Unit name'), ' 2{Enter}');
    await waitFor(() => expect(calls.saveUnit).toHaveBeenCalled());
    expect(calls.saveUnit.mock.calls[0][0].unit.name).toBe('Whole villa 2');
  });

  it('Discard closes the form without saving', async () => {
    const user = userEvent.setup();
    const { onChange } = await renderUnitsStep('unit/01', EntirePlaceUnitsStep, calls.loadListing, { listing: withUnits([villa]) });
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    await user.type(screen.getByLabelText('Unit name'), 'Loft');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByLabelText('Unit name')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ editing: null });
    expect(calls.saveUnit).not.toHaveBeenCalled();
  });

  it('deletes a unit after Yes; No keeps it', async () => {
    const user = userEvent.setup();
    const after = withUnits([], { version: 4 });
    calls.deleteUnit.mockResolvedValue(after);
    const onListingChange = vi.fn();
    await renderUnitsStep('unit/01', EntirePlaceUnitsStep, calls.loadListing, { listing: withUnits([villa]), onListingChange });
    await user.click(screen.getByRole('button', { name: 'Delete Whole villa' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete Whole villa?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.deleteUnit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Whole villa' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onListingChange).toHaveBeenCalledWith(after));
    expect(calls.deleteUnit).toHaveBeenCalledWith({ listing: expect.objectContaining({ version: 3 }), unitId: 9 });
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });

  it('offers a reload when the listing changed elsewhere (409), keeping the form', async () => {
    const user = userEvent.setup();
    calls.saveUnit.mockRejectedValue({ success: false, httpStatus: 409, message: 'This listing changed in another window.' });
    calls.loadListing.mockResolvedValue(withUnits([villa], { version: 6 }));
    const onListingChange = vi.fn();
    await renderUnitsStep('unit/01', EntirePlaceUnitsStep, calls.loadListing, { listing: withUnits([villa]), onListingChange });
    await user.click(screen.getByRole('button', { name: 'Edit Whole villa' }));
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/another window/);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(onListingChange).toHaveBeenCalledWith(expect.objectContaining({ version: 6 })));
    expect((screen.getByLabelText('Unit name') as HTMLInputElement).value).toBe('Whole villa');
  });

  it('resumes the unit the host was editing and shows the wizard\'s warning on Next', async () => {
    const values: UnitsStepValues = { editing: { unitId: null, values: { ...blankUnit(), name: 'Loft' } } };
    await renderUnitsStep('unit/01', EntirePlaceUnitsStep, calls.loadListing, { values, listing: withUnits([]), issues: [{ field: 'unitEditor', message: UNSAVED_UNIT }] });
    expect((screen.getByLabelText('Unit name') as HTMLInputElement).value).toBe('Loft');
    // The wizard's descriptor, translated by the step when it shows it.
    expect(screen.getByRole('alert').textContent).toBe('Save or discard the unit you are editing');
    expect(screen.getByRole('button', { name: 'Save unit' }).getAttribute('name')).toBe('unitEditor');
  });
});

describe('unit/02 (rooms and homestays)', () => {
  it('asks for the room name, beds of one bedroom, guests and a price in the property currency', async () => {
    const user = userEvent.setup();
    calls.saveUnit.mockResolvedValue(withUnits([], { version: 4 }));
    const listing = { ...withUnits([]), isPropertyTypeRoomOrHomeStay: true, steps: { price: { currency: 'LKR', pricePerNight: 9000, monthlyRate: null } } };
    await renderUnitsStep('unit/02', RoomUnitsStep, calls.loadListing, { listing });
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    await user.type(screen.getByLabelText('Room name'), 'Garden double room');
    expect(screen.queryByLabelText('Kind of unit')).toBeNull();
    await user.selectOptions(await screen.findByLabelText('Bed type 1'), 'Double bed');
    expect(screen.queryByRole('button', { name: 'Add bedroom' })).toBeNull();
    await user.type(screen.getByLabelText('Guests'), '2');
    await user.click(screen.getByRole('button', { name: 'Save room' }));
    expect(screen.getByText(M.priceRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Price per night (LKR)'), '12500');
    await user.click(screen.getByRole('button', { name: 'Save room' }));
    await waitFor(() => expect(calls.saveUnit).toHaveBeenCalled());
    expect(calls.saveUnit.mock.calls[0][0].unit).toEqual({
      name: 'Garden double room',
      unitCategoryId: null,
      guestCount: 2,
      sizeSqm: null,
      pricePerNight: 12500,
      bedrooms: [{ beds: [{ bedroomTypeId: 1, count: 1 }] }],
      amenityIds: [],
    });
  });

  it('prices in USD until the price step is saved', async () => {
    const user = userEvent.setup();
    await renderUnitsStep('unit/02', RoomUnitsStep, calls.loadListing, { listing: { ...withUnits([]), isPropertyTypeRoomOrHomeStay: true } });
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    expect(screen.getByLabelText('Price per night (USD)')).toBeTruthy();
  });
});

describe('Next on the units step', () => {
  const step = stepById('unit/01')!;
  it('starts with no unit open', () => {
    expect(initialValues(step, withUnits([villa]))).toEqual(NONE);
    expect(initialValues(stepById('unit/02')!, withUnits([]))).toEqual(NONE);
  });

  it('warns about an unsaved unit, then needs at least one unit and every unit complete', () => {
    const open: UnitsStepValues = { editing: { unitId: 9, values: blankUnit() } };
    expect(validateListingStep(step, open, withUnits([villa]))).toEqual([{ field: 'unitEditor', message: UNSAVED_UNIT }]);
    expect(validateListingStep(step, NONE, withUnits([]))).toEqual([{ field: 'units', message: NO_UNITS }]);
    expect(validateListingStep(step, NONE, withUnits([{ ...villa, complete: false }]))).toEqual([{ field: 'units', message: INCOMPLETE_UNITS }]);
    expect(validateListingStep(step, NONE, withUnits([villa]))).toEqual([]);
  });
});
