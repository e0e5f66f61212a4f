/**
 * The staff order form picks a dish's options (desktop): the required groups are checked before
 * sending, the line's price follows the deltas, an option that sold out meanwhile is refused by the
 * server without losing what was typed, and the order detail and the edit form show the options.
 * Runs on a table of its own ('93'), created when missing.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { XHR, signInViaApi } from './support/auth';
import { saveScreen, VIEWPORTS } from './support/screens';

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  optionGroups: { id: number; name: string; options: { id: number; name: string; priceDelta: number }[] }[];
}

const TABLE = '93';
const vnd = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

async function asManager(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/Auth/login', { headers: XHR, data: { username: 'manager', password: process.env.DEMO_PASSWORD ?? 'demo1234' } });
  expect(res.status()).toBe(200);
}

async function setOptionActive(request: APIRequestContext, optionId: number, isActive: boolean): Promise<void> {
  await asManager(request);
  const res = await request.patch(`/api/OptionGroup/option/${optionId}/availability`, { headers: XHR, data: { isActive } });
  expect(res.status(), await res.text()).toBe(200);
}

async function ensureTable(request: APIRequestContext): Promise<void> {
  const tables = (await (await request.get('/api/Table', { params: { pageSize: 500 } })).json()) as { data: { tableNumber: string }[] };
  if (tables.data.some((t) => t.tableNumber === TABLE)) return;
  const created = await request.post('/api/Table', { headers: XHR, data: { tableNumber: TABLE, capacity: 4, location: 'E2E' } });
  expect(created.status(), await created.text()).toBe(201);
}

test('staff order form: options of a dish picked, required group checked, sold-out refusal kept, options in the detail and the edit form', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await asManager(request);
  await ensureTable(request);
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const dish = products.find((p) => p.name === 'Bún bò Huế')!;
  const option = (group: string, name: string) => dish.optionGroups.find((g) => g.name === group)!.options.find((o) => o.name === name)!;
  const quay = option('Thêm topping', 'Quẩy');
  // Another spec sells Quẩy out for a moment too: start from it on sale, whatever happened before.
  await setOptionActive(request, quay.id, true);

  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  try {
    const page = await context.newPage();
    await signInViaApi(page, 'admin');
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'Tạo đơn hàng' }).click();
    const form = page.getByRole('dialog', { name: 'Tạo đơn hàng' });
    await form.getByRole('combobox', { name: 'Bàn', exact: true }).selectOption({ label: `Bàn ${TABLE}` });
    await form.getByLabel('Khách hàng').fill('Anh Minh');
    await form.getByRole('combobox', { name: 'Món 1', exact: true }).selectOption(String(dish.id));

    // The size starts on its default; the doneness has none and is required.
    const size = form.getByRole('group', { name: /^Món 1: Kích cỡ/ });
    const doneness = form.getByRole('group', { name: /^Món 1: Độ chín thịt bò/ });
    const toppings = form.getByRole('group', { name: /^Món 1: Thêm topping/ });
    await expect(size.getByRole('radio', { name: 'Vừa' })).toBeChecked();
    await expect(toppings.getByRole('checkbox', { name: /Gân bò/ })).toBeDisabled();
    await expect(form.getByTestId('order-line-price')).toHaveText(`Đơn giá: ${vnd(dish.price)}`);
    await form.getByRole('button', { name: 'Tạo đơn hàng' }).click();
    await expect(form.getByText('Vui lòng chọn ít nhất 1 mục ở nhóm "Độ chín thịt bò"')).toBeVisible();

    await size.getByRole('radio', { name: /^Lớn/ }).check();
    await doneness.getByRole('radio', { name: 'Tái', exact: true }).check();
    await toppings.getByRole('checkbox', { name: /Trứng chần/ }).check();
    await toppings.getByRole('checkbox', { name: /Quẩy/ }).check();
    const price = dish.price + option('Kích cỡ', 'Lớn').priceDelta + option('Thêm topping', 'Trứng chần').priceDelta + quay.priceDelta;
    await expect(form.getByTestId('order-line-price')).toHaveText(`Đơn giá: ${vnd(price)}`);
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await saveScreen(page, 'order-form-options', 'desktop');

    // Quẩy runs out while the form is open: the server's refusal shows, nothing typed is lost.
    await setOptionActive(request, quay.id, false);
    try {
      await form.getByRole('button', { name: 'Tạo đơn hàng' }).click();
      await expect(form.getByRole('alert')).toHaveText('Lựa chọn "Quẩy" của nhóm "Thêm topping" đã hết');
      await expect(form.getByLabel('Khách hàng')).toHaveValue('Anh Minh');
      await expect(doneness.getByRole('radio', { name: 'Tái', exact: true })).toBeChecked();
      await toppings.getByRole('checkbox', { name: /Quẩy/ }).uncheck();
    } finally {
      await setOptionActive(request, quay.id, true);
    }
    const created = page.waitForResponse((r) => r.url().endsWith('/api/Order') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Tạo đơn hàng' }).click();
    const order = (await (await created).json()) as { id: number; totalAmount: number };
    expect(order.totalAmount).toBe(price - quay.priceDelta);

    // The detail lists the options under the dish.
    await page.getByRole('searchbox', { name: 'Tìm đơn hàng' }).fill(String(order.id));
    const row = page.getByRole('row').filter({ hasText: new RegExp(`#${order.id}(?!\\d)`) });
    await row.getByRole('button', { name: `Xem đơn #${order.id}` }).click();
    const detail = page.getByRole('dialog', { name: `Chi tiết đơn hàng #${order.id}` });
    await expect(detail.getByTestId('detail-options')).toHaveText('Lớn · Tái · Trứng chần');
    await saveScreen(page, 'order-detail-options', 'desktop');
    await page.keyboard.press('Escape');

    // Editing keeps the line's options as ordered and shows them.
    await row.getByRole('button', { name: `Sửa đơn #${order.id}` }).click();
    const edit = page.getByRole('dialog', { name: `Sửa đơn hàng #${order.id}` });
    await expect(edit.getByTestId('order-line-kept-options')).toContainText('Kích cỡ: Lớn');
    await expect(edit.getByTestId('order-line-kept-options')).toContainText('Độ chín thịt bò: Tái');
    await edit.getByRole('spinbutton', { name: 'Số lượng' }).first().fill('2');
    await edit.getByRole('button', { name: 'Lưu' }).click();
    await expect(edit).toHaveCount(0);
    await asManager(request);
    const saved = (await (await request.get(`/api/Order/${order.id}`)).json()) as { totalAmount: number; orderItems: { options: { name: string }[] }[] };
    expect(saved.totalAmount).toBe(2 * (price - quay.priceDelta));
    expect(saved.orderItems[0]!.options.map((o) => o.name)).toEqual(['Lớn', 'Tái', 'Trứng chần']);

    // Leave the table settled for the other specs' boards.
    expect((await request.put(`/api/Order/${order.id}/status/completed`, { headers: XHR })).status()).toBe(200);
    expect((await request.put(`/api/Order/confirm-payment/${order.id}`, { headers: XHR })).status()).toBe(200);
  } finally {
    await context.close();
  }
});
