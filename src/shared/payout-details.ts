import { planPaysOut } from './listing-final-schemas';

/**
 * A live listing moved (by our team, after an inquiry) to a plan that collects guests' payments and
 * pays the host out, while it still has no bank account: the wizard never asked, as its plan paid
 * nothing out when it was submitted. Until the host gives one, the dashboard and the listing ask.
 * Drafts and rejected listings are asked by the wizard's own completion (final/01) instead.
 */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['listed', 'unlisted']);

export function asksForPayoutDetails(listing: { status: string; planName: string | null | undefined; bankAccount: unknown }): boolean {
  return LIVE_STATUSES.has(listing.status) && planPaysOut(listing.planName) && (listing.bankAccount === null || listing.bankAccount === undefined);
}

