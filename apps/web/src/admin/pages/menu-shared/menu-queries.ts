import { SOURCE_LANGUAGE, type CreateCategoryInput, type CreateProductInput, type UpdateProductInput } from '@app/contract';
import {
  categoriesCreate,
  categoriesList,
  categoriesRemove,
  categoriesUpdate,
  languagesList,
  productAvailability,
  productsCreate,
  productsList,
  productsRemove,
  productsUpdate,
} from '@app/contract/endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../lib/api';

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
    queryFn: ({ signal }) => call(categoriesList, { query: { context: 'admin' }, signal }),
  });
}

/** Staff view of the dishes; the server limits station roles to their station's dishes. */
export function useAdminProducts() {
  return useQuery({
    queryKey: menuKeys.products,
    queryFn: ({ signal }) => call(productsList, { query: { context: 'admin' }, signal }),
  });
}

/** Languages diners can pick, other than Vietnamese (the original every translation is made from). */
export function useTranslationLanguages() {
  return useQuery({
    queryKey: menuKeys.languages,
    queryFn: ({ signal }) => call(languagesList, { signal }),
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

/** Creates the category, or replaces it when `id` is given. */
export function saveCategory(id: number | undefined, body: CreateCategoryInput) {
  return id === undefined ? call(categoriesCreate, { body }) : call(categoriesUpdate, { params: { id }, body });
}

export function deleteCategory(id: number) {
  return call(categoriesRemove, { params: { id } });
}

/** Creates the dish, or changes it when `id` is given (a partial body changes only those fields). */
export function saveProduct(id: number | undefined, body: CreateProductInput) {
  return id === undefined ? call(productsCreate, { body }) : updateProduct(id, body);
}

export function updateProduct(id: number, body: UpdateProductInput) {
  return call(productsUpdate, { params: { id }, body });
}

/** Sold out or back on sale; station staff may do this for their own dishes. */
export function setProductAvailability(id: number, isActive: boolean) {
  return call(productAvailability, { params: { id }, body: { isActive } });
}

export function deleteProduct(id: number) {
  return call(productsRemove, { params: { id } });
}
