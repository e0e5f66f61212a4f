import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-requested-with';

/**
 * The path the router sees, not the raw URL: `/%61pi/Auth/login` is routed to `/api/Auth/login`,
 * so the check must look at the decoded path (or the matched route) to not be skipped.
 */
function isApiPath(req: FastifyRequest): boolean {
  const routed = req.routeOptions.url;
  if (routed?.startsWith('/api/')) return true;
  const raw = req.url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Undecodable paths are never served as pages; check them like API calls.
    return true;
  }
  return decoded
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
    .startsWith('/api/');
}

/**
 * State-changing API calls must carry our custom header (a cross-site form cannot set it)
 * and, when the browser sends an Origin, come from our own origin.
 */
export function registerCsrfCheck(app: FastifyInstance, opts: { allowedOrigins: string[] }): void {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !isApiPath(req)) return;
    if (!req.headers[CSRF_HEADER]) throw new AppError('CSRF');
    const origin = req.headers.origin;
    if (!origin) return;
    const own = `${req.protocol}://${req.headers.host}`;
    if (origin !== own && !opts.allowedOrigins.includes(origin)) throw new AppError('CSRF');
  });
}
