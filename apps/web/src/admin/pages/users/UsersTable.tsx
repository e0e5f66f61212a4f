import { assignableRoles, parseRoles, type PublicUser } from '@app/contract';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DataTable, type Column } from '../../../ui/DataTable';
import { useUser } from '../../session/session-context';

interface UsersTableProps {
  users: PublicUser[];
  loading: boolean;
  empty: ReactNode;
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
}

/** ID, username, name, e-mail, role badges and actions. */
export function UsersTable({ users, loading, empty, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation('users');
  const me = useUser();
  const mine = assignableRoles(me.role);
  // An Admin cannot touch a SuperAdmin (the server refuses too); nobody deletes themselves.
  const mayManage = (u: PublicUser) => parseRoles(u.role).every((r) => mine.includes(r));

  const columns: Column<PublicUser>[] = [
    { key: 'id', header: t('table.id'), cell: (u) => <span className="text-zinc-600 tabular-nums">{u.id}</span>, className: 'w-16' },
    {
      key: 'username',
      header: t('table.username'),
      cell: (u) => (
        <span className="font-medium text-zinc-900">
          {u.username}
          {u.id === me.id && <span className="ml-1.5 text-xs font-normal text-zinc-600">{t('table.you')}</span>}
        </span>
      ),
    },
    {
      key: 'name',
      header: t('table.name'),
      cell: (u) => (
        <>
          <span className="block">{u.fullName}</span>
          {/* Narrow screens: the e-mail under the name instead of its own column. */}
          <span className="block max-w-56 truncate text-xs text-zinc-600 xl:hidden">{u.email}</span>
        </>
      ),
    },
    { key: 'email', header: t('table.email'), cell: (u) => <span className="text-zinc-700">{u.email}</span>, className: 'hidden xl:table-cell' },
    {
      key: 'role',
      header: t('table.role'),
      cell: (u) => (
        <span className="flex flex-wrap gap-1">
          {parseRoles(u.role).map((r) => (
            <Badge key={r} tone={r === 'SuperAdmin' || r === 'Admin' ? 'purple' : r === 'Manager' ? 'brand' : r === 'User' ? 'neutral' : 'info'}>
              {t(`admin:roles.${r}`)}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('table.actions')}</span>,
      align: 'right',
      cell: (u) =>
        mayManage(u) ? (
          <span className="inline-flex gap-1">
            <Button size="icon" variant="ghost" className="size-9" aria-label={t('table.edit', { username: u.username })} onClick={() => onEdit(u)}>
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            {u.id !== me.id && (
              <Button
                size="icon"
                variant="ghost"
                className="size-9 text-red-700 hover:bg-red-50"
                aria-label={t('table.delete', { username: u.username })}
                onClick={() => onDelete(u)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            )}
          </span>
        ) : null,
    },
  ];

  return <DataTable columns={columns} rows={users} rowKey={(u) => u.id} loading={loading} caption={t('table.caption')} empty={empty} />;
}
