/**
 * Toasts (spec §4): kinds 0 error, 1 success, 2 info, 3 warning. react-hot-toast keeps the queue
 * and the timers; layout/app-toaster.tsx draws them. Both load on demand (first toast or idle
 * time), which keeps react-hot-toast off the landing page's first load.
 *
 * react-hot-toast has no 'info' or 'warning' type, so those two are 'blank' toasts tagged with
 * their tone in className, which the renderer reads through toneOf().
 */
import { i18n } from '@lingui/core';
import type { Toast } from 'react-hot-toast/headless';
import { textIn, type UiText } from '../../machines/ui-text';
import { API_MESSAGES } from '../shared/api-messages';
import { TOAST_DURATION_MS } from './config';

export type NotifyKind = 0 | 1 | 2 | 3;
export type ToastTone = 'error' | 'success' | 'info' | 'warning';

const TONE_BY_KIND: Record<NotifyKind, ToastTone> = { 0: 'error', 1: 'success', 2: 'info', 3: 'warning' };

const toasterListeners = new Set<() => void>();
let toasterWanted = false;

/** The shell mounts the toaster once someone needs it. */
export function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of toasterListeners) listener();
}

export const toasterStore = {
  subscribe(listener: () => void) {
    toasterListeners.add(listener);
    return () => void toasterListeners.delete(listener);
  },
  isWanted: () => toasterWanted,
};

export async function notify(kind: NotifyKind, message: string): Promise<string> {
  requestToaster();
  const { toast } = await import('react-hot-toast/headless');
  const tone = TONE_BY_KIND[kind];
  const urgent = tone === 'error' || tone === 'warning';
  const options = {
    // One toast per tone and text: when several calls fail together (three 401s, two machines
    // toasting the same failure) react-hot-toast updates the toast with this id instead of
    // stacking copies of it.
    id: `${tone}:${message}`,
    duration: TOAST_DURATION_MS,
    className: tone,
    ariaProps: urgent
      ? ({ role: 'alert', 'aria-live': 'assertive' } as const)
      : ({ role: 'status', 'aria-live': 'polite' } as const),
  };
  if (tone === 'error') return toast.error(message, options);
  if (tone === 'success') return toast.success(message, options);
  return toast(message, options);
}

/**
 * The kind a failure's text is shown as: 'Your connection was interrupted' is the catalogue's
 * status 2 (info/interrupted, spec §8), not an error, whichever flow reports it.
 */
const failureKind = (message: UiText): NotifyKind => (message === API_MESSAGES.connectionInterrupted ? 2 : 0);

/*
 * A machine's toast text is a UiText (issue 27): the server's words as they came, or one of ours
 * as a descriptor, put in the active language here, when the toast is made.
 */
export const notifyError = (message: UiText) => notify(failureKind(message), textIn(i18n, message));
export const notifySuccess = (message: UiText) => notify(1, textIn(i18n, message));
export const notifyInfo = (message: UiText) => notify(2, textIn(i18n, message));
export const notifyWarning = (message: UiText) => notify(3, textIn(i18n, message));

/** The tone a toast was created with; toasts made elsewhere fall back by their type. */
export function toneOf(t: Pick<Toast, 'type' | 'className'>): ToastTone {
  if (t.type === 'error') return 'error';
  if (t.type === 'success') return 'success';
  return t.className === 'warning' ? 'warning' : 'info';
}
