/**
 * Facebook's OpenID Connect manual flow in a popup: the dialog sends the popup back to /login with
 * `#id_token=…&state=…`; the login screen opened in that popup hands the token to this page
 * (`completeProviderPopup`) and closes. This page accepts it only from its own origin and only
 * with the state of the current attempt.
 *
 * The hand-over uses `window.opener.postMessage(…, ownOrigin)`. When the opener link was cut on
 * the way (Cross-Origin-Opener-Policy switches browsing-context group when the popup comes back
 * from facebook.com), a same-origin BroadcastChannel carries it instead.
 */
import { cancelled, notCompleted, popupBlocked, randomToken } from './common';

const FACEBOOK_DIALOG = 'https://www.facebook.com/v19.0/dialog/oauth';
export const HANDOVER_TYPE = 'provider-sign-in.facebook';
const HANDOVER_CHANNEL = 'provider-sign-in';
/** After the popup reads as closed, how long a late hand-over may still arrive. */
export const CLOSED_GRACE_MS = 1_500;
const POLL_MS = 500;
const STATE_PREFIX = 'fb.';
const STATE_PATTERN = /^fb\.[A-Za-z0-9_-]{43}$/;

export type Handover = { type: typeof HANDOVER_TYPE; state: string; idToken?: string; error?: string };

export type Channel = { postMessage(data: unknown): void; close(): void; onmessage: ((event: { data: unknown }) => void) | null };
type PopupRef = { closed: boolean; close(): void };

export type FacebookWindow = {
  location: { origin: string; pathname: string; search: string; hash: string };
  open(url: string, target: string, features: string): PopupRef | null;
  addEventListener(type: 'message', listener: (event: { origin: string; data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { origin: string; data: unknown }) => void): void;
};

export type FacebookHost = { window: FacebookWindow; openChannel?: (name: string) => Channel; random?: () => string };

/** The hand-over in a message, if it comes from this origin and carries this attempt's state. */
export function acceptHandover(event: { origin: string; data: unknown }, ownOrigin: string, state: string): Handover | null {
  if (event.origin !== ownOrigin) return null;
  const data = event.data as Partial<Handover> | null;
  if (typeof data !== 'object' || data === null || data.type !== HANDOVER_TYPE || data.state !== state) return null;
  return data as Handover;
}

/** The dialog's answer in the popup's fragment: `id_token` (or `error`) with one of our states. */
export function parseFacebookFragment(hash: string): Handover | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const state = params.get('state');
  if (!state || !STATE_PATTERN.test(state)) return null;
  const idToken = params.get('id_token');
  if (idToken) return { type: HANDOVER_TYPE, state, idToken };
  const error = params.get('error');
  return error ? { type: HANDOVER_TYPE, state, error } : null;
}

function facebookDialogUrl(appId: string, origin: string, nonce: string, state: string): string {
  const query = new URLSearchParams({
    client_id: appId,
    redirect_uri: `${origin}/login`,
    response_type: 'id_token',
    scope: 'openid,email',
    nonce,
    state,
  });
  return `${FACEBOOK_DIALOG}?${query}`;
}

/** Opens the dialog and waits for the popup's hand-over. Call straight from the click. */
export function facebookIdToken(appId: string, host: FacebookHost): Promise<string> {
  const win = host.window;
  const random = host.random ?? randomToken;
  const state = STATE_PREFIX + random();
  const popup = win.open(facebookDialogUrl(appId, win.location.origin, random(), state), 'facebook-sign-in', 'popup,width=600,height=700');
  if (!popup) return Promise.reject(popupBlocked('facebook'));
  return new Promise<string>((resolve, reject) => {
    let channel: Channel | null = null;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const poll = setInterval(() => {
      if (popup.closed && grace === undefined) grace = setTimeout(() => finish(() => reject(cancelled('facebook'))), CLOSED_GRACE_MS);
    }, POLL_MS);
    const onMessage = (event: { origin: string; data: unknown }) => {
      const handover = acceptHandover(event, win.location.origin, state);
      if (!handover) return;
      finish(() => {
        if (handover.idToken) resolve(handover.idToken);
        else reject(handover.error === 'access_denied' ? cancelled('facebook') : notCompleted('facebook'));
      });
    };
    const finish = (settle: () => void) => {
      clearInterval(poll);
      clearTimeout(grace);
      win.removeEventListener('message', onMessage);
      channel?.close();
      if (!popup.closed) popup.close();
      settle();
    };
    win.addEventListener('message', onMessage);
    channel = host.openChannel?.(HANDOVER_CHANNEL) ?? null;
    // A BroadcastChannel only reaches this origin's own pages.
    if (channel) channel.onmessage = (event) => onMessage({ origin: win.location.origin, data: event.data });
  });
}

export type PopupWindow = {
  location: { origin: string; pathname: string; search: string; hash: string };
  opener: { postMessage(data: unknown, targetOrigin: string): void } | null;
  history: { replaceState(data: unknown, unused: string, url: string): void };
  close(): void;
};

/**
 * In the popup that Facebook sent back to /login: hand the answer to the page that opened it (only
 * to this origin), drop the token from the address, and close. False when this is not such a page.
 */
export function completeProviderPopup(win: PopupWindow, openChannel?: (name: string) => Channel): boolean {
  const handover = parseFacebookFragment(win.location.hash);
  if (!handover) return false;
  win.history.replaceState(null, '', win.location.pathname + win.location.search);
  const opener = win.opener && (win.opener as unknown) !== win ? win.opener : null;
  if (opener) {
    opener.postMessage(handover, win.location.origin);
  } else if (openChannel) {
    const channel = openChannel(HANDOVER_CHANNEL);
    channel.postMessage(handover);
    channel.close();
  } else {
    return false;
  }
  win.close();
  return true;
}
