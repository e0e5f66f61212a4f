import { Download, RefreshCw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { errorText } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useListState, useStepBackToLastPage } from '../../lib/use-list-state';
import { useCan } from '../../session/session-context';
import { OrderDetailDialog } from '../orders/OrderDetailDialog';
import { CleanupDialog } from './CleanupDialog';
import { saveBlob } from './download';
import { HistoryFilters } from './HistoryFilters';
import { HistoryStats } from './HistoryStats';
import { HistoryTable } from './HistoryTable';
import { defaultFilters, filterBody, HISTORY_STATUSES, type HistoryFilters as Filters } from './history-filters';
import { fetchCsv, useHistorySearch, useHistoryStats } from './order-history.api';

/** Excel opens ';' as columns with Vietnamese and German regional settings, ',' with English ones. */
const csvSeparator = (): ';' | ',' => ((i18n.resolvedLanguage ?? i18n.language) === 'en' ? ',' : ';');

/** /admin/order-history (also `?table=<number>`): search every order ever taken, the range's figures, CSV export and (Admin+) cleanup. */
export function OrderHistoryPage() {
  const { t } = useTranslation(['history', 'orders']);
  const canCleanup = useCan('orderHistory.manage');
  // The last seven days, as of the moment the page opened (a page left open past midnight keeps its range).
  const [defaults] = useState(() => {
    const { from, to, status } = defaultFilters();
    return { from, to, status, table: '' };
  });
  // `?table=6` opens one table's history (a link from elsewhere in the back office); `?q=` is the free text.
  const list = useListState({ filters: defaults, allowed: { status: HISTORY_STATUSES } });
  const { page, setPage } = list;
  const filters = useMemo<Filters>(
    () => ({ from: list.filters.from, to: list.filters.to, status: list.filters.status, tableNumber: list.filters.table.slice(0, 20), text: list.search }),
    [list.filters, list.search],
  );
  const changeFilters = (patch: Partial<Filters>) => {
    const { text, tableNumber, ...picked } = patch;
    if (text !== undefined) list.setSearch(text);
    // Typed text replaces the history entry; a picked day or status adds one.
    else if (tableNumber !== undefined) list.setFilters({ table: tableNumber }, { replace: true });
    else list.setFilters(picked);
  };
  const [openId, setOpenId] = useState<number | null>(null);
  const [cleanupOpen, setCleanupOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const closeDetail = useCallback(() => setOpenId(null), []);

  // Typing in the text boxes sends one request per pause, not one per key.
  const tableNumber = useDebouncedValue(filters.tableNumber, 300);
  const text = useDebouncedValue(filters.text, 300);
  const body = useMemo(() => filterBody({ ...filters, tableNumber, text }), [filters, tableNumber, text]);
  const validRange = !filters.from || !filters.to || filters.from <= filters.to;

  const search = useHistorySearch(body, page, validRange);
  const stats = useHistoryStats({ from: body.from, to: body.to }, validRange);
  const orders = search.data?.data ?? [];

  useStepBackToLastPage(list, search.data?.totalPages);

  const failed = search.error ?? stats.error;
  useEffect(() => {
    if (failed) toast.error(errorText(failed, t('errors.load')), { id: 'history-load' });
  }, [failed, t]);

  const changed = list.filtered;
  const refresh = () => {
    void search.refetch();
    void stats.refetch();
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await fetchCsv(body, csvSeparator());
      saveBlob(blob, fileName);
      toast.success(t('export.done', { name: fileName }));
    } catch (err) {
      toast.error(errorText(err, t('export.failed')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('admin:pages.order-history.title')}
        description={
          search.data ? (
            <span data-testid="history-found">{t('list.found', { count: search.data.totalCount })}</span>
          ) : (
            t('admin:pages.order-history.description')
          )
        }
        actions={
          <>
            <Button variant="secondary" onClick={refresh} loading={search.isFetching && !search.isPending} aria-label={t('common:actions.refresh')}>
              <RefreshCw className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">{t('common:actions.refresh')}</span>
            </Button>
            {canCleanup && (
              <Button variant="secondary" className="text-red-700" onClick={() => setCleanupOpen(true)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('actions.cleanup')}
              </Button>
            )}
            <Button onClick={() => void exportCsv()} loading={exporting} disabled={!validRange || search.data?.totalCount === 0}>
              {!exporting && <Download className="size-4" aria-hidden="true" />}
              {t('actions.export')}
            </Button>
          </>
        }
      />

      <div className="space-y-4">
        <HistoryFilters
          value={filters}
          onChange={changeFilters}
          onReset={list.reset}
          changed={changed}
          dateError={validRange ? undefined : t('filters.dateOrder')}
        />
        {failed && <LoadError message={errorText(failed, t('errors.load'))} onRetry={refresh} retrying={search.isFetching} />}
        <HistoryStats stats={validRange ? stats.data : undefined} loading={stats.isFetching} />
        <HistoryTable
          orders={validRange ? orders : []}
          loading={validRange && (search.isPending || (search.isFetching && !!search.data && search.data.page !== page))}
          onView={setOpenId}
          emptyTitle={changed ? t('list.noMatch') : t('list.empty')}
        />
        <Pager page={page} totalPages={validRange ? (search.data?.totalPages ?? 1) : 1} onPageChange={setPage} />
      </div>

      <OrderDetailDialog orderId={openId} onClose={closeDetail} />
      {canCleanup && <CleanupDialog open={cleanupOpen} onClose={() => setCleanupOpen(false)} />}
    </>
  );
}
