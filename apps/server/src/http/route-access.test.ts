import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../test/harness.js';
import { signInEveryRole } from '../../test/factories.js';
import { placeOrder, seedMenu, type Menu } from '../../test/menu-factories.js';

/**
 * Routes x roles, written out from the user guide's role descriptions rather than read back from
 * the permission table, so a table entry that drifts from the guide fails here:
 * - SuperAdmin: everything. Admin: users, categories, restaurant info, languages, besides what a Manager does.
 * - Manager: dishes, tables, every order and its history, reports, notification management.
 * - Waiter: the bar's board, order status and payment, editing orders, service calls (also deleting them).
 * - Kitchen, Sushi: their station's board and ticking dishes off; no customer details, no table moves.
 * - User: the guide only.
 */
const OWNERS: Role[] = ['SuperAdmin', 'Admin'];
const MANAGEMENT: Role[] = ['SuperAdmin', 'Admin', 'Manager'];
const WITH_WAITER: Role[] = [...MANAGEMENT, 'Waiter'];
const ALL_STAFF: Role[] = [...MANAGEMENT, 'Waiter', 'Kitchen', 'Sushi'];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Case {
  method: Method;
  url: string;
  body?: unknown;
  allowed: Role[];
}

forEachDatabase('route access follows the guide', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    // A drink, so the bar (Waiter) may edit its lines: the station rule per dish is tested with orders.
    orderId = (await placeOrder(t, m.table1, [{ productId: m.tra.id, quantity: 1 }])).id;
  });
  afterAll(() => t.close());

  const cases = (): Case[] => {
    const editBody = { tableId: m.table1.id, customerName: 'Anh Minh', customerPhone: '0912345678', orderItems: [{ productId: m.tra.id, quantity: 2 }] };
    return [
      // Users
      { method: 'GET', url: '/api/User', allowed: OWNERS },
      { method: 'POST', url: '/api/Auth/register', body: {}, allowed: OWNERS },
      // Menu and tables
      { method: 'POST', url: '/api/Category', body: {}, allowed: OWNERS },
      { method: 'POST', url: '/api/Product', body: {}, allowed: MANAGEMENT },
      { method: 'GET', url: `/api/Product/${m.pho.id}`, allowed: ALL_STAFF },
      { method: 'POST', url: '/api/Table', body: {}, allowed: MANAGEMENT },
      { method: 'GET', url: '/api/Table', allowed: WITH_WAITER },
      // Orders: the board for every station, the rest by role
      { method: 'GET', url: '/api/Order/board', allowed: ALL_STAFF },
      { method: 'GET', url: '/api/Order', allowed: MANAGEMENT },
      { method: 'GET', url: `/api/Order/${orderId}`, allowed: MANAGEMENT },
      { method: 'PUT', url: `/api/Order/${orderId}`, body: editBody, allowed: WITH_WAITER },
      { method: 'PUT', url: `/api/Order/${orderId}`, body: { ...editBody, tableId: m.table2.id }, allowed: WITH_WAITER },
      { method: 'PUT', url: '/api/Order/999999/status/confirmed', allowed: WITH_WAITER },
      { method: 'PUT', url: '/api/Order/confirm-payment/999999', allowed: WITH_WAITER },
      { method: 'PUT', url: '/api/Order/order-item/999999/complete', body: { isCompleted: true }, allowed: ALL_STAFF },
      { method: 'DELETE', url: '/api/Order/999999', allowed: MANAGEMENT },
      // Order history: every table's orders with customer names and phones
      { method: 'GET', url: `/api/OrderHistory/table/${m.table1.id}`, allowed: MANAGEMENT },
      { method: 'GET', url: `/api/OrderHistory/table/${m.table1.id}/orders`, allowed: MANAGEMENT },
      { method: 'GET', url: `/api/OrderHistory/order/${orderId}`, allowed: MANAGEMENT },
      { method: 'POST', url: '/api/OrderHistory/search', body: {}, allowed: MANAGEMENT },
      { method: 'GET', url: '/api/OrderHistory/stats', allowed: MANAGEMENT },
      { method: 'POST', url: '/api/OrderHistory/export', body: {}, allowed: MANAGEMENT },
      { method: 'DELETE', url: '/api/OrderHistory/cleanup', body: {}, allowed: OWNERS },
      // Reports
      { method: 'GET', url: '/api/Dashboard/statistics', allowed: MANAGEMENT },
      // Notifications and service calls: everyone receives them; management manages notifications
      { method: 'GET', url: '/api/Notification', allowed: ALL_STAFF },
      { method: 'DELETE', url: '/api/Notification/999999', allowed: MANAGEMENT },
      { method: 'GET', url: '/api/CallHistory', allowed: ALL_STAFF },
      { method: 'DELETE', url: '/api/CallHistory/999999', allowed: WITH_WAITER },
      // Restaurant and languages
      { method: 'PUT', url: '/api/RestaurantInfo/1', body: {}, allowed: OWNERS },
      { method: 'POST', url: '/api/Language', body: {}, allowed: OWNERS },
      { method: 'GET', url: '/api/FileManager/list-uploads', allowed: MANAGEMENT },
    ];
  };

  it('answers every route for every role as the guide says', async () => {
    const anon = client(t);
    const wrong: string[] = [];
    for (const c of cases()) {
      // Anonymous: 401, or 403 where diners may come with a table key (and this one has none).
      const anonymous = (await anon.request(c.method, c.url, c.body)).statusCode;
      if (anonymous !== 401 && anonymous !== 403) wrong.push(`${c.method} ${c.url} anonymous: ${anonymous}`);
      for (const role of ROLES) {
        const res = await as[role].request(c.method, c.url, c.body);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (c.allowed.includes(role) === refused) wrong.push(`${c.method} ${c.url} ${role}: ${res.statusCode}`);
        if (res.statusCode >= 500) wrong.push(`${c.method} ${c.url} ${role}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  describe('station staff and customer details', () => {
    const staffOrder = async () => {
      const res = await as.Admin.post('/api/Order', {
        tableId: m.table1.id,
        customerName: 'Chị Lan',
        customerPhone: '0901234567',
        orderItems: [{ productId: m.pho.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; tableId: number; customerName: string };
    };

    it('Kitchen and Sushi change neither customer details nor the table of an order', async () => {
      const placed = await staffOrder();
      for (const role of ['Kitchen', 'Sushi'] as const) {
        const res = await as[role].put(`/api/Order/${placed.id}`, {
          tableId: m.table2.id,
          customerName: `Đổi bởi ${role}`,
          orderItems: [{ productId: m.pho.id, quantity: 1 }],
        });
        expect(res.statusCode, role).toBe(403);
      }
      const order = (await as.Admin.get(`/api/Order/${placed.id}`)).json();
      expect(order).toMatchObject({ tableId: m.table1.id, customerName: 'Chị Lan', customerPhone: '0901234567' });
    });
  });

  describe('table keys', () => {
    it('reach only those who manage tables', async () => {
      for (const role of ROLES) {
        const list = await as[role].get('/api/Table');
        if (!WITH_WAITER.includes(role)) {
          expect(list.statusCode, role).toBe(403);
          continue;
        }
        const rows = list.json().data as { id: number; qrUrl: string | null }[];
        const single = (await as[role].get(`/api/Table/${m.table1.id}`)).json() as { qrUrl: string | null };
        const booking = (await as[role].get('/api/Table/with-booking-info')).json() as { qrUrl: string | null }[];
        const everything = JSON.stringify([rows, single, booking]);
        if (MANAGEMENT.includes(role)) {
          expect(rows.find((r) => r.id === m.table1.id)?.qrUrl, role).toContain(m.table1.key);
          expect(single.qrUrl, role).toContain(m.table1.key);
        } else {
          expect(rows.length, role).toBeGreaterThan(0);
          expect(
            rows.every((r) => r.qrUrl === null),
            role,
          ).toBe(true);
          expect(single.qrUrl, role).toBeNull();
          expect(everything, role).not.toContain(m.table1.key);
          expect(everything, role).not.toContain(m.table2.key);
        }
      }
    });
  });
});
