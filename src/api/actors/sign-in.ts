import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/sign-in.machine';
import { listSignInProviders, signInEmail, verifyTwoStepSignIn } from '../../session/session-api';

/** The sign-in flow with its calls; the provider pop-ups are the browser's, so the screen provides them. */
export const signInWithCalls = signInMachine.provide({
  actors: {
    signInEmail: fromPromise(({ input }) => signInEmail(input)),
    listSignInProviders: fromPromise(() => listSignInProviders()),
    verifyTwoStep: fromPromise(({ input }) => verifyTwoStepSignIn(input)),
  },
});
