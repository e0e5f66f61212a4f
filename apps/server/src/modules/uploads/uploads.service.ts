import { IMAGE_WIDTHS, imageHashOf, imageUrlFor, type UploadList } from '@app/contract';
import { viText } from '../../errors/messages.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { MenuCache } from '../menu-cache/menu-cache.js';
import { processImage } from './image-processing.js';
import { createUploadsRepo } from './uploads.repo.js';

const IMAGE_NOT_FOUND = 'uploads.imageNotFound';

/**
 * Checks, re-encodes and stores an image; the same content twice is stored once.
 * Also used by the demo seed, which runs before the services exist.
 */
export async function saveImage(db: Db, input: Buffer, opts: { originalName?: string; maxBytes: number }) {
  const processed = await processImage(input, { maxBytes: opts.maxBytes });
  const row = await createUploadsRepo(db).insert(processed, opts.originalName ?? '');
  return { hash: row.hash, url: imageUrlFor(row.hash) };
}

/** `{hash}-{width}.webp` for one of the widths we produce, else null. */
function parseVariantName(file: string): { hash: string; width: number } | null {
  const m = /^([0-9a-f]{16,64})-(\d+)\.webp$/.exec(file);
  if (!m?.[1]) return null;
  const width = Number(m[2]);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? { hash: m[1], width } : null;
}

/** `menuCache`: logos and dish/category pictures are part of what diners read, so changes move its version. */
export function createUploadsService(ctx: AppContext, deps: { menuCache: MenuCache }) {
  const repo = createUploadsRepo(ctx.db);
  const maxBytes = ctx.config.uploadMaxBytes;

  return {
    async uploadProductImage(input: Buffer, originalName: string): Promise<{ imageUrl: string }> {
      const { url } = await saveImage(ctx.db, input, { originalName, maxBytes });
      return { imageUrl: url };
    },

    async uploadLogo(restaurantId: number, input: Buffer, originalName: string): Promise<{ logoUrl: string }> {
      if (!(await repo.restaurantExists(restaurantId))) throw new AppError('NOT_FOUND', 'restaurant.notFound');
      const { url } = await saveImage(ctx.db, input, { originalName, maxBytes });
      await repo.setRestaurantLogo(restaurantId, url);
      await deps.menuCache.markChanged();
      return { logoUrl: url };
    },

    /** The bytes of one variant, or null when the name or image is unknown. */
    async getVariant(file: string) {
      const parsed = parseVariantName(file);
      if (!parsed) return null;
      const variant = await repo.findVariant(parsed.hash, parsed.width);
      return variant ? { ...variant, etag: `"${parsed.hash}-${parsed.width}"` } : null;
    },

    async list(opts: { page: number; pageSize: number }): Promise<UploadList> {
      const { rows, total } = await repo.list(opts);
      const usage = await repo.usage(rows.map((r) => r.hash));
      return {
        files: rows.map((r) => ({
          fileName: r.file_name,
          url: imageUrlFor(r.hash),
          size: r.size,
          width: r.width,
          height: r.height,
          createdAt: r.created_at,
          usedBy: usage.get(r.hash) ?? 0,
        })),
        totalCount: total,
        hasMore: opts.page * opts.pageSize < total,
      };
    },

    /** Accepts the listed fileName, any variant's name or a full image URL. */
    async remove(fileName: string) {
      const hash = imageHashOf(fileName);
      const image = hash ? await repo.findByHash(hash) : undefined;
      if (!image) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
      const cleared = await repo.remove(image);
      if (cleared.productsUpdated + cleared.categoriesUpdated + cleared.logosUpdated > 0) {
        await deps.menuCache.markChanged();
      }
      const n = cleared.productsUpdated;
      return {
        success: true as const,
        productsUpdated: n,
        message: n > 0 ? viText('uploads.imageDeletedDishesUpdated', { n }) : viText('uploads.imageDeleted'),
      };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
