import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptHandover,
  CLOSED_GRACE_MS,
  completeProviderPopup,
  facebookIdToken,
  HANDOVER_TYPE,
  parseFacebookFragment,
  type FacebookWindow,
  type PopupWindow,
} from '../../../src/screens/auth/providers/facebook';
import { randomToken } from '../../../src/screens/auth/providers/common';

const ORIGIN = 'https://portal.example.lk';
const STATE = `fb.${'A'.repeat(43)}`;

afterEach(() => vi.useRealTimers());

describe('randomToken', () => {
  it('is 43 base64url characters from crypto.getRandomValues, new each time', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
  });
});

describe('parseFacebookFragment', () => {
  it('reads the ID token and state', () => {
    expect(parseFacebookFragment(`#id_token=eyJ.payload.sig&state=${STATE}`)).toEqual({ type: HANDOVER_TYPE, state: STATE, idToken: 'eyJ.payload.sig' });
  });

  it("reads Facebook's error when the person says no", () => {
    expect(parseFacebookFragment(`#error=access_denied&error_reason=user_denied&state=${STATE}`)).toEqual({
      type: HANDOVER_TYPE,
      state: STATE,
      error: 'access_denied',
    });
  });

  it.each(['', '#', '#id_token=x', '#id_token=x&state=short', `#id_token=x&state=xx.${'A'.repeat(43)}`, `#state=${STATE}`])(
    'ignores %j (no answer of ours)',
    (hash) => expect(parseFacebookFragment(hash)).toBeNull(),
  );
});

describe('acceptHandover (the opener side of postMessage)', () => {
  const data = { type: HANDOVER_TYPE, state: STATE, idToken: 'tok' };
  it('accepts a hand-over from this origin with this state', () => {
    expect(acceptHandover({ origin: ORIGIN, data }, ORIGIN, STATE)).toEqual(data);
  });
  it('ignores another origin, another state or another message', () => {
    expect(acceptHandover({ origin: 'https://evil.example', data }, ORIGIN, STATE)).toBeNull();
    expect(acceptHandover({ origin: `${ORIGIN}.evil.example`, data }, ORIGIN, STATE)).toBeNull();
    expect(acceptHandover({ origin: ORIGIN, data: { ...data, state: `fb.${'B'.repeat(43)}` } }, ORIGIN, STATE)).toBeNull();
    expect(acceptHandover({ origin: ORIGIN, data: { ...data, type: 'other' } }, ORIGIN, STATE)).toBeNull();
    expect(acceptHandover({ origin: ORIGIN, data: 'tok' }, ORIGIN, STATE)).toBeNull();
    expect(acceptHandover({ origin: ORIGIN, data: null }, ORIGIN, STATE)).toBeNull();
  });
});

describe('completeProviderPopup (the popup back on /login)', () => {
  function popupWindow(hash: string, opener: PopupWindow['opener']) {
    return {
      location: { origin: ORIGIN, pathname: '/login', search: '', hash },
      opener,
      history: { replaceState: vi.fn() },
      close: vi.fn(),
    } satisfies PopupWindow;
  }

  it('posts the token to its opener, only for this origin, drops it from the address and closes', () => {
    const opener = { postMessage: vi.fn() };
    const win = popupWindow(`#id_token=tok&state=${STATE}`, opener);
    expect(completeProviderPopup(win)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: HANDOVER_TYPE, state: STATE, idToken: 'tok' }, ORIGIN);
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/login');
    expect(win.close).toHaveBeenCalled();
  });

  it('is an ordinary login page without our fragment', () => {
    const opener = { postMessage: vi.fn() };
    const win = popupWindow('', opener);
    expect(completeProviderPopup(win)).toBe(false);
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(win.close).not.toHaveBeenCalled();
  });

  it('uses the same-origin channel when the opener link was cut', () => {
    const channel = { postMessage: vi.fn(), close: vi.fn(), onmessage: null };
    const win = popupWindow(`#id_token=tok&state=${STATE}`, null);
    expect(completeProviderPopup(win, () => channel)).toBe(true);
    expect(channel.postMessage).toHaveBeenCalledWith({ type: HANDOVER_TYPE, state: STATE, idToken: 'tok' });
    expect(win.close).toHaveBeenCalled();
  });
});

describe('facebookIdToken (the opener)', () => {
  function openerWindow(popup: { closed: boolean; close: () => void } | null) {
    const listeners = new Set<(event: { origin: string; data: unknown }) => void>();
    const win = {
      location: { origin: ORIGIN, pathname: '/login', search: '', hash: '' },
      open: vi.fn((_url: string, _target: string, _features: string) => popup),
      addEventListener: vi.fn((_: 'message', l: (event: { origin: string; data: unknown }) => void) => void listeners.add(l)),
      removeEventListener: vi.fn((_: 'message', l: (event: { origin: string; data: unknown }) => void) => void listeners.delete(l)),
    } satisfies FacebookWindow;
    const deliver = (event: { origin: string; data: unknown }) => listeners.forEach((l) => l(event));
    return { win, deliver, listeners };
  }
  let n = 0;
  const random = () => String(++n).padStart(43, 'x');

  it('opens the OpenID dialog with a nonce and state, and takes the matching hand-over from this origin', async () => {
    n = 0;
    const popup = { closed: false, close: vi.fn() };
    const { win, deliver, listeners } = openerWindow(popup);
    const token = facebookIdToken('1234', { window: win, random });
    const url = new URL(win.open.mock.calls[0][0]);
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v19.0/dialog/oauth');
    const state = url.searchParams.get('state')!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1234',
      redirect_uri: `${ORIGIN}/login`,
      response_type: 'id_token',
      scope: 'openid,email',
      nonce: expect.stringMatching(/^x+2$/),
      state: expect.stringMatching(/^fb\.x+1$/),
    });
    deliver({ origin: 'https://evil.example', data: { type: HANDOVER_TYPE, state, idToken: 'stolen?' } });
    deliver({ origin: ORIGIN, data: { type: HANDOVER_TYPE, state: 'fb.other', idToken: 'old attempt' } });
    deliver({ origin: ORIGIN, data: { type: HANDOVER_TYPE, state, idToken: 'the.id.token' } });
    await expect(token).resolves.toBe('the.id.token');
    expect(listeners.size).toBe(0);
  });

  it('says the sign-in was cancelled when the person closes the popup', async () => {
    vi.useFakeTimers();
    const popup = { closed: false, close: vi.fn() };
    const { win } = openerWindow(popup);
    const token = facebookIdToken('1234', { window: win, random });
    const outcome = expect(token).rejects.toEqual({ message: expect.stringMatching(/^Sign-in with Facebook was cancelled/) });
    popup.closed = true;
    vi.advanceTimersByTime(500 + CLOSED_GRACE_MS);
    await outcome;
  });

  it('still takes a hand-over that arrives just after the popup reads as closed', async () => {
    vi.useFakeTimers();
    const popup = { closed: false, close: vi.fn() };
    const { win } = openerWindow(popup);
    const channel = { postMessage: vi.fn(), close: vi.fn(), onmessage: null as ((event: { data: unknown }) => void) | null };
    const token = facebookIdToken('1234', { window: win, random, openChannel: () => channel });
    const state = new URL(win.open.mock.calls[0][0]).searchParams.get('state');
    popup.closed = true;
    vi.advanceTimersByTime(500);
    channel.onmessage?.({ data: { type: HANDOVER_TYPE, state, idToken: 'via.channel' } });
    await expect(token).resolves.toBe('via.channel');
    expect(channel.close).toHaveBeenCalled();
  });

  it('says the sign-in was cancelled when the person declines on Facebook', async () => {
    const { win, deliver } = openerWindow({ closed: false, close: vi.fn() });
    const token = facebookIdToken('1234', { window: win, random });
    const state = new URL(win.open.mock.calls[0][0]).searchParams.get('state');
    deliver({ origin: ORIGIN, data: { type: HANDOVER_TYPE, state, error: 'access_denied' } });
    await expect(token).rejects.toEqual({ message: expect.stringMatching(/cancelled/) });
  });

  it('explains a blocked popup', async () => {
    const { win } = openerWindow(null);
    await expect(facebookIdToken('1234', { window: win, random })).rejects.toEqual({ message: expect.stringMatching(/blocked the Facebook sign-in window/) });
  });
});
