import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { isTableKeyError, orderErrorMessage, serviceCallErrorMessage } from './order-errors';

describe('orderErrorMessage', () => {
  it("shows the server's message as 'Lỗi: …'", () => {
    expect(orderErrorMessage(new ApiError(400, 'VALIDATION', 'Giỏ hàng đang trống'))).toEqual({
      key: 'order.errorWithMessage',
      values: { message: 'Giỏ hàng đang trống' },
    });
  });

  it("says 'Có lỗi từ server' when the server answered without a message or failed", () => {
    expect(orderErrorMessage(new ApiError(502, 'HTTP_502', 'Lỗi server')).key).toBe('order.errorServer');
    expect(orderErrorMessage(new ApiError(500, 'INTERNAL', 'Lỗi server')).key).toBe('order.errorServer');
  });

  it('uses the network text when there was no answer, and the generic text otherwise', () => {
    expect(orderErrorMessage(new ApiError(0, 'NETWORK', 'x')).key).toBe('order.errorNetwork');
    expect(orderErrorMessage(new TypeError('boom')).key).toBe('order.errorGeneric');
  });

  it('asks to scan the QR code again for a missing or wrong table key', () => {
    const err = new ApiError(403, 'TABLE_KEY_REQUIRED', 'Mã bàn không hợp lệ. Vui lòng quét lại mã QR trên bàn.');
    expect(isTableKeyError(err)).toBe(true);
    expect(orderErrorMessage(err).key).toBe('errors.tableKey');
    expect(serviceCallErrorMessage(err).key).toBe('errors.tableKey');
  });

  it('waiter call failures say to try again later', () => {
    expect(serviceCallErrorMessage(new ApiError(500, 'INTERNAL', 'Lỗi server')).key).toBe('serviceCall.error');
  });
});
