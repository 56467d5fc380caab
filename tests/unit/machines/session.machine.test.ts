import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { isAdminUser } from '../../../machines/session.machine';
import { aSignIn, aUser, deferred, noCookies, startSession } from './session-fakes';

const signedIn = { account: 'signedIn' } as const;

describe('sessionMachine: logged in when an access-token cookie or a user cookie exists', () => {
  it('is signed in by an access-token cookie alone', () => {
    const { actor } = startSession({ accessToken: 'access-1', user: null, isProfileCompleted: false });
    expect(actor.getSnapshot().matches(signedIn)).toBe(true);
  });

  it('is signed in by a user cookie alone', () => {
    const { actor } = startSession({ accessToken: null, user: aUser(), isProfileCompleted: true });
    expect(actor.getSnapshot().matches(signedIn)).toBe(true);
  });

  it('is signed out with neither cookie, and checks no current user', () => {
    const { actor, calls } = startSession(noCookies);
    expect(actor.getSnapshot().matches({ account: 'signedOut' })).toBe(true);
    expect(calls.me).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: the current-user check on start', () => {
  it('keeps the user and isProfileCompleted from auth/me and stores them', async () => {
    const me = { user: aUser('HOST', { firstName: 'Kamala' }), isProfileCompleted: false };
    const { actor, effects } = startSession({ accessToken: 'access-1', user: aUser(), isProfileCompleted: true }, { me: async () => me });
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { user: 'known' } } }));
    expect(actor.getSnapshot().context).toMatchObject({ user: me.user, isProfileCompleted: false });
    expect(effects.storeSession).toHaveBeenCalledWith({ accessToken: 'access-1', ...me });
  });

  it('clears the session cookies and the saved draft data when the check fails', async () => {
    const { actor, effects } = startSession(
      { accessToken: 'access-1', user: aUser(), isProfileCompleted: true },
      { me: async () => Promise.reject({ status: 0, httpStatus: 401, message: 'Your session expired! Please login again..' }) },
    );
    await waitFor(actor, (s) => s.matches({ account: 'signedOut' }));
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.clearSavedDraft).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('stays signed in with the stored user when the check got no answer (offline)', async () => {
    const { actor, effects } = startSession(
      { accessToken: null, user: aUser(), isProfileCompleted: true },
      { me: async () => Promise.reject({ status: 2, message: 'Your connection was interrupted' }) },
    );
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { user: 'known' } } }));
    expect(effects.clearSession).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: sign-in and logout', () => {
  it('stores the signed-in session (the cookie adapter writes both domains) and checks no current user', () => {
    const { actor, effects, calls } = startSession(noCookies);
    actor.send({ type: 'session.signIn', session: aSignIn() });
    expect(actor.getSnapshot().matches({ account: { signedIn: { user: 'known' } } })).toBe(true);
    expect(effects.storeSession).toHaveBeenCalledWith(aSignIn());
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'access-1', user: aSignIn().user });
    expect(calls.me).not.toHaveBeenCalled();
  });

  it('refetches the CSRF token after sign-in, since the server binds it to the session', async () => {
    const { actor, calls, effects } = startSession(noCookies);
    await waitFor(actor, (s) => s.matches({ csrf: 'ready' }));
    actor.send({ type: 'session.signIn', session: aSignIn() });
    await waitFor(actor, (s) => s.matches({ csrf: 'ready' }));
    expect(calls.csrf).toHaveBeenCalledTimes(2);
    expect(effects.storeCsrfToken).toHaveBeenCalledWith('csrf-1');
  });

  it('logs out through the server, clears every cookie and goes to /', async () => {
    const { actor, effects, calls } = startSession(noCookies);
    actor.send({ type: 'session.signIn', session: aSignIn() });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches({ account: 'signingOut' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ account: 'signedOut' }));
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(actor.getSnapshot().context).toEqual(noCookies);
  });

  it('still clears everything and goes to / when the logout call fails', async () => {
    const { actor, effects } = startSession(noCookies, { logout: async () => Promise.reject(new TypeError('offline')) });
    actor.send({ type: 'session.signIn', session: aSignIn() });
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches({ account: 'signedOut' }));
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/');
  });
});

describe('sessionMachine: 401, 403 and renewal', () => {
  it('renews the access token on a 401 and stores the new one, staying signed in', async () => {
    const { actor, effects, calls } = startSession(noCookies);
    actor.send({ type: 'session.signIn', session: aSignIn() });
    actor.send({ type: 'session.renew' });
    expect(actor.getSnapshot().hasTag('renewing')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('renewing'));
    expect(calls.renew).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches(signedIn)).toBe(true);
    expect(actor.getSnapshot().context.accessToken).toBe('access-2');
    expect(effects.storeSession).toHaveBeenLastCalledWith(expect.objectContaining({ accessToken: 'access-2' }));
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('keeps checking the current user while it renews, so the retried check still lands', async () => {
    const me = deferred<{ user: ReturnType<typeof aUser>; isProfileCompleted: boolean }>();
    const { actor } = startSession({ accessToken: 'old', user: aUser(), isProfileCompleted: true }, { me: () => me.promise });
    actor.send({ type: 'session.renew' });
    await waitFor(actor, (s) => !s.hasTag('renewing'));
    me.resolve({ user: aUser('HOST', { firstName: 'Renewed' }), isProfileCompleted: true });
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { user: 'known' } } }));
    expect(actor.getSnapshot().context.user?.firstName).toBe('Renewed');
  });

  it('toasts the expired session, signs out and goes to /login when renewal fails', async () => {
    const { actor, effects } = startSession(noCookies, { renew: async () => Promise.reject({ httpStatus: 401 }) });
    actor.send({ type: 'session.signIn', session: aSignIn() });
    actor.send({ type: 'session.renew' });
    await waitFor(actor, (s) => s.matches({ account: 'signedOut' }));
    expect(effects.toastError).toHaveBeenCalledWith('Your session expired! Please login again..');
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('handles a 401 the retry could not cure like a failed renewal', () => {
    const { actor, effects } = startSession(noCookies);
    actor.send({ type: 'session.signIn', session: aSignIn() });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches({ account: 'signedOut' })).toBe(true);
    expect(effects.toastError).toHaveBeenCalledWith('Your session expired! Please login again..');
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('says the session expired once when several calls fail with 401 together', () => {
    const { actor, effects } = startSession(noCookies);
    actor.send({ type: 'session.signIn', session: aSignIn() });
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.expired' });
    expect(effects.toastError).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledTimes(1);
  });

  it("answers a 403 with 'Unauthenticated.', clears the session and goes to /login", () => {
    const { actor, effects } = startSession(noCookies);
    actor.send({ type: 'session.signIn', session: aSignIn() });
    actor.send({ type: 'session.unauthenticated' });
    expect(actor.getSnapshot().matches({ account: 'signedOut' })).toBe(true);
    expect(effects.toastError).toHaveBeenCalledWith('Unauthenticated.');
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('does not renew for a visitor', () => {
    const { actor, calls } = startSession(noCookies);
    actor.send({ type: 'session.renew' });
    expect(calls.renew).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: CSRF token', () => {
  it('fetches the CSRF token at start and keeps it', async () => {
    const { actor, effects } = startSession(noCookies, { csrf: async () => 'csrf-start' });
    await waitFor(actor, (s) => s.matches({ csrf: 'ready' }));
    expect(effects.storeCsrfToken).toHaveBeenCalledWith('csrf-start');
  });

  it('refetches it once after a call was refused for its CSRF token', async () => {
    let n = 0;
    const { actor, calls, effects } = startSession(noCookies, { csrf: async () => `csrf-${++n}` });
    await waitFor(actor, (s) => s.matches({ csrf: 'ready' }));
    actor.send({ type: 'session.csrfRejected' });
    await waitFor(actor, (s) => s.matches({ csrf: 'ready' }));
    expect(calls.csrf).toHaveBeenCalledTimes(2);
    expect(effects.storeCsrfToken).toHaveBeenLastCalledWith('csrf-2');
  });
});

describe('sessionMachine: profile and roles', () => {
  it("keeps a changed user and profile completeness and stores them", () => {
    const { actor, effects } = startSession(noCookies);
    actor.send({ type: 'session.signIn', session: aSignIn() });
    const user = aUser('HOST', { firstName: 'Sunil' });
    actor.send({ type: 'session.userChanged', user, isProfileCompleted: false });
    expect(actor.getSnapshot().context).toMatchObject({ user, isProfileCompleted: false });
    expect(effects.storeSession).toHaveBeenLastCalledWith({ accessToken: 'access-1', user, isProfileCompleted: false });
  });

  it("calls a user with role.guard 'ADMIN' an admin and anyone else not", () => {
    expect(isAdminUser(aUser('ADMIN'))).toBe(true);
    expect(isAdminUser(aUser('HOST'))).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('re-reads the cookies on session.restore and signs out when none are left', () => {
    const { actor } = startSession(noCookies);
    actor.send({ type: 'session.signIn', session: aSignIn() });
    actor.send({ type: 'session.restore', stored: noCookies });
    expect(actor.getSnapshot().matches({ account: 'signedOut' })).toBe(true);
  });
});
