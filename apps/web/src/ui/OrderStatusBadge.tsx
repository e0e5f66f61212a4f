// No admin-only imports here: the guest's page shows this badge too.
import type { OrderStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

// One colour per status on every screen. Dark text on a light tint keeps the small badge text above AA contrast.
const TONES: Record<OrderStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  confirmed: 'bg-sky-100 text-sky-900 ring-sky-300',
  preparing: 'bg-blue-100 text-blue-900 ring-blue-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  paid: 'bg-purple-100 text-purple-900 ring-purple-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};
const UNKNOWN_TONE = 'bg-zinc-100 text-zinc-700 ring-zinc-300';

const isKnown = (status: string): status is OrderStatus => Object.hasOwn(TONES, status);

/**
 * An order's status as a badge: on the dashboard, the orders pages, the history and the guest's page. `ns` picks
 * the wording (staff read 'Hoàn thành' where guests read 'Sẵn sàng'); a status the app does not know shows as it
 * came, in grey.
 */
export function OrderStatusBadge({ status, ns, className }: { status: string; ns: 'orders' | 'dashboard' | 'diner'; className?: string }) {
  const { t } = useTranslation(ns);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        isKnown(status) ? TONES[status] : UNKNOWN_TONE,
        className,
      )}
      data-testid="order-status"
      data-status={status}
    >
      {isKnown(status) ? t(`status.${status}`) : status}
    </span>
  );
}
