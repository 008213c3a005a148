import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { users } from '../../db/schema/users.js';
import { bearer, createTestUser, login, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const client = () => createTestUser(harness.app, harness.ctx, ROLE.client);

const read = (user: TestUser | null) =>
  harness.app.inject({ method: 'GET', url: '/v1/clients/', headers: user ? bearer(user) : {} });

const update = (user: TestUser | null, payload: Record<string, unknown>) =>
  harness.app.inject({
    method: 'PATCH',
    url: '/v1/clients/',
    headers: user ? bearer(user) : {},
    payload,
  });

let cedulaSequence = 60_000_000;
function accountBody(overrides: Record<string, unknown> = {}) {
  cedulaSequence += 1;
  return {
    first_name: 'Mariana',
    last_name: 'Gómez Arango',
    cedula: String(cedulaSequence),
    phone: `31${String(cedulaSequence).slice(-8)}`,
    ...overrides,
  };
}

describe('GET /v1/clients/', () => {
  it('returns the client’s names, cedula, phone and email', async () => {
    const owner = await client();
    const response = await read(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      first_name: 'Prueba',
      last_name: expect.stringMatching(/^Usuario \d+$/),
      cedula: expect.stringMatching(/^\d{7,10}$/),
      phone: owner.phone,
      email: owner.email,
    });
  });

  it('is for clients only', async () => {
    const designer = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    expect((await read(designer)).statusCode).toBe(403);
    expect((await read(supplier)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
  });
});

describe('PATCH /v1/clients/', () => {
  it('saves names, cedula and phone and answers with the account', async () => {
    const owner = await client();
    const body = accountBody({ first_name: '  Mariana ' });
    const response = await update(owner, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      first_name: 'Mariana',
      last_name: 'Gómez Arango',
      cedula: body.cedula,
      phone: body.phone,
      email: owner.email,
    });
    expect((await read(owner)).json()).toEqual(response.json());
  });

  it('never changes the email, even when one is sent', async () => {
    const owner = await client();
    const response = await update(owner, accountBody({ email: 'otro.correo@prueba.co' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(owner.email);
    const [stored] = await harness.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(stored?.email).toBe(owner.email);
    expect((await login(harness.app, owner.email)).statusCode).toBe(200);
  });

  it('accepts the client’s own phone and cedula again', async () => {
    const owner = await client();
    const current = (await read(owner)).json<{ cedula: string; phone: string }>();
    const response = await update(
      owner,
      accountBody({ cedula: current.cedula, phone: current.phone }),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['phone', MESSAGES.phoneTaken],
    ['cedula', MESSAGES.cedulaTaken],
  ] as const)('answers 409 naming the %s another account uses', async (field, message) => {
    const owner = await client();
    const other = await client();
    const taken = (await read(other)).json<{ cedula: string; phone: string }>();
    const response = await update(owner, accountBody({ [field]: taken[field] }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'DUPLICATE_USER',
      message,
      errors: [{ field, message }],
    });
    expect((await read(owner)).json().first_name).toBe('Prueba');
  });

  it.each([
    ['first_name', '', 'Recuerda llenar este campo'],
    ['last_name', '   ', 'Recuerda llenar este campo'],
    ['cedula', '123456', 'La cédula debe tener entre 7 y 10 dígitos'],
    ['phone', '300123456', 'El número celular debe ser de 10 dígitos'],
  ])('refuses %s %j', async (field, value, message) => {
    const owner = await client();
    const response = await update(owner, accountBody({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('is for clients only', async () => {
    const designer = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    expect((await update(designer, accountBody())).statusCode).toBe(403);
    expect((await update(null, accountBody())).statusCode).toBe(401);
  });
});
