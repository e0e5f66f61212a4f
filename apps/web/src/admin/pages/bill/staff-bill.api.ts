import type { Bill, PaymentMethod, RecordPaymentInput } from '@app/contract';
import { http } from '../../../lib/http';

export const fetchStaffBill = (tableId: number) => http<Bill>(`/Bill/staff/${tableId}`);
export const recordPayment = (tableId: number, body: RecordPaymentInput) => http<Bill>(`/Bill/staff/${tableId}/payments`, { method: 'POST', body });
export const settleTable = (tableId: number, method: PaymentMethod) => http<Bill>(`/Bill/staff/${tableId}/settle`, { method: 'POST', body: { method } });
export const completeOrder = (orderId: number) => http(`/Order/${orderId}/status/completed`, { method: 'PUT' });
