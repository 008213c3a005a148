import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { PASSWORD, bearer, createTestUser, login } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('POST /v1/users/check', () => {
  let cedulaSequence = 7_100_000;
  const check = (payload: Record<string, unknown>) =>
    harness.app.inject({ method: 'POST', url: '/v1/users/check', payload });

  it('answers available for contact data nobody uses', async () => {
    const response = await check({
      email: 'libre@prueba.co',
      phone: '3119998877',
      cedula: '99887766',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true });
  });

  it.each([
    ['email', MESSAGES.emailTaken],
    ['phone', MESSAGES.phoneTaken],
    ['cedula', MESSAGES.cedulaTaken],
  ] as const)('answers 409 naming the %s when it is taken', async (field, message) => {
    cedulaSequence += 1;
    const cedula = String(cedulaSequence);
    const existing = await createTestUser(harness.app, harness.ctx, ROLE.client, { cedula });
    const taken = { email: existing.email, phone: existing.phone, cedula };
    const free = { email: 'otra.persona@prueba.co', phone: '3215550000', cedula: '55443322' };
    const response = await check({ ...free, [field]: taken[field] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'DUPLICATE_USER',
      message,
      errors: [{ field, message }],
    });
  });

  it('lists every taken field at once', async () => {
    const existing = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
      cedula: '8877665544',
    });
    const response = await check({
      email: existing.email.toUpperCase(),
      phone: existing.phone,
      cedula: '8877665544',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      { field: 'email', message: 'Ya existe una cuenta registrada con este correo' },
      { field: 'phone', message: 'Ya existe una cuenta registrada con este número celular' },
      { field: 'cedula', message: 'Ya existe una cuenta registrada con esta cédula' },
    ]);
  });

  it('treats the cedula as optional and ignores it when absent', async () => {
    await createTestUser(harness.app, harness.ctx, ROLE.client, { cedula: '1231231231' });
    const response = await check({ email: 'sin.cedula@prueba.co', phone: '3157776655' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true });
  });

  it('validates the fields with the spec messages', async () => {
    const response = await check({ email: 'correo', phone: '12345', cedula: '12' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(response.json().errors).toEqual([
      { field: 'email', message: MESSAGES.emailInvalid },
      { field: 'phone', message: MESSAGES.phoneInvalid },
      { field: 'cedula', message: 'La cédula debe tener entre 7 y 10 dígitos' },
    ]);
  });

  it('requires email and phone', async () => {
    const response = await check({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'email', message: MESSAGES.required },
      { field: 'phone', message: MESSAGES.required },
    ]);
  });
});

describe('GET /v1/users/profile', () => {
  it('returns the session view of the signed-in user and no password data', async () => {
    const user = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      uuid: user.uuid,
      role_id: ROLE.client,
      first_name: 'Prueba',
      last_name: expect.stringMatching(/^Usuario \d+$/),
      email: user.email,
      phone: user.phone,
      avatar: null,
      hasBankInfo: false,
      is_approved: true,
      company_name: null,
      company_logo: null,
      online_status: null,
    });
    expect(body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(JSON.stringify(body)).not.toMatch(/password|argon2|token_version|tokenVersion/i);
  });

  it('answers 401 without a token', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v1/users/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.unauthorized);
  });
});

describe('PATCH /v2/users/password', () => {
  const NEW_PASSWORD = 'NuevaClave9$';
  const change = (user: { token: string }, payload: Record<string, unknown>) =>
    harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/password',
      headers: bearer(user),
      payload,
    });

  async function newPasswordMessages(newPassword: string) {
    const user = await createTestUser(harness.app, harness.ctx);
    const response = await change(user, {
      currentPassword: PASSWORD,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(400);
    return response
      .json<{ errors: { field: string; message: string }[] }>()
      .errors.filter((error) => error.field === 'newPassword')
      .map((error) => error.message);
  }

  it('refuses a wrong current password on the currentPassword field', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    const response = await change(user, {
      currentPassword: 'Equivocada1!',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'WRONG_PASSWORD',
      message: MESSAGES.currentPasswordWrong,
      errors: [{ field: 'currentPassword', message: MESSAGES.currentPasswordWrong }],
    });
    expect((await login(harness.app, user.email)).statusCode).toBe(200);
  });

  it('lets a session guess the current password only as often as a login, even all at once', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    const guess = (currentPassword: string) =>
      change(user, { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, index) => guess(`Equivocada${index}!`)),
    );
    const codes = guesses.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(LIMITS.loginFailuresAllowed);
    expect(codes.filter((code) => code === 429)).toHaveLength(15 - LIMITS.loginFailuresAllowed);
    // Even the right one waits out the minute, then works.
    expect((await guess(PASSWORD)).statusCode).toBe(429);
    harness.advanceClock(LIMITS.loginWindowMs + 1000);
    expect((await guess(PASSWORD)).statusCode).toBe(200);
  });

  it('requires the current password to have at least 8 characters', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    const response = await change(user, {
      currentPassword: 'corta',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'currentPassword', message: MESSAGES.newPasswordMin },
    ]);
  });

  it('asks for a new password of at least 8 characters', async () => {
    expect(await newPasswordMessages('Ab1!')).toEqual([
      'La contraseña debe tener mínimo 8 caracteres',
    ]);
  });

  it.each([
    ['an upper-case letter', 'nuevaclave9$', MESSAGES.passwordUppercase],
    ['a lower-case letter', 'NUEVACLAVE9$', MESSAGES.passwordLowercase],
    ['a digit', 'NuevaClave$$', MESSAGES.passwordNumber],
    ['a special character', 'NuevaClave99', MESSAGES.passwordChangeSpecial],
  ])('refuses a new password without %s', async (_rule, newPassword, message) => {
    expect(await newPasswordMessages(newPassword)).toEqual([message]);
  });

  it('accepts only @$!%*?& as the special character', async () => {
    expect(await newPasswordMessages('NuevaClave9#')).toEqual([
      'Al menos un caracter especial (@$!%*?&)',
    ]);
  });

  it('refuses a confirmation that does not match', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    const response = await change(user, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'NuevaClave9!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch },
    ]);
  });

  it('changes the password, returns a new token and revokes the old one', async () => {
    const user = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const response = await change(user, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; token: string }>();
    expect(body.message).toBe('Contraseña actualizada exitosamente');
    expect(body.token).toMatch(/^ey/);
    expect(body.token).not.toBe(user.token);

    const profile = (token: string) =>
      harness.app.inject({ method: 'GET', url: '/v1/users/profile', headers: bearer({ token }) });
    const withNewToken = await profile(body.token);
    expect(withNewToken.statusCode).toBe(200);
    expect(withNewToken.json()).toMatchObject({ uuid: user.uuid, role_id: ROLE.supplier });
    expect((await profile(user.token)).statusCode).toBe(401);

    expect((await login(harness.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(harness.app, user.email, PASSWORD)).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/password',
      payload: {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(401);
  });
});
