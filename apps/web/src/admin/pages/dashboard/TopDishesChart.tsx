import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '../../../lib/format';
import { ChartCard } from './ChartCard';
import type { TopDish } from './dashboard.api';

const BRAND = '#ea580c';

function shorten(name: string, max = 18): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/** The most ordered dishes of the range, by quantity. */
export function TopDishesChart({ dishes, loading }: { dishes: TopDish[]; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <ChartCard
      title={t('charts.topDishes')}
      description={t('charts.topDishesHint')}
      loading={loading}
      isEmpty={dishes.length === 0}
      emptyText={t('charts.noDishes')}
      srTable={
        <table>
          <caption>{t('charts.topDishes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.dish')}</th>
              <th scope="col">{t('charts.quantity')}</th>
              <th scope="col">{t('charts.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {dishes.map((d) => (
              <tr key={`${d.productId ?? 'x'}-${d.productName}`}>
                <td>{d.productName}</td>
                <td>{d.quantity}</td>
                <td>{formatVnd(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={dishes} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e4e4e7" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#52525b' }} tickLine={false} axisLine={{ stroke: '#d4d4d8' }} />
          <YAxis
            type="category"
            dataKey="productName"
            width={130}
            tickFormatter={(v: string) => shorten(v)}
            tick={{ fontSize: 12, fill: '#3f3f46' }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            formatter={(value, _name, item) => [`${value} · ${formatVnd((item.payload as TopDish).revenue)}`, t('charts.quantity')]}
            contentStyle={{ borderRadius: 8, borderColor: '#e4e4e7', fontSize: 13 }}
            cursor={{ fill: '#f4f4f5' }}
          />
          <Bar dataKey="quantity" fill={BRAND} radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
