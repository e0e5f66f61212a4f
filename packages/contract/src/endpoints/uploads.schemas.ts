import { z } from 'zod';
import { deleteUploadQuery, deleteUploadResponse, imageUploadResponse, logoUploadResponse, uploadListQuery, uploadListResponse } from '../images.js';
import type { EndpointSchemaSet } from './schema-types.js';

/** The file is read from the multipart stream by the handler, not validated as a body. */
const multipart = { multipart: true } as const;

export const uploadSchemas = {
  productUploadImage: { ...multipart, response: imageUploadResponse },
  restaurantUploadLogo: { ...multipart, query: z.object({ id: z.coerce.number().int().positive().optional() }), response: logoUploadResponse },
  uploadsList: { query: uploadListQuery, response: uploadListResponse },
  uploadsRemove: { query: deleteUploadQuery, response: deleteUploadResponse },
} satisfies Record<string, EndpointSchemaSet>;
