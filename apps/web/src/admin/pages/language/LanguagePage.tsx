import type { Language } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Languages, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { SearchBox } from '../../../ui/SearchBox';
import { RequirePermission } from '../../components/RequirePermission';
import { useListState, useStepBackToLastPage } from '../../lib/use-list-state';
import { LanguageFormDialog } from './LanguageFormDialog';
import { LanguagesTable } from './LanguagesTable';
import { LanguageViewDialog } from './LanguageViewDialog';
import {
  deleteLanguage,
  LANGUAGES_KEY,
  LANGUAGES_PAGE_SIZE,
  languageErrorText,
  matchesLanguage,
  PUBLIC_SETTINGS_KEY,
  useLanguages,
  usePublicSettings,
} from './languages.api';

type Modal = { kind: 'view'; id: number } | { kind: 'edit'; id: number } | { kind: 'add' } | null;

function LanguageScreen() {
  const { t } = useTranslation('languages');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { data, error, isLoading, isFetching, refetch } = useLanguages();
  const settings = usePublicSettings();
  const list = useListState();
  const { search, page, setPage } = list;
  const [modal, setModal] = useState<Modal>(null);

  useEffect(() => {
    if (error) toast.error(t('errors.loadList'), { id: 'languages-load' });
  }, [error, t]);

  const filtered = useMemo(() => (data ?? []).filter((l) => matchesLanguage(l, search)), [data, search]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / LANGUAGES_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  useStepBackToLastPage(list, data ? totalPages : undefined);
  const rows = filtered.slice((current - 1) * LANGUAGES_PAGE_SIZE, current * LANGUAGES_PAGE_SIZE);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: LANGUAGES_KEY });
    void queryClient.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY });
  };

  const onDelete = async (l: Language) => {
    const ok = await confirm({ title: t('delete.title'), description: t('delete.confirm'), confirmLabel: t('common:actions.delete') });
    if (!ok) return;
    try {
      await deleteLanguage(l.id);
      toast.success(t('toast.deleted'));
      refresh();
    } catch (err) {
      toast.error(languageErrorText(err, t('errors.delete')));
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setModal({ kind: 'add' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />
      <div className="space-y-4">
        <SearchBox value={search} onChange={list.setSearch} placeholder={t('searchPlaceholder')} label={t('search')} className="max-w-md" />
        {error && <LoadError message={t('errors.loadList')} onRetry={() => void refetch()} retrying={isFetching} />}
        <LanguagesTable
          languages={rows}
          loading={isLoading}
          dinerDefault={settings.data?.dinerDefaultLanguage}
          empty={error ? <span /> : <EmptyState icon={<Languages className="size-6" />} title={search ? t('empty.search', { search }) : t('empty.none')} />}
          onView={(l) => setModal({ kind: 'view', id: l.id })}
          onEdit={(l) => setModal({ kind: 'edit', id: l.id })}
          onDelete={onDelete}
        />
        <Pager page={current} totalPages={totalPages} onPageChange={setPage} />
      </div>
      {modal?.kind === 'view' && (
        <LanguageViewDialog languageId={modal.id} onClose={() => setModal(null)} onEdit={() => setModal({ kind: 'edit', id: modal.id })} />
      )}
      {(modal?.kind === 'edit' || modal?.kind === 'add') && (
        <LanguageFormDialog
          key={modal.kind === 'edit' ? modal.id : 'new'}
          languageId={modal.kind === 'edit' ? modal.id : null}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            refresh();
          }}
        />
      )}
    </>
  );
}

/** Only Admin and SuperAdmin manage the languages diners can choose. */
export function LanguagePage() {
  return (
    <RequirePermission permission="languages.manage">
      <LanguageScreen />
    </RequirePermission>
  );
}
