/**
 * Per-address limits count the address the server can vouch for: X-Forwarded-For is believed
 * only from the proxies TRUST_PROXY names, never from any client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The per-address ceiling on /v1/auth/login (auth.routes.ts): 60 a minute.
const LOGIN_CEILING = 60;

let sequence = 0;

/** A failed login for a new made-up account each time, so only the per-address limit counts. */
function loginWithForwardedFor(harness: TestApp, forwardedFor: string, remoteAddress: string) {
  sequence += 1;
  return harness.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: `nadie${sequence}@prueba.co`, password: 'Mala1234!' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
}

describe('without TRUST_PROXY', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('ignores X-Forwarded-For, so rotating it does not dodge the login limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= LOGIN_CEILING + 1; attempt += 1) {
      const response = await loginWithForwardedFor(harness, `10.9.0.${attempt}`, '203.0.113.50');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LOGIN_CEILING).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => harness.close());

  it("counts each client behind the proxy on its own, and a stranger's header not at all", async () => {
    for (let attempt = 1; attempt <= LOGIN_CEILING + 1; attempt += 1) {
      const viaProxy = await loginWithForwardedFor(harness, `10.9.1.${attempt}`, '127.0.0.1');
      expect(viaProxy.statusCode).toBe(401);
    }
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= LOGIN_CEILING + 1; attempt += 1) {
      const direct = await loginWithForwardedFor(harness, `10.9.2.${attempt}`, '203.0.113.51');
      statuses.push(direct.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
