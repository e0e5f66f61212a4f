import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_KEYS, type ErrorBody, type ErrorCode, type MessageKey, type MessageParams, type MessageRef } from '@app/contract';
import { isInvalidValue, isUniqueViolation } from '../db/db-errors.js';
import { AppError } from '../errors/app-error.js';
import { viText } from '../errors/messages.js';
import { issueKey, issueText } from './validation-keys.js';

/** An answer from a key: `message` is its Vietnamese text. */
function keyed(error: ErrorCode, messageKey: MessageKey = ERROR_KEYS[error], params?: MessageParams): ErrorBody {
  return { error, messageKey, ...(params ? { params } : {}), message: viText(messageKey, params) };
}

/**
 * One place that shapes every error answer: `messageKey` and `params` for clients that show it in
 * their language, `message` in Vietnamese for the others. Validation errors name the field;
 * unknown errors become a plain 500 with no stack or SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody = {
        error: err.code,
        messageKey: err.messageKey,
        ...(err.params ? { params: err.params } : {}),
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
        ...(err.fieldKeys ? { fieldKeys: err.fieldKeys } : {}),
      };
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      const fieldKeys: Record<string, MessageRef> = {};
      for (const issue of err.validation) {
        const path = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || '';
        const field = path || 'body';
        if (field in fields) continue;
        const ref = issueKey(issue);
        fields[field] = issueText(issue, ref);
        fieldKeys[field] = ref;
      }
      const [first] = Object.entries(fields);
      const body: ErrorBody = first
        ? { ...keyed('VALIDATION', 'errors.validationField', { field: first[0], message: first[1] }), fields, fieldKeys }
        : keyed('VALIDATION');
      return reply.status(400).send(body);
    }
    // Two creates of the same name at the same moment both pass the service's check; the
    // database's unique index decides, and the loser hears what the check would have said.
    if (isUniqueViolation(err)) {
      return reply.status(409).send(keyed('CONFLICT'));
    }
    if (isInvalidValue(err)) {
      req.log.warn({ err }, 'value refused by the database');
      return reply.status(400).send(keyed('VALIDATION'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(keyed('RATE_LIMITED'));
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(keyed('PAYLOAD_TOO_LARGE'));
    }
    if (status === 415) {
      return reply.status(415).send(keyed('UNSUPPORTED_MEDIA', 'errors.unsupportedFormat'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, empty body with a JSON content type, etc.
      return reply.status(400).send(keyed('VALIDATION', 'errors.validationDetail', { detail: err.message }));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(keyed('INTERNAL'));
  });

  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send(keyed('NOT_FOUND', 'errors.routeNotFound', { method: req.method, path: req.url.split('?')[0]! })),
  );
}
