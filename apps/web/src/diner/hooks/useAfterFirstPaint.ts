/**
 * Parts of lists that the first screen does not show (the menu's cards after the grid's first row,
 * the featured row's slides after its first) are drawn once the browser has painted the page, in a
 * task of their own: the page's first drawing, on a slow phone one long block of work, gets
 * shorter. Nothing on screen moves: those parts are below the fold or beside it.
 */
import { useEffect, useState } from 'react';

/** The longest the rest waits for the browser to be idle, in ms. */
const REST_WAIT_MS = 300;
/** Once the page has painted, lists mounted later (another table, a language switch) are drawn whole. */
let painted = false;

/** False until the browser has had a chance to paint the page's first screen (once per page load). */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    const finish = () => {
      painted = true;
      setDone(true);
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(finish, { timeout: REST_WAIT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(finish, 0);
    return () => clearTimeout(timer);
  }, [done]);
  return done;
}

/**
 * Items in the first row of the diner's lists at the screen's width: 1, 2 or 3, as their
 * `sm:` (640 px) and `lg:` (1024 px) classes lay them out.
 */
export function firstRowItems(): number {
  const wider = (px: number) => window.matchMedia?.(`(min-width: ${px}px)`).matches ?? false;
  return wider(1024) ? 3 : wider(640) ? 2 : 1;
}
