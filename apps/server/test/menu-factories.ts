import { placeOrderSchema, tableInputSchema, type OrderStatus, type Station, type TableInput } from '@app/contract';
import type { BuiltApp } from '../src/app.js';
import { nowIso } from '../src/db/database.js';

let counter = 0;
const next = () => ++counter;

/** A category row with a station, inserted directly (menu rules are tested in the menu module). */
export async function createCategory(t: BuiltApp, opts: { name?: string; station?: Station; parentId?: number | null } = {}) {
  const n = next();
  const now = nowIso();
  return t.handle.db
    .insertInto('categories')
    .values({
      name: opts.name ?? `Danh mục ${n}`,
      slug: `cat-${n}-${Math.random().toString(36).slice(2, 8)}`,
      parent_id: opts.parentId ?? null,
      is_active: 1,
      display_order: n,
      image: null,
      icon: null,
      station: opts.station ?? 'kitchen',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createProduct(t: BuiltApp, opts: { categoryId: number | null; name?: string; price?: number; isActive?: boolean }) {
  const n = next();
  const now = nowIso();
  return t.handle.db
    .insertInto('products')
    .values({
      name: opts.name ?? `Món ${n}`,
      description: '',
      price: opts.price ?? 50_000,
      image_url: null,
      is_active: opts.isActive === false ? 0 : 1,
      is_featured: 0,
      category_id: opts.categoryId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A table through the tables service; returns it with its secret key. */
export async function createTable(t: BuiltApp, opts: Partial<TableInput> = {}) {
  const n = next();
  const table = await t.services.tables.create(
    tableInputSchema.parse({ tableNumber: `${900 + n}`, capacity: 4, location: 'Tầng 1', ...opts }),
    'http://test.local',
  );
  const key = new URL(table.qrUrl ?? '').searchParams.get('k')!;
  return { ...table, key };
}

/** A small menu with one dish per station and a bar-only drink, and two tables. */
export async function seedMenu(t: BuiltApp) {
  const food = await createCategory(t, { name: 'Món chính', station: 'kitchen' });
  const drinks = await createCategory(t, { name: 'Nước uống', station: 'bar' });
  const sushi = await createCategory(t, { name: 'Sushi', station: 'sushi' });
  const pho = await createProduct(t, { categoryId: food.id, name: 'Phở bò', price: 65_000 });
  const com = await createProduct(t, { categoryId: food.id, name: 'Cơm tấm', price: 55_000 });
  const tra = await createProduct(t, { categoryId: drinks.id, name: 'Trà đá', price: 5_000 });
  const roll = await createProduct(t, { categoryId: sushi.id, name: 'Sushi cá hồi', price: 120_000 });
  const soldOut = await createProduct(t, { categoryId: food.id, name: 'Bún chả', price: 60_000, isActive: false });
  const table1 = await createTable(t);
  const table2 = await createTable(t);
  return { categories: { food, drinks, sushi }, pho, com, tra, roll, soldOut, table1, table2 };
}
export type Menu = Awaited<ReturnType<typeof seedMenu>>;

/** Headers the diner page sends. */
export function dinerHeaders(key: string | undefined, idempotencyKey?: string): Record<string, string> {
  return { ...(key ? { 'x-table-key': key } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) };
}

/** A diner order body as the diner page builds it (with client prices the server ignores). */
export function dinerOrder(
  tableId: number,
  items: { productId: number; quantity: number; notes?: string; price?: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    tableId,
    customerName: '',
    customerPhone: '',
    totalAmount: 1,
    status: 'paid',
    notificationStatus: 'read',
    preparationStatus: 'completed',
    orderType: 'dine-in',
    isPaid: true,
    specialRequests: '',
    orderItems: items.map((i) => ({ productId: i.productId, quantity: i.quantity, price: i.price ?? 1, notes: i.notes ?? '' })),
    ...extra,
  };
}

/** Places a diner order through the service (key checked like the route). */
export async function placeOrder(
  t: BuiltApp,
  table: { id: number; key: string },
  items: { productId: number; quantity: number; notes?: string; optionIds?: number[] }[],
  extra: Record<string, unknown> = {},
) {
  const { order } = await t.services.orders.place({
    input: placeOrderSchema.parse({ tableId: table.id, orderItems: items, ...extra }),
    staff: null,
    tableKey: table.key,
  });
  return order;
}

/** Puts an order straight into a state (bypassing the state machine) to test what follows from it. */
export async function forceStatus(t: BuiltApp, orderId: number, status: OrderStatus) {
  await t.handle.db
    .updateTable('orders')
    .set({ status, is_paid: status === 'paid' ? 1 : 0, paid_at: status === 'paid' ? nowIso() : null })
    .where('id', '=', orderId)
    .execute();
}
