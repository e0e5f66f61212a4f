import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order, Product } from '@app/contract';
import { client, createTestApp, forEachDatabase, type TestApp } from '../../../test/harness.js';
import { DEMO_DISHES } from './demo.js';
import { DEMO_LABELLED_DISHES } from './demo-menu-labels.js';

forEachDatabase('demo menu: options and allergens', (dialect) => {
  let t: TestApp;
  let menu: Product[];
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO: 'true' });
    menu = (await client(t).get('/api/Product?context=public')).json();
  });
  afterAll(() => t.close());

  const dish = (name: string) => menu.find((p) => p.originalName === name)!;

  it('labels every demo dish, some vegetarian or vegan, some spicy, some with additives', () => {
    expect(DEMO_DISHES.map((d) => d.name[0]).filter((n) => !DEMO_LABELLED_DISHES.includes(n))).toEqual([]);
    expect(menu.filter((p) => p.allergens.includes('peanuts')).length).toBeGreaterThanOrEqual(3);
    expect(menu.filter((p) => p.dietTags.includes('vegan')).length).toBeGreaterThanOrEqual(3);
    expect(menu.filter((p) => p.dietTags.includes('vegetarian')).length).toBeGreaterThanOrEqual(5);
    expect(menu.some((p) => p.spiceLevel === 3)).toBe(true);
    expect(menu.some((p) => p.additives.length > 0)).toBe(true);
  });

  it('gives phở sizes, doneness and toppings, drinks sizes and ice, with a few options sold out, in German too', async () => {
    expect(dish('Phở bò tái').optionGroups.map((g) => g.name)).toEqual(['Kích cỡ', 'Độ chín thịt bò', 'Thêm topping']);
    expect(dish('Cà phê sữa đá').optionGroups.map((g) => g.name)).toEqual(['Kích cỡ ly', 'Đá', 'Độ ngọt']);
    expect(menu.flatMap((p) => p.optionGroups.flatMap((g) => g.options)).some((o) => !o.isActive)).toBe(true);
    const de: Product[] = (await client(t).get('/api/Product?lang=de')).json();
    expect(de.find((p) => p.id === dish('Phở bò tái').id)!.optionGroups[1]!.options.map((o) => o.name)).toEqual(['Rosa', 'Halb durch', 'Durchgegart']);
  });

  it('"Phở bò, size Lớn, tái, thêm trứng" costs exactly the listed price', async () => {
    const pho = dish('Phở bò tái');
    const pick = (group: string, option: string) => pho.optionGroups.find((g) => g.name === group)!.options.find((o) => o.name === option)!;
    const chosen = [pick('Kích cỡ', 'Lớn'), pick('Độ chín thịt bò', 'Tái'), pick('Thêm topping', 'Trứng chần')];
    const table = await t.handle.db.selectFrom('dining_tables').selectAll().where('table_number', '=', '1').executeTakeFirstOrThrow();
    const res = await client(t).post(
      '/api/Order',
      { tableId: table.id, orderItems: [{ productId: pho.id, quantity: 1, optionIds: chosen.map((o) => o.id) }] },
      { 'x-table-key': table.secret_key },
    );
    expect(res.statusCode).toBe(201);
    expect((res.json() as Order).totalAmount).toBe(pho.price + chosen.reduce((s, o) => s + o.priceDelta, 0));
    expect((res.json() as Order).totalAmount).toBe(65_000 + 15_000 + 10_000);
  });
});
