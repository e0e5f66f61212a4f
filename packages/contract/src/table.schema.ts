import { z } from 'zod';
import { coercedId, pagingFields, requiredText, text } from './common.schema.js';
import { TABLE_KEY_PARAM } from './constants/tables.js';

export * from './constants/tables.js';

/** Table statuses as the product spells them (the web shows them as they are). */
export const TABLE_STATUSES = ['trống', 'đang-sử-dụng', 'đã-đặt', 'không khả dụng'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

export const TABLE_IN_USE = 'tables.inUse';

/** Optional date-time from a form (datetime-local or ISO); '' and null mean none; stored as ISO UTC. */
export const optionalDateTime = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .max(40)
      .refine((v) => !Number.isNaN(Date.parse(v)), 'tables.invalidDateOrTime'),
  ])
  .optional()
  .transform((v) => (v ? new Date(v).toISOString() : null));

export const tableNumberField = requiredText(20, 'bill.tableNumberRequired').regex(/^[\p{L}\p{N}_-]+$/u, 'tables.numberCharacters');

/** What anyone may read about a table (the diner page). */
export const publicTableSchema = z.object({
  id: z.number().int(),
  tableNumber: z.string(),
  capacity: z.number().int(),
  location: z.string(),
  status: z.string(),
  isActive: z.boolean(),
});
export type PublicTable = z.infer<typeof publicTableSchema>;

/** What staff with 'tables.view' read; the diner URL holding the table key only for 'tables.manage'. */
export const tableSchema = publicTableSchema.extend({
  bookingStartTime: z.string().nullable(),
  bookingEndTime: z.string().nullable(),
  bookingTime: z.string().nullable(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  /** `{origin}/table/{n}?k={key}`: encode this in the QR code. null for staff who may not manage tables. */
  qrUrl: z.string().nullable(),
  sessionStartedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Table = z.infer<typeof tableSchema>;

/** `GET Table/with-booking-info`: the table plus what is open on it right now. */
export const tableWithBookingSchema = tableSchema.extend({
  openOrderCount: z.number().int(),
  openAmount: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type TableWithBooking = z.infer<typeof tableWithBookingSchema>;

/** POST Table and PUT Table/{id}, and the table form. */
export const tableInputSchema = z.object({
  tableNumber: tableNumberField,
  capacity: z.coerce
    .number({ error: 'tables.numberSeatsRequired' })
    .int('tables.numberSeatsWholeNumber')
    .min(1, 'tables.capacityMin')
    .max(100, 'tables.capacityMax'),
  location: requiredText(100, 'tables.locationRequired'),
  status: z.enum(TABLE_STATUSES, { error: 'tables.invalidTableStatus' }).default('trống'),
  isActive: z.boolean().default(true),
  bookingStartTime: optionalDateTime,
  bookingEndTime: optionalDateTime,
  bookingTime: optionalDateTime,
  customerName: text(100).nullish(),
  customerPhone: text(30).nullish(),
});
export type TableInput = z.input<typeof tableInputSchema>;

/** PUT Table/{id}: status and active flag stay as they are when left out. */
export const tableUpdateSchema = tableInputSchema.extend({
  status: z.enum(TABLE_STATUSES, { error: 'tables.invalidTableStatus' }).optional(),
  isActive: z.boolean().optional(),
});
export type TableUpdateInput = z.input<typeof tableUpdateSchema>;

export const tableListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(TABLE_STATUSES).optional(),
  /** Restaurants have tens of tables; by default one page holds them all. */
  ...pagingFields(500, 500),
});

export const tableNumberParam = z.object({ tableNumber: z.string().trim().min(1).max(20) });

export const checkTableNumberQuery = z.object({
  tableNumber: z.string().trim().min(1).max(20),
  excludeId: coercedId().optional(),
});
export const checkTableNumberResponse = z.object({ isUnique: z.boolean() });

/** The diner URL a QR code encodes. */
export function tableUrl(origin: string, tableNumber: string, key: string): string {
  return `${origin.replace(/\/$/, '')}/table/${encodeURIComponent(tableNumber)}?${TABLE_KEY_PARAM}=${encodeURIComponent(key)}`;
}
