import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { Out } from './schema-types.js';

/**
 * Multipart uploads: the body is a FormData with the image under `file` (and, for the logo,
 * the restaurant's `id` before it).
 */
export const productUploadImage = endpoint('POST', '/Product/upload-image', 'products.manage').of<{
  body: FormData;
  response: Out<typeof c.imageUploadResponse>;
}>();
export const restaurantUploadLogo = endpoint('POST', '/RestaurantInfo/upload-logo', 'restaurant.manage').of<{
  query: { id?: number | undefined };
  body: FormData;
  response: Out<typeof c.logoUploadResponse>;
}>();
export const uploadsList = endpoint('GET', '/FileManager/list-uploads', 'images.manage').of<{
  query: Out<typeof c.uploadListQuery>;
  response: Out<typeof c.uploadListResponse>;
}>();
export const uploadsRemove = endpoint('DELETE', '/FileManager/delete-upload', 'images.manage').of<{
  query: Out<typeof c.deleteUploadQuery>;
  response: Out<typeof c.deleteUploadResponse>;
}>();
