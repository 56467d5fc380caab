/**
 * The texts of the error catalogue (spec §8), word for word and written once. The double dot in
 * the session message and the missing space in 'NotFound.' are the spec's own.
 */
export const API_MESSAGES = {
  connectionInterrupted: 'Your connection was interrupted',
  sessionExpired: 'Your session expired! Please login again..',
  unauthenticated: 'Unauthenticated.',
  notFound: 'NotFound.',
  expectationFailed: 'Oops! Something went wrong.',
  somethingWentWrong: 'Sorry, something went wrong',
  /** The generic handler's last resort. */
  tryAgainLater: 'Sorry! Try again later',
  inquirySent: 'Thank you for connecting with us. Your inquiry send successfully',
} as const;
