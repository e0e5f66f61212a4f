import { useQuery } from '@tanstack/react-query';
import type { ContentTranslation, RestaurantInfo, UpdateRestaurantInfoInput } from '@app/contract';
import { api } from '../../lib/api';
import { uploadImage } from '../../lib/image-upload';

export const RESTAURANT_KEY = ['restaurant-info'] as const;

/** The restaurant's own texts in Vietnamese (the originals staff edit). */
export function useRestaurantInfo() {
  return useQuery({
    queryKey: RESTAURANT_KEY,
    queryFn: ({ signal }) => api.get<RestaurantInfo>('/RestaurantInfo', { query: { lang: 'vi' }, signal }),
  });
}

export function updateRestaurantInfo(id: number, values: UpdateRestaurantInfoInput): Promise<RestaurantInfo> {
  return api.put<RestaurantInfo>(`/RestaurantInfo/${id}`, { ...values, id });
}

/** POST RestaurantInfo/upload-logo?id= (multipart fields id and file); the logo is set at once. */
export function uploadLogo(id: number, file: File, signal?: AbortSignal): Promise<{ logoUrl?: string }> {
  return uploadImage<{ logoUrl?: string }>('/RestaurantInfo/upload-logo', file, { query: { id }, fields: { id: String(id) }, signal });
}

export const restaurantTranslationsKey = (id: number) => [...RESTAURANT_KEY, 'translations', id] as const;

export function useRestaurantTranslations(id: number | undefined) {
  return useQuery({
    queryKey: restaurantTranslationsKey(id ?? 0),
    queryFn: ({ signal }) => api.get<ContentTranslation[]>(`/Translation/restaurant/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** Staff-reviewed texts for one language; an empty text removes the translation. */
export function saveRestaurantTranslation(id: number, language: string, fields: { address: string; openingHours: string }) {
  return api.put<ContentTranslation[]>(`/Translation/restaurant/${id}`, { language, fields });
}
