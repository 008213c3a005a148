/**
 * Every operation of the OpenAPI document fed input generated from its own schemas — strings of
 * any script, empty and huge, numbers huge, negative and fractional, values of the wrong type,
 * missing and extra fields — by a caller the route-access table allows, on the demo marketplace,
 * so the input reaches validation and the services: no answer is a 5xx, and every 4xx has the
 * one error shape. Multipart routes get their text fields fuzzed (their files are the uploads
 * sweep's concern).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { ROLE, type RoleId, type RoleName } from '@hogarte/shared/roles';
import { formOf } from '../test/applications.js';
import { formFieldsOf, formFieldsSchema } from '../test/form-fields.js';
import { registrationBody } from '../test/fixtures.js';
import {
  isMultipart,
  jsonBodySchema,
  operationsOf,
  sampleOf,
  urlOf,
  type JsonSchema,
  type Operation,
  type Parameter,
} from '../test/openapi-operations.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../seed/demo.js';
import {
  callPhase,
  DEMO_ACCOUNT,
  RESOURCES,
  ROUTE_ACCESS,
  type ResourceName,
  type RouteAccess,
} from '../test/route-access-matrix.js';

/** Runs per operation: a few for the whole request, more for each field it has, bounded. */
const RUNS = { base: 10, perField: 3, max: 40 };
const SEED = 20_261_125;

/** Text a careless parser or column trips on. */
const NASTY_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'null',
  'undefined',
  '[]',
  '{}',
  '%',
  '%00',
  '../../etc/passwd',
  "'; drop table users; --",
  '👩\u200d👩\u200d👧\u200d👦🇨🇴',
  'Ñandú \u202ederecha',
  '\u200b',
  '9'.repeat(400),
  'á'.repeat(70_000),
];

/** Digits and shapes at the edge of what columns hold: one past `integer`, ten nines, zeros. */
const BOUNDARY_TEXT = ['2147483648', '9999999999', '0', '0000000000', '1,2147483648', '-1'];

const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...NASTY_TEXT),
);

const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 0.5, -0.0001, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308),
);

const wrongType = fc.jsonValue({ maxDepth: 2 });

function typedArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anyText);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((part) => arbitraryOf(part, depth + 1)));
  const type = [schema.type ?? []].flat().find((name) => name !== 'null');
  if (type === 'object' || schema.properties) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, inner]) => [
        key,
        arbitraryOf(inner, depth + 1),
      ]),
    );
    return fc
      .tuple(
        fc.record(fields, { requiredKeys: [] }),
        fc.option(fc.dictionary(anyText, wrongType, { maxKeys: 3 }), { nil: undefined }),
      )
      .map(([known, extra]) => ({ ...extra, ...known }));
  }
  if (type === 'array') {
    return fc.array(arbitraryOf(schema.items ?? {}, depth + 1), { maxLength: 4 });
  }
  if (type === 'integer' || type === 'number') {
    return fc.oneof(
      anyNumber,
      fc.integer({
        min: Math.max(Math.ceil(schema.minimum ?? -1e6), -(2 ** 31)),
        max: Math.min(Math.floor(schema.maximum ?? 1e6), 2 ** 31 - 1),
      }),
    );
  }
  if (type === 'boolean') return fc.boolean();
  const shaped = wellShapedText(schema);
  return shaped.length
    ? fc.oneof(
        { arbitrary: anyText, weight: 1 },
        ...shaped.map((arbitrary) => ({ arbitrary, weight: 2 })),
      )
    : anyText;
}

/** Text of the shape the schema asks for, at any length the shape allows: ids past `integer`. */
function wellShapedText(schema: JsonSchema): fc.Arbitrary<string>[] {
  switch (schema.format) {
    case 'uuid':
      return [fc.uuid()];
    case 'email':
      return [fc.emailAddress()];
    case 'date':
    case 'date-time':
      return [
        fc
          .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
          .map((date) => date.toISOString()),
      ];
  }
  if (!schema.pattern) return [];
  try {
    const pattern = new RegExp(schema.pattern, 'u');
    const boundaries = BOUNDARY_TEXT.filter((text) => pattern.test(text));
    return [
      fc.stringMatching(pattern),
      ...(boundaries.length ? [fc.constantFrom(...boundaries)] : []),
    ];
  } catch {
    // A pattern fast-check cannot generate from (a lookaround) still gets the other text.
    return [];
  }
}

/** One field's fuzz when the rest stays valid: its sample would add nothing. */
const fieldArbitrary = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: typedArbitrary(schema, 0), weight: 4 },
    { arbitrary: wrongType, weight: 1 },
  );

/** Mostly what the schema describes, now and then its sample, now and then anything at all. */
function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 5) return wrongType;
  return fc.oneof(
    { arbitrary: typedArbitrary(schema, depth), weight: 5 },
    { arbitrary: fc.constant(sampleOf(schema)), weight: 2 },
    { arbitrary: wrongType, weight: 1 },
  );
}

/** Lone surrogates cannot travel in a URL; the body keeps them. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const asQueryText = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(asQueryText)
    : wellFormed(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

interface FuzzInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const bodySchemaOf = (operation: Operation) =>
  jsonBodySchema(operation) ?? formFieldsSchema(operation.key);

const fieldCount = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in !== 'header').length +
  Object.keys(bodySchemaOf(operation)?.properties ?? {}).length;

/**
 * Half the runs fuzz everything at once; the other half keep a valid request and fuzz one path
 * param, query param or body field, so that input gets past the rest of the validation and
 * reaches the service.
 */
function inputArbitrary(
  operation: Operation,
  known: Record<string, unknown>,
): fc.Arbitrary<FuzzInput> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = bodySchemaOf(operation);
  const fuzzedParam = (parameter: Parameter) =>
    fieldArbitrary(parameter.schema ?? {}).map(asQueryText);
  const fuzzedQuery = (parameter: Parameter) =>
    fc
      .oneof(
        { arbitrary: fieldArbitrary(parameter.schema ?? {}), weight: 3 },
        {
          arbitrary: fc.array(arbitraryOf(parameter.schema ?? {}), { minLength: 2, maxLength: 3 }),
          weight: 1,
        },
      )
      .map(asQueryText);
  const valid: FuzzInput = {
    params: Object.fromEntries(
      pathParameters.map((parameter) => [
        parameter.name,
        known[parameter.name] ?? sampleOf(parameter.schema),
      ]),
    ),
    query: {},
    body: sampleOf(bodySchema),
  };

  const everything = fc.record({
    params: fc.record(
      Object.fromEntries(
        pathParameters.map((parameter) => [
          parameter.name,
          fc.oneof(fc.constant(valid.params[parameter.name]), fuzzedParam(parameter)),
        ]),
      ),
    ),
    query: fc.record(
      Object.fromEntries(
        queryParameters.map((parameter) => [parameter.name, fuzzedQuery(parameter)]),
      ),
      { requiredKeys: [] },
    ),
    body: bodySchema ? arbitraryOf(bodySchema) : fc.constant(undefined),
  }) as fc.Arbitrary<FuzzInput>;

  const bodyFields = Object.entries(bodySchema?.properties ?? {});
  const oneAtATime: fc.Arbitrary<FuzzInput>[] = [
    ...pathParameters.map((parameter) =>
      fuzzedParam(parameter).map((value) => ({
        ...valid,
        params: { ...valid.params, [parameter.name]: value },
      })),
    ),
    ...queryParameters.map((parameter) =>
      fuzzedQuery(parameter).map((value) => ({ ...valid, query: { [parameter.name]: value } })),
    ),
    ...bodyFields.map(([name, schema]) =>
      fieldArbitrary(schema).map((value) => ({
        ...valid,
        body: { ...(valid.body as object), [name]: value },
      })),
    ),
  ];
  return oneAtATime.length ? fc.oneof(everything, fc.oneof(...oneAtATime)) : everything;
}

/** A multipart form of the fuzzed fields, each sent as the text a browser would send. */
const formBody = (body: unknown) =>
  formOf(
    Object.fromEntries(
      Object.entries(formFieldsOf(body)).map(([name, value]) => [
        wellFormed(name),
        wellFormed(value),
      ]),
    ),
  );

function requestOf(operation: Operation, input: FuzzInput): InjectOptions & { url: string } {
  const url = urlOf(
    operation,
    Object.fromEntries(
      Object.entries(input.params).map(([name, value]) => [name, wellFormed(String(value))]),
    ),
    input.query,
  );
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    return { method: operation.method, url };
  }
  if (isMultipart(operation) && !jsonBodySchema(operation)) {
    return { method: operation.method, url, payload: formBody(input.body) };
  }
  return {
    method: operation.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(input.body ?? {}),
  };
}

let harness: TestApp;
let operations: Operation[];
const sessions = new Map<RoleName | 'visitor', Record<string, string>>();
const resourceParams = new Map<ResourceName, Record<string, unknown>>();

beforeAll(async () => {
  harness = await createTestApp();
  operations = operationsOf(harness.app);
  await seedDemoIfEmpty(harness.ctx);
  sessions.set('visitor', {});
  let address = 0;
  for (const [role, email] of Object.entries(DEMO_ACCOUNT) as [RoleName, string][]) {
    address += 1;
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: `10.88.0.${address}`,
    });
    sessions.set(role, { authorization: `Bearer ${response.json<{ token: string }>().token}` });
  }
  for (const [name, query] of Object.entries(RESOURCES) as [ResourceName, SQL][]) {
    const result = (await harness.ctx.db.execute(query)) as { rows: Record<string, unknown>[] };
    if (result.rows[0]) resourceParams.set(name, result.rows[0]);
  }
}, 120_000);
afterAll(() => harness.close());

/** The caller the table allows, the resource's owner first: the input reaches the service. */
function callerOf(access: RouteAccess): RoleName | 'visitor' {
  if (access.owner) return access.owner;
  if (access.roles === 'public') return 'visitor';
  if (access.roles === 'any-session') return 'client';
  const [first] = access.roles;
  const role = (Object.entries(ROLE) as [RoleName, RoleId][]).find(([, id]) => id === first);
  return role?.[0] ?? 'visitor';
}

function problemWith(response: { statusCode: number; body: string }): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 300)}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${status} not JSON: ${response.body.slice(0, 120)}`;
  }
  const shape = body as {
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  const shaped =
    shape.statusCode === status &&
    typeof shape.code === 'string' &&
    typeof shape.message === 'string' &&
    (shape.errors === undefined || Array.isArray(shape.errors));
  return shaped ? null : `${status} not the error shape: ${response.body.slice(0, 200)}`;
}

describe('input generated from each operation’s schema', () => {
  it('never gets a 5xx, and every 4xx has the one error shape', async () => {
    const ordered = operations
      .filter((operation) => operation.key in ROUTE_ACCESS)
      .sort((a, b) => callPhase(a.key) - callPhase(b.key));
    const failures: string[] = [];
    let calls = 0;
    let succeeded = 0;
    for (const operation of ordered) {
      const access = ROUTE_ACCESS[operation.key] as RouteAccess;
      const headers = sessions.get(callerOf(access)) ?? {};
      const known = access.resource ? (resourceParams.get(access.resource) ?? {}) : {};
      try {
        await fc.assert(
          fc.asyncProperty(inputArbitrary(operation, known), async (input) => {
            const request = requestOf(operation, input);
            calls += 1;
            const response = await harness.app.inject({
              ...request,
              headers: { ...request.headers, ...headers },
              // A fresh address per call: the per-address limits would answer 429 to the rest.
              remoteAddress: `10.90.${(calls >> 8) & 255}.${calls & 255}`,
            });
            if (response.statusCode < 300) succeeded += 1;
            const problem = problemWith(response);
            if (problem) throw new Error(`${request.method} ${request.url}: ${problem}`);
          }),
          {
            numRuns: Math.min(RUNS.base + RUNS.perField * fieldCount(operation), RUNS.max),
            seed: SEED,
            endOnFailure: true,
          },
        );
      } catch (error) {
        failures.push(
          `${operation.key}: ${(error as Error).message.split('\n').slice(0, 8).join(' ')}`,
        );
      }
    }
    console.log(
      `schema fuzz: ${ordered.length} operations, ${calls} calls, ${succeeded} answered 2xx`,
    );
    expect(failures).toEqual([]);
  }, 180_000);
});

describe('input the sweeps found answered with a 5xx', () => {
  it('refuses product ids past PostgreSQL’s integer in the quote builder with a 400', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v1/quotes/products?ids=12,3001234567',
      headers: sessions.get('designer'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it('refuses names and addresses longer than the users table stores with a 400', async () => {
    const long = 'á'.repeat(101);
    // Each from its own address: the fuzz above used up the registration limit of its own.
    const requests: (InjectOptions & { url: string; remoteAddress: string })[] = [
      {
        method: 'PATCH',
        url: '/v1/clients',
        headers: sessions.get('client'),
        payload: { first_name: 'Camila', last_name: long, cedula: '1234567', phone: '3001112299' },
        remoteAddress: '10.89.0.1',
      },
      {
        method: 'POST',
        url: '/v1/clients',
        payload: registrationBody({ first_name: long }),
        remoteAddress: '10.89.0.2',
      },
      {
        method: 'POST',
        url: '/v1/clients',
        payload: registrationBody({ street_address: 'Calle 10 # 35-20 '.repeat(12) }),
        remoteAddress: '10.89.0.3',
      },
    ];
    for (const request of requests) {
      const response = await harness.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    }
  });
});
