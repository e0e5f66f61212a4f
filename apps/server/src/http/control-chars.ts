import type { FastifyInstance } from 'fastify';
import { hasControlChars } from '@app/contract';
import { AppError } from '../errors/app-error.js';

/** The first string inside a parsed value that holds a control character, by its path. */
function findControlChars(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControlChars(value) ? path || 'body' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (hasControlChars(key)) return path || 'body';
    const found = findControlChars(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for every route: no NUL or other control characters in path parameters, the query
 * or a JSON body (PostgreSQL refuses NUL in text, and none of our fields has a use for them).
 * Runs before each route's own schema, so both databases answer the same 400.
 */
export function registerControlCharCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const field = findControlChars(req.params, '') ?? findControlChars(req.query, '') ?? findControlChars(req.body, '');
    if (field) throw new AppError('VALIDATION', 'validation.controlCharactersIn', { field }, { [field]: 'validation.controlCharacters' });
  });
}
