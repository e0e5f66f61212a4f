/**
 * The table's shared cart on the server. Loaded on demand (after the menu is on screen, or with
 * the first add), so it never weighs on the first paint.
 */
import type { AddCartLineInput, Cart, Order, UpdateCartLineInput } from '@app/contract';
import { http } from '../../lib/http';
import { keyHeaders } from './table-key';

const base = (tableNumber: string) => `/Cart/table/${encodeURIComponent(tableNumber)}`;

export function fetchCart(tableNumber: string, key: string | null): Promise<Cart> {
  return http<Cart>(base(tableNumber), { headers: keyHeaders(key) });
}

export function addCartLine(tableNumber: string, key: string | null, line: AddCartLineInput): Promise<Cart> {
  return http<Cart>(`${base(tableNumber)}/lines`, { method: 'POST', body: line, headers: keyHeaders(key) });
}

export function updateCartLine(tableNumber: string, key: string | null, lineId: number, patch: UpdateCartLineInput): Promise<Cart> {
  return http<Cart>(`${base(tableNumber)}/lines/${lineId}`, { method: 'PUT', body: patch, headers: keyHeaders(key) });
}

export function removeCartLine(tableNumber: string, key: string | null, lineId: number): Promise<Cart> {
  return http<Cart>(`${base(tableNumber)}/lines/${lineId}`, { method: 'DELETE', headers: keyHeaders(key) });
}

/** `lang` names a refused option in the guest's language. */
export function placeCart(tableNumber: string, key: string | null, specialRequests: string, lang?: string): Promise<{ order: Order; created: boolean; cart: Cart }> {
  return http(`${base(tableNumber)}/place`, { method: 'POST', body: { specialRequests, lang }, headers: keyHeaders(key) });
}

