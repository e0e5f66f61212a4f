/**
 * Parts of lists that the first screen does not show (the menu's cards after the grid's first row,
 * the featured row's slides after its first) are drawn once the browser has painted the page, in a
 * task of their own: the page's first drawing, on a slow phone one long block of work, gets
 * shorter. Nothing on screen moves: those parts are below the fold or beside it.
 *
 * A page the server drew has the menu's grid whole already (the browser keeps it); the featured
 * row comes with its first slides only there too, since the pictures of slides in the HTML would
 * all be fetched at once, competing with the first one.
 */
import { useEffect, useState } from 'react';
import { serverRender } from '../lib/render-context';

/** The longest the rest waits for the browser to be idle, in ms. */
const REST_WAIT_MS = 300;
/** Once the page has painted, lists mounted later (another table, a language switch) are drawn whole. */
let painted = false;

/** The page on screen was drawn by the server (its lists that it draws whole are there). */
let drawnByServer = false;

/** The first screen is on the page already, drawn by the server: the browser's first drawing keeps it. */
export function firstScreenFromServer(): void {
  drawnByServer = true;
}

/**
 * False until the browser has had a chance to paint the page's first screen (once per page load).
 * `drawnWhole`: the server draws this list whole (true from the start on its page).
 */
export function useAfterFirstPaint(drawnWhole: boolean): boolean {
  const [done, setDone] = useState(() => painted || (drawnWhole && (drawnByServer || serverRender() !== null)));
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
  // On the server the width is unknown: a phone's.
  const wider = (px: number) => (typeof window === 'undefined' ? false : (window.matchMedia?.(`(min-width: ${px}px)`).matches ?? false));
  return wider(1024) ? 3 : wider(640) ? 2 : 1;
}
