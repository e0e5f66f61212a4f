import { SOURCE_LANGUAGE, type Language } from '@app/contract';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DataTable, type Column } from '../../../ui/DataTable';

interface LanguagesTableProps {
  languages: Language[];
  loading: boolean;
  dinerDefault?: string;
  empty: ReactNode;
  onView: (l: Language) => void;
  onEdit: (l: Language) => void;
  onDelete: (l: Language) => void;
}

export function LanguagesTable({ languages, loading, dinerDefault, empty, onView, onEdit, onDelete }: LanguagesTableProps) {
  const { t } = useTranslation('languages');
  const columns: Column<Language>[] = [
    { key: 'id', header: t('table.id'), cell: (l) => <span className="text-zinc-600 tabular-nums">{l.id}</span>, className: 'w-16' },
    {
      key: 'name',
      header: t('table.name'),
      cell: (l) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium text-zinc-900">{l.name}</span>
          {l.code === SOURCE_LANGUAGE && <Badge tone="brand">{t('badges.source')}</Badge>}
          {l.code === dinerDefault && <Badge tone="info">{t('badges.dinerDefault')}</Badge>}
        </span>
      ),
    },
    { key: 'code', header: t('table.code'), cell: (l) => <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-zinc-900">{l.code}</code> },
    {
      key: 'status',
      header: t('table.status'),
      cell: (l) => <Badge tone={l.isActive ? 'success' : 'neutral'}>{l.isActive ? t('status.active') : t('status.inactive')}</Badge>,
      className: 'hidden sm:table-cell',
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('table.actions')}</span>,
      align: 'right',
      cell: (l) => {
        // Vietnamese is the original and the diner default must stay: the server refuses both.
        const fixed = l.code === SOURCE_LANGUAGE || l.code === dinerDefault;
        return (
          <span className="inline-flex gap-1">
            <Button size="icon" variant="ghost" className="size-9" aria-label={t('table.view', { name: l.name })} onClick={() => onView(l)}>
              <Eye className="size-4" aria-hidden="true" />
            </Button>
            <Button size="icon" variant="ghost" className="size-9" aria-label={t('table.edit', { name: l.name })} onClick={() => onEdit(l)}>
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="size-9 text-red-700 hover:bg-red-50"
              aria-label={t('table.delete', { name: l.name })}
              title={fixed ? t('table.cannotDelete') : undefined}
              disabled={fixed}
              onClick={() => onDelete(l)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </span>
        );
      },
    },
  ];
  return <DataTable columns={columns} rows={languages} rowKey={(l) => l.id} loading={loading} caption={t('table.caption')} empty={empty} />;
}
