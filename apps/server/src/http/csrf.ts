import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-requested-with';

/**
 * State-changing API calls must carry our custom header (a cross-site form cannot set it)
 * and, when the browser sends an Origin, come from our own origin.
 */
export function registerCsrfCheck(app: FastifyInstance, opts: { allowedOrigins: string[] }): void {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    if (!req.headers[CSRF_HEADER]) throw new AppError('CSRF');
    const origin = req.headers.origin;
    if (!origin) return;
    const own = `${req.protocol}://${req.headers.host}`;
    if (origin !== own && !opts.allowedOrigins.includes(origin)) throw new AppError('CSRF');
  });
}
