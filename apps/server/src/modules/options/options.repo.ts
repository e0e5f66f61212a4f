import type { Selectable } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { OptionGroupsTable, OptionsTable } from '../../db/schema.js';

export type OptionGroupRow = Selectable<OptionGroupsTable>;
export type OptionRow = Selectable<OptionsTable>;
export interface DishGroupLink {
  product_id: number;
  group_id: number;
  display_order: number;
}

export interface OptionGroupValues {
  name: string;
  minSelect: number;
  maxSelect: number;
  displayOrder: number;
}

export interface OptionValues {
  name: string;
  priceDelta: number;
  isActive: boolean;
  isDefault: boolean;
  displayOrder: number;
}

const groupColumns = (v: OptionGroupValues) => ({
  name: v.name,
  min_select: v.minSelect,
  max_select: v.maxSelect,
  display_order: v.displayOrder,
});

const optionColumns = (v: OptionValues) => ({
  name: v.name,
  price_delta: v.priceDelta,
  is_active: v.isActive ? 1 : 0,
  is_default: v.isDefault ? 1 : 0,
  display_order: v.displayOrder,
});

/**
 * `lock` (PostgreSQL only; SQLite runs one writer at a time): the rows read are held until the
 * transaction ends, 'share' for an order being priced (orders never wait for each other, a
 * switch-off waits for them), 'update' for a write of the group. Every transaction takes them in
 * the same order (dish links, groups, options, each sorted as read) so two never wait in a circle.
 */
export type RowLock = 'share' | 'update' | undefined;

export function createOptionsRepo(db: Db, dialect: Dialect = 'sqlite') {
  const locked = <Q extends { forShare(): Q; forUpdate(): Q }>(q: Q, lock: RowLock): Q =>
    dialect !== 'postgres' || !lock ? q : lock === 'share' ? q.forShare() : q.forUpdate();
  return {
    groups(ids?: number[], lock?: RowLock) {
      if (ids && ids.length === 0) return Promise.resolve([] as OptionGroupRow[]);
      let q = db.selectFrom('option_groups').selectAll();
      if (ids) q = q.where('id', 'in', ids);
      return locked(q.orderBy('display_order').orderBy('id'), lock).execute();
    },
    findGroup(id: number) {
      return db.selectFrom('option_groups').selectAll().where('id', '=', id).executeTakeFirst();
    },
    options(groupIds?: number[], lock?: RowLock) {
      if (groupIds && groupIds.length === 0) return Promise.resolve([] as OptionRow[]);
      let q = db.selectFrom('options').selectAll();
      if (groupIds) q = q.where('group_id', 'in', groupIds);
      return locked(q.orderBy('display_order').orderBy('id'), lock).execute();
    },
    findOption(id: number) {
      return db.selectFrom('options').selectAll().where('id', '=', id).executeTakeFirst();
    },
    optionsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([] as OptionRow[]);
      return db.selectFrom('options').selectAll().where('id', 'in', ids).execute();
    },
    /** Which groups each dish has (all dishes, or some), in the dish's order. */
    links(productIds?: number[], lock?: RowLock): Promise<DishGroupLink[]> {
      if (productIds && productIds.length === 0) return Promise.resolve([]);
      let q = db.selectFrom('product_option_groups').selectAll();
      if (productIds) q = q.where('product_id', 'in', productIds);
      return locked(q.orderBy('product_id').orderBy('display_order'), lock).execute();
    },
    linksOfGroup(groupId: number) {
      return db.selectFrom('product_option_groups').select('product_id').where('group_id', '=', groupId).orderBy('product_id').execute();
    },
    async existingGroupIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('option_groups').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },
    insertGroup(v: OptionGroupValues) {
      const now = nowIso();
      return db
        .insertInto('option_groups')
        .values({ ...groupColumns(v), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async updateGroup(id: number, v: OptionGroupValues) {
      await db
        .updateTable('option_groups')
        .set({ ...groupColumns(v), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },
    async removeGroup(id: number) {
      await db.deleteFrom('product_option_groups').where('group_id', '=', id).execute();
      // The group before its options, in the order an order being priced takes them.
      await locked(db.selectFrom('option_groups').select('id').where('id', '=', id), 'update').execute();
      await db.deleteFrom('options').where('group_id', '=', id).execute();
      await db.deleteFrom('option_groups').where('id', '=', id).execute();
    },
    insertOption(groupId: number, v: OptionValues) {
      return db
        .insertInto('options')
        .values({ group_id: groupId, ...optionColumns(v) })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async updateOption(id: number, v: OptionValues) {
      await db.updateTable('options').set(optionColumns(v)).where('id', '=', id).execute();
    },
    async removeOptions(ids: number[]) {
      if (ids.length > 0) await db.deleteFrom('options').where('id', 'in', ids).execute();
    },
    async setOptionActive(id: number, isActive: boolean) {
      await db
        .updateTable('options')
        .set({ is_active: isActive ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },
    /** Replaces a dish's groups; the list order is the order diners see. */
    async setDishGroups(productId: number, groupIds: number[]) {
      await db.deleteFrom('product_option_groups').where('product_id', '=', productId).execute();
      if (groupIds.length > 0) {
        await db
          .insertInto('product_option_groups')
          .values(groupIds.map((group_id, i) => ({ product_id: productId, group_id, display_order: i })))
          .execute();
      }
    },
  };
}
export type OptionsRepo = ReturnType<typeof createOptionsRepo>;
