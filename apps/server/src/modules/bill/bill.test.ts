import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES, can, rooms, splitEvenly, type Bill, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createProduct, createTable, forceStatus, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('bill, payments and settling', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let diner: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    diner = client(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.services.settings.update({ requireTableKey: true, currency: 'VND', bankBin: '', bankAccount: '', accountHolder: '' });
  });

  const key = (k: string) => ({ 'x-table-key': k });
  const staffBill = async (tableId: number): Promise<Bill> => (await as.Manager.get(`/api/Bill/staff/${tableId}`)).json();
  const complete = (orderId: number) => as.Manager.put(`/api/Order/${orderId}/status/completed`);
  const record = (tableId: number, body: unknown, who: Client = as.Manager) => who.post(`/api/Bill/staff/${tableId}/payments`, body);

  it('the diner reads the running bill with the key: merged lines, subtotals, cancelled orders left out', async () => {
    const table = await createTable(t);
    const a = await placeOrder(t, table, [
      { productId: m.pho.id, quantity: 1 },
      { productId: m.tra.id, quantity: 2 },
    ]);
    const b = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 2, notes: 'không hành' }]);
    const cancelled = await placeOrder(t, table, [{ productId: m.roll.id, quantity: 1 }]);
    await forceStatus(t, cancelled.id, 'cancelled');
    // The same dish twice in one order (a staff edit) merges into one line.
    await t.handle.db
      .insertInto('order_items')
      .values({
        order_id: a.id,
        product_id: m.pho.id,
        product_name: 'Phở bò',
        station: 'kitchen',
        quantity: 1,
        price: 65_000,
        notes: '',
        call_number: 1,
        is_completed: 0,
      })
      .execute();
    await t.handle.db.updateTable('orders').set({ total_amount: 205_000 }).where('id', '=', a.id).execute();

    expect((await diner.get(`/api/Bill/table/${table.tableNumber}`)).statusCode).toBe(403);
    const res = await diner.get(`/api/Bill/table/${table.tableNumber}`, key(table.key));
    expect(res.statusCode).toBe(200);
    const bill: Bill = res.json();
    expect(bill.orders.map((o) => o.id)).toEqual([a.id, b.id]);
    expect(bill.orders[0]!.lines).toMatchObject([
      { productName: 'Phở bò', quantity: 2, amount: 130_000, paid: false },
      { productName: 'Trà đá', quantity: 2, amount: 10_000 },
    ]);
    expect(bill.orders[0]!.subtotal).toBe(140_000);
    expect(bill.orders[1]!.lines[0]).toMatchObject({ notes: 'không hành', quantity: 2, amount: 130_000 });
    expect(bill).toMatchObject({ total: 270_000, paid: 0, due: 270_000, status: 'open', tableNumber: table.tableNumber, payTo: null, qr: null });
    expect(bill.purpose).toBe(`Ban ${table.tableNumber} HD ${bill.id}`);
  });

  it('shows the VietQR payload for the amount due when the account is set', async () => {
    await t.services.settings.update({ bankBin: '970436', bankAccount: '0011012345678', accountHolder: 'NGUYEN VAN A' });
    const table = await createTable(t);
    await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
    const bill = await staffBill(table.id);
    expect(bill.qr).toMatch(/^00020101021238570010A00000072701270006970436011300110123456780208QRIBFTTA5303704540565000/);
    expect(bill.qr).toContain(`08${String(bill.purpose.length).padStart(2, '0')}${bill.purpose}6304`);
    expect(bill.payTo).toMatchObject({ bankBin: '970436', currency: 'VND' });
  });

  it('splits equally with no rounding loss; each part paid on its own; orders paid when covered', async () => {
    const product = await createProduct(t, { categoryId: m.categories.food.id, name: 'Lẩu', price: 100_000 });
    const table = await createTable(t);
    const order = await placeOrder(t, table, [{ productId: product.id, quantity: 1 }]);
    expect(splitEvenly(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
    await complete(order.id);

    let res = await record(table.id, { method: 'cash', split: { count: 3, index: 0 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ paid: 33_334, due: 66_666, status: 'open' });
    expect((await record(table.id, { method: 'cash', split: { count: 3, index: 0 } })).json().message).toBe('Phần này đã được thanh toán');
    res = await record(table.id, { method: 'transfer', split: { count: 3, index: 1 } });
    expect(res.json()).toMatchObject({ paid: 66_667, due: 33_333 });
    t.events.sent.length = 0;
    res = await record(table.id, { method: 'card', split: { count: 3, index: 2 } });
    const bill: Bill = res.json();
    expect(bill).toMatchObject({ paid: 100_000, due: 0, status: 'settled' });
    expect(bill.payments.map((p) => p.amount)).toEqual([33_334, 33_333, 33_333]);
    expect(bill.payments.map((p) => p.method)).toEqual(['cash', 'transfer', 'card']);
    expect(bill.payments[0]!.createdByName).toBe('Test Manager');
    expect(bill.orders[0]).toMatchObject({ isPaid: true, status: 'paid' });
    expect(t.events.sent.find((e) => e.event === 'BillUpdated')).toMatchObject({ payload: { tableId: table.id, billId: bill.id, status: 'settled' } });
    expect(t.events.sent.find((e) => e.event === 'BillUpdated')!.rooms).toContain(rooms.table(table.id));
    // The session ended: the table's next guests start an empty bill, the receipt stays readable with its token.
    const next = await staffBill(table.id);
    expect(next.id).not.toBe(bill.id);
    expect(next.orders).toEqual([]);
    expect((await diner.get(`/api/Bill/receipt/${bill.id}?token=${bill.receiptToken}`)).json()).toMatchObject({
      id: bill.id,
      status: 'settled',
      paid: 100_000,
    });
    expect((await diner.get(`/api/Bill/receipt/${bill.id}?token=nope`)).statusCode).toBe(403);
    expect((await diner.get(`/api/Bill/receipt/${bill.id}`)).statusCode).toBe(403);
    expect((await as.Waiter.get(`/api/Bill/receipt/${bill.id}`)).statusCode).toBe(200);
  });

  it('pays by lines: each guest picks lines, a line is never paid twice, and a covered order waits for completion', async () => {
    const table = await createTable(t);
    const order = await placeOrder(t, table, [
      { productId: m.pho.id, quantity: 1 },
      { productId: m.com.id, quantity: 1 },
    ]);
    const [pho, com] = (await staffBill(table.id)).orders[0]!.lines;
    let res = await record(table.id, { method: 'cash', itemIds: pho!.itemIds });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ paid: 65_000, due: 55_000 });
    expect(res.json().orders[0].lines.find((l: { productName: string }) => l.productName === 'Phở bò').paid).toBe(true);
    expect((await record(table.id, { method: 'cash', itemIds: pho!.itemIds })).statusCode).toBe(409);
    expect((await record(table.id, { method: 'cash', itemIds: [m.table1.id * 100000] })).statusCode).toBe(400);
    res = await record(table.id, { method: 'transfer', itemIds: com!.itemIds });
    // Covered in full but still cooking: not paid yet, the table stays open.
    expect(res.json()).toMatchObject({ due: 0, status: 'open' });
    expect(res.json().orders[0].isPaid).toBe(false);
    await complete(order.id);
    res = await as.Manager.post(`/api/Bill/staff/${table.id}/settle`, { method: 'cash' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'settled', due: 0 });
    expect(res.json().payments).toHaveLength(2);
  });

  it('parts by lines add up exactly to the bill; two cashiers picking the same line at the same moment record it once', async () => {
    const table = await createTable(t);
    const first = await placeOrder(t, table, [
      { productId: m.pho.id, quantity: 2 },
      { productId: m.tra.id, quantity: 3 },
    ]);
    const second = await placeOrder(t, table, [{ productId: m.com.id, quantity: 1 }]);
    const bill = await staffBill(table.id);
    const [pho, tra] = bill.orders.find((o) => o.id === first.id)!.lines;
    const [com] = bill.orders.find((o) => o.id === second.id)!.lines;

    // Guest A takes the phở and the rice (lines of two orders), guest B the iced teas, and a
    // second cashier tries the phở alone, all at the same moment.
    const [a, b, c] = await Promise.all([
      record(table.id, { method: 'cash', itemIds: [...pho!.itemIds, ...com!.itemIds] }),
      record(table.id, { method: 'transfer', itemIds: tra!.itemIds }, as.Waiter),
      record(table.id, { method: 'card', itemIds: pho!.itemIds }, as.Admin),
    ]);
    expect(b!.statusCode).toBe(201);
    // Exactly one of the two parts holding the phở is recorded; the other is refused with the reason.
    expect([a!.statusCode, c!.statusCode].sort()).toEqual([201, 409]);
    expect([a, c].find((r) => r!.statusCode === 409)!.json().message).toBe('Có món đã được thanh toán');
    if (c!.statusCode === 201) expect((await record(table.id, { method: 'cash', itemIds: com!.itemIds })).statusCode).toBe(201);

    // Every line paid once: the parts add up to the bill exactly, nothing is left and nothing paid twice.
    const after = await staffBill(table.id);
    expect(after).toMatchObject({ total: bill.total, paid: bill.total, due: 0 });
    expect(after.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(2 * 65_000 + 3 * 5_000 + 55_000);
    expect(after.orders.flatMap((o) => o.lines).every((l) => l.paid)).toBe(true);
    const covered = after.payments.flatMap((p) => p.itemIds);
    expect(new Set(covered).size).toBe(covered.length);
    expect((await record(table.id, { method: 'cash', itemIds: pho!.itemIds })).statusCode).toBe(409);
  });

  it('refuses overpaying and paying nothing; bad input is a 400', async () => {
    const table = await createTable(t);
    await placeOrder(t, table, [{ productId: m.tra.id, quantity: 1 }]);
    const over = await record(table.id, { method: 'cash', amount: 5_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Số tiền vượt quá số còn phải trả');
    expect((await record(table.id, { method: 'bitcoin' })).statusCode).toBe(400);
    expect((await record(table.id, { method: 'cash', amount: -1 })).statusCode).toBe(400);
    expect((await record(table.id, { method: 'cash', amount: 1, split: { count: 2, index: 0 } })).statusCode).toBe(400);
    expect((await record(table.id, { method: 'cash', split: { count: 2, index: 2 } })).statusCode).toBe(400);
    expect((await record(999_999, { method: 'cash' })).statusCode).toBe(404);
    expect((await record(table.id, { method: 'cash' })).json()).toMatchObject({ paid: 5_000, due: 0 });
    expect((await record(table.id, { method: 'cash' })).json().message).toBe('Hóa đơn không còn khoản nào phải trả');
  });

  it('settling refuses while an order is not completed and lists it; completed in the same dialog, it pays everything once', async () => {
    const table = await createTable(t);
    const done = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
    const cooking = await placeOrder(t, table, [{ productId: m.com.id, quantity: 2 }]);
    await complete(done.id);
    const refused = await as.Waiter.post(`/api/Bill/staff/${table.id}/settle`, { method: 'card' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Còn đơn hàng chưa hoàn thành, hãy hoàn thành trước khi thanh toán',
      fields: { orderIds: String(cooking.id) },
    });
    await complete(cooking.id);
    const res = await as.Waiter.post(`/api/Bill/staff/${table.id}/settle`, { method: 'card' });
    expect(res.json()).toMatchObject({ status: 'settled', total: 175_000, paid: 175_000, due: 0 });
    expect(res.json().orders.every((o: { isPaid: boolean }) => o.isPaid)).toBe(true);
    const rows = await t.handle.db.selectFrom('orders').select(['status', 'is_paid']).where('id', 'in', [done.id, cooking.id]).execute();
    expect(rows.every((r) => r.status === 'paid' && r.is_paid === 1)).toBe(true);
    // Paid is final.
    expect((await as.Manager.put(`/api/Order/${done.id}/status/completed`)).statusCode).toBe(409);
  });

  it('who may read the bill and record payments follows the permission table', async () => {
    const table = await createTable(t);
    await placeOrder(t, table, [{ productId: m.tra.id, quantity: 1 }]);
    expect((await diner.get(`/api/Bill/staff/${table.id}`)).statusCode).toBe(401);
    expect((await diner.post(`/api/Bill/staff/${table.id}/payments`, { method: 'cash', amount: 1 })).statusCode).toBe(401);
    for (const role of ROLES) {
      expect((await as[role].get(`/api/Bill/staff/${table.id}`)).statusCode, role).toBe(can(role, 'orders.view') ? 200 : 403);
      const res = await record(table.id, { method: 'cash', amount: 1 }, as[role]);
      expect(res.statusCode, role).toBe(can(role, 'orders.confirmPayment') ? 201 : 403);
    }
  });

  it('two cashiers recording the rest at the same moment: exactly one payment', async () => {
    const table = await createTable(t);
    const order = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
    await complete(order.id);
    const results = await Promise.all([
      record(table.id, { method: 'cash' }),
      record(table.id, { method: 'card' }, as.Waiter),
      record(table.id, { method: 'cash' }, as.Admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const payments = await t.handle.db
      .selectFrom('payments')
      .innerJoin('bills', 'bills.id', 'payments.bill_id')
      .select('amount')
      .where('bills.table_id', '=', table.id)
      .execute();
    expect(payments.map((p) => p.amount)).toEqual([65_000]);
  });

  describe('request the bill', () => {
    const request = (table: { tableNumber: string }, k: string | undefined, method = 'transfer') =>
      diner.post('/api/Bill/request', { tableNumber: table.tableNumber, method }, k ? key(k) : {});

    it('creates a call-history entry and a notification of its own type, pushed to staff', async () => {
      const table = await createTable(t);
      t.events.sent.length = 0;
      const res = await request(table, table.key, 'cash');
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(`Bàn ${table.tableNumber} yêu cầu thanh toán (tiền mặt)`);
      const call = await t.handle.db.selectFrom('service_calls').selectAll().where('table_id', '=', table.id).executeTakeFirstOrThrow();
      expect(call).toMatchObject({ type: 'bill_request', status: 'unread' });
      const n = await t.handle.db.selectFrom('notifications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(n).toMatchObject({ type: 'bill_request', message: res.json().message });
      expect(t.events.sent[0]).toMatchObject({ event: 'ReceiveServiceCall', payload: { type: 'bill_request', tableId: table.id }, rooms: [rooms.staff] });
      expect(t.events.sent[1]).toMatchObject({ event: 'ReceiveNotification' });
    });

    it('at most once per 30 s per table, without holding back a waiter call; key required', async () => {
      const table = await createTable(t);
      expect((await request(table, undefined)).statusCode).toBe(403);
      expect((await request(table, table.key, 'nope')).statusCode).toBe(400);
      const results = await Promise.all([request(table, table.key), request(table, table.key), request(table, table.key)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429, 429]);
      expect(results.find((r) => r.statusCode === 429)!.json().message).toBe('Bạn vừa yêu cầu thanh toán. Vui lòng chờ 30 giây trước khi yêu cầu lại.');
      const waiter = await diner.post('/api/Notification/service-call', { tableNumber: table.tableNumber }, key(table.key));
      expect(waiter.statusCode).toBe(201);
      await t.handle.db
        .updateTable('service_calls')
        .set({ created_at: new Date(Date.now() - 31_000).toISOString() })
        .where('table_id', '=', table.id)
        .execute();
      expect((await request(table, table.key)).statusCode).toBe(201);
    });
  });
});
