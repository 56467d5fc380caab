import type { Handlers } from './handler-types';
import { adminHandlers } from './modules/admin/handlers';
import { authHandlers } from './modules/auth/handlers';
import { bookingAlertHandlers } from './modules/booking-alerts/handlers';
import { calendarHandlers } from './modules/calendar/handlers';
import { dashboardHandlers } from './modules/dashboard/handlers';
import { earningsHandlers } from './modules/earnings/handlers';
import { inquiryHandlers } from './modules/inquiries/handlers';
import { moderationHandlers } from './modules/moderation/handlers';
import { photoHandlers } from './modules/photos/handlers';
import { profileHandlers } from './modules/profile/handlers';
import { propertyHandlers } from './modules/properties/handlers';
import { referenceHandlers } from './modules/reference/handlers';
import { reservationHandlers } from './modules/reservations/handlers';
import { syncHandlers } from './modules/sync/handlers';
import { systemHandlers } from './modules/system/handlers';
import { twoStepHandlers } from './modules/two-step/handlers';
import { unitHandlers } from './modules/units/handlers';

/** Each module's slice: the handlers of the operations it owns (modules/<domain>/handlers.ts). */
const slices = [
  systemHandlers,
  referenceHandlers,
  authHandlers,
  twoStepHandlers,
  profileHandlers,
  bookingAlertHandlers,
  dashboardHandlers,
  propertyHandlers,
  adminHandlers,
  moderationHandlers,
  unitHandlers,
  photoHandlers,
  inquiryHandlers,
  reservationHandlers,
  calendarHandlers,
  earningsHandlers,
  syncHandlers,
] as const;

type KeysOfAny<U> = U extends unknown ? keyof U : never;
/** The operationIds that more than one slice answers (a later slice would silently win). */
type OwnedTwice<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest] ? (keyof Head & KeysOfAny<Rest[number]>) | OwnedTwice<Rest> : never;
type Combined<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest] ? Head & Combined<Rest> : unknown;

// Fails to compile, naming the operation, when two modules claim the same operationId.
const eachOperationOwnedOnce: [OwnedTwice<typeof slices>] extends [never] ? true : OwnedTwice<typeof slices> = true;
void eachOperationOwnedOnce;

/**
 * One handler per operationId of openapi/portal.yaml, gathered from the modules. `satisfies`
 * fails to compile when an operation has no handler; each slice's own `satisfies` refuses a name
 * the contract lacks. The contract has already validated the input and the access-control hook
 * the caller, and the success status comes from the contract (plugins/api-routes.ts), so handlers
 * only hand the request to their domain function.
 */
export const handlers = Object.assign({}, ...slices) as Combined<typeof slices> satisfies Handlers;
