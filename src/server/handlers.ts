import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasAdminReach } from './lib/access-policy';
import type { Handlers } from './handler-types';
import type { ReservationAction } from '../shared/reservation-status';
import { getCsrfToken } from './modules/auth/get-csrf-token';
import { getCurrentUser } from './modules/auth/get-current-user';
import { listSignInProviders } from './modules/auth/list-sign-in-providers';
import { disableTwoStep } from './modules/two-step/disable-two-step';
import { enableTwoStep } from './modules/two-step/enable-two-step';
import { getTwoStep } from './modules/two-step/get-two-step';
import { startTwoStepSetup } from './modules/two-step/start-two-step-setup';
import { verifyTwoStepSignIn } from './modules/two-step/verify-two-step-sign-in';
import { logout } from './modules/auth/logout';
import { renewToken } from './modules/auth/renew-token';
import { answerSent } from './lib/background-tasks';
import { sendOtp } from './modules/auth/send-otp';
import { signInApple } from './modules/auth/sign-in-apple';
import { signInEmail } from './modules/auth/sign-in-email';
import { signInFacebook } from './modules/auth/sign-in-facebook';
import { signInGoogle } from './modules/auth/sign-in-google';
import { signUpEmail } from './modules/auth/sign-up-email';
import { updatePassword } from './modules/auth/update-password';
import { validateOtp } from './modules/auth/validate-otp';
import { blockCalendarRange } from './modules/calendar/block-calendar-range';
import { getPropertyCalendar } from './modules/calendar/get-property-calendar';
import { openCalendarRange } from './modules/calendar/open-calendar-range';
import { setCalendarMinStay, setCalendarPrice } from './modules/calendar/set-calendar-rates';
import { exportEarnings } from './modules/earnings/export-earnings';
import { getEarnings } from './modules/earnings/get-earnings';
import { createInquiry } from './modules/inquiries/create-inquiry';
import { deleteListingPhoto } from './modules/photos/delete-listing-photo';
import { reorderListingPhotos } from './modules/photos/reorder-listing-photos';
import { setMainListingPhoto } from './modules/photos/set-main-listing-photo';
import { uploadListingPhoto } from './modules/photos/upload-listing-photo';
import { loadBookingAlerts, saveBookingAlerts } from './modules/booking-alerts/alert-settings';
import { sendBookingAlert } from './modules/booking-alerts/send-booking-alert';
import { cancelGuestSiteReservation } from './modules/reservations/cancel-guest-site-reservation';
import { changeDatesAsHost, changeDatesFromGuestSite, datesChangeMessage } from './modules/reservations/reservation-date-changes';
import { getDashboard } from './modules/dashboard/get-dashboard';
import { getProfile } from './modules/profile/get-profile';
import { updateProfile } from './modules/profile/update-profile';
import { uploadAvatar } from './modules/profile/upload-avatar';
import { checkStarterListing } from './modules/properties/check-starter-listing';
import { createProperty } from './modules/properties/create-property';
import { discardProperty } from './modules/properties/discard-property';
import { getDraftListing } from './modules/properties/get-draft-listing';
import { getProperty } from './modules/properties/get-property';
import { listHostProperties } from './modules/properties/list-host-properties';
import { listAdminProperties, type AdminPropertyFilters } from './modules/admin/list-admin-properties';
import { saveListingStep } from './modules/properties/save-listing-step';
import { submitListing } from './modules/properties/submit-listing';
import { withdrawListing } from './modules/properties/withdraw-listing';
import { changeListingPlan } from './modules/moderation/change-listing-plan';
import { moderateListing } from './modules/moderation/moderate-listing';
import { pauseListing } from './modules/moderation/pause-listing';
import type { AdminStatusAction, HostStatusAction } from '../shared/listing-moderation';
import { createAmenityCategory } from './modules/reference/create-amenity-category';
import { listReference, REFERENCE_OPERATIONS } from './modules/reference/list-reference';
import { createChannelReservation } from './modules/reservations/create-channel-reservation';
import { createManualReservation } from './modules/reservations/create-manual-reservation';
import { exportReservations } from './modules/reservations/export-reservations';
import { getReservation } from './modules/reservations/get-reservation';
import { listReservations, type ReservationFilters } from './modules/reservations/list-reservations';
import { runReservationAction } from './modules/reservations/reservation-actions';
import { getHealth } from './modules/system/get-health';
import { createIcalFeed } from './modules/sync/create-ical-feed';
import { deleteIcalFeed } from './modules/sync/delete-ical-feed';
import { getIcalExport, matchesEtag } from './modules/sync/get-ical-export';
import { getPropertySync } from './modules/sync/get-property-sync';
import { rotateIcalExport } from './modules/sync/rotate-ical-export';
import { syncIcalFeed } from './modules/sync/sync-ical-feed';
import { confirmEmptyIcalFeed } from './modules/sync/confirm-empty-ical-feed';
import { EMPTY_FEED_TEXT } from '../shared/empty-feed';
import { updateIcalFeed } from './modules/sync/update-ical-feed';
import { createAccommodationUnit } from './modules/units/create-accommodation-unit';
import { deleteAccommodationUnit } from './modules/units/delete-accommodation-unit';
import { updateAccommodationUnit } from './modules/units/update-accommodation-unit';

/** The handler of one host action on a reservation (confirm, decline, check in, …). */
const reservationAction =
  (action: ReservationAction) =>
  async (request: FastifyRequest<{ Params: { code: string }; Body: unknown }>) => {
    const answer = await runReservationAction(action, {
      deps: request.server.deps,
      caller: request.user!,
      code: request.params.code,
      reason: (request.body as { reason?: unknown } | undefined)?.reason,
    });
    // The host knows what they did themselves; a cancellation by our team is news to them.
    if (action === 'cancel' && hasAdminReach(request.user!)) {
      await sendBookingAlert({ deps: request.server.deps, log: request.log, kind: 'cancellation', reservation: answer.data });
    }
    return answer;
  };

/** The handler of one of our team's status actions on a listing (approve, reject, …). */
const moderate =
  (action: AdminStatusAction) =>
  async (request: FastifyRequest<{ Params: { propertyId: number }; Body: unknown }>) =>
    moderateListing({
      deps: request.server.deps,
      log: request.log,
      caller: request.user!,
      propertyId: request.params.propertyId,
      action,
      reason: (request.body as { reason?: unknown } | undefined)?.reason,
    });

/** The handler of the host's pause or resume. */
const pause = (action: HostStatusAction) => async (request: FastifyRequest<{ Params: { propertyId: number } }>) =>
  pauseListing({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, action });

/** Calendar writes share one shape: the property from the path, the selection in the body. */
const calendarWrite = <B extends { unitIds: number[]; from: string; to: string }>(request: FastifyRequest<{ Params: { propertyId: number }; Body: B }>) => ({
  deps: request.server.deps,
  caller: request.user!,
  propertyId: request.params.propertyId,
  body: request.body,
});

// Each reference list answers the same way (modules/reference/list-reference.ts).
const referenceHandlers = Object.fromEntries(
  Object.entries(REFERENCE_OPERATIONS).map(([operationId, kind]) => [operationId, (request: FastifyRequest, reply: FastifyReply) => listReference(request.server.deps.reference, kind, request, reply)]),
) as Pick<Handlers, keyof typeof REFERENCE_OPERATIONS>;

/**
 * One handler per operationId of openapi/portal.yaml. The contract has already validated the
 * input and the access-control hook the caller (request.user is set on signed-in and admin
 * routes), so each handler only hands the request to its domain function.
 */
export const handlers: Handlers = {
  ...referenceHandlers,
  getHealth: async (request) => getHealth(request.server.deps.db, request.server.deps.dbKind),
  getCsrfToken: async (request, reply) => getCsrfToken(request.server.deps, request, reply),
  listSignInProviders: async (request) => listSignInProviders(request.server.deps.idTokens),

  signInEmail: async (request, reply) =>
    signInEmail({ deps: request.server.deps, reply, log: request.log, ip: request.ip, body: request.body }),
  signInGoogle: async (request, reply) =>
    signInGoogle({ deps: request.server.deps, reply, log: request.log, ip: request.ip, body: request.body }),
  signInFacebook: async (request, reply) =>
    signInFacebook({ deps: request.server.deps, reply, log: request.log, ip: request.ip, body: request.body }),
  signInApple: async (request, reply) =>
    signInApple({ deps: request.server.deps, reply, log: request.log, ip: request.ip, body: request.body }),
  getCurrentUser: async (request) => getCurrentUser(request.server.deps.db, request.user!.id),
  signUpEmail: async (request, reply) => {
    const answer = await signUpEmail({ deps: request.server.deps, log: request.log, ip: request.ip, body: request.body, answered: answerSent(reply) });
    reply.code(202);
    return answer;
  },
  sendOtp: async (request, reply) => {
    const answer = await sendOtp({ deps: request.server.deps, log: request.log, query: request.query, answered: answerSent(reply) });
    reply.code(202);
    return answer;
  },
  validateOtp: async (request, reply) =>
    validateOtp({ deps: request.server.deps, reply, log: request.log, ip: request.ip, query: request.query }),
  updatePassword: async (request, reply) =>
    updatePassword({ deps: request.server.deps, request, reply, log: request.log, body: request.body }),
  renewToken: async (request, reply) => renewToken({ deps: request.server.deps, request, reply, log: request.log }),
  logout: async (request, reply) => logout(request.server.deps, request, reply),
  verifyTwoStepSignIn: async (request, reply) =>
    verifyTwoStepSignIn(request.server.deps, { reply, log: request.log, ip: request.ip, body: request.body }),
  getTwoStep: async (request) => getTwoStep(request.server.deps, request.user!.id),
  startTwoStepSetup: async (request) => startTwoStepSetup(request.server.deps, request.user!.id),
  enableTwoStep: async (request) =>
    enableTwoStep(request.server.deps, { userId: request.user!.id, sessionId: request.user!.sessionId, ip: request.ip, body: request.body, log: request.log }),
  disableTwoStep: async (request) =>
    disableTwoStep(request.server.deps, { userId: request.user!.id, sessionId: request.user!.sessionId, ip: request.ip, body: request.body, log: request.log }),

  createAmenityCategory: async (request, reply) => {
    const { db, reference } = request.server.deps;
    const data = await createAmenityCategory({ db, reference, body: request.body });
    reply.code(201);
    return { message: 'The amenity category was added', data };
  },

  getProfile: async (request) => getProfile(request.server.deps.db, request.user!.id),
  getDashboard: async (request) => ({ data: await getDashboard({ deps: request.server.deps, caller: request.user! }) }),
  getBookingAlerts: async (request) => ({ data: await loadBookingAlerts(request.server.deps.db, request.user!.id) }),
  updateBookingAlerts: async (request) => ({
    data: await saveBookingAlerts(request.server.deps.db, request.user!.id, request.body, request.server.deps.clock()),
    message: 'Your booking alerts are saved',
  }),
  updateProfile: async (request) =>
    updateProfile({ db: request.server.deps.db, clock: request.server.deps.clock, userId: request.user!.id, body: request.body }),
  uploadAvatar: async (request) =>
    uploadAvatar({ deps: request.server.deps, request, log: request.log, userId: request.user!.id }),

  checkStarterListing: async (request) => checkStarterListing(request.server.deps.db, request.user!.id),
  getDraftListing: async (request) => getDraftListing({ db: request.server.deps.db, ownerId: request.user!.id }),
  createProperty: async (request, reply) => {
    const data = await createProperty({ deps: request.server.deps, caller: request.user!, body: request.body });
    reply.code(201);
    return { data };
  },
  getProperty: async (request) => ({
    data: await getProperty({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId }),
  }),
  discardProperty: async (request) => {
    const { db, listingPhotos } = request.server.deps;
    await discardProperty({ db, caller: request.user!, propertyId: request.params.propertyId, photos: listingPhotos, log: request.log });
    return { data: null, message: 'The draft listing was discarded' };
  },
  saveListingStep: async (request) => ({
    data: await saveListingStep({
      deps: request.server.deps,
      caller: request.user!,
      propertyId: request.params.propertyId,
      step: request.params.step,
      body: request.body,
    }),
  }),
  submitListing: async (request) => ({
    data: await submitListing({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, version: request.body.version }),
    message: 'Your listing was submitted for review',
  }),
  withdrawListing: async (request) => ({
    data: await withdrawListing({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId }),
    message: 'Your listing was withdrawn from review. It is a draft again: submit it when you are ready.',
  }),
  listHostProperties: async (request) => {
    // The contract marks the query optional, so its type is unknown here; Ajv has checked it.
    const query = (request.query ?? {}) as { limit?: number; offset?: number };
    return { data: await listHostProperties({ deps: request.server.deps, ownerId: request.user!.id, limit: query.limit, offset: query.offset }) };
  },
  listAdminProperties: async (request) => ({
    // The contract marks the query optional, so its type is unknown here; Ajv has checked it.
    data: await listAdminProperties({ deps: request.server.deps, filters: (request.query ?? {}) as AdminPropertyFilters }),
  }),
  approveListing: moderate('approve'),
  rejectListing: moderate('reject'),
  suspendListing: moderate('suspend'),
  unsuspendListing: moderate('unsuspend'),
  changeListingPlan: async (request) =>
    changeListingPlan({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, body: request.body }),
  unlistListing: pause('unlist'),
  relistListing: pause('relist'),
  createAccommodationUnit: async (request, reply) => {
    const data = await createAccommodationUnit({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, body: request.body });
    reply.code(201);
    return { data };
  },
  updateAccommodationUnit: async (request) => ({
    data: await updateAccommodationUnit({ deps: request.server.deps, caller: request.user!, unitId: request.params.id, body: request.body }),
  }),
  deleteAccommodationUnit: async (request) =>
    deleteAccommodationUnit({
      db: request.server.deps.db,
      clock: request.server.deps.clock,
      caller: request.user!,
      unitId: request.params.id,
      // The contract marks the query optional, so its type is unknown here; Ajv has checked it.
      version: (request.query as { version?: number } | undefined)?.version,
    }),
  uploadListingPhoto: async (request, reply) => {
    const data = await uploadListingPhoto({ deps: request.server.deps, request, log: request.log, caller: request.user!, propertyId: request.params.propertyId });
    reply.code(201);
    return { data };
  },
  reorderListingPhotos: async (request) => ({
    data: await reorderListingPhotos({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, body: request.body }),
  }),
  setMainListingPhoto: async (request) => ({
    data: await setMainListingPhoto({
      deps: request.server.deps,
      caller: request.user!,
      propertyId: request.params.propertyId,
      photoId: request.params.photoId,
      version: request.body.version,
    }),
  }),
  deleteListingPhoto: async (request) => ({
    data: await deleteListingPhoto({
      deps: request.server.deps,
      log: request.log,
      caller: request.user!,
      propertyId: request.params.propertyId,
      photoId: request.params.photoId,
      version: request.query.version,
    }),
  }),
  createInquiry: async (request, reply) => {
    const created = await createInquiry({ deps: request.server.deps, log: request.log, userId: request.user!.id, body: request.body });
    reply.code(201);
    return created;
  },

  createChannelReservation: async (request, reply) => {
    const { answer, replayed } = await createChannelReservation({
      deps: request.server.deps,
      idempotencyKey: request.headers['idempotency-key'] as string,
      body: request.body,
    });
    if (replayed) reply.header('idempotent-replayed', 'true');
    else {
      const kind = answer.data.status === 'pending' ? 'awaitingConfirmation' : 'newReservation';
      await sendBookingAlert({ deps: request.server.deps, log: request.log, kind, reservation: answer.data });
    }
    reply.code(201);
    return answer;
  },
  changeChannelReservationDates: async (request) => {
    const change = await changeDatesFromGuestSite(request.server.deps, request.params.code, request.body);
    if (change.previous) {
      await sendBookingAlert({ deps: request.server.deps, log: request.log, kind: 'dateChange', reservation: change.reservation, previousDates: change.previous });
    }
    return { data: change.reservation, message: datesChangeMessage(change) };
  },
  cancelChannelReservation: async (request) => {
    const { reservation, cancelledNow } = await cancelGuestSiteReservation(request.server.deps, request.params.code, request.body.reason);
    if (cancelledNow) await sendBookingAlert({ deps: request.server.deps, log: request.log, kind: 'cancellation', reservation });
    return { data: reservation, message: cancelledNow ? 'The reservation was cancelled' : 'The reservation was already cancelled' };
  },
  changeReservationDates: async (request) => {
    const change = await changeDatesAsHost(request.server.deps, request.user!, request.params.code, request.body);
    // Like a cancellation: a host knows their own change, a move by our team is news to them.
    if (change.previous && hasAdminReach(request.user!)) {
      await sendBookingAlert({ deps: request.server.deps, log: request.log, kind: 'dateChange', reservation: change.reservation, previousDates: change.previous });
    }
    return { data: change.reservation, message: datesChangeMessage(change) };
  },
  createManualReservation: async (request, reply) => {
    const data = await createManualReservation({ deps: request.server.deps, caller: request.user!, body: request.body });
    reply.code(201);
    return { data, message: 'The reservation was recorded' };
  },
  listReservations: async (request) => ({
    // The contract marks the query optional, so its type is unknown here; Ajv has checked it.
    data: await listReservations({ deps: request.server.deps, caller: request.user!, filters: (request.query ?? {}) as ReservationFilters }),
  }),
  exportReservations: async (request, reply) => {
    const { format, ...filters } = request.query;
    const file = await exportReservations({ deps: request.server.deps, caller: request.user!, format, filters: filters as ReservationFilters });
    return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
  },
  getReservation: async (request) => ({
    data: await getReservation({ deps: request.server.deps, caller: request.user!, code: request.params.code }),
  }),
  confirmReservation: reservationAction('confirm'),
  declineReservation: reservationAction('decline'),
  checkInReservation: reservationAction('check_in'),
  checkOutReservation: reservationAction('check_out'),
  markReservationNoShow: reservationAction('no_show'),
  cancelReservation: reservationAction('cancel'),
  getPropertyCalendar: async (request) => {
    const { from, to } = request.query;
    return { data: await getPropertyCalendar({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, from, to }) };
  },
  setCalendarPrice: async (request) => ({ data: await setCalendarPrice(calendarWrite(request)), message: 'The prices were saved' }),
  setCalendarMinStay: async (request) => ({ data: await setCalendarMinStay(calendarWrite(request)), message: 'The minimum stay was saved' }),
  blockCalendarRange: async (request) => ({ data: await blockCalendarRange(calendarWrite(request)), message: 'The nights were blocked' }),
  openCalendarRange: async (request) => ({ data: await openCalendarRange(calendarWrite(request)), message: 'The nights were opened' }),

  getEarnings: async (request) => ({
    data: await getEarnings({ deps: request.server.deps, caller: request.user!, filters: request.query }),
  }),
  exportEarnings: async (request, reply) => {
    const { format, ...filters } = request.query;
    const file = await exportEarnings({ deps: request.server.deps, caller: request.user!, format, filters });
    return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
  },

  getPropertySync: async (request) => ({
    data: await getPropertySync({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId }),
  }),
  createIcalFeed: async (request, reply) => {
    const data = await createIcalFeed({ deps: request.server.deps, caller: request.user!, unitId: request.params.unitId, body: request.body, log: request.log });
    reply.code(201);
    return { data, message: data.lastStatus === 'ok' ? 'The calendar was added and synced' : 'The calendar was added, but it could not be synced yet' };
  },
  updateIcalFeed: async (request) => ({
    data: await updateIcalFeed({ deps: request.server.deps, caller: request.user!, feedId: request.params.feedId, body: request.body, log: request.log }),
    message: 'The calendar was saved',
  }),
  deleteIcalFeed: async (request) => {
    await deleteIcalFeed({ deps: request.server.deps, caller: request.user!, feedId: request.params.feedId });
    return { data: null, message: 'The calendar was removed; the nights it blocked are open again' };
  },
  syncIcalFeed: async (request) => {
    const data = await syncIcalFeed({ deps: request.server.deps, caller: request.user!, feedId: request.params.feedId, log: request.log });
    if (data.lastStatus === 'ok' && data.emptySince) return { data, message: EMPTY_FEED_TEXT.title };
    return { data, message: data.lastStatus === 'ok' ? 'The calendar is in sync' : 'The calendar could not be synced' };
  },
  confirmEmptyIcalFeed: async (request) => ({
    data: await confirmEmptyIcalFeed({ deps: request.server.deps, caller: request.user!, feedId: request.params.feedId }),
    message: EMPTY_FEED_TEXT.released,
  }),
  rotateIcalExport: async (request) => ({
    data: await rotateIcalExport({ deps: request.server.deps, caller: request.user!, unitId: request.params.unitId }),
    message: 'New export links were made; paste them into each channel again',
  }),
  getIcalExport: async (request, reply) => {
    const calendar = await getIcalExport({ deps: request.server.deps, token: request.params.token, channel: request.params.channel });
    // Channels poll these links: no-cache lets them keep a copy and ask with If-None-Match.
    reply.header('etag', calendar.etag).header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], calendar.etag)) return reply.code(304).send();
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="calendar.ics"').send(calendar.body);
  },
};
