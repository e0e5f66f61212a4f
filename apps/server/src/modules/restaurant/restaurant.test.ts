import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';

forEachDatabase('restaurant info', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let roles: Record<Role, Client>;
  const anon = () => client(t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    roles = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  describe('GET /api/RestaurantInfo', () => {
    it('is public with the documented fields', async () => {
      const res = await anon().get('/api/RestaurantInfo');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['address', 'email', 'id', 'logoUrl', 'name', 'openingHours', 'phone']);
      expect((await anon().get('/api/RestaurantInfo/1')).json().id).toBe(1);
    });

    it('400 for a bad id or lang, 404 for an unknown id', async () => {
      expect((await anon().get('/api/RestaurantInfo/abc')).statusCode).toBe(400);
      expect((await anon().get('/api/RestaurantInfo?lang=123456789012')).statusCode).toBe(400);
      const res = await anon().get('/api/RestaurantInfo/99');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Không tìm thấy thông tin nhà hàng');
      expect(res.headers.etag).toBeUndefined();
    });
  });

  describe('PUT /api/RestaurantInfo/:id', () => {
    const body = { name: 'Quán Ngon', address: '12 Lê Lợi, Huế', phone: '+84 234 123 456', email: 'Info@QuanNgon.vn', openingHours: '10:00 - 22:00' };

    it('401, 403 by role per the permission table, then 200', async () => {
      expect((await anon().put('/api/RestaurantInfo/1', body)).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].put('/api/RestaurantInfo/1', body);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(can(role, 'restaurant.manage') ? 200 : 403);
      }
    });

    it('400 naming the field for bad input', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'name'],
        [{ name: '' }, 'name'],
        [{ name: 'x'.repeat(10_000) }, 'name'],
        [{ name: 'A', email: 'not-an-email' }, 'email'],
        [{ name: 'A', address: 'a'.repeat(10_000) }, 'address'],
        [{ name: 'A', phone: 'call me' }, 'phone'],
        [{ name: 'A', openingHours: 42 }, 'openingHours'],
        [{ name: 'A', logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
        [{ name: 'A', translations: { de: { address: 'x'.repeat(10_000) } } }, 'translations'],
      ];
      for (const [b, field] of cases) {
        const res = await admin.put('/api/RestaurantInfo/1', b);
        expect(res.statusCode, JSON.stringify(b).slice(0, 80)).toBe(400);
        expect(Object.keys(res.json().fields ?? {}).join(','), JSON.stringify(b).slice(0, 80)).toContain(field);
      }
      expect((await admin.put('/api/RestaurantInfo/1', {})).json().fields.name).toBe('Tên nhà hàng là bắt buộc');
      expect((await admin.put('/api/RestaurantInfo/1', { name: 'A', email: 'x' })).json().fields.email).toBe('Email không hợp lệ');
      const missing = await admin.put('/api/RestaurantInfo/99', body);
      expect(missing.statusCode).toBe(404);
    });

    it('saves, keeps fields left out, accepts an empty e-mail', async () => {
      let res = await admin.put('/api/RestaurantInfo/1', { ...body, logoUrl: '/api/images/0123456789abcdef-960.webp' });
      expect(res.json()).toEqual({ id: 1, ...body, email: 'info@quanngon.vn', logoUrl: '/api/images/0123456789abcdef-960.webp' });
      res = await admin.put('/api/RestaurantInfo/1', { name: 'Quán Ngon Huế', email: '' });
      expect(res.json()).toMatchObject({
        name: 'Quán Ngon Huế',
        address: body.address,
        phone: body.phone,
        email: '',
        logoUrl: '/api/images/0123456789abcdef-960.webp',
      });
      expect((await anon().get('/api/RestaurantInfo')).json().name).toBe('Quán Ngon Huế');
    });

    it('translates address and opening hours, falling back to Vietnamese', async () => {
      const res = await admin.put('/api/RestaurantInfo/1', { name: 'Quán Ngon Huế', translations: { de: { openingHours: 'täglich 10 - 22 Uhr' } } });
      expect(res.statusCode).toBe(200);
      const de = (await anon().get('/api/RestaurantInfo?lang=de')).json();
      expect(de).toMatchObject({ name: 'Quán Ngon Huế', address: body.address, openingHours: 'täglich 10 - 22 Uhr' });
      const en = (await anon().get('/api/RestaurantInfo/1?lang=en')).json();
      expect(en.openingHours).toBe(body.openingHours);
      // A dish field is not a restaurant field.
      const wrong = await admin.put('/api/RestaurantInfo/1', { name: 'Quán Ngon Huế', translations: { de: { name: 'Gutes Lokal' } } });
      expect(wrong.statusCode).toBe(200);
      expect((await anon().get('/api/RestaurantInfo?lang=de')).json().name).toBe('Quán Ngon Huế');
    });
  });
});
