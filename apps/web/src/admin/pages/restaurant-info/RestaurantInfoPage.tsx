import type { RestaurantInfo } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { LoadingScreen } from '../../../ui/Spinner';
import { RequirePermission } from '../../components/RequirePermission';
import { LogoUploader } from './LogoUploader';
import { RESTAURANT_KEY, useRestaurantInfo } from './restaurant.api';
import { RestaurantInfoCard } from './RestaurantInfoCard';
import { RestaurantInfoForm } from './RestaurantInfoForm';
import { RestaurantTranslations } from './RestaurantTranslations';

function RestaurantInfoScreen() {
  const { t } = useTranslation('restaurant');
  const queryClient = useQueryClient();
  const { data: info, error, isFetching, refetch } = useRestaurantInfo();
  const [editing, setEditing] = useState(false);
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);

  useEffect(() => {
    if (error) toast.error(t('errors.load'), { id: 'restaurant-load' });
  }, [error, t]);

  const update = (next: RestaurantInfo) => queryClient.setQueryData(RESTAURANT_KEY, next);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          info && !editing ? (
            <Button onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('edit.button')}
            </Button>
          ) : undefined
        }
      />
      {error && !info ? (
        <LoadError message={t('errors.load')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !info ? (
        <LoadingScreen label={t('common:states.loading')} />
      ) : (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              {editing ? (
                <RestaurantInfoForm
                  info={info}
                  logo={pendingLogo}
                  onDone={(saved) => {
                    if (saved) update(saved);
                    setPendingLogo(null);
                    setEditing(false);
                  }}
                />
              ) : (
                <RestaurantInfoCard info={info} />
              )}
            </div>
            <LogoUploader
              restaurantId={info.id}
              logoUrl={info.logoUrl}
              name={info.name}
              pending={editing ? { file: pendingLogo, onChange: setPendingLogo } : undefined}
              onUploaded={(logoUrl) => {
                update({ ...info, logoUrl });
                void queryClient.invalidateQueries({ queryKey: RESTAURANT_KEY, exact: true });
              }}
            />
          </div>
          <RestaurantTranslations info={info} />
        </div>
      )}
    </>
  );
}

/** Admin and SuperAdmin edit the restaurant's details. */
export function RestaurantInfoPage() {
  return (
    <RequirePermission permission="restaurant.manage">
      <RestaurantInfoScreen />
    </RequirePermission>
  );
}
