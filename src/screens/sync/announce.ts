import type { I18n } from '@lingui/core';
import type { Announcement } from '../../../machines/feed-outcome';
import { textIn } from '../../../machines/ui-text';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../../app/notify';

const BY_TONE = { success: notifySuccess, info: notifyInfo, warning: notifyWarning, error: notifyError } as const;

/** The sync machines' sentences, as toasts, in the active language. */
export const announceIn =
  (i18n: I18n) =>
  (_: unknown, { tone, message }: Announcement) =>
    void BY_TONE[tone](textIn(i18n, message));
