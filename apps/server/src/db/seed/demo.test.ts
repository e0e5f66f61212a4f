import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, signIn, type TestApp } from '../../../test/harness.js';
import { seedIfEmpty } from './index.js';

forEachDatabase('demo seed', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  const count = async (table: 'products' | 'categories' | 'dining_tables' | 'users' | 'translations' | 'images' | 'product_categories' | 'languages') =>
    Number(
      (
        await t.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds the demo restaurant with its logo and default settings', async () => {
    expect(t.seeded).toBe('demo');
    const info = await t.handle.db.selectFrom('restaurant_info').selectAll().execute();
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({ name: 'Nhà hàng Hương Sen', phone: expect.any(String), email: expect.stringContaining('@') });
    expect(info[0]!.address).toContain('Hồ Chí Minh');
    expect(info[0]!.opening_hours).not.toBe('');
    expect(info[0]!.logo_url).toMatch(/^\/api\/images\/[0-9a-f]{16}-960\.webp$/);
    const languages = await t.handle.db.selectFrom('languages').select('code').orderBy('id').execute();
    expect(languages.map((l) => l.code)).toEqual(['vi', 'de', 'en']);
    const settings = await t.services.settings.get();
    expect(settings).toMatchObject({ requireTableKey: true, dinerDefaultLanguage: 'de' });
  });

  it('has top-level Đồ ăn, Đồ uống, Sushi and at least 8 child categories with stations, icons and images', async () => {
    const cats = await t.handle.db.selectFrom('categories').selectAll().execute();
    const top = cats.filter((c) => c.parent_id === null);
    expect(top.map((c) => c.name).sort()).toEqual(['Sushi', 'Đồ uống', 'Đồ ăn'].sort());
    const children = cats.filter((c) => c.parent_id !== null);
    expect(children.length).toBeGreaterThanOrEqual(8);
    const stationOfTop = new Map(top.map((c) => [c.id, c.station]));
    expect(Object.fromEntries(top.map((c) => [c.slug, c.station]))).toEqual({ 'do-an': 'kitchen', 'do-uong': 'bar', sushi: 'sushi' });
    for (const c of cats) {
      expect(c.slug).toMatch(/^[a-z-]+$/);
      expect(c.icon).toBeTruthy();
      expect(c.image).toMatch(/^\/api\/images\//);
      if (c.parent_id !== null) expect(c.station).toBe(stationOfTop.get(c.parent_id));
    }
    expect(new Set(children.map((c) => c.display_order)).size).toBe(children.length);
  });

  it('has at least 36 dishes with prices, long and empty descriptions, featured and sold-out ones', async () => {
    const dishes = await t.handle.db.selectFrom('products').selectAll().execute();
    expect(dishes.length).toBeGreaterThanOrEqual(36);
    expect(dishes.every((d) => Number.isInteger(d.price) && d.price >= 5000 && d.category_id !== null)).toBe(true);
    expect(dishes.filter((d) => d.description.length > 80).length).toBeGreaterThanOrEqual(3);
    expect(dishes.filter((d) => d.description === '').length).toBeGreaterThanOrEqual(3);
    const featured = dishes.filter((d) => d.is_featured === 1).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(8);
    expect(dishes.filter((d) => d.is_active === 0)).toHaveLength(3);
    expect(dishes.find((d) => d.name === 'Phở bò tái')?.price).toBe(65000);
    expect(await count('product_categories')).toBeGreaterThanOrEqual(2);
  });

  it('translates every dish, category and the restaurant into German and English', async () => {
    const rows = await t.handle.db.selectFrom('translations').selectAll().execute();
    const has = (entity: string, id: number, field: string, lang: string) =>
      rows.some((r) => r.entity === entity && r.entity_id === id && r.field === field && r.language === lang && r.text.trim() !== '' && r.is_machine === 0);
    const dishes = await t.handle.db.selectFrom('products').select(['id', 'description']).execute();
    const cats = await t.handle.db.selectFrom('categories').select('id').execute();
    for (const lang of ['de', 'en']) {
      for (const d of dishes) {
        expect(has('product', d.id, 'name', lang)).toBe(true);
        expect(has('product', d.id, 'description', lang)).toBe(d.description !== '');
      }
      for (const c of cats) expect(has('category', c.id, 'name', lang)).toBe(true);
      expect(has('restaurant', 1, 'address', lang)).toBe(true);
      expect(has('restaurant', 1, 'openingHours', lang)).toBe(true);
    }
    const pho = rows.find((r) => r.entity === 'product' && r.field === 'name' && r.language === 'en' && r.text === 'Rare beef pho');
    expect(pho).toBeDefined();
  });

  it('serves every dish, category and logo picture as WebP', async () => {
    const urls = [
      ...(await t.handle.db.selectFrom('products').select('image_url as url').execute()),
      ...(await t.handle.db.selectFrom('categories').select('image as url').execute()),
      ...(await t.handle.db.selectFrom('restaurant_info').select('logo_url as url').execute()),
    ].map((r) => r.url);
    const c = client(t);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/images\/[0-9a-f]{16}-960\.webp$/);
      const res = await c.get(url!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    const meta = await sharp((await c.get(urls[0]!.replace('-960', '-480'))).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480 });
  });

  it('has 12 tables with varied capacity and location, one inactive, each with its own key', async () => {
    const tables = await t.handle.db.selectFrom('dining_tables').selectAll().orderBy('id').execute();
    expect(tables.map((x) => x.table_number)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    expect(tables.filter((x) => x.is_active === 0)).toHaveLength(1);
    expect(new Set(tables.map((x) => x.capacity)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(tables.map((x) => x.location))).toEqual(new Set(['Tầng 1', 'Tầng 2', 'Sân vườn', 'Quầy bar']));
    expect(tables.every((x) => x.status === 'trống' && x.secret_key.length >= 20 && x.session_started_at)).toBe(true);
    expect(new Set(tables.map((x) => x.secret_key)).size).toBe(12);
  });

  it('has one user per role, each able to sign in with the demo password', async () => {
    const users = await t.handle.db.selectFrom('users').select(['username', 'role', 'email']).orderBy('id').execute();
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ['superadmin', 'SuperAdmin'],
      ['admin', 'Admin'],
      ['manager', 'Manager'],
      ['waiter', 'Waiter'],
      ['kitchen', 'Kitchen'],
      ['sushi', 'Sushi'],
      ['user', 'User'],
    ]);
    for (const u of users) {
      const c = await signIn(t, u.username, 'demo1234');
      const me = await c.get('/api/Auth/current-user');
      expect(me.statusCode).toBe(200);
      expect(JSON.stringify(me.json())).toContain(u.username);
    }
  });

  it('has four weeks of paid history with lunch and dinner peaks and done-times; live tables start free', async () => {
    const db = t.handle.db;
    const orders = await db.selectFrom('orders').selectAll().execute();
    const items = await db.selectFrom('order_items').selectAll().execute();
    const days = new Set(orders.map((o) => o.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(28);
    expect(orders.length).toBeGreaterThan(28 * 30);
    expect(orders.every((o) => o.status === 'paid' && o.is_paid === 1 && o.paid_at && o.completed_at && o.preparing_at)).toBe(true);
    expect(items.every((i) => i.is_completed === 1 && i.completed_at && i.completed_at > orders.find((o) => o.id === i.order_id)!.created_at)).toBe(true);
    const hourOf = (iso: string) => (new Date(iso).getUTCHours() + 7) % 24;
    const byHour = new Map<number, number>();
    for (const o of orders) byHour.set(hourOf(o.created_at), (byHour.get(hourOf(o.created_at)) ?? 0) + 1);
    expect(byHour.get(12)!).toBeGreaterThan(3 * (byHour.get(15) ?? 0));
    expect(byHour.get(19)!).toBeGreaterThan(3 * (byHour.get(15) ?? 0));
    // Older than every table's session: no table sees these orders as its current guests'.
    const tables = await db.selectFrom('dining_tables').select('session_started_at').execute();
    const firstSession = tables.map((x) => x.session_started_at).sort()[0]!;
    expect(orders.every((o) => o.created_at < firstSession)).toBe(true);
    const admin = await signIn(t, 'manager', 'demo1234');
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const analytics = (await admin.get(`/api/Analytics/kitchen?startDate=${from}&endDate=${new Date().toISOString()}`)).json();
    expect(analytics.byStation.map((x: { station: string }) => x.station)).toEqual(['bar', 'kitchen', 'sushi']);
  });

  it('never seeds a second time', async () => {
    const tables = ['products', 'categories', 'dining_tables', 'users', 'translations', 'images', 'product_categories', 'languages'] as const;
    const before = await Promise.all(tables.map(count));
    const lines: string[] = [];
    expect(await seedIfEmpty(t.handle, t.config, (l) => lines.push(l))).toBe('none');
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(lines).toEqual([]);
  });
});
