/** Which orders are still active for the guest (the badge itself is `ui/OrderStatusBadge`). */

/** Active for the diner: not paid and not cancelled. */
export function isActiveOrder(order: { status: string; isPaid?: boolean }): boolean {
  return !order.isPaid && order.status !== 'paid' && order.status !== 'cancelled';
}

/**
 * Newest first: by creation time (ISO strings sort as text; a plain comparison, since the first
 * `localeCompare` of a page sets up a collator, slow on a cheap phone), then by id.
 */
export function newestFirst(a: { createdAt: string; id: number }, b: { createdAt: string; id: number }): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}
