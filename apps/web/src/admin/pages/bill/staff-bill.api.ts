import type { PaymentMethod, RecordPaymentInput } from '@app/contract';
import { billForStaff, billRecordPayment, billSettle, ordersSetStatus } from '@app/contract/endpoints';
import { call } from '../../../lib/call';

export const fetchStaffBill = (tableId: number) => call(billForStaff, { params: { tableId } });
export const recordPayment = (tableId: number, body: RecordPaymentInput) => call(billRecordPayment, { params: { tableId }, body });
export const settleTable = (tableId: number, method: PaymentMethod) => call(billSettle, { params: { tableId }, body: { method } });
export const completeOrder = (orderId: number) => call(ordersSetStatus, { params: { id: orderId, status: 'completed' } });
