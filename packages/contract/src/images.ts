import { z } from 'zod';
import { pagingFields } from './common.schema.js';

/** Zod-free image helpers live in constants/images.ts (the diner imports them). */
export * from './constants/images.js';

export const imageUploadResponse = z.object({ imageUrl: z.string() });
export const logoUploadResponse = z.object({ logoUrl: z.string() });

export const uploadListQuery = z.object(pagingFields(12, 100));

export const uploadedFileSchema = z.object({
  fileName: z.string(),
  url: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
  /** Products, categories and the restaurant logo showing this image. */
  usedBy: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadListResponse = z.object({
  files: z.array(uploadedFileSchema),
  totalCount: z.number().int(),
  hasMore: z.boolean(),
});
export type UploadList = z.infer<typeof uploadListResponse>;

export const deleteUploadQuery = z.object({ fileName: z.string().trim().min(1).max(300) });
export const deleteUploadResponse = z.object({
  success: z.literal(true),
  productsUpdated: z.number().int(),
  message: z.string(),
});
