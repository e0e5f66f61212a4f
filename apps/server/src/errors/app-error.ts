import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@app/contract';

/** The one error type services throw; the error handler turns it into `{ error, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = fields;
  }
}
