import { fromPromise } from 'xstate';
import { moderationMachine } from '../../../machines/moderation.machine';
import { runModeration } from '../moderation-calls';

/** The moderation panel with its call. */
export const moderationWithCalls = moderationMachine.provide({ actors: { runModeration: fromPromise(({ input }) => runModeration(input)) } });
