import { imageUrlAt } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { Dialog } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { LoadingScreen } from '../../../ui/Spinner';
import { fetchUploadPage } from '../image-manager/images.api';

const PAGE_SIZE = 12;

interface ImageLibraryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (url: string) => void;
}

/** Pictures already uploaded (the image manager's list), 12 at a time, so one photo can serve several dishes. */
export function ImageLibraryDialog({ open, onOpenChange, onPick }: ImageLibraryDialogProps) {
  const { t } = useTranslation('products');
  const uploads = useInfiniteQuery({
    queryKey: ['admin', 'uploads', 'picker'],
    enabled: open,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchUploadPage(pageParam, PAGE_SIZE, signal),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const files = uploads.data?.pages.flatMap((p) => p.files) ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('image.libraryTitle')} description={t('image.libraryDescription')} size="lg">
      {uploads.isPending ? (
        <LoadingScreen label={t('common:states.loading')} />
      ) : uploads.isError ? (
        <LoadError message={t('image.libraryFailed')} onRetry={() => void uploads.refetch()} retrying={uploads.isFetching} />
      ) : files.length === 0 ? (
        <EmptyState icon={<Images className="size-6" />} title={t('image.libraryEmpty')} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {files.map((f) => (
              <li key={f.fileName}>
                <button
                  type="button"
                  onClick={() => onPick(f.url)}
                  className={cn('group block w-full overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 hover:border-brand-600', focusRing)}
                  aria-label={t('image.pick', { name: f.fileName })}
                >
                  <img
                    src={imageUrlAt(f.url, 160)}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
                  />
                </button>
              </li>
            ))}
          </ul>
          {uploads.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" loading={uploads.isFetchingNextPage} onClick={() => void uploads.fetchNextPage()}>
                {t('image.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
