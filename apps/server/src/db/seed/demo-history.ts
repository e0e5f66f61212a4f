import type { Insertable } from 'kysely';
import type { Station } from '@app/contract';
import type { Db } from '../database.js';
import type { OrdersTable } from '../schema.js';

type OrderRow = Insertable<OrdersTable>;

interface Dish {
  id: number;
  name: string;
  price: number;
  station: Station;
}

const DAY = 86_400_000;
const MINUTE = 60_000;
const DAYS = 28;
/** Vietnam time: the demo restaurant's lunch and dinner are placed in its local hours. */
const LOCAL_OFFSET = 7 * 60 * MINUTE;

/** A small deterministic generator: the same history on every fresh demo. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Minutes from the order to the dish done at each station: typical, spread, and slower at the peak. */
const PREP: Record<string, { base: number; spread: number }> = {
  bar: { base: 3, spread: 5 },
  kitchen: { base: 9, spread: 12 },
  sushi: { base: 7, spread: 10 },
};

/**
 * Four weeks of paid orders before today, with lunch (11-13 h) and dinner (18-21 h) peaks, busier
 * weekends, and every dish's done-time, so the dashboard and the kitchen analytics show real
 * shapes on the first start. Everything is paid and older than the tables' current sessions,
 * so the live service starts with every table free.
 */
export async function seedHistory(
  trx: Db,
  opts: { dishes: Dish[]; tables: { id: number; table_number: string }[]; cooks: Record<string, number | null>; now: Date },
) {
  const rnd = random(20_260_301);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
  const favourites = opts.dishes.filter((_, i) => i % 3 === 0);
  const food = opts.dishes.filter((d) => d.station !== 'bar');
  const drinks = opts.dishes.filter((d) => d.station === 'bar');
  const latest = opts.now.getTime() - 45 * MINUTE;
  const localMidnight = Math.floor((opts.now.getTime() + LOCAL_OFFSET) / DAY) * DAY - LOCAL_OFFSET;

  const orders: { row: OrderRow; items: { dish: Dish; quantity: number; doneAt: string }[] }[] = [];
  for (let d = DAYS; d >= 1; d--) {
    const dayStart = localMidnight - d * DAY;
    const weekday = new Date(dayStart + LOCAL_OFFSET).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 || weekday === 5;
    const count = Math.round((weekend ? 60 : 38) * (0.8 + rnd() * 0.4));
    for (let n = 0; n < count; n++) {
      // 45% lunch, 50% dinner, the rest in the afternoon lull.
      const r = rnd();
      const hour = r < 0.45 ? 11 + rnd() * 2.5 : r < 0.95 ? 18 + rnd() * 3 : 14 + rnd() * 3;
      const created = dayStart + hour * 60 * MINUTE + Math.floor(rnd() * 60) * 1000;
      if (created > latest) continue;
      const peak = (hour >= 12 && hour < 13) || (hour >= 19 && hour < 20.5) ? 1.5 : 1;
      const lines = new Map<number, { dish: Dish; quantity: number }>();
      const mains = 1 + Math.floor(rnd() * 3);
      for (let i = 0; i < mains; i++) {
        const dish = rnd() < 0.5 ? pick(favourites) : pick(food.length ? food : opts.dishes);
        const line = lines.get(dish.id) ?? { dish, quantity: 0 };
        line.quantity += 1 + (rnd() < 0.3 ? 1 : 0);
        lines.set(dish.id, line);
      }
      if (drinks.length && rnd() < 0.8) {
        const dish = pick(drinks);
        lines.set(dish.id, { dish, quantity: 1 + Math.floor(rnd() * 3) });
      }
      let lastDone = created;
      const items = [...lines.values()].map((l) => {
        const prep = PREP[l.dish.station] ?? PREP.kitchen!;
        const minutes = (prep.base + rnd() * rnd() * prep.spread * 2) * peak;
        const done = created + Math.round(minutes * MINUTE);
        lastDone = Math.max(lastDone, done);
        return { dish: l.dish, quantity: l.quantity, doneAt: new Date(done).toISOString() };
      });
      const table = pick(opts.tables);
      const paid = Math.min(lastDone + (20 + rnd() * 40) * MINUTE, opts.now.getTime() - MINUTE);
      const iso = (ms: number) => new Date(ms).toISOString();
      orders.push({
        row: {
          table_id: table.id,
          table_number: table.table_number,
          customer_name: '',
          customer_phone: '',
          total_amount: items.reduce((s, i) => s + i.dish.price * i.quantity, 0),
          status: 'paid',
          notification_status: 'read',
          preparation_status: 'ready',
          order_type: 'dine-in',
          special_requests: '',
          booking_start_time: null,
          booking_end_time: null,
          is_paid: 1,
          call_number: rnd() < 0.25 ? 2 : 1,
          source: 'diner',
          created_by: null,
          created_at: iso(created),
          updated_at: iso(paid),
          paid_at: iso(paid),
          archived_at: null,
          preparing_at: iso(created + Math.round((1 + rnd() * 2) * MINUTE)),
          completed_at: iso(lastDone),
        },
        items,
      });
    }
  }
  orders.sort((a, b) => a.row.created_at.localeCompare(b.row.created_at));

  // Bulk inserts in chunks that stay well under SQLite's parameter limit.
  for (let i = 0; i < orders.length; i += 200) {
    const chunk = orders.slice(i, i + 200);
    const ids = await trx
      .insertInto('orders')
      .values(chunk.map((o) => o.row))
      .returning('id')
      .execute();
    const items = chunk.flatMap((o, k) =>
      o.items.map((it) => ({
        order_id: ids[k]!.id,
        product_id: it.dish.id,
        product_name: it.dish.name,
        station: it.dish.station,
        quantity: it.quantity,
        price: it.dish.price,
        notes: '',
        call_number: o.row.call_number ?? 1,
        is_completed: 1,
        completed_at: it.doneAt,
        completed_by: opts.cooks[it.dish.station] ?? null,
      })),
    );
    for (let j = 0; j < items.length; j += 400)
      await trx
        .insertInto('order_items')
        .values(items.slice(j, j + 400))
        .execute();
  }
  return orders.length;
}
