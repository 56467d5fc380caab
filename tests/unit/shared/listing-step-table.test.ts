import { readFileSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS, WIZARD_PATTERNS } from '../../../src/app/route-paths';
import { LISTING_STEP_TABLE } from '../../../src/shared/listing-step-table';

/** A row's path as the host opens it: '/start', '/property/01', '/property/02/41'. */
const pathOf = (row: { route: string; withId: boolean }) => (row.withId ? `/${row.route}/41` : `/${row.route}`);

describe('the wizard as one table (src/shared/listing-step-table.ts)', () => {
  it('keeps the spec’s order and routes, in the order its rows are written', () => {
    expect(LISTING_STEP_TABLE.map((row) => row.route)).toEqual([
      'start',
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14'].map((n) => `property/${n}`),
      'unit/01',
      'unit/02',
      'image/01',
      'final/01',
      'final/02',
      'final/03',
      'final/04',
      'main/finish',
      'complete',
    ]);
    expect(LISTING_STEP_TABLE.slice(0, 3).map((row) => row.key)).toEqual(['start', 'propertyType', 'location']);
  });

  it('puts only the intro and the type step before the listing exists', () => {
    expect(LISTING_STEP_TABLE.filter((row) => !row.withId).map((row) => row.route)).toEqual(['start', 'property/01']);
  });

  it('names each key and route once', () => {
    expect(new Set(LISTING_STEP_TABLE.map((row) => row.key)).size).toBe(LISTING_STEP_TABLE.length);
    expect(new Set(LISTING_STEP_TABLE.map((row) => row.route)).size).toBe(LISTING_STEP_TABLE.length);
  });
});

describe("the router's wizard patterns (src/app/route-paths.ts) and the table", () => {
  it.each(LISTING_STEP_TABLE.map((row) => [row.key, pathOf(row)] as const))('step %s (%s) reaches the wizard by exactly one pattern', (key, path) => {
    const matching = WIZARD_PATTERNS.filter((pattern) => matchPath(pattern, path) !== null);
    expect(
      matching,
      matching.length === 0
        ? `no wizard route pattern matches step '${key}' at ${path}: add its part's pattern to WIZARD_PATTERNS in src/app/route-paths.ts`
        : `step '${key}' at ${path} matches more than one wizard route pattern: ${matching.join(', ')}`,
    ).toHaveLength(1);
  });

  it('match no other screen’s path', () => {
    // Each screen path with its parameters filled in, as a host would open it.
    const screens = SCREEN_PATHS.map((path) => path.replace(':reservationCode', 'ABCD2345').replace(':propertyId', '41'));
    expect(screens.filter((path) => WIZARD_PATTERNS.some((pattern) => matchPath(pattern, path) !== null))).toEqual([]);
    expect(SCREEN_PATHS.filter((path) => WIZARD_PATTERNS.some((pattern) => matchPath(pattern, path) !== null))).toEqual([]);
  });

  it('keep the router off the table, so the first page load has no step schemas', () => {
    const source = readFileSync(new URL('../../../src/app/route-paths.ts', import.meta.url), 'utf8');
    expect(source.match(/^import .*$/gm)).toEqual(["import { matchPath } from 'react-router-dom';"]);
    expect(readFileSync(new URL('../../../src/app/router.tsx', import.meta.url), 'utf8')).not.toMatch(/listing-step|wizard-steps/);
  });
});
