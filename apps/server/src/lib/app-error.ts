/**
 * The one error type of the server (STYLE.md habit 4). Its kind sets the HTTP status, in one
 * place (ERROR_STATUS); its `code` is the stable machine-readable code the reply carries
 * (packages/domain api/api.errors.ts, decision 066): the kind's generic code unless the thrower
 * names a specific one (OUT_OF_STOCK, COUPON_REFUSED, SESSION_EXPIRED…). The message is what the
 * caller sees.
 */
import type { ErrorCode } from '@shop/domain/api/api.errors';

export type { ErrorCode };

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

/** What went wrong, as far as the HTTP status goes. */
export type ErrorKind = keyof typeof ERROR_STATUS;

/** The code a reply carries when the thrower names none. */
const GENERIC_CODE: Record<ErrorKind, ErrorCode> = {
  VALIDATION: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE: 'UNPROCESSABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL_ERROR',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly errors?: FieldError[];

  /** `code`: the specific code of a business refusal; the kind's generic code otherwise. */
  constructor(kind: ErrorKind, message: string, errors?: FieldError[], code?: ErrorCode) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code ?? GENERIC_CODE[kind];
    this.errors = errors;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.kind];
  }
}
