import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { DateInput } from '../../../ui/DateInput';
import { todayLocal, type DateRange } from './dashboard.api';

interface DateRangePickerProps {
  value: DateRange;
  onChange: (next: DateRange) => void;
  error?: string;
}

/** From/to days (both default today) with shortcuts for the ranges a manager looks at most. */
export function DateRangePicker({ value, onChange, error }: DateRangePickerProps) {
  const { t } = useTranslation('dashboard');
  const today = todayLocal();
  const daysAgo = (n: number) => todayLocal(new Date(Date.now() - n * 86_400_000));
  const presets: { key: string; range: DateRange }[] = [
    { key: 'today', range: { from: today, to: today } },
    { key: 'last7', range: { from: daysAgo(6), to: today } },
    { key: 'last30', range: { from: daysAgo(29), to: today } },
  ];
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-zinc-200 bg-white p-4">
      <Field label={t('range.from')} className="w-40" error={error}>
        <DateInput value={value.from} max={value.to} onChange={(from) => onChange({ ...value, from })} />
      </Field>
      <Field label={t('range.to')} className="w-40">
        <DateInput value={value.to} min={value.from} onChange={(to) => onChange({ ...value, to })} />
      </Field>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('range.presets')}>
        {presets.map((p) => {
          const active = p.range.from === value.from && p.range.to === value.to;
          return (
            <Button key={p.key} size="sm" variant={active ? 'primary' : 'secondary'} aria-pressed={active} onClick={() => onChange(p.range)}>
              {t(`range.${p.key}`)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
