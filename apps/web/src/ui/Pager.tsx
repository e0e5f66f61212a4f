// No Radix or other admin-only imports here: the diner page uses this pager too.
import { useTranslation } from 'react-i18next';
import { focusRing } from './Button';
import { cn } from './cn';
import { pagerWindow } from './pager-window';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** Hidden when there is only one page (the pager appears only with more than one page). */
  hideWhenSingle?: boolean;
}

const itemBase = cn('inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium transition-colors', focusRing);

export function Pager({ page, totalPages, onPageChange, className, hideWhenSingle = true }: PagerProps) {
  const { t } = useTranslation('common');
  if (totalPages < 1 || (hideWhenSingle && totalPages <= 1)) return null;
  const items = pagerWindow(page, totalPages);
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onPageChange(p);
  };

  return (
    <nav aria-label={t('pager.label')} className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={cn(itemBase, 'text-zinc-700 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-50')}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
      >
        {t('pager.prev')}
      </button>
      {items.map((item, i) =>
        item === '...' ? (
          <span key={`gap-${i}`} className="inline-flex h-9 min-w-6 items-center justify-center text-sm text-zinc-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={cn(itemBase, item === page ? 'bg-brand-700 text-white shadow-sm' : 'text-zinc-700 ring-1 ring-inset ring-zinc-200 hover:bg-zinc-100')}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: item })}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(itemBase, 'text-zinc-700 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-50')}
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
