import type { DashboardStatistics } from '@app/contract';
import { Banknote, ClipboardList, UsersRound, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '../../../lib/format';
import { cn } from '../../../ui/cn';

interface Card {
  key: keyof DashboardStatistics;
  icon: LucideIcon;
  tint: string;
  format: (n: number) => string;
}

const number = new Intl.NumberFormat('vi-VN');

const CARDS: Card[] = [
  { key: 'totalOrders', icon: ClipboardList, tint: 'bg-blue-50 text-blue-700', format: (n) => number.format(n) },
  { key: 'totalRevenue', icon: Banknote, tint: 'bg-green-50 text-green-700', format: formatVnd },
  { key: 'totalCustomers', icon: UsersRound, tint: 'bg-purple-50 text-purple-700', format: (n) => number.format(n) },
  { key: 'totalProducts', icon: UtensilsCrossed, tint: 'bg-brand-50 text-brand-700', format: (n) => number.format(n) },
];

/** The dashboard's four figures; a dash while they load. */
export function StatCards({ stats, loading }: { stats?: DashboardStatistics; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={loading || undefined}>
      {CARDS.map(({ key, icon: Icon, tint, format }) => (
        <li key={key} className="flex items-center gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs" data-testid={`stat-${key}`}>
          <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tint)} aria-hidden="true">
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-zinc-600">{t(`stats.${key}`)}</p>
            <p className="mt-0.5 truncate text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums" data-testid={`stat-${key}-value`}>
              {stats ? format(stats[key]) : '–'}
            </p>
            <p className="text-xs text-zinc-600">{t(`stats.${key}Hint`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
