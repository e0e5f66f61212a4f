/**
 * A native swipe row (CSS scroll snapping) that moves on by itself: the featured dishes'
 * carousel without a carousel engine. The browser does the scrolling and the swiping, so nothing
 * is measured or drawn again while the page boots; this only says where to scroll and which
 * slide is in front.
 *
 * - Every `delayMs` the row moves one slide on, also after the guest swiped it (a tick is skipped
 *   while a finger is on the row, or when the tab is hidden); after the last slide it goes back to
 *   the first.
 * - `next`/`prev` do the same on demand and wrap around both ways.
 * - After a resize the row snaps back to its slide and the next move waits `resizeRestMs`.
 * - With reduced motion asked for, moves jump instead of gliding.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export const AUTO_ADVANCE_MS = 3000;
export const RESIZE_REST_MS = 500;

function slidesOf(row: HTMLElement): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>('[data-slide]'));
}

/** The slide whose start is nearest the row's scroll position. */
function frontIndex(row: HTMLElement, slides: HTMLElement[]): number {
  let best = 0;
  for (let i = 1; i < slides.length; i++) {
    if (Math.abs(slides[i]!.offsetLeft - row.scrollLeft) < Math.abs(slides[best]!.offsetLeft - row.scrollLeft)) best = i;
  }
  return best;
}

function atEnd(row: HTMLElement): boolean {
  return row.scrollLeft + row.clientWidth >= row.scrollWidth - 2;
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function useAutoAdvance(rowRef: RefObject<HTMLElement | null>, count: number, playing: boolean, delayMs = AUTO_ADVANCE_MS) {
  const [selected, setSelected] = useState(0);
  const touching = useRef(false);
  const restUntil = useRef(0);

  const goTo = useCallback(
    (index: number) => {
      const row = rowRef.current;
      const slide = row ? slidesOf(row)[index] : undefined;
      if (!row || !slide) return;
      row.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [rowRef],
  );

  const step = useCallback(
    (direction: 1 | -1) => {
      const row = rowRef.current;
      if (!row) return;
      const slides = slidesOf(row);
      if (slides.length < 2) return;
      const front = frontIndex(row, slides);
      if (direction === 1) goTo(atEnd(row) ? 0 : front + 1);
      // Back from the first slide: to the end of the row.
      else if (front === 0) row.scrollTo({ left: row.scrollWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
      else goTo(front - 1);
    },
    [goTo, rowRef],
  );

  // The dots follow the row, however it moved (a swipe, an arrow, the timer).
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return undefined;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setSelected(atEnd(row) && row.scrollLeft > 0 ? count - 1 : frontIndex(row, slidesOf(row)));
      });
    };
    const down = () => {
      touching.current = true;
    };
    const up = () => {
      touching.current = false;
    };
    row.addEventListener('scroll', onScroll, { passive: true });
    row.addEventListener('pointerdown', down, { passive: true });
    row.addEventListener('touchstart', down, { passive: true });
    window.addEventListener('pointerup', up, { passive: true });
    window.addEventListener('touchend', up, { passive: true });
    window.addEventListener('pointercancel', up, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      row.removeEventListener('scroll', onScroll);
      row.removeEventListener('pointerdown', down);
      row.removeEventListener('touchstart', down);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('touchend', up);
      window.removeEventListener('pointercancel', up);
    };
  }, [rowRef, count]);

  // A resize changes the slides' width: back onto the slide in front, then a pause.
  const front = useRef(selected);
  front.current = selected;
  useEffect(() => {
    const onResize = () => {
      restUntil.current = performance.now() + RESIZE_REST_MS;
      const row = rowRef.current;
      if (row) row.scrollTo({ left: slidesOf(row)[front.current]?.offsetLeft ?? 0, behavior: 'auto' });
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [rowRef]);

  useEffect(() => {
    if (!playing || count < 2) return undefined;
    const timer = setInterval(() => {
      if (touching.current || document.hidden || performance.now() < restUntil.current) return;
      step(1);
    }, delayMs);
    return () => clearInterval(timer);
  }, [playing, count, delayMs, step]);

  return { selected, next: useCallback(() => step(1), [step]), prev: useCallback(() => step(-1), [step]) };
}
