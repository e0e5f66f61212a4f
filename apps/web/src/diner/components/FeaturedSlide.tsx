/**
 * The featured section's frame and cards, without the carousel engine. It is what the guest
 * sees first (a plain swipeable row); the embla-driven carousel loads right after and takes
 * over the same layout, so nothing moves.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import type { Product } from '@app/contract';
import { DISH_IMAGE_SIZES, imageSrcSet } from '../lib/images';
import { DishImage } from './DishImage';
import { firstRowItems, useAfterFirstPaint } from '../hooks/useAfterFirstPaint';

export interface FeaturedProps {
  products: Product[];
  formatPrice: (amount: number) => string;
}

export const slideClass = 'min-w-0 shrink-0 grow-0 basis-full pl-5 sm:basis-1/2 lg:basis-1/3';

export function FeaturedSlide({ product, formatPrice, eager }: { product: Product; formatPrice: (n: number) => string; eager: boolean }) {
  const { t } = useTranslation('diner');
  return (
    <article className="relative overflow-hidden rounded-2xl bg-stone-900 shadow-sm">
      <DishImage url={product.imageUrl} srcSet={imageSrcSet(product.imageUrl)} sizes={DISH_IMAGE_SIZES} className="aspect-[16/10] w-full" eager={eager} />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/90 via-stone-950/60 to-transparent px-4 pt-10 pb-3">
        <h3 className="truncate font-serif text-lg font-semibold text-white">{product.name || t('featured.noName')}</h3>
        <p className="text-sm font-semibold text-amber-200">{product.price ? formatPrice(product.price) : t('featured.noPrice')}</p>
      </div>
    </article>
  );
}

/** Heading row + body + position dots; `controls` is the pause button of the live carousel. */
export function FeaturedSection({ children, controls, count, selected }: { children: ReactNode; controls?: ReactNode; count: number; selected: number }) {
  const { t } = useTranslation('diner');
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-3 pt-6 sm:px-6" data-testid="featured">
      <div className="mb-3 flex h-9 items-center justify-between gap-3">
        <h2 id="featured-title" className="font-serif text-2xl font-semibold text-stone-900">
          {t('featured.title')}
        </h2>
        {controls}
      </div>
      <div className="relative" aria-roledescription="carousel">
        {children}
      </div>
      {count > 1 && (
        <div className="mt-3 flex h-1.5 justify-center gap-1.5" aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <span key={i} className={`h-1.5 rounded-full transition-all ${i === selected ? 'w-5 bg-brand-700' : 'w-1.5 bg-stone-300'}`} />
          ))}
        </div>
      )}
    </section>
  );
}

/** Shown until the carousel code has arrived: the same slides in a native swipe row. */
export function FeaturedStatic({ products, formatPrice }: FeaturedProps) {
  const { t } = useTranslation('diner');
  // Until the page's first paint, only the slides in view (the carousel usually takes over soon after).
  const whole = useAfterFirstPaint();
  if (products.length === 0) return null;
  const shown = whole ? products : products.slice(0, firstRowItems());
  return (
    <FeaturedSection count={products.length} selected={0}>
      <div className="overflow-x-auto rounded-2xl [scrollbar-width:none]">
        <ul className="-ml-5 flex snap-x snap-mandatory">
          {shown.map((p, i) => (
            <li
              key={p.id}
              className={`${slideClass} snap-start`}
              aria-roledescription="slide"
              aria-label={t('featured.slide', { index: i + 1, count: products.length })}
            >
              <FeaturedSlide product={p} formatPrice={formatPrice} eager={i === 0} />
            </li>
          ))}
        </ul>
      </div>
    </FeaturedSection>
  );
}
