import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../test/harness.js';
import { seedMenu } from '../../test/menu-factories.js';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; enum?: unknown[] };
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const NUL = 'a\u0000b';
const HUGE = 2_147_483_648;

/** A value of the schema's shape with every string holding NUL and every number out of range. */
function hostile(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return NUL;
  if (schema.anyOf?.length) return hostile(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], depth);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, hostile(v, depth + 1)]));
  }
  if (type === 'array') return [hostile(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return HUGE;
  if (type === 'boolean') return true;
  return NUL;
}

/** The same shape with sensible strings and only the numbers (ids) out of range. */
function hugeIds(value: unknown): unknown {
  if (value === NUL) return 'ok';
  if (Array.isArray(value)) return value.map(hugeIds);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hugeIds(v)]));
  return value;
}

forEachDatabase('bad input on every route never answers 5xx', (dialect) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedMenu(t);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
  });
  afterAll(() => t.close());

  it('the examples: an id above 2^31-1, a NUL in a path, a NUL in a login name', async () => {
    const anon = client(t);
    for (const url of ['/api/Order/2147483648', '/api/Order/99999999999999999999', '/api/Table/number/%00', '/api/Table/number/a%00b']) {
      const res = await anon.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('VALIDATION');
    }
    expect((await admin.get('/api/Order/2147483648')).statusCode).toBe(400);
    expect((await admin.get('/api/Order/2147483647')).statusCode).toBe(404);
    const login = await anon.post('/api/Auth/login', { username: 'super\u0000admin', password: 'superadmin-pass' });
    expect(login.statusCode).toBe(400);
    const order = await anon.post('/api/Order', { tableId: HUGE, orderItems: [{ productId: 1, quantity: 1 }] });
    expect(order.statusCode).toBe(400);
  });

  it('walks every documented route with NUL strings and huge ids, as a guest and as SuperAdmin', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let tried = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (/logout/i.test(path)) continue;
        const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const bodies = bodySchema ? [hostile(bodySchema), hugeIds(hostile(bodySchema))] : [undefined];
        for (const param of ['2147483648', '%00', 'a%00b', '-1']) {
          const url = path.replace(/\{[^}]+\}/g, param);
          const query = queryNames.length ? `?${queryNames.map((n) => `${n}=${param}`).join('&')}` : '';
          for (const body of bodies) {
            for (const who of [client(t), admin]) {
              tried += 1;
              const res = await who.request(method.toUpperCase() as 'GET', `${url}${query}`, body);
              if (res.statusCode >= 500) failures.push(`${method.toUpperCase()} ${url}${query} ${res.statusCode} ${res.body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 120_000);
});
