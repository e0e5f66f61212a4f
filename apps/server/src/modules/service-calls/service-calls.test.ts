import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES, can, rooms, type Permission, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createTable } from '../../../test/menu-factories.js';
import { listen, openSocket } from '../../../test/sockets.js';

forEachDatabase('service calls and call history', (dialect) => {
  let t: TestApp;
  let as: Record<Role, Client>;
  let anon: Client;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    as = await signInEveryRole(t);
    anon = client(t);
    baseUrl = await listen(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.services.settings.update({ requireTableKey: true });
  });

  const call = (table: { id: number; tableNumber: string }, key?: string, body: Record<string, unknown> = {}) =>
    anon.post(
      '/api/Notification/service-call',
      { message: '', status: 'read', type: 'hack', tableNumber: table.tableNumber, tableId: table.id, ...body },
      key ? { 'x-table-key': key } : {},
    );
  /** Moves a table's last call back in time, as if 31 s had passed. */
  const age = (tableId: number) =>
    t.handle.db
      .updateTable('service_calls')
      .set({ created_at: new Date(Date.now() - 31_000).toISOString() })
      .where('table_id', '=', tableId)
      .execute();

  describe('POST Notification/service-call', () => {
    it('records the call and a staff notification, then tells all staff', async () => {
      const table = await createTable(t);
      t.events.sent.length = 0;
      const res = await call(table, table.key);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        tableNumber: table.tableNumber,
        tableId: table.id,
        message: `Bàn ${table.tableNumber} đang gọi phục vụ`,
        status: 'unread',
        type: 'service_call',
      });
      const n = await t.handle.db.selectFrom('notifications').selectAll().where('type', '=', 'service_call').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(n).toMatchObject({ message: body.message, status: 'unread', order_id: null });
      expect(t.events.sent[0]).toEqual({
        event: 'ReceiveServiceCall',
        payload: { id: body.id, tableId: table.id, tableNumber: table.tableNumber, message: body.message, createdAt: body.createdAt },
        rooms: [rooms.staff],
      });
      expect(t.events.sent[1]).toMatchObject({ event: 'ReceiveNotification', rooms: [rooms.staff] });
    });

    it('at most one call per table per 30 s (429), other tables unaffected', async () => {
      const table = await createTable(t);
      const other = await createTable(t);
      expect((await call(table, table.key, { message: 'Cho xin thêm đá' })).json().message).toBe('Cho xin thêm đá');
      const again = await call(table, table.key);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({
        error: 'RATE_LIMITED',
        messageKey: 'calls.rateLimited',
        message: 'Bạn vừa gọi phục vụ. Vui lòng chờ 30 giây trước khi gọi lại.',
      });
      expect((await call(other, other.key)).statusCode).toBe(201);
      await age(table.id);
      expect((await call(table, table.key)).statusCode).toBe(201);
    });

    it('concurrent calls of one table record exactly one', async () => {
      const table = await createTable(t);
      const results = await Promise.all(Array.from({ length: 4 }, () => call(table, table.key)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429]);
    });

    it('needs the table key while required; staff need none; 400/404 on bad input', async () => {
      const table = await createTable(t);
      expect((await call(table)).statusCode).toBe(403);
      expect((await call(table, 'wrong')).json().error).toBe('TABLE_KEY_REQUIRED');
      expect((await as.Waiter.post('/api/Notification/service-call', { tableNumber: table.tableNumber, tableId: 0 })).statusCode).toBe(201);
      expect((await anon.post('/api/Notification/service-call', { tableId: 1 })).statusCode).toBe(400);
      expect((await anon.post('/api/Notification/service-call', { tableNumber: 't', message: 'x'.repeat(201) })).statusCode).toBe(400);
      expect((await anon.post('/api/Notification/service-call', { tableNumber: 'none' })).statusCode).toBe(404);
      const other = await createTable(t);
      await t.services.settings.update({ requireTableKey: false });
      expect((await call(other)).statusCode).toBe(201);
    });

    it('refuses an inactive table', async () => {
      const table = await createTable(t, { isActive: false });
      const res = await call(table, table.key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Bàn này hiện tại không khả dụng. Vui lòng liên hệ nhân viên.');
    });
  });

  describe('hub SendServiceCall', () => {
    it('same rules over the socket: key from the handshake, 30 s limit, ack with a message', async () => {
      const table = await createTable(t);
      const staff = await openSocket(baseUrl, { staff: as.Waiter });
      const diner = await openSocket(baseUrl, { auth: { tableNumber: table.tableNumber, tableKey: table.key } });
      try {
        const heard = staff.next('ReceiveServiceCall');
        const ack = await diner.socket.emitWithAck('SendServiceCall', {
          tableNumber: table.tableNumber,
          tableId: table.id,
          message: `Bàn ${table.tableNumber} đang gọi phục vụ`,
        });
        expect(ack).toEqual({ ok: true, message: 'Yêu cầu phục vụ đã được ghi nhận!' });
        expect(await heard).toMatchObject({ tableId: table.id, tableNumber: table.tableNumber });
        const second = await diner.socket.emitWithAck('SendServiceCall', { tableNumber: table.tableNumber, tableId: table.id });
        expect(second).toEqual({ ok: false, message: 'Bạn vừa gọi phục vụ. Vui lòng chờ 30 giây trước khi gọi lại.' });
        // A diner socket may not call for another table.
        const other = await createTable(t);
        const foreign = await diner.socket.emitWithAck('SendServiceCall', { tableNumber: other.tableNumber, tableId: other.id });
        expect(foreign.ok).toBe(false);
        expect(diner.received.some((e) => e.event === 'ReceiveServiceCall')).toBe(false);
      } finally {
        staff.close();
        diner.close();
      }
    });

    it('a diner with a wrong key is refused at connection', async () => {
      const table = await createTable(t);
      await expect(openSocket(baseUrl, { auth: { tableNumber: table.tableNumber, tableKey: 'wrong' } })).rejects.toThrow('TABLE_KEY_REQUIRED');
    });
  });

  describe('CallHistory', () => {
    it('access: 401, then 403 for roles without the permission', async () => {
      const routes: [string, string, Permission][] = [
        ['GET', '/api/CallHistory', 'callHistory.view'],
        ['GET', '/api/CallHistory/999999', 'callHistory.view'],
        ['PUT', '/api/CallHistory/999999/read', 'callHistory.view'],
        ['DELETE', '/api/CallHistory/999999', 'callHistory.delete'],
      ];
      for (const [method, url, permission] of routes) {
        expect((await anon.request(method as 'GET', url)).statusCode).toBe(401);
        for (const role of ROLES) {
          const res = await as[role].request(method as 'GET', url);
          if (can(role, permission)) expect(res.statusCode, `${role} ${method} ${url}`).not.toBe(403);
          else expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        }
      }
      for (const [method, url] of [
        ['PUT', '/api/CallHistory/read-all'],
        ['DELETE', '/api/CallHistory/delete-all'],
      ] as const) {
        expect((await anon.request(method, url)).statusCode).toBe(401);
        expect((await as.User.request(method, url)).statusCode).toBe(403);
      }
      expect((await as.Kitchen.delete('/api/CallHistory/delete-all')).statusCode).toBe(403);
      expect((await as.Manager.get('/api/CallHistory?startDate=yesterday')).statusCode).toBe(400);
    });

    it('lists newest first with table and date filters, reads, marks read and deletes', async () => {
      const table = await createTable(t);
      await call(table, table.key);
      await age(table.id);
      await call(table, table.key);
      const list = (await as.Kitchen.get(`/api/CallHistory?tableNumber=${table.tableNumber}`)).json();
      expect(list).toMatchObject({ totalCount: 2, totalPages: 1, page: 1 });
      expect(list.data[0].createdAt > list.data[1].createdAt).toBe(true);
      const future = new Date(Date.now() + 60_000).toISOString();
      expect((await as.Kitchen.get(`/api/CallHistory?tableNumber=${table.tableNumber}&startDate=${future}`)).json().totalCount).toBe(0);
      const since = new Date(Date.now() - 10_000).toISOString();
      expect((await as.Kitchen.get(`/api/CallHistory?tableNumber=${table.tableNumber}&startDate=${since}`)).json().totalCount).toBe(1);
      const today = new Date().toISOString().slice(0, 10);
      expect(
        (await as.Kitchen.get(`/api/CallHistory?tableNumber=${table.tableNumber}&startDate=${today}&endDate=${today}`)).json().totalCount,
      ).toBeGreaterThanOrEqual(1);
      expect((await as.Kitchen.get('/api/CallHistory?pageSize=1')).json().data).toHaveLength(1);

      const id = list.data[0].id;
      expect((await as.Sushi.get(`/api/CallHistory/${id}`)).json().status).toBe('unread');
      expect((await as.Sushi.put(`/api/CallHistory/${id}/read`)).json().status).toBe('read');
      expect((await as.Sushi.get('/api/CallHistory/999999')).statusCode).toBe(404);
      const readAll = await as.Kitchen.put('/api/CallHistory/read-all');
      expect(readAll.json().data.count).toBeGreaterThanOrEqual(1);
      expect((await as.Kitchen.get('/api/CallHistory')).json().unreadCount).toBe(0);

      expect((await as.Waiter.delete(`/api/CallHistory/${id}`)).statusCode).toBe(200);
      expect((await as.Waiter.delete(`/api/CallHistory/${id}`)).statusCode).toBe(404);
      const total = (await as.Manager.get('/api/CallHistory')).json().totalCount;
      const all = await as.Waiter.delete('/api/CallHistory/delete-all');
      expect(all.json()).toEqual({ data: { count: total } });
      expect((await as.Manager.get('/api/CallHistory')).json().totalCount).toBe(0);
    });
  });
});
