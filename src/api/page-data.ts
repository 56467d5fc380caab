import type { PageDataSource } from '../shared/page-data';
import { sriLankaToday } from '../shared/reservation-dates';
import { getPropertyCalendar, listCalendarProperties } from './calendar-calls';
import { getDashboard } from './dashboard-calls';
import { listReservations } from './reservation-calls';

/** The browser's page data: the same calls the screens' machines make. */
export const browserPageData: PageDataSource = {
  dashboard: getDashboard,
  calendarProperties: listCalendarProperties,
  calendar: getPropertyCalendar,
  today: () => sriLankaToday(new Date()),
  reservations: listReservations,
};
