import { fromPromise } from 'xstate';
import { importFeedMachine } from '../../../machines/import-feed.machine';
import { confirmEmptyIcalFeed, deleteIcalFeed, syncIcalFeed } from '../sync-calls';

/** One imported feed's buttons with their calls. */
export const importFeedWithCalls = importFeedMachine.provide({
  actors: {
    syncFeed: fromPromise(({ input }) => syncIcalFeed(input.feedId)),
    removeFeed: fromPromise(({ input }) => deleteIcalFeed(input.feedId)),
    releaseEmptyFeed: fromPromise(({ input }) => confirmEmptyIcalFeed(input.feedId)),
  },
});
