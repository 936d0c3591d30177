/**
 * The server's logger options (issue 5: logs never hold passwords, tokens, OTPs or customers'
 * personal data). pino's `redact` censors credentials in headers and personal fields wherever a
 * log line carries them (up to three levels deep), and the `err` serializer writes only the parts
 * of an error that describe the fault, never the values involved: a failed Drizzle query carries
 * its parameters (names, e-mails, phones, addresses) in its message and `params`, and PostgreSQL's
 * `detail` repeats the failing row. Message texts lose any e-mail address or mobile number
 * (withoutContactDetails), and every line written while handling a request carries its `reqId`.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { DestinationStream, Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export const REDACTED = '[redacted]';

/** Keys whose values are secrets or personal data, in any log object. */
const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'otp',
  'secret',
  'email',
  'phone',
  'name',
  'firstName',
  'lastName',
  'shippingAddress',
  'address',
  'params',
  'detail',
];
const HEADER_PATHS = ['authorization', 'cookie', '["set-cookie"]', '["x-sandbox-signature"]'].flatMap((header) => {
  const key = header.startsWith('[') ? header : `.${header}`;
  return [`req.headers${key}`, `res.headers${key}`, `headers${key}`];
});
const REDACT_PATHS = [...HEADER_PATHS, ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`])];

/** Error fields that name the fault (PostgreSQL's SQLSTATE, constraint, table…) and hold no values. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
] as const;
/** postgres.js's names for the same PostgreSQL fields, logged under the names above. */
const DRIVER_FIELD_NAMES: Record<string, (typeof SAFE_ERROR_FIELDS)[number]> = {
  constraint_name: 'constraint',
  table_name: 'table',
  column_name: 'column',
  schema_name: 'schema',
};
const MAX_CAUSE_DEPTH = 3;

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/** An e-mail address, and an Indian mobile number standing alone (not part of an id or a longer number). */
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const MOBILE_NUMBER = /(?<![\w-])(\+?91[\s-]?)?[6-9]\d{9}(?!\d)/g;

/**
 * Censors e-mail addresses and mobile numbers in a text a log line carries as text (a message, a
 * provider's error: an SMTP server names the recipient it refused), where `redact`'s field names
 * cannot reach (issue 32, docs/decisions/085). Names and street addresses have no shape to find:
 * they are kept out by never logging bodies or rows, and by `redact`.
 */
export function withoutContactDetails(text: string): string {
  return text.replace(EMAIL_ADDRESS, REDACTED).replace(MOBILE_NUMBER, REDACTED);
}

/**
 * Removes values from an error message: Drizzle's "\nparams: …" tail, the quoted input
 * PostgreSQL echoes at the end of messages such as `invalid input syntax for type integer: "…"`,
 * and any e-mail address or mobile number in what is left.
 */
export function withoutValues(message: string): string {
  return withoutContactDetails(message.replace(/\nparams:[\s\S]*$/, '').replace(/: "[^"]*"$/, `: "${REDACTED}"`));
}

/** The `err` serializer: type, cleaned message and stack, the query text (placeholders only), safe fields and cause. */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const type = error.constructor?.name ?? error.name;
  const message = withoutValues(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  for (const [driverName, field] of Object.entries(DRIVER_FIELD_NAMES)) {
    const value = fields[driverName];
    if (typeof value === 'string') safe[field] = value;
  }
  if (typeof fields.query === 'string') safe.query = fields.query;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
}

/** Where a request's logger keeps the request's id (requestLogger), for the lines it writes (`mixin`). */
const REQUEST_ID = Symbol('requestId');
type RequestLogger = FastifyBaseLogger & { [REQUEST_ID]?: unknown };

/**
 * Fastify's `childLoggerFactory`: each request's logger, whose lines carry `reqId` as before.
 * Fastify's own child logger is made with the request's id as a pino binding, and pino runs a
 * binding through the `redact` paths when the child is made (the wildcard paths made that ~4 µs,
 * on every request, logged or not); here the child has no binding of its own, and `mixin` adds
 * the id to the lines it writes, where `redact` applies as to any field.
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: { reqId?: unknown }): FastifyBaseLogger {
  const child: RequestLogger = logger.child({});
  child[REQUEST_ID] = bindings.reqId;
  return child;
}

/**
 * Fastify's `logger` option: off when `level` is silent and no `stream` is given; `stream`
 * (tests) receives the JSON lines instead of stdout. A request's lines carry its `reqId`
 * (requestLogger).
 */
export function loggerOptions(level: LogLevel, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError },
    // A line's message text: a job's failure, a provider's refusal, written with values in it.
    hooks: {
      logMethod(args, method) {
        const safe = args.map((arg) => (typeof arg === 'string' ? withoutContactDetails(arg) : arg));
        method.apply(this, safe as Parameters<typeof method>);
      },
    },
    mixin: (_line: object, _level: number, logger: Logger) => {
      const id = (logger as RequestLogger)[REQUEST_ID];
      return id === undefined ? {} : { reqId: id };
    },
    ...(stream ? { stream } : {}),
  };
}
