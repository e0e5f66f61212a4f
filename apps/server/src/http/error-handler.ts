import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorBody } from '@app/contract';
import { isInvalidValue, isUniqueViolation } from '../db/db-errors.js';
import { AppError } from '../errors/app-error.js';

/**
 * One place that shapes every error answer. Validation errors name the field;
 * unknown errors become a plain 500 with no stack or SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody = { error: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) };
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || '';
        const field = path || 'body';
        fields[field] ??= issue.message ?? 'Không hợp lệ';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${ERROR_MESSAGES.VALIDATION}: ${first[0]}: ${first[1]}` : ERROR_MESSAGES.VALIDATION;
      return reply.status(400).send({ error: 'VALIDATION', message, fields } satisfies ErrorBody);
    }
    // Two creates of the same name at the same moment both pass the service's check; the
    // database's unique index decides, and the loser hears what the check would have said.
    if (isUniqueViolation(err)) {
      return reply.status(409).send({ error: 'CONFLICT', message: ERROR_MESSAGES.CONFLICT } satisfies ErrorBody);
    }
    if (isInvalidValue(err)) {
      req.log.warn({ err }, 'value refused by the database');
      return reply.status(400).send({ error: 'VALIDATION', message: ERROR_MESSAGES.VALIDATION } satisfies ErrorBody);
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED } satisfies ErrorBody);
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ error: 'PAYLOAD_TOO_LARGE', message: ERROR_MESSAGES.PAYLOAD_TOO_LARGE } satisfies ErrorBody);
    }
    if (status === 415) {
      return reply.status(415).send({ error: 'UNSUPPORTED_MEDIA', message: 'Định dạng dữ liệu không được hỗ trợ' } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, empty body with a JSON content type, etc.
      return reply.status(400).send({ error: 'VALIDATION', message: `${ERROR_MESSAGES.VALIDATION}: ${err.message}` } satisfies ErrorBody);
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL } satisfies ErrorBody);
  });

  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ error: 'NOT_FOUND', message: `Không tìm thấy: ${req.method} ${req.url.split('?')[0]}` } satisfies ErrorBody),
  );
}
