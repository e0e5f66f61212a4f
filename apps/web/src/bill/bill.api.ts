import type { Bill, PaymentMethod } from '@app/contract';
import { billForTable, billReceipt, billRequest } from '@app/contract/endpoints';
import { call } from '../lib/call';

/** Bill calls shared by the diner page (key header) and the back office (cookies). */
export function fetchDinerBill(tableNumber: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Bill> {
  return call(billForTable, { params: { tableNumber }, headers, signal });
}

export function fetchReceipt(billId: number, token: string | undefined, signal?: AbortSignal): Promise<Bill> {
  return call(billReceipt, { params: { id: billId }, query: token ? { token } : {}, signal });
}

export function requestBill(tableNumber: string, method: PaymentMethod, headers: Record<string, string>) {
  return call(billRequest, { body: { tableNumber, method }, headers });
}
