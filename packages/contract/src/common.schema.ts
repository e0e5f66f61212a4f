import { z } from 'zod';

/** Ids arrive in paths as strings. */
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export type IdParam = z.infer<typeof idParam>;

export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});

export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), totalCount: z.number().int(), totalPages: z.number().int(), page: z.number().int() });
}

/** A trimmed string with a hard upper bound so 10 kB inputs are refused cleanly. */
export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);

export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });
