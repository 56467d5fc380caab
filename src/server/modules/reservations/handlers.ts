import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../handler-types';
import type { ReservationAction } from '../../../shared/reservation-status';
import { cancelGuestSiteReservation } from './cancel-guest-site-reservation';
import { createChannelReservation } from './create-channel-reservation';
import { createManualReservation } from './create-manual-reservation';
import { exportReservations } from './export-reservations';
import { getReservation } from './get-reservation';
import { listReservations, type ReservationFilters } from './list-reservations';
import { markReservationPaid } from './mark-reservation-paid';
import { runReservationAction } from './reservation-actions';
import { changeDatesAsHost, changeDatesFromGuestSite, datesChangeMessage } from './reservation-date-changes';

/** The handler of one host action on a reservation (confirm, decline, check in, …). */
const reservationAction =
  (action: ReservationAction) =>
  async (request: FastifyRequest<{ Params: { code: string }; Body: unknown }>) =>
    runReservationAction(action, {
      deps: request.server.deps,
      caller: request.user!,
      code: request.params.code,
      reason: (request.body as { reason?: unknown } | undefined)?.reason,
    });

/** Reservations: the guest site's calls (channel access) and the host's. */
export const reservationHandlers = {
  createChannelReservation: async (request, reply) => {
    const { answer, replayed } = await createChannelReservation({
      deps: request.server.deps,
      idempotencyKey: request.headers['idempotency-key'] as string,
      body: request.body,
    });
    if (replayed) reply.header('idempotent-replayed', 'true');
    return answer;
  },
  changeChannelReservationDates: async (request) => {
    const change = await changeDatesFromGuestSite(request.server.deps, request.params.code, request.body);
    return { data: change.reservation, message: datesChangeMessage(change) };
  },
  cancelChannelReservation: async (request) => {
    const { reservation, cancelledNow } = await cancelGuestSiteReservation(request.server.deps, request.params.code, request.body.reason);
    return { data: reservation, message: cancelledNow ? 'The reservation was cancelled' : 'The reservation was already cancelled' };
  },
  changeReservationDates: async (request) => {
    const change = await changeDatesAsHost(request.server.deps, request.user!, request.params.code, request.body);
    return { data: change.reservation, message: datesChangeMessage(change) };
  },
  createManualReservation: async (request) => ({
    data: await createManualReservation({ deps: request.server.deps, caller: request.user!, body: request.body }),
    message: 'The reservation was recorded',
  }),
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
  markReservationPaid: async (request) => ({
    data: await markReservationPaid({ deps: request.server.deps, caller: request.user!, code: request.params.code }),
    message: 'The stay is marked as paid',
  }),
} satisfies Partial<Handlers>;
