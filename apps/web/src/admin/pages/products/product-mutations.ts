import type { Product } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { menuKeys, setProductAvailability, updateProduct } from '../menu-shared/menu-queries';
import { errorText } from '../../lib/errors';

type Change = { id: number; isActive: boolean } | { id: number; isFeatured: boolean };

/**
 * Inline switches: the row changes at once and rolls back if the server refuses.
 * Availability goes through PATCH …/availability, which station staff may call for their own
 * dishes; "featured" is a management edit (PUT with just that field).
 */
export function useProductSwitch() {
  const client = useQueryClient();
  const { t } = useTranslation('products');
  return useMutation({
    mutationFn: (change: Change) =>
      'isActive' in change ? setProductAvailability(change.id, change.isActive) : updateProduct(change.id, { isFeatured: change.isFeatured }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: menuKeys.products });
      const before = client.getQueryData<Product[]>(menuKeys.products);
      client.setQueryData<Product[]>(menuKeys.products, (list) => list?.map((p) => (p.id === change.id ? { ...p, ...change } : p)));
      return { before };
    },
    onError: (err, _change, context) => {
      if (context?.before) client.setQueryData(menuKeys.products, context.before);
      toast.error(errorText(err, t('toast.updateFailed')));
    },
    onSuccess: (product, change) => {
      if ('isActive' in change)
        toast.success(product.isActive ? t('toast.nowSelling', { name: product.originalName }) : t('toast.nowStopped', { name: product.originalName }));
      else toast.success(product.isFeatured ? t('toast.nowFeatured', { name: product.originalName }) : t('toast.notFeatured', { name: product.originalName }));
    },
    onSettled: () => void client.invalidateQueries({ queryKey: menuKeys.products }),
  });
}
