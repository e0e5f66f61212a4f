// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test-support/render';
import { Pager } from './Pager';

beforeAll(() => withTexts(['common']));

describe('Pager', () => {
  it('marks the current page, and cannot step before the first page', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={1} totalPages={12} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trang 1' }).getAttribute('aria-current')).toBe('page');
    const prev = screen.getByRole('button', { name: 'Trước' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    // The last page is always reachable in one tap, with a gap before it.
    await userEvent.click(screen.getByRole('button', { name: 'Trang 12' }));
    expect(onPageChange).toHaveBeenLastCalledWith(12);
  });

  it('the current page and a disabled Next do nothing on the last page', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={5} totalPages={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Trang 5' }));
    expect((screen.getByRole('button', { name: 'Sau' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Trước' }));
    expect(onPageChange.mock.calls).toEqual([[4]]);
  });

  it('shows nothing for a single page unless asked to', () => {
    const { container, rerender } = render(<Pager page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
    rerender(<Pager page={1} totalPages={1} onPageChange={() => undefined} hideWhenSingle={false} />);
    expect(screen.getByRole('button', { name: 'Trang 1' })).toBeTruthy();
  });
});
