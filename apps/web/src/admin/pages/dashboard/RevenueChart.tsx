import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '../../../lib/format';
import { bucketLabel, bucketLongLabel, compactMoney } from './chart-format';
import { ChartCard } from './ChartCard';
import type { RevenuePoint } from './dashboard.api';

const BRAND = '#c2410c';
const INK = '#3f3f46';

/** Paid revenue (bars) and orders (line) per hour for a single day, per day for longer ranges. */
export function RevenueChart({ points, loading }: { points: RevenuePoint[]; loading: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const hourly = points[0]?.bucket.includes('T') ?? true;
  const isEmpty = points.every((p) => p.orders === 0 && p.revenue === 0);
  return (
    <ChartCard
      title={hourly ? t('charts.revenueByHour') : t('charts.revenueByDay')}
      description={t('charts.revenueHint')}
      loading={loading}
      isEmpty={isEmpty}
      emptyText={t('charts.noOrders')}
      srTable={
        <table>
          <caption>{t('charts.revenueTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.time')}</th>
              <th scope="col">{t('charts.revenue')}</th>
              <th scope="col">{t('charts.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {points
              .filter((p) => p.orders > 0 || p.revenue > 0)
              .map((p) => (
                <tr key={p.bucket}>
                  <td>{bucketLongLabel(p.bucket)}</td>
                  <td>{formatVnd(p.revenue)}</td>
                  <td>{p.orders}</td>
                </tr>
              ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e4e4e7" vertical={false} />
          <XAxis
            dataKey="bucket"
            tickFormatter={bucketLabel}
            tick={{ fontSize: 12, fill: '#52525b' }}
            tickLine={false}
            axisLine={{ stroke: '#d4d4d8' }}
            minTickGap={12}
          />
          <YAxis
            yAxisId="revenue"
            tickFormatter={(v: number) => compactMoney(v, i18n.language)}
            tick={{ fontSize: 12, fill: '#52525b' }}
            tickLine={false}
            axisLine={false}
            width={56}
          />
          <YAxis
            yAxisId="orders"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#52525b' }}
            tickLine={false}
            axisLine={false}
            width={32}
          />
          <Tooltip
            labelFormatter={(label) => bucketLongLabel(String(label))}
            formatter={(value, name) => (name === 'revenue' ? [formatVnd(Number(value)), t('charts.revenue')] : [value, t('charts.orders')])}
            contentStyle={{ borderRadius: 8, borderColor: '#e4e4e7', fontSize: 13 }}
          />
          <Bar yAxisId="revenue" dataKey="revenue" name="revenue" fill={BRAND} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="orders"
            type="linear"
            stroke={INK}
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
