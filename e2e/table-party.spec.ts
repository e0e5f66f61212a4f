/**
 * The table as one party: three phones on one table and one member of staff. Two phones fill the
 * table's shared cart, the third places it (one order, seen by the kitchen), a guest opens the
 * running bill with its transfer QR and asks for the bill, staff split it in two and record one
 * part in cash and one by QR transfer, and the guests see 'Đã thanh toán' with their receipt.
 *
 * The diner page has no shared-cart screen yet, so the phones fill the cart through its API from
 * their own browser contexts (same table key, same session); everything after that is the UI.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
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

test('four phones order together into one cart, see the bill, ask for it and pay it in parts', async ({ browser, request }) => {
  test.setTimeout(90_000);
  expect((await request.post('/api/Auth/login', { headers: XHR, data: { username: 'admin', password: DEMO_PASSWORD } })).status()).toBe(200);
  expect(
    (await request.put('/api/Settings', { headers: XHR, data: { currency: 'VND', bankName: 'Vietcombank', bankBin: '970436', bankAccount: '0011012345678', accountHolder: 'NHA HANG DEMO' } })).status(),
  ).toBe(200);
  // A table of its own: other specs share the demo server and leave open orders on theirs.
  type ApiTable = { id: number; tableNumber: string; qrUrl: string };
  const tables = (await (await request.get('/api/Table?pageSize=100')).json()) as { data: ApiTable[] };
  let table = tables.data.find((t) => t.tableNumber === '77');
  if (!table) {
    const created = await request.post('/api/Table', { headers: XHR, data: { tableNumber: '77', capacity: 4, location: 'E2E' } });
    expect(created.status()).toBe(201);
    table = (await created.json()) as ApiTable;
  }
  const url = new URL(table.qrUrl);
  const qr = `${url.pathname}${url.search}`;
  const key = { ...XHR, 'X-Table-Key': url.searchParams.get('k') ?? '' };
  const products = ((await (await request.get('/api/Product?lang=vi')).json()) as { id: number; name: string; isActive: boolean; optionGroups: unknown[] }[]).filter((p) => p.isActive && p.optionGroups.length === 0);

  const [p1, p2, p3] = [await phone(browser, qr), await phone(browser, qr), await phone(browser, qr)];
  await expect(p1.getByTestId('open-bill')).toBeVisible();

  // Two phones fill the one cart of the table, each line with the phone's name.
  const cartUrl = `/api/Cart/table/${encodeURIComponent(table.tableNumber)}`;
  expect((await p1.request.post(`${cartUrl}/lines`, { headers: key, data: { productId: products[0]!.id, quantity: 2, notes: 'ít cay', addedBy: 'Khách 1' } })).status()).toBe(200);
  expect((await p2.request.post(`${cartUrl}/lines`, { headers: key, data: { productId: products[1]!.id, quantity: 1, addedBy: 'Lan' } })).status()).toBe(200);
  const shared = await (await p3.request.get(cartUrl, { headers: key })).json();
  expect(shared.lines.map((l: { addedBy: string }) => l.addedBy)).toEqual(['Khách 1', 'Lan']);
  // The third phone places it: one order, and an empty cart.
  const placed = await (await p3.request.post(`${cartUrl}/place`, { headers: key, data: {} })).json();
  expect(placed.created).toBe(true);
  expect(placed.cart.lines).toEqual([]);
  const orderId: number = placed.order.id;

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
  await expect(bill.getByTestId('receipt')).toContainText(products[0]!.name, { timeout: 20_000 });
  await expect(bill.getByTestId('receipt')).toContainText('ít cay');
  const qrImage = bill.getByTestId('payment-qr');
  await expect(qrImage).toBeVisible();
  expect(await qrImage.getAttribute('data-payload')).toMatch(/^00020101021238570010A00000072701270006970436011300110123456780208QRIBFTTA5303704/);
  await saveScreen(p1, 'party-bill-qr', 'phone');
  await expectNoSeriousA11yViolations(p1);

  // Another guest looks at it too, then closes it.
  await p2.getByTestId('open-bill').click();
  await expect(p2.getByTestId('bill-dialog').getByTestId('receipt')).toContainText(products[1]!.name, { timeout: 20_000 });
  await p2.keyboard.press('Escape');

  // ... and asks for it, by QR transfer.
  await bill.getByRole('button', { name: 'Chuyển khoản QR' }).click();
  await expect(bill.getByRole('status')).toHaveText('Đã báo nhân viên, vui lòng chờ trong giây lát');

  // Staff: the table card's bill, complete the order, split in two, one part cash, one part by QR.
  const staffContext = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  contexts.push(staffContext);
  const staff = await staffContext.newPage();
  await signInViaApi(staff, 'manager');
  const calls = await (await staff.request.get(`/api/CallHistory?tableNumber=${encodeURIComponent(table.tableNumber)}`)).json();
  expect(calls.data[0]).toMatchObject({ type: 'bill_request', message: `Bàn ${table.tableNumber} yêu cầu thanh toán (chuyển khoản QR)` });
  await staff.goto('/admin/tables');
  await staff.getByRole('button', { name: `Hóa đơn bàn ${table.tableNumber}` }).click();
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
