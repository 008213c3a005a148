import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PASSWORD, bearer, createTestUser, login } from '../../test/fixtures.js';
import { dispatchDueMessages, listMailbox } from '../notifications/notifications.service.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('POST /v1/auth/login', () => {
  it('returns a token and the user data', async () => {
    const user = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const response = await login(harness.app, user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ uuid: user.uuid, role_id: ROLE.supplier, email: user.email });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    const wrong = await login(harness.app, user.email, 'Otra1234!');
    const unknown = await login(harness.app, 'nadie@prueba.co');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.loginFailed);
    expect(unknown.json().message).toBe(MESSAGES.loginFailed);
  });

  it('reports each invalid field with the spec message', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'no-es-correo', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'email', message: MESSAGES.emailInvalid },
      { field: 'password', message: MESSAGES.required },
    ]);
  });

  function loginFrom(address: string, email: string, password = PASSWORD) {
    return harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password },
      remoteAddress: address,
    });
  }

  it('answers the 11th failed login for one account within a minute with 429', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(harness.app, user.email, 'Mala1234!')).statusCode).toBe(401);
    }
    const blocked = await login(harness.app, user.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Demasiados intentos, intenta de nuevo en un minuto');
    harness.advanceClock(61_000);
    expect((await login(harness.app, user.email)).statusCode).toBe(200);
  });

  it('counts guesses sent all at once: only the allowed number are tried', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => loginFrom('203.0.113.77', user.email, 'Mala1234!')),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(LIMITS.loginFailuresAllowed);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - LIMITS.loginFailuresAllowed);
  });

  it("locks the guesser's address, not the owner who signs in from elsewhere", async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    expect((await loginFrom('198.51.100.20', user.email)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await loginFrom('203.0.113.7', user.email, 'Mala1234!');
    }
    expect((await loginFrom('203.0.113.7', user.email)).statusCode).toBe(429);
    // The owner has signed in from home before: the lock on the guesser does not reach it.
    expect((await loginFrom('198.51.100.20', user.email)).statusCode).toBe(200);
  });

  it('under guessing from many addresses, keeps letting the owner in from a known address', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    expect((await loginFrom('198.51.100.30', user.email)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await loginFrom(`203.0.113.${attempt}`, user.email, 'Mala1234!');
    }
    // A new address, even with the right password, waits out the minute…
    const stranger = await loginFrom('203.0.113.200', user.email);
    expect(stranger.statusCode).toBe(429);
    // …while the address the owner used before still gets in.
    expect((await loginFrom('198.51.100.30', user.email)).statusCode).toBe(200);
    harness.advanceClock(61_000);
    expect((await loginFrom('203.0.113.200', user.email)).statusCode).toBe(200);
  });
});

describe('the contract of the session calls', () => {
  it('is in the OpenAPI document, from the shared schema', () => {
    const paths = harness.app.swagger().paths ?? {};
    const login = JSON.stringify(paths['/v1/auth/login']?.post?.responses);
    expect(login).toContain('"token"');
    expect(login).toContain('"online_status"');
    const profile = JSON.stringify(paths['/v1/users/profile']?.get?.responses);
    expect(profile).toContain('"hasBankInfo"');
  });
});

describe('tokens', () => {
  const profile = (authorization: string) =>
    harness.app.inject({ method: 'GET', url: '/v1/users/profile', headers: { authorization } });

  it('accepts a valid token', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    expect((await profile(`Bearer ${user.token}`)).statusCode).toBe(200);
  });

  it('refuses alg none, a wrong signature and an expired token with 401', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    const [header, payload] = user.token.split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
      'base64url',
    );
    expect((await profile(`Bearer ${noneHeader}.${payload}.`)).statusCode).toBe(401);
    expect((await profile(`Bearer ${header}.${payload}.AAAA`)).statusCode).toBe(401);

    const otherKey = new TextEncoder().encode('x'.repeat(64));
    const forged = await new SignJWT({ role_id: ROLE.admin, uuid: user.uuid, tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(otherKey);
    expect((await profile(`Bearer ${forged}`)).statusCode).toBe(401);

    const expired = await new SignJWT({ role_id: ROLE.client, uuid: user.uuid, tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(harness.ctx.tokenKey);
    const response = await profile(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('refuses a token whose role claim was changed', async () => {
    const user = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const escalated = await new SignJWT({ role_id: ROLE.admin, uuid: user.uuid, tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(harness.ctx.tokenKey);
    expect((await profile(`Bearer ${escalated}`)).statusCode).toBe(401);
  });

  it('gives 403 when a role calls another role’s route', async () => {
    const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v1/clients/remodelings',
      headers: bearer(supplier),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('password recovery', () => {
  // Each from its own address, clear of the per-address ceiling on this route.
  let resetSender = 0;
  async function requestReset(email: string) {
    resetSender += 1;
    return harness.app.inject({
      method: 'POST',
      url: '/v1/users/password-reset',
      payload: { email },
      remoteAddress: `192.0.3.${resetSender}`,
    });
  }

  async function latestResetToken(email: string): Promise<string> {
    await dispatchDueMessages(harness.ctx.db, harness.ctx.transports, harness.ctx.now);
    const message = (await listMailbox(harness.ctx.db)).find((entry) => entry.to === email);
    const match = message?.text.match(/\/password-reset\/([\w-]+)/);
    if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
    return match[1];
  }

  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    const known = await requestReset(user.email);
    const unknown = await requestReset('desconocido@prueba.co');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(MESSAGES.resetLinkReminder);
    await dispatchDueMessages(harness.ctx.db, harness.ctx.transports, harness.ctx.now);
    const mailbox = await listMailbox(harness.ctx.db);
    expect(mailbox.some((entry) => entry.to === user.email)).toBe(true);
    expect(mailbox.some((entry) => entry.to === 'desconocido@prueba.co')).toBe(false);
  });

  it('mails one account at most three links an hour, answering every request the same', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        harness.app.inject({
          method: 'POST',
          url: '/v1/users/password-reset',
          payload: { email: user.email },
          remoteAddress: `192.0.2.${index + 1}`,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.body))).toEqual(
      new Set([JSON.stringify({ message: MESSAGES.resetLinkReminder })]),
    );
    const mailed = async () => {
      await dispatchDueMessages(harness.ctx.db, harness.ctx.transports, harness.ctx.now);
      return (await listMailbox(harness.ctx.db)).filter((entry) => entry.to === user.email).length;
    };
    expect(await mailed()).toBe(3);
    // Requests past the allowance are not counted, so asking again and again cannot keep the
    // owner waiting: an hour after the three sent, a link goes out.
    harness.advanceClock(30 * 60 * 1000);
    for (let again = 0; again < 5; again += 1) await requestReset(user.email);
    expect(await mailed()).toBe(3);
    harness.advanceClock(31 * 60 * 1000);
    await requestReset(user.email);
    expect(await mailed()).toBe(4);
  });

  it('validates the email with the recovery messages', async () => {
    const empty = await requestReset('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(MESSAGES.recoveryEmailRequired);
    const invalid = await requestReset('correo');
    expect(invalid.json().errors[0].message).toBe(MESSAGES.recoveryEmailInvalid);
  });

  it('sets a new password once, revoking older sessions', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    await requestReset(user.email);
    const token = await latestResetToken(user.email);

    const check = await harness.app.inject({
      method: 'GET',
      url: `/v1/users/password-reset/${token}`,
    });
    expect(check.json()).toEqual({ success: true });

    const tooShort = await harness.app.inject({
      method: 'PATCH',
      url: `/v1/users/password-reset/${token}`,
      payload: { password: 'corta' },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors[0].message).toBe(MESSAGES.passwordUppercase);

    // The sign-up rule, not only eight characters.
    const weak = await harness.app.inject({
      method: 'PATCH',
      url: `/v1/users/password-reset/${token}`,
      payload: { password: 'aaaaaaaa' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      { field: 'password', message: MESSAGES.passwordUppercase },
      { field: 'password', message: MESSAGES.passwordSpecial },
      { field: 'password', message: MESSAGES.passwordNumber },
    ]);

    const reset = await harness.app.inject({
      method: 'PATCH',
      url: `/v1/users/password-reset/${token}`,
      payload: { password: 'NuevaClave9!' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(harness.app, user.email, 'NuevaClave9!')).statusCode).toBe(200);
    expect((await login(harness.app, user.email, PASSWORD)).statusCode).toBe(401);
    const oldSession = await harness.app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(user),
    });
    expect(oldSession.statusCode).toBe(401);

    const reused = await harness.app.inject({
      method: 'PATCH',
      url: `/v1/users/password-reset/${token}`,
      payload: { password: 'OtraClave9!' },
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe(MESSAGES.resetLinkExpired);
  });

  it('expires a link after one hour', async () => {
    const user = await createTestUser(harness.app, harness.ctx);
    await requestReset(user.email);
    const token = await latestResetToken(user.email);
    harness.advanceClock(60 * 60 * 1000 + 1000);
    const check = await harness.app.inject({
      method: 'GET',
      url: `/v1/users/password-reset/${token}`,
    });
    expect(check.statusCode).toBe(410);
    expect(check.json().message).toBe('El link de recuperación de contraseña ha expirado');
  });

  it('treats an unknown token as expired', async () => {
    const check = await harness.app.inject({ method: 'GET', url: '/v1/users/password-reset/abc' });
    expect(check.statusCode).toBe(410);
  });
});
