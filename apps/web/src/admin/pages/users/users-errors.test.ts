import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { deleteErrorText, loadErrorText, saveErrorText } from './users-errors';

// The Vietnamese catalog's texts, keyed like the 'users' namespace.
const texts: Record<string, string> = {
  'errors.load': 'Đã xảy ra lỗi khi tải dữ liệu!',
  'errors.loadForbidden': 'Bạn không có quyền truy cập dữ liệu này!',
  'errors.deleteForbidden': 'Bạn không có quyền xóa người dùng!',
  'errors.notFound': 'Không tìm thấy người dùng!',
  'errors.server': 'Lỗi server',
  'errors.deleteDefault': 'Có lỗi xảy ra khi xóa người dùng',
  'errors.saveForbidden': 'Bạn không có quyền thực hiện thao tác này',
  'errors.invalid': 'Dữ liệu không hợp lệ',
  'errors.exists': 'Thông tin đã tồn tại',
  'errors.saveDefault': 'Có lỗi xảy ra khi lưu dữ liệu',
};
const t = (key: string) => texts[key] ?? key;
const api = (status: number, message = '') => new ApiError(status, 'X', message);

describe('error texts', () => {
  it('delete: 403, 404, server message, Lỗi server, default', () => {
    expect(deleteErrorText(api(403, 'x'), t)).toBe('Bạn không có quyền xóa người dùng!');
    expect(deleteErrorText(api(404, 'x'), t)).toBe('Không tìm thấy người dùng!');
    expect(deleteErrorText(api(409, 'Bạn không thể xóa chính mình'), t)).toBe('Bạn không thể xóa chính mình');
    expect(deleteErrorText(api(500), t)).toBe('Lỗi server');
    expect(deleteErrorText(new Error('boom'), t)).toBe('Có lỗi xảy ra khi xóa người dùng');
  });

  it('save: 403 fixed, 400/409 server message or fallback, else message or Lỗi server, default', () => {
    expect(saveErrorText(api(403, 'Bạn không có quyền gán vai trò này'), t)).toBe('Bạn không có quyền thực hiện thao tác này');
    expect(saveErrorText(api(400, 'Email không hợp lệ'), t)).toBe('Email không hợp lệ');
    expect(saveErrorText(api(400), t)).toBe('Dữ liệu không hợp lệ');
    expect(saveErrorText(api(409, 'Tên đăng nhập đã tồn tại'), t)).toBe('Tên đăng nhập đã tồn tại');
    expect(saveErrorText(api(409), t)).toBe('Thông tin đã tồn tại');
    expect(saveErrorText(api(500), t)).toBe('Lỗi server');
    expect(saveErrorText(new Error('boom'), t)).toBe('Có lỗi xảy ra khi lưu dữ liệu');
  });

  it('load: 403 says so, anything else the generic text', () => {
    expect(loadErrorText(api(403), t)).toBe('Bạn không có quyền truy cập dữ liệu này!');
    expect(loadErrorText(api(500), t)).toBe('Đã xảy ra lỗi khi tải dữ liệu!');
  });
});
