import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PqrsDetail, PqrsRow } from '@hogarte/shared/contracts/pqrs';
import { login } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let harness: TestApp;
const tokens = new Map<string, string>();

const get = (url: string, email: string) =>
  harness.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens.get(email) ?? ''}` },
  });

beforeAll(async () => {
  harness = await createTestApp();
  expect(await seedDemoIfEmpty(harness.ctx)).toBe(true);
  for (const email of ['cliente@demo.co', 'admin@demo.co']) {
    const session = await login(harness.app, email, DEMO_PASSWORD);
    tokens.set(email, session.json<{ token: string }>().token);
  }
});
afterAll(() => harness.close());

describe('the demo PQRS', () => {
  it("gives the demo client one request in each state, the claim about an order's canceled line answered", async () => {
    const response = await get('/v1/pqrs', 'cliente@demo.co');
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: PqrsRow[] }>().items;
    expect(items.map((item) => [item.type, item.state])).toEqual([
      ['peticion', 'radicada'],
      ['queja', 'en_tramite'],
      ['reclamo', 'respondida'],
      ['sugerencia', 'respondida'],
    ]);
    // Numbered in the order they were filed, newest first here.
    const numbers = items.map((item) => Number(item.filing_number.slice(-6)));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    const claim = items.find((item) => item.type === 'reclamo');
    expect(claim?.order_number).toMatch(/^HG-\d{6}$/);
    // The claim is about the order whose poltrona the supplier canceled, placed before the filing.
    const purchases = (await get('/v2/orders', 'cliente@demo.co')).json<{
      items: { orderNumber: string; purchaseDate: string; suborders: { status: string }[] }[];
    }>().items;
    const claimed = purchases.find((order) => order.orderNumber === claim?.order_number);
    expect(claimed?.suborders.map((line) => line.status)).toContain('Canceled');
    expect(new Date(claimed?.purchaseDate ?? '').getTime()).toBeLessThan(
      new Date(claim?.filed_at ?? '').getTime(),
    );
    const detail = await get(`/v1/pqrs/${claim?.hashid ?? ''}`, 'cliente@demo.co');
    const answered = detail.json<PqrsDetail>();
    expect(answered.answer).toContain('reembolso');
    expect(new Date(answered.answered_at ?? '').getTime()).toBeGreaterThan(
      new Date(answered.in_progress_at ?? '').getTime(),
    );
  });

  it('shows them to the admin, open ones first', async () => {
    const response = await get('/v1/admin/pqrs', 'admin@demo.co');
    expect(response.statusCode).toBe(200);
    const states = response.json<{ items: PqrsRow[] }>().items.map((item) => item.state);
    expect(states.slice(0, 2).sort()).toEqual(['en_tramite', 'radicada']);
    expect(states.slice(2)).toEqual(['respondida', 'respondida']);
  });
});
