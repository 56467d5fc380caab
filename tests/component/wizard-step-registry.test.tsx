import { describe, expect, it } from 'vitest';
import { LISTING_STEP_TABLE } from '../../src/shared/listing-step-table';
import { stepScreenFile, stepScreenName } from '../../src/screens/wizard/step-registry';

const SCREEN_FILES = import.meta.glob<Record<string, unknown>>('../../src/screens/wizard/steps/*-step.tsx');
const loaderOf = (key: string) => SCREEN_FILES[stepScreenFile(key).replace('./steps/', '../../src/screens/wizard/steps/')];

describe('the screens’ registry, derived from the step table', () => {
  it('names each step’s screen after its key', () => {
    expect(stepScreenFile('ratePlans')).toBe('./steps/rate-plans-step.tsx');
    expect(stepScreenName('ratePlans')).toBe('RatePlansStep');
    expect(stepScreenFile('entirePlaceUnits')).toBe('./steps/entire-place-units-step.tsx');
  });

  it.each(LISTING_STEP_TABLE.map((row) => [row.key, row.route]))('finds the screen of %s (%s)', async (key) => {
    const load = loaderOf(key);
    expect(load, stepScreenFile(key)).toBeTypeOf('function');
    expect((await load!())[stepScreenName(key)], stepScreenName(key)).toBeTypeOf('function');
  });
});
