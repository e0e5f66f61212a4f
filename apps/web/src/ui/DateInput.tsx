import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { dayTextToIso, isoToDayText } from './date-text';
import { controlClasses } from './Input';

interface DateInputProps {
  /** The ISO day (yyyy-mm-dd) or ''. */
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * A day field that always reads dd/mm/yyyy: a native date input follows the browser's locale
 * (mm/dd/yyyy on an English browser), so staff type into a text field, and the calendar button
 * opens the browser's own picker on a hidden date input for choosing with the mouse.
 */
export function DateInput({ value, onChange, min, max, id, className, ...aria }: DateInputProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => isoToDayText(value));
  const picker = useRef<HTMLInputElement>(null);

  // A new value from outside (a preset, the calendar, a reset) replaces what is typed.
  useEffect(() => {
    setText((current) => (dayTextToIso(current) === value ? current : isoToDayText(value)));
  }, [value]);

  const outOfRange = (iso: string) => (min !== undefined && min !== '' && iso < min) || (max !== undefined && max !== '' && iso > max);
  const typed = dayTextToIso(text);
  const invalid = text.trim() !== '' && (typed === null || outOfRange(typed));

  const type = (next: string) => {
    setText(next);
    if (next.trim() === '') return onChange('');
    const iso = dayTextToIso(next);
    if (iso && !outOfRange(iso)) onChange(iso);
  };

  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <div className={cn('relative', className)}>
      <input
        {...aria}
        id={id}
        type="text"
        lang="vi"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('date.placeholder')}
        pattern="\d{1,2}/\d{1,2}/\d{4}"
        value={text}
        onChange={(e) => type(e.target.value)}
        onBlur={() => {
          if (invalid) setText(isoToDayText(value));
        }}
        aria-invalid={aria['aria-invalid'] || invalid || undefined}
        className={cn(controlClasses, 'h-10 pr-10 tabular-nums')}
      />
      <button
        type="button"
        onClick={openCalendar}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-zinc-600 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        aria-label={t('date.openCalendar')}
        title={t('date.openCalendar')}
      >
        <CalendarDays className="size-4" aria-hidden="true" />
      </button>
      {/* Only the browser's calendar of this input is used; it is neither seen nor reached by Tab. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        className="pointer-events-none absolute bottom-0 left-0 h-0 w-full opacity-0"
      />
    </div>
  );
}
