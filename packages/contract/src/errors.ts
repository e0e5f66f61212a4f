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

/** Default Vietnamese messages, fit to show to the user. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'Dữ liệu không hợp lệ',
  UNAUTHORIZED: 'Vui lòng đăng nhập để truy cập trang này!',
  INVALID_CREDENTIALS: 'Tên đăng nhập hoặc mật khẩu không đúng',
  FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này',
  CSRF: 'Yêu cầu không hợp lệ (CSRF). Vui lòng tải lại trang.',
  TABLE_KEY_REQUIRED: 'Mã bàn không hợp lệ. Vui lòng quét lại mã QR trên bàn.',
  NOT_FOUND: 'Không tìm thấy dữ liệu',
  CONFLICT: 'Thông tin đã tồn tại',
  INVALID_TRANSITION: 'Không thể chuyển sang trạng thái này',
  ORDER_PAID: 'Đơn hàng đã thanh toán, không thể thay đổi',
  PAYLOAD_TOO_LARGE: 'File quá lớn, vui lòng chọn file nhỏ hơn 5MB',
  UNSUPPORTED_MEDIA: 'Chỉ hỗ trợ file JPG, PNG hoặc GIF',
  RATE_LIMITED: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau.',
  INTERNAL: 'Lỗi server',
};

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}
