import { describe, expect, it } from 'vitest';
import { i18n, translate, translateMessage } from './i18n';

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
});
