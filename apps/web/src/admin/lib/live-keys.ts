/**
 * Query-key roots of the live screens. Hub events and reconnects invalidate by these prefixes,
 * so every list, detail and badge under a root refetches (only the ones on screen do).
 */
export const LIVE_KEYS = {
  orders: ['orders'],
  board: ['orders', 'board'],
  notifications: ['notifications'],
  calls: ['call-history'],
} as const;
