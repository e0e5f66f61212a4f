import { ERROR_KEYS, ERROR_STATUS, type ErrorCode, type MessageKey, type MessageParams, type MessageRef } from '@app/contract';
import { viText } from './messages.js';

/** Per field: a message key with its values, a bare key, or a plain value that is no message (ids). */
export type FieldMessages = Record<string, MessageRef | MessageKey | { text: string }>;

/**
 * The one error type services throw; the error handler turns it into
 * `{ error, messageKey, params, message, fields, fieldKeys }`. The message is a catalog key with its
 * values; `message` (Vietnamese) is rendered from it.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly params?: MessageParams;
  readonly fieldKeys?: Record<string, MessageRef>;
  // Written once in the constructor, or by `fromIssues` with zod's own texts.
  fields?: Record<string, string>;

  constructor(code: ErrorCode, messageKey?: MessageKey, params?: MessageParams, fieldKeys?: FieldMessages) {
    const key = messageKey ?? ERROR_KEYS[code];
    super(viText(key, params));
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.messageKey = key;
    if (params && Object.keys(params).length > 0) this.params = params;
    if (!fieldKeys) return;
    this.fields = {};
    const refs: Record<string, MessageRef> = {};
    for (const [field, value] of Object.entries(fieldKeys)) {
      if (typeof value === 'object' && 'text' in value) {
        this.fields[field] = value.text;
        continue;
      }
      const ref = typeof value === 'string' ? { key: value } : value;
      refs[field] = ref;
      this.fields[field] = viText(ref.key, ref.params);
    }
    if (Object.keys(refs).length > 0) this.fieldKeys = refs;
  }
}

/**
 * A 400 from a schema checked in a service: keys per field, and zod's own Vietnamese texts for
 * `message` and `fields`, as the request validation answers them.
 */
export function fromIssues(issues: readonly { field: string; ref: MessageRef; text: string }[]): AppError {
  const [first] = issues;
  if (!first) return new AppError('VALIDATION');
  const err = new AppError('VALIDATION', first.ref.key, first.ref.params, Object.fromEntries(issues.map((i) => [i.field, i.ref])));
  err.message = first.text;
  err.fields = Object.fromEntries(issues.map((i) => [i.field, i.text]));
  return err;
}

/** A 400 naming one field, the same message for the answer and the field. */
export function invalidField(field: string, key: MessageKey, params?: MessageParams): AppError {
  return new AppError('VALIDATION', key, params, { [field]: { key, ...(params ? { params } : {}) } });
}
