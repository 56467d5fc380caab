import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE, PLAN_ORDER } from '../../../src/components/plan-catalogue';
import { PLAN_DISPLAY_NAMES, PLAN_OFFERS } from '../../../src/shared/plan-names';

// The cards' messages repeat the shared plan offers (which the server seeds and src/shared cannot
// write as Lingui messages): the English of both must stay the same words.
describe('plan catalogue', () => {
  for (const key of PLAN_ORDER) {
    it(`${key}: the card's English is the shared offer`, () => {
      const card = PLAN_CATALOGUE[key];
      expect(card.displayName).toBe(PLAN_DISPLAY_NAMES[key]);
      expect(card.features.map((feature) => feature.message)).toEqual([...PLAN_OFFERS[key].features]);
      expect(card.payout.message).toBe(PLAN_OFFERS[key].payout);
    });
  }
});
