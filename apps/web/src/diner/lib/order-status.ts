/** How the diner sees an order's status: catalog key and badge colours. */

export const DINER_STATUSES = ['pending', 'confirmed', 'preparing', 'completed', 'paid', 'cancelled'] as const;
export type DinerStatus = (typeof DINER_STATUSES)[number];

export function isKnownStatus(status: string): status is DinerStatus {
  return (DINER_STATUSES as readonly string[]).includes(status);
}

/** Active for the diner: not paid and not cancelled. */
export function isActiveOrder(order: { status: string; isPaid?: boolean }): boolean {
  return !order.isPaid && order.status !== 'paid' && order.status !== 'cancelled';
}

// Dark text on a light tint keeps the small badge text above AA contrast.
const TONES: Record<DinerStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  confirmed: 'bg-sky-100 text-sky-900 ring-sky-300',
  preparing: 'bg-blue-100 text-blue-900 ring-blue-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  paid: 'bg-purple-100 text-purple-900 ring-purple-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};
const UNKNOWN_TONE = 'bg-zinc-100 text-zinc-700 ring-zinc-300';

export function statusTone(status: string): string {
  return isKnownStatus(status) ? TONES[status] : UNKNOWN_TONE;
}
