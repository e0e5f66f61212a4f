const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A filter range as ISO strings comparable with stored timestamps. A bare date as the end
 * includes that whole day (UTC); full instants are taken as they are (the web sends the
 * start and end of the local day).
 */
export function isoRange(start?: string | null, end?: string | null): { from?: string; toExclusive?: string; toInclusive?: string } {
  const out: { from?: string; toExclusive?: string; toInclusive?: string } = {};
  if (start) out.from = new Date(DATE_ONLY.test(start) ? `${start}T00:00:00.000Z` : start).toISOString();
  if (end) {
    if (DATE_ONLY.test(end)) out.toExclusive = new Date(Date.parse(`${end}T00:00:00.000Z`) + 86_400_000).toISOString();
    else out.toInclusive = new Date(end).toISOString();
  }
  return out;
}
