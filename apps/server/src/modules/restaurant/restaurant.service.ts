import type { ContentSavedHook } from '../content-translations/content-translations.service.js';
import type { RestaurantInfo, UpdateRestaurantInfoData } from '@app/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import type { ContentTranslationsService, TranslationLookup } from '../content-translations/content-translations.service.js';
import type { MenuCache } from '../menu-cache/menu-cache.js';
import { createRestaurantRepo, type RestaurantInfoRow } from './restaurant.repo.js';

export const RESTAURANT_NOT_FOUND = 'restaurant.notFound';

function toRestaurantInfo(row: RestaurantInfoRow, lookup: TranslationLookup): RestaurantInfo {
  return {
    id: row.id,
    name: row.name,
    address: lookup.text('restaurant', row.id, 'address') ?? row.address,
    phone: row.phone,
    email: row.email,
    openingHours: lookup.text('restaurant', row.id, 'openingHours') ?? row.opening_hours,
    logoUrl: row.logo_url,
  };
}

export function createRestaurantService(
  ctx: AppContext,
  deps: { menuCache: MenuCache; contentTranslations: ContentTranslationsService; onSaved?: ContentSavedHook },
) {
  const repo = createRestaurantRepo(ctx.db);
  const { menuCache, contentTranslations } = deps;

  async function get(id: number | undefined, lang: string): Promise<RestaurantInfo> {
    const row = id === undefined ? await repo.first() : await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
    return toRestaurantInfo(row, await contentTranslations.lookup(['restaurant'], lang));
  }

  return {
    /** GET RestaurantInfo (the restaurant) or RestaurantInfo/{id}; address and opening hours in `lang`. */
    get,

    /** PUT RestaurantInfo/{id}: fields left out keep their value. */
    async update(id: number, input: UpdateRestaurantInfoData): Promise<RestaurantInfo> {
      const existing = await repo.findById(id);
      if (!existing) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
      await contentTranslations.validate('restaurant', input.translations);
      await menuCache.write(async (trx) => {
        await createRestaurantRepo(trx).update(id, {
          name: input.name,
          address: input.address ?? existing.address,
          phone: input.phone ?? existing.phone,
          email: input.email?.toLowerCase() ?? existing.email,
          openingHours: input.openingHours ?? existing.opening_hours,
          logoUrl: input.logoUrl === undefined ? existing.logo_url : input.logoUrl,
        });
        await contentTranslations.applyReviewed(trx, 'restaurant', id, input.translations);
      });
      deps.onSaved?.('restaurant', id);
      return get(id, 'vi');
    },
  };
}
export type RestaurantService = ReturnType<typeof createRestaurantService>;
