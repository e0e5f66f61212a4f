import { memo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import type { Product } from '@app/contract';
import { Pager } from '../../ui/Pager';
import { pageOf } from '../lib/search';
import { firstRowItems, useAfterFirstPaint } from '../hooks/useAfterFirstPaint';
import { ProductCard } from './ProductCard';
import { SearchIcon } from './icons';

/** Diner products per page. */
export const PRODUCTS_PER_PAGE = 6;

interface ProductGridProps {
  products: Product[];
  cardQuantities: Record<number, number>;
  inCart: Map<number, number>;
  formatPrice: (amount: number) => string;
  onQuantityChange: (productId: number, quantity: number) => void;
  onAdd: (product: Product, quantity: number) => void;
  /** Shown between the heading and the grid (search and category buttons). */
  filters: ReactNode;
  /** The menu could not be loaded: say so and offer a retry instead of 'nothing found'. */
  onRetry: (() => void) | null;
}

/**
 * Memoized: the page above it draws again for every answer while the table opens (its orders,
 * the shared cart, the live connection); the menu's cards only when their own inputs change.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  cardQuantities,
  inCart,
  formatPrice,
  onQuantityChange,
  onAdd,
  filters,
  onRetry,
}: ProductGridProps) {
  const { t } = useTranslation('diner');
  const sectionRef = useRef<HTMLElement>(null);
  const [page, setPage] = useState(1);

  // Back to page 1 whenever the list itself changes (search, category), not on a language switch.
  const signature = products.map((p) => p.id).join(',');
  const [shownSignature, setShownSignature] = useState(signature);
  if (shownSignature !== signature) {
    setShownSignature(signature);
    setPage(1);
  }

  const current = pageOf(products, page, PRODUCTS_PER_PAGE);
  // Until the page's first paint, only the grid's first row (the rest is below the fold).
  const whole = useAfterFirstPaint(true);
  const cards = whole ? current.items : current.items.slice(0, firstRowItems());

  const changePage = (next: number) => {
    setPage(next);
    // The top of the list, just under the sticky header (scroll-margin on the section).
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <section ref={sectionRef} aria-labelledby="menu-title" className="mx-auto max-w-6xl scroll-mt-20 px-3 pt-8 sm:px-6" data-testid="menu">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="menu-title" className="font-serif text-2xl font-semibold text-stone-900">
          {t('grid.title')}
        </h2>
        <p className="text-sm text-stone-600" aria-live="polite" data-testid="menu-count">
          {t('grid.count', { count: products.length })}
        </p>
      </div>
      {filters}
      {onRetry ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl bg-red-50 px-6 py-10 text-center ring-1 ring-red-200" role="alert">
          <p className="font-semibold text-red-900">{t('errors.menu')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-4 inline-flex h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            {t('errors.retry')}
          </button>
        </div>
      ) : products.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center">
          <SearchIcon className="mb-3 size-8 text-stone-400" />
          <p className="font-semibold text-stone-800">{t('grid.empty')}</p>
          <p className="mt-1 text-sm text-stone-600">{t('grid.emptyHint')}</p>
        </div>
      ) : (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3" data-testid="product-grid">
          {cards.map((p, i) => (
            <li key={p.id}>
              <ProductCard
                product={p}
                quantity={cardQuantities[p.id] ?? 0}
                inCart={inCart.get(p.id) ?? 0}
                formatPrice={formatPrice}
                onQuantityChange={onQuantityChange}
                onAdd={onAdd}
                eagerImage={current.page === 1 && i === 0}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={current.page} totalPages={current.totalPages} onPageChange={changePage} className="mt-6" />
    </section>
  );
});
