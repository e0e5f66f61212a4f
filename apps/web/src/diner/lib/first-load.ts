/**
 * The page's first requests start as soon as the diner's code runs, in parallel with the UI
 * catalogs, instead of after the first render: the menu and the table lookup are the slowest
 * part of opening a table, so they go first.
 */
import type { PublicTable } from '@app/contract';
import { fetchMenu, fetchTable, type MenuData } from './api';

let menu: { lang: string; promise: Promise<MenuData> } | null = null;
let table: { number: string; promise: Promise<PublicTable> } | null = null;

export function startFirstLoad(menuLanguage: string, tableNumber: string | null): void {
  menu = { lang: menuLanguage, promise: fetchMenu(menuLanguage) };
  // Unhandled until a screen takes it; the screen reports failures itself.
  menu.promise.catch(() => undefined);
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
