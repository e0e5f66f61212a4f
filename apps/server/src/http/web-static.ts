import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A last path segment with an extension names a file (robots.txt, a chunk), never a page of the app. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * The built web app. Every file is served as itself, in its precompressed variant (`.br`, `.gz`
 * written by the build) when the browser accepts one; other paths get index.html and the
 * client router decides. Hashed assets are cached for a year, everything else (index.html, the
 * service worker, the manifest, robots.txt) is revalidated on every use.
 */
export function serveWeb(app: FastifyInstance, webDist: string): void {
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  const assets = `${path.sep}assets${path.sep}`;
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    // The variants are served in place of their file, never under their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, file) {
      reply.header('Cache-Control', file.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { access: 'public' } }, (req, reply) => {
    const pathname = req.url.split('?')[0]!;
    // A missing file is a 404, not the app's HTML (a stale chunk must fail loudly, robots must not read a page).
    if (pathname.startsWith('/api/') || FILE_LIKE.test(pathname)) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
