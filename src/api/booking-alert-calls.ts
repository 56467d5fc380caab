/** The calls behind /profile's booking alerts; a failure throws a CallFailure, as machines expect. */
import type { BookingAlerts } from '../../machines/booking-alerts.machine';
import { api } from '../session/session-api';
import { dataOf } from './data-of';

export const getBookingAlerts = (): Promise<BookingAlerts> => dataOf(api().GET('/api/v1/web/profile/booking-alerts'));

export const saveBookingAlerts = (alerts: BookingAlerts): Promise<BookingAlerts> =>
  dataOf(api().PUT('/api/v1/web/profile/booking-alerts', { body: alerts }));
