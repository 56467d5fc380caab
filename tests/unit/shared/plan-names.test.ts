import { describe, expect, it } from 'vitest';
import { planDisplayName } from '../../../src/shared/plan-names';
import { PLANS } from '../../../src/server/db/seed/plan-data';

describe('planDisplayName', () => {
  it("names each plan as the spec's table does, and the seeded plans carry the same names", () => {
    expect(['STARTER', 'SUPPORTIVE', 'ALL_INCLUSIVE'].map(planDisplayName)).toEqual(['Listing Only', 'Reservation Management', 'Full Service']);
    expect(PLANS.map((plan) => [plan.name, plan.displayName])).toEqual([
      ['STARTER', 'Listing Only'],
      ['SUPPORTIVE', 'Reservation Management'],
      ['ALL_INCLUSIVE', 'Full Service'],
    ]);
  });

  it('gives null for no plan and for a name it does not know', () => {
    expect([null, undefined, '', 'GOLD', 'toString'].map(planDisplayName)).toEqual([null, null, null, null, null]);
  });
});
