import { type OptionGroup, type OptionGroupData } from '@app/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { AppError, invalidField } from '../../errors/app-error.js';
import type { ContentSavedHook, ContentTranslationsService } from '../content-translations/content-translations.service.js';
import type { MenuCache } from '../menu-cache/menu-cache.js';
import { createOptionsRepo, type OptionGroupRow, type OptionRow } from './options.repo.js';

const invalid = invalidField;

/** Option groups of the restaurant (sizes, doneness, toppings ...), shared by any number of dishes. */
export function createOptionsService(
  ctx: AppContext,
  deps: { menuCache: MenuCache; contentTranslations: ContentTranslationsService; onSaved?: ContentSavedHook },
) {
  const repo = createOptionsRepo(ctx.db);
  const { menuCache, contentTranslations } = deps;

  async function toView(groups: OptionGroupRow[], options: OptionRow[]): Promise<OptionGroup[]> {
    const groupTranslations = await contentTranslations.allGrouped('optionGroup');
    const optionTranslations = await contentTranslations.allGrouped('option');
    const links = await repo.links();
    return groups.map((g) => ({
      id: g.id,
      name: g.name,
      minSelect: g.min_select,
      maxSelect: g.max_select,
      displayOrder: g.display_order,
      options: options
        .filter((o) => o.group_id === g.id)
        .map((o) => ({
          id: o.id,
          name: o.name,
          priceDelta: o.price_delta,
          isActive: o.is_active === 1,
          isDefault: o.is_default === 1,
          translations: optionTranslations.get(o.id) ?? {},
        })),
      productIds: links.filter((l) => l.group_id === g.id).map((l) => l.product_id),
      translations: groupTranslations.get(g.id) ?? {},
    }));
  }

  async function get(id: number): Promise<OptionGroup> {
    const group = await repo.findGroup(id);
    if (!group) throw new AppError('NOT_FOUND', 'options.groupNotFound');
    return (await toView([group], await repo.options([id])))[0]!;
  }

  async function validateTranslations(input: OptionGroupData): Promise<void> {
    await contentTranslations.validate('optionGroup', input.translations);
    for (const o of input.options) await contentTranslations.validate('option', o.translations);
  }

  /** Writes the group's options in the given order: known ids are updated, new ones added, the rest removed. */
  async function saveOptions(trx: AppContext['db'], groupId: number, input: OptionGroupData): Promise<number[]> {
    const r = createOptionsRepo(trx, ctx.dialect);
    // Locked first, in the order an order being priced takes them, before any is written.
    const existing = new Set((await r.options([groupId], 'update')).map((o) => o.id));
    const foreign = input.options.find((o) => o.id !== undefined && !existing.has(o.id));
    if (foreign) throw invalid('options', 'options.optionNotFoundId', { id: String(foreign.id) });
    const savedIds: number[] = [];
    for (const [i, o] of input.options.entries()) {
      const values = { name: o.name, priceDelta: o.priceDelta, isActive: o.isActive, isDefault: o.isDefault, displayOrder: i };
      let id = o.id;
      if (id !== undefined) await r.updateOption(id, values);
      else id = (await r.insertOption(groupId, values)).id;
      await contentTranslations.applyReviewed(trx, 'option', id, o.translations);
      savedIds.push(id);
    }
    const removed = [...existing].filter((id) => !savedIds.includes(id));
    for (const id of removed) await contentTranslations.removeAllOf(trx, 'option', id);
    await r.removeOptions(removed);
    return savedIds;
  }

  function announceSaved(groupId: number, optionIds: number[]): void {
    deps.onSaved?.('optionGroup', groupId);
    for (const id of optionIds) deps.onSaved?.('option', id);
  }

  return {
    async list(): Promise<OptionGroup[]> {
      return toView(await repo.groups(), await repo.options());
    },

    get,

    async create(input: OptionGroupData): Promise<OptionGroup> {
      await validateTranslations(input);
      const saved = await menuCache.write(async (trx) => {
        const group = await createOptionsRepo(trx).insertGroup(input);
        await contentTranslations.applyReviewed(trx, 'optionGroup', group.id, input.translations);
        return { id: group.id, optionIds: await saveOptions(trx, group.id, input) };
      });
      announceSaved(saved.id, saved.optionIds);
      return get(saved.id);
    },

    async update(id: number, input: OptionGroupData): Promise<OptionGroup> {
      if (!(await repo.findGroup(id))) throw new AppError('NOT_FOUND', 'options.groupNotFound');
      await validateTranslations(input);
      const optionIds = await menuCache.write(async (trx) => {
        await createOptionsRepo(trx).updateGroup(id, input);
        await contentTranslations.applyReviewed(trx, 'optionGroup', id, input.translations);
        return saveOptions(trx, id, input);
      });
      announceSaved(id, optionIds);
      return get(id);
    },

    /** Old orders keep their options: they hold a copy, not a reference. */
    async remove(id: number): Promise<void> {
      if (!(await repo.findGroup(id))) throw new AppError('NOT_FOUND', 'options.groupNotFound');
      await menuCache.write(async (trx) => {
        for (const o of await createOptionsRepo(trx).options([id])) await contentTranslations.removeAllOf(trx, 'option', o.id);
        await contentTranslations.removeAllOf(trx, 'optionGroup', id);
        await createOptionsRepo(trx, ctx.dialect).removeGroup(id);
      });
    },

    /** One option sells out (or is back) on its own. */
    async setOptionAvailability(optionId: number, isActive: boolean): Promise<OptionGroup> {
      const option = await repo.findOption(optionId);
      if (!option) throw new AppError('NOT_FOUND', 'options.optionNotFound');
      await menuCache.write((trx) => createOptionsRepo(trx).setOptionActive(optionId, isActive));
      return get(option.group_id);
    },

    /** A dish's option groups, set inside the dish's own save (the caller's transaction). */
    async setDishGroups(trx: Db, dishId: number, groupIds: number[]): Promise<void> {
      await createOptionsRepo(trx).setDishGroups(dishId, groupIds);
    },

    /** The dish form's groups must exist; 400 naming the missing ones. */
    async assertGroupsExist(groupIds: number[]): Promise<void> {
      const existing = await repo.existingGroupIds(groupIds);
      const missing = groupIds.filter((id) => !existing.has(id));
      if (missing.length > 0) throw invalid('optionGroupIds', 'options.unknownGroups', { ids: missing.join(', ') });
    },
  };
}
export type OptionsService = ReturnType<typeof createOptionsService>;
