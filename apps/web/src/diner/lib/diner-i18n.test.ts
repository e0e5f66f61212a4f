import { describe, expect, it } from 'vitest';
import { i18n, pluralForm, translate, translateServerMessage } from './i18n';

describe('the diner i18n', () => {
  it("picks the plural form Intl would, without Intl for the catalogs' languages", () => {
    const counts = [0, 1, 2, 3, 5, 11, 21, 100, 101, 1.5, 0.5, -1, -2, 1_000_000];
    for (const lang of ['vi', 'en', 'de', 'fr', 'ru', 'ar']) {
      const rules = new Intl.PluralRules(lang);
      for (const n of counts) expect(pluralForm(lang, n), `${lang} ${n}`).toBe(rules.select(n));
    }
  });

  it('loads one language at a time and fills placeholders and plural forms', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.hasLoadedLanguage('en')).toBe(true);
    expect(i18n.hasLoadedLanguage('vi')).toBe(false);
    expect(translate('diner', 'document.title', { restaurant: 'Hương Sen', number: '5' })).toBe('Hương Sen – Table 5');
    expect(translate('diner', 'header.historyActive', { count: 1 })).toBe('Order history (1 open order)');
    expect(translate('diner', 'header.historyActive', { count: 2 })).toBe('Order history (2 open orders)');
    expect(translate('diner', 'common:pager.next')).not.toBe('common:pager.next');
    expect(translate('diner', 'no.such.key')).toBe('no.such.key');
  });

  it("shows a server refusal in the guest's language from its key, loading the catalog on first use", async () => {
    await i18n.changeLanguage('de');
    const refusal = {
      message: 'Lựa chọn "Quẩy" của nhóm "Thêm topping" đã hết',
      messageKey: 'options.inactive',
      params: { option: 'Quẩy', group: 'Thêm topping' },
    };
    expect(await translateServerMessage(refusal)).toBe('„Quẩy“ (Thêm topping) ist leider gerade ausverkauft');
    expect(
      await translateServerMessage({ message: 'Mã bàn không hợp lệ. Vui lòng quét lại mã QR trên bàn.', messageKey: 'errors.tableKeyRequired' }),
    ).not.toMatch(/Mã bàn/);
    expect(await translateServerMessage({ message: 'Unbekannt', messageKey: 'no.such' })).toBe('Unbekannt');
    const tooFew = { message: 'x', messageKey: 'options.tooFew', params: { count: 1, group: 'Größe', dish: 'Phở' } };
    expect(await translateServerMessage(tooFew)).toBe('Bitte wählen Sie bei „Größe“ für „Phở“ mindestens 1 Option');
    expect(await translateServerMessage({ ...tooFew, params: { ...tooFew.params, count: 2 } })).toBe(
      'Bitte wählen Sie bei „Größe“ für „Phở“ mindestens 2 Optionen',
    );
    await i18n.changeLanguage('vi');
    expect(await translateServerMessage(refusal)).toBe('Lựa chọn "Quẩy" của nhóm "Thêm topping" đã hết');
  });
});
