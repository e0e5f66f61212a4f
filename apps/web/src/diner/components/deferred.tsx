/**
 * Parts the first screen does not need: the dialogs. They are split off so a cheap phone parses
 * less before the menu is usable, and fetched as soon as the browser is idle, so opening the
 * cart feels instant.
 */
import { lazy } from 'react';

const loadCart = () => import('./CartPanel');
const loadConfirm = () => import('./ConfirmOrderDialog');
const loadHistory = () => import('./HistoryDialog');
const loadOptionSheet = () => import('./OptionSheet');
const loadLegend = () => import('./AllergenLegend');

export const CartPanel = lazy(() => loadCart().then((m) => ({ default: m.CartPanel })));
export const ConfirmOrderDialog = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmOrderDialog })));
export const HistoryDialog = lazy(() => loadHistory().then((m) => ({ default: m.HistoryDialog })));
export const OptionSheet = lazy(() => loadOptionSheet().then((m) => ({ default: m.OptionSheet })));
export const AllergenLegend = lazy(() => loadLegend().then((m) => ({ default: m.AllergenLegend })));

let prefetched = false;

/** Warm the deferred chunks once the page is idle (all are small; the legend waits until asked for). */
export function prefetchDeferred(): void {
  if (prefetched) return;
  prefetched = true;
  const run = () => {
    for (const load of [loadCart, loadConfirm, loadHistory, loadOptionSheet]) void load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 300);
}
