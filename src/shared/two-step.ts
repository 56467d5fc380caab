/**
 * Two-step verification (TOTP) texts and code shapes, shared by the server and the app so the
 * app can tell an expired sign-in from a wrong code and check a code before sending it.
 */
export const TWO_STEP_MESSAGES = {
  wrongCode: 'That code is not right. Check the code in your authenticator app and try again',
  usedCode: 'That code was already used. Wait for the next code in your authenticator app',
  challengeExpired: 'Your sign-in took too long. Please sign in again',
  required: 'Set up two-step verification to use admin tools.',
  enterCode: 'Enter the 6-digit code from your authenticator app',
  enterRecoveryCode: 'Enter one of your recovery codes (like abcde-23456)',
  codeOrRecoveryCode: 'Enter a code from your authenticator app or one of your recovery codes',
  enterPassword: 'Please enter your current password',
} as const;

export const TOTP_CODE_LENGTH = 6;

/** Six digits, spaces ignored (some apps show "123 456"). */
export const isTotpCode = (text: string) => /^\d{6}$/.test(text.replace(/\s/g, ''));

/** Ten letters and digits, any case, hyphen and spaces ignored. */
export const isRecoveryCodeShape = (text: string) => /^[a-z0-9]{10}$/i.test(text.replace(/[\s-]/g, ''));
