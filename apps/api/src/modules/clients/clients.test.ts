import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { remodelings } from '../../db/schema/remodelings.js';
import { users } from '../../db/schema/users.js';
import { bearer, createTestUser, registrationBody } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

// Registration is limited per address; each call comes from its own address unless one is given.
let addressSequence = 0;
function nextAddress() {
  addressSequence += 1;
  return `10.1.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

function register(body: Record<string, unknown>, remoteAddress = nextAddress()) {
  return harness.app.inject({ method: 'POST', url: '/v1/clients', payload: body, remoteAddress });
}

async function fieldErrorsOf(body: Record<string, unknown>) {
  const response = await register(body);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  return response.json<{ errors: { field: string; message: string }[] }>().errors;
}

async function messagesFor(field: string, body: Record<string, unknown>) {
  const errors = await fieldErrorsOf(body);
  return errors.filter((error) => error.field === field).map((error) => error.message);
}

describe('POST /v1/clients', () => {
  it('registers a client, returning a working token and storing the city', async () => {
    const body = registrationBody({ email: '  Camila.Restrepo@Prueba.CO ' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(token).toMatch(/^ey/);
    expect(user).toMatchObject({
      role_id: ROLE.client,
      first_name: 'Camila',
      last_name: 'Restrepo',
      email: 'camila.restrepo@prueba.co',
      phone: body.phone,
      is_approved: true,
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('password_hash');

    const profile = await harness.app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer({ token }),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ uuid: user.uuid, role_id: 1 });

    const [stored] = await harness.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'camila.restrepo@prueba.co'));
    expect(stored).toMatchObject({
      roleId: 1,
      cedula: body.cedula,
      cityCode: '05001',
      cityName: 'Medellín, Antioquia',
      streetAddress: 'Calle 10 # 35-20',
      referredFromId: 1,
    });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('finds the city by the label the picker shows when no code is sent', async () => {
    const response = await register(
      registrationBody({ city_id: undefined, city_name: 'bogotá, d.c.' }),
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await harness.ctx.db
      .select({ cityCode: users.cityCode, cityName: users.cityName })
      .from(users)
      .where(eq(users.uuid, response.json().user.uuid));
    expect(stored).toEqual({ cityCode: '11001', cityName: 'Bogotá, D.C.' });
  });

  it('asks for every missing field with "Recuerda llenar este campo"', async () => {
    const errors = await fieldErrorsOf({});
    const requiredFields = [
      'first_name',
      'last_name',
      'email',
      'phone',
      'cedula',
      'city_name',
      'street_address',
      'password',
    ];
    for (const field of requiredFields) {
      expect(errors).toContainEqual({ field, message: 'Recuerda llenar este campo' });
    }
    expect(errors).toContainEqual({
      field: 'passwordConfirm',
      message: MESSAGES.confirmPasswordRequired,
    });
  });

  it('treats blank text fields as missing', async () => {
    const body = registrationBody({ first_name: '   ', street_address: '' });
    expect(await messagesFor('first_name', body)).toEqual([MESSAGES.required]);
    expect(await messagesFor('street_address', body)).toEqual([MESSAGES.required]);
  });

  it('refuses a malformed email', async () => {
    expect(await messagesFor('email', registrationBody({ email: 'camila@' }))).toEqual([
      'Por favor revisa el formato de tu correo',
    ]);
  });

  it('refuses a phone that is not exactly 10 digits', async () => {
    for (const phone of ['300123456', '30012345678', '300-123-45', 'abcdefghij']) {
      expect(await messagesFor('phone', registrationBody({ phone }))).toEqual([
        'El número celular debe ser de 10 dígitos',
      ]);
    }
  });

  it('refuses a cedula outside 7 to 10 digits', async () => {
    for (const cedula of ['123456', '12345678901', '12a4567']) {
      expect(await messagesFor('cedula', registrationBody({ cedula }))).toEqual([
        MESSAGES.cedulaInvalid,
      ]);
    }
  });

  it('accepts cedulas of exactly 7 and 10 digits', async () => {
    expect((await register(registrationBody({ cedula: '7000001' }))).statusCode).toBe(201);
    expect((await register(registrationBody({ cedula: '7000000002' }))).statusCode).toBe(201);
  });

  it.each([
    ['no lower-case letter', 'CLAVE123!', MESSAGES.passwordLowercase],
    ['no upper-case letter', 'clave123!', MESSAGES.passwordUppercase],
    ['no special character', 'Clave1234', MESSAGES.passwordSpecial],
    ['no digit', 'Clave!!!x', MESSAGES.passwordNumber],
    ['fewer than 8 characters', 'Cl4ve!', MESSAGES.passwordLength],
  ])('refuses a password with %s', async (_rule, password, message) => {
    expect(
      await messagesFor('password', registrationBody({ password, passwordConfirm: password })),
    ).toEqual([message]);
  });

  it('reports every broken password rule at once, in the spec wording', async () => {
    expect(
      await messagesFor('password', registrationBody({ password: 'abc', passwordConfirm: 'abc' })),
    ).toEqual([
      'Al menos una letra mayúscula',
      'Al menos un caracter especial',
      'Al menos un número',
      'Debe ser al menos 8 caracteres',
    ]);
  });

  it('refuses a confirmation that does not match, together with the other errors', async () => {
    const errors = await fieldErrorsOf(
      registrationBody({ passwordConfirm: 'Otra1234!', phone: '123' }),
    );
    expect(errors).toContainEqual({
      field: 'passwordConfirm',
      message: 'Las contraseñas no coinciden',
    });
    expect(errors).toContainEqual({ field: 'phone', message: MESSAGES.phoneInvalid });
  });

  it('refuses a city that is not in the list, on the city_name field', async () => {
    for (const city of [
      { city_id: undefined, city_name: 'Ciudad Inventada, Antioquia' },
      { city_id: '99999', city_name: 'Medellín, Antioquia' },
    ]) {
      const response = await register(registrationBody(city));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'UNKNOWN_CITY',
        message: MESSAGES.cityUnknown,
        errors: [{ field: 'city_name', message: 'Por favor selecciona una ciudad de la lista' }],
      });
    }
  });

  it.each([
    ['email', MESSAGES.emailTaken],
    ['phone', MESSAGES.phoneTaken],
    ['cedula', MESSAGES.cedulaTaken],
  ] as const)(
    'answers 409 on the %s field when it is already registered',
    async (field, message) => {
      const existing = registrationBody();
      expect((await register(existing)).statusCode).toBe(201);
      const response = await register(registrationBody({ [field]: existing[field] }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ statusCode: 409, message });
      expect(response.json().errors).toEqual([{ field, message }]);
    },
  );

  it('keeps the email unique whatever its case', async () => {
    const existing = registrationBody();
    expect((await register(existing)).statusCode).toBe(201);
    const response = await register(
      registrationBody({ email: String(existing.email).toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([{ field: 'email', message: MESSAGES.emailTaken }]);
  });

  it('lets exactly one of two identical registrations sent at once succeed', async () => {
    const body = registrationBody();
    const responses = await Promise.all([register(body), register(body)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const conflict = responses.find((response) => response.statusCode === 409);
    expect(conflict?.json()).toMatchObject({ statusCode: 409, code: 'DUPLICATE_USER' });
    const rows = await harness.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(rows).toHaveLength(1);
  });

  it('answers 429 to the 21st registration from one address within a minute', async () => {
    const address = '10.9.9.9';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await register({}, address)).statusCode).toBe(400);
    }
    const blocked = await register(registrationBody(), address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, message: MESSAGES.tooManyAttempts });
    expect((await register(registrationBody(), '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('GET /v1/clients/remodelings', () => {
  const list = (headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url: '/v1/clients/remodelings', headers });

  async function insertRemodeling(values: {
    clientUserId: number;
    designerUserId?: number;
    designerRating?: number;
    createdAt: Date;
  }) {
    const hashid = randomBytes(5).toString('hex');
    await harness.ctx.db.insert(remodelings).values({ hashid, ...values });
    return hashid;
  }

  it('lists only the caller’s remodellings, newest first, with their designer', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const otherClient = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const designer = await createTestUser(harness.app, harness.ctx, ROLE.designer);

    const older = await insertRemodeling({
      clientUserId: client.id,
      createdAt: new Date('2024-03-01T15:00:00Z'),
    });
    const newer = await insertRemodeling({
      clientUserId: client.id,
      designerUserId: designer.id,
      designerRating: 5,
      createdAt: new Date('2024-05-10T15:00:00Z'),
    });
    const someoneElses = await insertRemodeling({
      clientUserId: otherClient.id,
      designerUserId: designer.id,
      createdAt: new Date('2024-04-01T15:00:00Z'),
    });

    const response = await list(bearer(client));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        hashid: newer,
        created_at: '2024-05-10T15:00:00.000Z',
        designer_rating: 5,
        designer: {
          first_name: 'Prueba',
          last_name: expect.stringMatching(/^Usuario /),
          avatar: null,
        },
      },
      {
        hashid: older,
        created_at: '2024-03-01T15:00:00.000Z',
        designer_rating: null,
        designer: null,
      },
    ]);

    const others = await list(bearer(otherClient));
    expect(others.json().map((row: { hashid: string }) => row.hashid)).toEqual([someoneElses]);
  });

  it('returns an empty list to a client without remodellings', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const response = await list(bearer(client));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: MESSAGES.unauthorized,
    });
  });

  it('answers 403 to a designer', async () => {
    const designer = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    const response = await list(bearer(designer));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'No tienes permiso para realizar esta acción',
    });
  });
});
