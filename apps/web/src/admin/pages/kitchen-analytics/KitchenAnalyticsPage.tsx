import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader';
import { formatVnd } from '../../../lib/format';
import { errorText } from '../../lib/errors';
import { todayLocal, type DateRange } from '../dashboard/dashboard.api';
import { DateRangePicker } from '../dashboard/DateRangePicker';
import { LateTicketsChart, PrepTimeChart, TrafficChart } from './AnalyticsCharts';
import { useKitchenAnalytics } from './kitchen-analytics.api';

/**
 * How the kitchen keeps up: prep times from the order to each dish done, late tickets, when
 * guests come and what they order, for a chosen range (the last four weeks at first).
 */
export function KitchenAnalyticsPage() {
  const { t } = useTranslation(['kitchenAnalytics', 'kitchen']);
  const [range, setRange] = useState<DateRange>(() => ({ from: todayLocal(new Date(Date.now() - 27 * 86_400_000)), to: todayLocal() }));
  const valid = Boolean(range.from && range.to && range.from <= range.to);
  const { data, isPending, isFetching, error } = useKitchenAnalytics(range, valid);

  useEffect(() => {
    if (error) toast.error(errorText(error, t('loadFailed')), { id: 'analytics-load' });
  }, [error, t]);

  const loading = isPending || isFetching;
  const weekdays = t('weekdays', { returnObjects: true }) as unknown as string[];
  const lateTotal = data?.lateTicketsPerDay.reduce((s, d) => s + d.late, 0) ?? 0;
  const ticketTotal = data?.lateTicketsPerDay.reduce((s, d) => s + d.tickets, 0) ?? 0;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-6">
        <DateRangePicker value={range} onChange={setRange} error={valid ? undefined : t('rangeInvalid')} />

        <section aria-label={t('cards.label')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="analytics-cards">
          {(data?.byStation ?? []).map((s) => (
            <div key={s.station} className="rounded-xl border border-zinc-200 bg-white p-5">
              <p className="text-sm font-medium text-zinc-600">{t('cards.station', { station: t(`kitchen:stations.${s.station}`) })}</p>
              <p className="mt-1 text-2xl font-semibold text-zinc-900">{t('cards.median', { minutes: s.medianMinutes })}</p>
              <p className="text-sm text-zinc-600">{t('cards.p90', { minutes: s.p90Minutes, count: s.count })}</p>
            </div>
          ))}
          <div className="rounded-xl border border-zinc-200 bg-white p-5">
            <p className="text-sm font-medium text-zinc-600">{t('cards.late')}</p>
            <p className="mt-1 text-2xl font-semibold text-zinc-900">{ticketTotal ? `${Math.round((lateTotal / ticketTotal) * 100)}%` : '–'}</p>
            <p className="text-sm text-zinc-600">{t('cards.lateOf', { late: lateTotal, tickets: ticketTotal })}</p>
          </div>
        </section>

        <div className="grid gap-6 xl:grid-cols-2">
          <PrepTimeChart data={data?.slowestDishes ?? []} loading={loading} />
          <LateTicketsChart data={data?.lateTicketsPerDay ?? []} loading={loading} />
          <TrafficChart kind="hour" loading={loading} data={(data?.byHour ?? []).map((h) => ({ label: `${h.hour}h`, orders: h.orders, revenue: h.revenue }))} />
          <TrafficChart
            kind="weekday"
            loading={loading}
            data={(data?.byWeekday ?? []).map((w) => ({ label: weekdays[w.weekday] ?? String(w.weekday), orders: w.orders, revenue: w.revenue }))}
          />
        </div>

        <section className="rounded-xl border border-zinc-200 bg-white p-5" aria-labelledby="top-dishes">
          <h2 id="top-dishes" className="mb-3 text-base font-semibold text-zinc-900">
            {t('topDishes')}
          </h2>
          <table className="w-full text-left text-sm" data-testid="analytics-top">
            <thead className="text-zinc-600">
              <tr>
                <th scope="col" className="py-2">
                  {t('fields.dish')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('fields.quantity')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('fields.revenue')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {(data?.topDishes ?? []).map((d) => (
                <tr key={d.productName}>
                  <td className="py-2 text-zinc-900">{d.productName}</td>
                  <td className="py-2 text-right tabular-nums">{d.quantity}</td>
                  <td className="py-2 text-right tabular-nums">{formatVnd(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </>
  );
}
