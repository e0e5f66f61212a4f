import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { DrawnPage } from './table-page.js';

/** A last path segment with an extension names a file (robots.txt, a chunk), never a page of the app. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

/** The variants are served in place of their file, never under their own names. */
const COMPRESSED_VARIANT = /\.(br|gz)$/i;

/**
 * The built web app. Every file is served as itself, in its precompressed variant (`.br`, `.gz`
 * written by the build) when the browser accepts one; other paths get index.html and the
 * client router decides. Hashed assets are cached for a year, everything else (index.html, the
 * service worker, the manifest, robots.txt) is revalidated on every use.
 *
 * One route looks files up on demand rather than one route per file: registering hundreds of
 * routes at start-up cost more than the lookups ever do.
 */
export interface ServeWebOptions {
  /**
   * What a page of the app adds to index.html, or null to serve it as built: head tags (preloads)
   * and, for a page the server drew, the drawing (in the root element), the script after it, the
   * page's language, title and description. Such pages are answered from memory and compressed like any other HTML.
   */
  pageFor?: (pathname: string, search: string) => Promise<PageParts | null>;
}

export interface PageParts {
  head: string;
  drawn?: DrawnPage | null;
}

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function serveWeb(app: FastifyInstance, webDist: string, opts: ServeWebOptions = {}): void {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const [beforeHeadEnd, fromHeadEnd] = splitAtHeadEnd(readFileSync(indexFile, 'utf8'));
  const assets = `${path.sep}assets${path.sep}`;
  app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    dotfiles: 'ignore',
    preCompressed: true,
    setHeaders(reply, file) {
      reply.header('Cache-Control', file.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { access: 'public' } }, async (req, reply) => {
    const pathname = req.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || COMPRESSED_VARIANT.test(pathname)) return reply.callNotFound();
    // A missing file is a 404, not the app's HTML (a stale chunk must fail loudly, robots must not read a page).
    if (FILE_LIKE.test(pathname)) return reply.sendFile(pathname.slice(1));
    const query = req.url.indexOf('?');
    const page = fromHeadEnd === undefined ? null : await opts.pageFor?.(pathname, query < 0 ? '' : req.url.slice(query));
    if (!page) return reply.sendFile('index.html');
    let html = beforeHeadEnd + page.head + fromHeadEnd;
    if (page.drawn && html.includes(ROOT_ELEMENT)) {
      const { root, data, lang, title, description } = page.drawn;
      html = html
        .replace(/<html lang="[^"]*"/, `<html lang="${lang.replace(/[^a-zA-Z0-9-]/g, '')}"`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(description)}"`)
        .replace(ROOT_ELEMENT, () => `<div id="root">${root}</div>${data}`);
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/** The built page in two at `</head>`, where page-specific tags go (the second part is undefined without one). */
function splitAtHeadEnd(html: string): [string, string | undefined] {
  const at = html.indexOf('</head>');
  return at < 0 ? [html, undefined] : [html.slice(0, at), html.slice(at)];
}
