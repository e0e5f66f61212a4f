import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../test/harness.js';

/** Creates that race each other: every answer is 201 (exactly one) or 409, never a 500. */
forEachDatabase('two creates of the same thing at the same moment', (dialect) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
  });
  afterAll(() => t.close());

  const race = async (n: number, send: (i: number) => Promise<{ statusCode: number; json(): { error?: string; message?: string } }>) => {
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.filter((c) => c === 201),
      codes.join(','),
    ).toHaveLength(1);
    expect(
      codes.filter((c) => c !== 201).every((c) => c === 409),
      codes.join(','),
    ).toBe(true);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error).toBe('CONFLICT');
  };
  const user = (name: string) => ({ username: name, email: `${name}@example.test`, fullName: 'Nguyễn Văn A', role: 'Waiter', password: 'staff-pass-123' });

  it('users (POST User)', () => race(8, () => admin.post('/api/User', user('sameuser'))));
  it('users (POST Auth/register)', () => race(8, () => admin.post('/api/Auth/register', user('sameregister'))));
  it('users with the same email under different names', () => race(8, (i) => admin.post('/api/User', { ...user(`mail${i}`), email: 'shared@example.test' })));
  it('tables', () => race(8, () => admin.post('/api/Table', { tableNumber: 'T-99', capacity: 4, location: 'Tầng 1' })));
  it('languages', () => race(8, () => admin.post('/api/Language', { name: 'Klingon', code: 'tlh' })));
  it('categories (same names are allowed; a slug taken at the same moment is a 409, never a 500)', async () => {
    const codes = (await Promise.all(Array.from({ length: 8 }, () => admin.post('/api/Category', { name: 'Món lẩu' })))).map((r) => r.statusCode);
    expect(codes).toContain(201);
    expect(
      codes.every((c) => c === 201 || c === 409),
      codes.join(','),
    ).toBe(true);
  });

  it('updates that take a name another row has', async () => {
    const a = await admin.post('/api/Table', { tableNumber: 'U-1', capacity: 4, location: 'Tầng 1' });
    const b = await admin.post('/api/Table', { tableNumber: 'U-2', capacity: 4, location: 'Tầng 1' });
    const c = await admin.post('/api/Table', { tableNumber: 'U-3', capacity: 4, location: 'Tầng 1' });
    const answers = await Promise.all(
      [b, c].map((x) => admin.put(`/api/Table/${x.json().id}`, { tableNumber: 'U-9', capacity: 4, location: 'Tầng 1', isActive: true })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(a.statusCode).toBe(201);
  });
});
