import type { KitchenSummary } from '@app/contract';
import { AlarmClock, Hourglass, Snail, Timer, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/Button';
import { cn } from '../../../ui/cn';

interface CardProps {
  id: string;
  icon: LucideIcon;
  tint: string;
  label: string;
  value: ReactNode;
  hint: string;
  /** A dish name instead of a figure: smaller, on up to two lines rather than cut. */
  text?: boolean;
}

function Card({ id, icon: Icon, tint, label, value, hint, text }: CardProps) {
  return (
    <li className="flex items-center gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs" data-testid={`kitchen-${id}`}>
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tint)} aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-zinc-600">{label}</p>
        <p
          className={cn('mt-0.5 font-semibold tracking-tight text-zinc-900', text ? 'line-clamp-2 text-lg leading-snug' : 'truncate text-2xl tabular-nums')}
          data-testid={`kitchen-${id}-value`}
        >
          {value}
        </p>
        <p className="text-xs text-zinc-600">{hint}</p>
      </div>
    </li>
  );
}

/**
 * Today's prep times on the dashboard, from the same figures as the kitchen analytics page,
 * with a link there for the detail. A dash while they load.
 */
export function KitchenTodayCards({ summary, loading }: { summary?: KitchenSummary; loading: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const minutes = (n: number) => t('kitchen.minutes', { minutes: number.format(n) });
  const measured = summary && summary.count > 0;
  const slowest = summary?.slowestDish;

  return (
    <section aria-labelledby="kitchen-today" className="space-y-3" data-testid="kitchen-today">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="kitchen-today" className="text-lg font-semibold text-zinc-900">
          {t('kitchen.title')}
        </h2>
        <Link to="/admin/kitchen-analytics" className={buttonClasses('ghost', 'sm')}>
          {t('kitchen.more')}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={loading || undefined}>
        <Card
          id="median"
          icon={Timer}
          tint="bg-sky-50 text-sky-700"
          label={t('kitchen.median')}
          value={measured ? minutes(summary.medianMinutes) : '–'}
          hint={t('kitchen.medianHint', { dishes: summary?.count ?? 0 })}
        />
        <Card
          id="p90"
          icon={Hourglass}
          tint="bg-amber-50 text-amber-800"
          label={t('kitchen.p90')}
          value={measured ? minutes(summary.p90Minutes) : '–'}
          hint={t('kitchen.p90Hint')}
        />
        <Card
          id="late"
          icon={AlarmClock}
          tint="bg-red-50 text-red-700"
          label={t('kitchen.late')}
          value={summary ? number.format(summary.lateTickets) : '–'}
          hint={t('kitchen.lateHint', { tickets: summary?.tickets ?? 0 })}
        />
        <Card
          id="slowest"
          icon={Snail}
          tint="bg-zinc-100 text-zinc-700"
          label={t('kitchen.slowest')}
          value={slowest ? slowest.productName : '–'}
          text={Boolean(slowest)}
          hint={slowest ? t('kitchen.slowestHint', { minutes: minutes(slowest.medianMinutes) }) : t('kitchen.noneYet')}
        />
      </ul>
    </section>
  );
}
