import type { ContentSavedHook } from '../content-translations/content-translations.service.js';
import {
  defaultStationFor,
  slugify,
  type Category,
  type ContentTranslationsMap,
  type Station,
  type CreateCategoryData,
  type UpdateCategoryData,
} from '@app/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { AppError, invalidField } from '../../errors/app-error.js';
import type { ContentTranslationsService, TranslationLookup } from '../content-translations/content-translations.service.js';
import { createCategoriesRepo, type CategoryRow } from './categories.repo.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/db-errors.js';
import type { MenuCache } from '../menu-cache/menu-cache.js';

export const CATEGORY_NOT_FOUND = 'menu.categoryNotFound';
const HAS_PRODUCTS = 'menu.hasProducts';
const HAS_CHILDREN = 'menu.hasChildren';

export function toCategory(row: CategoryRow, lookup?: TranslationLookup, translations?: ContentTranslationsMap): Category {
  return {
    id: row.id,
    name: lookup?.text('category', row.id, 'name') ?? row.name,
    slug: row.slug,
    parentId: row.parent_id,
    isActive: row.is_active === 1,
    displayOrder: row.display_order,
    image: row.image,
    icon: row.icon,
    station: row.station as Station,
    originalName: row.name,
    ...(translations ? { translations } : {}),
  };
}

/** Menu order: displayOrder, then the Vietnamese name, then id (stable for equal names). */
export function compareCategories(a: CategoryRow, b: CategoryRow): number {
  return a.display_order - b.display_order || a.name.localeCompare(b.name, 'vi') || a.id - b.id;
}

const invalid = invalidField;

export function createCategoriesService(
  ctx: AppContext,
  deps: { menuCache: MenuCache; contentTranslations: ContentTranslationsService; onSaved?: ContentSavedHook },
) {
  const repo = createCategoriesRepo(ctx.db);
  const { menuCache, contentTranslations } = deps;

  /** A parent is an existing top-level category other than itself; a category with children stays top-level. */
  async function checkParent(db: Db, parentId: number | null, selfId?: number): Promise<void> {
    if (parentId === null) return;
    const r = createCategoriesRepo(db);
    if (parentId === selfId) throw invalid('parentId', 'menu.parentIsSelf');
    const parent = await r.findById(parentId);
    if (!parent) throw invalid('parentId', 'menu.parentCategoryDoesNotExist');
    if (parent.parent_id !== null) throw invalid('parentId', 'menu.parentNotTopLevel');
    if (selfId !== undefined && (await r.countChildren(selfId)) > 0) {
      throw invalid('parentId', 'menu.parentHasChildren');
    }
  }

  /** 'Đồ uống' -> 'do-uong', or 'do-uong-2' when taken. */
  async function uniqueSlug(db: Db, name: string, excludeId?: number): Promise<string> {
    const base = slugify(name);
    const taken = new Set(await createCategoriesRepo(db).slugsLike(base, excludeId));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async function withTranslations(row: CategoryRow): Promise<Category> {
    const translations = (await contentTranslations.allGrouped('category')).get(row.id) ?? {};
    return toCategory(row, undefined, translations);
  }

  function mapWriteError(err: unknown): never {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'menu.categoryNameRace');
    throw err;
  }

  return {
    /** GET Category: every category (inactive ones too; the diner hides them), names in `lang`. */
    async list(opts: { lang: string; admin?: boolean }): Promise<Category[]> {
      const rows = (await repo.all()).sort(compareCategories);
      const lookup = await contentTranslations.lookup(['category'], opts.lang);
      if (!opts.admin) return rows.map((r) => toCategory(r, lookup));
      const all = await contentTranslations.allGrouped('category');
      return rows.map((r) => toCategory(r, lookup, all.get(r.id) ?? {}));
    },

    async create(input: CreateCategoryData): Promise<Category> {
      await contentTranslations.validate('category', input.translations);
      const row = await menuCache
        .write(async (trx) => {
          await checkParent(trx, input.parentId);
          const created = await createCategoriesRepo(trx).insert({
            name: input.name,
            slug: await uniqueSlug(trx, input.name),
            parentId: input.parentId,
            isActive: input.isActive,
            displayOrder: input.displayOrder,
            image: input.image ?? null,
            icon: input.icon ?? null,
            station: input.station ?? defaultStationFor(input.name),
          });
          await contentTranslations.applyReviewed(trx, 'category', created.id, input.translations);
          return created;
        })
        .catch(mapWriteError);
      deps.onSaved?.('category', row.id);
      return withTranslations(row);
    },

    async update(id: number, input: UpdateCategoryData): Promise<Category> {
      const existing = await repo.findById(id);
      if (!existing) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      await contentTranslations.validate('category', input.translations);
      const row = await menuCache
        .write(async (trx) => {
          const parentId = input.parentId === undefined ? existing.parent_id : input.parentId;
          if (parentId !== existing.parent_id) await checkParent(trx, parentId, id);
          const name = input.name ?? existing.name;
          const updated = await createCategoriesRepo(trx).update(id, {
            name,
            // The slug follows a rename so links stay readable.
            slug: name === existing.name ? existing.slug : await uniqueSlug(trx, name, id),
            parentId,
            isActive: input.isActive ?? existing.is_active === 1,
            displayOrder: input.displayOrder ?? existing.display_order,
            image: input.image === undefined ? existing.image : input.image,
            icon: input.icon === undefined ? existing.icon : input.icon,
            station: input.station ?? (existing.station as Station),
          });
          await contentTranslations.applyReviewed(trx, 'category', id, input.translations);
          return updated;
        })
        .catch(mapWriteError);
      deps.onSaved?.('category', id);
      return withTranslations(row);
    },

    /** Refused while dishes (main or additional) or child categories use it; its translations go with it. */
    async remove(id: number): Promise<void> {
      if (!(await repo.findById(id))) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      await menuCache
        .write(async (trx) => {
          const r = createCategoriesRepo(trx);
          if ((await r.countProducts(id)) > 0) throw new AppError('CONFLICT', HAS_PRODUCTS);
          if ((await r.countChildren(id)) > 0) throw new AppError('CONFLICT', HAS_CHILDREN);
          await contentTranslations.removeAllOf(trx, 'category', id);
          await r.remove(id);
        })
        .catch((err: unknown) => {
          if (isForeignKeyViolation(err)) throw new AppError('CONFLICT', HAS_PRODUCTS);
          throw err;
        });
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
