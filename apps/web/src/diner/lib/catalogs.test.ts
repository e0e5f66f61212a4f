/** The diner's UI catalogs: vi is the source; de and en are complete and really translated. */
import { describe, expect, it } from 'vitest';
import vi from '../../locales/vi/diner.json';
import de from '../../locales/de/diner.json';
import en from '../../locales/en/diner.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

const source = flatten(vi as Tree);
/** Texts that are the same in every language (numbers, names, symbols). */
const SAME_EVERYWHERE = new Set([
  'header.restaurantFallback',
  'cart.unitTimes',
  'featured.slide',
  'footer.copyright',
  'confirm.tableUnknown',
  'footer.email',
  'header.loading',
]);

describe.each([
  ['de', de],
  ['en', en],
])('diner catalog %s', (_lang, catalog) => {
  const target = flatten(catalog as Tree);

  it('has exactly the keys of the Vietnamese source', () => {
    expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort());
  });

  it('has no empty or untranslated texts', () => {
    for (const [key, text] of Object.entries(target)) {
      expect(text.trim(), key).not.toBe('');
      if (!SAME_EVERYWHERE.has(key)) expect(text, key).not.toBe(source[key]);
    }
  });

  it('keeps the same placeholders', () => {
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(source)) expect(names(target[key] ?? ''), key).toEqual(names(text));
  });
});

it('the Vietnamese source holds the product’s texts', () => {
  expect(source).toMatchObject({
    loading: 'Đang tải dữ liệu thực đơn...',
    'notFound.title': 'Không tìm thấy bàn',
    'featured.title': 'Các món nổi bật',
    'categories.all': 'Tất cả món',
    'product.add': 'Thêm vào giỏ',
    'product.addMore': 'Thêm vào giỏ hàng',
    'cart.title': 'Đơn hàng của bạn',
    'cart.empty': 'Giỏ hàng của bạn đang trống',
    'confirm.title': 'Xác nhận đặt hàng',
    'confirm.generalRequest': 'Yêu cầu chung cho đơn hàng (tùy chọn)',
    'order.success': 'Đặt hàng thành công!',
    'serviceCall.button': 'Gọi phục vụ',
    'history.title': 'Lịch sử đơn hàng',
    'status.completed': 'Sẵn sàng',
  });
});
