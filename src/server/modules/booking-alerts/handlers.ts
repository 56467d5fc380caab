import type { Handlers } from '../../handler-types';
import { loadBookingAlerts, saveBookingAlerts } from './alert-settings';

/** Which booking alerts a host receives (/profile). */
export const bookingAlertHandlers = {
  getBookingAlerts: async (request) => ({ data: await loadBookingAlerts(request.server.deps.db, request.user!.id) }),
  updateBookingAlerts: async (request) => ({
    data: await saveBookingAlerts(request.server.deps.db, request.user!.id, request.body, request.server.deps.clock()),
    message: 'Your booking alerts are saved',
  }),
} satisfies Partial<Handlers>;
