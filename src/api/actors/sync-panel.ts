import { fromPromise } from 'xstate';
import { syncPanelMachine } from '../../../machines/sync-panel.machine';
import { getPropertySync } from '../sync-calls';

/** The sync page's panel with its call. */
export const syncPanelWithCalls = syncPanelMachine.provide({ actors: { loadSync: fromPromise(({ input }) => getPropertySync(input.propertyId)) } });
