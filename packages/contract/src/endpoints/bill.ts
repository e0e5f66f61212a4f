import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Out } from './schema-types.js';

type Bill = Out<typeof c.billSchema>;
type TableId = { tableId: number };

/** Bodies are checked with the rules' own messages, shown to the diner as they are. */
export const billForTable = endpoint('GET', '/Bill/table/:tableNumber', 'public').of<{ params: Out<typeof c.tableNumberParam>; response: Bill }>();
/** Staff, or anyone with the receipt's token. */
export const billReceipt = endpoint('GET', '/Bill/receipt/:id', 'public').of<{ params: c.IdParam; query: Out<typeof c.receiptQuery>; response: Bill }>();
/** Answered without a response schema (see the schema table); the type is what the service returns. */
export const billRequest = endpoint('POST', '/Bill/request', 'public', { status: 201 }).of<{
  body: In<typeof c.billRequestSchema>;
  response: { id: number; tableNumber: string; message: string; method: c.PaymentMethod; createdAt: string };
}>();
export const billForStaff = endpoint('GET', '/Bill/staff/:tableId', 'orders.view').of<{ params: TableId; response: Bill }>();
export const billRecordPayment = endpoint('POST', '/Bill/staff/:tableId/payments', 'orders.confirmPayment', { status: 201 }).of<{
  params: TableId;
  body: In<typeof c.recordPaymentSchema>;
  response: Bill;
}>();
export const billSettle = endpoint('POST', '/Bill/staff/:tableId/settle', 'orders.confirmPayment').of<{
  params: TableId;
  body: In<typeof c.settleBillSchema>;
  response: Bill;
}>();
