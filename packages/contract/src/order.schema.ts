import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.js';
import { STATIONS } from './stations.js';
import { coercedId, pagingFields, dateRangeCheck, idValue, optionalFilterDateTime } from './common.schema.js';
import { optionalDateTime } from './table.schema.js';
import { langQuery } from './language.schema.js';
import { optionIdsField, orderItemOptionSchema } from './options.schema.js';
import { ORDER_LIMITS, ORDER_MESSAGES } from './constants/orders.js';

export * from './constants/orders.js';

export const ORDER_TYPES = ['dine-in', 'takeaway'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

// ---- responses ----

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  /** Unit price when ordered, options included (integer money). */
  price: z.number().int(),
  /** The options chosen, as they were when ordered. */
  options: z.array(orderItemOptionSchema),
  notes: z.string(),
  callNumber: z.number().int(),
  isCompleted: z.boolean(),
  station: z.enum(STATIONS),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  tableId: z.number().int().nullable(),
  tableNumber: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  totalAmount: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  notificationStatus: z.string(),
  preparationStatus: z.string(),
  orderType: z.enum(ORDER_TYPES),
  specialRequests: z.string(),
  bookingStartTime: z.string().nullable(),
  bookingEndTime: z.string().nullable(),
  isPaid: z.boolean(),
  /** The order's round within its table's session (1 = the guests' first order). */
  callNumber: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  orderItems: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponse = z.object({
  data: z.array(orderSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});

// ---- requests ----

const notesField = z.string().trim().max(ORDER_LIMITS.maxNotes, ORDER_MESSAGES.notes);
/** Client-sent prices, totals and statuses are accepted for compatibility and ignored. */
const ignored = z.unknown().optional();

export const orderItemInputSchema = z.object({
  /** Present when a staff edit keeps an existing line. */
  id: idValue(ORDER_MESSAGES.itemNotFound).optional(),
  productId: coercedId(ORDER_MESSAGES.unknownDish),
  quantity: z.coerce
    .number({ error: ORDER_MESSAGES.quantity })
    .int(ORDER_MESSAGES.quantity)
    .min(ORDER_LIMITS.minQuantity, ORDER_MESSAGES.quantity)
    .max(ORDER_LIMITS.maxQuantity, ORDER_MESSAGES.quantity),
  notes: z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .pipe(notesField),
  /** Chosen options; a kept line (with `id`) keeps the options it was ordered with. */
  optionIds: optionIdsField,
  price: ignored,
  productName: ignored,
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

const specialRequestsField = z
  .string()
  .nullish()
  .transform((v) => v ?? '')
  .pipe(z.string().trim().max(ORDER_LIMITS.maxSpecialRequests, ORDER_MESSAGES.specialRequests));

const itemsField = z
  .array(orderItemInputSchema, { error: ORDER_MESSAGES.emptyCart })
  .min(1, ORDER_MESSAGES.emptyCart)
  .max(ORDER_LIMITS.maxLines, ORDER_MESSAGES.tooManyLines);

/**
 * `POST Order`: the order payload from the diner page. A diner's customer fields, type and
 * status fields are ignored; signed-in staff (with 'orders.create') may set customer, type and times.
 */
export const placeOrderSchema = z.object({
  tableId: coercedId(ORDER_MESSAGES.tableMissing),
  tableNumber: ignored,
  customerName: z
    .string()
    .trim()
    .max(100, 'orders.customerNameMax')
    .nullish()
    .transform((v) => v ?? ''),
  customerPhone: z
    .string()
    .trim()
    .max(30, 'orders.phoneMax')
    .nullish()
    .transform((v) => v ?? ''),
  orderType: z.enum(ORDER_TYPES, { error: 'orders.invalidOrderType' }).default('dine-in'),
  specialRequests: specialRequestsField,
  bookingStartTime: optionalDateTime,
  bookingEndTime: optionalDateTime,
  orderItems: itemsField,
  totalAmount: ignored,
  status: ignored,
  notificationStatus: ignored,
  preparationStatus: ignored,
  isPaid: ignored,
  /** The guest's language: a refused option choice names the dish, group and option in it. Only a hint: a bad code is dropped, never a reason to refuse the order. */
  lang: langQuery.optional().catch(undefined),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;

/** `PUT Order/{id}` (staff): the whole editable order; lines with `id` are kept, others added, missing ones removed. */
export const updateOrderSchema = placeOrderSchema.omit({ tableId: true }).extend({
  tableId: coercedId(ORDER_MESSAGES.tableMissing).optional(),
});
export type UpdateOrderInput = z.input<typeof updateOrderSchema>;
export type UpdateOrder = z.output<typeof updateOrderSchema>;

export const orderStatusParam = z.object({
  id: coercedId(),
  status: z.enum(ORDER_STATUSES, { error: 'orders.invalidStatus' }),
});

export const orderListQuery = z.object({
  status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
  search: z.string().trim().max(100).optional(),
  tableId: coercedId().optional(),
  ...pagingFields(10, 100),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

export const completeItemSchema = z.object({ isCompleted: z.boolean({ error: 'orders.isCompletedRequired' }) });
export const callNumberSchema = z.object({
  callNumber: z.coerce.number({ error: 'orders.invalidRoundNumber' }).int().min(1, 'orders.roundNumberLeast1').max(999),
});

export const orderItemUpdateResponse = z.object({
  orderId: z.number().int(),
  item: orderItemSchema,
});

export const countResponse = z.object({ count: z.number().int() });

/** `DELETE Order/all` acts only when the caller confirms explicitly. */
export const deleteAllOrdersQuery = z.object({
  confirm: z.literal('true', { error: ORDER_MESSAGES.deleteAllConfirm }),
});

/** The trace a deleted order leaves in order history: what it was, who deleted it and when. */
export const orderDeletionSchema = z.object({
  orderId: z.number().int(),
  tableNumber: z.string(),
  customerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: z.number().int(),
  itemCount: z.number().int(),
  orderCreatedAt: z.string(),
  deletedBy: z.number().int().nullable(),
  deletedByName: z.string(),
  deletedAt: z.string(),
});
export type OrderDeletion = z.infer<typeof orderDeletionSchema>;
export const orderDeletionListResponse = z.object({
  data: z.array(orderDeletionSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});

// ---- station board (Kitchen, Sushi, Waiter = bar; management sees all) ----

export const boardOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  callNumber: z.number().int(),
  customerName: z.string(),
  specialRequests: z.string(),
  createdAt: z.string(),
  /** Only the dishes of the caller's stations. */
  items: z.array(orderItemSchema),
});

export const boardTableSchema = z.object({
  tableId: z.number().int().nullable(),
  tableNumber: z.string(),
  orders: z.array(boardOrderSchema),
  /** Sum of quantities of the station's dishes not yet ticked done. */
  unfinishedCount: z.number().int(),
  totalCount: z.number().int(),
  /** When the oldest unfinished dish was ordered: show its age. */
  oldestUnfinishedAt: z.string().nullable(),
});

/**
 * The most open orders one board answer carries (oldest first): a few hundred fill any real
 * kitchen's screen, and the answer stays small when forgotten orders pile up.
 */
export const BOARD_MAX_ORDERS = 300;

export const boardSchema = z.object({
  /** null: all stations (management). */
  stations: z.array(z.enum(STATIONS)).nullable(),
  /** True when more open orders exist than BOARD_MAX_ORDERS; the board shows the oldest ones. */
  truncated: z.boolean().optional(),
  /** Server clock, so dish ages are right even when the tablet's clock is not. */
  serverTime: z.string(),
  tables: z.array(boardTableSchema),
});
export type Board = z.infer<typeof boardSchema>;
export type BoardTable = z.infer<typeof boardTableSchema>;

// ---- order history ----

export const orderHistoryFilterSchema = z.object({
  from: optionalFilterDateTime,
  to: optionalFilterDateTime,
  tableNumber: z.string().trim().max(20).optional(),
  status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
  text: z.string().trim().max(100).optional(),
});

export const orderHistorySearchSchema = orderHistoryFilterSchema.extend(pagingFields(10, 100)).superRefine(dateRangeCheck('from', 'to'));
export type OrderHistorySearch = z.input<typeof orderHistorySearchSchema>;

export const orderHistoryPageQuery = z.object(pagingFields(20, 100));

export const orderHistoryStatsQuery = z.object({ from: optionalFilterDateTime, to: optionalFilterDateTime }).superRefine(dateRangeCheck('from', 'to'));
export const orderHistoryStatsSchema = z.object({
  count: z.number().int(),
  paidCount: z.number().int(),
  cancelledCount: z.number().int(),
  openCount: z.number().int(),
  /** Sum of paid orders' totals. */
  revenue: z.number().int(),
  /** revenue / paidCount, rounded; 0 without paid orders. */
  averageOrderValue: z.number().int(),
});

export const orderHistoryExportSchema = orderHistoryFilterSchema
  .extend({
    /** ';' opens as columns in Excel with Vietnamese/German regional settings, ',' with English ones. */
    separator: z.enum([';', ',']).default(';'),
  })
  .superRefine(dateRangeCheck('from', 'to'));

export const orderHistoryCleanupSchema = z.object({
  olderThanDays: z.coerce.number({ error: 'orders.invalidNumberDays' }).int().min(30, 'orders.deleteTooRecent').max(3650),
});
