import type { Order, OrderStatus } from '@app/contract';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { errorText } from '../../lib/errors';
import { useOrderMutations } from './orders.api';

/** Status changes, payment, item ticks and deletes with their confirmations and toasts, shared by the list and the detail. */
export function useOrderActions() {
  const { t } = useTranslation('orders');
  const confirm = useConfirm();
  const m = useOrderMutations();

  async function changeStatus(order: Pick<Order, 'id'>, next: OrderStatus): Promise<boolean> {
    if (next === 'paid') {
      const ok = await confirm({ title: t('payment.title'), description: t('payment.confirm'), confirmLabel: t('payment.action'), tone: 'primary' });
      if (!ok) return false;
    } else if (next === 'cancelled') {
      const ok = await confirm({ title: t('cancel.title'), description: t('cancel.confirm'), confirmLabel: t('cancel.action') });
      if (!ok) return false;
    }
    try {
      await m.setStatus.mutateAsync({ id: order.id, status: next });
      toast.success(next === 'paid' ? t('toast.paid') : t('toast.statusUpdated', { status: t(`status.${next}`) }));
      return true;
    } catch (err) {
      toast.error(errorText(err, t('errors.status')));
      return false;
    }
  }

  async function setItemsCompleted(ids: number[], isCompleted: boolean): Promise<boolean> {
    try {
      await m.completeItems.mutateAsync({ ids, isCompleted });
      return true;
    } catch (err) {
      toast.error(errorText(err, t('errors.complete')));
      return false;
    }
  }

  async function remove(order: Pick<Order, 'id'>): Promise<boolean> {
    const ok = await confirm({ title: t('delete.title', { id: order.id }), description: t('delete.confirm'), confirmLabel: t('common:actions.delete') });
    if (!ok) return false;
    try {
      await m.remove.mutateAsync(order.id);
      toast.success(t('toast.deleted'));
      return true;
    } catch (err) {
      toast.error(errorText(err, t('errors.delete')));
      return false;
    }
  }

  async function removeAll(): Promise<void> {
    const ok = await confirm({
      title: t('deleteAll.title'),
      description: t('deleteAll.confirm'),
      confirmLabel: t('deleteAll.action'),
      doubleCheck: { title: t('common:confirm.againTitle'), description: t('deleteAll.again'), confirmLabel: t('deleteAll.action') },
    });
    if (!ok) return;
    try {
      const { count } = await m.removeAll.mutateAsync();
      toast.success(t('toast.deletedAll', { count }));
    } catch (err) {
      toast.error(errorText(err, t('errors.delete')));
    }
  }

  return { changeStatus, setItemsCompleted, remove, removeAll, mutations: m };
}
