import type { Board, OrderItem } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { applyItemCompletion, boardUnfinished } from './board-state';

const item = (id: number, quantity: number, isCompleted = false): OrderItem => ({
  id,
  productId: id,
  productName: `Dish ${id}`,
  quantity,
  price: 10000,
  options: [],
  notes: '',
  callNumber: 1,
  isCompleted,
  station: 'kitchen',
});

const board = (): Board => ({
  stations: ['kitchen'],
  serverTime: '2024-05-01T12:00:00.000Z',
  tables: [
    {
      tableId: 1,
      tableNumber: '1',
      unfinishedCount: 3,
      totalCount: 3,
      oldestUnfinishedAt: '2024-05-01T11:40:00.000Z',
      orders: [
        { id: 10, status: 'pending', callNumber: 1, customerName: '', specialRequests: '', createdAt: '2024-05-01T11:40:00.000Z', items: [item(1, 2)] },
        { id: 11, status: 'pending', callNumber: 2, customerName: '', specialRequests: '', createdAt: '2024-05-01T11:50:00.000Z', items: [item(2, 1)] },
      ],
    },
    {
      tableId: 2,
      tableNumber: '2',
      unfinishedCount: 1,
      totalCount: 1,
      oldestUnfinishedAt: '2024-05-01T11:55:00.000Z',
      orders: [{ id: 12, status: 'pending', callNumber: 1, customerName: '', specialRequests: '', createdAt: '2024-05-01T11:55:00.000Z', items: [item(3, 1)] }],
    },
  ],
});

describe('applyItemCompletion', () => {
  it('ticks a dish done and recounts its table', () => {
    const next = applyItemCompletion(board(), [1], true);
    const table = next.tables[0]!;
    expect(table.orders[0]!.items[0]!.isCompleted).toBe(true);
    expect(table.unfinishedCount).toBe(1);
    expect(table.oldestUnfinishedAt).toBe('2024-05-01T11:50:00.000Z');
    expect(boardUnfinished(next)).toBe(2);
  });

  it('clears the oldest wait when a table is done, and undo restores it', () => {
    const done = applyItemCompletion(board(), [1, 2], true);
    expect(done.tables[0]!.unfinishedCount).toBe(0);
    expect(done.tables[0]!.oldestUnfinishedAt).toBeNull();
    const undone = applyItemCompletion(done, [1], false);
    expect(undone.tables[0]!.unfinishedCount).toBe(2);
    expect(undone.tables[0]!.oldestUnfinishedAt).toBe('2024-05-01T11:40:00.000Z');
  });

  it('leaves other tables untouched', () => {
    const before = board();
    const next = applyItemCompletion(before, [3], true);
    expect(next.tables[0]).toBe(before.tables[0]);
    expect(next.tables[1]!.unfinishedCount).toBe(0);
  });
});
