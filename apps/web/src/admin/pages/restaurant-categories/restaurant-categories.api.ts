import { useQuery } from '@tanstack/react-query';
import { categoriesList, restaurantInfo } from '@app/contract/endpoints';
import { call } from '../../lib/api';

/** The menu's categories with names in `lang` where a translation exists. */
export function useMenuCategories(lang: string) {
  return useQuery({
    queryKey: ['restaurant-categories', lang],
    queryFn: ({ signal }) => call(categoriesList, { signal, query: { lang }, unwrapList: true }),
  });
}

export function useRestaurantHeader() {
  return useQuery({
    queryKey: ['restaurant-info'],
    queryFn: ({ signal }) => call(restaurantInfo, { signal }),
    staleTime: 5 * 60_000,
  });
}
