/**
 * The history dialog's dish list: lines with the same product name merge ("Order-history
 * dialog") when their options are the same too ("Phở bò · Lớn" and "Phở bò · Nhỏ" stay apart).
 */

export interface HistoryItem {
  productName: string;
  quantity: number;
  price: number;
  options?: readonly { name: string }[];
}

export interface MergedLine {
  productName: string;
  /** Names of the chosen options. */
  options: string[];
  quantity: number;
  /** Unit price of the first line of that name. */
  price: number;
  /** Sum of price x quantity over the merged lines (a price change between rounds stays correct). */
  lineTotal: number;
}

export function mergeLinesByName(items: readonly HistoryItem[]): MergedLine[] {
  const byName = new Map<string, MergedLine>();
  for (const item of items) {
    const quantity = Number(item.quantity) || 0;
    const price = Number(item.price) || 0;
    const options = (item.options ?? []).map((o) => o.name);
    const key = [item.productName, ...options].join('\u0000');
    const found = byName.get(key);
    if (found) {
      found.quantity += quantity;
      found.lineTotal += price * quantity;
    } else {
      byName.set(key, { productName: item.productName, options, quantity, price, lineTotal: price * quantity });
    }
  }
  return [...byName.values()];
}

/** TotalAmount, or when 0/missing the sum of price x quantity. */
export function orderTotal(order: { totalAmount?: number | null; orderItems?: readonly HistoryItem[] }): number {
  if (order.totalAmount) return order.totalAmount;
  return (order.orderItems ?? []).reduce((sum, i) => sum + (Number(i.price) || 0) * (Number(i.quantity) || 0), 0);
}

/** Number of dishes in an order (sum of quantities). */
export function orderItemCount(order: { orderItems?: readonly HistoryItem[] }): number {
  return (order.orderItems ?? []).reduce((sum, i) => sum + (Number(i.quantity) || 0), 0);
}
