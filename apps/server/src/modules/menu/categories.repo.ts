import type { Selectable } from 'kysely';
import type { Station } from '@app/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { CategoriesTable } from '../../db/schema.js';

export type CategoryRow = Selectable<CategoriesTable>;

export interface CategoryValues {
  name: string;
  slug: string;
  parentId: number | null;
  isActive: boolean;
  displayOrder: number;
  image: string | null;
  icon: string | null;
  station: Station;
}

export function createCategoriesRepo(db: Db) {
  return {
    all() {
      return db.selectFrom('categories').selectAll().execute();
    },
    findById(id: number) {
      return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async existingIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('categories').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },
    /** Slugs equal to `base` or `base-<n>`, to pick the next free one. */
    async slugsLike(base: string, excludeId?: number): Promise<string[]> {
      let q = db
        .selectFrom('categories')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
      if (excludeId) q = q.where('id', '!=', excludeId);
      return (await q.execute()).map((r) => r.slug);
    },
    async countChildren(id: number): Promise<number> {
      const { n } = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /** Dishes whose main or additional category this is. */
    async countProducts(id: number): Promise<number> {
      const main = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', '=', id)
        .executeTakeFirstOrThrow();
      const extra = await db
        .selectFrom('product_categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(main.n) + Number(extra.n);
    },
    insert(v: CategoryValues) {
      const now = nowIso();
      return db
        .insertInto('categories')
        .values({
          name: v.name,
          slug: v.slug,
          parent_id: v.parentId,
          is_active: v.isActive ? 1 : 0,
          display_order: v.displayOrder,
          image: v.image,
          icon: v.icon,
          station: v.station,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    update(id: number, v: CategoryValues) {
      return db
        .updateTable('categories')
        .set({
          name: v.name,
          slug: v.slug,
          parent_id: v.parentId,
          is_active: v.isActive ? 1 : 0,
          display_order: v.displayOrder,
          image: v.image,
          icon: v.icon,
          station: v.station,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async remove(id: number): Promise<void> {
      await db.deleteFrom('categories').where('id', '=', id).execute();
    },
  };
}
export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
