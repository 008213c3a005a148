import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildCheckoutForm, type PayuCheckoutForm } from './payu.js';
import { PAYU_SIMULATOR_PATH, PAYU_SIMULATOR_PAY_PATH } from './simulator.js';

// What a confirmation does to a payment is the settlement's (its own tests); here only what reaches it.
const settlement = vi.hoisted(() => ({
  settleTransaction: vi.fn((..._args: unknown[]) => Promise.resolve()),
}));
vi.mock('../../modules/payments/settlement.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  settleTransaction: settlement.settleTransaction,
}));

let harness: TestApp;
const RESPONSE_URL = 'http://localhost:3000/compra/abc123/res/payu/';

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());
beforeEach(() => settlement.settleTransaction.mockClear());

let serial = 0;
function checkoutForm(): PayuCheckoutForm {
  const payu = harness.ctx.config.payu;
  if (!payu?.simulator) throw new Error('demo mode uses the PayU simulator');
  serial += 1;
  return buildCheckoutForm(payu, {
    referenceCode: `RM-abc123-${serial}`,
    description: 'Remodelación #abc123',
    amount: 238_000,
    tax: 38_000,
    taxReturnBase: 200_000,
    buyerEmail: 'ana@prueba.co',
    responseUrl: RESPONSE_URL,
    confirmationUrl: 'http://localhost:3000/v2/payments/payu/confirmation',
  });
}

const post = (url: string, fields: Record<string, string>) =>
  harness.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const card = (number: string) => ({
  'card-number': number,
  'card-holder': 'ANA RESTREPO',
  'card-expiry': '12/49',
  'card-cvc': '123',
});

describe('PayU simulator', () => {
  it('shows its card form for a signed form, and refuses an altered one', async () => {
    const { fields } = checkoutForm();
    const page = await post(PAYU_SIMULATOR_PATH, fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Número de la tarjeta');
    const altered = await post(PAYU_SIMULATOR_PATH, { ...fields, amount: '1000' });
    expect(altered.statusCode).toBe(400);
    expect(altered.body).toContain('La firma no corresponde');
  });

  it('confirms an approved card to our server, then returns the browser with PayU’s parameters', async () => {
    const { fields } = checkoutForm();
    const paid = await post(PAYU_SIMULATOR_PAY_PATH, { ...fields, ...card('4242424242424242') });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(RESPONSE_URL);
    expect(back.searchParams.get('transactionState')).toBe('4');
    expect(back.searchParams.get('TX_VALUE')).toBe('238000.0');
    expect(settlement.settleTransaction).toHaveBeenCalledTimes(1);
    expect(settlement.settleTransaction.mock.calls[0]?.[1]).toMatchObject({
      reference: fields.referenceCode,
      status: 'APPROVED',
      amountInCents: 23_800_000,
      currency: 'COP',
    });
    // Paid once: the same reference is not taken again.
    const again = await post(PAYU_SIMULATOR_PATH, fields);
    expect(again.statusCode).toBe(409);
  });

  it('declines 4111… and fails other cards, as the Wompi sandbox does', async () => {
    for (const number of ['4111111111111111', '5555555555554444']) {
      const { fields } = checkoutForm();
      const paid = await post(PAYU_SIMULATOR_PAY_PATH, { ...fields, ...card(number) });
      expect(new URL(paid.headers.location as string).searchParams.get('transactionState')).toBe(
        '6',
      );
    }
    expect(settlement.settleTransaction.mock.calls.map((call) => call[1])).toEqual([
      expect.objectContaining({ status: 'DECLINED' }),
      expect.objectContaining({ status: 'DECLINED' }),
    ]);
  });

  it('asks again for a card it cannot read', async () => {
    const { fields } = checkoutForm();
    const paid = await post(PAYU_SIMULATOR_PAY_PATH, { ...fields, ...card('12') });
    expect(paid.statusCode).toBe(400);
    expect(settlement.settleTransaction).not.toHaveBeenCalled();
  });
});

describe('with PayU’s real gateway configured', () => {
  it('serves no simulator and lets the page post the form to PayU only', async () => {
    const real = await createTestApp({
      PAYU_MERCHANT_ID: '508029',
      PAYU_ACCOUNT_ID: '512321',
      PAYU_API_KEY: '4Vj8eK4rloUd272L48hsrarnUA',
    });
    try {
      const page = await real.app.inject({ method: 'POST', url: PAYU_SIMULATOR_PATH });
      expect(page.statusCode).toBe(404);
      const health = await real.app.inject({ method: 'GET', url: '/health' });
      expect(health.headers['content-security-policy']).toContain(
        "form-action 'self' https://sandbox.checkout.payulatam.com",
      );
    } finally {
      await real.close();
    }
  });
});
