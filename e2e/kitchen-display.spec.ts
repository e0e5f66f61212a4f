/**
 * The kitchen's evening: a guest orders on a phone, the kitchen tablet's display shows the
 * ticket with its running timer, the cook bumps it, recalls it, bumps it again, and the guest
 * sees 'Sẵn sàng' without anyone in management touching the order. Then a late ticket and the
 * all-day counts at tablet size.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { XHR, signInViaApi } from './support/auth';
import { e2ePort } from './support/servers';

const TABLET = { width: 1024, height: 768 };
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function newPage(browser: Browser, opts: Parameters<Browser['newContext']>[0]): Promise<Page> {
  const context = await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', ...opts });
  contexts.push(context);
  return context.newPage();
}

interface ApiProduct {
  id: number;
  name: string;
  isActive: boolean;
  station: 'kitchen' | 'sushi' | 'bar';
  optionGroups: unknown[];
}

async function tableQr(page: Page, tableNumber: string) {
  const res = await page.request.get('/api/Table');
  const table = ((await res.json()) as { data: { id: number; tableNumber: string; qrUrl: string }[] }).data.find((t) => t.tableNumber === tableNumber)!;
  const url = new URL(table.qrUrl);
  return { id: table.id, qr: `${url.pathname}${url.search}`, key: url.searchParams.get('k') ?? '' };
}

/** Moves an order's creation back in time in the test server's database, to show a late ticket. */
function backdate(orderId: number, minutes: number) {
  const db = new Database(path.resolve(import.meta.dirname, `../.tmp/e2e-data-${e2ePort()}/restaurant.db`));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').run(new Date(Date.now() - minutes * 60_000).toISOString(), orderId);
  } finally {
    db.close();
  }
}

/** Pays orders left open by a test, so the other specs on this server find no stray open orders. */
async function settle(page: Page, orderIds: number[]) {
  await signInViaApi(page, 'manager');
  for (const id of orderIds) {
    await page.request.put(`/api/Order/${id}/status/completed`, { headers: XHR });
    expect((await page.request.put(`/api/Order/confirm-payment/${id}`, { headers: XHR })).status()).toBe(200);
  }
}

/** A table no other spec orders at (created on first use), for orders this file's later tests place. */
async function ownTable(page: Page): Promise<{ id: number; key: string }> {
  let table = ((await (await page.request.get('/api/Table')).json()) as { data: { id: number; tableNumber: string; qrUrl: string }[] }).data.find(
    (t) => t.tableNumber === 'KD-1',
  );
  if (!table) {
    const created = await page.request.post('/api/Table', { headers: XHR, data: { tableNumber: 'KD-1', capacity: 2, location: 'E2E' } });
    expect(created.status()).toBe(201);
    table = (await created.json()) as { id: number; tableNumber: string; qrUrl: string };
  }
  return { id: table.id, key: new URL(table.qrUrl).searchParams.get('k') ?? '' };
}

/** Places an order of kitchen dishes (without options) at the own table; returns it. */
async function placeAtOwnTable(page: Page, lines: { productId: number; quantity: number }[]) {
  const table = await ownTable(page);
  const placed = await page.request.post('/api/Order', {
    headers: { ...XHR, 'X-Table-Key': table.key, 'Idempotency-Key': crypto.randomUUID() },
    data: { tableId: table.id, orderItems: lines },
  });
  expect(placed.status()).toBe(201);
  return { table, order: (await placed.json()) as { id: number; orderItems: { id: number; productId: number; quantity: number; notes: string }[] } };
}

async function kitchenDishes(page: Page): Promise<ApiProduct[]> {
  return ((await (await page.request.get('/api/Product?lang=vi')).json()) as ApiProduct[]).filter(
    (p) => p.isActive && p.station === 'kitchen' && p.optionGroups.length === 0,
  );
}

test('a cook bumps, recalls and bumps a ticket; the guest sees it ready without a manager', async ({ browser }) => {
  test.setTimeout(120_000);
  const kitchen = await newPage(browser, { viewport: TABLET, hasTouch: true });
  await signInViaApi(kitchen, 'manager');
  const table = await tableQr(kitchen, '5');
  const products = ((await (await kitchen.request.get('/api/Product?lang=vi')).json()) as ApiProduct[]).filter(
    (p) => p.isActive && p.station === 'kitchen' && p.optionGroups.length === 0,
  );
  const dish = products.find((p) => /^[\p{L} ]+$/u.test(p.name)) ?? products[0]!;
  await signInViaApi(kitchen, 'kitchen');

  // The guest orders one kitchen dish with a note on their phone.
  const diner = await newPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await diner.addInitScript(() => window.localStorage.setItem('language', 'vi'));
  await diner.goto(table.qr);
  await diner.getByRole('searchbox', { name: 'Tìm món' }).fill(dish.name);
  const card = diner.getByTestId('product-card').filter({ has: diner.getByRole('heading', { name: dish.name, exact: true }) });
  await card.getByRole('button', { name: `Tăng số lượng ${dish.name}` }).click();
  await card.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await diner.getByTestId('cart-button').click();
  await diner.getByTestId('cart-panel').getByTestId('cart-line').filter({ hasText: dish.name }).getByPlaceholder('không cay, ít mắm...').fill('Lớn');
  await diner.getByTestId('cart-panel').getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  const placed = diner.waitForResponse((r) => r.url().endsWith('/place') && r.request().method() === 'POST');
  await diner.getByTestId('confirm-dialog').getByTestId('confirm-order').click();
  const { order } = (await (await placed).json()) as { order: { id: number } };
  const status = diner.getByTestId('active-order').getByTestId('order-status');
  await expect(status).toHaveText('Chờ xử lý');

  // The kitchen tablet: from the station board to the display; the ticket with its timer.
  await kitchen.goto('/admin/orders');
  await kitchen.getByTestId('open-kds').click();
  await expect(kitchen.getByRole('heading', { name: 'Màn hình Bếp' })).toBeVisible();
  const ticket = kitchen.locator(`[data-testid="kds-ticket"][data-order-id="${order.id}"]`);
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText('Bàn 5');
  await expect(ticket).toContainText(dish.name);
  await expect(ticket).toContainText('Lớn');
  await expect(ticket).toHaveAttribute('data-age', 'new');
  const timer = ticket.getByTestId('kds-timer');
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(kitchen.getByTestId('kds-all-day')).toContainText(dish.name);

  // Bump: the ticket leaves, the guest sees it ready.
  await ticket.getByTestId('kds-bump').click();
  await expect(ticket).toHaveCount(0);
  await expect(status).toHaveText('Sẵn sàng');

  // 'Hoàn tác' brings it back (the guest's order is cooking again), a second bump by keyboard.
  await kitchen.getByTestId('kds-recall').click();
  await expect(ticket).toBeVisible();
  await expect(status).toHaveText('Đang chuẩn bị');
  await kitchen.locator('body').click({ position: { x: 5, y: 5 } });
  await kitchen.keyboard.press('Backspace');
  await expect(kitchen.locator('[role="status"]').filter({ hasText: 'Không có phiếu nào để hoàn tác' })).toBeVisible();
  await ticket.click({ position: { x: 10, y: 10 } });
  await kitchen.keyboard.press('Enter');
  await expect(ticket).toHaveCount(0);
  await expect(status).toHaveText('Sẵn sàng');
  await settle(kitchen, [order.id]);
});

test('a late ticket, a rush ticket and the all-day counts at tablet size', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await newPage(browser, { viewport: TABLET });
  // Other specs share the demo server and may leave dishes to cook: count on top of what is there.
  await signInViaApi(page, 'kitchen');
  const before = (
    (await (await page.request.get('/api/Kitchen/display?station=kitchen')).json()) as { allDay: { productName: string; notes: string; quantity: number }[] }
  ).allDay;
  const waiting = (name: string, notes: string) => before.filter((l) => l.productName === name && l.notes === notes).reduce((sum, l) => sum + l.quantity, 0);
  await signInViaApi(page, 'manager');
  const products = ((await (await page.request.get('/api/Product?lang=vi')).json()) as ApiProduct[]).filter(
    (p) => p.isActive && p.station === 'kitchen' && p.optionGroups.length === 0,
  );
  const orders: number[] = [];
  for (const [tableNumber, lines] of [
    [
      '2',
      [
        { productId: products[0]!.id, quantity: 2, notes: 'Lớn' },
        { productId: products[1]!.id, quantity: 1 },
      ],
    ],
    [
      '3',
      [
        { productId: products[0]!.id, quantity: 1, notes: 'Lớn' },
        { productId: products[2]!.id, quantity: 2, notes: 'không hành' },
      ],
    ],
    ['4', [{ productId: products[1]!.id, quantity: 3 }]],
  ] as const) {
    const table = await tableQr(page, tableNumber);
    const res = await page.request.post('/api/Order', {
      headers: { ...XHR, 'X-Table-Key': table.key, 'Idempotency-Key': crypto.randomUUID() },
      data: { tableId: table.id, orderItems: lines },
    });
    expect(res.status()).toBe(201);
    orders.push(((await res.json()) as { id: number }).id);
  }
  backdate(orders[0]!, 24);
  backdate(orders[1]!, 12);
  await signInViaApi(page, 'kitchen');
  expect((await page.request.put(`/api/Kitchen/rush/${orders[2]}`, { headers: XHR, data: { isRush: true } })).status()).toBe(200);

  await page.goto('/admin/kitchen');
  const tickets = page.getByTestId('kds-ticket');
  await expect(tickets.first()).toHaveAttribute('data-order-id', String(orders[2]));
  await expect(tickets.first().getByTestId('kds-rush')).toHaveText('GẤP');
  await expect(page.locator(`[data-testid="kds-ticket"][data-order-id="${orders[0]}"]`)).toHaveAttribute('data-age', 'late');
  await expect(page.locator(`[data-testid="kds-ticket"][data-order-id="${orders[1]}"]`)).toHaveAttribute('data-age', 'warning');
  const allDay = page.getByTestId('kds-all-day');
  await expect(allDay.getByRole('listitem').filter({ hasText: products[1]!.name }).filter({ hasNotText: 'Lớn' })).toContainText(
    `×${waiting(products[1]!.name, '') + 4}`,
  );
  await expect(allDay.getByRole('listitem').filter({ hasText: products[0]!.name }).filter({ hasText: 'Lớn' })).toContainText(
    `×${waiting(products[0]!.name, 'Lớn') + 3}`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.tmp/screens/kitchen-display-1024x768.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.tmp/screens/kitchen-display-390x844.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.tmp/screens/kitchen-display-1280x800.png') });
  await settle(page, orders);
});

test('the owner reads four weeks of kitchen analytics and sets up the kitchen and its printers', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await signInViaApi(page, 'admin');
  await page.goto('/admin/kitchen-analytics');
  // The charts' chunk is the admin app's heaviest: give it time on a busy machine.
  await expect(page.getByRole('heading', { name: 'Phân tích bếp', level: 1 })).toBeVisible({ timeout: 30_000 });
  const cards = page.getByTestId('analytics-cards');
  await expect(cards).toContainText('Thời gian tại Bếp');
  await expect(cards).toContainText('Phiếu trễ');
  await expect(page.getByTestId('analytics-top').getByRole('row')).toHaveCount(11);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.waitForTimeout(600);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.tmp/screens/kitchen-analytics-1280x800.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.tmp/screens/kitchen-analytics-390x844.png') });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/settings');
  const kitchen = page.getByTestId('kitchen-settings');
  await expect(kitchen).toBeVisible({ timeout: 20_000 });
  await kitchen.getByRole('group', { name: 'Bếp' }).getByLabel('Đỏ sau (phút)').fill('5');
  await kitchen.getByRole('group', { name: 'Bếp' }).getByLabel('Vàng sau (phút)').fill('8');
  await kitchen.getByRole('button', { name: 'Lưu cài đặt bếp' }).click();
  await expect(page.locator('[role="status"]').filter({ hasText: 'Mốc "trễ" phải lớn hơn mốc "cảnh báo"' })).toBeVisible();
  await kitchen.getByRole('group', { name: 'Bếp' }).getByLabel('Vàng sau (phút)').fill('4');
  await kitchen.getByRole('group', { name: 'Bếp' }).getByLabel('Máy in (địa chỉ IP)').fill('127.0.0.1');
  await kitchen.getByRole('group', { name: 'Bếp' }).getByLabel('Cổng').fill('9');
  await kitchen.getByRole('group', { name: 'Bếp' }).getByLabel('Bảng mã tiếng Việt').selectOption({ label: 'Số 27 (Xprinter, Netum)' });
  await kitchen.getByRole('button', { name: 'Lưu cài đặt bếp' }).click();
  await expect(page.locator('[role="status"]').filter({ hasText: 'Đã lưu cài đặt bếp' })).toBeVisible();
  const stored = (await (await page.request.get('/api/Kitchen/settings')).json()) as { printers: { kitchen: { codePage: string } | null } };
  expect(stored.printers.kitchen).toMatchObject({ host: '127.0.0.1', port: 9, codePage: 'wpc1258-27' });
  await expect(page.getByTestId('print-jobs')).toBeVisible();

  // With that printer (nothing listens on port 9): an order, dishes added to it by staff, then marked urgent.
  const [first, second, third] = await kitchenDishes(page);
  const { table, order } = await placeAtOwnTable(page, [
    { productId: first!.id, quantity: 1 },
    { productId: second!.id, quantity: 1 },
  ]);
  const kept = order.orderItems.find((i) => i.productId === first!.id)!;
  const edit = await page.request.put(`/api/Order/${order.id}`, {
    headers: XHR,
    data: {
      tableId: table.id,
      orderType: 'dine-in',
      orderItems: [
        { id: kept.id, productId: first!.id, quantity: 1, notes: '' },
        { productId: third!.id, quantity: 2, notes: '' },
      ],
    },
  });
  expect(edit.status()).toBe(200);
  expect((await page.request.put(`/api/Kitchen/rush/${order.id}`, { headers: XHR, data: { isRush: true } })).status()).toBe(200);
  await page.reload();
  const jobs = page.getByTestId('print-jobs');
  const addOnRow = jobs.getByRole('row').filter({ hasText: 'Gọi thêm' }).first();
  await expect(addOnRow).toContainText(`2 x ${third!.name}`, { timeout: 15_000 });
  await expect(addOnRow).toContainText(`Hủy: 1 x ${second!.name}`);
  await expect(addOnRow).toContainText('Gấp');
  await expectNoSeriousA11yViolations(page);
  await jobs.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.tmp/screens/print-jobs-1280x800.png') });
  await settle(page, [order.id]);
  await signInViaApi(page, 'admin');
  await expectNoSeriousA11yViolations(page);
  await kitchen.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.tmp/screens/kitchen-settings-1280x800.png') });
  // Back to the defaults for the other specs on this server.
  await kitchen.getByRole('group', { name: 'Bếp' }).getByLabel('Máy in (địa chỉ IP)').fill('');
  await kitchen.getByRole('group', { name: 'Bếp' }).getByLabel('Đỏ sau (phút)').fill('20');
  await kitchen.getByRole('group', { name: 'Bếp' }).getByLabel('Vàng sau (phút)').fill('10');
  await kitchen.getByRole('button', { name: 'Lưu cài đặt bếp' }).click();
  await expect(page.locator('[role="status"]').filter({ hasText: 'Đã lưu cài đặt bếp' }).first()).toBeVisible();
});

test("the dashboard shows today's prep times, late tickets and slowest dish, and leads to the analytics", async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await newPage(browser, { viewport: TABLET });
  await signInViaApi(page, 'manager');
  // One dish finished today, ordered 25 minutes ago (late at the kitchen's 20 minutes), on a table of this test's own.
  const dish = (await kitchenDishes(page))[0]!;
  const orderId = (await placeAtOwnTable(page, [{ productId: dish.id, quantity: 1 }])).order.id;
  const sinceMidnight = (Date.now() + 7 * 3_600_000) % 86_400_000;
  backdate(orderId, Math.min(25, Math.floor(sinceMidnight / 60_000) - 1));
  await signInViaApi(page, 'kitchen');
  expect((await page.request.post('/api/Kitchen/bump', { headers: XHR, data: { orderId, station: 'kitchen' } })).status()).toBe(200);
  await settle(page, [orderId]);

  await page.goto('/admin/dashboard');
  const cards = page.getByTestId('kitchen-today');
  await expect(cards.getByRole('heading', { name: 'Bếp hôm nay' })).toBeVisible({ timeout: 20_000 });
  // The same figures the server computes for today in the browser's time zone (UTC+7).
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const res = await page.request.get('/api/Analytics/kitchen/summary', { params: { startDate: today, endDate: today, tzOffsetMinutes: -420 } });
  expect(res.status()).toBe(200);
  const summary = (await res.json()) as {
    count: number;
    medianMinutes: number;
    p90Minutes: number;
    lateTickets: number;
    slowestDish: { productName: string } | null;
  };
  expect(summary.count).toBeGreaterThan(0);
  const minutes = (n: number) => `${new Intl.NumberFormat('vi', { maximumFractionDigits: 1 }).format(n)} phút`;
  await expect(cards.getByTestId('kitchen-median-value')).toHaveText(summary.count > 0 ? minutes(summary.medianMinutes) : '–');
  await expect(cards.getByTestId('kitchen-p90-value')).toHaveText(summary.count > 0 ? minutes(summary.p90Minutes) : '–');
  await expect(cards.getByTestId('kitchen-late-value')).toHaveText(String(summary.lateTickets));
  await expect(cards.getByTestId('kitchen-slowest-value')).toHaveText(summary.slowestDish?.productName ?? '–');
  await expectNoSeriousA11yViolations(page);
  await cards.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.tmp/screens/dashboard-kitchen-1024x768.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(350);
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.tmp/screens/dashboard-kitchen-1280x800.png') });

  await cards.getByRole('link', { name: 'Xem phân tích bếp' }).click();
  await expect(page).toHaveURL(/\/admin\/kitchen-analytics$/);
  await expect(page.getByRole('heading', { name: 'Phân tích bếp', level: 1 })).toBeVisible({ timeout: 30_000 });
});
