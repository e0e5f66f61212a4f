import type { OptionGroup } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { errorText } from '../../lib/errors';
import { useCan } from '../../session/session-context';
import { useInvalidateMenu } from '../menu-shared/menu-queries';
import { deleteOptionGroup, optionGroupKeys, useOptionGroups } from './option-groups.api';
import { OptionGroupFormDialog } from './OptionGroupFormDialog';

/** Option groups of the restaurant (sizes, doneness, toppings, ice …), shared by dishes. */
export function OptionGroupsPage() {
  const { t } = useTranslation('products');
  const groups = useOptionGroups();
  const canManage = useCan('products.manage');
  const confirm = useConfirm();
  const client = useQueryClient();
  const invalidateMenu = useInvalidateMenu();
  /** null: adding; a group: editing; undefined: closed. */
  const [editing, setEditing] = useState<OptionGroup | null | undefined>(undefined);

  const remove = async (g: OptionGroup) => {
    if (!(await confirm({ title: t('optionGroups.delete', { name: g.name }), description: t('optionGroups.deleteConfirm', { name: g.name }) }))) return;
    try {
      await deleteOptionGroup(g.id);
      toast.success(t('optionGroups.deleted'));
      await client.invalidateQueries({ queryKey: optionGroupKeys.all });
      invalidateMenu();
    } catch (err) {
      toast.error(errorText(err, t('optionGroups.saveFailed')));
    }
  };

  const columns: Column<OptionGroup>[] = [
    { key: 'name', header: t('optionGroups.colName'), cell: (g) => <span className="font-medium text-zinc-900">{g.name}</span> },
    { key: 'rule', header: t('optionGroups.colRule'), cell: (g) => t('optionGroups.rule', { min: g.minSelect, max: g.maxSelect }) },
    {
      key: 'options',
      header: t('optionGroups.colOptions'),
      cell: (g) => (
        <span className="text-zinc-700">
          {g.options.map((o, i) => (
            <span key={o.id} className={o.isActive ? undefined : 'text-zinc-500 line-through'}>
              {i > 0 && ', '}
              {o.name}
              {o.priceDelta !== 0 && ` (${o.priceDelta > 0 ? '+' : ''}${o.priceDelta.toLocaleString('vi-VN')})`}
            </span>
          ))}
        </span>
      ),
    },
    { key: 'dishes', header: t('optionGroups.colDishes'), align: 'right', cell: (g) => g.productIds.length },
    ...(canManage
      ? [
          {
            key: 'actions',
            header: t('optionGroups.colActions'),
            align: 'right' as const,
            cell: (g: OptionGroup) => (
              <span className="inline-flex gap-1">
                <Button variant="ghost" size="icon" onClick={() => setEditing(g)} aria-label={t('optionGroups.edit', { name: g.name })}>
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" onClick={() => void remove(g)} aria-label={t('optionGroups.delete', { name: g.name })}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <div>
      <PageHeader
        title={t('optionGroups.title')}
        description={t('optionGroups.description')}
        actions={
          canManage && (
            <Button onClick={() => setEditing(null)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('optionGroups.add')}
            </Button>
          )
        }
      />
      {groups.isError ? (
        <LoadError message={t('optionGroups.loadFailed')} onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
      ) : (
        <DataTable
          columns={columns}
          rows={groups.data ?? []}
          rowKey={(g) => g.id}
          loading={groups.isLoading}
          caption={t('optionGroups.title')}
          empty={t('optionGroups.empty')}
        />
      )}
      <OptionGroupFormDialog open={editing !== undefined} group={editing ?? null} onClose={() => setEditing(undefined)} />
    </div>
  );
}
