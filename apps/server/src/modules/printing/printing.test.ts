import net from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createProduct, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';
import { encodeCp1258 } from './cp1258.js';
import { ESCPOS } from './escpos-ticket.js';

/** A network receipt printer as far as the protocol goes: it accepts a connection and keeps the bytes. */
class FakePrinter {
  received: Buffer[] = [];
  private server?: net.Server;
  constructor(readonly port: number) {}
  async start() {
    const server = net.createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', () => {
        this.received.push(Buffer.concat(chunks));
        socket.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }
  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

const includes = (haystack: Buffer, needle: Buffer | readonly number[]) => haystack.indexOf(Buffer.from(needle as Uint8Array)) >= 0;

forEachDatabase('ticket printers', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let admin: Client;
  let kitchenPrinter: FakePrinter;
  let barPrinter: FakePrinter;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    kitchenPrinter = new FakePrinter(await freePort());
    barPrinter = new FakePrinter(await freePort());
    const res = await admin.put('/api/Kitchen/settings', {
      printers: { kitchen: { host: '127.0.0.1', port: kitchenPrinter.port }, sushi: null, bar: { host: '127.0.0.1', port: barPrinter.port } },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterEach(async () => {
    await kitchenPrinter.stop();
    await barPrinter.stop();
    kitchenPrinter.received = [];
    barPrinter.received = [];
    await t.handle.db.deleteFrom('print_jobs').execute();
  });
  afterAll(() => t.close());

  const jobs = async (problems = false) => (await as.Kitchen.get(`/api/Printing/jobs?problems=${problems}`)).json();
  const later = (ms: number) => new Date(Date.now() + ms);

  it('each station with a printer gets one ticket: table, round, dishes, notes in Vietnamese, large type, cut', async () => {
    await kitchenPrinter.start();
    await barPrinter.start();
    await placeOrder(
      t,
      m.table1,
      [
        { productId: m.pho.id, quantity: 2, notes: 'không hành, ít bánh' },
        { productId: m.tra.id, quantity: 3 },
        { productId: m.roll.id, quantity: 1 },
      ],
      {
        specialRequests: 'Dị ứng đậu phộng',
      },
    );
    const addOn = await placeOrder(t, m.table1, [{ productId: m.com.id, quantity: 1 }]);
    expect(await t.services.printing.runOnce()).toBe(3);
    expect(await t.services.printing.runOnce()).toBe(0);

    expect(kitchenPrinter.received).toHaveLength(2);
    const [first, second] = kitchenPrinter.received as [Buffer, Buffer];
    expect(first.subarray(0, 5)).toEqual(Buffer.from([...ESCPOS.init, ...ESCPOS.codePageVietnamese]));
    expect(includes(first, encodeCp1258(`BÀN ${m.table1.tableNumber}`))).toBe(true);
    expect(includes(first, [...ESCPOS.sizeDouble])).toBe(true);
    expect(includes(first, encodeCp1258('2 x Phở bò'))).toBe(true);
    expect(includes(first, encodeCp1258('không hành, ít bánh'))).toBe(true);
    expect(includes(first, encodeCp1258('Dị ứng đậu phộng'))).toBe(true);
    expect(includes(first, encodeCp1258('Trà đá'))).toBe(false);
    expect(first.subarray(-4)).toEqual(Buffer.from(ESCPOS.cut));
    expect(includes(second, encodeCp1258(`GỌI THÊM #${addOn.callNumber}`))).toBe(true);
    expect(includes(second, encodeCp1258('1 x Cơm tấm'))).toBe(true);

    expect(barPrinter.received).toHaveLength(1);
    expect(includes(barPrinter.received[0]!, encodeCp1258('3 x Trà đá'))).toBe(true);
    // The sushi bar has no printer: nothing queued for it.
    expect((await jobs()).map((j: { station: string; status: string }) => `${j.station}:${j.status}`).sort()).toEqual([
      'bar:printed',
      'kitchen:printed',
      'kitchen:printed',
    ]);
  });

  it('a printer that is off: the order goes through, failures show, the ticket prints once it is back', async () => {
    const started = Date.now();
    const order = await placeOrder(t, m.table2, [{ productId: m.pho.id, quantity: 1, notes: 'tái' }]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(order.id).toBeGreaterThan(0);

    expect(await t.services.printing.runOnce()).toBe(0);
    let [job] = await jobs(true);
    expect(job).toMatchObject({ station: 'kitchen', status: 'pending', attempts: 1, orderId: order.id });
    expect(job.lastError).not.toBe('');
    // Back-off: not retried before its time.
    expect(await t.services.printing.runOnce()).toBe(0);
    expect((await jobs(true))[0].attempts).toBe(1);
    expect(await t.services.printing.runOnce(later(1500))).toBe(0);
    expect((await jobs(true))[0].attempts).toBe(2);
    expect(Date.parse((await jobs(true))[0].nextAttemptAt) - Date.now()).toBeGreaterThan(1000);

    await kitchenPrinter.start();
    expect(await t.services.printing.runOnce(later(60_000))).toBe(1);
    expect(await t.services.printing.runOnce(later(120_000))).toBe(0);
    expect(kitchenPrinter.received).toHaveLength(1);
    expect(includes(kitchenPrinter.received[0]!, encodeCp1258('tái'))).toBe(true);
    [job] = await jobs();
    expect(job).toMatchObject({ status: 'printed', attempts: 3, lastError: '' });
    expect(await jobs(true)).toEqual([]);
  });

  it('a ticket whose station lost its printer fails at once, without retrying, and prints again once a printer is back', async () => {
    const printers = { kitchen: { host: '127.0.0.1', port: kitchenPrinter.port }, sushi: null, bar: { host: '127.0.0.1', port: barPrinter.port } };
    const order = await placeOrder(t, m.table2, [{ productId: m.pho.id, quantity: 1 }]);
    expect((await admin.put('/api/Kitchen/settings', { printers: { ...printers, kitchen: null } })).statusCode).toBe(200);
    try {
      expect(await t.services.printing.runOnce()).toBe(0);
      const [job] = await jobs(true);
      expect(job).toMatchObject({ station: 'kitchen', status: 'failed', orderId: order.id, lastError: 'Trạm này chưa có máy in' });
      // Given up: later passes leave it alone.
      expect(await t.services.printing.runOnce(later(60_000))).toBe(0);
      expect((await jobs(true))[0]).toMatchObject({ status: 'failed', attempts: job.attempts });
    } finally {
      expect((await admin.put('/api/Kitchen/settings', { printers })).statusCode).toBe(200);
    }
    await kitchenPrinter.start();
    const [failed] = await jobs(true);
    expect((await as.Manager.post(`/api/Printing/jobs/${failed.id}/reprint`, {})).statusCode).toBeLessThan(300);
    expect(await t.services.printing.runOnce()).toBe(1);
    expect(kitchenPrinter.received).toHaveLength(1);
  });

  it('two workers polling the same queue print each ticket once', async () => {
    await kitchenPrinter.start();
    for (let i = 0; i < 4; i++) await placeOrder(t, m.table2, [{ productId: m.com.id, quantity: i + 1 }]);
    const { createPrintingService } = await import('./printing.service.js');
    const other = createPrintingService({ ...t.services, log: { info: () => {}, warn: () => {}, error: () => {} } });
    const printed = await Promise.all([t.services.printing.runOnce(), other.runOnce(), t.services.printing.runOnce(), other.runOnce()]);
    // A second call during a pass joins that pass; across the two workers each ticket is sent once.
    expect(printed[0]).toBe(printed[2]);
    expect(printed[0]! + printed[1]!).toBe(4);
    expect(kitchenPrinter.received).toHaveLength(4);
  });

  it('reprint: staff print a ticket again, marked as a reprint', async () => {
    await kitchenPrinter.start();
    await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    await t.services.printing.runOnce();
    const [job] = await jobs();
    expect((await client(t).post(`/api/Printing/jobs/${job.id}/reprint`)).statusCode).toBe(401);
    expect((await as.User.post(`/api/Printing/jobs/${job.id}/reprint`)).statusCode).toBe(403);
    expect((await as.Kitchen.post('/api/Printing/jobs/999999/reprint')).statusCode).toBe(404);
    const res = await as.Kitchen.post(`/api/Printing/jobs/${job.id}/reprint`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', reprint: true, station: 'kitchen' });
    expect(await t.services.printing.runOnce()).toBe(1);
    expect(kitchenPrinter.received).toHaveLength(2);
    expect(includes(kitchenPrinter.received[1]!, encodeCp1258('IN LẠI'))).toBe(true);
  });

  it("staff adding dishes to an order: a 'Gọi thêm' ticket with only the added portions, the removed ones cancelled", async () => {
    await kitchenPrinter.start();
    await barPrinter.start();
    const xeo = await createProduct(t, { categoryId: m.categories.food.id, name: 'Bánh xèo', price: 45_000 });
    const order = await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 2, notes: 'tái' },
      { productId: m.com.id, quantity: 1 },
      { productId: m.tra.id, quantity: 1 },
    ]);
    expect(await t.services.printing.runOnce()).toBe(2);
    kitchenPrinter.received = [];
    barPrinter.received = [];
    const line = (productId: number) => order.orderItems.find((i) => i.productId === productId)!;

    const res = await admin.put(`/api/Order/${order.id}`, {
      tableId: m.table1.id,
      orderType: 'dine-in',
      orderItems: [
        { id: line(m.pho.id).id, productId: m.pho.id, quantity: 3, notes: 'tái' },
        { id: line(m.tra.id).id, productId: m.tra.id, quantity: 1, notes: '' },
        { productId: xeo.id, quantity: 2, notes: 'giòn' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.services.printing.runOnce()).toBe(1);
    expect(await t.services.printing.runOnce()).toBe(0);

    // The kitchen: one more Phở bò and two Bánh xèo to cook, the Cơm tấm cancelled; nothing of the first ticket again.
    expect(kitchenPrinter.received).toHaveLength(1);
    const ticket = kitchenPrinter.received[0]!;
    expect(includes(ticket, encodeCp1258(`BÀN ${m.table1.tableNumber}`))).toBe(true);
    expect(includes(ticket, encodeCp1258('GỌI THÊM'))).toBe(true);
    expect(includes(ticket, encodeCp1258('1 x Phở bò'))).toBe(true);
    expect(includes(ticket, encodeCp1258('2 x Bánh xèo'))).toBe(true);
    expect(includes(ticket, encodeCp1258('giòn'))).toBe(true);
    expect(includes(ticket, encodeCp1258('HỦY 1 x Cơm tấm'))).toBe(true);
    expect(includes(ticket, encodeCp1258('3 x Phở bò'))).toBe(false);
    expect(includes(ticket, encodeCp1258('2 x Phở bò'))).toBe(false);
    expect(includes(ticket, encodeCp1258('Trà đá'))).toBe(false);
    expect(ticket.indexOf(encodeCp1258('2 x Bánh xèo'))).toBeLessThan(ticket.indexOf(encodeCp1258('HỦY 1 x Cơm tấm')));
    // The bar's drink did not change: no ticket there.
    expect(barPrinter.received).toHaveLength(0);
    // The back office's list tells the add-on and its cancelled line apart.
    expect((await jobs())[0]).toMatchObject({ station: 'kitchen', kind: 'addOn', items: ['1 x Phở bò', '2 x Bánh xèo'], cancelledItems: ['1 x Cơm tấm'] });

    // Only a note changed: nothing to print.
    const again = await t.services.orders.get(order.id, { staff: { id: 1, role: 'SuperAdmin' } });
    const res2 = await admin.put(`/api/Order/${order.id}`, {
      tableId: m.table1.id,
      orderType: 'dine-in',
      orderItems: again.orderItems.map((i) => ({ id: i.id, productId: i.productId!, quantity: i.quantity, notes: `${i.notes} nhanh` })),
    });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(await t.services.printing.runOnce()).toBe(0);
  });

  it('an edit while the printer is off goes through at once; the added dish prints once the printer is back', async () => {
    const order = await placeOrder(t, m.table2, [{ productId: m.pho.id, quantity: 1 }]);
    await t.services.printing.runOnce();
    const started = Date.now();
    const res = await admin.put(`/api/Order/${order.id}`, {
      tableId: m.table2.id,
      orderType: 'dine-in',
      orderItems: [
        { id: order.orderItems[0]!.id, productId: m.pho.id, quantity: 1, notes: '' },
        { productId: m.com.id, quantity: 1, notes: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await t.services.printing.runOnce()).toBe(0);
    await kitchenPrinter.start();
    expect(await t.services.printing.runOnce(later(60_000))).toBe(2);
    // The order's own ticket first (queued first), then the add-on.
    expect(includes(kitchenPrinter.received[0]!, encodeCp1258('1 x Phở bò'))).toBe(true);
    const addOn = kitchenPrinter.received[1]!;
    expect(includes(addOn, encodeCp1258('GỌI THÊM'))).toBe(true);
    expect(includes(addOn, encodeCp1258('1 x Cơm tấm'))).toBe(true);
    expect(includes(addOn, encodeCp1258('Phở bò'))).toBe(false);
  });

  const rushBanner = Buffer.concat([Buffer.from([...ESCPOS.sizeHuge, ...ESCPOS.boldOn, ...ESCPOS.invertOn]), encodeCp1258(' GẤP ')]);

  it("an order marked urgent before its tickets printed: they print with the large 'GẤP' banner, no extra slip", async () => {
    const order = await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 1 },
      { productId: m.tra.id, quantity: 2 },
    ]);
    // The printers are off: the tickets wait in the queue.
    expect(await t.services.printing.runOnce()).toBe(0);
    expect((await as.Kitchen.put(`/api/Kitchen/rush/${order.id}`, { isRush: true })).statusCode).toBe(200);
    await kitchenPrinter.start();
    await barPrinter.start();
    expect(await t.services.printing.runOnce(later(60_000))).toBe(2);
    expect(await t.services.printing.runOnce(later(120_000))).toBe(0);
    expect((await jobs()).map((j: { kind: string; isRush: boolean }) => `${j.kind}:${j.isRush}`)).toEqual(['order:true', 'order:true']);
    expect(kitchenPrinter.received).toHaveLength(1);
    expect(includes(kitchenPrinter.received[0]!, rushBanner)).toBe(true);
    expect(includes(kitchenPrinter.received[0]!, encodeCp1258('1 x Phở bò'))).toBe(true);
    expect(barPrinter.received).toHaveLength(1);
    expect(includes(barPrinter.received[0]!, rushBanner)).toBe(true);
  });

  it('marked urgent after printing: one short rush slip at each station with dishes to cook, even when two staff mark it at once', async () => {
    await kitchenPrinter.start();
    await barPrinter.start();
    const order = await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 2, notes: 'tái' },
      { productId: m.tra.id, quantity: 1 },
      { productId: m.roll.id, quantity: 1 },
    ]);
    expect(await t.services.printing.runOnce()).toBe(2);
    expect(includes(kitchenPrinter.received[0]!, encodeCp1258('GẤP'))).toBe(false);
    kitchenPrinter.received = [];
    barPrinter.received = [];

    const marks = await Promise.all([as.Kitchen, admin].map((c) => c.put(`/api/Kitchen/rush/${order.id}`, { isRush: true })));
    for (const res of marks) expect(res.statusCode).toBe(200);
    expect(await t.services.printing.runOnce()).toBe(2);
    expect(kitchenPrinter.received).toHaveLength(1);
    const slip = kitchenPrinter.received[0]!;
    expect(includes(slip, rushBanner)).toBe(true);
    expect(includes(slip, encodeCp1258(`BÀN ${m.table1.tableNumber}`))).toBe(true);
    expect(includes(slip, encodeCp1258('2 x Phở bò'))).toBe(true);
    expect(includes(slip, encodeCp1258('Trà đá'))).toBe(false);
    expect(slip.subarray(-4)).toEqual(Buffer.from(ESCPOS.cut));
    expect(barPrinter.received).toHaveLength(1);
    expect(includes(barPrinter.received[0]!, encodeCp1258('1 x Trà đá'))).toBe(true);
    expect((await jobs()).slice(0, 2).map((j: { kind: string; isRush: boolean }) => `${j.kind}:${j.isRush}`)).toEqual(['rush:true', 'rush:true']);

    // Marked again while still urgent: nothing new.
    expect((await as.Kitchen.put(`/api/Kitchen/rush/${order.id}`, { isRush: true })).statusCode).toBe(200);
    expect(await t.services.printing.runOnce()).toBe(0);
  });

  it('a station whose dishes are all done gets no rush slip', async () => {
    await kitchenPrinter.start();
    await barPrinter.start();
    const order = await placeOrder(t, m.table2, [
      { productId: m.pho.id, quantity: 1 },
      { productId: m.tra.id, quantity: 1 },
    ]);
    expect(await t.services.printing.runOnce()).toBe(2);
    expect((await admin.post('/api/Kitchen/bump', { orderId: order.id, station: 'bar' })).statusCode).toBe(200);
    expect((await admin.put(`/api/Kitchen/rush/${order.id}`, { isRush: true })).statusCode).toBe(200);
    expect(await t.services.printing.runOnce()).toBe(1);
    expect(kitchenPrinter.received).toHaveLength(2);
    expect(includes(kitchenPrinter.received[1]!, rushBanner)).toBe(true);
    expect(barPrinter.received).toHaveLength(1);
  });

  it("each printer's code page: its select command and its encoding reach the printer; an unknown page is refused", async () => {
    await kitchenPrinter.start();
    await barPrinter.start();
    const printers = (kitchen: string, bar: string) => ({
      kitchen: { host: '127.0.0.1', port: kitchenPrinter.port, codePage: kitchen },
      sushi: null,
      bar: { host: '127.0.0.1', port: barPrinter.port, codePage: bar },
    });
    const bad = await admin.put('/api/Kitchen/settings', { printers: printers('utf-8', 'ascii') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Bảng mã máy in không hợp lệ');
    const saved = await admin.put('/api/Kitchen/settings', { printers: printers('wpc1258-27', 'ascii') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().printers).toMatchObject({ kitchen: { codePage: 'wpc1258-27' }, bar: { codePage: 'ascii' } });

    await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 1, notes: 'ít hành' },
      { productId: m.tra.id, quantity: 2, notes: 'Đá riêng' },
    ]);
    expect(await t.services.printing.runOnce()).toBe(2);
    // The kitchen: ESC t 27, then Windows-1258 text.
    const kitchen = kitchenPrinter.received[0]!;
    expect(kitchen.subarray(0, 5)).toEqual(Buffer.from([...ESCPOS.init, 0x1b, 0x74, 27]));
    expect(includes(kitchen, [0x1b, 0x74, 52])).toBe(false);
    expect(includes(kitchen, encodeCp1258('1 x Phở bò'))).toBe(true);
    expect(includes(kitchen, encodeCp1258('ít hành'))).toBe(true);
    // The bar: ESC t 0 and only ASCII, the accents dropped.
    const bar = barPrinter.received[0]!;
    expect(bar.subarray(0, 5)).toEqual(Buffer.from([...ESCPOS.init, 0x1b, 0x74, 0]));
    expect(includes(bar, Buffer.from('2 x Tra da', 'ascii'))).toBe(true);
    expect(includes(bar, Buffer.from('Da rieng', 'ascii'))).toBe(true);
    expect([...bar].every((b) => b < 0x80)).toBe(true);

    // A printer saved without a code page (as before the setting existed) keeps WPC1258 at 52.
    const plain = await admin.put('/api/Kitchen/settings', {
      printers: { kitchen: { host: '127.0.0.1', port: kitchenPrinter.port }, sushi: null, bar: { host: '127.0.0.1', port: barPrinter.port } },
    });
    expect(plain.json().printers.kitchen.codePage).toBe('wpc1258-52');
  });

  it('printer settings are validated; a station without a printer queues nothing', async () => {
    const bad = await admin.put('/api/Kitchen/settings', { printers: { kitchen: { host: 'printer one', port: 9100 }, sushi: null, bar: null } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Địa chỉ máy in không hợp lệ');
    expect((await admin.put('/api/Kitchen/settings', { printers: { kitchen: { host: '10.0.0.5', port: 70000 }, sushi: null, bar: null } })).statusCode).toBe(
      400,
    );
    await placeOrder(t, m.table1, [{ productId: m.roll.id, quantity: 1 }]);
    expect(await jobs()).toEqual([]);
  });
});
