import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/Badge';

/** colours: pending yellow, preparing blue, completed green, paid purple, cancelled red; unknown grey. */
const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  confirmed: 'brand',
  preparing: 'info',
  completed: 'success',
  paid: 'purple',
  cancelled: 'danger',
};

/** An order status with the staff wording ('Hoàn thành', not the diner's 'Sẵn sàng'). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboard');
  const tone = TONES[status];
  return <Badge tone={tone ?? 'neutral'}>{tone ? t(`status.${status}`) : status}</Badge>;
}
