import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signInMachine, type SignInProvider } from '../../../machines/sign-in.machine';
import type { SignedInSession } from '../../../machines/session.machine';
import { aSignIn, aUser } from './session-fakes';

function start(answer: () => Promise<SignedInSession>, providers: SignInProvider[] = []) {
  const startSession = vi.fn();
  const navigate = vi.fn();
  const signInEmail = vi.fn((_input: unknown) => answer());
  const actor = createActor(
    signInMachine.provide({
      actors: {
        signInEmail: fromPromise(({ input }) => signInEmail(input)),
        listSignInProviders: fromPromise(async () => providers),
        signInWithProvider: fromPromise(async () => aSignIn()),
      },
      actions: { startSession: (_, s) => startSession(s), navigate: (_, { to }) => navigate(to) },
    }),
  ).start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'signIn.change', field: 'email', value: email });
    actor.send({ type: 'signIn.change', field: 'password', value: password });
  };
  return { actor, startSession, navigate, signInEmail, fill };
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
