/**
 * The text staff see for a waiter call. It is written for the staff screens, which
 * are Vietnamese, so it does not follow the guest's language.
 */
export function serviceCallMessage(tableNumber: string): string {
  return `Bàn ${tableNumber} đang gọi phục vụ`;
}
