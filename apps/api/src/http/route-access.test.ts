/**
 * Every operation of the OpenAPI document, called on the demo marketplace as a visitor, as the
 * demo account of each role (owners of the resources the paths name) and as another user of the
 * owning role: a 2xx the route-access table does not allow fails, and so does any 5xx. Bodies,
 * queries and params are ones the schema accepts, so a refusal is about access, not validation.
 */
import type { SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type RoleId, type RoleName } from '@hogarte/shared/roles';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../seed/demo.js';
import {
  isMultipart,
  jsonBodySchema,
  operationsOf,
  sampleOf,
  sampleQuery,
  urlOf,
  type Operation,
} from '../test/openapi-operations.js';
import { formOf } from '../test/applications.js';
import { sendChatMessage } from '../test/conversations.js';
import { formFieldsOf, formFieldsSchema } from '../test/form-fields.js';
import { bearer } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  callPhase,
  DEMO_ACCOUNT,
  OTHER_OWNER,
  RESOURCES,
  ROUTE_ACCESS,
  type OwnerRole,
  type ResourceName,
  type RouteAccess,
} from '../test/route-access-matrix.js';

interface Caller {
  name: string;
  /** Null for a visitor. */
  roleId: RoleId | null;
  headers: Record<string, string>;
  /** The other owner: never a 2xx from a route that addresses someone else's resource. */
  isOtherOwner: boolean;
}

/** Bodies a sample cannot guess: the caller's real password, so the change really happens. */
const BODY_OVERRIDES: Record<string, Record<string, unknown>> = {
  'PATCH /v2/users/password': {
    currentPassword: DEMO_PASSWORD,
    newPassword: 'Cambio1234!',
    confirmPassword: 'Cambio1234!',
  },
};

let harness: TestApp;
let operations: Operation[];
const callers: Caller[] = [];
const otherOwners = new Map<OwnerRole, Caller>();
const resourceParams = new Map<ResourceName, Record<string, unknown>>();
let loginAddress = 0;

async function signIn(email: string): Promise<{ token: string }> {
  loginAddress += 1;
  const response = await harness.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: `10.77.0.${loginAddress}`,
  });
  expect(response.statusCode, email).toBe(200);
  return { token: response.json<{ token: string }>().token };
}

async function rowOf(query: SQL): Promise<Record<string, unknown> | undefined> {
  const result = (await harness.ctx.db.execute(query)) as { rows: Record<string, unknown>[] };
  return result.rows[0];
}

/** An inbox message for the demo designer and a chat notification for the demo client. */
async function seedWhatTheDemoLacks(sessions: Map<RoleName, { token: string }>) {
  const admin = sessions.get('admin') as { token: string };
  const sent = await harness.app.inject({
    method: 'POST',
    url: '/v1/messages?recipient=designers',
    headers: bearer(admin),
    payload: { title: 'Aviso de prueba', text: 'Nuevas tarifas desde julio.' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const consultancy = await rowOf(RESOURCES.salesConsultancy);
  const written = await sendChatMessage(
    harness.app,
    sessions.get('salesperson') as { token: string },
    String(consultancy?.chat),
    'Le comparto las fichas técnicas.',
  );
  expect(written.statusCode, written.body).toBe(201);
}

beforeAll(async () => {
  harness = await createTestApp();
  operations = operationsOf(harness.app);
  await seedDemoIfEmpty(harness.ctx);
  callers.push({ name: 'visitor', roleId: null, headers: {}, isOtherOwner: false });
  const sessions = new Map<RoleName, { token: string }>();
  for (const [name, email] of Object.entries(DEMO_ACCOUNT) as [RoleName, string][]) {
    const session = await signIn(email);
    sessions.set(name, session);
    callers.push({ name, roleId: ROLE[name], headers: bearer(session), isOtherOwner: false });
  }
  for (const [role, email] of Object.entries(OTHER_OWNER) as [OwnerRole, string][]) {
    const session = await signIn(email);
    otherOwners.set(role, {
      name: `other ${role}`,
      roleId: ROLE[role],
      headers: bearer(session),
      isOtherOwner: true,
    });
  }
  await seedWhatTheDemoLacks(sessions);
  for (const [name, query] of Object.entries(RESOURCES) as [ResourceName, SQL][]) {
    const row = await rowOf(query);
    if (row) resourceParams.set(name, row);
  }
}, 120_000);
afterAll(() => harness.close());

function allows(access: RouteAccess, caller: Caller): boolean {
  if (caller.isOtherOwner && access.owner) return false;
  if (access.roles === 'public') return true;
  if (caller.roleId === null) return false;
  return access.roles === 'any-session' || access.roles.includes(caller.roleId);
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH'];

function payloadOf(operation: Operation): InjectOptions['payload'] {
  if (!WRITE_METHODS.includes(operation.method)) return undefined;
  const body = jsonBodySchema(operation);
  if (body) return { ...(sampleOf(body) as object), ...BODY_OVERRIDES[operation.key] };
  const fields = formFieldsSchema(operation.key);
  if (fields) return formOf(formFieldsOf(sampleOf(fields)));
  return isMultipart(operation) ? undefined : {};
}

function requestOf(operation: Operation, access: RouteAccess): InjectOptions {
  const params = access.resource ? (resourceParams.get(access.resource) ?? {}) : {};
  const payload = payloadOf(operation);
  return {
    method: operation.method,
    url: urlOf(operation, params, sampleQuery(operation)),
    ...(payload === undefined ? {} : { payload }),
  };
}

describe('the route × role matrix', () => {
  it('writes down every operation of the OpenAPI document, and only those', () => {
    const documented = operations.map((operation) => operation.key);
    expect(
      documented.filter((key) => !(key in ROUTE_ACCESS)),
      'operations with no entry',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((key) => !documented.includes(key)),
      'entries naming no route',
    ).toEqual([]);
  });

  it('finds each resource the table addresses among the demo data', () => {
    const missing = Object.keys(RESOURCES).filter(
      (name) => !resourceParams.has(name as ResourceName),
    );
    expect(missing).toEqual([]);
  });

  it('gives a 2xx only to the callers the table allows, and never a 5xx', async () => {
    const ordered = operations
      .filter((operation) => operation.key in ROUTE_ACCESS)
      .sort((a, b) => callPhase(a.key) - callPhase(b.key));
    const unexpected: string[] = [];
    const reached = new Set<string>();
    let calls = 0;
    for (const operation of ordered) {
      const access = ROUTE_ACCESS[operation.key] as RouteAccess;
      // On a route that addresses nobody's resource, the other client is one more client.
      const otherOwner = otherOwners.get(access.owner ?? 'client') as Caller;
      const request = requestOf(operation, access);
      // Every caller makes this call before the next operation's: session-ending ones stay last.
      for (const caller of [otherOwner, ...callers]) {
        const response = await harness.app.inject({ ...request, headers: caller.headers });
        calls += 1;
        const status = response.statusCode;
        const what = `${caller.name} ${operation.key} → ${status}`;
        if (status >= 500) unexpected.push(`${what} ${response.body.slice(0, 200)}`);
        else if (status < 300 && !allows(access, caller)) unexpected.push(what);
        else if (status < 300) reached.add(operation.key);
      }
    }
    console.log(
      `route × role matrix: ${ordered.length} operations × ${callers.length + 1} callers = ${calls} calls` +
        ` (${reached.size} operations answered 2xx to an allowed caller)`,
    );
    expect(unexpected).toEqual([]);
    // The samples reach the services: most operations succeed for the callers allowed them.
    expect(reached.size).toBeGreaterThan(ordered.length / 2);
  }, 120_000);
});
