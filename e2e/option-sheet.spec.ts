/**
 * Dish options, allergens and live sold-out on a phone (390x844): a guest picks options for a
 * phở (required and optional groups) and sees the price follow, puts the same dish in twice with
 * other options, orders and finds the options in the history and on the kitchen board; hides
 * peanut dishes; sees a dish turned off in the back office become 'Hết món' without a reload.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { XHR, signInViaApi } from './support/auth';
import { saveScreen, VIEWPORTS } from './support/screens';

interface ApiOption {
  id: number;
  name: string;
  priceDelta: number;
}
interface ApiProduct {
  id: number;
  name: string;
  price: number;
  isActive: boolean;
  allergens: string[];
  optionGroups: { id: number; name: string; options: ApiOption[] }[];
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function asManager(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/Auth/login', { headers: XHR, data: { username: 'manager', password: process.env.DEMO_PASSWORD ?? 'demo1234' } });
  expect(res.status()).toBe(200);
}

async function qrOf(request: APIRequestContext, tableNumber: string): Promise<string> {
  await asManager(request);
  const tables = (await (await request.get('/api/Table')).json()) as { data: { tableNumber: string; qrUrl: string }[] };
  const url = new URL(tables.data.find((t) => t.tableNumber === tableNumber)!.qrUrl);
  return `${url.pathname}${url.search}`;
}

async function phone(browser: Browser, qr: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', hasTouch: true, isMobile: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'vi');
  });
  await page.goto(qr);
  return page;
}

const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The digits of a price as the page prints it ('85.000 ₫' -> '85000'). */
const digits = (n: number) => new RegExp(n.toLocaleString('vi-VN').replace(/\./g, '[.,\\s]?'));

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
}

test('options, allergens and a live sold-out on a phone', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const pho = products.find((p) => p.name === 'Phở bò tái')!;
  const group = (name: string) => pho.optionGroups.find((g) => g.name === name)!;
  const option = (g: string, name: string) => group(g).options.find((o) => o.name === name)!;
  const large = pho.price + option('Kích cỡ', 'Lớn').priceDelta;
  const largeEgg = large + option('Thêm topping', 'Trứng chần').priceDelta;
  const small = pho.price + option('Kích cỡ', 'Nhỏ').priceDelta;

  const page = await phone(browser, await qrOf(request, '9'));
  await expect(page.getByText('Bàn #9')).toBeVisible();

  // The sheet: the default size is chosen, doneness is required, the price follows each pick.
  await search(page, pho.name);
  await card(page, pho.name).getByRole('button', { name: 'Chọn tùy chọn' }).click();
  const sheet = page.getByTestId('option-sheet');
  await expect(sheet.getByRole('heading', { name: pho.name })).toBeVisible();
  await expect(sheet.getByRole('radio', { name: /Vừa/ })).toBeChecked();
  const add = sheet.getByTestId('option-sheet-add');
  await expect(add).toContainText(digits(pho.price));
  await sheet.getByRole('radio', { name: /Lớn/ }).check();
  await expect(add).toContainText(digits(large));
  await sheet.getByRole('checkbox', { name: /Trứng chần/ }).check();
  await expect(add).toContainText(digits(largeEgg));
  await expect(sheet.getByRole('checkbox', { name: /Gân bò/ })).toBeDisabled();
  // Marked aria-disabled rather than disabled, so a tap still says what is missing.
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await add.click({ force: true });
  await expect(sheet.getByRole('alert')).toHaveText('Vui lòng chọn: Độ chín thịt bò');
  await sheet.getByRole('radio', { name: 'Tái', exact: true }).check();
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="option-sheet"]' });
  await saveScreen(page, 'option-sheet', 'phone');
  await add.click();
  await expect(sheet).toBeHidden();

  // The same dish again with other options: a second line; once more with the same: merged.
  await card(page, pho.name).getByRole('button', { name: 'Chọn tùy chọn' }).click();
  await sheet.getByRole('radio', { name: /Nhỏ/ }).check();
  await sheet.getByRole('radio', { name: 'Chín', exact: true }).check();
  await expect(sheet.getByTestId('option-sheet-add')).toContainText(digits(small));
  await sheet.getByTestId('option-sheet-add').click();
  await card(page, pho.name).getByRole('button', { name: 'Chọn tùy chọn' }).click();
  await sheet.getByRole('radio', { name: /Nhỏ/ }).check();
  await sheet.getByRole('radio', { name: 'Chín', exact: true }).check();
  await sheet.getByTestId('option-sheet-add').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByTestId('cart-button').click();
  const cart = page.getByTestId('cart-panel');
  const lines = cart.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('line-options')).toHaveText('Lớn · Tái · Trứng chần');
  await expect(lines.nth(1).getByTestId('line-options')).toHaveText('Nhỏ · Chín');
  await expect(lines.nth(1).getByTestId('cart-quantity')).toHaveValue('2');
  await saveScreen(page, 'option-cart', 'phone');

  await cart.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  const confirm = page.getByTestId('confirm-dialog');
  // The table's shared cart, options included, becomes the order.
  const placed = page.waitForResponse((r) => r.url().endsWith('/place') && r.request().method() === 'POST');
  await confirm.getByTestId('confirm-order').click();
  const response = await placed;
  expect(response.status(), await response.text()).toBe(200);
  const { order } = (await response.json()) as { order: { id: number; totalAmount: number } };
  expect(order.totalAmount).toBe(largeEgg + 2 * small);

  // The history dialog lists both lines with their options.
  await page.getByTestId('history-button').click();
  const history = page.getByTestId('history-dialog');
  const card1 = history.locator(`[data-order-id="${order.id}"]`);
  await expect(card1.getByTestId('line-options')).toHaveText(['Lớn · Tái · Trứng chần', 'Nhỏ · Chín']);
  await history.getByRole('button', { name: 'Đóng' }).first().click();

  // The kitchen reads the choices on its board.
  const kitchenContext = await browser.newContext({ viewport: VIEWPORTS.tablet, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  contexts.push(kitchenContext);
  const kitchen = await kitchenContext.newPage();
  await signInViaApi(kitchen, 'kitchen');
  await kitchen.goto('/admin/orders');
  const board = kitchen.locator('[data-testid="board-table"][data-table="9"]');
  // The back office's first load on a busy machine can take a while.
  await expect(board).toBeVisible({ timeout: 20_000 });
  await expect(board.getByTestId('board-options')).toHaveText(['Lớn · Tái · Trứng chần', 'Nhỏ · Chín']);
  await saveScreen(kitchen, 'option-board', 'tablet');

  // Allergies: hide every dish with peanuts; the legend explains the letters.
  await search(page, 'Gỏi cuốn');
  const peanutDishes = products.filter((p) => p.allergens.includes('peanuts') && p.name.startsWith('Gỏi cuốn'));
  expect(peanutDishes.length).toBeGreaterThan(0);
  for (const d of peanutDishes) await expect(card(page, d.name)).toBeVisible();
  await expect(card(page, peanutDishes[0]!.name).locator('[data-allergen="peanuts"]')).toHaveAttribute('title', 'Chứa Đậu phộng');
  await page.getByTestId('allergen-filter-toggle').click();
  await page.getByTestId('allergen-filter').getByRole('button', { name: 'Không có Đậu phộng' }).click();
  for (const d of peanutDishes) await expect(card(page, d.name)).toHaveCount(0);
  await page.getByRole('searchbox').fill('');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const peanutCount = await page.getByTestId('product-card').locator('[data-allergen="peanuts"]').count();
  expect(peanutCount).toBe(0);
  await page.getByTestId('allergen-filter').getByRole('button', { name: 'Thuần chay' }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Bỏ lọc' }).click();
  await page.getByTestId('allergen-legend-open').click();
  const legend = page.getByTestId('allergen-legend');
  await expect(legend.getByRole('heading', { name: 'Chú thích chất gây dị ứng' })).toBeVisible();
  await expect(legend).toContainText('Đậu phộng');
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="allergen-legend"]' });
  await saveScreen(page, 'allergen-legend', 'phone');
  await legend.getByRole('button', { name: 'Đóng' }).first().click();

  // Sold out live: the manager turns a dish off in another context; the open phone follows.
  const dish = products.find((p) => p.isActive && p.name === 'Bún chả Hà Nội')!;
  await search(page, dish.name);
  await expect(card(page, dish.name).getByText('Còn món')).toBeVisible();
  await asManager(request);
  const off = await request.patch(`/api/Product/${dish.id}/availability`, { headers: XHR, data: { isActive: false } });
  expect(off.status()).toBe(200);
  await expect(card(page, dish.name).getByText('Hết món').first()).toBeVisible({ timeout: 3_000 });
  await saveScreen(page, 'option-sold-out', 'phone');
  await request.patch(`/api/Product/${dish.id}/availability`, { headers: XHR, data: { isActive: true } });
  await expect(card(page, dish.name).getByText('Còn món')).toBeVisible({ timeout: 3_000 });
});

test('back office: a manager adds an option group and attaches it to a dish with its allergens', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  contexts.push(context);
  const page = await context.newPage();
  await signInViaApi(page, 'manager');
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Nhóm lựa chọn' }).click();
  await expect(page.getByRole('heading', { name: 'Nhóm lựa chọn', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: 'Kích cỡ', exact: true })).toBeVisible();

  const name = `Nước sốt ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Thêm nhóm' }).click();
  const form = page.getByTestId('option-group-form');
  await form.getByLabel('Tên nhóm', { exact: true }).fill(name);
  await form.getByLabel('Chọn tối đa').fill('2');
  await form.getByLabel('Tên lựa chọn 1', { exact: true }).fill('Tương ớt');
  await form.getByRole('button', { name: 'Thêm lựa chọn' }).click();
  await form.getByLabel('Tên lựa chọn 2', { exact: true }).fill('Sa tế');
  await form.getByLabel('Giá thêm 2').fill('3000');
  // Translations: an English tab with the group's and each option's name beside the original.
  await form.getByRole('button', { name: 'Thêm lựa chọn' }).click();
  await form.getByLabel('Tên lựa chọn 3', { exact: true }).fill('Bỏ đi');
  await form.getByRole('tablist', { name: 'Ngôn ngữ bản dịch' }).getByRole('tab', { name: 'English' }).click();
  const english = form.getByTestId('translation-en');
  await english.getByLabel('Tên nhóm (English)').fill('Sauces');
  await english.getByLabel('Tên lựa chọn 1 (English)').fill('Chili sauce');
  await english.getByLabel('Tên lựa chọn 3 (English)').fill('Dropped');
  await english.getByLabel('Tên lựa chọn 2 (English)').fill('Sate');
  await expect(english.getByTestId('original-option1')).toHaveText('Sa tế');
  // Removing an option moves the next one's translation up with it.
  await form.getByRole('button', { name: 'Xóa lựa chọn 3' }).click();
  await expect(english.getByLabel('Tên lựa chọn 2 (English)')).toHaveValue('Sate');
  await expect(english.getByLabel('Tên lựa chọn 3 (English)')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  for (const device of ['phone', 'tablet', 'desktop'] as const) await saveScreen(page, 'option-group-form', device);
  await page.setViewportSize(VIEWPORTS.desktop);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/OptionGroup') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  const group = (await (await created).json()) as {
    translations: Record<string, { name?: { text: string; isMachine: boolean } }>;
    options: { name: string; translations: Record<string, { name?: { text: string } }> }[];
  };
  expect(group.translations.en?.name).toEqual({ text: 'Sauces', isMachine: false });
  expect(group.options.map((o) => [o.name, o.translations.en?.name?.text])).toEqual([
    ['Tương ớt', 'Chili sauce'],
    ['Sa tế', 'Sate'],
  ]);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'option-groups', 'desktop');

  // The dish form: attach the new group, declare sesame.
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Tìm món' }).fill('Bún chả Hà Nội');
  await page.getByRole('button', { name: 'Sửa Bún chả Hà Nội' }).click();
  const dishForm = page.getByTestId('product-form');
  await dishForm.getByLabel('Chọn nhóm lựa chọn').selectOption({ label: name });
  await dishForm.getByRole('button', { name: 'Thêm nhóm' }).click();
  await expect(dishForm.getByTestId('dish-option-groups')).toContainText(name);
  await dishForm.getByTestId('dish-labels-fields').locator('input[data-code="sesame"]').check();
  await saveScreen(page, 'dish-form-options', 'desktop');
  const saved = page.waitForResponse((r) => /\/api\/Product\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
  const dish = (await (await saved).json()) as ApiProduct;
  expect(dish.optionGroups.map((g) => g.name)).toContain(name);
  expect(dish.allergens).toContain('sesame');
  // An English guest reads the group and its options in English.
  const menuInEnglish = (await (await page.request.get('/api/Product?lang=en')).json()) as ApiProduct[];
  const sauces = menuInEnglish.find((p) => p.id === dish.id)!.optionGroups.find((g) => g.name === 'Sauces')!;
  expect(sauces.options.map((o) => o.name)).toEqual(['Chili sauce', 'Sate']);
});

test('a German guest whose option sold out meanwhile reads the refusal in German, naming it in German', async ({ browser, request }) => {
  test.setTimeout(90_000);
  await asManager(request);
  // A table of its own, created when missing.
  const tables = (await (await request.get('/api/Table', { params: { pageSize: 500 } })).json()) as { data: { tableNumber: string }[] };
  if (!tables.data.some((t) => t.tableNumber === '94')) {
    expect((await request.post('/api/Table', { headers: XHR, data: { tableNumber: '94', capacity: 2, location: 'E2E' } })).status()).toBe(201);
  }
  const vi = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const de = (await (await request.get('/api/Product?lang=de')).json()) as ApiProduct[];
  const dishVi = vi.find((p) => p.name === 'Bún bò Huế')!;
  const dishDe = de.find((p) => p.id === dishVi.id)!;
  const toppingsVi = dishVi.optionGroups.find((g) => g.name === 'Thêm topping')!;
  const quay = toppingsVi.options.find((o) => o.name === 'Quẩy')!;
  // Another spec sells Quẩy out for a moment too: start from it on sale, whatever happened before.
  const setQuayActive = async (isActive: boolean) => {
    await asManager(request);
    const res = await request.patch(`/api/OptionGroup/option/${quay.id}/availability`, { headers: XHR, data: { isActive } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setQuayActive(true);
  const toppingsDe = dishDe.optionGroups.find((g) => g.id === toppingsVi.id)!;
  const quayDe = toppingsDe.options.find((o) => o.id === quay.id)!.name;
  const doneness = dishDe.optionGroups.find((g) => g.options.length === 3 && g.id !== dishDe.optionGroups[0]!.id)!;

  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'de-DE', timezoneId: 'Europe/Berlin', hasTouch: true, isMobile: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
  await page.goto(await qrOf(request, '94'));
  await search(page, dishDe.name);
  await card(page, dishDe.name).getByRole('button', { name: 'Optionen wählen' }).click();
  const sheet = page.getByTestId('option-sheet');
  await sheet.getByRole('radio', { name: doneness.options[0]!.name, exact: true }).check();
  await sheet.getByRole('checkbox', { name: new RegExp(quayDe) }).check();
  // The line is in the table's shared cart before the option sells out (a line added after that
  // is refused at once, which is another story).
  const lineAdded = page.waitForResponse((r) => /\/api\/Cart\/table\/94\/lines$/.test(r.url()) && r.request().method() === 'POST');
  await sheet.getByTestId('option-sheet-add').click();
  await expect(sheet).toBeHidden();
  expect((await lineAdded).status()).toBe(200);

  // The kitchen runs out of it before the guest sends the order.
  await setQuayActive(false);
  try {
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-panel').getByRole('button', { name: 'Bestellen', exact: true }).click();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-order').click();
    await expect(page.getByTestId('order-error')).toHaveText(`Fehler: „${quayDe}“ (${toppingsDe.name}) ist leider gerade ausverkauft`);
    await saveScreen(page, 'option-refusal-de', 'phone');
  } finally {
    await setQuayActive(true);
  }
});
