import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signUpMachine } from '../../../machines/sign-up.machine';
import type { SignUpForm } from '../../../machines/account-forms';
import { aSignIn } from './session-fakes';

const valid: Partial<SignUpForm> = {
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'nimal@example.lk',
  contactNo: '0771234567',
  password: 'Lagoon26',
  confirmPassword: 'Lagoon26',
  acceptTerms: true,
};

function start() {
  const calls = {
    signUpEmail: vi.fn(async (_input: unknown) => ({ key: 'key-1234' })),
    resendOtp: vi.fn(async (_input: unknown) => ({ key: 'key-5678' })),
    validateOtp: vi.fn(async ({ otp }: { key: string; otp: string }) => (otp === '123456' ? aSignIn() : Promise.reject({ message: 'That code is not right' }))),
  };
  const startSession = vi.fn();
  const navigate = vi.fn();
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        signUpEmail: fromPromise(({ input }) => calls.signUpEmail(input)),
        resendOtp: fromPromise(({ input }) => calls.resendOtp(input)),
        validateOtp: fromPromise(({ input }) => calls.validateOtp(input)),
      },
      actions: { startSession: (_, s) => startSession(s), navigate: (_, { to }) => navigate(to) },
    }),
  ).start();
  const fill = (form: Partial<SignUpForm>) => {
    for (const [field, value] of Object.entries(form)) actor.send({ type: 'signUp.change', field: field as keyof SignUpForm, value: value as string });
  };
  return { actor, calls, startSession, navigate, fill };
}

describe('signUpMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows every field message for an empty form', () => {
    const { actor } = start();
    actor.send({ type: 'signUp.submit' });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      firstName: 'First name cannot be empty',
      lastName: 'Last name cannot be empty',
      email: 'Email cannot be empty',
      contactNo: 'Please input the Contact Number',
      password: 'Password cannot be empty',
      confirmPassword: 'Please confirm your password',
      acceptTerms: 'Please accept the terms and conditions to continue',
    });
  });

  it("uses the spec's messages for a bad name, number and password, and catches a mismatch", () => {
    const { actor, fill } = start();
    fill({ ...valid, firstName: 'N1mal', contactNo: '12', password: 'weak', confirmPassword: 'other' });
    actor.send({ type: 'signUp.submit' });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      firstName: 'Please enter a valid name',
      contactNo: 'Please enter a valid contact number',
      password: 'Password must be 6–50 characters, include at least one uppercase letter and one number',
    });
    fill({ ...valid, confirmPassword: 'Lagoon27' });
    actor.send({ type: 'signUp.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('creates the account, then verifies the code, signs in and lands on /dashboard', async () => {
    const { actor, fill, calls, startSession, navigate } = start();
    fill(valid);
    actor.send({ type: 'signUp.submit' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(calls.signUpEmail).toHaveBeenCalledWith({
      firstName: 'Nimal', lastName: 'Perera', email: 'nimal@example.lk', countryCode: '+94', contactNo: '0771234567', password: 'Lagoon26',
    });
    actor.send({ type: 'signUp.otpChange', value: '123456' });
    actor.send({ type: 'signUp.verify' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.validateOtp).toHaveBeenCalledWith({ key: 'key-1234', otp: '123456' });
    expect(startSession).toHaveBeenCalledWith(aSignIn());
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('shows the server message for a wrong code and lets the host try again', async () => {
    const { actor, fill } = start();
    fill(valid);
    actor.send({ type: 'signUp.submit' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'signUp.otpChange', value: '000000' });
    actor.send({ type: 'signUp.verify' });
    await waitFor(actor, (s) => s.context.otpError !== null);
    expect(actor.getSnapshot().context.otpError).toBe('That code is not right');
    expect(actor.getSnapshot().matches({ code: { entry: 'editing' } })).toBe(true);
  });

  it('offers a new code only after 60 seconds, then counts down again', async () => {
    const { actor, fill, calls } = start();
    fill(valid);
    actor.send({ type: 'signUp.submit' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(actor.getSnapshot().can({ type: 'signUp.resend' })).toBe(false);
    vi.advanceTimersByTime(59_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().can({ type: 'signUp.resend' })).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().can({ type: 'signUp.resend' })).toBe(true);
    actor.send({ type: 'signUp.resend' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.key).toBe('key-5678'));
    expect(calls.resendOtp).toHaveBeenCalledTimes(1);
    // The earlier key goes along, so the new code still confirms this sign-up's password.
    expect(calls.resendOtp).toHaveBeenCalledWith(expect.objectContaining({ key: 'key-1234' }));
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it("refuses a code that is not 6 digits without calling the server", () => {
    const { actor, fill, calls } = start();
    fill(valid);
    actor.send({ type: 'signUp.submit' });
    return waitFor(actor, (s) => s.matches('code')).then(() => {
      actor.send({ type: 'signUp.otpChange', value: '123' });
      actor.send({ type: 'signUp.verify' });
      expect(actor.getSnapshot().context.otpError).toBe('Enter the 6-digit code from the email');
      expect(calls.validateOtp).not.toHaveBeenCalled();
    });
  });
});
