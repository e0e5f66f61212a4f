import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { RestaurantInfoTable } from '../../db/schema.js';

export type RestaurantInfoRow = Selectable<RestaurantInfoTable>;

export interface RestaurantInfoValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  openingHours: string;
  logoUrl: string | null;
}

export function createRestaurantRepo(db: Db) {
  return {
    /** The restaurant: the first row (there is one per installation). */
    first() {
      return db.selectFrom('restaurant_info').selectAll().orderBy('id').limit(1).executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('restaurant_info').selectAll().where('id', '=', id).executeTakeFirst();
    },
    update(id: number, v: RestaurantInfoValues) {
      return db
        .updateTable('restaurant_info')
        .set({
          name: v.name,
          address: v.address,
          phone: v.phone,
          email: v.email,
          opening_hours: v.openingHours,
          logo_url: v.logoUrl,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
export type RestaurantRepo = ReturnType<typeof createRestaurantRepo>;
