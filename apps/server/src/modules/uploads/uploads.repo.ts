import type { Selectable } from 'kysely';
import { IMAGE_WIDTHS, imageUrlFor } from '@app/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { ImagesTable } from '../../db/schema.js';
import type { ProcessedImage } from './image-processing.js';
import { offsetOf } from '../../db/paging.js';

export type ImageRow = Selectable<ImagesTable>;

/** Every URL under which an image may be referenced (the stored one is the 960 width). */
const urlsOf = (hash: string) => IMAGE_WIDTHS.map((w) => imageUrlFor(hash, w));

export function createUploadsRepo(db: Db) {
  const findByHash = (hash: string) => db.selectFrom('images').selectAll().where('hash', '=', hash).executeTakeFirst();

  return {
    findByHash,

    /**
     * Stores an image and its variants in one transaction. The same content twice gives
     * the existing row; a concurrent insert of the same hash loses the unique race and
     * reads the winner's row.
     */
    async insert(img: ProcessedImage, originalName: string): Promise<ImageRow> {
      const existing = await findByHash(img.hash);
      if (existing) return existing;
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('images')
            .values({
              hash: img.hash,
              file_name: `${img.hash}.webp`,
              original_name: originalName.slice(0, 255),
              width: img.width,
              height: img.height,
              size: img.size,
              created_at: nowIso(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('image_variants')
            .values(img.variants.map((v) => ({ image_id: row.id, width: v.width, mime: 'image/webp', data: v.data })))
            .execute();
          return row;
        });
      } catch (err) {
        const winner = await findByHash(img.hash);
        if (winner) return winner;
        throw err;
      }
    },

    async findVariant(hash: string, width: number): Promise<{ mime: string; data: Buffer } | undefined> {
      const row = await db
        .selectFrom('image_variants as v')
        .innerJoin('images as i', 'i.id', 'v.image_id')
        .select(['v.mime', 'v.data'])
        .where('i.hash', '=', hash)
        .where('v.width', '=', width)
        .executeTakeFirst();
      if (!row) return undefined;
      // Both drivers hand back a Buffer; normalise anything array-like just in case.
      return { mime: row.mime, data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data as Uint8Array) };
    },

    /** Newest first. */
    async list(opts: { page: number; pageSize: number }) {
      const { count } = await db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('images')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(opts.pageSize)
        .offset(offsetOf(opts))
        .execute();
      return { rows, total: Number(count) };
    },

    /** How many products, categories and restaurant logos show each of these images. */
    async usage(hashes: string[]): Promise<Map<string, number>> {
      const counts = new Map<string, number>(hashes.map((h) => [h, 0]));
      if (hashes.length === 0) return counts;
      const hashOfUrl = new Map<string, string>();
      for (const h of hashes) for (const u of urlsOf(h)) hashOfUrl.set(u, h);
      const urls = [...hashOfUrl.keys()];
      const add = (rows: { url: string | null; n: number }[]) => {
        for (const r of rows) {
          const h = r.url ? hashOfUrl.get(r.url) : undefined;
          if (h) counts.set(h, (counts.get(h) ?? 0) + Number(r.n));
        }
      };
      add(
        await db
          .selectFrom('products')
          .select((eb) => ['image_url as url', eb.fn.countAll<number>().as('n')])
          .where('image_url', 'in', urls)
          .groupBy('image_url')
          .execute(),
      );
      add(
        await db
          .selectFrom('categories')
          .select((eb) => ['image as url', eb.fn.countAll<number>().as('n')])
          .where('image', 'in', urls)
          .groupBy('image')
          .execute(),
      );
      add(
        await db
          .selectFrom('restaurant_info')
          .select((eb) => ['logo_url as url', eb.fn.countAll<number>().as('n')])
          .where('logo_url', 'in', urls)
          .groupBy('logo_url')
          .execute(),
      );
      return counts;
    },

    /**
     * Deletes an image and, in the same transaction, clears it from every product,
     * category and restaurant logo showing it. Returns what was cleared.
     */
    async remove(image: ImageRow) {
      const urls = urlsOf(image.hash);
      const now = nowIso();
      return db.transaction().execute(async (trx) => {
        const products = await trx.updateTable('products').set({ image_url: null, updated_at: now }).where('image_url', 'in', urls).executeTakeFirst();
        const categories = await trx.updateTable('categories').set({ image: null, updated_at: now }).where('image', 'in', urls).executeTakeFirst();
        const logos = await trx.updateTable('restaurant_info').set({ logo_url: null, updated_at: now }).where('logo_url', 'in', urls).executeTakeFirst();
        await trx.deleteFrom('image_variants').where('image_id', '=', image.id).execute();
        await trx.deleteFrom('images').where('id', '=', image.id).execute();
        return {
          productsUpdated: Number(products.numUpdatedRows),
          categoriesUpdated: Number(categories.numUpdatedRows),
          logosUpdated: Number(logos.numUpdatedRows),
        };
      });
    },

    async restaurantExists(id: number): Promise<boolean> {
      return (await db.selectFrom('restaurant_info').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async setRestaurantLogo(id: number, logoUrl: string): Promise<boolean> {
      const res = await db.updateTable('restaurant_info').set({ logo_url: logoUrl, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}
export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
