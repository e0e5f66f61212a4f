/** Which orders are still active for the guest (the badge itself is `ui/OrderStatusBadge`). */

/** Active for the diner: not paid and not cancelled. */
export function isActiveOrder(order: { status: string; isPaid?: boolean }): boolean {
  return !order.isPaid && order.status !== 'paid' && order.status !== 'cancelled';
}
