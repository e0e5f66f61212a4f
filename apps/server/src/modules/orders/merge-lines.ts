import { ORDER_LIMITS, optionsKey } from '@app/contract';
import { AppError } from '../../errors/app-error.js';

/**
 * The same dish twice in one cart becomes one line when the notes and the options are the same
 * ("2x phở" rather than "1x phở, 1x phở"); different notes or options stay separate lines.
 */
export function mergeLines<T extends { productId: number; quantity: number; notes: string; options: { optionId: number }[] }>(lines: T[]): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.notes}\u0000${optionsKey(line.options.map((o) => o.optionId))}`;
    const found = merged.get(key);
    if (found) found.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  const out = [...merged.values()];
  if (out.some((l) => l.quantity > ORDER_LIMITS.maxQuantity)) throw new AppError('VALIDATION', 'orders.quantity');
  return out;
}
