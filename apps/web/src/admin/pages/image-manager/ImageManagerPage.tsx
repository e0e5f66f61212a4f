import type { UploadedFile } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { translateServerMessage } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { LoadingScreen } from '../../../ui/Spinner';
import { RequirePermission } from '../../components/RequirePermission';
import { ImageCard } from './ImageCard';
import { deleteUpload, IMAGES_KEY, imagesLoadErrorText, useUploads } from './images.api';
import { UploadButton } from './UploadButton';

function ImageManagerScreen() {
  const { t } = useTranslation('images');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { data, error, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = useUploads();
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    if (error) toast.error(imagesLoadErrorText(error, t), { id: 'images-load' });
  }, [error, t]);

  const files = data?.pages.flatMap((p) => p.files) ?? [];
  const total = data?.pages[data.pages.length - 1]?.totalCount ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY });

  const onDelete = async (file: UploadedFile) => {
    const ok = await confirm({ title: t('delete.title'), description: t('delete.confirm'), confirmLabel: t('common:actions.delete') });
    if (!ok) return;
    setDeleting(file.fileName);
    try {
      const res = await deleteUpload(file.fileName);
      const n = res?.productsUpdated ?? 0;
      toast.success(n > 0 ? t('toast.deletedWithProducts', { count: n }) : t('toast.deleted'));
      // Products showing the image changed too.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      await refresh();
    } catch (err) {
      toast.error(err instanceof ApiError && err.status !== 0 && err.message ? translateServerMessage(err) : t('errors.delete'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={data ? t('count', { count: total }) : t('description')}
        actions={<UploadButton onUploaded={() => void refresh()} />}
      />
      {error && !data ? (
        <LoadError message={imagesLoadErrorText(error, t)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : isLoading ? (
        <LoadingScreen label={t('common:states.loading')} />
      ) : files.length === 0 ? (
        <div className="rounded-xl border border-dashed border-zinc-300 bg-white">
          <EmptyState icon={<ImageOff className="size-6" />} title={t('empty.title')} description={t('empty.description')} />
        </div>
      ) : (
        <div className="space-y-6">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label={t('gridLabel')}>
            {files.map((f) => (
              <ImageCard key={f.fileName} file={f} deleting={deleting === f.fileName} onDelete={onDelete} />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-zinc-600" aria-live="polite">
              {t('shown', { shown: files.length, total })}
            </p>
            {hasNextPage && (
              <Button variant="secondary" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                {t('loadMore')}
              </Button>
            )}
          </div>
        </div>
      )}
    </>
  );
}

export function ImageManagerPage() {
  return (
    <RequirePermission permission="images.manage">
      <ImageManagerScreen />
    </RequirePermission>
  );
}
