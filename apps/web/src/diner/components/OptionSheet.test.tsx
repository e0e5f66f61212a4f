// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { OptionSheet } from './OptionSheet';

afterEach(() => cleanup());
beforeAll(() => i18n.changeLanguage('vi'));

const pho = {
  id: 7,
  name: 'Phở bò',
  price: 65_000,
  isActive: true,
  allergens: [],
  additives: [],
  dietTags: [],
  spiceLevel: 0,
  optionGroups: [
    {
      id: 1,
      name: 'Kích cỡ',
      minSelect: 1,
      maxSelect: 1,
      options: [
        { id: 11, name: 'Vừa', priceDelta: 0, isActive: true, isDefault: false },
        { id: 12, name: 'Lớn', priceDelta: 15_000, isActive: true, isDefault: false },
      ],
    },
    {
      id: 2,
      name: 'Thêm topping',
      minSelect: 0,
      maxSelect: 2,
      options: [
        { id: 21, name: 'Trứng', priceDelta: 10_000, isActive: true, isDefault: false },
        { id: 22, name: 'Bò viên', priceDelta: 15_000, isActive: true, isDefault: false },
        { id: 23, name: 'Gân', priceDelta: 20_000, isActive: false, isDefault: false },
      ],
    },
  ],
} as unknown as Product;

const vnd = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

describe("the guest's option sheet", () => {
  it('waits for the required group, prices every pick, and adds the choice with its quantity', async () => {
    const onAdd = vi.fn();
    render(<OptionSheet product={pho} initialQuantity={1} formatPrice={vnd} onClose={() => undefined} onAdd={onAdd} />);
    const add = screen.getByTestId('option-sheet-add');
    expect(add.textContent).toBe(`Thêm vào giỏ · ${vnd(65_000)}`);
    await userEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng chọn: Kích cỡ');

    await userEvent.click(screen.getByRole('radio', { name: /Lớn/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Trứng/ }));
    expect(add.textContent).toBe(`Thêm vào giỏ · ${vnd(65_000 + 15_000 + 10_000)}`);
    // A sold-out option cannot be picked.
    expect((screen.getByRole('checkbox', { name: /Gân/ }) as HTMLInputElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Tăng số lượng Phở bò' }));
    expect(add.textContent).toBe(`Thêm vào giỏ · ${vnd(2 * 90_000)}`);
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledTimes(1);
    const [product, quantity, choice] = onAdd.mock.calls[0]!;
    expect(product).toBe(pho);
    expect(quantity).toBe(2);
    expect(choice.unitPrice).toBe(90_000);
    expect([...choice.optionIds].sort()).toEqual([12, 21]);
    expect(choice.options).toEqual(['Lớn', 'Trứng']);
  });

  it('a group that is full disables its other options until one is taken back', async () => {
    render(<OptionSheet product={pho} initialQuantity={1} formatPrice={vnd} onClose={() => undefined} onAdd={() => undefined} />);
    const toppings = within(screen.getAllByTestId('option-group')[1]!);
    await userEvent.click(toppings.getByRole('checkbox', { name: /Trứng/ }));
    await userEvent.click(toppings.getByRole('checkbox', { name: /Bò viên/ }));
    expect(toppings.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).disabled)).toEqual([false, false, true]);
    await userEvent.click(toppings.getByRole('checkbox', { name: /Trứng/ }));
    expect((toppings.getByRole('checkbox', { name: /Trứng/ }) as HTMLInputElement).checked).toBe(false);
  });
});
