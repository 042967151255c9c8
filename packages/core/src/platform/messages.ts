/**
 * The spec's user-facing texts (sections 5 and 8), word for word. Server and web
 * both take their messages from here so the two never drift apart.
 */
export const messages = {
  authRequired: 'Authentication credentials were not provided.',
  notFound: 'Not found.',
  permissionDenied: 'You do not have permission to perform this action.',
  unexpectedStatus: 'An unexpected error occurred. Please try again later.',
  unknownError: 'Unexpected Error Occurred. Try again later.',
  malformedJson: 'JSON parse error - the request body is not valid JSON.',
  bodyTooLarge: 'Request body is too large.',
  throttled: 'Request was throttled. Please try again later.',
  csrfMissingCookie: 'CSRF Failed: CSRF cookie not set.',
  csrfBadToken: 'CSRF Failed: CSRF token missing or incorrect.',

  enterEmail: 'Please Enter Email',
  enterPassword: 'Please Enter Password',
  enterAuthCode: 'Please Enter Authentication Code',
  enterPhone: 'Please enter phone #.',
  stateMissing: 'State is missing.',
  completeAddress: 'Please complete the address',
  invalidZip: 'Invalid zip',
  enterPhaseCodeAndName: 'Please enter both phase code and name',
  enterCostCodeAndName: 'Please enter both cost code and name',
  resendFailed: 'An error occurred, please contact IT.',
  codeExpired: 'Code Expired.',
  invalidVerificationLink: 'Please click Resend Validation Email to get a valid link.',
  noNotificationLink: 'This notification does not have a link.',
  s3UrlMissing: 'S3 object URL is missing.',
  enterBarcode: 'Please enter barcode value',
  toolItemFailed: 'Failed to get tool item.',

  accountCreated: 'Account created',
  creatingAccount: 'Please wait while we create your account...',
  copiedToClipboard: 'Copied to Clipboard',
  linkCopied: 'Link copied!',
  ownerAdded: 'Owner added!',
  removedFromProject: 'Removed from project',

  // Holds on an account that may not yet read its company's data (not in the spec: ours).
  holdVerifyEmail: 'Please verify your email address first.',
  holdMembershipPending: 'Your request to join this company is waiting for approval.',
  holdMembershipRefused: 'Your request to join this company was refused.',
  holdMembershipDeactivated: 'A user manager of this company deactivated your access to it.',
  /** A sign-in whose every company deactivated the account (it is still active for none). */
  signInDeactivated: 'A user manager of your company deactivated your access to it. Ask them to activate it again.',
} as const;

export type MessageKey = keyof typeof messages;

/** "a" or "an" before a word, by its first letter: "an acknowledged request", "a picked request". */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
/** The same at the start of a sentence: "An in transit form …". */
export const WithArticle = (word: string): string => {
  const s = withArticle(word);
  return s[0].toUpperCase() + s.slice(1);
};
