import { fromPromise } from 'xstate';
import { calendarDataMachine } from '../../../machines/calendar-data.machine';
import { getPropertyCalendar, listCalendarProperties } from '../calendar-calls';

/** The calendar page's data with its calls. */
export const calendarDataWithCalls = calendarDataMachine.provide({
  actors: { loadProperties: fromPromise(() => listCalendarProperties()), loadCalendar: fromPromise(({ input }) => getPropertyCalendar(input)) },
});
