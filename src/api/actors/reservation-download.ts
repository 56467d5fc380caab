import { fromPromise } from 'xstate';
import { reservationDownloadMachine } from '../../../machines/reservation-download.machine';
import { downloadReservations } from '../reservation-calls';

/** The reservations download with its call; saving the file is the screen's action. */
export const reservationDownloadWithCalls = reservationDownloadMachine.provide({ actors: { downloadFile: fromPromise(({ input }) => downloadReservations(input)) } });
