import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.js';

export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const BILL_MESSAGES = {
  notFound: 'bill.notFound',
  nothingDue: 'bill.nothingDue',
  overpay: 'bill.overpay',
  linePaid: 'bill.linePaid',
  lineUnknown: 'bill.lineUnknown',
  partPaid: 'bill.partPaid',
  notCompleted: 'bill.notCompleted',
  requestLimited: 'bill.requestLimited',
  /** Values `n`, the table number, and `method`, the preferred method's label. */
  requestMessage: 'bill.requestMessage',
} as const;

export const BILL_REQUEST_INTERVAL_MS = 30_000;

/**
 * N parts of a total that add up exactly: the first (total mod N) parts carry one unit more,
 * so 100.000 in 3 is 33.334 + 33.333 + 33.333.
 */
export function splitEvenly(total: number, parts: number): number[] {
  if (!Number.isInteger(parts) || parts < 1) throw new Error('parts must be a positive integer');
  const base = Math.floor(total / parts);
  const rest = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < rest ? 1 : 0));
}

export const billLineSchema = z.object({
  /** The order items merged into this line (same dish, price and note). */
  itemIds: z.array(z.number().int()),
  productName: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  notes: z.string(),
  amount: z.number(),
  /** Paid by a payment that picked this line. */
  paid: z.boolean(),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const billOrderSchema = z.object({
  id: z.number().int(),
  callNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  isPaid: z.boolean(),
  createdAt: z.string(),
  lines: z.array(billLineSchema),
  subtotal: z.number(),
  /** Part of the subtotal already covered by payments. */
  covered: z.number(),
});
export type BillOrder = z.infer<typeof billOrderSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  createdAt: z.string(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  /** Set when the payment is one part of an equal split: part `splitIndex + 1` of `splitCount`. */
  splitIndex: z.number().int().nullable(),
  splitCount: z.number().int().nullable(),
  itemIds: z.array(z.number().int()),
  orderIds: z.array(z.number().int()),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The account the payment QR pays to; null when Settings hold none for the currency. */
export const payToSchema = z.object({
  currency: z.string(),
  bankName: z.string(),
  bankBin: z.string(),
  bankAccount: z.string(),
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type PayTo = z.infer<typeof payToSchema>;

export const billSchema = z.object({
  /** The bill number, printed on the receipt and carried in the transfer purpose. */
  id: z.number().int(),
  /** Lets the guests who saw the bill open its receipt after the table is settled. */
  receiptToken: z.string(),
  tableId: z.number().int(),
  tableNumber: z.string(),
  sessionStartedAt: z.string(),
  status: z.enum(['open', 'settled']),
  settledAt: z.string().nullable(),
  currency: z.string(),
  orders: z.array(billOrderSchema),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  payments: z.array(paymentSchema),
  /** Transfer purpose for the QR ("Ban 5 HD 12"). */
  purpose: z.string(),
  payTo: payToSchema.nullable(),
  /** Payment QR payload for the whole amount due, or null. */
  qr: z.string().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const recordPaymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: 'bill.paymentMethodNotValid' }),
    amount: z.number({ error: 'bill.amountNotValid' }).int('bill.amountNotValid').positive('bill.amountPositive').max(1e12).optional(),
    itemIds: z.array(z.number().int().positive()).min(1).max(500).optional(),
    split: z
      .object({
        count: z.number().int().min(2, 'bill.minParts').max(50, 'bill.maxParts'),
        index: z.number().int().min(0),
      })
      .refine((s) => s.index < s.count, 'bill.partNotValid')
      .optional(),
  })
  .refine((p) => [p.amount, p.itemIds, p.split].filter((v) => v !== undefined).length <= 1, 'bill.oneSplitWay');
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;
export type RecordPayment = z.output<typeof recordPaymentSchema>;

export const settleBillSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'bill.paymentMethodNotValid' }),
});

export const billRequestSchema = z.object({
  tableNumber: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, 'bill.tableNumberRequired').max(20)),
  method: z.enum(PAYMENT_METHODS, { error: 'bill.paymentMethodNotValid' }),
});
export type BillRequestInput = z.input<typeof billRequestSchema>;

export const receiptQuery = z.object({ token: z.string().max(100).optional() });
