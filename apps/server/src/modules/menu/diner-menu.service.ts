import type { DinerMenu, PublicSettings } from '@app/contract';
import { AppError } from '../../errors/app-error.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { RestaurantService } from '../restaurant/restaurant.service.js';
import type { CategoriesService } from './categories.service.js';
import type { ProductsService } from './products.service.js';

/**
 * The table page's menu in one answer (GET /Menu): the same restaurant, categories, dishes and
 * languages as their own public reads, with the public settings.
 */
export function createDinerMenuService(deps: {
  restaurant: RestaurantService;
  categories: CategoriesService;
  products: ProductsService;
  languages: LanguagesService;
}) {
  return {
    async compose(lang: string, settings: PublicSettings): Promise<DinerMenu> {
      const [restaurant, categories, products, languages] = await Promise.all([
        // A restaurant not set up yet has no details: the page shows its fallback name.
        deps.restaurant.get(undefined, lang).catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
          throw err;
        }),
        deps.categories.list({ lang }),
        deps.products.list({ lang }),
        deps.languages.list(),
      ]);
      return { restaurant, categories, products, languages, settings };
    },
  };
}
