import type { Product } from '@app/contract';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { deleteProduct, setProductAvailability, useInvalidateMenu } from '../menu-shared/menu-queries';
import { errorText } from '../../lib/errors';

type Step = { kind: 'confirm' } | { kind: 'inOrders'; message: string };

/**
 * Deleting asks once. A dish already in orders cannot go (order history keeps it): the server's
 * 409 message is shown in the same dialog with 'Ngừng bán' as the way out.
 */
export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation('products');
  const invalidate = useInvalidateMenu();
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const [busy, setBusy] = useState(false);
  useEffect(() => setStep({ kind: 'confirm' }), [product?.id]);

  const remove = async () => {
    if (!product) return;
    setBusy(true);
    try {
      await deleteProduct(product.id);
      toast.success(t('toast.deleted'));
      invalidate();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setStep({ kind: 'inOrders', message: errorText(err, t('toast.deleteFailed')) });
      else toast.error(errorText(err, t('toast.deleteFailed')));
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async () => {
    if (!product) return;
    setBusy(true);
    try {
      await setProductAvailability(product.id, false);
      toast.success(t('toast.nowStopped', { name: product.originalName }));
      invalidate();
      onClose();
    } catch (err) {
      toast.error(errorText(err, t('toast.updateFailed')));
    } finally {
      setBusy(false);
    }
  };

  const inOrders = step.kind === 'inOrders';
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(next) => !next && onClose()}
      title={inOrders ? t('delete.inOrdersTitle') : t('delete.title')}
      description={inOrders ? step.message : t('delete.description', { name: product?.originalName ?? '' })}
      size="sm"
      role="alertdialog"
      preventClose={busy}
      footer={
        inOrders ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('common:actions.close')}
            </Button>
            {product?.isActive && (
              <Button onClick={() => void deactivate()} loading={busy} autoFocus>
                {t('delete.deactivate')}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void remove()} loading={busy} autoFocus>
              {t('common:actions.delete')}
            </Button>
          </>
        )
      }
    >
      {inOrders && !product?.isActive && <p className="text-sm text-zinc-700">{t('delete.alreadyStopped')}</p>}
    </Dialog>
  );
}
