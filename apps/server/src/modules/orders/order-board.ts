import type { Board, BoardTable, Order, Station } from '@app/contract';

/**
 * The station board: open orders grouped by table, each showing only the dishes of the
 * caller's stations (null = all), tables with the oldest waiting dish first.
 */
export function buildBoard(orders: Order[], stations: Station[] | null, now: string): Board {
  const tables = new Map<string, BoardTable>();
  for (const order of orders) {
    const items = stations === null ? order.orderItems : order.orderItems.filter((i) => stations.includes(i.station));
    if (items.length === 0) continue;
    const key = order.tableId !== null ? `id:${order.tableId}` : `n:${order.tableNumber}`;
    let table = tables.get(key);
    if (!table) {
      table = { tableId: order.tableId, tableNumber: order.tableNumber, orders: [], unfinishedCount: 0, totalCount: 0, oldestUnfinishedAt: null };
      tables.set(key, table);
    }
    table.orders.push({
      id: order.id,
      status: order.status,
      callNumber: order.callNumber,
      customerName: order.customerName,
      specialRequests: order.specialRequests,
      createdAt: order.createdAt,
      items,
    });
    for (const item of items) {
      table.totalCount += item.quantity;
      if (item.isCompleted) continue;
      table.unfinishedCount += item.quantity;
      if (!table.oldestUnfinishedAt || order.createdAt < table.oldestUnfinishedAt) table.oldestUnfinishedAt = order.createdAt;
    }
  }
  const list = [...tables.values()].sort((a, b) => {
    // Tables still waiting for dishes first, the longest-waiting on top; finished tables last.
    if (a.oldestUnfinishedAt && b.oldestUnfinishedAt) return a.oldestUnfinishedAt.localeCompare(b.oldestUnfinishedAt);
    if (a.oldestUnfinishedAt) return -1;
    if (b.oldestUnfinishedAt) return 1;
    return a.tableNumber.localeCompare(b.tableNumber, 'vi', { numeric: true });
  });
  return { stations, serverTime: now, tables: list };
}
