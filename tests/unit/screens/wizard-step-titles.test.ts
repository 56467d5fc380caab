import { describe, expect, it } from 'vitest';
import { LISTING_STEP_TABLE } from '../../../src/shared/listing-step-table';
import { STEP_TEXTS } from '../../../src/screens/wizard/step-titles';

// The browser shows each step's title and intro through src/screens/wizard/step-titles.ts (issue
// 27); in English they must stay the step table's (the spec's) words.
describe("the wizard's translatable step titles", () => {
  it.each(LISTING_STEP_TABLE.map((row) => [row.key, row] as const))('%s reads in English as the step table has it', (key, row) => {
    expect(STEP_TEXTS[key]?.title.message).toBe(row.title);
    expect(STEP_TEXTS[key]?.intro.message).toBe(row.intro);
  });
});
