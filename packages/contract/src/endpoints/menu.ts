import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Ok, Out } from './schema-types.js';

type Category = Out<typeof c.categorySchema>;
type Product = Out<typeof c.productSchema>;
type MenuQuery = Out<typeof c.menuQuery>;
type DinerMenu = Out<typeof c.dinerMenuSchema>;

/** Public menu; `context=admin` adds what staff see and needs 'products.view' (checked by the handler). */
export const categoriesList = endpoint('GET', '/Category', 'public').of<{ query: MenuQuery; response: Category[] }>();
export const categoriesCreate = endpoint('POST', '/Category', 'categories.manage', { status: 201 }).of<{
  body: In<typeof c.createCategorySchema>;
  response: Category;
}>();
export const categoriesUpdate = endpoint('PUT', '/Category/:id', 'categories.manage').of<{
  params: c.IdParam;
  body: In<typeof c.updateCategorySchema>;
  response: Category;
}>();
export const categoriesRemove = endpoint('DELETE', '/Category/:id', 'categories.manage').of<{ params: c.IdParam; response: Ok }>();

/** Public menu; `context=admin` adds what staff see and needs 'products.view' (checked by the handler). */
export const productsList = endpoint('GET', '/Product', 'public').of<{ query: MenuQuery; response: Product[] }>();
export const productsGet = endpoint('GET', '/Product/:id', 'products.view').of<{ params: c.IdParam; query: Pick<MenuQuery, 'lang'>; response: Product }>();
export const productsCreate = endpoint('POST', '/Product', 'products.manage', { status: 201 }).of<{
  body: In<typeof c.createProductSchema>;
  response: Product;
}>();
export const productsUpdate = endpoint('PUT', '/Product/:id', 'products.manage').of<{
  params: c.IdParam;
  body: In<typeof c.updateProductSchema>;
  response: Product;
}>();
/** Stations mark a dish sold out and back. */
export const productAvailability = endpoint('PATCH', '/Product/:id/availability', 'products.view').of<{
  params: c.IdParam;
  body: In<typeof c.productAvailabilitySchema>;
  response: Product;
}>();
export const productsRemove = endpoint('DELETE', '/Product/:id', 'products.manage').of<{ params: c.IdParam; response: Ok }>();

/** The table page's menu in one read: restaurant, categories, dishes, languages and public settings (see dinerMenuSchema). */
export const dinerMenu = endpoint('GET', '/Menu', 'public').of<{ query: Pick<MenuQuery, 'lang'>; response: DinerMenu }>();
