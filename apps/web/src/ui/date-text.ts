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
