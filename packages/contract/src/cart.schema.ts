import { z } from 'zod';
import { langQuery } from './language.schema.js';
import { optionIdsField, orderItemOptionSchema } from './options.schema.js';
import { ORDER_LIMITS, ORDER_MESSAGES } from './order.schema.js';

export const CART_MESSAGES = {
  lineNotFound: 'cart.lineNotFound',
  tooManyLines: 'cart.tooManyLines',
  guestName: 'cart.guestName',
} as const;

/** One line of a table's shared cart, with the short name of the phone that added it. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** Unit price with the chosen options' deltas. */
  price: z.number(),
  quantity: z.number().int(),
  notes: z.string(),
  /** The options chosen when the line was added (checked again when the cart is placed). */
  options: z.array(orderItemOptionSchema),
  addedBy: z.string(),
  createdAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  tableId: z.number().int(),
  /** Grows with every change; a phone ignores answers older than what it has. */
  version: z.number().int(),
  lines: z.array(cartLineSchema),
  total: z.number(),
  /** The order the cart last became, so a phone that pressed 'Đặt hàng' too can show it. */
  lastOrderId: z.number().int().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

const quantityField = z
  .number({ error: ORDER_MESSAGES.quantity })
  .int(ORDER_MESSAGES.quantity)
  .min(ORDER_LIMITS.minQuantity, ORDER_MESSAGES.quantity)
  .max(ORDER_LIMITS.maxQuantity, ORDER_MESSAGES.quantity);
const notesField = z.string().trim().max(ORDER_LIMITS.maxNotes, ORDER_MESSAGES.notes);
const guestField = z.string().trim().max(40, CART_MESSAGES.guestName);

export const addCartLineSchema = z.object({
  productId: z.number({ error: ORDER_MESSAGES.unknownDish }).int(ORDER_MESSAGES.unknownDish).positive(ORDER_MESSAGES.unknownDish),
  quantity: quantityField.default(1),
  notes: notesField.default(''),
  optionIds: optionIdsField,
  addedBy: guestField.default(''),
});
export type AddCartLineInput = z.input<typeof addCartLineSchema>;

export const updateCartLineSchema = z.object({ quantity: quantityField.optional(), notes: notesField.optional() });
export type UpdateCartLineInput = z.input<typeof updateCartLineSchema>;

export const placeCartSchema = z.object({
  specialRequests: z.string().trim().max(ORDER_LIMITS.maxSpecialRequests, ORDER_MESSAGES.specialRequests).default(''),
  /** The guest's language, a hint for naming a refused option in it (as on `POST /api/Order`). */
  lang: langQuery.optional().catch(undefined),
});
