/** The diner page's calls, on top of the shared fetch wrapper. */
import type { Category, DinerMenu, Language, Order, Product, PublicSettings, PublicTable, RestaurantInfo } from '@app/contract';
import { dinerMenu, ordersCurrentForTable, ordersPlace, serviceCallCreate, tableByNumber } from '@app/contract/endpoints';
import { newestFirst } from './order-status';
import { call, urlOf } from '../../lib/call';
import { isAbortError, unwrapList } from '../../lib/http';
import type { DinerOrderPayload } from './cart';
import { keyHeaders } from './table-key';

export interface MenuData {
  /** The language these texts are in. */
  lang: string;
  restaurant: RestaurantInfo | null;
  categories: Category[];
  products: Product[];
  languages: Language[];
  settings: PublicSettings | null;
  /** Parts that failed to load (the page shows what it has and says what is missing). */
  failed: { restaurant: boolean; menu: boolean };
}

/** The URLs of the menu read and the table lookup, as the page asks for them. */
export const menuReadUrl = (lang: string) => urlOf(dinerMenu, { query: { lang } });
export const tableReadUrl = (tableNumber: string) => urlOf(tableByNumber, { params: { tableNumber } });

export function fetchTable(tableNumber: string, signal?: AbortSignal): Promise<PublicTable> {
  return call(tableByNumber, { params: { tableNumber }, signal });
}

/**
 * Everything the menu shows, in one request (GET /Menu). The server answers ETag/304, so a
 * language switch back or a reload costs almost nothing. A failed read leaves the page its frame
 * and says the menu could not be loaded (with a retry).
 */
/** The page's menu from the menu read's answer (fetched, or written into the page by the server). */
export function menuData(lang: string, menu: DinerMenu): MenuData {
  return { lang, ...menu, failed: { restaurant: menu.restaurant === null, menu: false } };
}

export async function fetchMenu(lang: string, signal?: AbortSignal): Promise<MenuData> {
  try {
    return menuData(lang, await call(dinerMenu, { query: { lang }, signal }));
  } catch (err) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (isAbortError(err)) throw err;
    return { lang, restaurant: null, categories: [], products: [], languages: [], settings: null, failed: { restaurant: false, menu: true } };
  }
}

/** The table's orders of the current session (since its last paid/cleared order), newest first. */
export async function fetchCurrentOrders(tableNumber: string, key: string | null, signal?: AbortSignal): Promise<Order[]> {
  const payload = await call(ordersCurrentForTable, { params: { tableNumber }, headers: keyHeaders(key), signal });
  return unwrapList<Order>(payload).sort(newestFirst);
}

/** `lang`: a refused option choice comes back naming the dish, group and option in the guest's language. */
export function placeOrder(payload: DinerOrderPayload, key: string | null, idempotencyKey: string, lang?: string): Promise<Order> {
  return call(ordersPlace, {
    body: lang ? { ...payload, lang } : payload,
    headers: { ...keyHeaders(key), 'Idempotency-Key': idempotencyKey },
  });
}

export function sendServiceCall(table: { tableNumber: string; id: number }, message: string, key: string | null): Promise<unknown> {
  return call(serviceCallCreate, {
    body: { tableNumber: table.tableNumber, tableId: table.id, message, status: 'unread', type: 'service_call' },
    headers: keyHeaders(key),
  });
}
