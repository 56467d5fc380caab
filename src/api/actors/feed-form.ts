import { fromPromise } from 'xstate';
import { feedFormMachine } from '../../../machines/feed-form.machine';
import { saveIcalFeed } from '../sync-calls';

/** The add/edit feed form with its call. */
export const feedFormWithCalls = feedFormMachine.provide({ actors: { saveFeed: fromPromise(({ input }) => saveIcalFeed(input)) } });
