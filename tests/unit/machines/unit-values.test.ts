import { describe, expect, it } from 'vitest';
import { INCOMPLETE_UNITS, NO_UNITS, UNSAVED_UNIT, unitsStepIssues, type ListingUnit } from '../../../machines/unit-values';
import type { WizardListing } from '../../../machines/wizard.machine';

const listing = (units: Partial<ListingUnit>[]) => ({ id: 41, version: 1, units }) as unknown as WizardListing;

// Next on a units step: our words as descriptors (UiText), which the step translates when it shows them.
describe('unitsStepIssues', () => {
  it('asks to save or discard the unit being edited first', () => {
    const issues = unitsStepIssues({ editing: { unitId: null, values: {} } }, listing([]));
    expect(issues).toEqual([{ field: 'unitEditor', message: UNSAVED_UNIT }]);
    expect(UNSAVED_UNIT.message).toBe('Save or discard the unit you are editing');
  });

  it('asks for a unit, then for every unit complete', () => {
    expect(unitsStepIssues({ editing: null }, listing([]))).toEqual([{ field: 'units', message: NO_UNITS }]);
    expect(NO_UNITS.message).toBe('Add at least one unit');
    expect(unitsStepIssues({ editing: null }, listing([{ complete: true }, { complete: false }]))).toEqual([{ field: 'units', message: INCOMPLETE_UNITS }]);
    expect(INCOMPLETE_UNITS.message).toBe('Complete every unit: open it, fill in what is missing and save it');
    expect(unitsStepIssues({ editing: null }, listing([{ complete: true }]))).toEqual([]);
  });
});
