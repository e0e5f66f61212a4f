import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { LoadError } from '../../../ui/LoadError';
import { LoadingScreen } from '../../../ui/Spinner';
import { fetchLanguage } from './languages.api';

/** Read-only details of one language, loaded fresh from the server. */
export function LanguageViewDialog({ languageId, onClose, onEdit }: { languageId: number; onClose: () => void; onEdit: () => void }) {
  const { t } = useTranslation('languages');
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ['languages', 'detail', languageId],
    queryFn: ({ signal }) => fetchLanguage(languageId, signal),
    gcTime: 0,
    staleTime: 0,
  });
  useEffect(() => {
    if (error) toast.error(t('errors.loadDetail'), { id: 'language-detail' });
  }, [error, t]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('view.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
          <Button onClick={onEdit} disabled={!data}>
            {t('common:actions.edit')}
          </Button>
        </>
      }
    >
      {data ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
          <dt className="text-zinc-600">{t('table.id')}</dt>
          <dd className="font-medium text-zinc-900 tabular-nums">{data.id}</dd>
          <dt className="text-zinc-600">{t('table.name')}</dt>
          <dd className="font-medium text-zinc-900">{data.name}</dd>
          <dt className="text-zinc-600">{t('table.code')}</dt>
          <dd>
            <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-zinc-900">{data.code}</code>
          </dd>
          <dt className="text-zinc-600">{t('table.status')}</dt>
          <dd>
            <Badge tone={data.isActive ? 'success' : 'neutral'}>{data.isActive ? t('status.active') : t('status.inactive')}</Badge>
          </dd>
        </dl>
      ) : error ? (
        <LoadError message={t('errors.loadDetail')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <LoadingScreen label={t('common:states.loading')} />
      )}
    </Dialog>
  );
}
