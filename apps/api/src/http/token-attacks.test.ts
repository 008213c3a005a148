/**
 * Forged, expired, tampered and revoked session tokens: each is refused with 401 by a REST route
 * that needs a session and by the Socket.IO handshake, which both ask `actorOfToken`.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { connectSocket } from '../test/conversations.js';
import { bearer, createTestUser, PASSWORD, type TestUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let harness: TestApp;
let url: string;
let user: TestUser;

const SESSION_ROUTE = '/v1/users/profile';

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

const asSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function signed(claims: Record<string, unknown>, key: Uint8Array, algorithm = 'HS256') {
  return new SignJWT(claims).setProtectedHeader({ alg: algorithm, typ: 'JWT' }).sign(key);
}

async function expectRefused(token: string, what: string) {
  const rest = await harness.app.inject({
    method: 'GET',
    url: SESSION_ROUTE,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(rest.statusCode, what).toBe(401);
  expect(rest.json(), what).toEqual({
    statusCode: 401,
    code: 'UNAUTHORIZED',
    message: MESSAGES.unauthorized,
  });
  await expect(connectSocket(url, token), what).rejects.toThrow(MESSAGES.unauthorized);
}

async function expectAdmitted(token: string) {
  const rest = await harness.app.inject({
    method: 'GET',
    url: SESSION_ROUTE,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(rest.statusCode).toBe(200);
  const socket = await connectSocket(url, token);
  expect(socket.connected).toBe(true);
  socket.close();
}

beforeAll(async () => {
  harness = await createTestApp();
  url = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  user = await createTestUser(harness.app, harness.ctx, ROLE.client);
});

afterAll(() => harness.close());

describe('a session token', () => {
  it('that is genuine opens both doors', async () => {
    await expectAdmitted(user.token);
  });

  it("with 'alg: none' and no signature is refused", async () => {
    const claims = claimsOf(user.token);
    await expectRefused(new UnsecuredJWT(claims).encode(), 'alg none');
    // The same claims under a hand-written header that spells the algorithm differently.
    const header = Buffer.from(JSON.stringify({ alg: 'None', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    await expectRefused(`${header}.${payload}.`, 'alg None');
  });

  it('signed with another key is refused', async () => {
    await expectRefused(await signed(claimsOf(user.token), randomBytes(32)), 'wrong key');
  });

  it('signed with the right key by another algorithm is refused', async () => {
    await expectRefused(await signed(claimsOf(user.token), harness.ctx.tokenKey, 'HS512'), 'HS512');
  });

  it('that expired is refused, and one without an expiry too', async () => {
    const now = new Date();
    const expired = await signed(
      {
        ...claimsOf(user.token),
        iat: asSeconds(now) - 8 * 24 * 3600,
        exp: asSeconds(now) - 60,
      },
      harness.ctx.tokenKey,
    );
    await expectRefused(expired, 'expired');
    const { exp: _exp, ...forever } = claimsOf(user.token);
    await expectRefused(await signed(forever, harness.ctx.tokenKey), 'no expiry');
  });

  it('whose payload was changed under the old signature is refused', async () => {
    const [header, , signature] = user.token.split('.');
    const admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
    const changes: [string, Record<string, unknown>][] = [
      ['promoted to admin', { role_id: ROLE.admin }],
      ["another user's uuid", { uuid: admin.uuid, role_id: ROLE.admin }],
      ['a later expiry', { exp: asSeconds(new Date()) + 365 * 24 * 3600 }],
      ['another token version', { tv: Number(claimsOf(user.token).tv) + 1 }],
    ];
    for (const [what, change] of changes) {
      const payload = Buffer.from(JSON.stringify({ ...claimsOf(user.token), ...change }));
      const tampered = `${header}.${payload.toString('base64url')}.${signature}`;
      expect(tampered, what).not.toBe(user.token);
      await expectRefused(tampered, what);
    }
  });

  it('properly signed but naming a role the user does not have is refused', async () => {
    const claims = { ...claimsOf(user.token), role_id: ROLE.admin };
    await expectRefused(await signed(claims, harness.ctx.tokenKey), 'other role');
  });

  it('issued before the user changed the password is refused; the new one works', async () => {
    const person = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    const changed = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/password',
      headers: bearer(person),
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'OtraClave456!',
        confirmPassword: 'OtraClave456!',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectRefused(person.token, 'before the password change');
    await expectAdmitted(changed.json<{ token: string }>().token);
  });

  it('that is not a JWT at all is refused', async () => {
    for (const token of ['', 'a.b.c', '...', 'x'.repeat(10_000)]) {
      const rest = await harness.app.inject({
        method: 'GET',
        url: SESSION_ROUTE,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(rest.statusCode).toBe(401);
    }
    await expect(connectSocket(url, 'a.b.c')).rejects.toThrow(MESSAGES.unauthorized);
  });
});
