import { fromPromise } from 'xstate';
import { earningsMachine } from '../../../machines/earnings.machine';
import { getEarnings, listEarningsProperties } from '../earnings-calls';

/** The earnings report with its calls; the download saves a file, so the screen provides it. */
export const earningsWithCalls = earningsMachine.provide({
  actors: { loadEarnings: fromPromise(({ input }) => getEarnings(input)), loadProperties: fromPromise(() => listEarningsProperties()) },
});
