import { describe, expect, it } from 'vitest';
import { i18n, translate, translateMessage } from './i18n';
import { serverMessageKey } from './server-messages';

describe('the diner i18n', () => {
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

  it('translates known server messages into the current language', async () => {
    await i18n.changeLanguage('de');
    expect(translateMessage('Mã bàn không hợp lệ. Vui lòng quét lại mã QR trên bàn.')).not.toMatch(/Mã bàn/);
    await i18n.changeLanguage('vi');
    expect(translateMessage('Mã bàn không hợp lệ. Vui lòng quét lại mã QR trên bàn.')).toMatch(/Mã bàn/);
  });

  it("shows the server's option refusals in the guest's language, naming the group", async () => {
    const say = (message: string) => {
      const ref = serverMessageKey(message)!;
      return translate('diner', ref.key, ref.values);
    };
    await i18n.changeLanguage('de');
    expect(say('Vui lòng chọn ít nhất 1 mục ở nhóm "Kích cỡ" cho món "Phở bò"')).toBe('Bitte wählen Sie bei „Kích cỡ“ für „Phở bò“ mindestens 1 Option');
    expect(say('Chỉ được chọn tối đa 2 mục ở nhóm "Thêm topping" cho món "Phở bò"')).toBe('Bitte wählen Sie bei „Thêm topping“ für „Phở bò“ höchstens 2 Optionen');
    expect(say('Lựa chọn "Quẩy" của nhóm "Thêm topping" đã hết')).toBe('„Quẩy“ (Thêm topping) ist leider gerade ausverkauft');
    await i18n.changeLanguage('en');
    expect(say('Vui lòng chọn ít nhất 2 mục ở nhóm "Đá" cho món "Trà"')).toBe('Please choose at least 2 options under "Đá" for "Trà"');
    expect(say('Lựa chọn #9 không tồn tại')).toBe('One of your choices is no longer available, please choose again');
    await i18n.changeLanguage('vi');
    expect(say('Lựa chọn "Quẩy" của nhóm "Thêm topping" đã hết')).toBe('Lựa chọn "Quẩy" của nhóm "Thêm topping" đã hết');
  });
});
