import { fromPromise } from 'xstate';
import { signUpMachine } from '../../../machines/sign-up.machine';
import { sendOtp, signUpEmail, validateOtp } from '../../session/session-api';
import { CallFailure } from '../call-failure';

/** The sign-up flow with its calls; a verified code signs the host in. */
export const signUpWithCalls = signUpMachine.provide({
  actors: {
    signUpEmail: fromPromise(({ input }) => signUpEmail(input)),
    resendOtp: fromPromise(({ input }) => sendOtp({ ...input, sendOTPType: 'SIGN_UP' })),
    validateOtp: fromPromise(async ({ input }) => {
      const data = await validateOtp(input);
      if (!data.accessToken || !data.user) throw new CallFailure({ status: 0, message: 'Your email is verified. Please log in.' });
      return { accessToken: data.accessToken, expiresIn: 15 * 60, user: data.user, isProfileCompleted: data.isProfileCompleted ?? false };
    }),
  },
});
