// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { i18n, initI18n, SERVER_NS } from '../../lib/i18n';
import { errorText, fieldErrorTexts, messageText } from './errors';

const taken = () =>
  new ApiError(
    409,
    'CONFLICT',
    'Tên đăng nhập đã tồn tại',
    { username: 'Tên đăng nhập đã tồn tại' },
    {
      messageKey: 'users.usernameTaken',
      fieldKeys: { username: { key: 'users.usernameTaken' } },
    },
  );
const soldOut = () => new ApiError(400, 'VALIDATION', 'Món "Phở bò" đã hết', undefined, { messageKey: 'orders.dishSoldOut', params: { name: 'Phở bò' } });

describe('server errors in the staff language', () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces(SERVER_NS);
  });

  it('reads the message and the field messages by key, with their values', async () => {
    await i18n.changeLanguage('en');
    expect(errorText(taken(), 'fallback')).toBe('This username already exists');
    expect(fieldErrorTexts(taken())).toEqual({ username: 'This username already exists' });
    expect(errorText(soldOut(), 'fallback')).toBe('Sorry, “Phở bò” is sold out');
    await i18n.changeLanguage('de');
    expect(errorText(soldOut(), 'fallback')).toBe('„Phở bò“ ist leider ausverkauft');
  });

  it('chooses the plural form by count', async () => {
    await i18n.changeLanguage('de');
    const tooFew = (count: number) =>
      errorText(new ApiError(400, 'VALIDATION', 'x', undefined, { messageKey: 'options.tooFew', params: { count, group: 'Größe', dish: 'Phở' } }), 'fallback');
    expect(tooFew(1)).toBe('Bitte wählen Sie bei „Größe“ für „Phở“ mindestens 1 Option');
    expect(tooFew(2)).toBe('Bitte wählen Sie bei „Größe“ für „Phở“ mindestens 2 Optionen');
  });

  it('names an order status inside a refusal in the same language', async () => {
    await i18n.changeLanguage('de');
    const refused = new ApiError(409, 'INVALID_TRANSITION', 'x', undefined, { messageKey: 'orders.cannotTransition', params: { from: 'pending', to: 'paid' } });
    const text = errorText(refused, 'fallback');
    expect(text).not.toMatch(/\$t|\{\{|pending/);
    expect(text).toContain(i18n.t(`${SERVER_NS}:orderStatus.paid`));
  });

  it('falls back to the message for an unknown key, and in Vietnamese shows the catalog text', async () => {
    await i18n.changeLanguage('en');
    expect(errorText(new ApiError(400, 'VALIDATION', 'Một câu lạ', undefined, { messageKey: 'orders.noSuchKey' }), 'fallback')).toBe('Một câu lạ');
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback');
    // A contract schema's message checked in a form is a key; any other text is shown as it came
    // (no lookup by the Vietnamese text).
    expect(messageText('orders.emptyCart')).toBe('Your basket is empty');
    expect(messageText('Giỏ hàng đang trống')).toBe('Giỏ hàng đang trống');
    expect(messageText('Quá ngắn')).toBe('Quá ngắn');
    await i18n.changeLanguage('vi');
    expect(messageText('orders.emptyCart')).toBe('Giỏ hàng đang trống');
    expect(errorText(soldOut(), 'fallback')).toBe('Món "Phở bò" đã hết');
  });
});
