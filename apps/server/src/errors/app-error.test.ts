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
});
