import type { Announcement } from '../../../machines/feed-outcome';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../../app/notify';

const BY_TONE = { success: notifySuccess, info: notifyInfo, warning: notifyWarning, error: notifyError } as const;

/** The sync machines' sentences, as toasts. */
export const announce = (_: unknown, { tone, message }: Announcement) => void BY_TONE[tone](message);
