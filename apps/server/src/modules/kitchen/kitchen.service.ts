import { mayHandleStation, type BumpResult, type KitchenDisplay, type OrderStatus, type Station, type UpdateKitchenSettings } from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { createOrderEvents, refOf } from '../orders/order-events.js';
import { createOrdersRepo, type OrderRow } from '../orders/orders.repo.js';
import { printRush } from './print-rush.js';
import type { Actor as SignedIn } from '../../actor.js';
import { buildDisplay } from './kitchen-display.js';
import { createKitchenRepo } from './kitchen.repo.js';
import { loadKitchenSettings, saveKitchenSettings } from '../settings/kitchen-settings.js';
import type { OrdersService } from '../orders/orders.service.js';

type Actor = Pick<SignedIn, 'id' | 'role'>;

function assertStation(actor: Actor, station: Station) {
  if (!mayHandleStation(actor.role, station)) throw new AppError('FORBIDDEN', 'kitchen.stationDenied');
}

function assertOpen(row: OrderRow) {
  if (row.status === 'paid' || row.is_paid) throw new AppError('ORDER_PAID', 'orders.paid');
  if (row.status === 'cancelled') throw new AppError('INVALID_TRANSITION', 'orders.cancelled');
}

/** The kitchen display: tickets, bump and recall, rush, and the kitchen's settings. */
export function createKitchenService(ctx: AppContext, deps: { orders: OrdersService }) {
  const repo = createKitchenRepo(ctx.db);
  const events = createOrderEvents(ctx.events);

  /**
   * Ticks (done) or unticks dishes of one order at one station under the order's lock, lets the
   * order's status follow, and announces both after commit.
   */
  async function setDone(
    orderId: number,
    station: Station,
    pick: (items: { id: number; station: string; is_completed: number }[]) => number[],
    done: boolean,
    actor: Actor,
    record?: { kind: 'item' | 'ticket' } | { recall: number },
  ) {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const { row, items: before } = await deps.orders.lockOpen(trx, orderId);
      const ids = pick(before.filter((i) => i.station === station));
      const now = nowIso();
      if (record && 'recall' in record && !(await createKitchenRepo(trx).markRecalled(record.recall, now))) return null;
      if (ids.length === 0 && !(record && 'recall' in record)) throw new AppError('CONFLICT', 'kitchen.nothingToBump');
      const { items: after, moved } = await deps.orders.setItemsDone(trx, row, ids, done, actor.id, now);
      if (record && 'kind' in record) {
        await createKitchenRepo(trx).insertBump({ station, order_id: orderId, kind: record.kind, item_ids: ids, user_id: actor.id, created_at: now });
      }
      return { row, ids, moved, stations: [...new Set(after.map((i) => i.station))] };
    });
    if (!result) return null;
    if (result.ids.length > 0) events.itemUpdated(refOf(result.row), result.ids, done, result.stations);
    if (result.moved) events.statusChanged(refOf(result.row), result.moved, result.stations);
    const status = (result.moved ?? result.row.status) as OrderStatus;
    return { orderId, itemIds: result.ids, status } satisfies BumpResult;
  }

  return {
    settings: () => loadKitchenSettings(ctx.db),
    async updateSettings(patch: UpdateKitchenSettings) {
      const saved = await saveKitchenSettings(ctx.db, patch);
      return saved;
    },

    async display(actor: Actor, station: Station): Promise<KitchenDisplay> {
      assertStation(actor, station);
      const [open, settings, recallable] = await Promise.all([repo.openTickets(station), loadKitchenSettings(ctx.db), repo.recallable(station)]);
      return buildDisplay(open, station, settings.thresholds[station], recallable.length, nowIso());
    },

    /** Bump a whole ticket: every dish of this station in the order still open is done. */
    async bumpTicket(actor: Actor, orderId: number, station: Station): Promise<BumpResult> {
      assertStation(actor, station);
      const pick = (items: { id: number; is_completed: number }[]) => items.filter((i) => !i.is_completed).map((i) => i.id);
      return (await setDone(orderId, station, pick, true, actor, { kind: 'ticket' }))!;
    },

    /** Tap one dish on the display: done, and recallable like a bumped ticket. */
    async bumpItem(actor: Actor, itemId: number): Promise<BumpResult> {
      const item = await ctx.db.selectFrom('order_items').select(['id', 'order_id', 'station']).where('id', '=', itemId).executeTakeFirst();
      if (!item) throw new AppError('NOT_FOUND', 'orders.itemNotFound');
      const station = item.station as Station;
      if (!mayHandleStation(actor.role, station)) throw new AppError('FORBIDDEN', 'orders.itemStationDenied');
      const pick = (items: { id: number; is_completed: number }[]) => items.filter((i) => i.id === itemId && !i.is_completed).map((i) => i.id);
      return (await setDone(item.order_id, station, pick, true, actor, { kind: 'item' }))!;
    },

    /**
     * 'Hoàn tác': brings back the station's last bump that is not yet recalled; its dishes open
     * again (those someone unticked since stay as they are). Bumps of orders paid or cancelled
     * since are skipped.
     */
    async recall(actor: Actor, station: Station): Promise<BumpResult> {
      assertStation(actor, station);
      // Tablets recalling at once all reach for the latest bump; one gets it and the others try the
      // next. Every pass ends one bump (recalled here or by another tablet, or marked as gone), so
      // the loop ends, and a tablet never answers "nothing to recall" while a bump is left.
      for (;;) {
        const candidates = await repo.recallable(station);
        if (candidates.length === 0) break;
        const bump = candidates[0]!;
        try {
          const pick = (items: { id: number; is_completed: number }[]) => items.filter((i) => bump.itemIds.includes(i.id) && i.is_completed).map((i) => i.id);
          const result = await setDone(bump.order_id, station, pick, false, actor, { recall: bump.id });
          if (result) return result;
        } catch (err) {
          if (!(err instanceof AppError) || !['ORDER_PAID', 'INVALID_TRANSITION', 'NOT_FOUND'].includes(err.code)) throw err;
          // The order left the kitchen: this bump can never come back.
          await repo.markRecalled(bump.id, nowIso());
        }
      }
      throw new AppError('CONFLICT', 'kitchen.nothingToRecall');
    },

    /** Staff mark an order urgent (or not): first on every station's display, and on its printed tickets. */
    async setRush(orderId: number, isRush: boolean): Promise<void> {
      const row = await createOrdersRepo(ctx.db, ctx.dialect).findRow(orderId);
      if (!row) throw new AppError('NOT_FOUND', 'orders.notFound');
      assertOpen(row);
      const changed = await deps.orders.setRush(orderId, isRush);
      const stations = await createOrdersRepo(ctx.db, ctx.dialect).stationsOf(orderId);
      events.updated(refOf(row), stations);
      if (changed && isRush) await printRush(ctx, row, await createOrdersRepo(ctx.db, ctx.dialect).itemsOf([orderId]));
    },
  };
}
export type KitchenService = ReturnType<typeof createKitchenService>;
