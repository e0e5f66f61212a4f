import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DateInput } from '../../../ui/DateInput';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { HISTORY_STATUSES, type HistoryFilters as Filters, type HistoryStatus } from './history-filters';

interface HistoryFiltersProps {
  value: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onReset: () => void;
  /** True when anything differs from the defaults. */
  changed: boolean;
  dateError?: string;
}

/** Date range, table, status and free text; results follow as the user types (debounced by the page). */
export function HistoryFilters({ value, onChange, onReset, changed, dateError }: HistoryFiltersProps) {
  const { t } = useTranslation(['history', 'orders']);
  return (
    <section aria-label={t('filters.label')} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs" data-testid="history-filters">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_10rem_8rem_12rem_minmax(0,1fr)]">
        <Field label={t('filters.from')} error={dateError}>
          <DateInput value={value.from} max={value.to} onChange={(from) => onChange({ from })} />
        </Field>
        <Field label={t('filters.to')}>
          <DateInput value={value.to} min={value.from} onChange={(to) => onChange({ to })} />
        </Field>
        <Field label={t('filters.tableNumber')}>
          <Input
            value={value.tableNumber}
            onChange={(e) => onChange({ tableNumber: e.target.value })}
            maxLength={20}
            autoComplete="off"
            placeholder={t('filters.tablePlaceholder')}
          />
        </Field>
        <Field label={t('filters.status')}>
          <Select
            value={value.status}
            onChange={(e) => onChange({ status: e.target.value as HistoryStatus })}
            options={HISTORY_STATUSES.map((s) => ({ value: s, label: s === 'all' ? t('filters.allStatuses') : t(`orders:status.${s}`) }))}
          />
        </Field>
        <Field label={t('filters.text')} className="sm:col-span-2 lg:col-span-1">
          <Input
            type="search"
            value={value.text}
            onChange={(e) => onChange({ text: e.target.value })}
            maxLength={100}
            placeholder={t('filters.textPlaceholder')}
          />
        </Field>
      </div>
      {changed && (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" size="sm" onClick={onReset}>
            <X className="size-4" aria-hidden="true" />
            {t('filters.reset')}
          </Button>
        </div>
      )}
    </section>
  );
}
