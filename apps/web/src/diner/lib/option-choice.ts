/**
 * The option sheet's rules, pure so they are easy to test. The server checks the same rules
 * again and prices the line itself; this only guides the guest.
 */
import type { ProductOptionGroup } from '@app/contract';
import type { OptionChoice } from './cart';

/** Chosen option ids per group id. */
export type Selection = Record<number, number[]>;

/** Starts from the groups' active defaults. */
export function initialSelection(groups: readonly ProductOptionGroup[]): Selection {
  const selection: Selection = {};
  for (const g of groups)
    selection[g.id] = g.options
      .filter((o) => o.isDefault && o.isActive)
      .slice(0, g.maxSelect)
      .map((o) => o.id);
  return selection;
}

export const isSingle = (g: Pick<ProductOptionGroup, 'minSelect' | 'maxSelect'>) => g.maxSelect === 1;

/**
 * Picking an option: a single-choice group swaps, a multiple one toggles (a full group refuses
 * one more rather than dropping an earlier pick).
 */
export function toggleOption(selection: Selection, group: ProductOptionGroup, optionId: number): Selection {
  const option = group.options.find((o) => o.id === optionId);
  if (!option || !option.isActive) return selection;
  const current = selection[group.id] ?? [];
  let next: number[];
  if (current.includes(optionId)) next = isSingle(group) && group.minSelect === 1 ? current : current.filter((id) => id !== optionId);
  else if (isSingle(group)) next = [optionId];
  else if (current.length >= group.maxSelect) next = current;
  else next = [...current, optionId];
  return { ...selection, [group.id]: next };
}

/** Groups still missing a choice (fewer than their minimum picked). */
export function missingGroups(groups: readonly ProductOptionGroup[], selection: Selection): ProductOptionGroup[] {
  return groups.filter((g) => (selection[g.id] ?? []).length < g.minSelect);
}

/** The line as it goes into the cart: ids in group order, names, and the unit price with deltas. */
export function choiceOf(groups: readonly ProductOptionGroup[], selection: Selection, basePrice: number): OptionChoice {
  const optionIds: number[] = [];
  const options: string[] = [];
  let unitPrice = basePrice;
  for (const g of groups) {
    for (const o of g.options) {
      if (!(selection[g.id] ?? []).includes(o.id)) continue;
      optionIds.push(o.id);
      options.push(o.name);
      unitPrice += o.priceDelta;
    }
  }
  return { optionIds, options, unitPrice };
}
