import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { login } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('the demo seed', () => {
  it('creates the six demo accounts once, each signing in with its role', async () => {
    expect(await seedDemoIfEmpty(harness.ctx)).toBe(true);
    expect(await seedDemoIfEmpty(harness.ctx)).toBe(false);
    const accounts = [
      ['cliente@demo.co', ROLE.client],
      ['disenador@demo.co', ROLE.designer],
      ['proveedor@demo.co', ROLE.supplier],
      ['lsh@demo.co', ROLE.lsh],
      ['admin@demo.co', ROLE.admin],
      ['asesor@demo.co', ROLE.salesperson],
    ] as const;
    for (const [email, roleId] of accounts) {
      const response = await login(harness.app, email, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.role_id).toBe(roleId);
    }
  });

  it('gives the demo designer a portfolio whose images are served', async () => {
    const { token } = (await login(harness.app, 'disenador@demo.co', DEMO_PASSWORD)).json();
    const profile = await harness.app.inject({
      method: 'GET',
      url: '/v1/designers/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    const portfolio = profile.json().portfolio as { url: string }[];
    expect(portfolio).toHaveLength(3);
    const image = await harness.app.inject({ method: 'GET', url: portfolio[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});
