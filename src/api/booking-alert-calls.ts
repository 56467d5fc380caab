/** The calls behind /profile's booking alerts; rejections carry the envelope, as machines expect. */
import type { BookingAlerts } from '../../machines/booking-alerts.machine';
import { api, unwrap } from '../session/session-api';
import { callApi } from './envelope';

export const getBookingAlerts = (): Promise<BookingAlerts> => unwrap(callApi(api().GET('/api/v1/web/profile/booking-alerts')));

export const saveBookingAlerts = (alerts: BookingAlerts): Promise<BookingAlerts> =>
  unwrap(callApi(api().PUT('/api/v1/web/profile/booking-alerts', { body: alerts })));
