import type { ProductOptionGroup } from '@app/contract';

/**
 * The staff order form's option rules for one line. The server checks them again (and prices
 * the line itself); these only keep staff from sending a choice it would refuse.
 */

/** A new line starts from the groups' active defaults, never more than a group allows. */
export function defaultOptionIds(groups: readonly ProductOptionGroup[]): number[] {
  return groups.flatMap((g) =>
    g.options
      .filter((o) => o.isDefault && o.isActive)
      .slice(0, g.maxSelect)
      .map((o) => o.id),
  );
}

/** Ticking or unticking one option: a single-choice group swaps, a full group takes no more. */
export function pickOption(group: ProductOptionGroup, chosen: readonly number[], optionId: number, on: boolean): number[] {
  const inGroup = new Set(group.options.map((o) => o.id));
  const others = chosen.filter((id) => !inGroup.has(id));
  const mine = chosen.filter((id) => inGroup.has(id));
  if (!on) return [...others, ...mine.filter((id) => id !== optionId)];
  if (mine.includes(optionId)) return [...chosen];
  if (group.maxSelect === 1) return [...others, optionId];
  if (mine.length >= group.maxSelect) return [...chosen];
  return [...others, ...mine, optionId];
}

export interface GroupProblem {
  group: ProductOptionGroup;
  kind: 'tooFew' | 'tooMany';
  n: number;
}

/** The first group whose count of chosen active options is out of its bounds, if any. */
export function groupProblem(groups: readonly ProductOptionGroup[], chosen: readonly number[]): GroupProblem | null {
  for (const group of groups) {
    const count = group.options.filter((o) => o.isActive && chosen.includes(o.id)).length;
    if (count < group.minSelect) return { group, kind: 'tooFew', n: group.minSelect };
    if (count > group.maxSelect) return { group, kind: 'tooMany', n: group.maxSelect };
  }
  return null;
}

/** Only the options of the dish's groups are sent (a dish changed on the line drops the old ones). */
export function optionIdsFor(groups: readonly ProductOptionGroup[], chosen: readonly number[]): number[] {
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  return chosen.filter((id) => known.has(id));
}

/** Unit price of the line: the dish's price plus the deltas of the chosen options. */
export function unitPrice(price: number, groups: readonly ProductOptionGroup[], chosen: readonly number[]): number {
  return groups.flatMap((g) => g.options).reduce((sum, o) => (chosen.includes(o.id) ? sum + o.priceDelta : sum), price);
}
