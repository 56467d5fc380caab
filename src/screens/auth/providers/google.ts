/**
 * Google Identity Services: the One Tap / FedCM prompt answers with `credential`, the ID token.
 * When Google does not show the prompt (no Google session, cool-down after a dismissal, FedCM
 * turned off), Google's own button is offered in a small popover instead.
 */
import { cancelled, notCompleted, randomToken, unreachable } from './common';

export const GIS_SRC = 'https://accounts.google.com/gsi/client';

type PromptNotification = {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  getSkippedReason?: () => string;
};
export type GoogleIdApi = {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    nonce?: string;
    use_fedcm_for_prompt?: boolean;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  cancel(): void;
};
export type GoogleWindow = { google?: { accounts?: { id?: GoogleIdApi } } };

/** Shows Google's button (drawn by `render` into the given element); `onClose` when dismissed. */
export type ShowButton = (render: (parent: HTMLElement) => void, onClose: () => void) => { close(): void };

export type GoogleHost = {
  window: GoogleWindow;
  loadScript: (src: string) => Promise<void>;
  showButton: ShowButton;
  random?: () => string;
};

const CANCEL_REASONS = new Set(['user_cancel', 'tap_outside']);

export async function googleIdToken(clientId: string, host: GoogleHost): Promise<string> {
  try {
    await host.loadScript(GIS_SRC);
  } catch {
    throw unreachable('google');
  }
  const id = host.window.google?.accounts?.id;
  if (!id) throw unreachable('google');
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let popover: { close(): void } | null = null;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      popover?.close();
      id.cancel();
      settle();
    };
    id.initialize({
      client_id: clientId,
      nonce: (host.random ?? randomToken)(),
      use_fedcm_for_prompt: true,
      auto_select: false,
      cancel_on_tap_outside: true,
      callback: (response) => {
        const credential = response?.credential;
        finish(() => (credential ? resolve(credential) : reject(notCompleted('google'))));
      },
    });
    id.prompt((notification) => {
      if (settled) return;
      const skipped = notification.isSkippedMoment?.() === true;
      if (skipped && CANCEL_REASONS.has(notification.getSkippedReason?.() ?? '')) {
        finish(() => reject(cancelled('google')));
      } else if ((skipped || notification.isNotDisplayed?.() === true) && !popover) {
        popover = host.showButton(
          (parent) => id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: 280 }),
          () => finish(() => reject(cancelled('google'))),
        );
      }
    });
  });
}

