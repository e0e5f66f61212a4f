import type { ContentSavedHook } from '../content-translations/content-translations.service.js';
import {
  ALLERGENS,
  DIET_TAGS,
  canonicalSet,
  mayHandleStation,
  SOURCE_LANGUAGE,
  type ProductOptionGroup,
  stationsOf,
  type ContentTranslationsMap,
  type CreateProductData,
  type Product,
  type Station,
  type UpdateProductData,
} from '@app/contract';
import type { AppContext } from '../../context.js';
import { AppError, invalidField } from '../../errors/app-error.js';
import { NO_TRANSLATION, type ContentTranslationsService, type TranslationLookup } from '../content-translations/content-translations.service.js';
import { createCategoriesRepo, type CategoryRow } from './categories.repo.js';
import { compareCategories } from './categories.service.js';
import { isForeignKeyViolation } from '../../db/db-errors.js';
import type { MenuCache } from '../menu-cache/menu-cache.js';
import { createProductsRepo, parseList, type ProductRow } from './products.repo.js';
import { loadDishOptionGroups } from '../options/dish-option-groups.js';
import type { OptionsService } from '../options/options.service.js';

/** Menu texts a dish read needs in the diner's language. */
const DISH_TEXTS = ['product', 'category', 'optionGroup', 'option'] as const;

export const PRODUCT_NOT_FOUND = 'menu.productNotFound';
const USED_BY_ORDERS = 'menu.usedByOrders';
const OTHER_STATION = 'menu.otherStation';

/** A dish is prepared where its main category is; without one, in the kitchen. */
export function stationOfProduct(product: Pick<ProductRow, 'category_id'>, categoriesById: Map<number, CategoryRow>): Station {
  const category = product.category_id === null ? undefined : categoriesById.get(product.category_id);
  return (category?.station as Station | undefined) ?? 'kitchen';
}

interface Snapshot {
  products: ProductRow[];
  links: { product_id: number; category_id: number }[];
  categories: CategoryRow[];
  optionGroups: Map<number, ProductOptionGroup[]>;
}

/**
 * A dish diners must not see or order: its main category, or that category's parent, is
 * switched off (turning a category off takes its dishes off the menu with it).
 */
export function inInactiveCategory(
  product: Pick<ProductRow, 'category_id'>,
  categoriesById: Map<number, Pick<CategoryRow, 'is_active' | 'parent_id'>>,
): boolean {
  const category = product.category_id === null ? undefined : categoriesById.get(product.category_id);
  if (!category) return false;
  if (category.is_active !== 1) return true;
  const parent = category.parent_id === null ? undefined : categoriesById.get(category.parent_id);
  return parent !== undefined && parent.is_active !== 1;
}

/** Joins dishes, their categories and translations in memory: a handful of queries for the whole menu. */
function assemble(s: Snapshot, lookup: TranslationLookup, translations?: Map<number, ContentTranslationsMap>): Product[] {
  const categoriesById = new Map(s.categories.map((c) => [c.id, c]));
  const categoryName = (id: number) => {
    const c = categoriesById.get(id);
    return c ? (lookup.text('category', c.id, 'name') ?? c.name) : undefined;
  };
  const extra = new Map<number, number[]>();
  for (const l of s.links) {
    const list = extra.get(l.product_id) ?? [];
    list.push(l.category_id);
    extra.set(l.product_id, list);
  }
  // Additional categories in menu order, so every client lists them alike.
  const rank = new Map([...s.categories].sort(compareCategories).map((c, i) => [c.id, i]));
  const byRank = (a: number, b: number) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0);

  return s.products.map((p) => {
    const additional = (extra.get(p.id) ?? []).filter((id) => id !== p.category_id).sort(byRank);
    return {
      id: p.id,
      name: lookup.text('product', p.id, 'name') ?? p.name,
      description: lookup.text('product', p.id, 'description') ?? p.description,
      price: p.price,
      imageUrl: p.image_url,
      isActive: p.is_active === 1,
      isFeatured: p.is_featured === 1,
      categoryId: p.category_id,
      categoryName: p.category_id === null ? null : (categoryName(p.category_id) ?? null),
      additionalCategoryIds: additional,
      additionalCategoryNames: additional.map((id) => categoryName(id) ?? ''),
      station: stationOfProduct(p, categoriesById),
      originalName: p.name,
      ...(translations ? { translations: translations.get(p.id) ?? {} } : {}),
      optionGroups: s.optionGroups.get(p.id) ?? [],
      allergens: canonicalSet(parseList(p.allergens) as (typeof ALLERGENS)[number][], ALLERGENS),
      additives: parseList(p.additives),
      spiceLevel: p.spice_level,
      dietTags: canonicalSet(parseList(p.diet_tags) as (typeof DIET_TAGS)[number][], DIET_TAGS),
    };
  });
}

/** Menu order: by main category (displayOrder), then Vietnamese name. */
function sortProducts(products: ProductRow[], categories: CategoryRow[]): ProductRow[] {
  const rank = new Map([...categories].sort(compareCategories).map((c, i) => [c.id, i]));
  const r = (p: ProductRow) => (p.category_id === null ? Number.MAX_SAFE_INTEGER : (rank.get(p.category_id) ?? Number.MAX_SAFE_INTEGER));
  return [...products].sort((a, b) => r(a) - r(b) || a.name.localeCompare(b.name, 'vi') || a.id - b.id);
}

type DishExtras = 'allergens' | 'additives' | 'spiceLevel' | 'dietTags' | 'optionGroupIds';
/** A new dish; callers inside the server (seed, tests) may leave the labels and option groups out. */
export type NewDish = Omit<CreateProductData, DishExtras> & Partial<Pick<CreateProductData, DishExtras>>;

const invalid = invalidField;

export function createProductsService(
  ctx: AppContext,
  deps: { menuCache: MenuCache; contentTranslations: ContentTranslationsService; optionGroups: OptionsService; onSaved?: ContentSavedHook },
) {
  const repo = createProductsRepo(ctx.db);
  const categoriesRepo = createCategoriesRepo(ctx.db);
  const { menuCache, contentTranslations } = deps;

  /** The main category must exist; additional ones too (duplicates and the main one are dropped). */
  async function checkCategories(categoryId: number | null, additional: number[] | undefined): Promise<number[] | undefined> {
    const wanted = [...new Set([...(categoryId === null ? [] : [categoryId]), ...(additional ?? [])])];
    const existing = await categoriesRepo.existingIds(wanted);
    if (categoryId !== null && !existing.has(categoryId)) throw invalid('categoryId', 'menu.categoryDoesNotExist');
    const missing = (additional ?? []).filter((id) => !existing.has(id));
    if (missing.length > 0) throw invalid('additionalCategoryIds', 'menu.unknownAdditionalCategories', { ids: missing.join(', ') });
    return additional === undefined ? undefined : [...new Set(additional)].filter((id) => id !== categoryId);
  }

  /**
   * One dish as staff see it: every translation, and its texts (name, description, categories, option
   * groups and options) in `lang` where translated, Vietnamese otherwise (the default, as after saving).
   */
  async function getForStaff(id: number, lang: string = SOURCE_LANGUAGE): Promise<Product> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const lookup = lang === SOURCE_LANGUAGE ? NO_TRANSLATION : await contentTranslations.lookup([...DISH_TEXTS], lang);
    const optionGroups = await loadDishOptionGroups(ctx.db, lookup, [id]);
    const snapshot = { products: [row], links: await repo.links(id), categories: await categoriesRepo.all(), optionGroups };
    const translations = new Map([[id, await contentTranslations.mapFor('product', id)]]);
    return assemble(snapshot, lookup, translations)[0]!;
  }

  async function findOrThrow(id: number): Promise<ProductRow> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    return row;
  }

  /**
   * GET Product: every dish, inactive ones too (diners see 'Hết món'), texts in `lang`.
   * `stations` limits the staff view to a station's dishes (null = all).
   */
  async function list(opts: { lang: string; admin?: boolean; stations?: Station[] | null }): Promise<Product[]> {
    // Promise.all would not help: SQLite runs one query at a time and PostgreSQL reads are small.
    const products = await repo.all();
    const links = await repo.links();
    const categories = await categoriesRepo.all();
    const lookup = await contentTranslations.lookup([...DISH_TEXTS], opts.lang);
    const translations = opts.admin ? await contentTranslations.allGrouped('product') : undefined;
    const optionGroups = await loadDishOptionGroups(ctx.db, lookup);
    const byId = new Map(categories.map((c) => [c.id, c]));
    // Diners never see dishes of a category that is off; staff see everything.
    const shown = opts.admin ? products : products.filter((p) => !inInactiveCategory(p, byId));
    const all = assemble({ products: sortProducts(shown, categories), links, categories, optionGroups }, lookup, translations);
    const allowed = opts.stations;
    return allowed ? all.filter((p) => allowed.includes(p.station)) : all;
  }

  return {
    list,

    /**
     * The picture a guest's table page shows first and largest: the first featured dish's, else the
     * first dish's (the page's own choice), kept per menu version for the page's head.
     */
    async firstDinerImage(): Promise<string | null> {
      const version = await menuCache.version();
      return menuCache.memo('first-diner-image', version, async () => {
        const dishes = await list({ lang: SOURCE_LANGUAGE });
        return (dishes.find((p) => p.isFeatured) ?? dishes[0])?.imageUrl ?? null;
      });
    },

    /** The staff view for a role: Waiter/Kitchen/Sushi see their station's dishes only. */
    listForStaff(role: string, lang: string): Promise<Product[]> {
      return list({ lang, admin: true, stations: stationsOf(role) });
    },

    get: (id: number, lang?: string) => getForStaff(id, lang),

    async create(dish: NewDish): Promise<Product> {
      const input = { allergens: [], additives: [], spiceLevel: 0, dietTags: [], optionGroupIds: [], ...dish } satisfies CreateProductData;
      await contentTranslations.validate('product', input.translations);
      const additional = (await checkCategories(input.categoryId, input.additionalCategoryIds)) ?? [];
      await deps.optionGroups.assertGroupsExist(input.optionGroupIds);
      const id = await menuCache.write(async (trx) => {
        const r = createProductsRepo(trx);
        const row = await r.insert({
          name: input.name,
          description: input.description,
          price: input.price,
          imageUrl: input.imageUrl ?? null,
          isActive: input.isActive,
          isFeatured: input.isFeatured,
          categoryId: input.categoryId,
          allergens: input.allergens,
          additives: input.additives,
          spiceLevel: input.spiceLevel,
          dietTags: input.dietTags,
        });
        await r.setAdditionalCategories(row.id, additional);
        await deps.optionGroups.setDishGroups(trx, row.id, input.optionGroupIds);
        await contentTranslations.applyReviewed(trx, 'product', row.id, input.translations);
        return row.id;
      });
      deps.onSaved?.('product', id);
      return getForStaff(id);
    },

    async update(id: number, input: UpdateProductData): Promise<Product> {
      const existing = await findOrThrow(id);
      await contentTranslations.validate('product', input.translations);
      const categoryId = input.categoryId === undefined ? existing.category_id : input.categoryId;
      const additional = await checkCategories(categoryId, input.additionalCategoryIds);
      if (input.optionGroupIds) await deps.optionGroups.assertGroupsExist(input.optionGroupIds);
      await menuCache.write(async (trx) => {
        const r = createProductsRepo(trx);
        await r.update(id, {
          name: input.name ?? existing.name,
          description: input.description ?? existing.description,
          price: input.price ?? existing.price,
          imageUrl: input.imageUrl === undefined ? existing.image_url : input.imageUrl,
          isActive: input.isActive ?? existing.is_active === 1,
          isFeatured: input.isFeatured ?? existing.is_featured === 1,
          categoryId,
          allergens: input.allergens ?? parseList(existing.allergens),
          additives: input.additives ?? parseList(existing.additives),
          spiceLevel: input.spiceLevel ?? existing.spice_level,
          dietTags: input.dietTags ?? parseList(existing.diet_tags),
        });
        if (additional !== undefined) await r.setAdditionalCategories(id, additional);
        if (input.optionGroupIds) await deps.optionGroups.setDishGroups(trx, id, input.optionGroupIds);
        await contentTranslations.applyReviewed(trx, 'product', id, input.translations);
      });
      deps.onSaved?.('product', id);
      return getForStaff(id);
    },

    /** PATCH availability: management for any dish, a station only for its own dishes. */
    async setAvailability(actor: { role: string }, id: number, isActive: boolean): Promise<Product> {
      const row = await findOrThrow(id);
      const categories = await categoriesRepo.all();
      const station = stationOfProduct(row, new Map(categories.map((c) => [c.id, c])));
      if (!mayHandleStation(actor.role, station)) throw new AppError('FORBIDDEN', OTHER_STATION);
      await menuCache.write((trx) => createProductsRepo(trx).setActive(id, isActive));
      return getForStaff(id);
    },

    /** Refused once any order holds the dish (history must keep it); its translations go with it. */
    async remove(id: number): Promise<void> {
      await findOrThrow(id);
      await menuCache
        .write(async (trx) => {
          const r = createProductsRepo(trx);
          if (await r.isUsedByOrders(id)) throw new AppError('CONFLICT', USED_BY_ORDERS);
          await contentTranslations.removeAllOf(trx, 'product', id);
          await r.remove(id);
        })
        .catch((err: unknown) => {
          if (isForeignKeyViolation(err)) throw new AppError('CONFLICT', USED_BY_ORDERS);
          throw err;
        });
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
