/**
 * The page's first requests start as soon as the diner's code runs, in parallel with the UI
 * catalogs, instead of after the first render: the menu and the table lookup are the slowest
 * part of opening a table, so they go first.
 */
import type { PublicTable } from '@app/contract';
import { fetchMenu, fetchTable, type MenuData } from './api';
import { DISH_IMAGE_SIZES, imageSrcSet } from './images';

let menu: { lang: string; promise: Promise<MenuData> } | null = null;
let table: { number: string; promise: Promise<PublicTable> } | null = null;

export function startFirstLoad(menuLanguage: string, tableNumber: string | null): void {
  menu = { lang: menuLanguage, promise: fetchMenu(menuLanguage) };
  // Unhandled until a screen takes it; the screen reports failures itself.
  menu.promise.then(preloadFirstImage, () => undefined);
  if (tableNumber) {
    table = { number: tableNumber, promise: fetchTable(tableNumber) };
    table.promise.catch(() => undefined);
  }
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
