import { randomBytes } from 'node:crypto';
import { defaultStationFor } from '@app/contract';
import type { AppConfig } from '../../config.js';
import type { Db } from '../database.js';
import { nowIso } from '../database.js';
import { hashPassword } from '../../modules/users/password.js';
import { saveImage } from '../../modules/uploads/uploads.service.js';
import { seedBasics } from './initial.js';
import { seedHistory } from './demo-history.js';
import { DEMO_CATEGORIES, DEMO_RESTAURANT, DEMO_TABLES, DEMO_USERS, type DemoDish, type Tri } from './demo-data.js';
import { DEMO_FOOD } from './demo-menu-food.js';
import { DEMO_DRINKS_AND_SUSHI } from './demo-menu-drinks.js';
import { dishSvg, logoSvg, renderPng, type Art } from './demo-images.js';
import { demoLabels, seedDemoOptions } from './demo-menu-labels.js';

export const DEMO_DISHES: DemoDish[] = [...DEMO_FOOD, ...DEMO_DRINKS_AND_SUSHI];

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of results. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Stations are set explicitly; the contract's keyword rule must agree, so staff see no surprise. */
function checkStations() {
  for (const c of DEMO_CATEGORIES) {
    const parent = DEMO_CATEGORIES.find((p) => p.slug === c.parent);
    const expected = defaultStationFor(parent ? `${parent.name[0]} ${c.name[0]}` : c.name[0]);
    if (expected !== c.station) throw new Error(`Demo category ${c.slug}: station ${c.station}, keywords say ${expected}`);
  }
}

/**
 * The demo restaurant (issue 2, item 5): restaurant info with logo, categories with
 * stations, dishes with pictures and German/English translations, 12 tables and one user
 * per role. Only ever called on an empty database.
 */
export async function seedDemo(db: Db, config: AppConfig, print: (line: string) => void): Promise<void> {
  checkStations();
  // argon2 runs on libuv's pool while sharp draws; all seven users share one hash.
  const passwordHash = hashPassword(config.demoPassword);

  // Pictures go through the normal upload pipeline, outside the transaction below: it holds
  // SQLite's only connection, and images are deduplicated by content anyway.
  const store = async (svg: string, name: string) => (await saveImage(db, await renderPng(svg), { originalName: name, maxBytes: Number.MAX_SAFE_INTEGER })).url;
  const artOf = (d: DemoDish): Art => ({ ...DEMO_CATEGORIES.find((c) => c.slug === d.category)!.art, ...d.art });
  const jobs = [
    () => store(logoSvg(), 'logo.png'),
    ...DEMO_CATEGORIES.map((c) => () => store(dishSvg(c.art, `category:${c.slug}`), `${c.slug}.png`)),
    ...DEMO_DISHES.map((d, i) => () => store(dishSvg(artOf(d), d.name[0]), `dish-${i + 1}.png`)),
  ];
  const [logoUrl, ...rest] = await mapLimit(jobs, 2, (job) => job());
  const categoryImages = rest.slice(0, DEMO_CATEGORIES.length);
  const dishImages = rest.slice(DEMO_CATEGORIES.length);
  const hash = await passwordHash;

  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    // Users first: if two instances seed the same empty PostgreSQL at once, the second
    // blocks on the unique usernames and rolls back instead of duplicating the menu.
    await trx
      .insertInto('users')
      .values(
        DEMO_USERS.map((u) => ({
          username: u.username,
          email: `${u.username}@demo.local`,
          password_hash: hash,
          full_name: u.fullName,
          role: u.role,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    await seedBasics(trx, {
      name: DEMO_RESTAURANT.name,
      address: DEMO_RESTAURANT.address[0],
      phone: DEMO_RESTAURANT.phone,
      email: DEMO_RESTAURANT.email,
      openingHours: DEMO_RESTAURANT.openingHours[0],
      logoUrl: logoUrl ?? null,
    });
    const restaurant = await trx.selectFrom('restaurant_info').select('id').orderBy('id').executeTakeFirstOrThrow();

    const translations: { entity: string; entity_id: number; field: string; language: string; text: string; is_machine: number; updated_at: string }[] = [];
    const translate = (entity: string, id: number, field: string, text: Tri | null) => {
      if (!text) return;
      translations.push({ entity, entity_id: id, field, language: 'de', text: text[1], is_machine: 0, updated_at: now });
      translations.push({ entity, entity_id: id, field, language: 'en', text: text[2], is_machine: 0, updated_at: now });
    };
    translate('restaurant', restaurant.id, 'address', DEMO_RESTAURANT.address);
    translate('restaurant', restaurant.id, 'openingHours', DEMO_RESTAURANT.openingHours);

    const categoryIds = new Map<string, number>();
    // Top-level 1..3; children numbered across parents, because the diner's category bar
    // lists every child by displayOrder and should read food, then drinks, then sushi.
    let topOrder = 0;
    let childOrder = 0;
    for (const [i, c] of DEMO_CATEGORIES.entries()) {
      if (c.parent) childOrder += 1;
      else topOrder += 1;
      const row = await trx
        .insertInto('categories')
        .values({
          name: c.name[0],
          slug: c.slug,
          parent_id: c.parent ? categoryIds.get(c.parent)! : null,
          is_active: 1,
          display_order: c.parent ? childOrder : topOrder,
          image: categoryImages[i],
          icon: c.icon,
          station: c.station,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(c.slug, row.id);
      translate('category', row.id, 'name', c.name);
    }

    const extra: { product_id: number; category_id: number }[] = [];
    const productIds = new Map<string, number>();
    for (const [i, d] of DEMO_DISHES.entries()) {
      const row = await trx
        .insertInto('products')
        .values({
          name: d.name[0],
          description: d.description?.[0] ?? '',
          price: d.price,
          image_url: dishImages[i],
          is_active: d.soldOut ? 0 : 1,
          is_featured: d.featured ? 1 : 0,
          category_id: categoryIds.get(d.category)!,
          created_at: now,
          updated_at: now,
          ...demoLabels(d.name[0]),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      productIds.set(d.name[0], row.id);
      for (const slug of d.also ?? []) extra.push({ product_id: row.id, category_id: categoryIds.get(slug)! });
      translate('product', row.id, 'name', d.name);
      translate('product', row.id, 'description', d.description);
    }
    if (extra.length) await trx.insertInto('product_categories').values(extra).execute();
    await seedDemoOptions(trx, productIds, translate, now);
    await trx.insertInto('translations').values(translations).execute();

    await trx
      .insertInto('dining_tables')
      .values(
        DEMO_TABLES.map((t) => ({
          table_number: t.tableNumber,
          capacity: t.capacity,
          location: t.location,
          status: 'trống',
          is_active: t.isActive ? 1 : 0,
          secret_key: randomBytes(16).toString('base64url'),
          session_started_at: now,
          booking_start_time: null,
          booking_end_time: null,
          booking_time: null,
          customer_name: null,
          customer_phone: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    const dishes = await trx
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['products.id', 'products.name', 'products.price', 'categories.station'])
      .where('products.is_active', '=', 1)
      .orderBy('products.id')
      .execute();
    const tables = await trx.selectFrom('dining_tables').select(['id', 'table_number']).where('is_active', '=', 1).orderBy('id').execute();
    const staff = await trx.selectFrom('users').select(['id', 'role']).execute();
    const cook = (role: string) => staff.find((u) => u.role === role)?.id ?? null;
    await seedHistory(trx, { dishes, tables, cooks: { kitchen: cook('Kitchen'), sushi: cook('Sushi'), bar: cook('Waiter') }, now: new Date(now) });
  });

  print(`Demo sign-ins: ${DEMO_USERS.map((u) => u.username).join(', ')} (password: ${config.demoPassword})`);
}
