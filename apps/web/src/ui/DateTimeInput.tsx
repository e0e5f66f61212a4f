import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { DateInput } from './DateInput';
import { controlClasses } from './Input';
import { joinDateTime, splitDateTime, timeTextToTime } from './date-text';

interface DateTimeInputProps {
  /** A local date-time as 'yyyy-mm-ddTHH:mm' (what a datetime-local input holds), or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The time field's name, e.g. 'Bắt đầu: giờ' (defaults to 'Giờ'). */
  timeLabel?: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * A day (dd/mm/yyyy) and a 24-hour time (HH:mm), whatever the browser's locale: a native
 * datetime-local input shows mm/dd/yyyy and AM/PM on an English browser.
 */
export function DateTimeInput({ value, onChange, timeLabel, id, ...aria }: DateTimeInputProps) {
  const { t } = useTranslation('common');
  const { day, time } = splitDateTime(value);
  const [timeText, setTimeText] = useState(time);

  useEffect(() => {
    setTimeText((current) => (timeTextToTime(current) === time ? current : time));
  }, [time]);

  const typedTime = timeTextToTime(timeText);
  const timeInvalid = timeText.trim() !== '' && typedTime === null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2">
      <DateInput {...aria} id={id} value={day} onChange={(next) => onChange(joinDateTime(next, typedTime ?? time))} />
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('date.timePlaceholder')}
        aria-label={timeLabel ?? t('date.time')}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={timeInvalid || undefined}
        pattern="\d{1,2}:\d{2}"
        value={timeText}
        onChange={(e) => {
          setTimeText(e.target.value);
          const next = timeTextToTime(e.target.value);
          if (next !== null) onChange(joinDateTime(day, next));
        }}
        onBlur={() => {
          if (timeInvalid) setTimeText(time);
        }}
        className={cn(controlClasses, 'h-10 tabular-nums')}
      />
    </div>
  );
}
