/**
 * Order history: a manager finds a paid order by search, reads the range's figures, opens the
 * order and downloads the CSV (UTF-8 with a byte order mark, so Excel shows Vietnamese dish
 * names); only Admin and above see the cleanup, which asks twice.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { XHR, signInViaApi } from './support/auth';
import { saveScreen, VIEWPORTS } from './support/screens';

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  isActive: boolean;
  optionGroups: unknown[];
}
interface ApiOrder {
  id: number;
  totalAmount: number;
}
interface ApiStats {
  count: number;
  paidCount: number;
  cancelledCount: number;
  openCount: number;
  revenue: number;
  averageOrderValue: number;
}

const vnd = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} đ`;

/** Toasts by CSS role: while a modal is open the toaster is aria-hidden, so getByRole would not see them. */
function toast(page: Page, text: string | RegExp) {
  return page.locator('[role="status"]').filter({ hasText: text });
}

async function tableInfo(request: APIRequestContext, tableNumber: string): Promise<{ id: number; key: string }> {
  const res = await request.get('/api/Table');
  expect(res.status()).toBe(200);
  const table = ((await res.json()) as { data: { id: number; tableNumber: string; qrUrl: string }[] }).data.find((t) => t.tableNumber === tableNumber)!;
  return { id: table.id, key: new URL(table.qrUrl).searchParams.get('k') ?? '' };
}

/** Places an order on the table with its key (signed-in staff may name the customer), then completes and pays it. */
async function paidOrder(request: APIRequestContext, customerName: string): Promise<{ order: ApiOrder; dish: ApiProduct }> {
  const table = await tableInfo(request, '6');
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  // A dish whose name needs more than ASCII, to prove the CSV keeps Vietnamese letters.
  const dish = products.find((p) => p.isActive && p.optionGroups.length === 0 && /[^\u0020-\u007e]/.test(p.name))!;
  expect(dish, 'a demo dish with a Vietnamese name').toBeTruthy();
  const placed = await request.post('/api/Order', {
    headers: { ...XHR, 'X-Table-Key': table.key, 'Idempotency-Key': crypto.randomUUID() },
    data: { tableId: table.id, customerName, orderItems: [{ productId: dish.id, quantity: 2 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as ApiOrder;
  for (const status of ['preparing', 'completed']) {
    const res = await request.put(`/api/Order/${order.id}/status/${status}`, { headers: XHR });
    expect(res.status(), await res.text()).toBe(200);
  }
  const paid = await request.put(`/api/Order/confirm-payment/${order.id}`, { headers: XHR });
  expect(paid.status(), await paid.text()).toBe(200);
  return { order, dish };
}

test('a manager searches the history, reads the figures, opens an order and downloads the CSV', async ({ page }) => {
  test.setTimeout(60_000);
  await signInViaApi(page, 'manager');
  const customer = `Khách lịch sử ${Date.now().toString(36)}`;
  const { order, dish } = await paidOrder(page.request, customer);

  await page.goto('/admin/order-history');
  await expect(page.getByRole('heading', { name: 'Lịch sử đơn hàng', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Lịch sử đơn hàng' })).toHaveAttribute('aria-current', 'page');
  // Only Admin and above clean up.
  await expect(page.getByRole('button', { name: 'Dọn dẹp đơn cũ' })).toHaveCount(0);

  // The last seven days are preselected; the cards show the server's figures for that range.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  // Day fields read dd/mm/yyyy whatever the browser's locale.
  const shown = (iso: string) => iso.split('-').reverse().join('/');
  await expect(page.getByLabel('Đến ngày')).toHaveValue(shown(today));
  const weekAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(Date.now() - 6 * 86_400_000));
  await expect(page.getByLabel('Từ ngày')).toHaveValue(shown(weekAgo));
  const stats = (await (await page.request.get('/api/OrderHistory/stats', { params: { from: `${weekAgo}T00:00:00+07:00` } })).json()) as ApiStats;
  expect(stats.paidCount).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('history-stat-count-value')).toHaveText(String(stats.count));
  await expect(page.getByTestId('history-stat-paidCount-value')).toHaveText(String(stats.paidCount));
  await expect(page.getByTestId('history-stat-revenue-value')).toHaveText(vnd(stats.revenue));
  await expect(page.getByTestId('history-stat-averageOrderValue-value')).toHaveText(vnd(stats.averageOrderValue));

  // Search by the customer's name: exactly our order.
  await page.getByLabel('Tìm kiếm', { exact: true }).fill(customer);
  await expect(page.getByTestId('history-found')).toHaveText('Tìm thấy 1 đơn hàng');
  const row = page.getByRole('row').filter({ hasText: `#${order.id}` });
  await expect(row).toContainText('Bàn 6');
  await expect(row).toContainText('Đã thanh toán');
  await expect(row).toContainText(vnd(order.totalAmount));

  // Filters narrow together: the same order is not among the cancelled ones, nor at another table.
  await page.getByLabel('Trạng thái', { exact: true }).selectOption('cancelled');
  await expect(page.getByText('Không tìm thấy đơn hàng phù hợp')).toBeVisible();
  await page.getByLabel('Trạng thái', { exact: true }).selectOption('paid');
  await expect(row).toBeVisible();
  await page.getByLabel('Số bàn', { exact: true }).fill('5');
  await expect(page.getByText('Không tìm thấy đơn hàng phù hợp')).toBeVisible();
  await page.getByLabel('Số bàn', { exact: true }).fill('6');
  await expect(row).toBeVisible();

  // The order opens in the shared detail dialog.
  await row.getByRole('button', { name: `Xem đơn #${order.id}` }).click();
  const detail = page.getByRole('dialog', { name: `Chi tiết đơn hàng #${order.id}` });
  await expect(detail.getByTestId('detail-item').filter({ hasText: dish.name })).toBeVisible();
  await expect(detail.getByTestId('paid-badge')).toBeVisible();
  await detail.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(detail).toBeHidden();

  // CSV: a file download with a byte order mark, ';' columns for Vietnamese Excel, the dish by name.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Xuất CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^don-hang-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^Mã đơn;Bàn;/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${dish.name} x2`);
  expect(lines[1]).toContain(customer);
  expect(lines[1]).toContain('Đã thanh toán');
  await expect(toast(page, /Đã tải xuống don-hang-/)).toBeVisible();

  // Back to everything in the range for the pictures and the accessibility scan.
  await page.getByRole('button', { name: 'Đặt lại bộ lọc' }).click();
  await expect(page.getByLabel('Tìm kiếm', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('history-found')).toHaveText(`Tìm thấy ${stats.count} đơn hàng`);
  await expect(toast(page, /Đã tải xuống/)).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'order-history', 'desktop', { fullPage: true });
  // Tablets and phones open the page at their own size (the sidebar starts as an icon rail or a drawer there).
  for (const device of ['tablet', 'phone'] as const) {
    await page.setViewportSize(VIEWPORTS[device]);
    await page.reload();
    await expect(page.getByTestId('history-found')).toHaveText(`Tìm thấy ${stats.count} đơn hàng`);
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'order-history', device, { fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
});

test('an admin cleans up old orders only after two confirmations', async ({ page }) => {
  await signInViaApi(page, 'admin');
  // A link can open one table's history.
  await page.goto('/admin/order-history?table=6');
  await expect(page.getByLabel('Số bàn', { exact: true })).toHaveValue('6');
  await page.getByRole('button', { name: 'Dọn dẹp đơn cũ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dọn dẹp đơn hàng cũ' });
  const days = dialog.getByLabel('Xóa đơn cũ hơn (ngày)');
  await expect(days).toHaveValue('90');

  // The contract's rule, shown before anything is sent.
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && r.url().includes('/api/OrderHistory/cleanup')) deletes.push(r.postData() ?? '');
  });
  await days.fill('10');
  await expect(dialog.getByText('Chỉ xóa đơn cũ hơn ít nhất 30 ngày')).toBeVisible();
  await dialog.getByRole('button', { name: 'Xóa đơn cũ' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // A valid age: the dialog says how many orders would go (the demo has none that old).
  await days.fill('30');
  await expect(dialog.getByTestId('cleanup-preview')).toContainText('Không có đơn đã thanh toán hoặc đã hủy nào được tạo trước');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await saveScreen(page, 'order-history-cleanup', 'desktop');

  // First question, second question, then cancel: nothing is deleted.
  await dialog.getByRole('button', { name: 'Xóa đơn cũ' }).click();
  const first = page.getByRole('alertdialog', { name: 'Xóa đơn hàng cũ?' });
  await expect(first).toContainText('Bạn có chắc chắn muốn xóa vĩnh viễn 0 đơn hàng cũ hơn 30 ngày?');
  await first.getByRole('button', { name: 'Xóa đơn cũ' }).click();
  const second = page.getByRole('alertdialog', { name: 'Xác nhận lần cuối' });
  await expect(second).toContainText('Thao tác này không thể hoàn tác.');
  await second.getByRole('button', { name: 'Hủy' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(deletes).toEqual([]);

  // Both confirmed: the server deletes and the count is shown.
  await dialog.getByRole('button', { name: 'Xóa đơn cũ' }).click();
  await page.getByRole('alertdialog', { name: 'Xóa đơn hàng cũ?' }).getByRole('button', { name: 'Xóa đơn cũ' }).click();
  const done = page.waitForResponse((r) => r.url().includes('/api/OrderHistory/cleanup') && r.request().method() === 'DELETE');
  await page.getByRole('alertdialog', { name: 'Xác nhận lần cuối' }).getByRole('button', { name: 'Xóa đơn cũ' }).click();
  expect((await done).status()).toBe(200);
  expect(deletes.map((d) => JSON.parse(d) as unknown)).toEqual([{ olderThanDays: 30 }]);
  await expect(toast(page, 'Đã xóa 0 đơn hàng cũ')).toBeVisible();
  await expect(dialog).toBeHidden();
});
