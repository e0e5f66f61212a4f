import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.js';
import { client, createTestApp, openDatabase, signIn, type TestApp } from '../../test/harness.js';
import { createStaff, STAFF_PASSWORD } from '../../test/factories.js';
import { dinerOrder, seedMenu, type Menu } from '../../test/menu-factories.js';
import { listen, openSocket, type TestSocket } from '../../test/sockets.js';

/**
 * Two server instances on one PostgreSQL database behave as one: the Socket.IO
 * PostgreSQL adapter carries every event to the sockets of the other instance.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: BuiltApp;
  let m: Menu;
  let urlA: string;
  let urlB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    a = await createTestApp('postgres');
    const handle = openDatabase({ databaseUrl: a.config.databaseUrl, dataDir: a.config.dataDir, poolSize: 4 });
    b = await buildApp(a.config, { handle, logger: false, print: () => {} });
    await b.app.ready();
    m = await seedMenu(a);
    urlA = await listen(a);
    urlB = await listen(b);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b?.app.close();
    await a?.close();
  });

  it('migration 0002 created the adapter’s attachments table', async () => {
    const { rows } = await a.handle.pool!.query("SELECT to_regclass('public.socket_io_attachments') AS t");
    expect(rows[0].t).toBe('socket_io_attachments');
  });

  it('an order placed on A reaches the kitchen on B; a status change on B reaches the diner on A', async () => {
    const cook = await createStaff(b, 'Kitchen');
    const kitchenOnB = await signIn(b, cook.username, STAFF_PASSWORD);
    const kitchen = await openSocket(urlB, { staff: kitchenOnB });
    const diner = await openSocket(urlA, { auth: { tableNumber: m.table1.tableNumber, tableKey: m.table1.key } });
    sockets.push(kitchen, diner);

    const kitchenHeard = kitchen.next('ReceiveOrderNotification', 5000);
    const res = await client(a).post('/api/Order', dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1 }]), { 'x-table-key': m.table1.key });
    expect(res.statusCode).toBe(201);
    const orderId = res.json().id;
    expect(await kitchenHeard).toMatchObject({ orderId, tableId: m.table1.id, stations: ['kitchen'] });

    const manager = await createStaff(b, 'Manager');
    const managerOnB = await signIn(b, manager.username, STAFF_PASSWORD);
    const dinerHeard = diner.next('OrderStatusUpdated', 5000);
    expect((await managerOnB.put(`/api/Order/${orderId}/status/preparing`)).statusCode).toBe(200);
    expect(await dinerHeard).toMatchObject({ orderId, status: 'preparing' });
  });

  it('a bar-only order on A stays away from the kitchen on B', async () => {
    const cook = await createStaff(b, 'Kitchen');
    const kitchen = await openSocket(urlB, { staff: await signIn(b, cook.username, STAFF_PASSWORD) });
    const waiter = await createStaff(a, 'Waiter');
    const bar = await openSocket(urlB, { staff: await signIn(b, waiter.username, STAFF_PASSWORD) });
    sockets.push(kitchen, bar);
    const barHeard = bar.next('ReceiveOrderNotification', 5000);
    const res = await client(a).post('/api/Order', dinerOrder(m.table2.id, [{ productId: m.tra.id, quantity: 1 }]), { 'x-table-key': m.table2.key });
    await barHeard;
    await new Promise((r) => setTimeout(r, 300));
    expect(kitchen.received.filter((e) => (e.payload as { orderId?: number }).orderId === res.json().id)).toEqual([]);
  });

  it('demoting a user on A drops their socket held by B', async () => {
    const user = await createStaff(a, 'Manager');
    const socket = await openSocket(urlB, { staff: await signIn(b, user.username, STAFF_PASSWORD) });
    sockets.push(socket);
    const gone = new Promise<string>((resolve) => socket.socket.once('disconnect', (reason) => resolve(reason)));
    const admin = await signIn(a, 'superadmin', 'superadmin-pass');
    const res = await admin.put(`/api/User/${user.id}`, { username: user.username, email: user.email, fullName: user.fullName, role: 'User', password: '' });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
