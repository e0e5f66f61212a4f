/**
 * Days as Vietnamese staff write them (dd/mm/yyyy), whatever the browser's locale, converted
 * to and from the ISO day (yyyy-mm-dd) that forms and the API use.
 */
const DAY_TEXT = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** '2026-03-07' -> '07/03/2026'; anything else -> ''. */
export function isoToDayText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** '7/3/2026' or '07/03/2026' -> '2026-03-07'; null when it is not a real day (31/02, 00/01, ...). */
export function dayTextToIso(text: string): string | null {
  const m = DAY_TEXT.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** '9:05' or '09:05' -> '09:05'; '' for an empty text; null when it is not a time of day. */
export function timeTextToTime(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const m = /^(\d{1,2})[:.h](\d{2})$/.exec(trimmed);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

/** 'yyyy-mm-ddTHH:mm' -> its day and time ('' for parts that are missing). */
export function splitDateTime(value: string): { day: string; time: string } {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  return m ? { day: m[1]!, time: m[2] ?? '' } : { day: '', time: '' };
}

/** A day and a time back into 'yyyy-mm-ddTHH:mm'; a day without a time is its start; no day, no value. */
export function joinDateTime(day: string, time: string): string {
  return day ? `${day}T${time || '00:00'}` : '';
}
