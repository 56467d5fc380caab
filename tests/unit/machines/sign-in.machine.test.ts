import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signInMachine, type SignInAnswer, type SignInProvider } from '../../../machines/sign-in.machine';
import { TWO_STEP_MESSAGES } from '../../../src/shared/two-step';
import type { SignedInSession } from '../../../machines/session.machine';
import { aSignIn, aUser } from './session-fakes';

function start(
  answer: () => Promise<SignInAnswer>,
  providers: SignInProvider[] = [],
  codeAnswer: (input: { challenge: string; code: string }) => Promise<SignedInSession> = async () => aSignIn(),
) {
  const startSession = vi.fn();
  const navigate = vi.fn();
  const focusCode = vi.fn();
  const signInEmail = vi.fn((_input: unknown) => answer());
  const verifyTwoStep = vi.fn(codeAnswer);
  const actor = createActor(
    signInMachine.provide({
      actors: {
        signInEmail: fromPromise(({ input }) => signInEmail(input)),
        listSignInProviders: fromPromise(async () => providers),
        signInWithProvider: fromPromise<SignInAnswer, SignInProvider>(async () => aSignIn()),
        verifyTwoStep: fromPromise(({ input }) => verifyTwoStep(input)),
      },
      actions: { startSession: (_, s) => startSession(s), navigate: (_, { to }) => navigate(to), focusCode },
    }),
  ).start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'signIn.change', field: 'email', value: email });
    actor.send({ type: 'signIn.change', field: 'password', value: password });
  };
  return { actor, startSession, navigate, signInEmail, verifyTwoStep, focusCode, fill };
}

describe('signInMachine', () => {
  it('shows the field messages and sends nothing for an empty form', () => {
    const { actor, signInEmail } = start(async () => aSignIn());
    actor.send({ type: 'signIn.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Email cannot be empty', password: 'Password cannot be empty' });
    expect(signInEmail).not.toHaveBeenCalled();
  });

  it("refuses a malformed email with 'Please enter a valid email address'", () => {
    const { actor, fill } = start(async () => aSignIn());
    fill('nimal@', 'Secret1');
    actor.send({ type: 'signIn.submit' });
    expect(actor.getSnapshot().context.errors.email).toBe('Please enter a valid email address');
  });

  it('signs a host in, starts the session and lands on /dashboard', async () => {
    const { actor, fill, startSession, navigate, signInEmail } = start(async () => aSignIn());
    fill(' nimal@example.lk ', 'Secret1');
    actor.send({ type: 'signIn.submit' });
    await waitFor(actor, (s) => s.matches({ account: 'signedIn' }));
    expect(signInEmail).toHaveBeenCalledWith({ email: 'nimal@example.lk', password: 'Secret1' });
    expect(startSession).toHaveBeenCalledWith(aSignIn());
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('sends an admin to /admin-property-listings', async () => {
    const { actor, fill, navigate } = start(async () => aSignIn('ADMIN'));
    fill('admin@demo.lk', 'Secret1');
    actor.send({ type: 'signIn.submit' });
    await waitFor(actor, (s) => s.matches({ account: 'signedIn' }));
    expect(navigate).toHaveBeenCalledWith('/admin-property-listings');
  });

  it('sends an account that must reset its password to /reset-password', async () => {
    const { actor, fill, navigate } = start(async () => ({ ...aSignIn(), user: aUser('HOST', { mustResetPassword: true }) }));
    fill('new@example.lk', 'Temp1234');
    actor.send({ type: 'signIn.submit' });
    await waitFor(actor, (s) => s.matches({ account: 'signedIn' }));
    expect(navigate).toHaveBeenCalledWith('/reset-password');
  });

  it("shows the server's message for a wrong password and stays on the form", async () => {
    const { actor, fill, startSession } = start(async () => Promise.reject({ message: 'Incorrect email or password' }));
    fill('nimal@example.lk', 'Wrong1');
    actor.send({ type: 'signIn.submit' });
    await waitFor(actor, (s) => s.matches({ account: 'editing' }) && s.context.serverError !== null);
    expect(actor.getSnapshot().context.serverError).toBe('Incorrect email or password');
    expect(startSession).not.toHaveBeenCalled();
  });

  it('lists the configured social providers', async () => {
    const { actor } = start(async () => aSignIn(), [{ provider: 'google', clientId: 'g-1' }]);
    await waitFor(actor, (s) => s.matches({ providers: 'loaded' }));
    expect(actor.getSnapshot().context.providers).toEqual([{ provider: 'google', clientId: 'g-1' }]);
  });
});

const CHALLENGE = { twoStepChallenge: 'challenge-1', expiresIn: 300 };

describe('signInMachine: the two-step code', () => {
  async function atCodeStep(codeAnswer?: Parameters<typeof start>[2]) {
    const started = start(async () => CHALLENGE, [], codeAnswer);
    started.fill('nimal@example.lk', 'Secret1');
    started.actor.send({ type: 'signIn.submit' });
    await waitFor(started.actor, (s) => s.matches({ account: 'code' }));
    return started;
  }

  it('asks for the code when the password answers with a challenge, without starting a session', async () => {
    const { actor, startSession, focusCode } = await atCodeStep();
    expect(actor.getSnapshot().context).toMatchObject({ challenge: 'challenge-1', code: '', codeError: null, useRecoveryCode: false });
    expect(startSession).not.toHaveBeenCalled();
    expect(focusCode).toHaveBeenCalled();
  });

  it('keeps digits only, six at most, and refuses to send fewer than six', async () => {
    const { actor, verifyTwoStep } = await atCodeStep();
    actor.send({ type: 'signIn.codeChange', value: '12a34 5' });
    expect(actor.getSnapshot().context.code).toBe('12345');
    actor.send({ type: 'signIn.verifyCode' });
    expect(actor.getSnapshot().context.codeError).toBe(TWO_STEP_MESSAGES.enterCode);
    expect(verifyTwoStep).not.toHaveBeenCalled();
    actor.send({ type: 'signIn.codeChange', value: '1234567' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    expect(actor.getSnapshot().context.codeError).toBeNull();
  });

  it('sends the challenge with the code, then starts the session and lands as usual', async () => {
    const { actor, verifyTwoStep, startSession, navigate } = await atCodeStep(async () => aSignIn('ADMIN', { twoStepEnabled: true }));
    actor.send({ type: 'signIn.codeChange', value: '654321' });
    actor.send({ type: 'signIn.verifyCode' });
    await waitFor(actor, (s) => s.matches({ account: 'signedIn' }));
    expect(verifyTwoStep).toHaveBeenCalledWith({ challenge: 'challenge-1', code: '654321' });
    expect(startSession).toHaveBeenCalledTimes(1);
    // The session went to the session actor; this machine keeps no copy of the token.
    expect(actor.getSnapshot().context.answer).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin-property-listings');
  });

  it("shows a wrong code's message on the code field, empties it and stays on the step", async () => {
    const { actor, startSession } = await atCodeStep(async () => Promise.reject({ message: TWO_STEP_MESSAGES.wrongCode }));
    actor.send({ type: 'signIn.codeChange', value: '000000' });
    actor.send({ type: 'signIn.verifyCode' });
    await waitFor(actor, (s) => s.matches({ account: { code: 'entering' } }) && s.context.codeError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ codeError: TWO_STEP_MESSAGES.wrongCode, code: '', challenge: 'challenge-1' });
    expect(startSession).not.toHaveBeenCalled();
  });

  it('goes back to the password with the reason when the challenge has expired', async () => {
    const { actor } = await atCodeStep(async () => Promise.reject({ message: TWO_STEP_MESSAGES.challengeExpired }));
    actor.send({ type: 'signIn.codeChange', value: '000000' });
    actor.send({ type: 'signIn.verifyCode' });
    await waitFor(actor, (s) => s.matches({ account: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ serverError: TWO_STEP_MESSAGES.challengeExpired, challenge: null });
    expect(actor.getSnapshot().context.form.password).toBe('');
  });

  it('takes a recovery code instead, checked for its shape before sending', async () => {
    const { actor, verifyTwoStep } = await atCodeStep();
    actor.send({ type: 'signIn.toggleRecoveryCode' });
    expect(actor.getSnapshot().context.useRecoveryCode).toBe(true);
    actor.send({ type: 'signIn.codeChange', value: 'abcde-2345' });
    actor.send({ type: 'signIn.verifyCode' });
    expect(actor.getSnapshot().context.codeError).toBe(TWO_STEP_MESSAGES.enterRecoveryCode);
    actor.send({ type: 'signIn.codeChange', value: 'abcde-23456' });
    actor.send({ type: 'signIn.verifyCode' });
    await waitFor(actor, (s) => s.matches({ account: 'signedIn' }));
    expect(verifyTwoStep).toHaveBeenCalledWith({ challenge: 'challenge-1', code: 'abcde-23456' });
  });

  it('goes back to the password form, which is emptied, on Back', async () => {
    const { actor } = await atCodeStep();
    actor.send({ type: 'signIn.back' });
    expect(actor.getSnapshot().matches({ account: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ challenge: null, form: { email: 'nimal@example.lk', password: '' } });
  });

  it('asks for the code after a social sign-in too', async () => {
    const started = start(async () => aSignIn());
    const actor = createActor(
      signInMachine.provide({
        actors: {
          signInEmail: fromPromise<SignInAnswer, { email: string; password: string }>(async () => aSignIn()),
          listSignInProviders: fromPromise(async (): Promise<SignInProvider[]> => []),
          signInWithProvider: fromPromise<SignInAnswer, SignInProvider>(async () => CHALLENGE),
          verifyTwoStep: fromPromise(async () => aSignIn()),
        },
        actions: { startSession: started.startSession, navigate: () => undefined },
      }),
    ).start();
    actor.send({ type: 'signIn.withProvider', provider: { provider: 'google', clientId: 'g-1' } });
    await waitFor(actor, (s) => s.matches({ account: 'code' }));
    expect(started.startSession).not.toHaveBeenCalled();
  });
});

describe('where a sign-in lands', () => {
  it('sends an admin without two-step verification to /profile to set it up', async () => {
    const { actor, fill, navigate } = start(async () => aSignIn('ADMIN', { twoStepEnabled: false }));
    fill('admin@demo.lk', 'Secret1');
    actor.send({ type: 'signIn.submit' });
    await waitFor(actor, (s) => s.matches({ account: 'signedIn' }));
    expect(navigate).toHaveBeenCalledWith('/profile');
  });
});
