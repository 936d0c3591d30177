/**
 * The stable, machine-readable `code` of every error reply (issue 28 item 5, decision 066), listed
 * once: the server sends one beside the spec's message, the web switches on it, /api/docs lists
 * them. A code never changes meaning; a new refusal that a client must tell apart gets a new code.
 * Zod-free, so a page can import the names without pulling zod into its bundle (STYLE habit 14).
 */

/** Each code and what it means, in one line. */
export const ERROR_CODES = {
  BAD_REQUEST: 'The request could not be read (malformed JSON or address, an unknown method).',
  VALIDATION_FAILED: 'A field of the body, query or path is missing or wrong; `errors` names each one.',
  UNAUTHENTICATED: 'No session or token came with a call that needs one: sign in.',
  SESSION_EXPIRED: 'The session or token came but has expired, been signed out or its account closed: sign in again.',
  INVALID_CREDENTIALS: 'The e-mail and password do not match an active account (a sign-in form error).',
  ACCOUNT_BLOCKED: 'The customer account is blocked by the shop: sign-in is refused until staff unblock it.',
  INVALID_OTP: 'The one-time password is wrong, expired or used up (five wrong tries void it): ask for a new one.',
  INVALID_RESET_TOKEN: 'The password-reset token is unknown, used or expired: verify a new OTP first.',
  INVALID_SIGNUP_TOKEN:
    'The Google signup link is missing, altered or expired: sign in with Google again for a new one.',
  INVALID_SIGNATURE: "A provider's notification was not signed with the shared secret.",
  FORBIDDEN: 'Signed in, but this role or this person may not do it (or the call came from another site).',
  NOT_FOUND: 'The object or address does not exist, or is not yours to see.',
  CONFLICT: 'The object is not in a state that allows this (already paid, a status step not allowed, a duplicate).',
  OUT_OF_STOCK: 'A product has fewer units in stock than asked for; nothing was kept.',
  COUPON_REFUSED: 'The coupon cannot be used here (unknown, expired, used up, below its minimum, changed).',
  NOT_SERVICEABLE: 'The shop does not deliver to this pincode.',
  PAYMENT_FAILED: 'The payment provider could not start or confirm the payment, or its amount did not match.',
  UNPROCESSABLE: 'The request is well formed but a business rule refuses it (see the message).',
  PAYLOAD_TOO_LARGE: 'The body, a file or a form field is larger than allowed.',
  URI_TOO_LONG: 'The address or one of its parts is longer than allowed.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not sent as the call expects (JSON, or multipart for uploads).',
  RATE_LIMITED: 'Too many requests from this client: wait for the time the message names.',
  TIMEOUT: 'No reply in time: the browser gave up waiting, or the server answered 408/504.',
  NETWORK_ERROR: 'No reply reached the browser (offline, or the server is down); set by the web client only.',
  SERVICE_UNAVAILABLE: 'A service the call needs (image storage, a provider) is not reachable or not configured.',
  INTERNAL_ERROR: 'Something failed on our side; the details are in the server log, never in the reply.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code, in the order listed above (the zod enum and the OpenAPI document use it). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** True for a string that is one of the codes (an older server or a proxy may send none). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The codes that mean "sign in (again)": the web's one 401 handler takes these to the sign-in page. */
export const SIGN_IN_CODES: readonly ErrorCode[] = ['UNAUTHENTICATED', 'SESSION_EXPIRED'];

/**
 * The generic code of an HTTP status, for a reply whose error has no specific code (Fastify's own
 * errors, a proxy's page). 0 is the web client's "no reply". Any other 4xx is BAD_REQUEST, any
 * other 5xx INTERNAL_ERROR.
 */
export function codeForStatus(status: number): ErrorCode {
  const known = STATUS_CODES[status];
  if (known) return known;
  return status >= 500 ? 'INTERNAL_ERROR' : status === 0 ? 'NETWORK_ERROR' : 'BAD_REQUEST';
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
  504: 'TIMEOUT',
};
