import { fromPromise } from 'xstate';
import { manualBookingMachine } from '../../../machines/manual-booking.machine';
import { createManualReservation, listBookableProperties } from '../reservation-calls';

/** The "New booking" dialog with its calls. */
export const manualBookingWithCalls = manualBookingMachine.provide({
  actors: { loadProperties: fromPromise(listBookableProperties), createBooking: fromPromise(({ input }) => createManualReservation(input)) },
});
