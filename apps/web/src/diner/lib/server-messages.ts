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

/**
 * Messages the server fills in with names or numbers (contract ORDER_MESSAGES.dishSoldOut and
 * dishOffMenu, OPTION_MESSAGES for a dish's options), each with the catalog key and the names of
 * its parts in order. Written out here rather than imported: the diner chunk takes no code from
 * the contract; a unit test keeps them in step with the contract's texts.
 */
const FILLED: readonly [RegExp, string, readonly string[]][] = [
  [/^Món "(.+)" đã hết$/, 'dishSoldOut', ['name']],
  [/^Món "(.+)" hiện không có trong thực đơn$/, 'dishOffMenu', ['name']],
  [/^Vui lòng chọn ít nhất (\d+) mục ở nhóm "(.+)" cho món "(.+)"$/, 'optionTooFew', ['count', 'group', 'dish']],
  [/^Chỉ được chọn tối đa (\d+) mục ở nhóm "(.+)" cho món "(.+)"$/, 'optionTooMany', ['count', 'group', 'dish']],
  [/^Lựa chọn "(.+)" của nhóm "(.+)" đã hết$/, 'optionSoldOut', ['option', 'group']],
  [/^Lựa chọn "(.+)" \(nhóm "(.+)"\) không dùng cho món "(.+)"$/, 'optionNotForDish', ['option', 'group', 'dish']],
  [/^Lựa chọn #(\d+) không tồn tại$/, 'optionUnknown', ['option']],
];

export interface ServerMessageRef {
  key: string;
  /** `count` is a number, for the catalog's plural forms. */
  values?: Record<string, string | number>;
}

/** The catalog key (under `serverMessages`) for a server message, or null when unknown. */
export function serverMessageKey(message: string): ServerMessageRef | null {
  const text = message.trim();
  const known = SERVER_MESSAGE_KEYS[text];
  if (known) return { key: `serverMessages.${known}` };
  for (const [pattern, key, names] of FILLED) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, name === 'count' ? Number(match[i + 1]) : match[i + 1]!]));
    return { key: `serverMessages.${key}`, values };
  }
  return null;
}
