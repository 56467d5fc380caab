import { describe, expect, it, vi } from 'vitest';
import { APPLE_JS_SRC, appleIdToken, type AppleHost, type AppleSignInResult } from '../../../src/screens/auth/providers/apple';

function fakeApple(signIn: (state: string) => Promise<AppleSignInResult>) {
  let state = '';
  const init = vi.fn((options: { state: string }) => void (state = options.state));
  let counter = 0;
  const host: AppleHost = {
    window: { location: { origin: 'https://portal.example.lk' }, AppleID: { auth: { init, signIn: () => signIn(state) } } },
    loadScript: vi.fn(async () => {}),
    random: () => `random-${++counter}`,
  };
  return { host, init };
}

describe('appleIdToken', () => {
  it('answers the ID token and the name Apple shares on the first sign-in', async () => {
    const { host, init } = fakeApple(async (state) => ({
      authorization: { id_token: 'apple.id.token', code: 'c', state },
      user: { email: 'nimal@example.lk', name: { firstName: 'Nimal', lastName: 'Perera' } },
    }));
    await expect(appleIdToken('lk.example.web', host)).resolves.toEqual({ idToken: 'apple.id.token', firstName: 'Nimal', lastName: 'Perera' });
    expect(host.loadScript).toHaveBeenCalledWith(APPLE_JS_SRC);
    expect(init).toHaveBeenCalledWith({
      clientId: 'lk.example.web',
      scope: 'name email',
      redirectURI: 'https://portal.example.lk/login',
      usePopup: true,
      nonce: 'random-2',
      state: 'random-1',
    });
  });

  it('answers the token alone on later sign-ins', async () => {
    const { host } = fakeApple(async (state) => ({ authorization: { id_token: 'apple.id.token', state } }));
    await expect(appleIdToken('lk.example.web', host)).resolves.toEqual({ idToken: 'apple.id.token' });
  });

  it('refuses an answer with another state', async () => {
    const { host } = fakeApple(async () => ({ authorization: { id_token: 'apple.id.token', state: 'someone-else' } }));
    await expect(appleIdToken('lk.example.web', host)).rejects.toEqual({ message: expect.stringMatching(/did not complete/) });
  });

  it.each(['popup_closed_by_user', 'user_cancelled_authorize'])('says the sign-in was cancelled on %s', async (error) => {
    const { host } = fakeApple(() => Promise.reject({ error }));
    await expect(appleIdToken('lk.example.web', host)).rejects.toEqual({ message: expect.stringMatching(/^Sign-in with Apple was cancelled/) });
  });

  it('says Apple could not be reached when its script does not load', async () => {
    const { host } = fakeApple(async () => ({}));
    host.loadScript = () => Promise.reject(new Error('could not load'));
    await expect(appleIdToken('lk.example.web', host)).rejects.toEqual({ message: 'Could not reach Apple. Check your connection and try again.' });
  });
});
