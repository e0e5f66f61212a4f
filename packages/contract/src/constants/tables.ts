/** Header (and handshake `auth.tableKey`) carrying the table's secret from the QR code. */
export const TABLE_KEY_HEADER = 'X-Table-Key';
/** The QR URL's query parameter holding the key. */
export const TABLE_KEY_PARAM = 'k';

export const TABLE_NUMBER_TAKEN = 'Số bàn này đã tồn tại. Vui lòng chọn số bàn khác.';
export const TABLE_NOT_FOUND = 'Không tìm thấy bàn';
export const TABLE_INACTIVE = 'Bàn này hiện tại không khả dụng. Vui lòng liên hệ nhân viên.';
