import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elapsedParts } from './elapsed';

/** The current time, re-read every `intervalMs` (30 s by default: waiting times are shown in minutes). */
export function useNow(intervalMs = 30_000, offsetMs = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now + offsetMs;
}

/** '5 phút', '1 giờ 20 phút', 'Vừa xong' (texts in the orders catalog's `elapsed` block). */
export function useFormatElapsed(): (minutes: number) => string {
  const { t } = useTranslation('orders');
  return (minutes) => {
    const p = elapsedParts(minutes);
    if (p.unit === 'justNow') return t('elapsed.justNow');
    if (p.unit === 'minutes') return t('elapsed.minutes', { count: p.minutes });
    return t('elapsed.hours', { hours: p.hours, minutes: p.minutes });
  };
}
