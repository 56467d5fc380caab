import { msg } from '@lingui/core/macro';
import type { UiText } from './ui-text';

/** Our last resort, translated by the screen that shows it. */
export const TRY_AGAIN_LATER = msg`Sorry! Try again later`;

/** The text to show for a rejected call: the CallFailure's message (spec §8) as it came, or our last resort. */
export function failureText(error: unknown): UiText {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : TRY_AGAIN_LATER;
}

/** Field messages the server sent with a 422, if any. */
export function failureFields(error: unknown): Record<string, string> {
  const fields = typeof error === 'object' && error !== null ? (error as { fields?: unknown }).fields : undefined;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}

/** A call that got no answer (spec §8 'Your connection was interrupted', status 2): the same call may simply be tried again. */
export const isInterrupted = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 2;

/** A rejected save because the data changed elsewhere (HTTP 409): the flow offers a reload. */
export const isConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { httpStatus?: unknown }).httpStatus === 409;
