/** Header carrying one submit's unique key: retries of that submit return the first order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Money is whole đồng in 64-bit integer columns. A dish costs at most 1,000,000,000 đ and an
 * order's total stays at or below maxTotal, far inside what a double holds exactly.
 */
export const ORDER_LIMITS = {
  minQuantity: 1,
  maxQuantity: 99,
  maxNotes: 200,
  maxSpecialRequests: 500,
  maxLines: 100,
  maxUnitPrice: 1_000_000_000,
  maxTotal: 9_999_999_999_999,
} as const;

/** The order events a table's guests receive; each means "refetch this table's orders". */
export const DINER_ORDER_EVENTS = ['OrderStatusUpdated', 'ReceiveOrderNotification', 'OrderDeleted', 'UpdateOrderNotification'] as const;

export const ORDER_MESSAGES = {
  tableMissing: 'Không tìm thấy thông tin bàn',
  emptyCart: 'Giỏ hàng đang trống',
  unknownDish: 'Món không tồn tại',
  /** `{name}` is replaced by the dish name. */
  dishSoldOut: 'Món "{name}" đã hết',
  /** The dish's category is switched off. */
  dishOffMenu: 'Món "{name}" hiện không có trong thực đơn',
  quantity: 'Số lượng mỗi món phải từ 1 đến 99',
  notes: 'Ghi chú của món tối đa 200 ký tự',
  specialRequests: 'Yêu cầu chung tối đa 500 ký tự',
  tooManyLines: 'Đơn hàng có quá nhiều món',
  totalTooLarge: 'Tổng tiền đơn hàng vượt quá giới hạn cho phép (tối đa 9.999.999.999.999 đ)',
  notFound: 'Không tìm thấy đơn hàng',
  itemNotFound: 'Không tìm thấy món trong đơn hàng',
  stationDenied: 'Bạn không có quyền thêm món này',
  itemStationDenied: 'Bạn không có quyền cập nhật món này',
  paid: 'Đơn hàng đã thanh toán, không thể thay đổi',
  cancelled: 'Đơn hàng đã hủy, không thể thay đổi',
  sameStatus: 'Đơn hàng đã ở trạng thái này',
  payOnlyCompleted: 'Chỉ có thể thanh toán đơn hàng đã hoàn thành',
  deleteOnlyClosed: 'Chỉ có thể xóa đơn hàng đã hủy; đơn đã phục vụ hoặc đã thanh toán được giữ trong lịch sử',
  deleteAllConfirm: 'Vui lòng xác nhận xóa tất cả đơn hàng (confirm=true)',
  deletePaid: 'Đơn hàng đã thanh toán được giữ trong lịch sử, không thể xóa',
  stationListDenied: 'Vui lòng dùng màn hình món theo bàn',
  dinerDenied: 'Bạn không có quyền xem đơn hàng này',
} as const;
