import { memo, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import type { Product } from '@app/contract';
import { firstRowItems, useAfterFirstPaint } from '../hooks/useAfterFirstPaint';
import { useAutoAdvance } from '../hooks/useAutoAdvance';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { FeaturedSlide } from './FeaturedSlide';

interface FeaturedCarouselProps {
  products: Product[];
  formatPrice: (amount: number) => string;
}

/** 1, 2 or 3 slides side by side at 0, 640 and 1024 px, 20 px (gap-5) apart. */
const slideClass = 'min-w-0 shrink-0 grow-0 snap-start basis-full sm:basis-[calc((100%_-_1.25rem)/2)] lg:basis-[calc((100%_-_2.5rem)/3)]';

const arrow =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-md ring-1 ring-stone-200 transition hover:bg-white hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * 'Các món nổi bật': moves on every 3 s and keeps going after a swipe, starts again from the
 * first dish after the last, arrows, a pause button (WCAG 2.2.2; guests who asked their phone for
 * less motion start paused), 1/2/3 slides at 0/640/1024 px, 20 px apart. Renders nothing without
 * featured dishes. A native swipe row (see useAutoAdvance), drawn with the page's first screen;
 * memoized like the menu's grid (the page above draws again for each answer while it opens).
 */
export const FeaturedCarousel = memo(function FeaturedCarousel({ products, formatPrice }: FeaturedCarouselProps) {
  const { t } = useTranslation('diner');
  const rowRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(() => typeof window === 'undefined' || !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  const { selected, next, prev } = useAutoAdvance(rowRef, products.length, playing);
  // Until the page's first paint, only the slides in view (the rest are beside it).
  const whole = useAfterFirstPaint(false);

  if (products.length === 0) return null;
  const several = products.length > 1;
  const shown = whole ? products : products.slice(0, firstRowItems());

  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-3 pt-6 sm:px-6" data-testid="featured">
      <div className="mb-3 flex h-9 items-center justify-between gap-3">
        <h2 id="featured-title" className="font-serif text-2xl font-semibold text-stone-900">
          {t('featured.title')}
        </h2>
        {several && (
          <button
            type="button"
            onClick={() => setPlaying(!playing)}
            className="inline-flex size-9 items-center justify-center rounded-full text-stone-600 ring-1 ring-stone-300 ring-inset transition-colors hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            aria-label={playing ? t('featured.pause') : t('featured.play')}
            title={playing ? t('featured.pause') : t('featured.play')}
            data-testid="featured-play"
          >
            {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
          </button>
        )}
      </div>
      <div className="relative" aria-roledescription="carousel">
        {/* Focusable, so the row scrolls with the arrow keys too. */}
        <div
          ref={rowRef}
          tabIndex={0}
          role="group"
          aria-labelledby="featured-title"
          className="relative snap-x snap-mandatory overflow-x-auto rounded-2xl [scrollbar-width:none] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          data-testid="featured-row"
        >
          <ul className="flex gap-5">
            {shown.map((p, i) => (
              <li
                key={p.id}
                className={slideClass}
                data-slide
                aria-roledescription="slide"
                aria-label={t('featured.slide', { index: i + 1, count: products.length })}
              >
                <FeaturedSlide product={p} formatPrice={formatPrice} eager={i === 0} />
              </li>
            ))}
          </ul>
        </div>
        {several && (
          <>
            <button type="button" className={`${arrow} left-2`} onClick={prev} aria-label={t('featured.prev')}>
              <ChevronLeftIcon className="size-5" />
            </button>
            <button type="button" className={`${arrow} right-2`} onClick={next} aria-label={t('featured.next')}>
              <ChevronRightIcon className="size-5" />
            </button>
          </>
        )}
      </div>
      {several && (
        <div className="mt-3 flex h-1.5 justify-center gap-1.5" aria-hidden="true" data-testid="featured-dots">
          {products.map((p, i) => (
            <span key={p.id} className={`h-1.5 rounded-full transition-all ${i === selected ? 'w-5 bg-brand-700' : 'w-1.5 bg-stone-300'}`} />
          ))}
        </div>
      )}
    </section>
  );
});
