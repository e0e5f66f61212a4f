import { afterAll, beforeAll, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { createStaff, STAFF_PASSWORD } from '../../../test/factories.js';
import { createTable } from '../../../test/menu-factories.js';
import { listen, openSocket, settle, type TestSocket } from '../../../test/sockets.js';

/** What a removed or demoted user must no longer hear. */
const STAFF_EVENTS = ['ReceiveServiceCall', 'ReceiveNotification', 'ReceiveOrderNotification'];

forEachDatabase('ending sessions', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: Client;
  const sockets: TestSocket[] = [];
  const open = async (staff: Client) => {
    const s = await openSocket(baseUrl, { staff });
    sockets.push(s);
    return s;
  };
  const dropped = (s: TestSocket) => new Promise<string>((resolve) => s.socket.once('disconnect', (reason) => resolve(reason)));
  /** A diner's call for service (from a new table: calls are limited per table); it goes to every staff socket. */
  const serviceCall = async () => {
    const table = await createTable(t);
    const res = await client(t).post('/api/Notification/service-call', { tableNumber: table.tableNumber, tableId: table.id }, { 'x-table-key': table.key });
    expect(res.statusCode).toBe(201);
  };
  const staffEvents = (s: TestSocket) => s.received.filter((e) => STAFF_EVENTS.includes(e.event));
  const edit = (u: { username: string; email: string; fullName: string }, patch: { role: string; password?: string }) => ({
    username: u.username,
    email: u.email,
    fullName: u.fullName,
    password: '',
    ...patch,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    baseUrl = await listen(t);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('an admin changing a password ends every session of that user: cookies, refresh and sockets', async () => {
    const user = await createStaff(t, 'Manager');
    const phone = await signIn(t, user.username, STAFF_PASSWORD);
    const socket = await open(phone);
    const gone = dropped(socket);
    const res = await admin.put(`/api/User/${user.id}`, edit(user, { role: 'Manager', password: 'set-by-admin-1' }));
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await phone.get('/api/Auth/current-user')).statusCode).toBe(401);
    expect((await phone.post('/api/Auth/refresh-token')).statusCode).toBe(401);
    // Reconnecting with the old cookie joins no staff room.
    const again = await open(phone);
    await serviceCall();
    await settle();
    expect(staffEvents(again)).toEqual([]);
    await expect(signIn(t, user.username, 'set-by-admin-1')).resolves.toBeTruthy();
  });

  it('a demoted user’s socket is dropped at once and hears no management events', async () => {
    const user = await createStaff(t, 'Manager');
    const tablet = await signIn(t, user.username, STAFF_PASSWORD);
    const socket = await open(tablet);
    // A call brings two staff events (the call and its notification): count once both are in.
    const heard = Promise.all([socket.next('ReceiveServiceCall'), socket.next('ReceiveNotification')]);
    await serviceCall();
    await heard;
    const gone = dropped(socket);
    const before = staffEvents(socket).length;
    expect((await admin.put(`/api/User/${user.id}`, edit(user, { role: 'User' }))).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await tablet.get('/api/Auth/current-user')).statusCode).toBe(401);
    await serviceCall();
    await settle();
    expect(staffEvents(socket)).toHaveLength(before);
    // Signed in again, the account is what it is now: no staff rooms.
    const fresh = await open(await signIn(t, user.username, STAFF_PASSWORD));
    await serviceCall();
    await settle();
    expect(staffEvents(fresh)).toEqual([]);
  });

  it('a deleted user’s socket is dropped at once and hears nothing more', async () => {
    const user = await createStaff(t, 'Waiter');
    const tablet = await signIn(t, user.username, STAFF_PASSWORD);
    const socket = await open(tablet);
    const gone = dropped(socket);
    expect((await admin.delete(`/api/User/${user.id}`)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await serviceCall();
    await settle();
    expect(staffEvents(socket)).toEqual([]);
    expect((await tablet.get('/api/Auth/current-user')).statusCode).toBe(401);
    expect((await tablet.post('/api/Auth/refresh-token')).statusCode).toBe(401);
  });

  it('other edits re-check the sockets but keep the sessions', async () => {
    const user = await createStaff(t, 'Kitchen');
    const tablet = await signIn(t, user.username, STAFF_PASSWORD);
    const socket = await open(tablet);
    const gone = dropped(socket);
    expect((await admin.put(`/api/User/${user.id}`, { ...edit(user, { role: 'Kitchen' }), fullName: 'Bếp trưởng' })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await tablet.get('/api/Auth/current-user')).statusCode).toBe(200);
    const again = await open(tablet);
    const heard = again.next('ReceiveServiceCall');
    await serviceCall();
    await heard;
  });

  it('changing the own password keeps this session and ends the others', async () => {
    const user = await createStaff(t, 'Admin');
    const here = await signIn(t, user.username, STAFF_PASSWORD);
    const elsewhere = await signIn(t, user.username, STAFF_PASSWORD);
    const otherSocket = await open(elsewhere);
    const gone = dropped(otherSocket);
    const res = await here.post('/api/Auth/change-password', { currentPassword: STAFF_PASSWORD, newPassword: 'my-new-pass-1' });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await elsewhere.get('/api/Auth/current-user')).statusCode).toBe(401);
    expect((await elsewhere.post('/api/Auth/refresh-token')).statusCode).toBe(401);
    expect((await here.get('/api/Auth/current-user')).statusCode).toBe(200);
    expect((await here.post('/api/Auth/refresh-token')).statusCode).toBe(200);
    const mine = await open(here);
    const heard = mine.next('ReceiveServiceCall');
    await serviceCall();
    await heard;
  });

  it('drops a staff socket when the access token behind it expires', async () => {
    const user = await createStaff(t, 'Manager');
    const soon = await new SignJWT({ role: user.role, ep: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const holder = client(t);
    holder.cookies.access_token = soon;
    const socket = await open(holder);
    // A call brings two staff events (the call and its notification): count once both are in.
    const heard = Promise.all([socket.next('ReceiveServiceCall'), socket.next('ReceiveNotification')]);
    await serviceCall();
    await heard;
    const gone = dropped(socket);
    expect(await gone).toBe('io server disconnect');
    await serviceCall();
    await settle();
    expect(staffEvents(socket).filter((e) => e.event === 'ReceiveServiceCall')).toHaveLength(1);
  });
});
