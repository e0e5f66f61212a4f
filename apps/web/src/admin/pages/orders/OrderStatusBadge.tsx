import type { OrderStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/Badge';

/** colours: pending yellow, preparing blue, completed green, paid purple, cancelled red; unknown grey with the raw text. */
export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'brand',
  preparing: 'info',
  completed: 'success',
  paid: 'purple',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('orders');
  const tone = STATUS_TONES[status as OrderStatus];
  return (
    <Badge tone={tone ?? 'neutral'} className={className}>
      {tone ? t(`status.${status}`) : status}
    </Badge>
  );
}
