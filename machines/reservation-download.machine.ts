import { assign, fromPromise, setup } from 'xstate';
import type { operations } from '../openapi/schema';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * A download of /reservation-manage's current filter: one file at a time, the app saves it (a DOM
 * effect, provided), and a failure says why and lets the host try again.
 */
export type ExportQuery = operations['exportReservations']['parameters']['query'];
export type DownloadFormat = ExportQuery['format'];
type Downloaded = { blob: Blob; fileName: string };

type DownloadEvent = { type: 'download.start'; query: ExportQuery };

export const reservationDownloadMachine = setup({
  types: { context: {} as { format: DownloadFormat | null; error: UiText | null }, events: {} as DownloadEvent },
  actors: {
    downloadFile: fromPromise<Downloaded, ExportQuery>(async () => {
      throw new Error('downloadFile not provided');
    }),
  },
  actions: {
    saveFile: (_, _file: Downloaded) => {},
  },
}).createMachine({
  id: 'reservationDownload',
  initial: 'idle',
  context: { format: null, error: null },
  states: {
    idle: { on: { 'download.start': { target: 'downloading', actions: assign({ format: ({ event }) => event.query.format, error: null }) } } },
    downloading: {
      tags: ['busy'],
      invoke: {
        src: 'downloadFile',
        input: ({ event }) => (event as DownloadEvent).query,
        onDone: { target: 'idle', actions: [{ type: 'saveFile', params: ({ event }) => event.output }, assign({ format: null })] },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: { on: { 'download.start': { target: 'downloading', actions: assign({ format: ({ event }) => event.query.format, error: null }) } } },
  },
});
