import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type CurrentUser, type SessionUser, type SignedInSession } from '../../../machines/session.machine';
import type { StoredSession } from '../../../src/shared/session-cookies';

export function aUser(guard: 'HOST' | 'ADMIN' = 'HOST', extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id: guard === 'ADMIN' ? 2 : 1,
    firstName: 'Nimal',
    lastName: 'Perera',
    email: 'nimal@example.lk',
    countryCode: '+94',
    contactNo: '771234567',
    file: null,
    role: { guard },
    ...extra,
  };
}

export const aSignIn = (guard: 'HOST' | 'ADMIN' = 'HOST', extra: Partial<SessionUser> = {}): SignedInSession => ({
  accessToken: 'access-1',
  expiresIn: 900,
  user: aUser(guard, extra),
  isProfileCompleted: true,
});

export const noCookies: StoredSession = { accessToken: null, user: null, isProfileCompleted: false };

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

export type Fakes = {
  me?: () => Promise<CurrentUser>;
  renew?: () => Promise<SignedInSession>;
  logout?: () => Promise<void>;
  csrf?: () => Promise<string>;
};

/** A session actor with recording effects and fake calls. */
export function startSession(stored: StoredSession, fakes: Fakes = {}) {
  const effects = {
    storeSession: vi.fn(),
    clearSession: vi.fn(),
    clearSavedDraft: vi.fn(),
    storeCsrfToken: vi.fn(),
    toastError: vi.fn(),
    navigate: vi.fn(),
  };
  const calls = {
    me: vi.fn(fakes.me ?? (async () => ({ user: aUser(), isProfileCompleted: true }))),
    renew: vi.fn(fakes.renew ?? (async () => ({ ...aSignIn(), accessToken: 'access-2' }))),
    logout: vi.fn(fakes.logout ?? (async () => undefined)),
    csrf: vi.fn(fakes.csrf ?? (async () => 'csrf-1')),
  };
  const machine = sessionMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(() => calls.me()),
      renewToken: fromPromise(() => calls.renew()),
      logout: fromPromise(() => calls.logout()),
      fetchCsrfToken: fromPromise(() => calls.csrf()),
    },
    actions: {
      storeSession: (_, params) => effects.storeSession(params),
      clearSession: () => effects.clearSession(),
      clearSavedDraft: () => effects.clearSavedDraft(),
      storeCsrfToken: (_, params) => effects.storeCsrfToken(params.token),
      toastError: (_, params) => effects.toastError(params.message),
      navigate: (_, params) => effects.navigate(params.to),
    },
  });
  const actor = createActor(machine, { input: stored }).start();
  return { actor, effects, calls };
}
