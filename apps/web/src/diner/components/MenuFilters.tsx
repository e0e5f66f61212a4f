import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n';
import type { Category } from '@app/contract';
import { cn } from '../../ui/cn';
import { CloseIcon, SearchIcon } from './icons';

interface MenuFiltersProps {
  query: string;
  onQueryChange: (q: string) => void;
  categories: Category[];
  selectedSlug: string | null;
  onSelectCategory: (slug: string | null) => void;
}

const chip =
  'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

/** Search box and category buttons ('Tất cả món' + child categories). */
export function MenuFilters({ query, onQueryChange, categories, selectedSlug, onSelectCategory }: MenuFiltersProps) {
  const { t } = useTranslation('diner');
  const row = useRef<HTMLUListElement>(null);

  // A deep link to a category far down the row: bring its chip into view (sideways only, the
  // page itself does not move).
  useEffect(() => {
    const list = row.current;
    const active = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - list.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    // Only on the first render with the menu: later taps are where the guest's finger already is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categories.length > 0]);

  const chips: { slug: string | null; name: string }[] = [
    { slug: null, name: t('categories.all') },
    ...categories.map((c) => ({ slug: c.slug, name: c.name })),
  ];

  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor="menu-search" className="sr-only">
          {t('search.label')}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500" />
        <input
          id="menu-search"
          type="search"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="block h-12 w-full rounded-full border border-stone-300 bg-white pr-11 pl-11 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {query && (
          <button
            type="button"
            onClick={() => onQueryChange('')}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>

      <nav aria-label={t('categories.label')} className="-mx-3 sm:mx-0">
        {/* One scrolling row on phones, wrapped rows on wider screens. */}
        <ul
          ref={row}
          data-testid="category-chips"
          className="flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {chips.map((c) => {
            const active = c.slug === selectedSlug;
            return (
              <li key={c.slug ?? '*'}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onSelectCategory(c.slug)}
                  className={cn(
                    chip,
                    active
                      ? 'bg-brand-700 text-white shadow-sm'
                      : 'bg-white text-stone-700 ring-1 ring-stone-300 ring-inset hover:bg-brand-50 hover:text-brand-800',
                  )}
                >
                  {c.name}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
