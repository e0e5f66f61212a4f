/**
 * The table's shared cart on the server. Loaded on demand (after the menu is on screen, or with
 * the first add), so it never weighs on the first paint.
 */
import type { AddCartLineInput, Cart, Order, UpdateCartLineInput } from '@app/contract';
import { cartAdd, cartGet, cartPlace, cartRemove, cartUpdate } from '@app/contract/endpoints';
import { call } from '../../lib/call';
import { keyHeaders } from './table-key';

export function fetchCart(tableNumber: string, key: string | null): Promise<Cart> {
  return call(cartGet, { params: { tableNumber }, headers: keyHeaders(key) });
}

export function addCartLine(tableNumber: string, key: string | null, line: AddCartLineInput): Promise<Cart> {
  return call(cartAdd, { params: { tableNumber }, body: line, headers: keyHeaders(key) });
}

export function updateCartLine(tableNumber: string, key: string | null, lineId: number, patch: UpdateCartLineInput): Promise<Cart> {
  return call(cartUpdate, { params: { tableNumber, lineId }, body: patch, headers: keyHeaders(key) });
}

export function removeCartLine(tableNumber: string, key: string | null, lineId: number): Promise<Cart> {
  return call(cartRemove, { params: { tableNumber, lineId }, headers: keyHeaders(key) });
}

/** `lang` names a refused option in the guest's language. */
export function placeCart(
  tableNumber: string,
  key: string | null,
  specialRequests: string,
  lang?: string,
): Promise<{ order: Order; created: boolean; cart: Cart }> {
  return call(cartPlace, { params: { tableNumber }, body: { specialRequests, lang }, headers: keyHeaders(key) });
}
