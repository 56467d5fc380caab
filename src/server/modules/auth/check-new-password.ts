import { RULE_MESSAGES } from '../../../shared/messages';
import { isValidPassword } from '../../../shared/password';
import { isCommonPassword } from '../../lib/common-passwords';

export const COMMON_PASSWORD_MESSAGE = 'This password is too easy to guess. Please choose a less common one';

/** The spec's rule (shared with the browser), then the breached-password list; null when fine. */
export function newPasswordProblem(password: string): string | null {
  if (!isValidPassword(password)) return RULE_MESSAGES.invalidPassword;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
