/** Axis and tooltip labels of the dashboard charts. */

/** 'YYYY-MM-DDTHH:00' -> 'HH:00'; 'YYYY-MM-DD' -> 'DD/MM'. */
export function bucketLabel(bucket: string): string {
  if (bucket.includes('T')) return bucket.slice(11, 16);
  const [, m, d] = bucket.split('-');
  return `${d}/${m}`;
}

/** 'YYYY-MM-DDTHH:00' -> 'DD/MM/YYYY HH:00'; 'YYYY-MM-DD' -> 'DD/MM/YYYY'. */
export function bucketLongLabel(bucket: string): string {
  const [date, time] = bucket.split('T');
  const [y, m, d] = (date ?? '').split('-');
  return time ? `${d}/${m}/${y} ${time}` : `${d}/${m}/${y}`;
}

/** Short money for axes: 1.250.000 -> '1,3 Tr' (vi) / '1.3M' (en). */
export function compactMoney(n: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
}
