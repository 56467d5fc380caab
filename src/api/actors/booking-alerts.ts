import { fromPromise } from 'xstate';
import { bookingAlertsMachine } from '../../../machines/booking-alerts.machine';
import { getBookingAlerts, saveBookingAlerts } from '../booking-alert-calls';

/** The booking-alerts settings with their calls. */
export const bookingAlertsWithCalls = bookingAlertsMachine.provide({
  actors: { loadAlerts: fromPromise(() => getBookingAlerts()), saveAlerts: fromPromise(({ input }) => saveBookingAlerts(input)) },
});
