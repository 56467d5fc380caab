import { fromPromise } from 'xstate';
import { resetPasswordMachine } from '../../../machines/reset-password.machine';
import { signInEmail, updatePassword } from '../../session/session-api';
import { CallFailure } from '../call-failure';

/** The reset-password flow with its calls. */
export const resetPasswordWithCalls = resetPasswordMachine.provide({
  actors: {
    updatePassword: fromPromise(({ input }) => updatePassword(input)),
    // With two-step verification on, the sign-in page asks for the code (the password is saved).
    signInEmail: fromPromise(async ({ input }) => {
      const answer = await signInEmail(input);
      if ('twoStepChallenge' in answer) throw new CallFailure({ status: 0, message: 'Sign in with your new password and your code' });
      return answer;
    }),
  },
});
