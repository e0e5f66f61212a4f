import type { Bill, PaymentMethod } from '@app/contract';
import { http } from '../lib/http';

/** Bill calls shared by the diner page (key header) and the back office (cookies). */
export function fetchDinerBill(tableNumber: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Bill> {
  return http<Bill>(`/Bill/table/${encodeURIComponent(tableNumber)}`, { headers, signal });
}

export function fetchReceipt(billId: number, token: string | undefined, signal?: AbortSignal): Promise<Bill> {
  return http<Bill>(`/Bill/receipt/${billId}`, { query: token ? { token } : {}, signal });
}

export function requestBill(tableNumber: string, method: PaymentMethod, headers: Record<string, string>) {
  return http<{ id: number; message: string }>('/Bill/request', { method: 'POST', body: { tableNumber, method }, headers });
}
