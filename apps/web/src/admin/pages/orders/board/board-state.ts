import type { Board } from '@app/contract';

/**
 * The board after ticking (or unticking) dishes, before the server answers: the tap shows at
 * once on a kitchen tablet and the table's unfinished count and oldest wait stay right.
 */
export function applyItemCompletion(board: Board, ids: readonly number[], isCompleted: boolean): Board {
  const wanted = new Set(ids);
  return {
    ...board,
    tables: board.tables.map((table) => {
      if (!table.orders.some((o) => o.items.some((i) => wanted.has(i.id)))) return table;
      const orders = table.orders.map((o) => ({
        ...o,
        items: o.items.map((i) => (wanted.has(i.id) ? { ...i, isCompleted } : i)),
      }));
      let unfinishedCount = 0;
      let oldestUnfinishedAt: string | null = null;
      for (const o of orders) {
        for (const i of o.items) {
          if (i.isCompleted) continue;
          unfinishedCount += i.quantity;
          if (!oldestUnfinishedAt || o.createdAt < oldestUnfinishedAt) oldestUnfinishedAt = o.createdAt;
        }
      }
      return { ...table, orders, unfinishedCount, oldestUnfinishedAt };
    }),
  };
}

/** Sum of unfinished dishes over the whole board (the header's count). */
export function boardUnfinished(board: Board): number {
  return board.tables.reduce((sum, t) => sum + t.unfinishedCount, 0);
}
