import { useQuery } from '@tanstack/react-query';
import type { RestaurantInfo, UpdateRestaurantInfoInput } from '@app/contract';
import { contentTranslationsGet, contentTranslationsSave, restaurantInfo, restaurantInfoUpdate, restaurantUploadLogo } from '@app/contract/endpoints';
import { call } from '../../lib/api';
import { uploadImage } from '../../lib/image-upload';

export const RESTAURANT_KEY = ['restaurant-info'] as const;

/** The restaurant's own texts in Vietnamese (the originals staff edit). */
export function useRestaurantInfo() {
  return useQuery({
    queryKey: RESTAURANT_KEY,
    queryFn: ({ signal }) => call(restaurantInfo, { query: { lang: 'vi' }, signal }),
  });
}

export function updateRestaurantInfo(id: number, values: UpdateRestaurantInfoInput): Promise<RestaurantInfo> {
  return call(restaurantInfoUpdate, { params: { id }, body: { ...values, id } });
}

/** POST RestaurantInfo/upload-logo?id= (multipart fields id and file); the logo is set at once. */
export function uploadLogo(id: number, file: File, signal?: AbortSignal) {
  return uploadImage(restaurantUploadLogo, file, { query: { id }, fields: { id: String(id) }, signal });
}

export const restaurantTranslationsKey = (id: number) => [...RESTAURANT_KEY, 'translations', id] as const;

export function useRestaurantTranslations(id: number | undefined) {
  return useQuery({
    queryKey: restaurantTranslationsKey(id ?? 0),
    queryFn: ({ signal }) => call(contentTranslationsGet, { params: { entity: 'restaurant', id: id ?? 0 }, signal }),
    enabled: id !== undefined,
  });
}

/** Staff-reviewed texts for one language; an empty text removes the translation. */
export function saveRestaurantTranslation(id: number, language: string, fields: { address: string; openingHours: string }) {
  return call(contentTranslationsSave, { params: { entity: 'restaurant', id }, body: { language, fields } });
}
