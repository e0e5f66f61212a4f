// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../test-support/render';
import { useListState, useStepBackToLastPage, type ListState } from './use-list-state';

const STATUSES = ['all', 'pending', 'paid'] as const;
type Status = (typeof STATUSES)[number];
type Filters = { status: Status; table: string };

let list: ListState<Filters>;
let navigate: NavigateFunction;
let location = '';

/** A list of `totalPages` pages (undefined: still loading) that shows its state; the URL is kept in `location`. */
function Probe({ totalPages }: { totalPages?: number }) {
  list = useListState<Filters>({ filters: { status: 'all', table: '' }, allowed: { status: STATUSES } });
  useStepBackToLastPage(list, totalPages);
  navigate = useNavigate();
  const at = useLocation();
  location = `${at.pathname}${at.search}`;
  return (
    <>
      <p data-testid="state">
        {list.page}|{list.search}|{list.filters.status}|{list.filters.table}|{String(list.filtered)}
      </p>
      <input aria-label="search" value={list.search} onChange={(e) => list.setSearch(e.target.value)} />
      <input aria-label="table" value={list.filters.table} onChange={(e) => list.setFilters({ table: e.target.value }, { replace: true })} />
    </>
  );
}

function open(url: string | string[], totalPages?: number) {
  const entries = Array.isArray(url) ? url : [url];
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Probe totalPages={totalPages} />
    </MemoryRouter>,
  );
}
const url = () => location;
const state = () => screen.getByTestId('state').textContent;
const back = () => act(() => void navigate(-1));
const forward = () => act(() => void navigate(1));

describe('useListState', () => {
  it('reads page, search and typed filters from the URL; defaults and unknown values read as the default', () => {
    open('/admin/orders?page=3&q=ph%E1%BB%9F&status=paid&table=7&order=12');
    expect(state()).toBe('3|phở|paid|7|true');
    act(() => void navigate('/admin/orders?page=abc&status=burnt'));
    expect(state()).toBe('1||all||false');
    act(() => void navigate('/admin/orders?page=0'));
    expect(state()).toBe('1||all||false');
  });

  it('leaves defaults out of the URL and keeps the page’s other parameters', () => {
    open('/admin/orders?order=12');
    act(() => list.setFilters({ status: 'paid' }));
    expect(url()).toBe('/admin/orders?order=12&status=paid');
    act(() => list.setPage(2));
    expect(url()).toBe('/admin/orders?order=12&status=paid&page=2');
    act(() => list.setFilters({ status: 'all' }));
    expect(url()).toBe('/admin/orders?order=12');
    act(() => list.setPage(1));
    expect(url()).toBe('/admin/orders?order=12');
  });

  it('keeps both of two changes made before the URL lands (two filters picked in quick succession)', () => {
    open('/admin/orders?order=12');
    // Both setters come from the same render, as two selects' handlers do until the page renders again.
    const { setFilters } = list;
    act(() => {
      setFilters({ status: 'paid' });
      setFilters({ table: '7' });
    });
    expect(url()).toBe('/admin/orders?order=12&status=paid&table=7');
    const later = list;
    act(() => {
      later.setFilters({ status: 'pending' });
      later.setPage(2);
    });
    expect(url()).toBe('/admin/orders?order=12&status=pending&table=7&page=2');
    // Back returns to each of them in turn.
    back();
    expect(url()).toBe('/admin/orders?order=12&status=pending&table=7');
  });

  it('a new search or filter goes back to page 1', () => {
    open('/admin/orders?page=4');
    act(() => list.setSearch('a'));
    expect(state()).toBe('1|a|all||true');
    act(() => list.setPage(3));
    act(() => list.setFilters({ table: '5' }, { replace: true }));
    expect(state()).toBe('1|a|all|5|true');
    expect(url()).toBe('/admin/orders?q=a&table=5');
    act(() => list.reset());
    expect(url()).toBe('/admin/orders');
  });

  it('typing replaces the history entry; pages and filters add one, and Back and Forward restore them', () => {
    open('/admin/orders');
    act(() => list.setFilters({ status: 'pending' }));
    act(() => list.setPage(2));
    act(() => list.setSearch('b'));
    act(() => list.setSearch('bu'));
    act(() => list.setSearch('bun'));
    expect(state()).toBe('1|bun|pending||true');
    back();
    // One step back undoes the whole typed search, not one letter.
    expect(state()).toBe('1||pending||true');
    back();
    expect(url()).toBe('/admin/orders');
    expect(state()).toBe('1||all||false');
    forward();
    expect(state()).toBe('1||pending||true');
  });

  it('every typed key lands in the boxes and the URL, though the router applies URL changes in a transition', async () => {
    open(['/admin/orders', '/admin/orders?status=paid&page=2']);
    // No pause between keys: a fast typist, or a barcode scanner.
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'search' }), 'phở bò');
    await user.type(screen.getByRole('textbox', { name: 'table' }), '12');
    expect((screen.getByRole('textbox', { name: 'search' }) as HTMLInputElement).value).toBe('phở bò');
    expect((screen.getByRole('textbox', { name: 'table' }) as HTMLInputElement).value).toBe('12');
    expect(state()).toBe('1|phở bò|paid|12|true');
    expect(url()).toBe('/admin/orders?status=paid&q=ph%E1%BB%9F+b%C3%B2&table=12');
    // Back leaves the typed entry as one step, and the boxes follow the URL.
    back();
    expect(url()).toBe('/admin/orders');
    expect((screen.getByRole('textbox', { name: 'search' }) as HTMLInputElement).value).toBe('');
  });

  it('a page past the last steps back to the last page without a history entry, once the list has loaded', async () => {
    const { unmount } = open('/admin/orders?status=paid&page=5');
    // Still loading: the page is kept.
    expect(state()).toBe('5||paid||true');
    unmount();
    open(['/admin/orders?status=paid', '/admin/orders?status=paid&page=5'], 3);
    expect(await screen.findByText('3||paid||true')).toBeTruthy();
    expect(url()).toBe('/admin/orders?status=paid&page=3');
    back();
    expect(url()).toBe('/admin/orders?status=paid');
  });

  it('an empty list stays on page 1', () => {
    open('/admin/orders?page=2', 0);
    expect(state()).toBe('1||all||false');
    expect(url()).toBe('/admin/orders');
  });
});
