import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { ProductsTable } from '../../db/schema.js';

export type ProductRow = Selectable<ProductsTable>;

export interface ProductValues {
  name: string;
  description: string;
  price: number;
  imageUrl: string | null;
  isActive: boolean;
  isFeatured: boolean;
  categoryId: number | null;
  allergens: string[];
  additives: string[];
  spiceLevel: number;
  dietTags: string[];
}

const columns = (v: ProductValues) => ({
  name: v.name,
  description: v.description,
  price: v.price,
  image_url: v.imageUrl,
  is_active: v.isActive ? 1 : 0,
  is_featured: v.isFeatured ? 1 : 0,
  category_id: v.categoryId,
  allergens: JSON.stringify(v.allergens),
  additives: JSON.stringify(v.additives),
  spice_level: v.spiceLevel,
  diet_tags: JSON.stringify(v.dietTags),
});

/** A JSON list column of a dish; anything unreadable counts as empty. */
export function parseList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function createProductsRepo(db: Db) {
  return {
    all() {
      return db.selectFrom('products').selectAll().execute();
    },
    findById(id: number) {
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Additional categories of every dish (or of one), in one query. */
    links(productId?: number) {
      let q = db.selectFrom('product_categories').selectAll();
      if (productId !== undefined) q = q.where('product_id', '=', productId);
      return q.execute();
    },
    insert(v: ProductValues) {
      const now = nowIso();
      return db
        .insertInto('products')
        .values({ ...columns(v), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    update(id: number, v: ProductValues) {
      return db
        .updateTable('products')
        .set({ ...columns(v), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async setActive(id: number, isActive: boolean) {
      return db
        .updateTable('products')
        .set({ is_active: isActive ? 1 : 0, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async setAdditionalCategories(productId: number, categoryIds: number[]): Promise<void> {
      await db.deleteFrom('product_categories').where('product_id', '=', productId).execute();
      if (categoryIds.length > 0) {
        await db
          .insertInto('product_categories')
          .values(categoryIds.map((category_id) => ({ product_id: productId, category_id })))
          .execute();
      }
    },
    async isUsedByOrders(id: number): Promise<boolean> {
      const row = await db.selectFrom('order_items').select('id').where('product_id', '=', id).limit(1).executeTakeFirst();
      return row !== undefined;
    },
    async remove(id: number): Promise<void> {
      await db.deleteFrom('product_categories').where('product_id', '=', id).execute();
      await db.deleteFrom('products').where('id', '=', id).execute();
    },
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
