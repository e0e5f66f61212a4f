import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { Spinner } from './Spinner';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Extra classes for the header and body cells, e.g. widths or hiding on phones ('hidden md:table-cell'). */
  className?: string;
}

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** Shown instead of rows when there are none (defaults to a short 'no data' line). */
  empty?: ReactNode;
  /** Screen-reader caption describing the table. */
  caption?: string;
  onRowClick?: (row: T) => void;
  rowClassName?: (row: T) => string | undefined;
  className?: string;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/*
 * Below 640 px the table becomes a stack of cards (one per row, each cell a 'header: value' line),
 * so a phone never scrolls sideways and the first column (usually the id) stays in view.
 * The explicit roles keep the table semantics that CSS display changes would otherwise drop.
 */
const CARD = {
  wrapper: 'max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent',
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block max-sm:space-y-3 max-sm:divide-y-0',
  row: 'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-zinc-200 max-sm:bg-white max-sm:py-2',
  cell: 'max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:py-1.5 max-sm:text-left',
  label: 'shrink-0 text-xs font-semibold tracking-wide text-zinc-600 uppercase sm:hidden',
  value: 'max-sm:min-w-0 max-sm:text-right max-sm:break-words sm:contents',
} as const;

export function DataTable<T>({ columns, rows, rowKey, loading, empty, caption, onRowClick, rowClassName, className }: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const showEmpty = !loading && rows.length === 0;
  const scroller = useRef<HTMLDivElement>(null);
  const scrollable = useHorizontalOverflow(scroller);
  return (
    <div
      ref={scroller}
      className={cn(
        'relative overflow-x-auto rounded-xl border border-zinc-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        CARD.wrapper,
        className,
      )}
      aria-busy={loading || undefined}
      // A table wider than the screen scrolls sideways; keyboard users need to reach that scroll too.
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? caption : undefined}
    >
      <table role="table" className={cn('w-full border-collapse text-sm', CARD.table)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead role="rowgroup" className={cn('bg-zinc-50', CARD.head)}>
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                role="columnheader"
                className={cn(
                  'border-b border-zinc-200 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-zinc-600 uppercase',
                  ALIGN[c.align ?? 'left'],
                  c.className,
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={cn('divide-y divide-zinc-100', CARD.body)}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className={cn('transition-colors hover:bg-zinc-50', onRowClick && 'cursor-pointer', CARD.row, rowClassName?.(row))}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {columns.map((c) => (
                <td key={c.key} role="cell" className={cn('px-4 py-3 align-middle text-zinc-800', ALIGN[c.align ?? 'left'], CARD.cell, c.className)}>
                  {/* The card's line label; screen readers already announce the column header. */}
                  <span aria-hidden="true" className={CARD.label}>
                    {c.header}
                  </span>
                  <div className={CARD.value}>{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
          {showEmpty && (
            <tr role="row" className="max-sm:block">
              <td role="cell" colSpan={columns.length} className="px-4 py-2 max-sm:block">
                {empty ?? <p className="py-8 text-center text-sm text-zinc-600">{t('states.empty')}</p>}
              </td>
            </tr>
          )}
          {loading && rows.length === 0 && (
            <tr role="row" className="max-sm:block">
              <td role="cell" colSpan={columns.length} className="px-4 py-10 text-center text-zinc-600 max-sm:block">
                <Spinner label={t('states.loading')} />
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {loading && rows.length > 0 && (
        <div className="absolute inset-0 flex items-center justify-center bg-white/60">
          <Spinner label={t('states.loading')} className="text-brand-700" />
        </div>
      )}
    </div>
  );
}

/** True while the element's content is wider than its box. */
function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
