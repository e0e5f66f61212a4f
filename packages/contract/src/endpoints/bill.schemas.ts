import { billRequestSchema, billSchema, receiptQuery, recordPaymentSchema, settleBillSchema } from '../bill.schema.js';
import { idParam } from '../common.schema.js';
import { tableNumberParam } from '../table.schema.js';
import { tableIdParam } from './cart.schemas.js';
import type { EndpointSchemaSet } from './schema-types.js';

const rule = { bodyWithRuleMessages: true } as const;

export const billSchemas = {
  billForTable: { params: tableNumberParam, response: billSchema },
  billReceipt: { params: idParam, query: receiptQuery, response: billSchema },
  // Has always answered without a response schema.
  billRequest: { body: billRequestSchema, ...rule },
  billForStaff: { params: tableIdParam, response: billSchema },
  billRecordPayment: { params: tableIdParam, body: recordPaymentSchema, ...rule, response: billSchema },
  billSettle: { params: tableIdParam, body: settleBillSchema, ...rule, response: billSchema },
} satisfies Record<string, EndpointSchemaSet>;
