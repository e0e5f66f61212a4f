/** The live-operations catalogs (orders, notifications, calls, sound): vi is the source; de and en complete. */
import { describe, expect, it } from 'vitest';
import viOrders from '../../locales/vi/orders.json';
import enOrders from '../../locales/en/orders.json';
import deOrders from '../../locales/de/orders.json';
import viNotifications from '../../locales/vi/notifications.json';
import enNotifications from '../../locales/en/notifications.json';
import deNotifications from '../../locales/de/notifications.json';
import viCalls from '../../locales/vi/calls.json';
import enCalls from '../../locales/en/calls.json';
import deCalls from '../../locales/de/calls.json';
import viSound from '../../locales/vi/sound.json';
import enSound from '../../locales/en/sound.json';
import deSound from '../../locales/de/sound.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

/** Vietnamese has no plural forms; English and German split `key` into `key_one` / `key_other`. */
const base = (key: string) => key.replace(/_(one|other)$/, '');
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();

const NAMESPACES = {
  orders: [viOrders, enOrders, deOrders],
  notifications: [viNotifications, enNotifications, deNotifications],
  calls: [viCalls, enCalls, deCalls],
  sound: [viSound, enSound, deSound],
} as const;

/** Texts that may be identical across languages. */
const SAME = new Set(['calls.fields.status', 'orders.fields.status', 'orders.status.paid', 'orders.board.live', 'calls.fields.id']);

describe.each(Object.entries(NAMESPACES))('%s catalogs', (ns, [vi, en, de]) => {
  const source = flatten(vi as Tree);
  it.each([
    ['en', en],
    ['de', de],
  ])('%s has the keys, placeholders and its own texts', (_lang, catalog) => {
    const target = flatten(catalog as Tree);
    expect([...new Set(Object.keys(target).map(base))].sort()).toEqual(Object.keys(source).sort());
    for (const [key, text] of Object.entries(target)) {
      const src = source[base(key)]!;
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(src));
      if (!SAME.has(`${ns}.${base(key)}`)) expect(text, `${ns}.${key}`).not.toBe(src);
    }
  });
});

it('the Vietnamese catalogs hold the product’s texts', () => {
  expect(flatten(viOrders as Tree)).toMatchObject({
    walkIn: 'Khách lẻ',
    noPhone: 'Không có',
    'orderType.dine-in': 'Tại bàn',
    'orderType.takeaway': 'Mang đi',
    'item.done': 'Hoàn thành',
    'item.notDone': 'Chưa xong',
    'payment.confirm': 'Bạn có chắc chắn muốn xác nhận thanh toán cho đơn hàng này? Sau khi thanh toán sẽ không thể thay đổi trạng thái.',
    'errors.load': 'Không thể tải danh sách đơn hàng',
    'errors.complete': 'Không thể cập nhật trạng thái hoàn thành',
    'status.pending': 'Chờ xử lý',
    'status.preparing': 'Đang chuẩn bị',
    'status.completed': 'Hoàn thành',
    'status.paid': 'Đã thanh toán',
    'status.cancelled': 'Đã hủy',
  });
  expect(flatten(viNotifications as Tree)).toMatchObject({
    'filters.unread': 'Chưa xem',
    'filters.read': 'Đã xem',
    'delete.confirm': 'Bạn có chắc chắn muốn xóa thông báo này?',
    'toast.markedRead': 'Đã đánh dấu là đã đọc',
    'toast.markedAllRead': 'Đã đánh dấu tất cả là đã đọc',
    'toast.deleted': 'Xóa thông báo thành công',
    'toast.deletedAll': 'Đã xóa tất cả thông báo',
    'errors.load': 'Lỗi khi tải danh sách thông báo',
    'errors.update': 'Lỗi khi cập nhật trạng thái thông báo',
    'errors.delete': 'Lỗi khi xóa thông báo',
  });
  expect(flatten(viCalls as Tree)).toMatchObject({
    'deleteAll.confirm': 'Bạn có chắc chắn muốn xóa tất cả lịch sử cuộc gọi?',
    'toast.deleted': 'Đã xóa {{count}} lịch sử cuộc gọi',
    'errors.load': 'Không thể tải lịch sử cuộc gọi',
    'errors.markRead': 'Không thể đánh dấu là đã đọc',
    'errors.markAllRead': 'Không thể đánh dấu tất cả là đã đọc',
    'errors.delete': 'Không thể xóa lịch sử cuộc gọi',
    'errors.deleteAll': 'Không thể xóa tất cả lịch sử cuộc gọi',
    'test.recorded': 'Yêu cầu phục vụ đã được ghi nhận!',
    'test.failed': 'Không thể ghi nhận yêu cầu. Vui lòng thử lại sau.',
  });
  expect(viSound).toMatchObject({ blocked: 'Trình duyệt chặn âm thanh tự động. Nhấp để bật lại.', newNotification: 'Có thông báo mới!' });
});
