import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { FeaturedSection, FeaturedSlide, slideClass, type FeaturedProps } from './FeaturedSlide';

const AUTOPLAY_MS = 3000;

const arrow =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-md ring-1 ring-stone-200 transition hover:bg-white hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * 'Các món nổi bật': autoplay every 3 s that keeps going after a swipe, loops,
 * arrows, 1/2/3 slides at 0/640/1024 px, 20 px apart. Renders nothing without featured dishes.
 * Its own chunk (embla), loaded right after the menu is on screen.
 */
export default function FeaturedCarousel({ products, formatPrice }: FeaturedProps) {
  const { t } = useTranslation('diner');
  // Guests who asked their phone for less motion start paused; everyone can pause (WCAG 2.2.2).
  const [playing, setPlaying] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: false, playOnInit: playing }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    onSelect();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  // New texts or dishes after a language switch: let embla measure again.
  useEffect(() => {
    embla?.reInit();
  }, [embla, products]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const togglePlaying = () => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.play();
    setPlaying(!playing);
  };

  if (products.length === 0) return null;
  const several = products.length > 1;

  return (
    <FeaturedSection
      count={products.length}
      selected={selected}
      controls={
        several && (
          <button
            type="button"
            onClick={togglePlaying}
            className="inline-flex size-9 items-center justify-center rounded-full text-stone-600 ring-1 ring-stone-300 ring-inset transition-colors hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            aria-label={playing ? t('featured.pause') : t('featured.play')}
            title={playing ? t('featured.pause') : t('featured.play')}
          >
            {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
          </button>
        )
      }
    >
      <div className="overflow-hidden rounded-2xl" ref={emblaRef}>
        <ul className="-ml-5 flex touch-pan-y">
          {products.map((p, i) => (
            <li key={p.id} className={slideClass} aria-roledescription="slide" aria-label={t('featured.slide', { index: i + 1, count: products.length })}>
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
    </FeaturedSection>
  );
}
