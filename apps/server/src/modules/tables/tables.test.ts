import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, can, rooms, type Permission, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createTable, dinerOrder, forceStatus, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';
import { tableKeyMatches } from './table-key.js';

forEachDatabase('tables', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let anon: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    anon = client(t);
  });
  afterAll(() => t.close());

  const input = (n: string, extra: Record<string, unknown> = {}) => ({ tableNumber: n, capacity: 4, location: 'Sân vườn', ...extra });

  describe('public lookup', () => {
    it('GET Table/number/{n} answers the diner fields only', async () => {
      const res = await anon.get(`/api/Table/number/${m.table1.tableNumber}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: m.table1.id,
        tableNumber: m.table1.tableNumber,
        capacity: 4,
        location: 'Tầng 1',
        status: 'trống',
        isActive: true,
      });
      const missing = await anon.get('/api/Table/number/4040');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Không tìm thấy bàn');
    });

    it('compares keys in constant time and refuses non-strings', () => {
      expect(tableKeyMatches('abc', 'abc')).toBe(true);
      expect(tableKeyMatches('abc', 'abd')).toBe(false);
      expect(tableKeyMatches('abc', 'abcd')).toBe(false);
      expect(tableKeyMatches('abc', undefined)).toBe(false);
      expect(tableKeyMatches('abc', ['abc'])).toBe(false);
    });

    it('assertTableKey honours the restaurant setting', async () => {
      const row = (await t.handle.db.selectFrom('dining_tables').selectAll().where('id', '=', m.table1.id).executeTakeFirst())!;
      await expect(t.services.tables.assertTableKey(row, 'nope')).rejects.toMatchObject({ code: 'TABLE_KEY_REQUIRED', status: 403 });
      await expect(t.services.tables.assertTableKey(row, m.table1.key)).resolves.toBeUndefined();
      await t.services.settings.update({ requireTableKey: false });
      await expect(t.services.tables.assertTableKey(row, undefined)).resolves.toBeUndefined();
      await t.services.settings.update({ requireTableKey: true });
    });
  });

  describe('access', () => {
    const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string | (() => string); permission: Permission; body?: unknown }[] = [
      { method: 'GET', url: '/api/Table', permission: 'tables.view' },
      { method: 'GET', url: '/api/Table/with-booking-info', permission: 'tables.view' },
      { method: 'GET', url: () => `/api/Table/${m.table1.id}`, permission: 'tables.view' },
      { method: 'GET', url: '/api/Table/check-unique?tableNumber=1', permission: 'tables.manage' },
      { method: 'POST', url: '/api/Table', permission: 'tables.manage', body: {} },
      { method: 'PUT', url: () => `/api/Table/${m.table1.id}`, permission: 'tables.manage', body: {} },
      { method: 'DELETE', url: '/api/Table/999999', permission: 'tables.manage' },
      { method: 'PUT', url: '/api/Table/999999/toggle-status', permission: 'tables.manage' },
      { method: 'POST', url: '/api/Table/999999/rotate-key', permission: 'tables.manage' },
    ];
    it.each(routes.map((r) => [`${r.method} ${typeof r.url === 'string' ? r.url : 'by id'} (${r.permission})`, r] as const))('%s', async (_n, r) => {
      const url = typeof r.url === 'string' ? r.url : r.url();
      expect((await anon.request(r.method, url, r.body)).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await as[role].request(r.method, url, r.body);
        if (can(role, r.permission)) expect(res.statusCode, role).not.toBe(403);
        else expect(res.statusCode, role).toBe(403);
      }
    });
  });

  describe('create, read, update', () => {
    it('400 on bad input, then creates with defaults and a QR URL holding the key', async () => {
      for (const bad of [{}, input('', {}), input('A 1'), input('50', { capacity: 0 }), input('50', { location: '' }), input('50', { status: 'bận' })]) {
        const res = await as.Manager.post('/api/Table', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
      const res = await as.Manager.post('/api/Table', input('50'));
      expect(res.statusCode).toBe(201);
      const table = res.json();
      expect(table).toMatchObject({ tableNumber: '50', capacity: 4, location: 'Sân vườn', status: 'trống', isActive: true });
      const url = new URL(table.qrUrl);
      expect(url.pathname).toBe('/table/50');
      expect(url.searchParams.get('k')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(url.origin).toBe('http://localhost'); // inject's Host header, default port dropped by URL
    });

    it('refuses a duplicate table number with the product’s message (create and update)', async () => {
      const dup = await as.Admin.post('/api/Table', input('50'));
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ message: 'Số bàn này đã tồn tại. Vui lòng chọn số bàn khác.', fields: { tableNumber: expect.any(String) } });
      const other = (await as.Admin.post('/api/Table', input('51'))).json();
      expect((await as.Admin.put(`/api/Table/${other.id}`, input('50'))).statusCode).toBe(409);
      expect((await as.Admin.put(`/api/Table/${other.id}`, input('51', { capacity: 8 }))).json().capacity).toBe(8);
      expect((await as.Admin.put('/api/Table/999999', input('77'))).statusCode).toBe(404);
    });

    it('check-unique answers isUnique, excluding the table being edited', async () => {
      const fifty = (await as.Manager.get('/api/Table?search=50')).json().data[0];
      expect((await as.Manager.get('/api/Table/check-unique?tableNumber=50')).json()).toEqual({ isUnique: false });
      expect((await as.Manager.get(`/api/Table/check-unique?tableNumber=50&excludeId=${fifty.id}`)).json()).toEqual({ isUnique: true });
      expect((await as.Manager.get('/api/Table/check-unique?tableNumber=5000')).json()).toEqual({ isUnique: true });
      expect((await as.Manager.get('/api/Table/check-unique')).statusCode).toBe(400);
    });

    it('lists with search, status filter and paging, numbers in numeric order', async () => {
      const all = (await as.Waiter.get('/api/Table')).json();
      expect(all.totalCount).toBe(all.data.length);
      const numbers = all.data.map((x: { tableNumber: string }) => x.tableNumber);
      expect(numbers).toEqual([...numbers].sort((a: string, b: string) => a.localeCompare(b, 'vi', { numeric: true })));
      // The waiter picks tables by number; the keys (QR URLs) are for those who manage tables.
      expect(all.data[0].qrUrl).toBeNull();
      expect((await as.Manager.get('/api/Table')).json().data[0].qrUrl).toContain('?k=');
      const paged = (await as.Waiter.get('/api/Table?page=2&pageSize=1')).json();
      expect(paged).toMatchObject({ page: 2, totalPages: all.totalCount });
      expect(paged.data[0].tableNumber).toBe(numbers[1]);
      await placeOrder(t, m.table2, [{ productId: m.pho.id, quantity: 1 }]);
      const busy = (await as.Waiter.get(`/api/Table?status=${encodeURIComponent('đang-sử-dụng')}`)).json();
      expect(busy.data.map((x: { id: number }) => x.id)).toContain(m.table2.id);
      expect(busy.data.every((x: { status: string }) => x.status === 'đang-sử-dụng')).toBe(true);
      expect((await as.Waiter.get(`/api/Table/${m.table2.id}`)).json().tableNumber).toBe(m.table2.tableNumber);
      expect((await as.Waiter.get('/api/Table/999999')).statusCode).toBe(404);
    });

    it('with-booking-info adds what is open on each table', async () => {
      const list = (await as.Manager.get('/api/Table/with-booking-info')).json();
      const t2 = list.find((x: { id: number }) => x.id === m.table2.id);
      expect(t2.openOrderCount).toBeGreaterThanOrEqual(1);
      expect(t2.openAmount).toBeGreaterThanOrEqual(65_000);
      expect(t2.lastOrderAt).toBeTruthy();
    });

    it('a configured public URL is used for QR codes', async () => {
      const other = await createTestApp(dialect, { PUBLIC_URL: 'https://quan-an.example' });
      try {
        const table = await createTable(other);
        expect(table.qrUrl).toBe(`http://test.local/table/${table.tableNumber}?k=${table.key}`);
        const admin = await (await import('../../../test/harness.js')).signIn(other, 'superadmin', 'superadmin-pass');
        const res = await admin.get(`/api/Table/${table.id}`);
        expect(res.json().qrUrl).toBe(`https://quan-an.example/table/${table.tableNumber}?k=${table.key}`);
      } finally {
        await other.close();
      }
    });
  });

  describe('delete, toggle, rotate', () => {
    it('refuses deleting a table with open orders or in use, deletes a free one', async () => {
      const table = await createTable(t);
      const order = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
      let res = await as.Manager.delete(`/api/Table/${table.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Không thể xóa bàn đang có đơn hàng hoặc đang sử dụng');
      await forceStatus(t, order.id, 'cancelled');
      res = await as.Manager.delete(`/api/Table/${table.id}`);
      expect(res.statusCode).toBe(409); // still 'đang-sử-dụng'
      await as.Manager.put(`/api/Table/${table.id}`, input(table.tableNumber, { status: 'trống' }));
      t.events.sent.length = 0;
      expect((await as.Manager.delete(`/api/Table/${table.id}`)).statusCode).toBe(200);
      expect(t.events.sent).toEqual([{ event: 'MenuChanged', payload: {}, rooms: [rooms.staff] }]);
      expect((await as.Manager.get(`/api/Table/${table.id}`)).statusCode).toBe(404);
      // The order history keeps the order with its table number.
      expect((await as.Manager.get(`/api/Order/${order.id}`)).json().tableNumber).toBe(table.tableNumber);
    });

    it('toggle-status flips the active flag', async () => {
      const table = await createTable(t);
      expect((await as.Manager.put(`/api/Table/${table.id}/toggle-status`)).json().isActive).toBe(false);
      expect((await anon.get(`/api/Table/number/${table.tableNumber}`)).json().isActive).toBe(false);
      expect((await as.Manager.put(`/api/Table/${table.id}/toggle-status`)).json().isActive).toBe(true);
    });

    it('rotate-key makes old QR codes stop working', async () => {
      const table = await createTable(t);
      const res = await as.Manager.post(`/api/Table/${table.id}/rotate-key`);
      expect(res.statusCode).toBe(200);
      const newKey = new URL(res.json().qrUrl).searchParams.get('k')!;
      expect(newKey).not.toBe(table.key);
      const body = dinerOrder(table.id, [{ productId: m.pho.id, quantity: 1 }]);
      expect((await anon.post('/api/Order', body, { 'x-table-key': table.key })).statusCode).toBe(403);
      expect((await anon.post('/api/Order', body, { 'x-table-key': newKey })).statusCode).toBe(201);
    });
  });
});
