import { describe, expect, it } from 'vitest';
import type { Order } from '@app/contract';
import { tableNumberFromPath } from '../DinerPage';
import { ownActiveOrders } from './useTableOrders';

const order = (id: number, status: string, createdAt: string) => ({ id, status, createdAt }) as unknown as Order;

describe('ownActiveOrders', () => {
  it('keeps only the open orders placed from this browser, newest first', () => {
    const orders = [
      order(20, 'pending', '2026-01-01T10:05:00Z'),
      order(14, 'pending', '2026-01-01T10:00:00Z'),
      order(12, 'paid', '2026-01-01T09:00:00Z'),
      order(21, 'preparing', '2026-01-01T10:06:00Z'),
    ];
    // 14 was created by staff for the table; 12 is ours but paid.
    expect(ownActiveOrders(orders, [12, 20, 21]).map((o) => o.id)).toEqual([21, 20]);
    expect(ownActiveOrders(orders, [])).toEqual([]);
  });
});

describe('tableNumberFromPath', () => {
  it('reads the diner addresses and nothing else', () => {
    expect(tableNumberFromPath('/')).toBeNull();
    expect(tableNumberFromPath('/table/12')).toBe('12');
    expect(tableNumberFromPath('/table/B%C3%A0n-1/')).toBe('Bàn-1');
    expect(tableNumberFromPath('/menu')).toBeUndefined();
    expect(tableNumberFromPath('/table/%E0%A4%A')).toBeUndefined();
  });
});
