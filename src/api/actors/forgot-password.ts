import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine';
import { sendOtp, updatePassword, validateOtp } from '../../session/session-api';

/** The forgot-password flow with its calls. */
export const forgotPasswordWithCalls = forgotPasswordMachine.provide({
  actors: {
    sendOtp: fromPromise(({ input }) => sendOtp({ email: input.email, sendOTPType: 'FORGOT_PASSWORD' })),
    validateOtp: fromPromise(({ input }) => validateOtp(input)),
    updatePassword: fromPromise(({ input }) => updatePassword(input)),
  },
});
