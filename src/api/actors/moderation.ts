import { fromPromise } from 'xstate';
import { moderationMachine } from '../../../machines/moderation.machine';
import { readListing, runModeration } from '../moderation-calls';

/** The moderation panel with its calls. */
export const moderationWithCalls = moderationMachine.provide({
  actors: {
    runModeration: fromPromise(({ input }) => runModeration(input)),
    readListing: fromPromise(({ input }) => readListing(input.propertyId)),
  },
});
