import { SOURCE_LANGUAGE, type MessageKey, type OrderItemOption } from '@app/contract';
import type { Db, Dialect } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { createContentTranslationsRepo } from '../content-translations/content-translations.repo.js';
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

type Named = { id: number; name: string };

/**
 * A refused choice (400), naming the dish, group and option in Vietnamese; it remembers which
 * ones it names so the message can be given again with a guest's names (`inLanguage`).
 */
export class OptionRefusal extends AppError {
  constructor(
    readonly refusal: MessageKey,
    readonly named: { dish?: Named; group?: Named; option?: Named },
    readonly n?: number,
  ) {
    super(
      'VALIDATION',
      refusal,
      OptionRefusal.values(named, n, (x) => x?.name),
    );
  }

  static values(named: OptionRefusal['named'], n: number | undefined, name: (x: Named | undefined) => string | undefined) {
    const values: Record<string, string | number> = {};
    if (n !== undefined) values.count = n;
    for (const key of ['dish', 'group', 'option'] as const) {
      const text = name(named[key]);
      if (text !== undefined) values[key] = text;
    }
    return values;
  }

  /** The same refusal naming the dish, group and option in `lang` where they are translated. */
  async inLanguage(db: Db, lang: string): Promise<AppError> {
    // 'de-de' falls back to 'de', as the menu reads do.
    const langs = [...new Set([lang, lang.split('-')[0]!])];
    if (langs.includes(SOURCE_LANGUAGE)) return this;
    const repo = createContentTranslationsRepo(db);
    const names = new Map<Named, string>();
    const entities = { dish: 'product', group: 'optionGroup', option: 'option' } as const;
    for (const key of ['dish', 'group', 'option'] as const) {
      const thing = this.named[key];
      if (!thing) continue;
      const rows = (await repo.forEntity(entities[key], thing.id)).filter((r) => r.field === 'name' && r.text.trim() !== '');
      const row = langs.map((l) => rows.find((r) => r.language === l)).find(Boolean);
      if (row) names.set(thing, row.text);
    }
    return new AppError(
      'VALIDATION',
      this.refusal,
      OptionRefusal.values(this.named, this.n, (x) => (x ? (names.get(x) ?? x.name) : undefined)),
    );
  }
}

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
    if (!option) throw new OptionRefusal('options.unknownOption', { option: { id, name: String(id) } });
    const group = rules.groups.get(option.group_id)!;
    const named = { option, group, dish };
    if (!dishGroups.includes(group.id)) throw new OptionRefusal('options.notForDish', named);
    if (option.is_active !== 1) throw new OptionRefusal('options.inactive', named);
    picked.set(group.id, [...(picked.get(group.id) ?? []), option]);
  }
  const options: OrderItemOption[] = [];
  for (const groupId of dishGroups) {
    const group = rules.groups.get(groupId)!;
    const inGroup = (picked.get(groupId) ?? []).sort((a, b) => a.display_order - b.display_order || a.id - b.id);
    if (inGroup.length < group.min_select) throw new OptionRefusal('options.tooFew', { group, dish }, group.min_select);
    if (inGroup.length > group.max_select) throw new OptionRefusal('options.tooMany', { group, dish }, group.max_select);
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
