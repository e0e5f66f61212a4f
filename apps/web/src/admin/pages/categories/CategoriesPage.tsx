import type { Category } from '@app/contract';
import { FolderTree, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { LoadingScreen } from '../../../ui/Spinner';
import { useCan } from '../../session/session-context';
import { deleteCategory, useAdminCategories, useInvalidateMenu } from '../menu-shared/menu-queries';
import { errorText } from '../../lib/errors';
import { useListState, useStepBackToLastPage } from '../../lib/use-list-state';
import { SearchBox } from '../../../ui/SearchBox';
import { CategoryFormDialog } from './CategoryFormDialog';
import { CategoryRow, Expander } from './CategoryRow';
import { buildGroups } from './category-tree';

/** Five top-level groups per page. */
const PAGE_SIZE = 5;

export function CategoriesPage() {
  const { t } = useTranslation(['categories', 'admin']);
  const canManage = useCan('categories.manage');
  const confirm = useConfirm();
  const invalidate = useInvalidateMenu();
  const categories = useAdminCategories();
  const list = useListState();
  const { search, page, setPage } = list;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);

  const all = useMemo(() => categories.data ?? [], [categories.data]);
  const groups = useMemo(() => buildGroups(all, search), [all, search]);
  const totalPages = Math.max(1, Math.ceil(groups.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  useStepBackToLastPage(list, categories.data ? totalPages : undefined);
  const shown = groups.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const toggle = (id: number) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const remove = async (c: Category) => {
    const ok = await confirm({
      title: t('delete.title'),
      description: t('delete.description', { name: c.originalName }),
      confirmLabel: t('common:actions.delete'),
    });
    if (!ok) return;
    try {
      await deleteCategory(c.id);
      toast.success(t('toast.deleted'));
      invalidate();
    } catch (err) {
      // 409 when dishes or child categories still use it: the server says which.
      toast.error(errorText(err, t('toast.deleteFailed')));
    }
  };

  const actions = canManage ? { onEdit: (c: Category) => setEditing(c), onDelete: (c: Category) => void remove(c) } : {};

  return (
    <>
      <PageHeader
        title={t('admin:pages.categories.title')}
        description={canManage ? t('admin:pages.categories.description') : t('readOnly')}
        actions={
          canManage && (
            <Button onClick={() => setEditing(null)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('add')}
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SearchBox value={search} onChange={list.setSearch} label={t('search')} placeholder={t('searchPlaceholder')} />
        {categories.data && (
          <p className="text-sm text-zinc-600" aria-live="polite">
            {t('count', { groups: groups.length, total: all.length })}
          </p>
        )}
      </div>

      {categories.isPending ? (
        <LoadingScreen label={t('loading')} />
      ) : categories.isError ? (
        <LoadError message={t('toast.loadFailed')} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      ) : groups.length === 0 ? (
        <div className="rounded-2xl border border-zinc-200 bg-white">
          <EmptyState
            icon={<FolderTree className="size-6" />}
            title={search ? t('noMatch') : t('empty')}
            description={search ? undefined : canManage ? t('emptyHint') : undefined}
          />
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t('treeLabel')} data-testid="category-tree">
          {shown.map((g) => {
            const open = g.openForSearch || expanded.has(g.parent.id);
            const listId = `category-children-${g.parent.id}`;
            return (
              <li key={g.parent.id} className="overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs">
                <CategoryRow
                  category={g.parent}
                  childCount={g.childCount}
                  expander={
                    <Expander
                      open={open && g.children.length > 0}
                      controls={listId}
                      name={g.parent.originalName}
                      onToggle={() => toggle(g.parent.id)}
                      disabled={g.children.length === 0}
                    />
                  }
                  {...actions}
                />
                {open && g.children.length > 0 && (
                  <ul id={listId} className="divide-y divide-zinc-100 border-t border-zinc-100" aria-label={t('childrenOf', { name: g.parent.originalName })}>
                    {g.children.map((c) => (
                      <li key={c.id}>
                        <CategoryRow category={c} child {...actions} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <Pager page={current} totalPages={totalPages} onPageChange={setPage} className="mt-6" />

      {canManage && <CategoryFormDialog open={editing !== undefined} category={editing ?? null} categories={all} onClose={() => setEditing(undefined)} />}
    </>
  );
}
