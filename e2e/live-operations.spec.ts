/**
 * Live operations across devices: a diner orders on a phone while a cook watches the kitchen
 * board on a tablet and a manager watches /admin/orders on a desktop. Nothing is reloaded:
 * every screen follows the hub's events. Also waiter calls (widget, call history, test page),
 * notifications and the sound settings.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { XHR, signInViaApi } from './support/auth';
import { saveScreen, VIEWPORTS, type Device } from './support/screens';

interface ApiProduct {
  id: number;
  name: string;
  isActive: boolean;
  station: 'kitchen' | 'sushi' | 'bar';
  optionGroups: unknown[];
}
interface ApiOrder {
  id: number;
  status: string;
  tableNumber: string;
}

const PAYMENT_CONFIRM = 'Bạn có chắc chắn muốn xác nhận thanh toán cho đơn hàng này? Sau khi thanh toán sẽ không thể thay đổi trạng thái.';
const SOUND_BLOCKED = 'Trình duyệt chặn âm thanh tự động. Nhấp để bật lại.';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A signed-in staff member in their own browser (own cookies, own hub connection). */
/** Resolves once the page's live connection is accepted by the hub (Socket.IO's CONNECT answer); register before `goto`. */
function hubConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve()));
  });
}

async function staffPage(browser: Browser, username: string, device: Device): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[device], locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  contexts.push(context);
  const page = await context.newPage();
  // Records every alert sound the page plays (the player announces each one on window).
  await page.addInitScript(() => {
    const w = window as unknown as { __sounds: string[] };
    w.__sounds = [];
    window.addEventListener('app:notification-sound', (e) => w.__sounds.push((e as CustomEvent<{ kind: string }>).detail.kind));
  });
  await signInViaApi(page, username);
  return page;
}

/** A guest's phone on a table page, opened from the table's QR code. */
async function dinerPage(browser: Browser, qr: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', hasTouch: true, isMobile: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'vi');
  });
  await page.goto(qr);
  return page;
}

async function asManager(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/Auth/login', { headers: XHR, data: { username: 'manager', password: process.env.DEMO_PASSWORD ?? 'demo1234' } });
  expect(res.status()).toBe(200);
}

async function tableInfo(request: APIRequestContext, tableNumber: string): Promise<{ id: number; qr: string; key: string }> {
  await asManager(request);
  const res = await request.get('/api/Table');
  const table = ((await res.json()) as { data: { id: number; tableNumber: string; qrUrl: string }[] }).data.find((t) => t.tableNumber === tableNumber)!;
  const url = new URL(table.qrUrl);
  return { id: table.id, qr: `${url.pathname}${url.search}`, key: url.searchParams.get('k') ?? '' };
}

async function productsByStation(request: APIRequestContext): Promise<Record<'kitchen' | 'bar' | 'sushi', ApiProduct[]>> {
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  // Dishes with options go through the option sheet (option-sheet.spec.ts); quick add here.
  const active = products.filter((p) => p.isActive && p.optionGroups.length === 0);
  return {
    kitchen: active.filter((p) => p.station === 'kitchen'),
    bar: active.filter((p) => p.station === 'bar'),
    sushi: active.filter((p) => p.station === 'sushi'),
  };
}

/** Places an order as the diner page does, with the table key (for the tests that are not about the diner UI). */
async function placeOrder(
  request: APIRequestContext,
  table: { id: number; key: string },
  items: { productId: number; quantity: number; notes?: string }[],
  specialRequests = '',
) {
  const res = await request.post('/api/Order', {
    headers: { ...XHR, 'X-Table-Key': table.key, 'Idempotency-Key': crypto.randomUUID() },
    data: { tableId: table.id, orderItems: items, specialRequests },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiOrder;
}

/** Toasts by CSS role: while a modal is open the toaster is aria-hidden, so getByRole would not see them. */
function toast(page: Page, text: string | RegExp) {
  return page.locator('[role="status"]').filter({ hasText: text });
}

/**
 * Toasts sit over the page's top-right buttons (toast area top right) and pause while
 * hovered, so a click aimed through one would wait forever: let them fade first.
 */
async function toastsGone(page: Page): Promise<void> {
  await expect(page.locator('[role="status"]').filter({ hasNot: page.getByTestId('live-status') })).toHaveCount(0, { timeout: 12_000 });
}

/** The list row of one order (`#1` must not match `#12`). */
function orderRow(page: Page, id: number) {
  return page.getByRole('row').filter({ hasText: new RegExp(`#${id}(?!\\d)`) });
}

async function addToCart(page: Page, name: string, times: number): Promise<void> {
  await page.getByRole('searchbox', { name: 'Tìm món' }).fill(name);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  for (let i = 0; i < times; i += 1) await card.getByRole('button', { name: `Tăng số lượng ${name}` }).click();
  await card.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
}

test('a dinner service: order on a phone, kitchen board and manager list live, dishes ticked, completed and paid', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const table = await tableInfo(request, '7');
  const menu = await productsByStation(request);
  const dish = menu.kitchen[0]!;
  const drink = menu.bar[0]!;

  const manager = await staffPage(browser, 'manager', 'desktop');
  await manager.goto('/admin/orders');
  await expect(manager.getByRole('heading', { name: 'Quản lý đơn hàng' })).toBeVisible();
  await expect(manager.getByTestId('orders-total')).toContainText('Tổng cộng');

  const kitchen = await staffPage(browser, 'kitchen', 'tablet');
  await kitchen.goto('/admin/orders');
  await expect(kitchen.getByRole('heading', { name: 'Đơn món ăn' })).toBeVisible();
  await expect(kitchen.getByTestId('live-status')).toHaveText('Đang cập nhật trực tiếp');
  // The board never asks for the full order list.
  const listCalls: string[] = [];
  kitchen.on('request', (r) => {
    if (/\/api\/Order(\?|$)/.test(r.url()) && r.method() === 'GET') listCalls.push(r.url());
  });

  // The guest orders a dish with a note and a drink.
  const diner = await dinerPage(browser, table.qr);
  await expect(diner.getByText('Bàn #7')).toBeVisible();
  await addToCart(diner, dish.name, 2);
  await addToCart(diner, drink.name, 1);
  await diner.getByTestId('cart-button').click();
  const cart = diner.getByTestId('cart-panel');
  await cart.getByTestId('cart-line').filter({ hasText: dish.name }).getByPlaceholder('không cay, ít mắm...').fill('không hành');
  await cart.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  const confirmDialog = diner.getByTestId('confirm-dialog');
  await confirmDialog.getByLabel('Yêu cầu chung cho đơn hàng (tùy chọn)').fill('Mang đồ uống ra trước');
  const placed = diner.waitForResponse((r) => r.url().endsWith('/place') && r.request().method() === 'POST');
  await confirmDialog.getByTestId('confirm-order').click();
  const { order } = (await (await placed).json()) as { order: ApiOrder };
  await expect(toast(diner, 'Đặt hàng thành công!')).toBeVisible();

  // Manager: the new order is in the list, with an alert, without a reload.
  await expect(toast(manager, 'Có thông báo mới!')).toBeVisible();
  const row = orderRow(manager, order.id);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Bàn 7');
  await expect(manager.getByTestId(`status-${order.id}`)).toHaveValue('pending');

  // Kitchen: the table with only the kitchen's dish, its note and the general request.
  const boardTable = kitchen.locator('[data-testid="board-table"][data-table="7"]');
  await expect(boardTable).toBeVisible();
  await expect(boardTable).toContainText(dish.name);
  await expect(boardTable).not.toContainText(drink.name);
  await expect(boardTable.getByTestId('board-note')).toHaveText(/không hành/);
  await expect(boardTable.getByTestId('board-special')).toContainText('Mang đồ uống ra trước');
  await expect(boardTable.getByTestId('board-unfinished')).toContainText('2/2');
  await expect(boardTable).toContainText('Lượt 1');
  // Scanned once the new-order toast has gone (its fade animation confuses the contrast check).
  await expect(toast(kitchen, 'Có thông báo mới!')).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousA11yViolations(kitchen);
  await saveScreen(kitchen, 'orders-board', 'tablet', { fullPage: true });
  await saveScreen(kitchen, 'orders-board', 'desktop');
  await kitchen.setViewportSize(VIEWPORTS.tablet);

  // The cook ticks the dish done, undoes it, and ticks it again.
  const dishRow = boardTable.getByTestId('board-item').filter({ hasText: dish.name });
  await dishRow.click();
  await expect(dishRow).toHaveAttribute('data-done', 'true');
  await expect(boardTable.getByTestId('board-unfinished')).toContainText('Đã xong');
  await dishRow.click();
  await expect(dishRow).toHaveAttribute('data-done', 'false');
  await expect(boardTable.getByTestId('board-unfinished')).toContainText('2/2');
  await dishRow.click();
  await expect(dishRow).toHaveAttribute('data-done', 'true');
  expect(listCalls).toEqual([]);

  // Manager: the detail follows the kitchen's tick live; every field is there.
  await row.getByRole('button', { name: `Xem đơn #${order.id}` }).click();
  const detail = manager.getByRole('dialog', { name: `Chi tiết đơn hàng #${order.id}` });
  await expect(detail).toBeVisible();
  for (const text of ['Bàn 7', 'Tại bàn', 'Khách lẻ', 'Không có', 'Mang đồ uống ra trước']) await expect(detail).toContainText(text);
  const dishLine = detail.getByTestId('detail-item').filter({ hasText: dish.name });
  const drinkLine = detail.getByTestId('detail-item').filter({ hasText: drink.name });
  await expect(dishLine).toContainText('không hành');
  await expect(dishLine.getByRole('checkbox')).toBeChecked();
  await expect(dishLine).toContainText('Hoàn thành');
  await expect(drinkLine).toContainText('Chưa xong');
  await drinkLine.getByRole('checkbox').click();
  await expect(drinkLine).toContainText('Hoàn thành');
  await expectNoSeriousA11yViolations(manager, { include: '[role="dialog"]' });
  await saveScreen(manager, 'order-detail', 'desktop');

  // The last dish done completes the order by itself: the diner's page shows it as ready.
  await expect(detail.getByTestId('detail-status')).toHaveValue('completed');
  await expect(diner.getByTestId('active-order').getByTestId('order-status')).toHaveText('Sẵn sàng');

  // Payment asks for confirmation, then everything is locked.
  await detail.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  const ask = manager.getByRole('alertdialog');
  await expect(ask).toContainText(PAYMENT_CONFIRM);
  await ask.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await expect(toast(manager, 'Đã xác nhận thanh toán')).toBeVisible();
  await expect(detail.getByTestId('detail-status')).toBeDisabled();
  await expect(detail.getByTestId('paid-badge')).toHaveText('Đã thanh toán');
  for (const box of await detail.getByRole('checkbox').all()) await expect(box).toBeDisabled();
  await detail.getByRole('button', { name: 'Đóng' }).first().click();
  // Paid orders sort after the open ones, which other specs leave on the first pages: look it up by number.
  await manager.getByRole('searchbox', { name: 'Tìm đơn hàng' }).fill(String(order.id));
  await expect(row).toContainText('Đã thanh toán');

  // The guest's order is closed; the paid table leaves the kitchen board.
  await expect(diner.getByTestId('active-order')).toHaveCount(0);
  await expect(boardTable).toHaveCount(0);
});

test('orders list: filter, search, create with the form, edit, server errors, delete and delete-all asked twice', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const table = await tableInfo(request, '8');
  const menu = await productsByStation(request);
  const first = await placeOrder(request, table, [{ productId: menu.kitchen[1]!.id, quantity: 1 }]);

  const page = await staffPage(browser, 'admin', 'desktop');
  await page.goto('/admin/orders');
  await expect(orderRow(page, first.id)).toBeVisible();

  // Create an order through the form (the contract's schema validates it first).
  await page.getByRole('button', { name: 'Tạo đơn hàng' }).click();
  const form = page.getByRole('dialog', { name: 'Tạo đơn hàng' });
  await form.getByRole('button', { name: 'Tạo đơn hàng' }).click();
  await expect(form.getByText('Vui lòng chọn bàn')).toBeVisible();
  await expect(form.getByText('Vui lòng chọn món')).toBeVisible();
  await form.getByRole('combobox', { name: 'Bàn', exact: true }).selectOption({ label: 'Bàn 8' });
  await form.getByRole('combobox', { name: 'Loại đơn' }).selectOption('takeaway');
  await form.getByLabel('Khách hàng').fill('Chị Lan');
  await form.getByLabel('Số điện thoại').fill('0901234567');
  await form.getByLabel('Yêu cầu đặc biệt').fill('Gói riêng nước chấm');
  await form.getByRole('combobox', { name: 'Món 1', exact: true }).selectOption(String(menu.kitchen[2]!.id));
  await form.getByRole('spinbutton', { name: 'Số lượng' }).first().fill('2');
  await form.getByLabel('Ghi chú').first().fill('ít cay');
  await form.getByRole('button', { name: 'Thêm món' }).click();
  await form.getByRole('combobox', { name: 'Món 2', exact: true }).selectOption(String(menu.bar[1]!.id));
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await saveScreen(page, 'order-form', 'desktop');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/Order') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Tạo đơn hàng' }).click();
  const createdOrder = (await (await created).json()) as ApiOrder;
  await expect(toast(page, `Đã tạo đơn hàng #${createdOrder.id}`)).toBeVisible();
  const createdRow = orderRow(page, createdOrder.id);
  await expect(createdRow).toContainText('Chị Lan');
  await expect(createdRow).toContainText('Mang đi');

  // Search by customer name and by order id; filter by status.
  const search = page.getByRole('searchbox', { name: 'Tìm đơn hàng' });
  await search.fill('chị lan');
  await expect(page.getByTestId('orders-total')).toHaveText('Tổng cộng 1 đơn hàng');
  await search.fill(String(first.id));
  await expect(orderRow(page, first.id)).toBeVisible();
  await expect(createdRow).toHaveCount(0);
  await search.fill('');
  await page.getByTestId('orders-filter').selectOption('cancelled');
  await expect(page.getByText('Không có đơn hàng phù hợp')).toBeVisible();
  await page.getByTestId('orders-filter').selectOption('all');

  // Edit: lines are kept, one is removed; a change that arrives meanwhile (paid) is refused by the server.
  await createdRow.getByRole('button', { name: `Sửa đơn #${createdOrder.id}` }).click();
  const edit = page.getByRole('dialog', { name: `Sửa đơn hàng #${createdOrder.id}` });
  await expect(edit.getByLabel('Khách hàng')).toHaveValue('Chị Lan');
  await edit.getByRole('button', { name: 'Xóa món 2' }).click();
  await expect(edit.getByRole('button', { name: 'Xóa món 1' })).toBeDisabled();
  await edit.getByLabel('Khách hàng').fill('Chị Lan Anh');
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Cập nhật đơn hàng thành công')).toBeVisible();
  await expect(createdRow).toContainText('Chị Lan Anh');

  await createdRow.getByRole('button', { name: `Sửa đơn #${createdOrder.id}` }).click();
  await expect(edit).toBeVisible();
  await edit.getByLabel('Khách hàng').fill('Đã đổi trong lúc thanh toán');
  await asManager(request);
  expect((await request.put(`/api/Order/${createdOrder.id}/status/completed`, { headers: XHR })).status()).toBe(200);
  expect((await request.put(`/api/Order/confirm-payment/${createdOrder.id}`, { headers: XHR })).status()).toBe(200);
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Đơn hàng đã thanh toán, không thể thay đổi');
  await expect(edit.getByLabel('Khách hàng')).toHaveValue('Đã đổi trong lúc thanh toán');
  await edit.getByRole('button', { name: 'Hủy' }).click();

  // Paid orders sit at the bottom, without a status select or delete. The demo's weeks of paid history and
  // other specs' open orders fill the first pages, so the paid order is looked up by its number.
  const paidFlags = (await page.getByRole('row').allTextContents()).slice(1).map((text) => text.includes('Đã thanh toán'));
  expect(paidFlags).toEqual([...paidFlags].sort((a, b) => Number(a) - Number(b)));
  await search.fill(String(createdOrder.id));
  await expect(createdRow).toContainText('Đã thanh toán');
  await expect(createdRow.getByRole('button', { name: `Xóa đơn #${createdOrder.id}` })).toBeDisabled();

  // Inline status: only allowed moves; cancel, then delete (looked up by number, like the paid one).
  await search.fill(String(first.id));
  const firstRow = orderRow(page, first.id);
  await expect(firstRow).toHaveCount(1);
  const options = await page.getByTestId(`status-${first.id}`).locator('option').allTextContents();
  expect(options).toEqual(['Chờ xử lý', 'Đã xác nhận', 'Đang chuẩn bị', 'Hoàn thành', 'Đã hủy']);
  await expect(firstRow.getByRole('button', { name: `Xóa đơn #${first.id}` })).toBeDisabled();
  await page.getByTestId(`status-${first.id}`).selectOption('cancelled');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hủy đơn hàng' }).click();
  await expect(firstRow).toContainText('Đã hủy');
  await firstRow.getByRole('button', { name: `Xóa đơn #${first.id}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Bạn có chắc chắn muốn xóa đơn hàng này?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa' }).click();
  await expect(toast(page, 'Xóa đơn hàng thành công')).toBeVisible();
  await expect(firstRow).toHaveCount(0);
  await search.fill('');

  // Delete-all asks twice and removes only completed and cancelled orders.
  const closed = await placeOrder(request, table, [{ productId: menu.kitchen[0]!.id, quantity: 1 }]);
  await asManager(request);
  expect((await request.put(`/api/Order/${closed.id}/status/cancelled`, { headers: XHR })).status()).toBe(200);
  await expect(orderRow(page, closed.id)).toContainText('Đã hủy');
  await toastsGone(page);
  await page.getByRole('button', { name: 'Xóa tất cả' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa tất cả' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Các đơn hàng đã xóa không thể khôi phục');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa tất cả' }).click();
  await expect(toast(page, /Đã xóa \d+ đơn hàng/)).toBeVisible();
  await expect(orderRow(page, closed.id)).toHaveCount(0);
  await expect(createdRow).toBeVisible();

  // A busy moment for the pictures: orders in every open state, one ready to be paid.
  const busyTable = await tableInfo(request, '11');
  const states = ['pending', 'confirmed', 'preparing', 'completed'] as const;
  let newestBusy = 0;
  for (const [i, state] of states.entries()) {
    const o = await placeOrder(request, busyTable, [
      { productId: menu.kitchen[i]!.id, quantity: i + 1, notes: i === 0 ? 'ít đá' : '' },
      { productId: menu.bar[i]!.id, quantity: 1 },
    ]);
    newestBusy = o.id;
    await asManager(request);
    if (state !== 'pending') expect((await request.put(`/api/Order/${o.id}/status/${state}`, { headers: XHR })).status()).toBe(200);
  }
  await expect(page.getByRole('button', { name: /Xác nhận thanh toán đơn/ })).toHaveCount(1);
  await expect(toast(page, 'Có thông báo mới!')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'orders-list', 'desktop');
  // Tablets and phones open the back office with the sidebar as an icon rail or a drawer. Open orders come
  // first, newest first, so the busy table's last order is on the first page whatever the demo's history holds.
  for (const device of ['tablet', 'phone'] as const) {
    await page.setViewportSize(VIEWPORTS[device]);
    await page.reload();
    await expect(orderRow(page, newestBusy)).toBeVisible();
    await saveScreen(page, 'orders-list', device);
  }
});

test('waiter calls reach the widget and the call history live; notifications page follows too', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const table = await tableInfo(request, '9');
  const menu = await productsByStation(request);

  const manager = await staffPage(browser, 'manager', 'desktop');
  await manager.goto('/admin/notifications');
  await expect(manager.getByRole('heading', { name: 'Thông báo' })).toBeVisible();
  const counts = manager.getByTestId('notification-counts');
  await expect(counts).toContainText('chưa đọc');

  const waiter = await staffPage(browser, 'waiter', 'tablet');
  await waiter.goto('/admin/call-history');
  await expect(waiter.getByRole('heading', { name: 'Lịch sử gọi phục vụ' })).toBeVisible();

  // Other specs share this server and may have left unread calls: count from what is there.
  const unreadBefore = ((await (await manager.request.get('/api/CallHistory?page=1&pageSize=1')).json()) as { unreadCount: number }).unreadCount;

  // The guest presses the waiter bell on the table page.
  const diner = await dinerPage(browser, table.qr);
  await diner.getByTestId('call-waiter').click();
  await expect(toast(diner, 'Yêu cầu phục vụ đã được gửi!')).toBeVisible();

  // Manager: widget badge, the call in the widget, the notification in the list, all without reload.
  await expect(manager.getByTestId('call-widget-badge')).toHaveText(String(unreadBefore + 1));
  await manager.getByTestId('call-widget').click();
  const widget = manager.getByTestId('call-widget-panel');
  await expect(widget.getByTestId('call-widget-item').first()).toContainText('Bàn 9');
  await expect(widget.getByTestId('call-widget-item').first()).toContainText('Bàn 9 đang gọi phục vụ');
  await expectNoSeriousA11yViolations(manager, { include: '[data-testid="call-widget-panel"]' });
  await saveScreen(manager, 'call-widget', 'desktop');
  await manager.keyboard.press('Escape');
  await expect(widget).toBeHidden();
  const callNotice = manager.getByTestId('notification-item').filter({ hasText: 'Bàn 9 đang gọi phục vụ' });
  await expect(callNotice).toBeVisible();
  await expect(callNotice).toHaveAttribute('data-status', 'unread');

  // Waiter: the call history shows it live too.
  await expect(waiter.getByRole('row').filter({ hasText: 'Bàn 9 đang gọi phục vụ' })).toBeVisible();

  // A new order shows up on the notifications page live, with a link to the order.
  const order = await placeOrder(request, table, [{ productId: menu.kitchen[0]!.id, quantity: 1 }]);
  const orderNotice = manager.getByTestId('notification-item').filter({ hasText: new RegExp(`#${order.id}(?!\\d)`) });
  await expect(orderNotice).toBeVisible();
  await expect(orderNotice.getByRole('link', { name: `Xem đơn hàng #${order.id}` })).toHaveAttribute('href', `/admin/orders?order=${order.id}`);

  await saveScreen(manager, 'notifications-unread', 'desktop');

  // Filters, mark one read, mark all read, delete one (confirmed).
  await manager.getByTestId('notification-filter').getByRole('button', { name: 'Chưa xem' }).click();
  await expect(callNotice).toBeVisible();
  await callNotice.getByRole('button', { name: /Đánh dấu đã đọc/ }).click();
  await expect(toast(manager, 'Đã đánh dấu là đã đọc')).toBeVisible();
  await expect(callNotice).toHaveCount(0);
  await manager.getByTestId('notification-filter').getByRole('button', { name: 'Đã xem' }).click();
  await expect(callNotice).toHaveAttribute('data-status', 'read');
  await manager.getByTestId('notification-filter').getByRole('button', { name: 'Tất cả' }).click();
  await toastsGone(manager);
  await manager.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
  await expect(toast(manager, 'Đã đánh dấu tất cả là đã đọc')).toBeVisible();
  await expect(counts).toContainText('0 chưa đọc');
  await expect(manager.getByTestId('notification-bell')).toHaveAccessibleName('Thông báo');
  await manager.getByRole('searchbox', { name: 'Tìm thông báo' }).fill('gọi phục vụ');
  await expect(orderNotice).toHaveCount(0);
  await expect(callNotice).toBeVisible();
  await callNotice.getByRole('button', { name: /Xóa thông báo/ }).click();
  await expect(manager.getByRole('alertdialog')).toContainText('Bạn có chắc chắn muốn xóa thông báo này?');
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Xóa' }).click();
  await expect(toast(manager, 'Xóa thông báo thành công')).toBeVisible();
  await expect(callNotice).toHaveCount(0);
  await manager.getByRole('searchbox', { name: 'Tìm thông báo' }).fill('');
  await expectNoSeriousA11yViolations(manager);
  await saveScreen(manager, 'notifications', 'desktop');
  await saveScreen(manager, 'notifications', 'tablet');
  await saveScreen(manager, 'notifications', 'phone');

  // Delete all notifications, asked twice; the empty page offers a reload.
  await manager.setViewportSize(VIEWPORTS.desktop);
  await toastsGone(manager);
  await manager.getByRole('button', { name: 'Xóa tất cả' }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Xóa tất cả' }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Xóa tất cả' }).click();
  await expect(toast(manager, 'Đã xóa tất cả thông báo')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Tải lại' })).toBeVisible();

  await expectNoSeriousA11yViolations(waiter);
  await saveScreen(waiter, 'call-history', 'tablet');
  await saveScreen(waiter, 'call-history', 'desktop');
});

test('call history page and call-history test page: filters, read, delete all, the 30 s bell lock', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await staffPage(browser, 'admin', 'desktop');
  await page.goto('/admin/call-history-test');
  await expect(page.getByRole('heading', { name: 'Thử gọi phục vụ' })).toBeVisible();
  await page.getByTestId('test-table-number').fill('3');
  await page.getByTestId('service-bell').click();
  await expect(toast(page, 'Yêu cầu phục vụ đã được ghi nhận!')).toBeVisible();
  await expect(page.getByTestId('service-bell')).toBeDisabled();
  await expect(page.getByText(/Có thể gọi lại sau \d+ giây/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'call-history-test', 'desktop');

  // An unknown table: the server's message.
  await page.reload();
  await page.getByTestId('test-table-number').fill('999');
  await page.getByTestId('service-bell').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Không tìm thấy bàn' })).toBeVisible();

  await page.goto('/admin/call-history');
  const row = page.getByRole('row').filter({ hasText: 'Bàn 3 đang gọi phục vụ' });
  await expect(row).toBeVisible();
  await page.getByLabel('Số bàn').fill('4');
  await expect(page.getByText('Không có cuộc gọi phù hợp')).toBeVisible();
  await page.getByLabel('Số bàn').fill('3');
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
  await row.getByRole('button', { name: 'Đánh dấu cuộc gọi của bàn 3 là đã đọc' }).click();
  await expect(toast(page, 'Đã đánh dấu là đã đọc')).toBeVisible();
  await expect(row).toContainText('Đã đọc');

  await toastsGone(page);
  await page.getByRole('button', { name: 'Xóa tất cả' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Bạn có chắc chắn muốn xóa tất cả lịch sử cuộc gọi?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa tất cả' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa tất cả' }).click();
  await expect(toast(page, /Đã xóa \d+ lịch sử cuộc gọi/)).toBeVisible();
  await expect(page.getByText('Chưa có cuộc gọi phục vụ nào')).toBeVisible();
});

test('sound: settings kept on the device; a blocked browser asks for a click; new orders and calls ring differently', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const table = await tableInfo(request, '10');
  const menu = await productsByStation(request);
  const page = await staffPage(browser, 'manager', 'desktop');
  // Test browsers play sound freely; this page gets the usual desktop rule instead: audio starts only from a click.
  await page.addInitScript(() => {
    const Native = window.AudioContext;
    let unlocked = false;
    let lastGesture = -Infinity;
    for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, () => (lastGesture = performance.now()), true);
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        void super.suspend();
      }
      override get state(): AudioContextState {
        return unlocked ? super.state : 'suspended';
      }
      override resume(): Promise<void> {
        if (performance.now() - lastGesture > 1000) return Promise.resolve();
        unlocked = true;
        return super.resume();
      }
    };
  });
  const live = hubConnected(page);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Quản lý đơn hàng' })).toBeVisible();
  await expect(page.getByTestId('orders-total')).toBeVisible();
  // An order placed before the page listens would only show up in the list, without the alert.
  await live;

  // No click yet: the browser does not let the page play sound, so the order asks for one.
  await placeOrder(request, table, [{ productId: menu.kitchen[0]!.id, quantity: 1 }]);
  await expect(toast(page, 'Có thông báo mới!')).toBeVisible();
  const sounds = () => page.evaluate(() => (window as unknown as { __sounds: string[] }).__sounds);
  const blocked = page.getByRole('button', { name: SOUND_BLOCKED, exact: true });
  await expect(blocked).toBeVisible();
  expect(await sounds()).toEqual([]);
  await expect(page.getByRole('button', { name: `Âm thanh thông báo: ${SOUND_BLOCKED}` })).toBeVisible();
  await blocked.click();
  await expect.poll(sounds).toEqual(['order']);

  // The panel: on by default at 70 %, saved as {enabled, volume, lastChanged}.
  await page.getByTestId('sound-settings').click();
  const panel = page.getByTestId('sound-settings-panel');
  await expect(panel.getByRole('switch', { name: 'Bật âm thanh' })).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByTestId('sound-volume')).toHaveValue('0.7');
  await panel.getByTestId('sound-volume').fill('0.4');
  const stored = async () =>
    JSON.parse((await page.evaluate(() => window.localStorage.getItem('notificationSoundSettings'))) ?? 'null') as {
      enabled: boolean;
      volume: number;
      lastChanged: string;
    };
  await expect.poll(async () => (await stored()).volume).toBe(0.4);
  expect(Date.parse((await stored()).lastChanged)).not.toBeNaN();
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="sound-settings-panel"]' });
  await saveScreen(page, 'sound-settings', 'desktop');

  // A waiter call rings the other sound.
  const call = await request.post('/api/Notification/service-call', { headers: { ...XHR, 'X-Table-Key': table.key }, data: { tableNumber: '10' } });
  expect(call.status()).toBe(201);
  await expect(toast(page, 'Bàn 10 đang gọi phục vụ')).toBeVisible();
  await expect.poll(sounds).toEqual(['order', 'serviceCall']);

  // Turned off: the choice survives a reload and nothing rings.
  await panel.getByRole('switch', { name: 'Bật âm thanh' }).click();
  await expect.poll(async () => (await stored()).enabled).toBe(false);
  await page.reload();
  await expect(page.getByTestId('orders-total')).toBeVisible();
  await page.getByTestId('sound-settings').click();
  await expect(page.getByTestId('sound-settings-panel').getByRole('switch', { name: 'Bật âm thanh' })).toHaveAttribute('aria-checked', 'false');
  await placeOrder(request, table, [{ productId: menu.kitchen[0]!.id, quantity: 1 }]);
  await expect(toast(page, 'Có thông báo mới!')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await sounds()).toEqual([]);
});

test('a board that lost its connection catches up when it comes back (events missed meanwhile are refetched)', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const table = await tableInfo(request, '5');
  const menu = await productsByStation(request);
  const kitchen = await staffPage(browser, 'kitchen', 'tablet');
  // The hub's WebSocket goes through the test, which can cut it (and refuse new ones) like a dropped Wi-Fi.
  let down = false;
  const sockets: WebSocketRoute[] = [];
  await kitchen.routeWebSocket(/orderNotificationHub/, (ws) => {
    if (down) return void ws.close();
    ws.connectToServer();
    sockets.push(ws);
  });
  await kitchen.goto('/admin/orders');
  const live = kitchen.getByTestId('live-status');
  await expect(live).toHaveText('Đang cập nhật trực tiếp');

  down = true;
  await Promise.all(sockets.map((ws) => ws.close()));
  await expect(live).toHaveText('Đang kết nối lại...');
  const order = await placeOrder(request, table, [{ productId: menu.kitchen[3]!.id, quantity: 1, notes: 'thêm rau' }]);
  await kitchen.waitForTimeout(1500);
  await expect(kitchen.locator(`[data-order-id="${order.id}"]`)).toHaveCount(0);

  down = false;
  await expect(live).toHaveText('Đang cập nhật trực tiếp', { timeout: 35_000 });
  await expect(kitchen.locator(`[data-order-id="${order.id}"]`)).toContainText('thêm rau');
});
