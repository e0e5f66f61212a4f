/**
 * The order state machine:
 * pending -> confirmed -> preparing -> completed -> paid, cancelled from any state before paid.
 * Staff may skip ahead or step back among the open states (a waiter who tapped the wrong one);
 * paid is reached only from completed; paid and cancelled are final.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'completed', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const OPEN: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'completed'];

export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'paid' || status === 'cancelled';
}

/** Active for the diner: not paid and not cancelled. */
export function isActiveStatus(status: OrderStatus): boolean {
  return !isFinalStatus(status);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  if (isFinalStatus(from)) return false;
  if (to === 'paid') return from === 'completed';
  if (to === 'cancelled') return true;
  return OPEN.includes(to);
}

export function allowedNextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to));
}

/**
 * Only cancelled orders may be deleted: served (completed) and paid orders are kept for the
 * records, and open ones are cancelled first. A deletion still leaves a trace in order history.
 */
export function canDeleteOrder(status: OrderStatus): boolean {
  return status === 'cancelled';
}
