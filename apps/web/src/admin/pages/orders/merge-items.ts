/**
 * The order detail's dish table: lines with the same product name
 * and the same options merge into one row. Quantities and totals add up, notes are joined with commas, the row counts
 * as completed when any of its lines is, and its checkbox acts on every merged line id.
 */
export interface DetailItem {
  id: number;
  productName: string;
  quantity: number;
  price: number;
  notes: string;
  isCompleted: boolean;
  options?: readonly { name: string }[];
}

export interface MergedItem {
  productName: string;
  /** Names of the chosen options: only lines with the same options merge. */
  options: string[];
  /** Every order-item id behind this row (the completion checkbox updates all of them). */
  ids: number[];
  quantity: number;
  /** Unit price of the first line (later rounds may have another price; `total` stays exact). */
  price: number;
  total: number;
  /** Distinct non-empty notes, comma separated. */
  notes: string;
  isCompleted: boolean;
}

export function mergeItemsByName(items: readonly DetailItem[]): MergedItem[] {
  const rows = new Map<string, MergedItem & { noteList: string[] }>();
  for (const item of items) {
    const quantity = Number(item.quantity) || 0;
    const price = Number(item.price) || 0;
    const note = (item.notes ?? '').trim();
    const options = (item.options ?? []).map((o) => o.name);
    const key = [item.productName, ...options].join('\u0000');
    let row = rows.get(key);
    if (!row) {
      row = { productName: item.productName, options, ids: [], quantity: 0, price, total: 0, notes: '', isCompleted: false, noteList: [] };
      rows.set(key, row);
    }
    row.ids.push(item.id);
    row.quantity += quantity;
    row.total += price * quantity;
    row.isCompleted ||= item.isCompleted;
    if (note && !row.noteList.includes(note)) row.noteList.push(note);
  }
  return [...rows.values()].map(({ noteList, ...row }) => ({ ...row, notes: noteList.join(', ') }));
}
