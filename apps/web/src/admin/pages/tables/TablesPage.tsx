import { TABLE_STATUSES, type Table, type TableWithBooking } from '@app/contract';
import { Armchair, Plus, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import { LoadingScreen } from '../../../ui/Spinner';
import { RequirePermission } from '../../components/RequirePermission';
import { useCan } from '../../session/session-context';
import { foldText } from '../categories/category-tree';
import { errorText } from '../../lib/errors';
import { useListState } from '../../lib/use-list-state';
import { SearchBox } from '../../../ui/SearchBox';
import { PrintSheet } from './PrintSheet';
import { QrDialog } from './QrDialog';
import { TableCard } from './TableCard';
import { TableFormDialog } from './TableFormDialog';
import { TableOrderHistoryDialog } from './TableOrderHistoryDialog';
import { StaffBillDialog } from '../bill/StaffBillDialog';
import { statusKey } from './table-status';
import { deleteTable, toggleTableStatus, useTableUpdated, useTables } from './table-queries';

export function TablesPage() {
  return (
    <RequirePermission permission="tables.view">
      <TablesScreen />
    </RequirePermission>
  );
}

/** Numbers sort as numbers ('2' before '10'), names after them. */
const byNumber = (a: Table, b: Table) => a.tableNumber.localeCompare(b.tableNumber, 'vi', { numeric: true });

function TablesScreen() {
  const { t } = useTranslation(['tables', 'admin']);
  const canManage = useCan('tables.manage');
  const confirm = useConfirm();
  const tables = useTables();
  const updated = useTableUpdated();
  const list = useListState({ filters: { status: '' }, allowed: { status: TABLE_STATUSES } });
  const { search } = list;
  const { status } = list.filters;
  const [editing, setEditing] = useState<Table | null | undefined>(undefined);
  const [qrTable, setQrTable] = useState<Table | null>(null);
  const [history, setHistory] = useState<Table | null>(null);
  const [billOf, setBillOf] = useState<Table | null>(null);
  const [printing, setPrinting] = useState(false);
  const [toggling, setToggling] = useState<number | null>(null);

  const all = useMemo(() => [...(tables.data ?? [])].sort(byNumber), [tables.data]);
  const shown = useMemo(() => {
    const needle = foldText(search);
    return all.filter(
      (tb) => (!status || tb.status === status) && (!needle || foldText(tb.tableNumber).includes(needle) || foldText(tb.location).includes(needle)),
    );
  }, [all, search, status]);
  const printable = useMemo(() => all.filter((tb) => tb.isActive), [all]);

  const toggle = async (table: TableWithBooking) => {
    setToggling(table.id);
    try {
      const next = await toggleTableStatus(table.id);
      toast.success(next.isActive ? t('toast.activated', { number: next.tableNumber }) : t('toast.deactivated', { number: next.tableNumber }));
      updated(next);
    } catch (err) {
      toast.error(errorText(err, t('toast.toggleFailed')));
    } finally {
      setToggling(null);
    }
  };

  const remove = async (table: TableWithBooking) => {
    const ok = await confirm({
      title: t('delete.title'),
      description: t('delete.description', { number: table.tableNumber }),
      confirmLabel: t('common:actions.delete'),
    });
    if (!ok) return;
    try {
      await deleteTable(table.id);
      toast.success(t('toast.deleted'));
      updated();
    } catch (err) {
      // 409 while the table has open orders or is in use: the server says so.
      toast.error(errorText(err, t('toast.deleteFailed')));
    }
  };

  return (
    <>
      <PageHeader
        title={t('admin:pages.tables.title')}
        description={t('admin:pages.tables.description')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPrinting(true)} disabled={printable.length === 0}>
              <Printer className="size-4" aria-hidden="true" />
              {t('printAll')}
            </Button>
            {canManage && (
              <Button onClick={() => setEditing(null)}>
                <Plus className="size-4" aria-hidden="true" />
                {t('add')}
              </Button>
            )}
          </>
        }
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={search} onChange={list.setSearch} label={t('search')} placeholder={t('searchPlaceholder')} />
        <label htmlFor="table-status-filter" className="sr-only">
          {t('statusFilter')}
        </label>
        <Select
          id="table-status-filter"
          value={status}
          onChange={(e) => list.setFilters({ status: e.target.value })}
          className="sm:w-52"
          placeholder={t('allStatuses')}
          options={TABLE_STATUSES.map((s) => ({ value: s, label: t(`status.${statusKey(s)}`) }))}
        />
        {tables.data && (
          <p className="text-sm text-zinc-600 sm:ml-auto" aria-live="polite">
            {t('count', { shown: shown.length, total: all.length })}
          </p>
        )}
      </div>

      {tables.isPending ? (
        <LoadingScreen label={t('loading')} />
      ) : tables.isError ? (
        <LoadError message={t('toast.loadFailed')} onRetry={() => void tables.refetch()} retrying={tables.isFetching} />
      ) : shown.length === 0 ? (
        <div className="rounded-2xl border border-zinc-200 bg-white">
          <EmptyState icon={<Armchair className="size-6" />} title={all.length === 0 ? t('empty') : t('noMatch')} />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" data-testid="table-grid">
          {shown.map((table) => (
            <TableCard
              key={table.id}
              table={table}
              canManage={canManage}
              toggling={toggling === table.id}
              onQr={() => setQrTable(table)}
              onHistory={() => setHistory(table)}
              onBill={() => setBillOf(table)}
              onEdit={() => setEditing(table)}
              onToggle={() => void toggle(table)}
              onDelete={() => void remove(table)}
            />
          ))}
        </div>
      )}

      {canManage && <TableFormDialog open={editing !== undefined} table={editing ?? null} onClose={() => setEditing(undefined)} />}
      <QrDialog table={qrTable} onClose={() => setQrTable(null)} />
      {billOf && <StaffBillDialog tableId={billOf.id} tableNumber={billOf.tableNumber} onClose={() => setBillOf(null)} />}
      {history && <TableOrderHistoryDialog isOpen onClose={() => setHistory(null)} tableId={history.id} tableNumber={history.tableNumber} />}
      <PrintSheet open={printing} onClose={() => setPrinting(false)} tables={printable} />
    </>
  );
}
