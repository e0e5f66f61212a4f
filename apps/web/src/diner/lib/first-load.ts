/**
 * The page's first requests start as soon as the diner's code runs, in parallel with the UI
 * catalogs, instead of after the first render: the menu and the table lookup are the slowest
 * part of opening a table, so they go first.
 *
 * What has arrived is kept, so the page can draw the menu in its very first render: waiting a
 * moment for the data (see firstDataOrDeadline) costs less than drawing a loading screen and
 * then the whole page again, two long blocks of work on a cheap phone.
 */
import type { PublicTable } from '@app/contract';
import { fetchMenu, fetchTable, type MenuData } from './api';
import { DISH_IMAGE_SIZES, imageSrcSet } from './images';

/** A request of the first load and, once it has settled, its outcome. */
interface Started<T> {
  promise: Promise<T>;
  outcome?: { ok: true; value: T } | { ok: false };
}

let menu: (Started<MenuData> & { lang: string }) | null = null;
let table: (Started<PublicTable> & { number: string }) | null = null;
let allSettled: Promise<unknown> = Promise.resolve();
let startedAt = 0;

function keepOutcome<T>(started: Started<T>): Promise<void> {
  return started.promise.then(
    (value) => {
      started.outcome = { ok: true, value };
    },
    () => {
      started.outcome = { ok: false };
    },
  );
}

export function startFirstLoad(menuLanguage: string, tableNumber: string | null): void {
  startedAt = performance.now();
  menu = { lang: menuLanguage, promise: fetchMenu(menuLanguage) };
  // Unhandled until a screen takes it; the screen reports failures itself.
  menu.promise.then(preloadFirstImage, () => undefined);
  const waits = [keepOutcome(menu)];
  if (tableNumber) {
    table = { number: tableNumber, promise: fetchTable(tableNumber) };
    waits.push(keepOutcome(table));
  }
  allSettled = Promise.all(waits);
}

/**
 * The first load's answers when they came with the page (the server drew it and wrote them into
 * its HTML): nothing is fetched, and the page's first drawing matches the server's. `table` is
 * null for the home page.
 */
export function seedFirstLoad(data: MenuData, tableNumber: string | null, tableAnswer: PublicTable | null): void {
  startedAt = performance.now();
  menu = { lang: data.lang, promise: Promise.resolve(data), outcome: { ok: true, value: data } };
  table = tableNumber && tableAnswer ? { number: tableNumber, promise: Promise.resolve(tableAnswer), outcome: { ok: true, value: tableAnswer } } : null;
  allSettled = Promise.resolve();
}

/** Forgets the first load (the server, after drawing a page with it). */
export function clearFirstLoad(): void {
  menu = null;
  table = null;
  allSettled = Promise.resolve();
}

/** Whether the first load's answers are all in (failed ones included). */
export function firstDataSettled(): boolean {
  return !!menu?.outcome && (!table || !!table.outcome);
}

/**
 * Resolves when the first menu and table answers are in, or `waitMs` after the first load
 * started, whichever comes first: the page then draws with what it has (a loading screen for
 * what is missing) rather than leave a slow connection looking at a blank page.
 */
export function firstDataOrDeadline(waitMs: number): Promise<void> {
  const left = startedAt + waitMs - performance.now();
  return Promise.race([allSettled.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, left)))]);
}

/** The menu of the first load if it has arrived, in the language asked for (not taken). */
export function arrivedMenu(lang: string): MenuData | null {
  return menu?.lang === lang && menu.outcome?.ok ? menu.outcome.value : null;
}

/** The table of the first load if its answer is in: the table, or 'failed' (not taken). */
export function arrivedTable(tableNumber: string): PublicTable | 'failed' | null {
  if (table?.number !== tableNumber || !table.outcome) return null;
  return table.outcome.ok ? table.outcome.value : 'failed';
}

/** The menu started at boot, once, when it is in the language asked for. */
export function takeStartedMenu(lang: string): Promise<MenuData> | null {
  if (menu?.lang !== lang) return null;
  const { promise } = menu;
  menu = null;
  return promise;
}

export function takeStartedTable(tableNumber: string): Promise<PublicTable> | null {
  if (table?.number !== tableNumber) return null;
  const { promise } = table;
  table = null;
  return promise;
}

/**
 * The largest picture of the first screen (the first featured dish, else the first dish) starts
 * downloading as soon as the menu is known, not when the page has rendered. The server's HTML for
 * the table page already preloads it (the same URL, so the browser fetches it once); this covers
 * a page opened from the offline copy.
 */
function preloadFirstImage(data: MenuData): void {
  const first = data.products.find((p) => p.isFeatured) ?? data.products[0];
  if (!first?.imageUrl) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('fetchpriority', 'high');
  const srcSet = imageSrcSet(first.imageUrl);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', DISH_IMAGE_SIZES);
  } else {
    link.href = first.imageUrl;
  }
  document.head.appendChild(link);
}
