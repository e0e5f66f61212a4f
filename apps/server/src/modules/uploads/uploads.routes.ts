import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productUploadImage, restaurantUploadLogo, uploadsList, uploadsRemove } from '@app/contract';
import { AppError, invalidField } from '../../errors/app-error.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { tooLarge } from './image-processing.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The one uploaded file of a multipart request, fully read. Oversized files are cut off by
 * the multipart limit (config.uploadMaxBytes) and answered 413 before any decoding.
 */
async function readUpload(req: FastifyRequest, maxBytes: number) {
  const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
  let part;
  try {
    part = await req.file();
  } catch (err) {
    if (isTooLarge(err)) throw tooLarge(maxBytes);
    throw invalidField('file', 'uploads.noFile');
  }
  if (!part) throw invalidField('file', 'uploads.noFile');
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if (isTooLarge(err)) throw tooLarge(maxBytes);
    throw err;
  }
  if (part.file.truncated) throw tooLarge(maxBytes);
  if (data.length === 0) throw invalidField('file', 'uploads.noFile');
  const idField = part.fields.id;
  const id = idField && !Array.isArray(idField) && idField.type === 'field' ? Number(idField.value) : undefined;
  return { data, name: part.filename ?? '', fieldId: Number.isInteger(id) && id! > 0 ? id : undefined };
}

export async function uploadsRoutes(app: FastifyInstance, { uploads, config }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const maxBytes = config.uploadMaxBytes;

  // Not a declared endpoint: a binary file with its own caching (ETag, 304), read by <img> tags
  // from the URLs the other endpoints answer, never called by the web's API client.
  r.get(
    '/images/:file',
    { config: { access: 'public' }, schema: { tags: ['Images'], params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) => {
      const variant = await uploads.getVariant(req.params.file);
      if (!variant) throw new AppError('NOT_FOUND', 'uploads.imageNotFound');
      reply.header('ETag', variant.etag).header('Cache-Control', IMMUTABLE);
      // The URL names the content, so a matching ETag can only mean the same bytes.
      const seen = String(req.headers['if-none-match'] ?? '')
        .split(',')
        .map((v) => v.trim().replace(/^W\//, ''));
      if (seen.includes(variant.etag)) return reply.status(304).send();
      return reply.type(variant.mime).send(variant.data);
    },
  );

  route(app, productUploadImage, async (req) => {
    const file = await readUpload(req, maxBytes);
    return uploads.uploadProductImage(file.data, file.name);
  });

  route(app, restaurantUploadLogo, async (req) => {
    const file = await readUpload(req, maxBytes);
    return uploads.uploadLogo(req.query.id ?? file.fieldId ?? 1, file.data, file.name);
  });

  route(app, uploadsList, async (req) => uploads.list(req.query));

  route(app, uploadsRemove, async (req) => uploads.remove(req.query.fileName));
}
