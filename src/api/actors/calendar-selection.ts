import { fromPromise } from 'xstate';
import { calendarSelectionMachine } from '../../../machines/calendar-selection.machine';
import { writePropertyCalendar } from '../calendar-calls';

/** A unit calendar's selection and edits with their call. */
export const calendarSelectionWithCalls = calendarSelectionMachine.provide({ actors: { writeCalendar: fromPromise(({ input }) => writePropertyCalendar(input)) } });
