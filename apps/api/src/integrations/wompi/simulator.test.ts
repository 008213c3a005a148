import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCop } from '@hogarte/shared/money';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { wompiClient } from './client.js';
import { WompiSimulator } from './simulator.js';
import type { CheckoutRequest } from './wompi.js';

// The checkout decides what a payment does to an order (its own tests); here only what reaches it.
const settlement = vi.hoisted(() => ({
  settleWompiTransaction: vi.fn((..._args: unknown[]) => Promise.resolve()),
}));
vi.mock('../../modules/payments/settlement.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  settleWompiTransaction: settlement.settleWompiTransaction,
}));

let harness: TestApp;
let simulator: WompiSimulator;
const REDIRECT_URL = 'http://localhost:3000/pago/resultado';

beforeAll(async () => {
  harness = await createTestApp();
  if (!(harness.ctx.wompi instanceof WompiSimulator))
    throw new Error('demo mode uses the simulator');
  simulator = harness.ctx.wompi;
});
afterAll(() => harness.close());
beforeEach(() => settlement.settleWompiTransaction.mockClear());

let serial = 0;
function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  serial += 1;
  return {
    publicKey: 'pub_test_hogarte_simulador',
    reference: `HG-${String(serial).padStart(6, '0')}-prueba`,
    amountInCents: 2_490_000,
    redirectUrl: REDIRECT_URL,
    expirationTime: new Date(harness.ctx.now().getTime() + 30 * 60_000),
    customerEmail: 'ana@example.com',
    ...overrides,
  };
}

/** The checkout URL our API gives the browser, as a path of this process. */
function pagePath(request: CheckoutRequest): string {
  const url = new URL(simulator.checkoutUrl(request));
  return `${url.pathname}${url.search}`;
}

function pay(request: CheckoutRequest, method: Record<string, string>, tamper = {}) {
  const url = new URL(simulator.checkoutUrl(request));
  const form = new URLSearchParams({
    ...Object.fromEntries(url.searchParams),
    ...method,
    ...tamper,
  });
  return harness.app.inject({
    method: 'POST',
    url: '/simulador/wompi/p/pagar',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

const CARD = { 'card-holder': 'ANA MARIA PEREZ', 'card-expiry': '12/49', 'card-cvc': '123' };
const card = (number: string) => ({ 'payment-method': 'CARD', 'card-number': number, ...CARD });
const nequi = (phone: string) => ({ 'payment-method': 'NEQUI', 'nequi-phone': phone });
const pse = (bank: string) => ({
  'payment-method': 'PSE',
  'pse-bank': bank,
  'pse-person-type': '0',
  'pse-document-type': 'CC',
  'pse-document': '1020304050',
});

describe('the simulated web checkout page', () => {
  it('shows the amount in COP, the reference and the three ways to pay', async () => {
    const request = checkoutRequest();
    const page = await harness.app.inject({ method: 'GET', url: pagePath(request) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(formatCop(24_900));
    expect(page.body).toContain(request.reference);
    expect(page.body).toContain('ana@example.com');
    for (const tab of ['Tarjeta', 'Nequi', 'PSE']) expect(page.body).toContain(`>${tab}</label>`);
    expect(page.body).not.toContain('<script');
    // The form's redirect after paying goes to the store: the page's CSP allows it.
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:3000",
    );
  });

  it('refuses a link whose integrity signature does not match', async () => {
    const url = new URL(simulator.checkoutUrl(checkoutRequest()));
    url.searchParams.set('amount-in-cents', '100');
    const page = await harness.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Firma de integridad no válida');
    expect(page.body).not.toContain('<form');

    url.searchParams.set('amount-in-cents', '2490000');
    url.searchParams.set('signature:integrity', '0'.repeat(64));
    const forged = await harness.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(forged.statusCode).toBe(400);
  });

  it('refuses an expired link, including one that expires while the buyer waits', async () => {
    const past = checkoutRequest({ expirationTime: new Date(harness.ctx.now().getTime() - 1000) });
    const expired = await harness.app.inject({ method: 'GET', url: pagePath(past) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('El enlace de pago expiró');

    const soon = checkoutRequest({
      expirationTime: new Date(harness.ctx.now().getTime() + 60_000),
    });
    expect((await harness.app.inject({ method: 'GET', url: pagePath(soon) })).statusCode).toBe(200);
    harness.advanceClock(2 * 60_000);
    const late = await pay(soon, card('4242 4242 4242 4242'));
    expect(late.statusCode).toBe(410);
    await simulator.settled();
    expect(settlement.settleWompiTransaction).not.toHaveBeenCalled();
  });

  it('refuses an incomplete link with a readable page, never a 500', async () => {
    const queries = [
      '',
      '?public-key=pub_test_x&currency=COP&amount-in-cents=100',
      '?public-key=pub_test_x&currency=USD&amount-in-cents=100&reference=r&signature:integrity=x',
      '?public-key=pub_test_x&currency=COP&amount-in-cents=-5&reference=r&signature:integrity=x',
      '?public-key=pub_test_x&currency=COP&amount-in-cents=1.5&reference=r&signature:integrity=x',
      '?public-key=llave&currency=COP&amount-in-cents=100&reference=r&signature:integrity=x',
      '?public-key=pub_test_x&currency=COP&amount-in-cents=100&reference=r&reference=s&signature:integrity=x',
    ];
    for (const query of queries) {
      const page = await harness.app.inject({ method: 'GET', url: `/simulador/wompi/p/${query}` });
      expect(page.statusCode, query).toBe(400);
      expect(page.body).toContain('No pudimos abrir el pago');
    }
  });

  it('escapes what the link carries', async () => {
    const request = checkoutRequest({ reference: '<script>alert(1)</script>' });
    const page = await harness.app.inject({ method: 'GET', url: pagePath(request) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('paying in the simulator', () => {
  const outcomes: [string, Record<string, string>, string, string][] = [
    ['card 4242 4242 4242 4242', card('4242 4242 4242 4242'), 'CARD', 'APPROVED'],
    ['card 4111 1111 1111 1111', card('4111111111111111'), 'CARD', 'DECLINED'],
    ['any other card', card('5555 5555 5555 4444'), 'CARD', 'ERROR'],
    ['Nequi 3991111111', nequi('3991111111'), 'NEQUI', 'APPROVED'],
    ['Nequi 3992222222', nequi('3992222222'), 'NEQUI', 'DECLINED'],
    ['any other Nequi', nequi('3001234567'), 'NEQUI', 'ERROR'],
    ['PSE bank 1', pse('1'), 'PSE', 'APPROVED'],
    ['PSE bank 2', pse('2'), 'PSE', 'DECLINED'],
  ];

  it.each(outcomes)('%s → %s %s', async (_label, method, type, status) => {
    const request = checkoutRequest();
    const paid = await pay(request, method);
    expect(paid.statusCode).toBe(303);
    const location = new URL(paid.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URL);
    expect(location.searchParams.get('env')).toBe('test');
    const id = location.searchParams.get('id') as string;
    expect(id).toMatch(/^\d+-\d+-\d+$/);

    const read = await harness.app.inject({
      method: 'GET',
      url: `/simulador/wompi/v1/transactions/${id}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      data: expect.objectContaining({
        id,
        reference: request.reference,
        amount_in_cents: 2_490_000,
        currency: 'COP',
        payment_method_type: type,
        status,
        customer_email: 'ana@example.com',
        redirect_url: REDIRECT_URL,
        created_at: expect.any(String),
        finalized_at: expect.any(String),
      }),
      meta: {},
    });
    await expect(harness.ctx.wompi?.getTransaction(id)).resolves.toMatchObject({ id, status });

    // The signed event reached our webhook, which verified it and handed it to the checkout.
    await simulator.settled();
    expect(settlement.settleWompiTransaction).toHaveBeenCalledTimes(1);
    expect(settlement.settleWompiTransaction).toHaveBeenCalledWith(
      harness.ctx,
      expect.objectContaining({
        id,
        status,
        reference: request.reference,
        amount_in_cents: 2_490_000,
      }),
      expect.objectContaining({ order: expect.any(Function) }),
      { eventChecksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
    );
  });

  it('keeps only the last four digits of a card', async () => {
    const paid = await pay(checkoutRequest(), card('4242 4242 4242 4242'));
    const id = new URL(paid.headers.location as string).searchParams.get('id') as string;
    const read = await harness.app.inject({
      method: 'GET',
      url: `/simulador/wompi/v1/transactions/${id}`,
    });
    expect(read.json().data.payment_method).toEqual({
      type: 'CARD',
      extra: { last_four: '4242', brand: 'VISA' },
      installments: 1,
    });
    expect(read.body).not.toContain('4242424242424242');
    await simulator.settled();
  });

  it('shows the form again with what is wrong, creating nothing', async () => {
    const request = checkoutRequest();
    const invalid: Record<string, string>[] = [
      { ...card('4242'), 'card-number': '4242' },
      { ...card('4242424242424242'), 'card-expiry': '13/40' },
      { ...card('4242424242424242'), 'card-expiry': '01/20' },
      { ...card('4242424242424242'), 'card-cvc': '' },
      nequi('12345'),
      { ...pse('1'), 'pse-document': 'abc' },
      { 'payment-method': 'BITCOIN' },
      {},
    ];
    for (const method of invalid) {
      const answer = await pay(request, method);
      expect(answer.statusCode, JSON.stringify(method)).toBe(400);
      expect(answer.body).toContain('role="alert"');
      expect(answer.body).toContain(request.reference);
      // The card number is never echoed back into the page.
      expect(answer.body).not.toContain('value="4242424242424242"');
    }
    await simulator.settled();
    expect(settlement.settleWompiTransaction).not.toHaveBeenCalled();
  });

  it('refuses a form whose amount was changed after signing', async () => {
    const answer = await pay(checkoutRequest(), card('4242424242424242'), {
      'amount-in-cents': '100',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Firma de integridad no válida');
    await simulator.settled();
    expect(settlement.settleWompiTransaction).not.toHaveBeenCalled();
  });

  it('lets a declined payment be retried, but not an approved one', async () => {
    const request = checkoutRequest();
    expect((await pay(request, card('4111111111111111'))).statusCode).toBe(303);
    expect((await pay(request, card('4242424242424242'))).statusCode).toBe(303);
    const again = await pay(request, card('4242424242424242'));
    expect(again.statusCode).toBe(409);
    expect((await harness.app.inject({ method: 'GET', url: pagePath(request) })).statusCode).toBe(
      409,
    );
    await simulator.settled();
    expect(settlement.settleWompiTransaction).toHaveBeenCalledTimes(2);
  });

  it('keeps the buyer on its own result page when the store gave no redirect-url', async () => {
    const url = new URL(simulator.checkoutUrl(checkoutRequest()));
    url.searchParams.delete('redirect-url');
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/simulador/wompi/p/pagar',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(url.searchParams),
        ...nequi('3991111111'),
      }).toString(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Pago aprobado');
    await simulator.settled();
  });

  it('answers 404 in Wompi’s shape for an unknown transaction', async () => {
    const read = await harness.app.inject({
      method: 'GET',
      url: '/simulador/wompi/v1/transactions/0000-0-0',
    });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({
      error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' },
    });
    await expect(harness.ctx.wompi?.getTransaction('0000-0-0')).resolves.toBeUndefined();
  });
});

describe('the real adapter against the simulator', () => {
  it('reads transactions over HTTP exactly as the in-process gateway does', async () => {
    const approved = await pay(checkoutRequest(), pse('1'));
    const id = new URL(approved.headers.location as string).searchParams.get('id') as string;
    await simulator.settled();

    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = harness.app.server.address() as AddressInfo;
    const wompiConfig = harness.ctx.config.wompi;
    if (!wompiConfig) throw new Error('demo mode configures Wompi');
    const client = wompiClient({
      ...wompiConfig,
      apiUrl: `http://127.0.0.1:${port}/simulador/wompi/v1`,
    });
    const overHttp = await client.getTransaction(id);
    expect(overHttp).toEqual(await harness.ctx.wompi?.getTransaction(id));
    expect(overHttp).toMatchObject({ id, status: 'APPROVED', payment_method_type: 'PSE' });
    await expect(client.getTransaction('0000-0-0')).resolves.toBeUndefined();
  });
});
