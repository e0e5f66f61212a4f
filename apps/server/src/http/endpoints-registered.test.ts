import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type Endpoint } from '@app/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * /api routes registered by hand instead of from a declaration; each has a comment in its
 * routes file saying why.
 */
const HAND_REGISTERED = ['GET /api/images/{file}'];

type OpenApi = { paths: Record<string, Record<string, { tags?: string[] }>> };

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const documented = (endpoint: Endpoint) => `/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

describe('endpoint declarations and the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers every declared endpoint, once, under its declared tag, and nothing undeclared besides the hand-registered routes', () => {
    const declarations: Endpoint[] = Object.values(allEndpoints);
    const declared = declarations.map((e) => key(e.method, documented(e)));
    // Declared once: two declarations of one method and path would both point at one route.
    expect(declared.filter((k, i) => declared.indexOf(k) !== i)).toEqual([]);

    // The OpenAPI document lists each registered method and path once (Fastify refuses a second
    // registration of the same method and path at start-up).
    const doc = t.app.swagger() as unknown as OpenApi;
    const registered = new Map<string, string[]>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'head') continue;
        registered.set(key(method, path), operation.tags ?? []);
      }
    }

    expect(declared.filter((k) => !registered.has(k))).toEqual([]);
    expect([...registered.keys()].filter((k) => !declared.includes(k)).sort()).toEqual([...HAND_REGISTERED].sort());
    for (const endpoint of declarations) expect(registered.get(key(endpoint.method, documented(endpoint))), endpoint.path).toEqual([endpoint.tag]);
  });

  it('applies the declared access rule: an anonymous call of a non-public endpoint is answered 401 before anything else', async () => {
    for (const endpoint of Object.values(allEndpoints) as Endpoint[]) {
      if (endpoint.access === 'public') continue;
      const url = `/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '1')}`;
      const res = await t.app.inject({ method: endpoint.method, url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });
});
