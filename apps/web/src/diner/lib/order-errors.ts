/** Which message a failed order, history or waiter call shows, as a catalog key + values. */
import { ApiError } from '../../lib/http';

export interface DinerMessage {
  key: string;
  values?: Record<string, string>;
}

/** 403 TABLE_KEY_REQUIRED: the stored key is missing or was rotated; the guest must scan again. */
export function isTableKeyError(err: unknown): boolean {
  return err instanceof ApiError && err.code === 'TABLE_KEY_REQUIRED';
}

/**
 * Placing an order: the server's own message ('Lỗi: …'), 'Có lỗi từ server' when it sent none,
 * the network text when it never answered, and a generic text for anything else.
 */
export function orderErrorMessage(err: unknown): DinerMessage {
  if (isTableKeyError(err)) return { key: 'errors.tableKey' };
  if (err instanceof ApiError) {
    if (err.isNetwork) return { key: 'order.errorNetwork' };
    if (err.code.startsWith('HTTP_') || err.status >= 500) return { key: 'order.errorServer' };
    return { key: 'order.errorWithMessage', values: { message: err.message } };
  }
  return { key: 'order.errorGeneric' };
}

/** Waiter call: the key problem is worth its own text; everything else is 'try again later'. */
export function serviceCallErrorMessage(err: unknown): DinerMessage {
  if (isTableKeyError(err)) return { key: 'errors.tableKey' };
  if (err instanceof ApiError && err.isNetwork) return { key: 'serviceCall.errorNetwork' };
  return { key: 'serviceCall.error' };
}
