/** Cart rules, pure so they are easy to test. */
import { ORDER_LIMITS } from '@app/contract/constants';

/** The server's limits (the contract's zod-free constants). */
export const MIN_QUANTITY = ORDER_LIMITS.minQuantity;
export const MAX_QUANTITY = ORDER_LIMITS.maxQuantity;
export const MAX_NOTES = ORDER_LIMITS.maxNotes;
export const MAX_SPECIAL_REQUESTS = ORDER_LIMITS.maxSpecialRequests;

export interface CartLine {
  /** The line's id in the table's shared cart; none while the line is only on this phone (offline, no key). */
  id?: number;
  /** Who added it to the shared cart ('Khách 2' or the name a guest typed). */
  addedBy?: string;
  productId: number;
  productName: string;
  /** Unit price shown to the diner, options included; the server recomputes every price. */
  price: number;
  imageUrl: string | null;
  quantity: number;
  notes: string;
  /** Chosen options, ascending ids; part of the line's identity. */
  optionIds: number[];
  /** Their names, shown under the line. */
  options: string[];
}

export interface CartProduct {
  id: number;
  name: string;
  price: number;
  imageUrl: string | null;
}

/** What the option sheet hands over: the chosen options and the unit price with their deltas. */
export interface OptionChoice {
  optionIds: number[];
  options: string[];
  unitPrice: number;
}

/** A cart line's identity: the dish and its options (the same dish with other options is another line). */
export type LineKey = string;

export function lineKey(productId: number, optionIds: readonly number[] = []): LineKey {
  return `${productId}:${[...new Set(optionIds)].sort((a, b) => a - b).join(',')}`;
}

/** A shared line is known by its id (two phones may hold the same dish on two lines). */
export const keyOf = (line: Pick<CartLine, 'id' | 'productId' | 'optionIds'>): LineKey => (line.id ? `#${line.id}` : lineKey(line.productId, line.optionIds));

/** Quantity typed into the cart: non-numeric falls back to 1, then clamped to 1..99. */
export function parseQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)));
}

/**
 * Adds a dish with the card's quantity. A dish already in the cart has its quantity replaced
 * (not added to), keeping the notes the diner wrote for it.
 */
export function addToCart(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity) || quantity < MIN_QUANTITY) return [...lines];
  const q = parseQuantity(quantity);
  const key = lineKey(product.id);
  const existing = lines.find((l) => keyOf(l) === key);
  if (existing) {
    return lines.map((l) => (keyOf(l) === key ? { ...l, quantity: q, price: product.price, productName: product.name, imageUrl: product.imageUrl } : l));
  }
  return [
    ...lines,
    { productId: product.id, productName: product.name, price: product.price, imageUrl: product.imageUrl, quantity: q, notes: '', optionIds: [], options: [] },
  ];
}

/**
 * Adds a dish chosen in the option sheet. The same dish with the same options joins its line
 * (quantities add up, at most 99); other options make a line of their own.
 */
export function addChoiceToCart(lines: readonly CartLine[], product: CartProduct, quantity: number, choice: OptionChoice): CartLine[] {
  if (!Number.isFinite(quantity) || quantity < MIN_QUANTITY) return [...lines];
  const optionIds = [...new Set(choice.optionIds)].sort((a, b) => a - b);
  const key = lineKey(product.id, optionIds);
  const existing = lines.find((l) => keyOf(l) === key);
  const fields = { price: choice.unitPrice, productName: product.name, imageUrl: product.imageUrl, options: choice.options };
  if (existing) return lines.map((l) => (keyOf(l) === key ? { ...l, ...fields, quantity: parseQuantity(l.quantity + quantity) } : l));
  return [...lines, { productId: product.id, ...fields, quantity: parseQuantity(quantity), notes: '', optionIds }];
}

export function setLineQuantity(lines: readonly CartLine[], key: LineKey, value: unknown): CartLine[] {
  const q = parseQuantity(value);
  return lines.map((l) => (keyOf(l) === key ? { ...l, quantity: q } : l));
}

export function setLineNotes(lines: readonly CartLine[], key: LineKey, notes: string): CartLine[] {
  const text = notes.slice(0, MAX_NOTES);
  return lines.map((l) => (keyOf(l) === key ? { ...l, notes: text } : l));
}

export function removeLine(lines: readonly CartLine[], key: LineKey): CartLine[] {
  return lines.filter((l) => keyOf(l) !== key);
}

export interface CartSummary {
  /** 'Tổng số món': distinct dishes. */
  lines: number;
  /** Sum of quantities. */
  items: number;
  total: number;
}

export function summarizeCart(lines: readonly CartLine[]): CartSummary {
  let items = 0;
  let total = 0;
  for (const l of lines) {
    items += l.quantity;
    total += l.price * l.quantity;
  }
  return { lines: lines.length, items, total };
}

export interface DinerOrderPayload {
  tableId: number;
  customerName: string;
  customerPhone: string;
  totalAmount: number;
  status: 'pending';
  notificationStatus: 'unread';
  preparationStatus: 'pending';
  orderType: 'dine-in';
  isPaid: false;
  specialRequests: string;
  orderItems: { productId: number; quantity: number; price: number; notes: string; optionIds: number[] }[];
}

/** The diner's order payload; notes and the general request are trimmed. */
/**
 * Each dish's quantity over the cart's lines (a dish may sit on several lines, with other
 * options), written as text: 'productId:quantity,…' in the lines' order. Two carts with the same
 * counts give the same text, so the page keeps its map (and the menu's cards do not draw again)
 * when a cart answer changed nothing they show.
 */
export function dishCountsText(lines: readonly Pick<CartLine, 'productId' | 'quantity'>[]): string {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(l.productId, (counts.get(l.productId) ?? 0) + l.quantity);
  return [...counts].map(([id, n]) => `${id}:${n}`).join(',');
}

/** The map written by dishCountsText. */
export function dishCounts(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const pair of text ? text.split(',') : []) {
    const [id, n] = pair.split(':');
    counts.set(Number(id), Number(n));
  }
  return counts;
}

export function buildOrderPayload(tableId: number, lines: readonly CartLine[], specialRequests: string): DinerOrderPayload {
  return {
    tableId,
    customerName: '',
    customerPhone: '',
    totalAmount: summarizeCart(lines).total,
    status: 'pending',
    notificationStatus: 'unread',
    preparationStatus: 'pending',
    orderType: 'dine-in',
    isPaid: false,
    specialRequests: specialRequests.trim().slice(0, MAX_SPECIAL_REQUESTS),
    orderItems: lines.map((l) => ({
      productId: l.productId,
      quantity: parseQuantity(l.quantity),
      price: l.price,
      notes: l.notes.trim(),
      optionIds: l.optionIds,
    })),
  };
}

/** A stable fingerprint of what is being ordered: the same cart retried reuses its Idempotency-Key. */
export function submissionFingerprint(tableId: number, lines: readonly CartLine[], specialRequests: string): string {
  const payload = buildOrderPayload(tableId, lines, specialRequests);
  return JSON.stringify([payload.tableId, payload.specialRequests, payload.orderItems.map((i) => [i.productId, i.quantity, i.notes, i.optionIds])]);
}

/** A cart read back from localStorage: anything malformed is dropped rather than trusted. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  const seen = new Set<LineKey>();
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const l = item as Record<string, unknown>;
    const productId = Number(l.productId);
    const optionIds = Array.isArray(l.optionIds) ? [...new Set(l.optionIds.map(Number).filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b) : [];
    const key = lineKey(productId, optionIds);
    if (!Number.isInteger(productId) || productId <= 0 || seen.has(key)) continue;
    seen.add(key);
    lines.push({
      productId,
      productName: typeof l.productName === 'string' ? l.productName : '',
      price: Number.isFinite(Number(l.price)) ? Number(l.price) : 0,
      imageUrl: typeof l.imageUrl === 'string' ? l.imageUrl : null,
      quantity: parseQuantity(l.quantity),
      notes: typeof l.notes === 'string' ? l.notes.slice(0, MAX_NOTES) : '',
      optionIds,
      options: Array.isArray(l.options) ? l.options.filter((o): o is string => typeof o === 'string') : [],
    });
  }
  return lines;
}
