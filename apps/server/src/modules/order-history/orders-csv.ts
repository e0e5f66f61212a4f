import type { Order } from '@app/contract';

const STATUS_VI: Record<string, string> = {
  pending: 'Chờ xử lý',
  confirmed: 'Đã xác nhận',
  preparing: 'Đang chuẩn bị',
  completed: 'Hoàn thành',
  paid: 'Đã thanh toán',
  cancelled: 'Đã hủy',
};

const HEADER = [
  'Mã đơn',
  'Bàn',
  'Lượt gọi',
  'Khách hàng',
  'Điện thoại',
  'Loại đơn',
  'Trạng thái',
  'Đã thanh toán',
  'Số món',
  'Món',
  'Yêu cầu đặc biệt',
  'Tổng tiền',
  'Thời gian tạo',
  'Thời gian thanh toán',
];

/**
 * One cell: quoted when needed, and a leading = + - @ neutralised so a customer name can
 * never run as a spreadsheet formula.
 */
function cell(value: string | number, sep: string): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return s.includes(sep) || /["\r\n]/.test(s) || s.startsWith("'") ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * CSV that Excel opens correctly with Vietnamese text: a UTF-8 byte order mark, CRLF line
 * ends, and a separator chosen by the caller (';' for vi/de regional settings, ',' for en).
 * Amounts are plain integers so Excel can sum them.
 */
export function ordersToCsv(orders: Order[], sep: ';' | ','): string {
  const lines = [HEADER.map((h) => cell(h, sep)).join(sep)];
  for (const o of orders) {
    const count = o.orderItems.reduce((n, i) => n + i.quantity, 0);
    const dishes = o.orderItems
      .map((i) => {
        const options = i.options.length > 0 ? ` [${i.options.map((op) => op.name).join(', ')}]` : '';
        return `${i.productName}${options} x${i.quantity}${i.notes ? ` (${i.notes})` : ''}`;
      })
      .join(' | ');
    lines.push(
      [
        o.id,
        o.tableNumber,
        o.callNumber,
        o.customerName,
        o.customerPhone,
        o.orderType === 'takeaway' ? 'Mang đi' : 'Tại bàn',
        STATUS_VI[o.status] ?? o.status,
        o.isPaid ? 'Có' : 'Không',
        count,
        dishes,
        o.specialRequests,
        o.totalAmount,
        o.createdAt,
        o.paidAt ?? '',
      ]
        .map((v) => cell(v, sep))
        .join(sep),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
