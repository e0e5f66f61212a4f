import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';

forEachDatabase('settings routes', (dialect) => {
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

  it('GET /api/Settings/public is public: what the diner page needs', async () => {
    const res = await anon().get('/api/Settings/public');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ requireTableKey: true, dinerDefaultLanguage: 'de', currency: 'VND' });
  });

  it('GET /api/Settings: 401, 403/200 by role, never the API key itself', async () => {
    expect((await anon().get('/api/Settings')).statusCode).toBe(401);
    for (const role of ROLES) {
      expect((await roles[role].get('/api/Settings')).statusCode, role).toBe(can(role, 'settings.manage') ? 200 : 403);
    }
    const res = await admin.get('/api/Settings');
    expect(res.json()).toEqual({
      requireTableKey: true,
      dinerDefaultLanguage: 'de',
      currency: 'VND',
      translationProvider: 'none',
      translationUrl: '',
      translationApiKeySet: false,
      bankName: '',
      bankBin: '',
      bankAccount: '',
      accountHolder: '',
      iban: '',
      bic: '',
    });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  describe('PUT /api/Settings', () => {
    it('401, 403/200 by role', async () => {
      expect((await anon().put('/api/Settings', { currency: 'VND' })).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].put('/api/Settings', { currency: 'VND' });
        expect(res.statusCode, role).toBe(can(role, 'settings.manage') ? 200 : 403);
      }
    });

    it('400 naming the field for bad values', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ requireTableKey: 'yes' }, 'requireTableKey'],
        [{ currency: 'VN' }, 'currency'],
        [{ currency: 'x'.repeat(10_000) }, 'currency'],
        [{ dinerDefaultLanguage: 'german' }, 'dinerDefaultLanguage'],
        [{ dinerDefaultLanguage: 'fr' }, 'dinerDefaultLanguage'],
        [{ translationProvider: 'google' }, 'translationProvider'],
        [{ translationUrl: 'ftp://x' }, 'translationUrl'],
        [{ translationApiKey: 'k'.repeat(10_000) }, 'translationApiKey'],
        [{ translationProvider: 'libretranslate' }, 'translationUrl'],
        [{ translationProvider: 'deepl' }, 'translationApiKey'],
      ];
      for (const [body, field] of cases) {
        const res = await admin.put('/api/Settings', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body).slice(0, 60)).toContain(field);
      }
      expect((await admin.put('/api/Settings', { dinerDefaultLanguage: 'fr' })).json().fields.dinerDefaultLanguage).toBe(
        'Ngôn ngữ chưa được thêm hoặc đang tắt',
      );
    });

    it('changes only what is sent; the API key is write-only', async () => {
      let res = await admin.put('/api/Settings', { requireTableKey: false, currency: 'eur', dinerDefaultLanguage: 'EN' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ requireTableKey: false, currency: 'EUR', dinerDefaultLanguage: 'en', translationProvider: 'none' });
      expect((await anon().get('/api/Settings/public')).json()).toEqual({ requireTableKey: false, dinerDefaultLanguage: 'en', currency: 'EUR' });

      res = await admin.put('/api/Settings', {
        translationProvider: 'libretranslate',
        translationUrl: 'https://lt.example.test',
        translationApiKey: 'secret-key',
      });
      expect(res.json()).toMatchObject({ translationProvider: 'libretranslate', translationUrl: 'https://lt.example.test', translationApiKeySet: true });
      expect(res.body).not.toContain('secret-key');
      expect((await admin.get('/api/Settings')).body).not.toContain('secret-key');
      expect((await t.services.settings.get()).translationApiKey).toBe('secret-key');

      // Left out: kept. Empty: removed.
      res = await admin.put('/api/Settings', { requireTableKey: true });
      expect(res.json().translationApiKeySet).toBe(true);
      res = await admin.put('/api/Settings', { translationApiKey: '' });
      expect(res.json().translationApiKeySet).toBe(false);
      res = await admin.put('/api/Settings', { translationProvider: 'none', dinerDefaultLanguage: 'de', currency: 'VND' });
      expect(res.json()).toMatchObject({ translationProvider: 'none', dinerDefaultLanguage: 'de', currency: 'VND', requireTableKey: true });
    });

    it('stores the transfer account for the payment QR, cleaned, and refuses malformed numbers', async () => {
      let res = await admin.put('/api/Settings', { bankName: 'Vietcombank', bankBin: '970436', bankAccount: '0011 0123 45678', accountHolder: 'NGUYEN VAN A' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ bankName: 'Vietcombank', bankBin: '970436', bankAccount: '0011012345678', accountHolder: 'NGUYEN VAN A' });
      res = await admin.put('/api/Settings', { iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' });
      expect(res.json()).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankBin: '970436' });
      res = await admin.put('/api/Settings', { bankBin: '9704', iban: 'nope' });
      expect(res.statusCode).toBe(400);
      expect((await admin.get('/api/Settings')).json().bankBin).toBe('970436');
    });
  });
});
