import { fromPromise } from 'xstate';
import { reservationListMachine } from '../../../machines/reservation-list.machine';
import { listHostProperties } from '../listed-properties-calls';
import { listReservations } from '../reservation-calls';

/** The reservations list with its calls; drafts take no bookings, so the filter leaves them out. */
export const reservationListWithCalls = reservationListMachine.provide({
  actors: {
    loadPage: fromPromise(({ input }) => listReservations(input)),
    loadPropertyOptions: fromPromise(async () =>
      (await listHostProperties({ limit: 50, offset: 0 })).items.filter((p) => p.status !== 'draft').map((p) => ({ id: p.id, name: p.name ?? `Property ${p.id}` })),
    ),
  },
});
