import { Ban, Banknote, CircleCheck, ClipboardList, Clock, Receipt, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '../../../lib/format';
import { cn } from '../../../ui/cn';
import type { HistoryStats as Stats } from './order-history.api';

interface Card {
  key: keyof Stats;
  icon: LucideIcon;
  tint: string;
  money?: boolean;
}

const count = new Intl.NumberFormat('vi-VN');

const CARDS: Card[] = [
  { key: 'count', icon: ClipboardList, tint: 'bg-blue-50 text-blue-700' },
  { key: 'paidCount', icon: CircleCheck, tint: 'bg-purple-50 text-purple-700' },
  { key: 'openCount', icon: Clock, tint: 'bg-amber-50 text-amber-700' },
  { key: 'cancelledCount', icon: Ban, tint: 'bg-red-50 text-red-700' },
  { key: 'revenue', icon: Banknote, tint: 'bg-green-50 text-green-700', money: true },
  { key: 'averageOrderValue', icon: Receipt, tint: 'bg-brand-50 text-brand-700', money: true },
];

/** The range's figures from GET OrderHistory/stats; a dash while they load or when the range is invalid. */
export function HistoryStats({ stats, loading }: { stats?: Stats; loading: boolean }) {
  const { t } = useTranslation('history');
  return (
    <section aria-labelledby="history-stats-title">
      <h2 id="history-stats-title" className="sr-only">
        {t('stats.label')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6" aria-busy={loading || undefined} data-testid="history-stats">
        {CARDS.map(({ key, icon: Icon, tint, money }) => (
          <li
            key={key}
            className="flex min-w-0 items-center gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs"
            data-testid={`history-stat-${key}`}
          >
            <span className={cn('hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex', tint)} aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-zinc-600">{t(`stats.${key}`)}</p>
              <p className="mt-0.5 truncate text-xl font-semibold tracking-tight text-zinc-900 tabular-nums" data-testid={`history-stat-${key}-value`}>
                {stats ? (money ? formatVnd(stats[key]) : count.format(stats[key])) : '–'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
