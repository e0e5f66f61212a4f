import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OptionGroup, Product } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { startFakeTranslator, type FakeTranslator } from '../../../test/fake-translators.js';
import { createCategory, createProduct } from '../../../test/menu-factories.js';

/**
 * Option group and option names are translated like dishes: stored per language, machine-filled
 * in the background when a provider is set (flagged until staff review them), and read by
 * diners in their language.
 */
forEachDatabase('option name translations', (dialect) => {
  let t: TestApp;
  let fake: FakeTranslator;
  let admin: Client;
  let dishId: number;

  beforeAll(async () => {
    fake = await startFakeTranslator('libretranslate');
    t = await createTestApp(dialect, { TRANSLATE_TIMEOUT_MS: '300' });
    await t.services.settings.update({ translationProvider: 'libretranslate', translationUrl: fake.url });
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    const food = await createCategory(t, { name: 'Phở', station: 'kitchen' });
    dishId = (await createProduct(t, { categoryId: food.id, name: 'Phở bò', price: 65_000 })).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const dishIn = async (lang: string) => ((await client(t).get(`/api/Product?lang=${lang}`)).json() as Product[]).find((p) => p.id === dishId)!;
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 150 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  }

  it('saving a group fills the missing names by machine, keeps what staff typed, and diners read them in their language', async () => {
    const res = await admin.post('/api/OptionGroup', {
      name: 'Kích cỡ',
      minSelect: 1,
      maxSelect: 1,
      options: [{ name: 'Nhỏ' }, { name: 'Lớn', priceDelta: 10_000 }],
      translations: { de: { name: 'Größe' } },
    });
    expect(res.statusCode).toBe(201);
    const group: OptionGroup = res.json();
    expect((await admin.put(`/api/Product/${dishId}`, { optionGroupIds: [group.id] })).statusCode).toBe(200);

    // One background fill per saved name (the group's and each option's), finishing in any order.
    const filled = async (lang: string) => {
      const g = (await dishIn(lang)).optionGroups[0];
      return !!g && [g.name, ...g.options.map((o) => o.name)].filter((n) => n.startsWith(`[${lang}]`)).length === (lang === 'de' ? 2 : 3);
    };
    await eventually(async () => (await filled('en')) && (await filled('de')));
    const en = (await dishIn('en')).optionGroups[0]!;
    expect(en.name).toBe('[en] Kích cỡ');
    expect(en.options.map((o) => o.name)).toEqual(['[en] Nhỏ', '[en] Lớn']);
    const de = (await dishIn('de')).optionGroups[0]!;
    expect(de.name).toBe('Größe');
    expect(de.options.map((o) => o.name)).toEqual(['[de] Nhỏ', '[de] Lớn']);
    expect((await dishIn('vi')).optionGroups[0]!.name).toBe('Kích cỡ');

    const stored: OptionGroup = (await admin.get(`/api/OptionGroup/${group.id}`)).json();
    expect(stored.translations?.de?.name).toEqual({ text: 'Größe', isMachine: false });
    expect(stored.translations?.en?.name).toEqual({ text: '[en] Kích cỡ', isMachine: true });
    expect(stored.options[0]!.translations?.de?.name).toEqual({ text: '[de] Nhỏ', isMachine: true });
  });

  it('one dish read by staff comes in the language asked for, with its option groups, and in Vietnamese by default', async () => {
    const de: Product = (await admin.get(`/api/Product/${dishId}?lang=de`)).json();
    expect(de.optionGroups[0]!.name).toBe('Größe');
    expect(de.optionGroups[0]!.options.map((o) => o.name)).toEqual(['[de] Nhỏ', '[de] Lớn']);
    expect(de.translations?.de).toBeTruthy();
    const vi: Product = (await admin.get(`/api/Product/${dishId}`)).json();
    expect(vi.name).toBe('Phở bò');
    expect(vi.optionGroups[0]!.name).toBe('Kích cỡ');
    expect((await admin.get(`/api/Product/${dishId}?lang=${'x'.repeat(20)}`)).statusCode).toBe(400);
  });

  it('a name staff send again is stored as reviewed; an option removed takes its translations with it', async () => {
    const [group] = (await admin.get('/api/OptionGroup')).json() as OptionGroup[];
    const [small, large] = group!.options;
    const res = await admin.put(`/api/OptionGroup/${group!.id}`, {
      name: 'Kích cỡ',
      minSelect: 1,
      maxSelect: 1,
      options: [{ id: large!.id, name: 'Lớn', priceDelta: 10_000, translations: { en: { name: 'Large' } } }],
    });
    expect(res.statusCode).toBe(200);
    const saved: OptionGroup = res.json();
    expect(saved.options[0]!.translations?.en?.name).toEqual({ text: 'Large', isMachine: false });
    expect(saved.options[0]!.translations?.de?.name).toEqual({ text: '[de] Lớn', isMachine: true });
    expect(saved.translations?.en?.name).toEqual({ text: '[en] Kích cỡ', isMachine: true });
    const left = await t.handle.db.selectFrom('translations').select('id').where('entity', '=', 'option').where('entity_id', '=', small!.id).execute();
    expect(left).toHaveLength(0);
    expect((await dishIn('en')).optionGroups[0]!.options.map((o) => o.name)).toEqual(['Large']);
  });
});
