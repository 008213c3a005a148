/**
 * Every route of the OpenAPI document, as a visitor and as each role, fed text PostgreSQL cannot
 * store and multipart bodies the parser cannot read: nothing may answer 5xx, every refusal has the
 * one error shape, and a route that needs a session says 401 before it looks at the input.
 */
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { MESSAGES } from '@hogarte/shared/messages';
import { bearer, createTestUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { auth } from './auth.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
}

interface Operation {
  method: string;
  path: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HOSTILE = 'a\u0000b';
const HOSTILE_IN_URL = 'a%00b';

/** A body shaped like the schema, with the hostile text in every string it has. */
function hostileSample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return HOSTILE;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return hostileSample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, inner]) => [
        key,
        hostileSample(inner, depth + 1),
      ]),
    );
  }
  if (type === 'array') return [hostileSample(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return HOSTILE;
}

function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path,
    })),
  );
}

function hostileUrl(operation: Operation): string {
  const path = operation.path.replace(/\{[^}]+\}/g, HOSTILE_IN_URL);
  const queryNames = new Set(
    (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  );
  queryNames.add('search');
  const query = [...queryNames].map((name) => `${name}=${HOSTILE_IN_URL}`).join('&');
  return `${path}?${query}`;
}

const takesBody = (operation: Operation) => ['POST', 'PUT', 'PATCH'].includes(operation.method);
const needsSession = (operation: Operation) =>
  operation.security?.length === 1 && 'bearerAuth' in (operation.security[0] ?? {});

function expectClientError(response: { statusCode: number; json: () => unknown }, what: string) {
  expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  expect(response.json(), what).toMatchObject({
    statusCode: response.statusCode,
    code: expect.any(String),
    message: expect.any(String),
  });
}

let harness: TestApp;
let operations: Operation[];
const callers: { name: string; headers: Record<string, string> }[] = [
  { name: 'visitor', headers: {} },
];

beforeAll(async () => {
  harness = await createTestApp();
  operations = operationsOf(harness.app);
  const roles: [string, RoleId][] = [
    ['client', ROLE.client],
    ['designer', ROLE.designer],
    ['supplier', ROLE.supplier],
    ['lsh', ROLE.lsh],
    ['admin', ROLE.admin],
    ['salesperson', ROLE.salesperson],
  ];
  for (const [name, roleId] of roles) {
    const user = await createTestUser(harness.app, harness.ctx, roleId);
    callers.push({ name, headers: bearer(user) });
  }
});
afterAll(() => harness.close());

describe('the OpenAPI document', () => {
  it('lists the routes the sweep walks, and marks which need a session', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter(needsSession).length).toBeGreaterThan(50);
    const login = operations.find((o) => o.path === '/v1/auth/login');
    expect(login?.security).toEqual([]);
  });
});

describe('a NUL character anywhere in the input', () => {
  it('is refused with 400 on the routes the attack named', async () => {
    const cases: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: '/v2/suppliers/e-commerce/a%00b' },
      { method: 'GET', url: '/v2/products?search=a%00b' },
      {
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'a@b.co', password: HOSTILE },
      },
    ];
    for (const request of cases) {
      const response = await harness.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: MESSAGES.invalidCharacters,
      });
    }
  });

  it('names the field that carries it', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'a@b.co', password: HOSTILE },
    });
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: MESSAGES.invalidCharacters,
      errors: [{ field: 'password', message: MESSAGES.invalidCharacters }],
    });
  });

  it('is found however deep the JSON nests, without exhausting the stack', async () => {
    // Near the 1 MB body limit: a walk that copied the path at every level (quadratic) would
    // take minutes here and time the test out; the linear walk takes well under a second.
    const depth = 150_000;
    const payload = `${'{"a":'.repeat(depth)}"x\\u0000"${'}'.repeat(depth)}`;
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidCharacters });
    // The field is named, but a 150,000-level path is not echoed back whole.
    expect(response.body.length).toBeLessThan(1_000);
    const harmless = await harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    });
    expect(harmless.statusCode).toBe(400);
  });

  it('never gets a 5xx from any route, for a visitor or any role', async () => {
    for (const operation of operations) {
      for (const caller of callers) {
        const response = await harness.app.inject({
          method: operation.method as InjectOptions['method'],
          url: hostileUrl(operation),
          headers: caller.headers,
          ...(takesBody(operation)
            ? {
                payload: hostileSample(
                  operation.requestBody?.content?.['application/json']?.schema,
                ) as Record<string, unknown>,
              }
            : {}),
        });
        expectClientError(response, `${caller.name} ${operation.method} ${operation.path}`);
      }
    }
  });
});

describe('a multipart body the parser cannot read', () => {
  const brokenBodies = [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: 'x' },
    {
      name: 'cut short',
      contentType: 'multipart/form-data; boundary=----limite',
      payload:
        '------limite\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n\x89PNG',
    },
    {
      name: 'NUL in a field',
      contentType: 'multipart/form-data; boundary=----limite',
      payload:
        '------limite\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n' +
        '------limite--\r\n',
    },
  ];

  it('is refused with 400 on the anonymous designer application', async () => {
    for (const body of brokenBodies) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/v1/designers',
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, body.name).toBe(400);
      expect(response.json<{ message: string }>().message, body.name).toMatch(
        new RegExp(`${MESSAGES.malformedForm}|${MESSAGES.invalidCharacters}`),
      );
    }
  });

  it('never gets a 5xx from any route that takes a body, for a visitor or any role', async () => {
    for (const operation of operations.filter(takesBody)) {
      for (const caller of callers) {
        for (const body of brokenBodies) {
          const response = await harness.app.inject({
            method: operation.method as InjectOptions['method'],
            url: operation.path.replace(/\{[^}]+\}/g, 'x'),
            headers: { ...caller.headers, 'content-type': body.contentType },
            payload: body.payload,
          });
          expectClientError(
            response,
            `${caller.name} ${operation.method} ${operation.path} (${body.name})`,
          );
        }
      }
    }
  });
});

describe('a route that needs a session', () => {
  it.each([
    ['PATCH', '/v1/users', { user: { first_name: 1 } }],
    ['POST', '/v2/checkout', { items: 'ninguno' }],
    ['POST', '/v1/suppliers/brands', {}],
    ['POST', '/v1/users/bank', { bank: 7 }],
  ] as const)(
    'answers a visitor %s %s with 401, not its validation errors',
    async (method, url, payload) => {
      const response = await harness.app.inject({ method, url, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).not.toHaveProperty('errors');
    },
  );

  it('answers a visitor 401 before it validates what was sent', async () => {
    const protectedOperations = operations.filter(needsSession);
    for (const operation of protectedOperations) {
      const response = await harness.app.inject({
        method: operation.method as InjectOptions['method'],
        url: operation.path.replace(/\{[^}]+\}/g, 'x'),
        ...(takesBody(operation) ? { payload: { sinSentido: true } } : {}),
      });
      const what = `${operation.method} ${operation.path}`;
      expect(response.statusCode, what).toBe(401);
      expect(response.json(), what).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: MESSAGES.unauthorized,
      });
    }
  });

  it('cannot be given its guard after parsing', async () => {
    const app = Fastify();
    await app.register(auth, { key: new Uint8Array(32), loadSession: () => Promise.resolve(null) });
    expect(() =>
      app.post('/v1/tarde', { preHandler: app.authenticate }, () => ({ ok: true })),
    ).toThrow(/onRequest/);
    await app.close();
  });
});
