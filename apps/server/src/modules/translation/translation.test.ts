import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { startFakeTranslator, type FakeTranslator } from '../../../test/fake-translators.js';
import { createLibreTranslateProvider } from './libretranslate.provider.js';
import { createDeepLProvider } from './deepl.provider.js';
import { nowIso } from '../../db/database.js';

describe('provider adapters over real HTTP', () => {
  let libre: FakeTranslator;
  let deepl: FakeTranslator;
  beforeAll(async () => {
    libre = await startFakeTranslator('libretranslate');
    deepl = await startFakeTranslator('deepl');
  });
  afterAll(async () => {
    await libre.close();
    await deepl.close();
  });
  beforeEach(() => {
    libre.behaviour = 'ok';
    deepl.behaviour = 'ok';
  });

  it('LibreTranslate: sends q/source/target/api_key and reads translatedText', async () => {
    const p = createLibreTranslateProvider({ url: `${libre.url}/`, apiKey: 'k1' });
    expect(await p.translate(['Phở bò', 'Trà đá'], 'vi', 'de')).toEqual(['[de] Phở bò', '[de] Trà đá']);
    expect(libre.calls.at(-1)?.body).toMatchObject({ q: ['Phở bò', 'Trà đá'], source: 'vi', target: 'de', format: 'text', api_key: 'k1' });
    expect(await p.languages()).toContainEqual({ code: 'de', name: 'German' });
  });

  it('DeepL: authorization header, upper-case target, auto source left out', async () => {
    const p = createDeepLProvider({ apiKey: 'test-key:fx', url: deepl.url });
    expect(await p.translate(['Cà phê'], 'auto', 'en')).toEqual(['[en-gb] Cà phê']);
    expect(deepl.calls.at(-1)?.body).toEqual({ text: ['Cà phê'], target_lang: 'EN-GB' });
    await expect(createDeepLProvider({ apiKey: 'wrong', url: deepl.url }).translate(['x'], 'vi', 'de')).rejects.toThrow(/403/);
  });

  it.each(['error500', 'rate429', 'garbage'] as const)('turns a %s answer into a ProviderError', async (behaviour) => {
    libre.behaviour = behaviour;
    await expect(createLibreTranslateProvider({ url: libre.url }).translate(['x'], 'vi', 'de')).rejects.toThrow();
  });

  it('gives up after the timeout', async () => {
    libre.behaviour = 'slow';
    const started = Date.now();
    await expect(createLibreTranslateProvider({ url: libre.url, timeoutMs: 200 }).translate(['x'], 'vi', 'de')).rejects.toThrow(/unreachable/);
    expect(Date.now() - started).toBeLessThan(1400);
  });
});

forEachDatabase('translation service and routes', (dialect) => {
  let t: TestApp;
  let fake: FakeTranslator;
  let manager: Client;
  beforeAll(async () => {
    fake = await startFakeTranslator('libretranslate');
    t = await createTestApp(dialect, { TRANSLATE_TIMEOUT_MS: '300' });
    const m = await t.services.users.create(
      { id: 0, role: 'SuperAdmin' },
      { username: 'mgr', email: 'mgr@example.test', fullName: 'Quản lý', role: 'Manager', password: 'manager-pass' },
    );
    manager = await signIn(t, m.username, 'manager-pass');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.behaviour = 'ok';
    await t.services.settings.update({ translationProvider: 'libretranslate', translationUrl: fake.url });
  });

  it('validates the request', async () => {
    expect((await client(t).post('/api/Translate', { text: 'x' })).statusCode).toBe(400);
    expect((await client(t).post('/api/Translate', { text: 'x'.repeat(5001), target: 'de' })).statusCode).toBe(400);
    expect((await client(t).post('/api/Translate', { text: 'x', target: 'not a lang' })).statusCode).toBe(400);
  });

  it('skips empty text and the source language without calling the provider', async () => {
    const before = fake.calls.length;
    expect((await client(t).post('/api/Translate', { text: '   ', target: 'de' })).json().translatedText).toBe('   ');
    expect((await client(t).post('/api/Translate', { text: 'Phở', target: 'vi' })).json().translatedText).toBe('Phở');
    expect(fake.calls.length).toBe(before);
  });

  it('translates once per text and language pair; the second request is a cache hit', async () => {
    const first = await client(t).post('/api/Translate', { text: 'Bún chả Hà Nội', target: 'de', source: 'vi' });
    expect(first.json()).toEqual({ translatedText: '[de] Bún chả Hà Nội', cached: false, error: null });
    const calls = fake.calls.length;
    const second = await client(t).post('/api/Translate', { text: 'Bún chả Hà Nội', target: 'de', source: 'vi' });
    expect(second.json()).toEqual({ translatedText: '[de] Bún chả Hà Nội', cached: true, error: null });
    expect(fake.calls.length).toBe(calls);
  });

  it.each(['error500', 'rate429', 'slow', 'garbage'] as const)(
    'returns the original text and the product’s message when the provider fails (%s)',
    async (behaviour) => {
      fake.behaviour = behaviour;
      const res = await client(t).post('/api/Translate', { text: `Gỏi cuốn ${behaviour}`, target: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ translatedText: `Gỏi cuốn ${behaviour}`, cached: false, error: 'Lỗi kết nối dịch vụ dịch. Vui lòng thử lại sau.' });
    },
  );

  it('lists the provider languages, or the product’s message on failure', async () => {
    expect((await client(t).get('/api/Translate/languages')).json().languages).toContainEqual({ code: 'en', name: 'English' });
    fake.behaviour = 'error500';
    expect((await client(t).get('/api/Translate/languages')).json()).toEqual({ languages: [], error: 'Không thể tải danh sách ngôn ngữ' });
  });

  it('works without a provider: originals, no error for the menu', async () => {
    await t.services.settings.update({ translationProvider: 'none' });
    const res = await client(t).post('/api/Translate', { text: 'Trà đào', target: 'de' });
    expect(res.json().translatedText).toBe('Trà đào');
  });

  it('fill-missing: staff only, fills as machine-made, never overwrites reviewed text', async () => {
    const now = nowIso();
    const db = t.handle.db;
    const cat = await db
      .insertInto('categories')
      .values({
        name: 'Phở',
        slug: 'pho',
        parent_id: null,
        is_active: 1,
        display_order: 1,
        image: null,
        icon: null,
        station: 'kitchen',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dish = await db
      .insertInto('products')
      .values({
        name: 'Phở gà',
        description: 'Phở gà ta',
        price: 60000,
        image_url: null,
        is_active: 1,
        is_featured: 0,
        category_id: cat.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('translations')
      .values({ entity: 'product', entity_id: dish.id, field: 'name', language: 'de', text: 'Hühner-Pho (geprüft)', is_machine: 0, updated_at: now })
      .execute();

    expect((await client(t).post('/api/Translation/fill-missing')).statusCode).toBe(401);
    const res = await manager.post('/api/Translation/fill-missing');
    expect(res.statusCode).toBe(202);
    for (let i = 0; i < 50 && (await manager.get('/api/Translation/fill-missing')).json().running; i++) await new Promise((r) => setTimeout(r, 20));
    const job = (await manager.get('/api/Translation/fill-missing')).json();
    expect(job).toMatchObject({ running: false, error: null });
    expect(job.filled).toBeGreaterThan(0);

    const rows = await db.selectFrom('translations').selectAll().where('entity', '=', 'product').where('entity_id', '=', dish.id).execute();
    const get = (lang: string, field: string) => rows.find((r) => r.language === lang && r.field === field);
    expect(get('de', 'name')).toMatchObject({ text: 'Hühner-Pho (geprüft)', is_machine: 0 });
    expect(get('de', 'description')).toMatchObject({ text: '[de] Phở gà ta', is_machine: 1 });
    expect(get('en', 'name')).toMatchObject({ text: '[en] Phở gà', is_machine: 1 });
  });

  it('saving a dish fills its missing translations in the background and refreshes the diner menu', async () => {
    const cat = await t.services.categories.create({ name: 'Cơm', displayOrder: 3, isActive: true, parentId: null } as never);
    const etag = (await client(t).get('/api/Product?lang=de')).headers.etag;
    const dish = await t.services.products.create({
      name: 'Cơm gà Hội An',
      description: 'Cơm nghệ, gà xé',
      price: 55000,
      isActive: true,
      isFeatured: false,
      categoryId: cat.id,
    } as never);
    let de: { name: string } | undefined;
    for (let i = 0; i < 100; i++) {
      de = ((await client(t).get('/api/Product?lang=de')).json() as { id: number; name: string }[]).find((p) => p.id === dish.id);
      if (de?.name.startsWith('[de]')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(de?.name).toBe('[de] Cơm gà Hội An');
    expect((await client(t).get('/api/Product?lang=de')).headers.etag).not.toBe(etag);
    const stored = await t.handle.db.selectFrom('translations').selectAll().where('entity', '=', 'product').where('entity_id', '=', dish.id).execute();
    expect(stored.every((r) => r.is_machine === 1)).toBe(true);
  });

  it('fill-missing reports the failure and stores nothing when the provider is down', async () => {
    fake.behaviour = 'error500';
    const now = nowIso();
    await t.handle.db
      .insertInto('categories')
      .values({
        name: 'Lẩu',
        slug: 'lau',
        parent_id: null,
        is_active: 1,
        display_order: 2,
        image: null,
        icon: null,
        station: 'kitchen',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await t.services.translation.fillNow();
    expect(res.error).toBe('Lỗi kết nối dịch vụ dịch. Vui lòng thử lại sau.');
    const lau = await t.handle.db.selectFrom('translations').selectAll().where('text', 'like', '%Lẩu%').execute();
    expect(lau).toHaveLength(0);
  });
});
