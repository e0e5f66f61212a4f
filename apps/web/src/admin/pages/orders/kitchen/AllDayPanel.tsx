import type { AllDayLine } from '@app/contract';
import { useTranslation } from 'react-i18next';

/** Portions still to cook at this station, by dish and options ("Phở bò · Lớn ×4"). */
export function AllDayPanel({ lines }: { lines: AllDayLine[] }) {
  const { t } = useTranslation('kitchen');
  return (
    <aside className="rounded-2xl border border-zinc-200 bg-white p-4" aria-labelledby="kds-all-day" data-testid="kds-all-day">
      <h2 id="kds-all-day" className="mb-3 text-lg font-bold text-zinc-900">
        {t('allDay.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-zinc-600">{t('allDay.empty')}</p>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {lines.map((line) => (
            <li key={`${line.productName}\u0000${line.notes}`} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block text-base font-semibold text-zinc-900">{line.productName}</span>
                {line.notes && <span className="block text-sm text-amber-800">{line.notes}</span>}
              </span>
              <span className="text-2xl font-bold text-zinc-900 tabular-nums">×{line.quantity}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
