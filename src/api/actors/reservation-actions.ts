import { fromPromise } from 'xstate';
import { reservationActionsMachine } from '../../../machines/reservation-actions.machine';
import { changeReservationDates, getReservation, markReservationPaid, runReservationAction } from '../reservation-calls';

/** One reservation's page with its calls. */
export const reservationActionsWithCalls = reservationActionsMachine.provide({
  actors: {
    loadReservation: fromPromise(({ input }) => getReservation(input.code)),
    runAction: fromPromise(({ input }) => runReservationAction(input)),
    changeDates: fromPromise(({ input }) => changeReservationDates(input)),
    markPaid: fromPromise(({ input }) => markReservationPaid(input.code)),
  },
});
