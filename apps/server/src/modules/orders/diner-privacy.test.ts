import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, signIn, type TestApp } from '../../../test/harness.js';
import { dinerHeaders, dinerOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('what guests see of an order', (dialect) => {
  let t: TestApp;
  let m: Menu;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
  });
  afterAll(() => t.close());

  it('customer name and phone typed by staff never come back to anyone holding the table key', async () => {
    const staff = await signIn(t, 'superadmin', 'superadmin-pass');
    const byStaff = await staff.post('/api/Order', {
      ...dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1 }]),
      customerName: 'Chị Lan',
      customerPhone: '0912345678',
    });
    expect(byStaff.statusCode).toBe(201);
    expect(byStaff.json()).toMatchObject({ customerName: 'Chị Lan', customerPhone: '0912345678' });

    const guest = client(t);
    const placed = await guest.post('/api/Order', dinerOrder(m.table1.id, [{ productId: m.tra.id, quantity: 1 }]), dinerHeaders(m.table1.key, 'guest-1'));
    expect(placed.statusCode).toBe(201);
    // Staff add the guest's details afterwards.
    const edited = await staff.put(`/api/Order/${placed.json().id}`, {
      tableId: m.table1.id,
      customerName: 'Anh Minh',
      customerPhone: '0987654321',
      orderType: 'dine-in',
      orderItems: [{ id: placed.json().orderItems[0].id, productId: m.tra.id, quantity: 1 }],
    });
    expect(edited.json().customerName).toBe('Anh Minh');

    const reads = [
      await guest.get(`/api/Order/${byStaff.json().id}`, dinerHeaders(m.table1.key)),
      await guest.get(`/api/Order/${placed.json().id}`, dinerHeaders(m.table1.key)),
      await guest.post('/api/Order', dinerOrder(m.table1.id, [{ productId: m.tra.id, quantity: 1 }]), dinerHeaders(m.table1.key, 'guest-1')),
    ];
    const list = await guest.get(`/api/Order/table/${m.table1.tableNumber}/current`, dinerHeaders(m.table1.key));
    const seen = [...reads.map((r) => r.json()), ...list.json()];
    expect(list.json().length).toBeGreaterThanOrEqual(2);
    for (const order of seen) expect(order).toMatchObject({ customerName: '', customerPhone: '' });
    expect(JSON.stringify(seen)).not.toMatch(/Lan|Minh|0912345678|0987654321/);
    // Staff still read them.
    expect((await staff.get(`/api/Order/${placed.json().id}`)).json().customerPhone).toBe('0987654321');
  });
});
