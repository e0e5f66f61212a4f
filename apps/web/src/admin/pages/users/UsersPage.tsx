import type { PublicUser } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, UserRoundX } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useListState, useStepBackToLastPage } from '../../lib/use-list-state';
import { useSession } from '../../session/session-context';
import { UserFormDialog } from './UserFormDialog';
import { deleteUser, USERS_KEY, useUsers } from './users.api';
import { deleteErrorText, loadErrorText } from './users-errors';
import { UsersTable } from './UsersTable';

function UsersScreen() {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { user: me, setUser } = useSession();
  const list = useListState();
  const { page, setPage } = list;
  const search = useDebouncedValue(list.search.trim(), 300);
  const [editing, setEditing] = useState<PublicUser | null | undefined>(undefined);
  const { data, error, isLoading, isFetching, refetch } = useUsers(search, page);

  // After a delete empties the last page, show the one before it.
  useStepBackToLastPage(list, data?.totalPages);
  useEffect(() => {
    if (error) toast.error(loadErrorText(error, t), { id: 'users-load' });
  }, [error, t]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });

  const onSaved = (saved: PublicUser, created: boolean) => {
    toast.success(created ? t('toast.created') : t('toast.updated'));
    setEditing(undefined);
    if (saved.id === me?.id) setUser(saved);
    void refresh();
  };

  const onDelete = async (u: PublicUser) => {
    const ok = await confirm({
      title: t('delete.title'),
      description: t('delete.confirm', { username: u.username }),
      confirmLabel: t('common:actions.delete'),
    });
    if (!ok) return;
    try {
      await deleteUser(u.id);
      toast.success(t('toast.deleted'));
      void refresh();
    } catch (err) {
      toast.error(deleteErrorText(err, t));
    }
  };

  const rows = data?.data ?? [];
  const empty = (
    <EmptyState
      icon={<UserRoundX className="size-6" />}
      title={search ? t('empty.search', { search }) : t('empty.none')}
      description={search ? t('empty.searchHint') : undefined}
    />
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={data ? t('count', { count: data.totalCount }) : t('description')}
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />
      <div className="space-y-4">
        <SearchBox value={list.search} onChange={list.setSearch} placeholder={t('searchPlaceholder')} label={t('search')} className="max-w-md" />
        {error && <LoadError message={loadErrorText(error, t)} onRetry={() => void refetch()} retrying={isFetching} />}
        <UsersTable users={rows} loading={isLoading || (isFetching && !data)} empty={error ? <span /> : empty} onEdit={setEditing} onDelete={onDelete} />
        {data && <Pager page={page} totalPages={data.totalPages} onPageChange={setPage} />}
      </div>
      {editing !== undefined && <UserFormDialog key={editing?.id ?? 'new'} user={editing} onClose={() => setEditing(undefined)} onSaved={onSaved} />}
    </>
  );
}

/** Admin and SuperAdmin only; everyone else sees 'Truy cập bị từ chối'. */
export function UsersPage() {
  return (
    <RequirePermission permission="users.manage">
      <UsersScreen />
    </RequirePermission>
  );
}
