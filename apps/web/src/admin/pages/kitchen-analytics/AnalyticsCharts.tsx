import type { KitchenAnalytics } from '@app/contract';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '../../../lib/format';
import { ChartCard } from '../dashboard/ChartCard';
import { compactMoney } from '../dashboard/chart-format';

const BRAND = '#c2410c';
const INK = '#3f3f46';
const RED = '#b91c1c';

/** Median and 90th percentile minutes per dish, slowest first. */
export function PrepTimeChart({ data, loading }: { data: KitchenAnalytics['slowestDishes']; loading: boolean }) {
  const { t } = useTranslation('kitchenAnalytics');
  return (
    <ChartCard
      title={t('charts.prepTime')}
      description={t('charts.prepTimeHint')}
      loading={loading}
      isEmpty={data.length === 0}
      emptyText={t('empty')}
      srTable={
        <table>
          <caption>{t('charts.prepTime')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.dish')}</th>
              <th scope="col">{t('fields.median')}</th>
              <th scope="col">{t('fields.p90')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={`${d.station}${d.productName}`}>
                <td>{d.productName}</td>
                <td>{d.medianMinutes}</td>
                <td>{d.p90Minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" unit={t('minutesUnit')} tick={{ fill: INK, fontSize: 12 }} />
          <YAxis type="category" dataKey="productName" width={130} tick={{ fill: INK, fontSize: 12 }} />
          <Tooltip formatter={(v) => `${String(v)} ${t('minutes')}`} />
          <Legend />
          <Bar dataKey="medianMinutes" name={t('fields.median')} fill={BRAND} />
          <Bar dataKey="p90Minutes" name={t('fields.p90')} fill={INK} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function LateTicketsChart({ data, loading }: { data: KitchenAnalytics['lateTicketsPerDay']; loading: boolean }) {
  const { t } = useTranslation('kitchenAnalytics');
  return (
    <ChartCard
      title={t('charts.late')}
      description={t('charts.lateHint')}
      loading={loading}
      isEmpty={data.length === 0}
      emptyText={t('empty')}
      srTable={
        <table>
          <caption>{t('charts.late')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.day')}</th>
              <th scope="col">{t('fields.tickets')}</th>
              <th scope="col">{t('fields.late')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{d.tickets}</td>
                <td>{d.late}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} tick={{ fill: INK, fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fill: INK, fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="tickets" name={t('fields.tickets')} fill="#a1a1aa" />
          <Bar dataKey="late" name={t('fields.late')} fill={RED} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Orders (line) and paid revenue (bars) per hour of the day or per weekday. */
export function TrafficChart({
  kind,
  data,
  loading,
}: {
  kind: 'hour' | 'weekday';
  data: { label: string; orders: number; revenue: number }[];
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('kitchenAnalytics');
  const title = kind === 'hour' ? t('charts.byHour') : t('charts.byWeekday');
  return (
    <ChartCard
      title={title}
      description={t('charts.trafficHint')}
      loading={loading}
      isEmpty={data.every((d) => d.orders === 0)}
      emptyText={t('empty')}
      srTable={
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{kind === 'hour' ? t('fields.hour') : t('fields.weekday')}</th>
              <th scope="col">{t('fields.orders')}</th>
              <th scope="col">{t('fields.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <td>{d.label}</td>
                <td>{d.orders}</td>
                <td>{formatVnd(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: INK, fontSize: 12 }} />
          <YAxis yAxisId="money" tickFormatter={(v: number) => compactMoney(v, i18n.language)} tick={{ fill: INK, fontSize: 12 }} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fill: INK, fontSize: 12 }} />
          <Tooltip formatter={(v, name) => (name === t('fields.revenue') ? formatVnd(Number(v)) : String(v))} />
          <Legend />
          <Bar yAxisId="money" dataKey="revenue" name={t('fields.revenue')} fill={BRAND} />
          <Line yAxisId="orders" dataKey="orders" name={t('fields.orders')} stroke={INK} strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
