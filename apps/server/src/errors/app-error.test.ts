import { describe, expect, it } from 'vitest';
import { AppError, invalidField } from './app-error.js';

describe('AppError', () => {
  it('renders the Vietnamese message and field texts from keys', () => {
    const err = new AppError('VALIDATION', 'orders.dishSoldOut', { name: 'Phở' }, { productId: 'orders.unknownDish', ids: { text: '1,2' } });
    expect(err).toMatchObject({ status: 400, messageKey: 'orders.dishSoldOut', params: { name: 'Phở' }, message: 'Món "Phở" đã hết' });
    expect(err.fields).toEqual({ productId: 'Món không tồn tại', ids: '1,2' });
    expect(err.fieldKeys).toEqual({ productId: { key: 'orders.unknownDish' } });
    expect(invalidField('email', 'users.emailTaken')).toMatchObject({ message: 'Email đã được sử dụng', fieldKeys: { email: { key: 'users.emailTaken' } } });
    expect(new AppError('NOT_FOUND')).toMatchObject({ messageKey: 'errors.notFound', message: 'Không tìm thấy dữ liệu' });
  });

  it('still takes a Vietnamese sentence, finding its key and values in the catalog', () => {
    const large = new AppError('PAYLOAD_TOO_LARGE', 'File quá lớn, vui lòng chọn file nhỏ hơn 2MB');
    expect(large).toMatchObject({ message: 'File quá lớn, vui lòng chọn file nhỏ hơn 2MB', messageKey: 'uploads.tooLarge', params: { mb: '2' } });
    const field = new AppError('VALIDATION', 'Cần khóa API DeepL', { translationApiKey: 'Cần khóa API DeepL' });
    expect(field).toMatchObject({ messageKey: 'settings.deeplKeyRequired', fields: { translationApiKey: 'Cần khóa API DeepL' } });
    expect(field.fieldKeys).toEqual({ translationApiKey: { key: 'settings.deeplKeyRequired' } });
    expect(new AppError('CONFLICT', 'Một câu không có trong danh mục')).toMatchObject({ messageKey: 'errors.conflict', message: 'Một câu không có trong danh mục' });
  });

  it('reads `(code, key, { field: key })` as field errors', () => {
    const err = new AppError('VALIDATION', 'kitchen.lateBeforeWarn', { 'thresholds.bar': 'kitchen.lateBeforeWarn' });
    expect(err.params).toBeUndefined();
    expect(err.fields).toEqual({ 'thresholds.bar': 'Mốc "trễ" phải lớn hơn mốc "cảnh báo"' });
  });
});
