import type { MessageKey, MessageParams, MessageRef } from './messages/catalog.js';

/** Error codes shared by server and web; each maps to one HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  TABLE_KEY_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  ORDER_PAID: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The catalog key of each code's default message: `errors.<code in camelCase>`. */
export const ERROR_KEYS = {
  VALIDATION: 'errors.validation',
  UNAUTHORIZED: 'errors.unauthorized',
  INVALID_CREDENTIALS: 'errors.invalidCredentials',
  FORBIDDEN: 'errors.forbidden',
  CSRF: 'errors.csrf',
  TABLE_KEY_REQUIRED: 'errors.tableKeyRequired',
  NOT_FOUND: 'errors.notFound',
  CONFLICT: 'errors.conflict',
  INVALID_TRANSITION: 'errors.invalidTransition',
  ORDER_PAID: 'errors.orderPaid',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  UNSUPPORTED_MEDIA: 'errors.unsupportedMedia',
  RATE_LIMITED: 'errors.rateLimited',
  INTERNAL: 'errors.internal',
} as const satisfies Record<ErrorCode, MessageKey>;

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: ErrorCode;
  /** The message as a catalog key (`orders.dishSoldOut`) and its values: clients show it in their language. */
  messageKey: MessageKey;
  params?: MessageParams;
  /** The message in Vietnamese (or the guest's language where the server names things in it), for clients that read no keys. */
  message: string;
  /** Validation errors: each field's message in Vietnamese ... */
  fields?: Record<string, string>;
  /** ... and as a key with values. */
  fieldKeys?: Record<string, MessageRef>;
}
