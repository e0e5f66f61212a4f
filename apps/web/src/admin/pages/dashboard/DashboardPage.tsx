import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { mayOpen } from '@app/contract';
import { errorText } from '../../lib/errors';
import { useUser } from '../../session/session-context';
import { DASHBOARD_KEY, todayLocal, useKitchenToday, useRecentOrders, useRevenueSeries, useStatistics, useTopDishes, type DateRange } from './dashboard.api';
import { DateRangePicker } from './DateRangePicker';
import { KitchenTodayCards } from './KitchenTodayCards';
import { RecentOrdersTable } from './RecentOrdersTable';
import { RevenueChart } from './RevenueChart';
import { StatCards } from './StatCards';
import { TopDishesChart } from './TopDishesChart';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [range, setRange] = useState<DateRange>(() => ({ from: todayLocal(), to: todayLocal() }));
  const valid = Boolean(range.from && range.to && range.from <= range.to);

  const stats = useStatistics(range, valid);
  const series = useRevenueSeries(range, valid);
  const top = useTopDishes(range, valid);
  const recent = useRecentOrders();
  // The kitchen cards follow the analytics page's own permission.
  const showKitchen = mayOpen(useUser().role, 'kitchen-analytics');
  const kitchen = useKitchenToday(showKitchen);

  const failed = stats.error ?? series.error ?? top.error ?? recent.error ?? kitchen.error;
  useEffect(() => {
    if (failed) toast.error(errorText(failed, t('loadFailed')), { id: 'dashboard-load' });
  }, [failed, t]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  const refreshing = stats.isFetching || recent.isFetching;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="secondary" onClick={refresh} loading={refreshing}>
            {!refreshing && <RefreshCw className="size-4" aria-hidden="true" />}
            {t('common:actions.refresh')}
          </Button>
        }
      />
      <div className="space-y-6">
        {failed && <LoadError message={errorText(failed, t('loadFailed'))} onRetry={refresh} retrying={refreshing} />}
        <DateRangePicker value={range} onChange={setRange} error={valid ? undefined : t('range.invalid')} />
        <StatCards stats={valid ? stats.data : undefined} loading={stats.isFetching} />
        {showKitchen && <KitchenTodayCards summary={kitchen.data} loading={kitchen.isFetching} />}
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-5">
          <div className="min-w-0 xl:col-span-3">
            <RevenueChart points={series.data ?? []} loading={series.isFetching && !series.data} />
          </div>
          <div className="min-w-0 xl:col-span-2">
            <TopDishesChart dishes={top.data ?? []} loading={top.isFetching && !top.data} />
          </div>
        </div>
        <RecentOrdersTable orders={recent.data ?? []} loading={recent.isLoading} />
      </div>
    </>
  );
}
