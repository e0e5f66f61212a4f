import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { allEndpoints, endpointSchemas, type Endpoint, type EndpointName, type EndpointSchemaSet, type SchemasOf } from '@app/contract';
import { parseBody } from './parse-body.js';

type Parsed<S, K extends string> = S extends Record<K, infer Z extends z.ZodType> ? z.output<Z> : unknown;
/** What the handler may return: the response before serialization (dates, extra fields). */
type Answer<S> = S extends { response: infer Z extends z.ZodType } ? z.input<Z> : unknown;

export type EndpointRequest<S> = FastifyRequest<{ Params: Parsed<S, 'params'>; Querystring: Parsed<S, 'query'>; Body: Parsed<S, 'body'> }>;

/**
 * Answers the response, or the reply itself when the handler sent something else (a cached
 * 304, a replayed create's 200) through it.
 */
export type EndpointHandler<S> = (req: EndpointRequest<S>, reply: FastifyReply) => Promise<Answer<S> | FastifyReply>;

const schemasByEndpoint = new Map<string, EndpointSchemaSet>();
function schemasFor(endpoint: Endpoint): EndpointSchemaSet {
  if (schemasByEndpoint.size === 0) {
    // Keyed by method and path, which name one endpoint (the registration test checks that no
    // two declarations share them).
    for (const [name, set] of Object.entries(endpointSchemas) as [EndpointName, EndpointSchemaSet][]) {
      const declared: Endpoint = allEndpoints[name];
      schemasByEndpoint.set(`${declared.method} ${declared.path}`, set);
    }
  }
  const set = schemasByEndpoint.get(`${endpoint.method} ${endpoint.path}`);
  if (!set) throw new Error(`No schemas for ${endpoint.method} ${endpoint.path}`);
  return set;
}

/**
 * Registers a route from its declaration: method, url, access rule, schemas (validation,
 * serialization and the OpenAPI document) and the success status all come from the contract,
 * so a route cannot drift from what the web calls.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<SchemasOf<E>>,
  /** Route settings besides access, e.g. a tighter rate limit. */
  config: Omit<FastifyContextConfig, 'access'> = {},
): void {
  const set = schemasFor(endpoint);
  const response: Record<number, z.ZodType> = {};
  if (set.response) for (const status of [endpoint.status, ...(set.alsoStatus ?? [])]) response[status] = set.response;
  const ruleBody = set.bodyWithRuleMessages ? set.body : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access: endpoint.access },
    schema: {
      tags: [endpoint.tag],
      ...(set.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(set.params ? { params: set.params } : {}),
      ...(set.query ? { querystring: set.query } : {}),
      ...(set.body && !ruleBody ? { body: set.body } : {}),
      ...(set.response ? { response } : {}),
    },
    ...(ruleBody
      ? {
          preHandler: async (req: FastifyRequest) => {
            req.body = parseBody(ruleBody, req.body);
          },
        }
      : {}),
    handler: async (req, reply) => {
      if (endpoint.status !== 200) void reply.status(endpoint.status);
      return handler(req as unknown as EndpointRequest<SchemasOf<E>>, reply);
    },
  });
}
