import { SOURCE_LANGUAGE, type Category, type Language, type Product } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';

/** Query keys shared by the categories, products and tables pages. */
export const menuKeys = {
  categories: ['admin', 'categories'] as const,
  products: ['admin', 'products'] as const,
  languages: ['languages'] as const,
};

/** Staff view: every category with its Vietnamese name and all stored translations. */
export function useAdminCategories() {
  return useQuery({
    queryKey: menuKeys.categories,
    queryFn: ({ signal }) => api.get<Category[]>('/Category', { query: { context: 'admin' }, signal }),
  });
}

/** Staff view of the dishes; the server limits station roles to their station's dishes. */
export function useAdminProducts() {
  return useQuery({
    queryKey: menuKeys.products,
    queryFn: ({ signal }) => api.get<Product[]>('/Product', { query: { context: 'admin' }, signal }),
  });
}

/** Languages diners can pick, other than Vietnamese (the original every translation is made from). */
export function useTranslationLanguages() {
  return useQuery({
    queryKey: menuKeys.languages,
    queryFn: ({ signal }) => api.get<Language[]>('/Language', { signal }),
    select: (languages) => languages.filter((l) => l.isActive && l.code !== SOURCE_LANGUAGE),
    staleTime: 5 * 60_000,
  });
}

/** After any menu write: dish lists show category names, so both lists are refreshed. */
export function useInvalidateMenu() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: menuKeys.categories });
    void client.invalidateQueries({ queryKey: menuKeys.products });
  }, [client]);
}
