/** The plans' commission when the plan list cannot be read (DOMAIN.md "Plans" defaults). */
export const DEFAULT_COMMISSION_PERCENT = { STARTER: 0, SUPPORTIVE: 10, ALL_INCLUSIVE: 18 } as const;

/**
 * A price split into the platform's commission and the host's earnings, in whole cents so the two
 * always add up to the price (18 % of 99.99 is 18.00, and the host earns 81.99).
 */
export function splitCommission(price: number, commissionPercent: number): { commission: number; earnings: number } {
  const priceCents = Math.round(price * 100);
  const commissionCents = Math.round((priceCents * commissionPercent) / 100);
  return { commission: commissionCents / 100, earnings: (priceCents - commissionCents) / 100 };
}

/** A price less a whole-number percentage, to the cent. */
export function discounted(price: number, percent: number): number {
  return Math.round(price * 100 * (1 - percent / 100)) / 100;
}
