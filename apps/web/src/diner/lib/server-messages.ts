/**
 * Vietnamese messages the server may answer to a diner (contract ORDER_MESSAGES, table and
 * generic errors), mapped to keys of the diner catalog's `serverMessages`, so a German or
 * English guest reads them in their language. Unknown messages are shown as they came.
 */
export const SERVER_MESSAGE_KEYS: Record<string, string> = {
  'Không tìm thấy thông tin bàn': 'tableMissing',
  'Giỏ hàng đang trống': 'emptyCart',
  'Món không tồn tại': 'unknownDish',
  'Số lượng mỗi món phải từ 1 đến 99': 'quantity',
  'Ghi chú của món tối đa 200 ký tự': 'notes',
  'Yêu cầu chung tối đa 500 ký tự': 'specialRequests',
  'Đơn hàng có quá nhiều món': 'tooManyLines',
  'Không tìm thấy đơn hàng': 'orderNotFound',
  'Bạn không có quyền xem đơn hàng này': 'orderDenied',
  'Không tìm thấy bàn': 'tableNotFound',
  'Bàn này hiện tại không khả dụng. Vui lòng liên hệ nhân viên.': 'tableInactive',
  'Mã bàn không hợp lệ. Vui lòng quét lại mã QR trên bàn.': 'tableKey',
  'Bạn thao tác quá nhanh. Vui lòng thử lại sau.': 'rateLimited',
  'Dữ liệu không hợp lệ': 'validation',
  'Lỗi server': 'internal',
};

/** contract ORDER_MESSAGES.dishSoldOut with the dish name filled in. */
const SOLD_OUT = /^Món "(.+)" đã hết$/;

export interface ServerMessageRef {
  key: string;
  values?: Record<string, string>;
}

/** The catalog key (under `serverMessages`) for a server message, or null when unknown. */
export function serverMessageKey(message: string): ServerMessageRef | null {
  const known = SERVER_MESSAGE_KEYS[message.trim()];
  if (known) return { key: `serverMessages.${known}` };
  const soldOut = SOLD_OUT.exec(message.trim());
  if (soldOut) return { key: 'serverMessages.dishSoldOut', values: { name: soldOut[1] } };
  return null;
}
