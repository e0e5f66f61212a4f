import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Bodies smaller than this go out as they are: below one packet compression saves nothing worth the CPU. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text-like types worth compressing; images (WebP) and archives are already compressed. */
const COMPRESSIBLE = /^(application\/(json|javascript|manifest\+json|xml)|text\/|image\/svg\+xml)/i;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when allowed, then gzip,
 * honouring `q=0` (refusal) and `*`. Undefined means send the body as it is.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (enc: Encoding) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses a body. `best` is for bodies compressed once and reused (cached menu, build output);
 * answers compressed per request use faster settings that keep most of the gain.
 */
export function compress(body: string | Buffer, encoding: Encoding, best = false): Promise<Buffer> {
  if (encoding === 'br') {
    const params: Record<number, number> = {
      [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    };
    return brotliAsync(body, { params });
  }
  return gzipAsync(body, { level: best ? constants.Z_BEST_COMPRESSION : 6 });
}

/** Adds Accept-Encoding to Vary once, keeping whatever Vary already holds. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const tokens = value
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses JSON, HTML and other text answers above the threshold on the fly. Answers that
 * already carry a Content-Encoding (the cached menu, precompressed files) pass through untouched,
 * as do streams (files are served precompressed from the build instead).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!isCompressible(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    varyOnEncoding(reply);
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await compress(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
