import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIZARD_PATHS } from '../../../src/app/route-paths';
import { LISTING_STEP_ROUTES } from '../../../src/shared/listing-step-routes';

describe('the wizard steps’ routes (src/shared/listing-step-routes.ts)', () => {
  it('put only the intro and the type step before the listing exists', () => {
    expect(LISTING_STEP_ROUTES.filter((step) => !step.withId).map((step) => step.route)).toEqual(['start', 'property/01']);
    expect(WIZARD_PATHS.slice(0, 3)).toEqual(['/start', '/property/01', '/property/02/:propertyId']);
    expect(WIZARD_PATHS).toHaveLength(LISTING_STEP_ROUTES.length);
  });

  it('name each key and route once', () => {
    expect(new Set(LISTING_STEP_ROUTES.map((step) => step.key)).size).toBe(LISTING_STEP_ROUTES.length);
    expect(new Set(LISTING_STEP_ROUTES.map((step) => step.route)).size).toBe(LISTING_STEP_ROUTES.length);
  });

  it('import nothing, so the router does not load the step schemas', () => {
    const source = readFileSync(new URL('../../../src/shared/listing-step-routes.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
