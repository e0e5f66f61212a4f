/** Header carrying one submit's unique key: retries of that submit return the first order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Money is whole đồng in 64-bit integer columns. A dish costs at most 1,000,000,000 đ and an
 * order's total stays at or below maxTotal, far inside what a double holds exactly.
 */
export const ORDER_LIMITS = {
  minQuantity: 1,
  maxQuantity: 99,
  maxNotes: 200,
  maxSpecialRequests: 500,
  maxLines: 100,
  maxUnitPrice: 1_000_000_000,
  maxTotal: 9_999_999_999_999,
} as const;

/** The order events a table's guests receive; each means "refetch this table's orders". */
export const DINER_ORDER_EVENTS = ['OrderStatusUpdated', 'ReceiveOrderNotification', 'OrderDeleted', 'UpdateOrderNotification'] as const;

export const ORDER_MESSAGES = {
  tableMissing: 'orders.tableMissing',
  emptyCart: 'orders.emptyCart',
  unknownDish: 'orders.unknownDish',
  dishSoldOut: 'orders.dishSoldOut',
  dishOffMenu: 'orders.dishOffMenu',
  quantity: 'orders.quantity',
  notes: 'orders.notes',
  specialRequests: 'orders.specialRequests',
  tooManyLines: 'orders.tooManyLines',
  totalTooLarge: 'orders.totalTooLarge',
  notFound: 'orders.notFound',
  itemNotFound: 'orders.itemNotFound',
  stationDenied: 'orders.stationDenied',
  itemStationDenied: 'orders.itemStationDenied',
  paid: 'orders.paid',
  cancelled: 'orders.cancelled',
  sameStatus: 'orders.sameStatus',
  payOnlyCompleted: 'orders.payOnlyCompleted',
  deleteOnlyClosed: 'orders.deleteOnlyClosed',
  deleteAllConfirm: 'orders.deleteAllConfirm',
  deletePaid: 'orders.deletePaid',
  stationListDenied: 'orders.stationListDenied',
  dinerDenied: 'orders.dinerDenied',
} as const;
