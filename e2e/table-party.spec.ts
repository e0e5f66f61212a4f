/**
 * The table as one party: three phones on one table and one member of staff. Two phones fill the
 * table's shared cart, the third places it (one order, seen by the kitchen), a guest opens the
 * running bill with its transfer QR and asks for the bill, staff split it in two and record one
 * part in cash and one by QR transfer, and the guests see 'Đã thanh toán' with their receipt.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { XHR, signInViaApi } from './support/auth';
import { saveScreen, VIEWPORTS } from './support/screens';
import { DEMO_PASSWORD } from './support/users';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function phone(browser: Browser, qr: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', hasTouch: true, isMobile: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('language', 'vi'));
  await page.goto(qr);
  return page;
}

type ApiTable = { id: number; tableNumber: string; qrUrl: string };

/** A table only this spec uses, created through the staff API when missing (signed-in `request`). */
async function ownTable(request: APIRequestContext, tableNumber: string): Promise<ApiTable> {
  const tables = (await (await request.get('/api/Table?pageSize=100')).json()) as { data: ApiTable[] };
  const found = tables.data.find((t) => t.tableNumber === tableNumber);
  if (found) return found;
  const created = await request.post('/api/Table', { headers: XHR, data: { tableNumber, capacity: 4, location: 'E2E' } });
  expect(created.status()).toBe(201);
  return (await created.json()) as ApiTable;
}

/** The dish's card, found by search (the demo menu is longer than one screen). */
async function addDish(page: Page, name: string, quantity: number): Promise<void> {
  await page.getByRole('searchbox', { name: 'Tìm món' }).fill(name);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  for (let i = 0; i < quantity; i += 1) await card.getByRole('button', { name: `Tăng số lượng ${name}` }).click();
  await card.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await page.getByRole('searchbox', { name: 'Tìm món' }).fill('');
}

test('four phones order together into one cart, see the bill, ask for it and pay it in parts', async ({ browser, request }) => {
  test.setTimeout(180_000);
  expect((await request.post('/api/Auth/login', { headers: XHR, data: { username: 'admin', password: DEMO_PASSWORD } })).status()).toBe(200);
  expect(
    (
      await request.put('/api/Settings', {
        headers: XHR,
        data: { currency: 'VND', bankName: 'Vietcombank', bankBin: '970436', bankAccount: '0011012345678', accountHolder: 'NHA HANG DEMO' },
      })
    ).status(),
  ).toBe(200);
  // A table of its own: other specs share the demo server and leave open orders on theirs.
  const table = await ownTable(request, '77');
  const url = new URL(table.qrUrl);
  const qr = `${url.pathname}${url.search}`;
  const key = { ...XHR, 'X-Table-Key': url.searchParams.get('k') ?? '' };
  const products = (
    (await (await request.get('/api/Product?lang=vi')).json()) as { id: number; name: string; isActive: boolean; optionGroups: unknown[] }[]
  ).filter((p) => p.isActive && p.optionGroups.length === 0);

  const [p1, p2, p3] = [await phone(browser, qr), await phone(browser, qr), await phone(browser, qr)];
  await expect(p1.getByTestId('open-bill')).toBeVisible();

  // Two phones fill the one cart of the table through the page, each line with the phone's name.
  const [dishA, dishB] = [products[0]!, products[1]!];
  await addDish(p1, dishA.name, 2);
  await expect(p1.getByTestId('cart-badge')).toHaveText('1');
  await p1.getByTestId('cart-button').click();
  const cart1 = p1.getByTestId('cart-panel');
  const lineA1 = cart1.getByTestId('cart-line').filter({ hasText: dishA.name });
  await expect(lineA1.getByTestId('cart-line-by')).toHaveText('Thêm bởi Khách 1');
  await lineA1.getByTestId('cart-notes').fill('ít cay');

  // The second guest types a name of their own first (once), then adds a dish.
  await p2.getByTestId('cart-button').click();
  const cart2 = p2.getByTestId('cart-panel');
  // Live: the first phone's line is already there, with its note.
  await expect(cart2.getByTestId('cart-line').filter({ hasText: dishA.name }).getByTestId('cart-notes')).toHaveValue('ít cay', { timeout: 3_000 });
  await cart2.getByTestId('guest-name').fill('Lan');
  await cart2.getByRole('button', { name: 'Lưu tên' }).click();
  await expect(cart2.getByTestId('guest-name-fixed')).toHaveText('Bạn là Lan');
  // Closed before the menu is used again (the page behind an open panel is inert); pressed again if a save still held it.
  await expect(async () => {
    await p2.keyboard.press('Escape');
    await expect(cart2).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await addDish(p2, dishB.name, 1);
  await expect(p2.getByTestId('cart-badge')).toHaveText('2');

  // ... and it reaches the first phone's open cart within a second or two, with who added it.
  await expect(cart1.getByTestId('cart-line').filter({ hasText: dishB.name }).getByTestId('cart-line-by')).toHaveText('Thêm bởi Lan', { timeout: 2_000 });
  await expect(cart1.getByTestId('cart-line')).toHaveCount(2);

  // The third phone sees the shared cart and places it: one order, and an empty cart everywhere.
  await p3.getByTestId('cart-button').click();
  const cart3 = p3.getByTestId('cart-panel');
  await expect(cart3.getByTestId('cart-line')).toHaveCount(2);
  await expect(cart3.getByTestId('cart-line-by')).toHaveText(['Thêm bởi Khách 1', 'Thêm bởi Lan']);
  await expect(cart3.getByTestId('cart-line').filter({ hasText: dishA.name }).getByTestId('cart-quantity')).toHaveValue('2');
  await saveScreen(p3, 'party-shared-cart', 'phone');
  await expectNoSeriousA11yViolations(p3, { include: '[data-testid="cart-panel"]' });
  const placedResponse = p3.waitForResponse((r) => r.url().endsWith('/place') && r.request().method() === 'POST');
  await cart3.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  await p3.getByTestId('confirm-dialog').getByTestId('confirm-order').click();
  const placed = (await (await placedResponse).json()) as { created: boolean; order: { id: number } };
  expect(placed.created).toBe(true);
  const orderId: number = placed.order.id;
  for (const guest of [p1, p2, p3]) {
    await expect(guest.getByRole('status').filter({ hasText: 'Đặt hàng thành công!' })).toBeVisible({ timeout: 3_000 });
    await expect(guest.getByTestId('cart-badge')).toHaveCount(0);
  }
  await expect(cart1.getByTestId('cart-line')).toHaveCount(0);
  await p1.keyboard.press('Escape');
  const orders = (await (await p1.request.get(`/api/Order/table/${encodeURIComponent(table.tableNumber)}/current`, { headers: key })).json()) as
    { id: number }[] | { data: { id: number }[] };
  expect((Array.isArray(orders) ? orders : orders.data).filter((o) => o.id >= orderId).map((o) => o.id)).toEqual([orderId]);

  // The kitchen sees it.
  const kitchenContext = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'vi-VN' });
  contexts.push(kitchenContext);
  const kitchen = await kitchenContext.newPage();
  await signInViaApi(kitchen, 'kitchen');
  const board = (await (await kitchen.request.get('/api/Order/board')).json()) as { tables: { orders: { id: number }[] }[] };
  expect(board.tables.flatMap((t) => t.orders.map((o) => o.id))).toContain(orderId);

  // A guest opens the running bill: lines, total and the VietQR for the amount due.
  await p1.getByTestId('open-bill').click();
  const bill = p1.getByTestId('bill-dialog');
  await expect(bill.getByTestId('receipt')).toContainText(dishA.name, { timeout: 20_000 });
  await expect(bill.getByTestId('receipt')).toContainText('ít cay');
  const qrImage = bill.getByTestId('payment-qr');
  await expect(qrImage).toBeVisible();
  expect(await qrImage.getAttribute('data-payload')).toMatch(/^00020101021238570010A00000072701270006970436011300110123456780208QRIBFTTA5303704/);
  await saveScreen(p1, 'party-bill-qr', 'phone');
  await expectNoSeriousA11yViolations(p1);

  // Another guest looks at it too, then closes it.
  await p2.getByTestId('open-bill').click();
  await expect(p2.getByTestId('bill-dialog').getByTestId('receipt')).toContainText(dishB.name, { timeout: 20_000 });
  await p2.keyboard.press('Escape');

  // ... and asks for it, by QR transfer.
  await bill.getByRole('button', { name: 'Chuyển khoản QR' }).click();
  await expect(bill.getByRole('status')).toHaveText('Đã báo nhân viên, vui lòng chờ trong giây lát');

  // Staff: the bill from the table card and from the order, complete the order, split in two, one part cash, one part by QR.
  const staffContext = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  contexts.push(staffContext);
  const staff = await staffContext.newPage();
  await signInViaApi(staff, 'manager');
  const calls = await (await staff.request.get(`/api/CallHistory?tableNumber=${encodeURIComponent(table.tableNumber)}`)).json();
  expect(calls.data[0]).toMatchObject({ type: 'bill_request', message: `Bàn ${table.tableNumber} yêu cầu thanh toán (chuyển khoản QR)` });
  // The table card opens the bill ...
  await staff.goto('/admin/tables');
  await staff.getByRole('button', { name: `Hóa đơn bàn ${table.tableNumber}` }).click();
  await expect(staff.getByTestId('staff-bill')).toBeVisible();
  await staff.keyboard.press('Escape');
  // ... and so does the order's detail (looked up by number: other specs fill the list).
  await staff.goto('/admin/orders');
  await staff.getByRole('searchbox', { name: 'Tìm đơn hàng' }).fill(String(orderId));
  await staff
    .getByRole('row')
    .filter({ hasText: new RegExp(`#${orderId}(?!\\d)`) })
    .getByRole('button', { name: `Xem đơn #${orderId}` })
    .click();
  await staff.getByTestId('order-open-bill').click();
  const dialog = staff.getByTestId('staff-bill');
  await dialog.getByRole('button', { name: `Hoàn thành đơn #${orderId}` }).click();
  await expect(dialog.getByRole('button', { name: `Hoàn thành đơn #${orderId}` })).toHaveCount(0);
  await dialog.getByTestId('bill-parts').selectOption('2');
  await dialog.getByTestId('bill-method').selectOption('cash');
  await dialog.getByTestId('record-part-0').click();
  await expect(dialog.getByTestId('record-part-0')).toHaveCount(0);
  await dialog.getByTestId('bill-method').selectOption('transfer');
  await dialog.getByTestId('record-part-1').click();
  await expect(dialog.locator('.receipt-paid')).toHaveText('Đã thanh toán');
  // The table's next bill starts empty, but the dialog keeps the settled receipt in view.
  await staff.waitForTimeout(4_500);
  await expect(dialog.locator('.receipt-paid')).toHaveText('Đã thanh toán');
  await saveScreen(staff, 'party-staff-bill', 'desktop');

  // The guests see it paid, with their receipt.
  for (const guest of [p1, p2]) {
    if (guest !== p1) await guest.getByTestId('open-bill').click();
    await expect(guest.getByTestId('bill-paid')).toHaveText('Đã thanh toán', { timeout: 12_000 });
    await expect(guest.getByTestId('receipt')).toContainText('Tiền mặt');
    await expect(guest.getByTestId('receipt')).toContainText('Chuyển khoản QR');
  }
  await saveScreen(p1, 'party-receipt', 'phone');
});

test('staff split a bill by lines: each part is the lines a guest picks, a paid line cannot be picked again', async ({ browser, request }) => {
  test.setTimeout(120_000);
  expect((await request.post('/api/Auth/login', { headers: XHR, data: { username: 'admin', password: DEMO_PASSWORD } })).status()).toBe(200);
  const table = await ownTable(request, '78');
  const key = { ...XHR, 'X-Table-Key': new URL(table.qrUrl).searchParams.get('k') ?? '' };
  const products = (
    (await (await request.get('/api/Product?lang=vi')).json()) as { id: number; name: string; price: number; isActive: boolean; optionGroups: unknown[] }[]
  ).filter((p) => p.isActive && p.optionGroups.length === 0);
  const [dishA, dishB] = [products[2]!, products[3]!];
  // The guests' shared cart (filled through the page in the test above) becomes one order; the kitchen completes it.
  const cartUrl = `/api/Cart/table/${table.tableNumber}`;
  expect((await request.post(`${cartUrl}/lines`, { headers: key, data: { productId: dishA.id, quantity: 1, addedBy: 'Khách 1' } })).status()).toBe(200);
  expect((await request.post(`${cartUrl}/lines`, { headers: key, data: { productId: dishB.id, quantity: 2, addedBy: 'Khách 2' } })).status()).toBe(200);
  const placed = (await (await request.post(`${cartUrl}/place`, { headers: key, data: {} })).json()) as { order: { id: number } };
  expect((await request.put(`/api/Order/${placed.order.id}/status/completed`, { headers: XHR })).status()).toBe(200);

  const staffContext = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  contexts.push(staffContext);
  const staff = await staffContext.newPage();
  await signInViaApi(staff, 'manager');
  await staff.goto('/admin/tables');
  await staff.getByRole('button', { name: `Hóa đơn bàn ${table.tableNumber}` }).click();
  const dialog = staff.getByTestId('staff-bill');
  await dialog.getByTestId('bill-parts').selectOption('lines');
  const lines = dialog.getByTestId('bill-lines');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lineA = lines.getByRole('checkbox', { name: new RegExp(`1 × ${escape(dishA.name)}`) });
  const lineB = lines.getByRole('checkbox', { name: new RegExp(`2 × ${escape(dishB.name)}`) });

  // Guest 1 pays their dish by card.
  await lineA.check();
  await expect(dialog.getByTestId('lines-sum')).toHaveText(new RegExp(escape(dishA.price.toLocaleString('vi-VN'))));
  await dialog.getByTestId('bill-method').selectOption('card');
  await saveScreen(staff, 'party-staff-lines', 'desktop');
  await expectNoSeriousA11yViolations(staff, { include: '[role="dialog"]' });
  await dialog.getByTestId('record-lines').click();
  // Paid: ticked and locked, so it cannot be picked for the next part.
  await expect(lineA).toBeDisabled();
  await expect(lineA).toBeChecked();
  await expect(dialog.getByTestId('lines-sum')).toHaveText(/^0/);

  // Guest 2 pays theirs in cash: the bill is covered exactly and the table settled.
  await dialog.getByTestId('bill-method').selectOption('cash');
  await lineB.check();
  await dialog.getByTestId('record-lines').click();
  await expect(dialog.locator('.receipt-paid')).toHaveText('Đã thanh toán');
  const receipt = dialog.getByTestId('receipt');
  await expect(receipt).toContainText('Thẻ');
  await expect(receipt).toContainText('Tiền mặt');
});
