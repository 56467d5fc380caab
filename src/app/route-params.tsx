import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

/**
 * What each path parameter of spec §2 may be: the contract's Id (1 to 2^31-1) and ReservationCode.
 * A link whose parameter cannot name anything (/view/abc, /view-reservation/x) is a page that does
 * not exist, answered with the not-found screen, never with the API's refusal of the parameter.
 */
const PARAM_CHECKS: Record<string, (value: string) => boolean> = {
  propertyId: (value) => /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647,
  reservationCode: (value) => /^[A-HJ-NP-Z2-9]{8}$/.test(value),
};

/** Thrown while rendering; the router's error screen shows the not-found screen for it. */
export class PageNotFound extends Error {
  override name = 'PageNotFound';
}

function hasValidParams(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).every(([name, value]) => value === undefined || !PARAM_CHECKS[name] || PARAM_CHECKS[name](value));
}

/** Renders its screen only when the route's parameters can name something. */
export function WithValidParams({ children }: { children: ReactNode }) {
  if (!hasValidParams(useParams())) throw new PageNotFound();
  return children;
}
