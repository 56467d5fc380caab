import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine, PASSWORD_CHANGED_MESSAGE } from '../../../machines/forgot-password.machine';

function start(validate: () => Promise<{ resetKey?: string }> = async () => ({ resetKey: 'reset-key-1' })) {
  const calls = {
    sendOtp: vi.fn(async (_input: unknown) => ({ key: 'otp-key-1' })),
    validateOtp: vi.fn((_input: unknown) => validate()),
    updatePassword: vi.fn(async (_input: unknown) => undefined),
  };
  const effects = { navigate: vi.fn(), toastSuccess: vi.fn() };
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        sendOtp: fromPromise(({ input }) => calls.sendOtp(input)),
        validateOtp: fromPromise(({ input }) => calls.validateOtp(input)),
        updatePassword: fromPromise(({ input }) => calls.updatePassword(input)),
      },
      actions: { navigate: (_, { to }) => effects.navigate(to), toastSuccess: (_, { message }) => effects.toastSuccess(message) },
    }),
  ).start();
  return { actor, calls, effects };
}

describe('forgotPasswordMachine', () => {
  it("refuses a malformed email with 'Please enter a valid email address'", () => {
    const { actor, calls } = start();
    actor.send({ type: 'forgot.emailChange', value: 'nimal' });
    actor.send({ type: 'forgot.sendCode' });
    expect(actor.getSnapshot().context.emailError).toBe('Please enter a valid email address');
    expect(calls.sendOtp).not.toHaveBeenCalled();
  });

  it('walks email → code → new password → /login with a success toast', async () => {
    const { actor, calls, effects } = start();
    actor.send({ type: 'forgot.emailChange', value: 'nimal@example.lk' });
    actor.send({ type: 'forgot.sendCode' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(calls.sendOtp).toHaveBeenCalledWith({ email: 'nimal@example.lk' });
    actor.send({ type: 'forgot.otpChange', value: '654321' });
    actor.send({ type: 'forgot.verify' });
    await waitFor(actor, (s) => s.matches('newPassword'));
    expect(calls.validateOtp).toHaveBeenCalledWith({ key: 'otp-key-1', otp: '654321' });
    actor.send({ type: 'forgot.passwordChange', field: 'password', value: 'Harbour77' });
    actor.send({ type: 'forgot.passwordChange', field: 'confirmPassword', value: 'Harbour77' });
    actor.send({ type: 'forgot.save' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(calls.updatePassword).toHaveBeenCalledWith({ password: 'Harbour77', resetKey: 'reset-key-1' });
    expect(effects.toastSuccess).toHaveBeenCalledWith(PASSWORD_CHANGED_MESSAGE);
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('keeps the code step with the server message when the code is wrong', async () => {
    const { actor } = start(async () => Promise.reject({ message: 'That code is not right' }));
    actor.send({ type: 'forgot.emailChange', value: 'nimal@example.lk' });
    actor.send({ type: 'forgot.sendCode' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'forgot.otpChange', value: '111111' });
    actor.send({ type: 'forgot.verify' });
    await waitFor(actor, (s) => s.context.otpError !== null);
    expect(actor.getSnapshot().context.otpError).toBe('That code is not right');
  });

  it("refuses a weak new password with the spec's message", async () => {
    const { actor } = start();
    actor.send({ type: 'forgot.emailChange', value: 'nimal@example.lk' });
    actor.send({ type: 'forgot.sendCode' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'forgot.otpChange', value: '654321' });
    actor.send({ type: 'forgot.verify' });
    await waitFor(actor, (s) => s.matches('newPassword'));
    actor.send({ type: 'forgot.passwordChange', field: 'password', value: 'weak' });
    actor.send({ type: 'forgot.save' });
    expect(actor.getSnapshot().context.passwordErrors.password).toBe(
      'Password must be 6–50 characters, include at least one uppercase letter and one number',
    );
  });
});
