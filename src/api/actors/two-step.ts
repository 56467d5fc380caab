import { fromPromise } from 'xstate';
import { twoStepMachine } from '../../../machines/two-step.machine';
import { disableTwoStep, enableTwoStep, getTwoStep, startTwoStepSetup } from '../../session/session-api';

/** The two-step verification settings with their calls. */
export const twoStepWithCalls = twoStepMachine.provide({
  actors: {
    loadStatus: fromPromise(() => getTwoStep()),
    startSetup: fromPromise(() => startTwoStepSetup()),
    enable: fromPromise(({ input }) => enableTwoStep(input)),
    disable: fromPromise(({ input }) => disableTwoStep(input)),
  },
});
