import { z } from 'zod';
import { idParam, okResponse } from '../common.schema.js';
import {
  categorySchema,
  createCategorySchema,
  createProductSchema,
  menuQuery,
  productAvailabilitySchema,
  productSchema,
  updateCategorySchema,
  updateProductSchema,
} from '../menu.schema.js';
import { dinerMenuSchema } from '../diner-menu.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const menuSchemas = {
  categoriesList: { query: menuQuery, response: z.array(categorySchema) },
  categoriesCreate: { body: createCategorySchema, response: categorySchema },
  categoriesUpdate: { params: idParam, body: updateCategorySchema, response: categorySchema },
  categoriesRemove: { params: idParam, response: okResponse },
  productsList: { query: menuQuery, response: z.array(productSchema) },
  productsGet: { params: idParam, query: menuQuery.pick({ lang: true }), response: productSchema },
  productsCreate: { body: createProductSchema, response: productSchema },
  productsUpdate: { params: idParam, body: updateProductSchema, response: productSchema },
  productAvailability: { params: idParam, body: productAvailabilitySchema, response: productSchema },
  productsRemove: { params: idParam, response: okResponse },
  dinerMenu: { query: menuQuery.pick({ lang: true }), response: dinerMenuSchema },
} satisfies Record<string, EndpointSchemaSet>;
