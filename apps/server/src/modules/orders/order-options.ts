import { OPTION_MESSAGES, fillMessage, type OrderItemOption } from '@app/contract';
import type { Db, Dialect } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { createOptionsRepo, type OptionGroupRow, type OptionRow } from '../options/options.repo.js';

/** Everything needed to check and price the options of an order's lines, loaded once per order. */
export interface OptionRules {
  groupsOfDish: Map<number, number[]>;
  groups: Map<number, OptionGroupRow>;
  options: Map<number, OptionRow>;
}

export interface ChosenOptions {
  /** The choice as stored with the item: names and deltas as they are now. */
  options: OrderItemOption[];
  /** Sum of the deltas, added to the dish's unit price. */
  delta: number;
}

/**
 * Read inside the order's transaction, and on PostgreSQL held (shared) until it commits: an
 * option, a group or a dish's groups changed meanwhile waits for this order, and an order
 * priced after the change sees it. So no order is accepted with an option switched off before it.
 */
export async function loadOptionRules(db: Db, dialect: Dialect, lines: { productId: number; optionIds: number[] }[]): Promise<OptionRules> {
  const repo = createOptionsRepo(db, dialect);
  const links = await repo.links([...new Set(lines.map((l) => l.productId))], 'share');
  const groupsOfDish = new Map<number, number[]>();
  for (const l of links) groupsOfDish.set(l.product_id, [...(groupsOfDish.get(l.product_id) ?? []), l.group_id]);
  // Chosen options of groups the dish does not have are loaded too, to name them in the refusal.
  const chosen = await repo.optionsByIds([...new Set(lines.flatMap((l) => l.optionIds))]);
  const groupIds = [...new Set([...links.map((l) => l.group_id), ...chosen.map((o) => o.group_id)])];
  const groups = new Map((await repo.groups(groupIds, 'share')).map((g) => [g.id, g]));
  const options = new Map((await repo.options(groupIds, 'share')).map((o) => [o.id, o]));
  return { groupsOfDish, groups, options };
}

const refuse = (message: string, values: Record<string, string | number>) => new AppError('VALIDATION', fillMessage(message, values));

/**
 * Checks one line's choice against the dish's groups and prices it. Refused (400, naming the
 * group): an unknown option, an option of a group the dish does not have, a sold-out option,
 * too few or too many options in a group.
 */
export function chooseOptions(rules: OptionRules, dish: { id: number; name: string }, optionIds: readonly number[]): ChosenOptions {
  const dishGroups = rules.groupsOfDish.get(dish.id) ?? [];
  const picked = new Map<number, OptionRow[]>();
  for (const id of new Set(optionIds)) {
    const option = rules.options.get(id);
    if (!option) throw refuse(OPTION_MESSAGES.unknownOption, { option: id });
    const group = rules.groups.get(option.group_id)!;
    const names = { option: option.name, group: group.name, dish: dish.name };
    if (!dishGroups.includes(group.id)) throw refuse(OPTION_MESSAGES.notForDish, names);
    if (option.is_active !== 1) throw refuse(OPTION_MESSAGES.inactive, names);
    picked.set(group.id, [...(picked.get(group.id) ?? []), option]);
  }
  const options: OrderItemOption[] = [];
  for (const groupId of dishGroups) {
    const group = rules.groups.get(groupId)!;
    const inGroup = (picked.get(groupId) ?? []).sort((a, b) => a.display_order - b.display_order || a.id - b.id);
    if (inGroup.length < group.min_select) throw refuse(OPTION_MESSAGES.tooFew, { n: group.min_select, group: group.name, dish: dish.name });
    if (inGroup.length > group.max_select) throw refuse(OPTION_MESSAGES.tooMany, { n: group.max_select, group: group.name, dish: dish.name });
    for (const o of inGroup) options.push({ optionId: o.id, groupId, groupName: group.name, name: o.name, priceDelta: o.price_delta });
  }
  return { options, delta: options.reduce((sum, o) => sum + o.priceDelta, 0) };
}

/** An item's stored options; anything unreadable counts as none. */
export function parseItemOptions(value: string | null | undefined): OrderItemOption[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as OrderItemOption[]) : [];
  } catch {
    return [];
  }
}
